"""Alternative costs printed on a card, and cost increases of permanents, as data.

An alternative cost (CR 118.9; 2011: 117.9) is paid instead of the card's mana cost: "You may
pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.",
"If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost." It is a
:class:`~mtgrules.effects.casting.CastingKeyword` named :data:`RATHER_THAN`, so the casting
rules offer it as a way to cast the card (``CastSpell(how="alternative cost")``): ``cost`` is
its mana ("{0}" when it has none) and ``parts`` every cost it names, in printed order.

>>> cost = AlternativeCost(cost="{0}", parts=("pay 1 life", "exile a blue card from your hand"))
>>> cost.keyword, cost.in_words
('alternative cost', ('pay 1 life', 'exile a blue card from your hand'))
>>> AlternativeCost(cost="{R}", parts=("pay {R}",)).in_words
()
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.pending import Counted
from mtgrules.effects.base import Duration, Effect
from mtgrules.effects.casting import CastingKeyword
from mtgrules.effects.conditions import Condition

RATHER_THAN = "alternative cost"
OPTIONAL_COST = "optional additional cost"
"""The name of "As an additional cost to cast ~, you may [cost]." among a card's optional
additional costs (CR 118.8, 601.2b; ``CastSpell(additional=("optional additional cost",))``)."""
KICKED_IT, KICKED_SELF = "time it was kicked", "time ~ was kicked"
"""What "for each time it was kicked" counts (CR 702.33c: multikicker; a ``Counted`` noun)."""
"""The name of a printed alternative cost among the ways to cast a card (CR 118.9)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class AlternativeCost(CastingKeyword):
    """ "[If condition,] you may [costs] rather than pay this spell's mana cost." (CR 118.9;
    2011: 117.9): ``cost`` is the mana paid instead ("{0}" if none), ``parts`` the costs in
    words ("pay {R}", "pay 4 life", "sacrifice two Mountains"), ``condition`` when it may be
    paid (checked as the spell is cast)."""

    keyword: str = RATHER_THAN
    parts: tuple[str, ...] = ()
    condition: Condition | None = None
    duration: Duration = Duration.STATIC

    @property
    def in_words(self) -> tuple[str, ...]:
        """The costs that are not mana: paid like additional costs (CR 601.2h)."""
        return tuple(p for p in self.parts if not p.startswith("pay {"))


@dataclass(frozen=True, slots=True, kw_only=True)
class OptionalCost(CastingKeyword):
    """ "As an additional cost to cast this spell, you may sacrifice an artifact." (CR 118.8,
    601.2b; 2011: 117.8): an optional additional cost; ``cost`` is its words after a dash
    ("—Sacrifice an artifact"), paid like a mandatory additional cost once chosen. "If this
    spell's additional cost was paid" asks whether it was (``Condition("additional cost
    paid")``)."""

    keyword: str = OPTIONAL_COST
    duration: Duration = Duration.STATIC

    @property
    def in_words(self) -> str:
        """ "sacrifice an artifact", as printed after "you may"."""
        words = self.cost.removeprefix("—")
        return words[:1].lower() + words[1:]


@dataclass(frozen=True, slots=True, kw_only=True)
class SpellsCostMore(Effect):
    """ "Noncreature spells cost {1} more to cast.", "Spells your opponents cast cost {1}
    more to cast.", "Red spells you cast cost {R} more to cast." (CR 601.2f; 2011: 601.2e): a
    static ability of a permanent that adds ``mana`` to the total cost of the spells of a
    kind (``kinds``: card types, any when empty; ``non``: without that type; ``color``) cast
    by ``whose``: "" (any player), "you" or "your opponents"."""

    mana: str
    kinds: frozenset[str] = frozenset()
    non: str = ""
    color: str = ""
    whose: str = ""
    duration: Duration = Duration.STATIC

    @property
    def words(self) -> str:
        """The words of the ability (capitalized as it begins its line)."""
        noun = " and ".join(sorted(self.kinds))
        group = " ".join(w for w in (self.color, f"non{self.non}" if self.non else "", noun) if w)
        spells = f"{group} spells" if group else "spells"
        cast = f" {self.whose} cast" if self.whose else ""
        return f"{spells.capitalize()}{cast} cost {self.mana} more to cast."


@dataclass(frozen=True, slots=True, kw_only=True)
class CostLessByX(Effect):
    """ "This spell costs {X} less to cast, where X is the greatest power among creatures you
    control." (CR 601.2f; 2011: 601.2e): ``per`` counted as the total cost is determined, and
    that much generic mana taken off it (CR 118.7d: never below zero, never colored mana)."""

    per: Counted
    duration: Duration = Duration.STATIC


__all__ = [
    "KICKED_IT",
    "KICKED_SELF",
    "OPTIONAL_COST",
    "RATHER_THAN",
    "AlternativeCost",
    "CostLessByX",
    "OptionalCost",
    "SpellsCostMore",
]
