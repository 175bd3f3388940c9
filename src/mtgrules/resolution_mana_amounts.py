"""Several mana of chosen colors added (:mod:`mtgrules.effects.mana_amounts`; CR 106.1a: the
five colors, 106.3: into the controller's mana pool). "Of any one color": one choice, then
that many mana of it; "in any combination of colors": one choice per mana. Without a chooser
(a game played by the engine alone) the first color, white, is taken."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.mana_amounts import MANA_RULE, AddManaOfColors
from mtgrules.events import Event
from mtgrules.turn_events import ManaAdded

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

MANA_AMOUNT_INSTRUCTIONS = (AddManaOfColors,)
"""The instructions :func:`carry_out` carries out."""

_COLORS = "WUBRG"


def _color(game: Resolution, ctx: Context, prompt: str) -> str:
    if game._chooser is None:
        return _COLORS[0]
    answer = game._chooser.ask(
        Decision(
            kind="mana",
            player=ctx.controller,
            options=tuple(_COLORS),
            prompt=prompt,
            rule=MANA_RULE,
        )
    )
    assert isinstance(answer, str)
    return answer


def carry_out(game: Resolution, step: AddManaOfColors, ctx: Context) -> list[Event]:
    """CR 106.1a, 106.3: the mana of the chosen color(s) goes into the controller's pool."""
    if step.one_color:
        color = _color(game, ctx, f"which color of mana to add {step.count} of")
        return game._emit(
            [ManaAdded(player=ctx.controller, mana=color, amount=step.count, rule=MANA_RULE)]
        )
    chosen: dict[str, int] = {}
    for n in range(step.count):
        color = _color(game, ctx, f"which color for mana {n + 1} of {step.count}")
        chosen[color] = chosen.get(color, 0) + 1
    return game._emit(
        [
            ManaAdded(player=ctx.controller, mana=color, amount=amount, rule=MANA_RULE)
            for color, amount in chosen.items()
        ]
    )


__all__ = ["MANA_AMOUNT_INSTRUCTIONS", "carry_out"]
