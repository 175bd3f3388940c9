"""Carrying out :class:`~mtgrules.effects.tap_chosen.TapChosen` (CR 608.2c, 608.2d): the
controller chooses an untapped permanent of the kind they control and taps it."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.tap_chosen import TapChosen
from mtgrules.events import Event
from mtgrules.resolution_chosen_returns import controlled
from mtgrules.resolution_sacrifice import is_kind
from mtgrules.rules.keywords import has_subtype
from mtgrules.state import GameObject
from mtgrules.turn_events import Tapped

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

TAP_CHOSEN_INSTRUCTIONS = (TapChosen,)
"""The instructions :func:`carry_out` carries out."""
FOLLOW = "608.2c"  # the controller follows the instructions in the order written


def of_kind(obj: GameObject, kind: str) -> bool:
    """``obj`` is a ``kind``: a card type or subtype, or "non-[subtype] [type]" ("non-Human
    creature", CR 205.4b)."""
    if kind.startswith("non-"):
        subtype, _, noun = kind.removeprefix("non-").partition(" ")
        return not has_subtype(obj, subtype) and is_kind(obj, noun)
    return is_kind(obj, kind)


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Tap the permanent the controller chooses (the only one if there is one), or nothing."""
    assert isinstance(step, TapChosen)
    state = game.state
    found = sorted(
        o.id
        for o in controlled(state, ctx, another=step.another)
        if not o.tapped and of_kind(o, step.kind)
    )
    if not found:
        return []
    chosen = found[0]
    if len(found) > 1 and game._chooser is not None:
        answer: Hashable = game._chooser.ask(
            Decision(
                kind="tap",
                player=ctx.controller,
                options=tuple(found),
                labels=tuple(state.objects[o].name for o in found),
                prompt=f"tap an untapped {step.kind} you control",
                rule=FOLLOW,
            )
        )
        assert isinstance(answer, int)
        chosen = answer
    return game._emit([Tapped(permanent=chosen, rule=FOLLOW)])


__all__ = ["TAP_CHOSEN_INSTRUCTIONS", "carry_out", "of_kind"]
