"""Oracle text of "can't be regenerated this turn" (:mod:`mtgrules.effects.no_regeneration`,
CR 701.14c; 2011: 701.12c): "target creature can't be regenerated this turn", "it can't ...",
"a creature dealt damage this way can't ...", generated from the compiled data alone."""

from __future__ import annotations

from typing import Protocol

from mtgrules.effects.instructions import Ref
from mtgrules.effects.no_regeneration import NO_REFERENCE, CantBeRegeneratedThisTurn

_THIS_TURN = "can't be regenerated this turn"


class Refs(Protocol):
    """The renderer's context: the words of a reference."""

    def ref(self, ref: Ref, *, subject: bool = False) -> str: ...


def no_regeneration_clause(step: object, ctx: Refs) -> str | None:
    """The words of a :class:`CantBeRegeneratedThisTurn`, or None for another instruction."""
    if not isinstance(step, CantBeRegeneratedThisTurn):
        return None
    if step.dealt_damage_this_way:
        noun = "creatures" if step.plural else "a creature"
        return f"{noun} dealt damage this way {_THIS_TURN}"
    if step.on == NO_REFERENCE:
        raise ValueError(f"no words for {step}")
    return f"{ctx.ref(step.on, subject=True)} {_THIS_TURN}"


__all__ = ["no_regeneration_clause"]
