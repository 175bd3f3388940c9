"""The words of "Choose target creature ..." and "those creatures fight each other" (the
inverse of :mod:`mtgrules.cards.build_chosen_targets`)."""

from __future__ import annotations

from typing import Protocol

from mtgrules.effects.chosen_fight import ChosenFight
from mtgrules.effects.chosen_targets import ChooseTargets
from mtgrules.effects.instructions import Instruction, Ref


class _Refs(Protocol):
    def ref(self, ref: Ref, *, subject: bool = False) -> str: ...


def chosen_targets_clause(step: Instruction, ctx: _Refs) -> str | None:
    """ "choose target creature you control and target creature you don't control", "those
    creatures fight each other"; None for other instructions."""
    if isinstance(step, ChooseTargets):
        return "choose " + " and ".join(ctx.ref(r) for r in step.refs)
    if isinstance(step, ChosenFight):
        return f"{step.words} fight each other"
    return None
