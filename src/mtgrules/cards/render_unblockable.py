"""Words of "[creature] can't be blocked this turn" (CR 509.1b;
:mod:`mtgrules.effects.unblockable_this_turn`, the inverse of
:mod:`mtgrules.cards.build_unblockable`)."""

from __future__ import annotations

from mtgrules.cards.render_effects import _Context
from mtgrules.effects.unblockable_this_turn import CantBeBlockedThisTurn

CANT_BE_BLOCKED = "can't be blocked this turn"


def unblockable_clause(step: object, ctx: _Context) -> str | None:
    """The words of a :class:`CantBeBlockedThisTurn`, else None."""
    if not isinstance(step, CantBeBlockedThisTurn):
        return None
    if step.words:
        ctx.ref(step.on)  # the target named before: "it"
        return f"{step.words} {CANT_BE_BLOCKED}"
    return f"{ctx.ref(step.on, subject=True)} {CANT_BE_BLOCKED}"


__all__ = ["CANT_BE_BLOCKED", "unblockable_clause"]
