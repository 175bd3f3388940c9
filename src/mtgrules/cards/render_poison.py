"""Words of poison counters on players (CR 122.1f; built by :mod:`mtgrules.cards.build_poison`):
"gets a poison counter" after the clause that named the player, "each opponent who has three
or more poison counters", "an opponent is poisoned"."""

from __future__ import annotations

from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.base import Who
from mtgrules.effects.conditions import Condition
from mtgrules.effects.instructions import GivePoison
from mtgrules.effects.poison import POISONED, PoisonedEach


def poison_count_words(count: int) -> str:
    """ "a poison counter", "three poison counters"."""
    return "a poison counter" if count == 1 else f"{number_word(count)} poison counters"


def elided_poison_words(step: GivePoison) -> str:
    """ "gets two poison counters": the player is the subject of the clause before."""
    return f"gets {poison_count_words(step.count)}"


def poisoned_each_words(group: PoisonedEach) -> str:
    """ "each opponent who has three or more poison counters"."""
    noun = "opponent" if group.match.controller is Who.OPPONENT else "player"
    return f"each {noun} who has {number_word(group.least)} or more poison counters"


def poisoned_condition_words(condition: Condition, who: str) -> str | None:
    """ "an opponent is poisoned" (one or more poison counters), or None for another form."""
    if condition.kind != "poison" or condition.form != POISONED:
        return None
    verb = "are" if who == "you" else "is"
    return f"{who} {verb} poisoned"


__all__ = [
    "elided_poison_words",
    "poison_count_words",
    "poisoned_condition_words",
    "poisoned_each_words",
]
