"""Grammar callbacks for what casting a spell costs: mandatory additional costs ("As an
additional cost to cast this spell, sacrifice a creature.", CR 601.2b, 601.2f-h), cost
reductions with a condition ("This spell costs {2} less to cast if a creature died this
turn.", CR 601.2f) and the amounts that name what was sacrificed ("the sacrificed creature's
power", CR 608.2h); restrictions on casting ("Cast this spell only during combat.", CR
601.3), kicker with two costs (CR 702.33b, 702.33e) and "if it was bargained" (CR 702.166b).
Rules in the "spell costs" and "casting keywords" blocks of ``oracle.lark``; the engine side
is :mod:`mtgrules.rules.additional_costs`, :mod:`mtgrules.rules.static_abilities`,
:mod:`mtgrules.rules.casting_timing` and :mod:`mtgrules.rules.alternative_casting`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Ability, Sentence, StaticLine
from mtgrules.cards.build_base import _fail, _filtered
from mtgrules.cards.build_conditions import condition_part_problem
from mtgrules.cards.build_damage_life import DamageLifeRules
from mtgrules.cards.pending import AdditionalCost, OtherKeyword
from mtgrules.cards.vocabulary import filtered_words
from mtgrules.effects.base import PLAYER, Duration, Who
from mtgrules.effects.casting_timing import CastOnly
from mtgrules.effects.conditions import Condition
from mtgrules.effects.instructions import DealDamage, DealVariableDamage
from mtgrules.effects.spell_costs import (
    ConditionalCostReduction,
    SpellsCostLess,
    TargetedCostReduction,
)
from mtgrules.rules.additional_costs import parse_alternatives

COLORS = frozenset({"white", "blue", "black", "red", "green"})
SPELL_TYPES = frozenset({"creature", "artifact", "enchantment", "instant", "sorcery", "land"})


def _generic(symbols: tuple[str, ...]) -> str:
    if not all(s.isdigit() for s in symbols):
        _fail("a reduction of colored mana")
    return "".join(f"{{{s}}}" for s in symbols)


def _article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


class SpellCostRules(DamageLifeRules):
    """Callbacks of the spell costs rules (mixed into the grammar's transformer)."""

    def additional_cost(self, c: list[str]) -> StaticLine:
        return self._static(AdditionalCost(cost=c[0], duration=Duration.STATIC))

    def cost_parts(self, c: list[str]) -> str:
        # "sacrifice an artifact or creature": a noun after "or" continues the sacrifice
        if c[0].startswith("or:"):
            _fail("an additional cost starting with a noun")
        return " or ".join(part.removeprefix("or:") for part in c)

    def add_or_noun(self, c: list[str]) -> str:
        return f"or:{c[0]}"

    def add_pay_mana(self, c: list[Any]) -> str:
        symbols: tuple[str, ...] = c[0]
        return "pay " + "".join(f"{{{s.upper()}}}" for s in symbols)

    def cost_type(self, c: list[Token]) -> str:
        return str(c[0])

    def cost_subtype(self, c: list[Token]) -> str:
        return str(c[0]).capitalize()

    def add_sacrifice(self, c: list[str]) -> str:
        return f"sacrifice {_article(c[0])} {c[0]}"

    def add_discard(self, _: list[Any]) -> str:
        return "discard a card"

    def add_discard_random(self, _: list[Any]) -> str:
        return "discard a card at random"

    def add_pay_life(self, c: list[Token]) -> str:
        return f"pay {int(c[0])} life"

    def add_pay_x_life(self, _: list[Any]) -> str:
        return "pay X life"

    def cost_less_if(self, c: list[Any]) -> StaticLine:
        symbols: tuple[str, ...] = c[0]
        if not all(s.isdigit() for s in symbols):
            _fail("a reduction of colored mana")
        mana = "".join(f"{{{s}}}" for s in symbols)
        reduction = ConditionalCostReduction(mana=mana, condition=c[1])
        return self._static(reduction)

    def cost_less_if_leading(self, c: list[Any]) -> StaticLine:
        line = self.cost_less_if([c[1], c[0]])
        assert isinstance(line.effect, ConditionalCostReduction)
        effect = dataclasses.replace(line.effect, leading=True)
        return dataclasses.replace(line, effect=effect)

    def cost_target_yours(self, _: list[Any]) -> str:
        return "you control"

    def cost_target_not_yours(self, _: list[Any]) -> str:
        return "you don't control"

    def cost_less_if_targets(self, c: list[Any]) -> StaticLine:
        symbols: tuple[str, ...] = c[0]
        if not all(s.isdigit() for s in symbols):
            _fail("a reduction of colored mana")
        words, filters = c[1]
        owner = c[2] if len(c) > 2 else ""
        if PLAYER in words or "opponent" in words or "spell" in words:
            _fail("a reduction for targeting a player or a spell")
        kinds = frozenset(words)
        controller = Who.YOU if owner == "you control" else Who.ANY
        text = filtered_words(kinds, controller, filters).removeprefix("target ")
        if owner == "you don't control":
            text += " you don't control"
        spec = _filtered(kinds, controller, filters, text, not_yours=owner == "you don't control")
        article = "an" if text[:1] in "aeiou" else "a"
        mana = "".join(f"{{{s}}}" for s in symbols)
        reduction = TargetedCostReduction(mana=mana, spec=spec, words=f"{article} {text}")
        return self._static(reduction)

    def spell_type_creature(self, _: list[Any]) -> str:
        return "creature"

    def spell_type_artifact(self, _: list[Any]) -> str:
        return "artifact"

    def spell_type_enchantment(self, _: list[Any]) -> str:
        return "enchantment"

    def spell_kind_type(self, c: list[Token | str]) -> dict[str, Any]:
        kind = str(c[-1])
        if kind not in SPELL_TYPES:
            _fail("spells of a kind that isn't a card type")
        found: dict[str, Any] = {"kinds": frozenset({kind})}
        if len(c) == 2:
            found.update(self.spell_kind_adj(c[:1]))
        return found

    def spell_kind_adj(self, c: list[Token | str]) -> dict[str, Any]:
        word = str(c[0])
        if word in COLORS:
            return {"color": word}
        if word.startswith("non") and word[3:] in SPELL_TYPES:
            return {"non": word[3:]}
        _fail("a kind of spell")

    def spell_kind_instant_sorcery(self, c: list[Token]) -> dict[str, Any]:
        if sorted(str(t) for t in c) != ["instant", "sorcery"]:
            _fail("a kind of spell")
        return {"kinds": frozenset({"instant", "sorcery"})}

    def spells_cost_less(self, c: list[Any]) -> StaticLine:
        return self._static(SpellsCostLess(mana=_generic(c[1]), **c[0]))

    def targeting_spells_cost_less(self, c: list[Any]) -> StaticLine:
        return self._static(SpellsCostLess(mana=_generic(c[0]), targets_creature=True))

    def cast_only(self, c: list[Any]) -> StaticLine:
        # CR 601.3: "Cast ~ only during combat [and only if you've been attacked this step]."
        return self._static(CastOnly(when=c[0], attacked=len(c) > 1))

    def cast_attacked(self, _: list[Any]) -> bool:
        return True

    def cast_only_if(self, c: list[Condition]) -> StaticLine:
        return self._static(CastOnly(condition=c[0]))

    def moment_combat(self, _: list[Any]) -> str:
        return "during combat"

    def moment_combat_yours(self, _: list[Any]) -> str:
        return "during combat on your turn"

    def moment_combat_theirs(self, _: list[Any]) -> str:
        return "during combat on an opponent's turn"

    def moment_combat_before_blockers(self, _: list[Any]) -> str:
        return "during combat before blockers are declared"

    def moment_before_blockers(self, _: list[Any]) -> str:
        return "before blockers are declared"

    def moment_before_damage(self, _: list[Any]) -> str:
        return "before the combat damage step"

    def moment_after_combat(self, _: list[Any]) -> str:
        return "after combat"

    def moment_your_turn(self, _: list[Any]) -> str:
        return "during your turn"

    def moment_opponents_turn(self, _: list[Any]) -> str:
        return "during an opponent's turn"

    def moment_your_upkeep(self, _: list[Any]) -> str:
        return "during your upkeep"

    def moment_your_end_step(self, _: list[Any]) -> str:
        return "during your end step"

    def moment_declare_attackers(self, _: list[Any]) -> str:
        return "during the declare attackers step"

    def moment_declare_blockers(self, _: list[Any]) -> str:
        return "during the declare blockers step"

    def cost_keyword_two(self, c: list[Any]) -> OtherKeyword:
        # CR 702.33b (2011: 702.31b): "Kicker [cost 1] and/or [cost 2]"
        if str(c[0]) != "kicker":
            _fail(f"two costs of {c[0]}")
        first, second = ("".join(f"{{{s}}}" for s in symbols) for symbols in c[1:])
        return OtherKeyword("kicker", f"{first} and/or {second}")

    def if_kicked_with(self, c: list[Any]) -> Condition:
        # CR 702.33e (2011: 702.31e): "if ~ was kicked with its {R} kicker"
        return Condition("kicked", state="".join(f"{{{s}}}" for s in c[0]))

    def if_kicked_it_with(self, c: list[Any]) -> Condition:
        return dataclasses.replace(self.if_kicked_with(c), form="it")

    def if_bargained(self, _: list[Any]) -> Condition:
        return Condition("bargained")  # CR 702.166b

    def if_bargained_it(self, _: list[Any]) -> Condition:
        return Condition("bargained", form="it")

    def affinity(self, c: list[Token]) -> OtherKeyword:
        # CR 702.41a (2011: 702.39a): "Affinity for artifacts", "Affinity for Lizards"
        word = str(c[0])
        return OtherKeyword("affinity for", word if c[0].type == "PERM_TYPES" else word.title())

    def affinity_equipment(self, _: list[Any]) -> OtherKeyword:
        return OtherKeyword("affinity for", "Equipment")

    def amount_sacrificed_power(self, _: list[Any]) -> str:
        return "the sacrificed creature's power"

    def amount_sacrificed_toughness(self, _: list[Any]) -> str:
        return "the sacrificed creature's toughness"

    def sacrificed_life_amount(self, c: list[str]) -> str:
        return c[0]

    def damage_equal_sacrificed(self, c: list[Any]) -> Sentence:
        (step,) = self.damage([c[0], 1, c[2]])
        assert isinstance(step, DealDamage)
        return (DealVariableDamage(amount=str(c[1]), to=step.to, source=step.source),)


def pays_life_x(abilities: Sequence[Ability]) -> bool:
    """The card's additional cost is "pay X life": X is announced as it is cast (CR 601.2b),
    though its mana cost has no {X}."""
    return any(
        isinstance(a, StaticLine)
        and isinstance(a.effect, AdditionalCost)
        and a.effect.cost == "pay X life"
        for a in abilities
    )


def spell_cost_problem(
    part: AdditionalCost | ConditionalCostReduction | TargetedCostReduction | CastOnly,
    ability: Ability,
) -> str | None:
    """What the engine lacks to play an additional cost, a conditional cost reduction or a
    restriction on casting (for cards/support.py), or None."""
    if isinstance(part, CastOnly):
        if part.condition is None:
            return None
        return condition_part_problem(part.condition, ability)
    if isinstance(part, AdditionalCost):
        if parse_alternatives(part.cost) is None:
            return f"AdditionalCost ({part.cost})"
        return None
    if isinstance(part, TargetedCostReduction):
        return None
    return condition_part_problem(part.condition, ability)


__all__ = ["SpellCostRules", "pays_life_x", "spell_cost_problem"]
