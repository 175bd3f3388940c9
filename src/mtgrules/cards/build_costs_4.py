"""Grammar callbacks of alternative costs printed on a card (CR 118.9; 2011: 117.9) and of
cost increases (CR 601.2f; 2011: 601.2e), the block "alternative costs" of ``oracle.lark``:
"You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana
cost.", "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.",
"You may sacrifice two Mountains rather than pay this spell's mana cost.", "Spells your
opponents cast cost {1} more to cast."

Each cost is kept in words ("sacrifice two Mountains") for the casting rules
(:mod:`mtgrules.rules.costs_4`), which pay those that aren't mana like additional costs.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Ability, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.build_conditions import condition_part_problem
from mtgrules.cards.pending import Counted
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.alternative_costs import (
    KICKED_IT,
    KICKED_SELF,
    AlternativeCost,
    CostLessByX,
    OptionalCost,
    SpellsCostMore,
)
from mtgrules.effects.conditions import ADDITIONAL_COST_PAID, Condition
from mtgrules.resolution_counts import countable
from mtgrules.rules.additional_costs import parse_additional

_COUNTS = {"two": 2, "three": 3}
_NOT_PERMANENTS = ("player", "opponent", "spell")


def _mana(symbols: tuple[str, ...]) -> str:
    return "".join(f"{{{s.upper()}}}" for s in symbols)


def _count_words(count: int, singular: str, plural: str) -> str:
    if count == 1:
        return f"{'an' if singular[:1] in 'aeiou' else 'a'} {singular}"
    return f"{number_word(count)} {plural}"


def _noun(word: Token) -> str:
    """A card type in lower case, a subtype capitalised ("Mountain")."""
    text = str(word)
    return text if word.type in ("TYPE", "PERM_TYPES") else text.capitalize()


def alternative(parts: tuple[str, ...], condition: Condition | None) -> AlternativeCost:
    """The alternative cost made of ``parts`` (CR 118.9): its mana, "{0}" if it has none."""
    mana = "".join(p.removeprefix("pay ") for p in parts if p.startswith("pay {"))
    return AlternativeCost(cost=mana or "{0}", parts=parts, condition=condition)


class AlternativeCostRules(BuilderBase):
    """Callbacks of the alternative costs and cost increases rules."""

    def alternative_cost(self, c: list[Any]) -> StaticLine:
        return self._static(alternative(c[0], None))

    def alternative_cost_if(self, c: list[Any]) -> StaticLine:
        return self._static(alternative(c[1], c[0]))

    def alt_costs(self, c: list[str]) -> tuple[str, ...]:
        if sum(1 for p in c if p.startswith("pay {")) > 1:
            _fail("two mana costs")
        return tuple(c)

    def alt_one(self, _: list[Any]) -> int:
        return 1

    def alt_many(self, c: list[Token]) -> int:
        count = _COUNTS.get(str(c[0]))
        if count is None:
            _fail(f"an alternative cost of {c[0]} objects")
        return count

    def alt_pay_mana(self, c: list[tuple[str, ...]]) -> str:
        if "X" in (s.upper() for s in c[0]):
            _fail("an alternative cost with {X}")
        return f"pay {_mana(c[0])}"

    def alt_pay_life(self, c: list[Token]) -> str:
        return f"pay {int(c[0])} life"

    def alt_exile_from_hand(self, c: list[Any]) -> str:
        count, color = c[0], str(c[1])
        if color == "colorless":
            _fail("exile a colorless card")
        return f"exile {_count_words(count, f'{color} card', f'{color} cards')} from your hand"

    def alt_sacrifice(self, c: list[Any]) -> str:
        count, noun = c[0], c[-1]
        color = f"{c[1]} " if len(c) == 3 else ""
        plural = noun.type in ("PERM_TYPES", "COUNT_SUBTYPES")
        if plural != (count > 1) or str(noun) in _NOT_PERMANENTS or color == "colorless ":
            _fail("sacrifice a nonpermanent or a count that doesn't match its noun")
        words = f"{color}{_noun(noun)}"
        if count == 1:
            return f"sacrifice {'an' if words[:1] in 'aeiou' else 'a'} {words}"
        return f"sacrifice {number_word(count)} {words}"

    def alt_discard(self, c: list[Any]) -> str:
        if c[0] != 1:
            _fail("discard several cards")
        noun = _noun(c[1])
        return f"discard {'an' if noun[:1] in 'AEIOU' else 'a'} {noun} card"

    def alt_tap(self, c: list[Any]) -> str:
        if c[0] != 1 or str(c[1]) in _NOT_PERMANENTS:
            _fail("tap several or nonpermanent objects")
        return f"tap an untapped {c[1]} you control"

    def spells_cost_more(self, c: list[Any], whose: str = "") -> StaticLine:
        """ "Noncreature spells cost {1} more to cast." (CR 601.2f)."""
        kind: dict[str, Any] = c[0] if isinstance(c[0], dict) else {}
        return self._static(SpellsCostMore(mana=_mana(c[-1]), whose=whose, **kind))

    def cost_less_by_x(self, c: list[Any]) -> StaticLine:
        """ "~ costs {X} less to cast, where X is ..." (CR 601.2f)."""
        symbols: tuple[str, ...] = c[0]
        per: Counted = c[-1]
        if [s.upper() for s in symbols] != ["X"]:
            _fail("a reduction other than {X} with a where-X")
        return self._static(CostLessByX(per=per))

    def counted_kicks(self, c: list[Token]) -> Counted:
        """ "for each time it was kicked", "for each time ~ was kicked" (CR 702.33c)."""
        return Counted(noun=KICKED_SELF if "~" in str(c[0]) else KICKED_IT)

    def if_player_gained(self, c: list[str]) -> Condition:
        """ "if an opponent gained life this turn" (CR 119.9, the turn's record)."""
        return Condition("gained life", who=c[0])

    def if_additional_cost_paid(self, _: list[Any]) -> Condition:
        """ "if this spell's additional cost was paid" (CR 118.8, 601.2b)."""
        return Condition(ADDITIONAL_COST_PAID)

    def optional_additional_cost(self, c: list[str]) -> StaticLine:
        """ "As an additional cost to cast ~, you may sacrifice an artifact." (CR 118.8)."""
        words = c[0]
        return self._static(OptionalCost(cost="—" + words[:1].upper() + words[1:]))

    def your_spells_cost_more(self, c: list[Any]) -> StaticLine:
        return self.spells_cost_more(c, "you")

    def opponents_spells_cost_more(self, c: list[Any]) -> StaticLine:
        return self.spells_cost_more(c, "your opponents")


def costs_4_problem(
    part: AlternativeCost | SpellsCostMore | CostLessByX | OptionalCost, ability: Ability
) -> str | None:
    """What the engine lacks to play an alternative cost, a cost increase or a reduction by X
    (for cards/support.py), or None: a cost it doesn't pay, a condition it can't check, an
    amount it can't count."""
    if isinstance(part, SpellsCostMore):
        return None
    if isinstance(part, OptionalCost):  # one way to pay it (CR 118.8)
        found = parse_additional(part.in_words)
        return None if found is not None else f"OptionalCost ({part.in_words})"
    if isinstance(part, CostLessByX):
        problem = countable(part.per)
        return None if problem is None else f"CostLessByX ({problem})"
    for cost in part.in_words:
        if parse_additional(cost) is None:
            return f"AlternativeCost ({cost})"
    if part.in_words != part.parts and any(p.startswith("tap ") for p in part.in_words):
        return "AlternativeCost (mana and a tap)"  # mana is paid before the tap (CR 601.2h)
    if part.condition is None:
        return None
    return condition_part_problem(part.condition, ability)


__all__ = ["AlternativeCostRules", "alternative", "costs_4_problem"]
