"""The words of "each of [up to] N target ..." (the inverse of
:mod:`mtgrules.cards.build_each_of`)."""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.cards.render_effects import RenderError
from mtgrules.cards.vocabulary import ANY_TARGET_KINDS, number_word
from mtgrules.effects.instructions import DamageEachTarget
from mtgrules.effects.targets import TargetSpec


def each_of_words(
    step: DamageEachTarget, source: str, targets: Sequence[TargetSpec], introduced: set[int]
) -> str:
    """ "~ deals 2 damage to each of two targets", "... each of up to two target creatures";
    the targets it names count as introduced."""
    indices = range(step.first, step.first + step.count)
    if step.first + step.count > len(targets) or any(i in introduced for i in indices):
        raise RenderError(f"no words for {step}")
    introduced.update(indices)
    kinds = targets[step.first].kinds
    noun = "targets" if kinds == ANY_TARGET_KINDS else "target creatures"
    up_to = "up to " if step.up_to else ""
    count = number_word(step.count)
    return f"{source} deals {step.amount} damage to each of {up_to}{count} {noun}"
