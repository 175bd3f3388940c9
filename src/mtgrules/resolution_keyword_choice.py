"""Carrying out :class:`mtgrules.effects.keyword_choice.GrantChosenKeyword`: "target creature
gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn".

CR 608.2d: if an effect offers a choice not made on casting, the player announces it while
applying the effect; here the controller of the spell or ability chooses one keyword, and the
object gains it like "[ref] gains [keyword]" (CR 613.1f, layer 6). Nothing is asked when the
object is gone (CR 608.2b: the spell does as much as it can)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.instructions import GrantKeyword, Instruction
from mtgrules.effects.keyword_choice import GrantChosenKeyword
from mtgrules.events import Event

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

KEYWORD_CHOICE_INSTRUCTIONS = (GrantChosenKeyword,)
"""The instructions :func:`carry_out` carries out."""

CHOOSE_ON_RESOLUTION = "608.2d"


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """The controller chooses one of ``step.options`` (CR 608.2d); the objects gain it."""
    assert isinstance(step, GrantChosenKeyword)
    if not any(game._on_battlefield(p) for p in game._refs(step.on, ctx)):
        return []
    chosen = step.options[0]
    if game._chooser is not None:
        answer = game._chooser.ask(
            Decision(
                kind="keyword",
                player=ctx.controller,
                options=step.options,
                labels=tuple(str(k) for k in step.options),
                prompt="the keyword to gain until end of turn",
                rule=CHOOSE_ON_RESOLUTION,
            )
        )
        chosen = next(k for k in step.options if k == answer)
    grant = GrantKeyword(keyword=chosen, on=step.on, duration=step.duration)
    return game._modify(grant, ctx)


__all__ = ["KEYWORD_CHOICE_INSTRUCTIONS", "carry_out"]
