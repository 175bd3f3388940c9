"""Poison counters on players as data (CR 122.1f; 2011: counters are rule 121, poison
counters 104.3d and 704.5c): groups of players picked by their poison counters and what is
counted of them.

* :class:`PoisonedEach`: "each opponent who has three or more poison counters" (corrupted),
  the players of ``match`` with at least ``least`` poison counters as the instruction is
  carried out (CR 608.2h);
* :data:`POISON_COUNTER`: the noun of a :class:`~mtgrules.cards.pending.Counted` that counts
  poison counters ("for each poison counter your opponents have": the total among them);
* :data:`POISONED`: the ``form`` of a "poison" :class:`~mtgrules.effects.conditions.Condition`
  worded "[player] is poisoned" (a player with one or more poison counters, CR 122.1f's
  glossary term "poisoned").
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.instructions import Each


@dataclass(frozen=True, slots=True, kw_only=True)
class PoisonedEach(Each):
    """ "each opponent / player who has N or more poison counters": the players of ``match``
    with at least ``least`` poison counters."""

    least: int = 1


POISON_COUNTER = "poison counter"
"""The noun of a count of poison counters."""

OPPONENTS_HAVE = "your opponents have"
"""Whose poison counters are counted: the total of all opponents' (CR 122.1f)."""

POISONED = "poisoned"
"""The wording "is poisoned" of a condition on poison counters (one or more)."""

__all__ = ["OPPONENTS_HAVE", "POISONED", "POISON_COUNTER", "PoisonedEach"]
