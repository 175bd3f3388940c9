"""Transformer rules for conditions (the ``condition`` block of ``oracle.lark``): an
intervening "if" of a triggered ability (CR 603.4), "Activate only if [condition]."
(CR 602.5b), "If [condition], [effect]." and "~ deals N damage instead if [condition]."
(CR 608.2c); and how the compiler puts them into a card's abilities."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from typing import Any

from lark import Token

from mtgrules.cards.abilities import (
    Ability,
    EffectLine,
    Joint,
    Sentence,
    StaticLine,
    TriggeredLine,
)
from mtgrules.cards.abilities import instructions as all_instructions
from mtgrules.cards.build_base import BuilderBase, _cost_x, _fail, _number
from mtgrules.cards.build_conditionals import object_problem
from mtgrules.cards.creature_types import singular
from mtgrules.cards.model import ActivatedAbility
from mtgrules.cards.pending import ActivationLimit, Counted, EntersTapped, EntersWithCounters
from mtgrules.effects.base import Duration
from mtgrules.effects.chosen_values import IfRevealedHasChosenName
from mtgrules.effects.conditions import Condition, IfCondition, InsteadIf
from mtgrules.effects.cost_x import CostX
from mtgrules.effects.excess_damage import ExcessDealtInstead
from mtgrules.effects.instructions import SELF, DealDamage, Instruction, target_index
from mtgrules.effects.random_outcomes import IfOutcome, ResultTimes
from mtgrules.effects.you_may import YouMay
from mtgrules.rules.conditions import condition_problem

YOU_CONTROL = "you control"
LEAD_IT, LEAD_SELF = "if it", "if ~"  # InsteadIf.form: "If [condition], it/~ deals ... instead."
TRAILING, THEN = "trailing", "then"  # IfCondition.form: "[effect] if ...", "Then if ..., [effect]"
THEN_TRAILING = "then trailing"  # "Then [effect] if [condition]."
WALKER, DONT, HAS = "planeswalker", "don't", "has"  # Condition.form (the renderer's words)


class ConditionRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases of the conditions block."""

    # -- where a condition stands --------------------------------------------------------------
    def intervening(self, c: list[Condition]) -> Condition:
        return c[0]

    def only_if(self, c: list[Condition]) -> ActivationLimit:
        return ActivationLimit("if", condition=c[0])

    def damage_instead_if(self, c: list[Any]) -> Sentence:
        source, amount, condition = c
        if source != SELF:
            _fail("'instead' damage from another source")
        then = DealDamage(amount=int(amount), to=SELF, source=SELF)  # ``to``: see join_instead
        return (InsteadIf(condition=condition, then=then),)

    def if_sentence(self, c: list[Any]) -> Sentence:
        """ "If [condition], [effect]." (CR 608.2c): checked as the sentence is followed."""
        condition, clauses = c
        then = tuple(s for s in _cost_x(clauses) if not isinstance(s, Joint))
        if len(then) != len(clauses):
            _fail("'if [condition],' with joined clauses")
        return (IfCondition(condition=condition, then=then),)

    def if_it_instead(self, c: list[Any], form: str = LEAD_IT) -> Sentence:
        """ "If ~ was kicked, it deals 4 damage [to that creature] instead.": replaces the
        damage the spell deals before it (joined by :func:`join_instead`)."""
        condition, amount, *to = c
        then = DealDamage(amount=int(amount), to=to[0] if to else SELF, source=SELF)
        return (InsteadIf(condition=condition, then=then, form=form, whole=bool(to)),)

    def if_self_instead(self, c: list[Any]) -> Sentence:
        return self.if_it_instead(c, LEAD_SELF)

    def if_it_deals(self, c: list[Any], form: str = LEAD_IT) -> Sentence:
        """ "If [condition], it / ~ deals 3 damage to that player.": "it" is the object with
        the ability (CR 109.2)."""
        condition, amount, to = c
        then = DealDamage(amount=int(amount), to=to, source=SELF)
        return (IfCondition(condition=condition, then=(then,), form=form),)

    def if_self_deals(self, c: list[Any]) -> Sentence:
        return self.if_it_deals(c, LEAD_SELF)

    def if_damage_to(self, c: list[Any]) -> Any:
        return c[0]

    # -- replacement effects on entering (CR 614.1c) ---------------------------------------
    def enters_tapped_unless(self, c: list[Condition]) -> StaticLine:
        return StaticLine(EntersTapped(unless=c[0], duration=Duration.STATIC))

    def enters_with_counters_if(self, c: list[Any]) -> StaticLine:
        count, kind, condition = c[0], str(c[1]), c[-1]
        counters = EntersWithCounters(
            kind=kind, count=count, condition=condition, duration=Duration.STATIC
        )
        return StaticLine(counters)

    def if_enters_with_counters(self, c: list[Any]) -> StaticLine:
        return self.enters_with_counters_if([*c[1:], c[0]])

    # -- the conditions ------------------------------------------------------------------------
    def if_gained(self, c: list[Token]) -> Condition:
        return Condition("gained life", amount=int(c[0]) if c else 0)

    def if_gained_or_lost(self, _: list[Any]) -> Condition:
        return Condition("gained or lost life")

    def if_lost(self, c: list[Any]) -> Condition:
        return Condition("lost life", who=c[0], amount=int(c[1]) if len(c) > 1 else 0)

    def if_lost_last_turn(self, c: list[Any]) -> Condition:
        return Condition("lost life", who=c[0], last_turn=True)

    def if_you_lost_last_turn(self, _: list[Any]) -> Condition:
        return Condition("lost life", last_turn=True)

    def if_attacked(self, _: list[Any]) -> Condition:
        return Condition("attacked")

    def if_died(self, _: list[Any]) -> Condition:
        return Condition("died")

    def if_kicked(self, _: list[Any]) -> Condition:
        return Condition("kicked")

    def if_kicked_it(self, _: list[Any]) -> Condition:
        return Condition("kicked", form="it")

    def if_cast(self, _: list[Any]) -> Condition:
        return Condition("cast")

    def if_cast_from_hand(self, _: list[Any]) -> Condition:
        return Condition("cast from hand")

    def if_control_a(self, c: list[Counted]) -> Condition:
        return Condition("control", amount=1, counted=c[0])

    def if_control_another(self, c: list[Counted]) -> Condition:
        return Condition("control", amount=1, counted=c[0], other=True)

    def if_control_more(self, c: list[Any]) -> Condition:
        return Condition("control", amount=_number(c[0]), counted=c[1])

    def if_control_fewer(self, c: list[Any]) -> Condition:
        return Condition("control", amount=_number(c[0]), counted=c[1], at_most=True)

    def if_control_more_other(self, c: list[Any]) -> Condition:
        return dataclasses.replace(self.if_control_more(c), other=True)  # CR 109.1

    def if_control_fewer_other(self, c: list[Any]) -> Condition:
        return dataclasses.replace(self.if_control_fewer(c), other=True)

    def if_control_no(self, c: list[Counted]) -> Condition:
        return Condition("control", amount=0, counted=c[0], at_most=True)

    def if_graveyard(self, c: list[Any]) -> Condition:
        return Condition("graveyard", amount=_number(c[0]), counted=c[1])

    def if_you_life_more(self, c: list[Token]) -> Condition:
        return Condition("life", amount=int(c[0]))

    def if_you_life_less(self, c: list[Token]) -> Condition:
        return Condition("life", amount=int(c[0]), at_most=True)

    def if_life_more(self, c: list[Any]) -> Condition:
        return Condition("life", who=c[0], amount=int(c[1]))

    def if_life_less(self, c: list[Any]) -> Condition:
        return Condition("life", who=c[0], amount=int(c[1]), at_most=True)

    def if_you_no_cards(self, _: list[Any]) -> Condition:
        return Condition("hand", amount=0, at_most=True)

    def if_no_cards(self, c: list[str]) -> Condition:
        return Condition("hand", who=c[0], amount=0, at_most=True)

    def if_no_spells_last_turn(self, _: list[Any]) -> Condition:
        return Condition("no spells cast", who="a player", last_turn=True)

    def if_spells_last_turn(self, c: list[Any]) -> Condition:
        return Condition("spells cast", who=c[0], amount=_number(c[1]), last_turn=True)

    def if_spells_this_turn(self, c: list[Any]) -> Condition:
        return Condition("spells cast", who=c[0], amount=_number(c[1]))

    def if_you_spells_this_turn(self, c: list[Any]) -> Condition:
        return Condition("spells cast", amount=_number(c[0]))

    def if_hand_more(self, c: list[Any]) -> Condition:
        return Condition("hand", who=c[0], amount=_number(c[1]))

    def if_hand_fewer(self, c: list[Any]) -> Condition:
        return Condition("hand", who=c[0], amount=_number(c[1]), at_most=True)

    def if_poison(self, c: list[Any]) -> Condition:
        return Condition("poison", who=c[0], amount=_number(c[1]))

    def if_self(self, c: list[Token]) -> Condition:
        return Condition("self", state=str(c[0]))

    def if_your_turn(self, _: list[Any]) -> Condition:
        return Condition("your turn")

    def if_left_under_you(self, _: list[Any]) -> Condition:
        return Condition("left battlefield")  # revolt's wording

    def if_you_controlled_left(self, _: list[Any]) -> Condition:
        return Condition("left battlefield", form="you controlled")

    def if_creature_entered(self, _: list[Any]) -> Condition:
        return Condition("entered", who="an opponent")

    def if_creature_entered_yours(self, _: list[Any]) -> Condition:
        return Condition("entered")

    def if_control_walker(self, c: list[Token]) -> Condition:
        """ "if you control an Ajani planeswalker": a planeswalker type (CR 205.3j)."""
        per = Counted(noun=str(c[-1]).capitalize(), controller=YOU_CONTROL)
        return Condition("control", amount=1, counted=per, form=WALKER)

    def if_control_none(self, c: list[Counted]) -> Condition:
        return Condition("control", amount=0, at_most=True, counted=c[0], form=DONT)

    def if_opponent_more(self, c: list[Any]) -> Condition:
        per = Counted(noun=str(c[1])[:-1], controller=YOU_CONTROL)
        return Condition("more", who=c[0], counted=per)

    def if_you_more(self, c: list[Token]) -> Condition:
        per = Counted(noun=str(c[0])[:-1], controller=YOU_CONTROL)
        return Condition("more", counted=per)

    def if_self_power(self, c: list[Token]) -> Condition:
        return Condition("power", amount=int(c[0]))

    def if_graveyard_keyword(self, c: list[Token]) -> Condition:
        per = Counted(noun="creature card", zone="your graveyard", with_keyword=str(c[-1]))
        return Condition("graveyard", amount=1, counted=per, form=HAS)

    def if_control_keyword(self, c: list[Token]) -> Condition:
        per = Counted(noun=str(c[0]), controller=YOU_CONTROL, with_keyword=str(c[-1]))
        return Condition("control", amount=1, counted=per)

    def if_control_has_keyword(self, c: list[Token]) -> Condition:
        per = Counted(noun="creature", controller=YOU_CONTROL, with_keyword=str(c[-1]))
        return Condition("control", amount=1, counted=per, form=HAS)

    def if_opponent_more_life(self, c: list[str]) -> Condition:
        return Condition("more life", who=c[0])

    def if_you_more_life(self, _: list[Any]) -> Condition:
        return Condition("more life")

    def if_then_trailing(self, c: list[Any]) -> Sentence:
        """ "Then [effect] if [condition]." (CR 608.2c)."""
        (step,) = self.if_sentence([c[1], c[0]])
        assert isinstance(step, IfCondition)
        return (dataclasses.replace(step, form=THEN_TRAILING),)

    def if_trailing(self, c: list[Any]) -> Sentence:
        """ "[effect] if [condition]." (CR 608.2c): checked as the sentence is followed."""
        (step,) = self.if_sentence([c[1], c[0]])
        assert isinstance(step, IfCondition)
        return (dataclasses.replace(step, form=TRAILING),)

    def if_then(self, c: list[Any]) -> Sentence:
        """ "Then if [condition], [effect]." (CR 608.2c)."""
        (step,) = self.if_sentence(c)
        assert isinstance(step, IfCondition)
        return (dataclasses.replace(step, form=THEN),)

    # -- their parts ---------------------------------------------------------------------------
    def if_an_opponent(self, _: list[Any]) -> str:
        return "an opponent"

    def if_that_player(self, _: list[Any]) -> str:
        return "that player"

    def if_a_player(self, _: list[Any]) -> str:
        return "a player"

    def if_noun(self, c: list[Any]) -> Counted:
        adjective = str(c[0]) if len(c) > 1 else ""
        return Counted(noun=str(c[-1]), adjective=adjective, controller=YOU_CONTROL)

    def if_noun_either(self, c: list[Any]) -> Counted:
        adjective = f"{c[0]} or {c[1]}"
        return Counted(noun=str(c[2]), adjective=adjective, controller=YOU_CONTROL)

    def if_noun_power(self, c: list[Any]) -> Counted:
        power = f"{int(c[1])} or greater"
        return Counted(noun=str(c[0]), controller=YOU_CONTROL, power=power)

    def if_nouns(self, c: list[Token]) -> Counted:
        adjective = str(c[0]) if len(c) > 1 else ""
        return Counted(noun=str(c[-1])[:-1], adjective=adjective, controller=YOU_CONTROL)

    def if_subtype_nouns(self, c: list[Token]) -> Counted:
        """ "Snakes", "Wizards": a subtype (CR 205.3), as printed in the singular."""
        return Counted(noun=singular(str(c[0])), controller=YOU_CONTROL)

    def if_cards(self, _: list[Any]) -> Counted:
        return Counted(noun="card", zone="your graveyard")

    def if_type_cards(self, c: list[Token]) -> Counted:
        return Counted(noun=f"{c[0]} card", zone="your graveyard")


# -- into a card's abilities (cards/compiler.py) ---------------------------------------------------
def intervening_steps(line: TriggeredLine) -> tuple[Instruction, ...]:
    """A triggered ability's instructions; with an intervening "if", wrapped in one
    :class:`IfCondition` that checks it again as the ability resolves (CR 603.4)."""
    steps = all_instructions(line.sentences)
    if line.intervening is None:
        return steps
    return (IfCondition(condition=line.intervening, then=steps, rule="603.4"),)


def with_condition(ability: ActivatedAbility, limit: ActivationLimit | None) -> ActivatedAbility:
    """An activated ability with its "Activate only if [condition]." (CR 602.5b)."""
    if limit is None or limit.condition is None:
        return ability
    also = "" if limit.limit == "if" else limit.limit  # "... and only once each turn."
    return dataclasses.replace(ability, limit=also, condition=limit.condition)


def join_instead(steps: Sequence[Instruction]) -> tuple[Instruction, ...]:
    """ "~ deals 2 damage to any target. ~ deals 4 damage instead if [condition].": the
    second sentence replaces the first when its condition holds as the spell resolves
    (CR 608.2c): one :class:`IfCondition` with the first as ``otherwise``."""
    joined: list[Instruction] = []
    for step in steps:
        if isinstance(step, InsteadIf) and joined and _replaceable(joined[-1]):
            printed = joined.pop()
            assert isinstance(printed, DealDamage) and isinstance(step.then, DealDamage)
            instead = (
                step.then if step.whole else dataclasses.replace(printed, amount=step.then.amount)
            )
            joined.append(
                IfCondition(condition=step.condition, then=(instead,), otherwise=(printed,))
            )
        else:
            joined.append(step)
    return tuple(joined)


def _joins_in_trigger(ability: Ability) -> bool:
    """Each "instead if" sentence of a triggered ability follows damage its source deals,
    which it replaces when the condition holds as the ability resolves (CR 608.2c; joined
    by :func:`join_instead` in the compiler)."""
    if not isinstance(ability, TriggeredLine) or ability.intervening is not None:
        return False  # with an intervening if, the steps are nested (intervening_steps)
    steps = all_instructions(ability.sentences)
    return all(
        before is not None and _replaceable(before)
        for before, step in zip([None, *steps], steps, strict=False)
        if isinstance(step, InsteadIf)
    )


def _replaceable(step: Instruction) -> bool:
    return isinstance(step, DealDamage) and step.source == SELF


def instead_problem(abilities: Sequence[Ability]) -> str | None:
    """Why an "instead if" sentence of the card's spell text can't be joined with the
    instruction it replaces (none before it, or not damage dealt by the spell), or None."""
    steps = [
        step
        for ability in abilities
        if isinstance(ability, EffectLine)
        for step in all_instructions(ability.sentences)
    ]
    for before, step in zip([None, *steps], steps, strict=False):
        if isinstance(step, InsteadIf) and (before is None or not _replaceable(before)):
            return "InsteadIf (after an instruction it can't replace)"
    return None


__all__ = [
    "ConditionRules",
    "condition_part_problem",
    "entering_condition",
    "instead_problem",
    "intervening_steps",
    "is_condition_part",
    "is_control_a",
    "join_instead",
    "unfold",
    "with_condition",
]


def condition_part_problem(part: object, ability: Ability) -> str | None:
    """What of a condition in ``ability`` the engine can't check (for cards/support.py):
    the condition itself, "that player" outside a triggered ability, "instead if" outside
    a spell's text."""
    if isinstance(part, ActivationLimit):
        part = part.condition
    resolving = isinstance(part, InsteadIf) or (
        isinstance(part, IfCondition) and part.rule != "603.4"
    )
    inner = part.condition if isinstance(part, IfCondition | InsteadIf) else part
    if isinstance(inner, Condition) and (problem := object_problem(inner, ability, resolving)):
        return problem  # "If it's a Spirit, ...": cards/build_conditionals.py
    if isinstance(part, IfCondition):
        if part.condition.kind in ("kicked", "evoked") and _targets_in(part.then) - _targets_in(
            [s for s in all_instructions(getattr(ability, "sentences", ())) if s is not part]
        ):
            return "IfCondition (a target chosen only if kicked, CR 601.2c)"
        part = part.condition
    if isinstance(part, InsteadIf):
        if not isinstance(ability, EffectLine) and not _joins_in_trigger(ability):
            return "InsteadIf (in an ability)"
        part = part.condition
    if not isinstance(part, Condition):
        return None
    if part.who == "that player" and not isinstance(ability, TriggeredLine):
        return "Condition (that player, with no trigger event)"
    return condition_problem(part)


def unfold(steps: Sequence[Instruction]) -> Iterator[Instruction]:
    """The instructions, with those of each "If [condition], ..." after it (for
    cards/support.py: each must be implemented)."""
    for step in steps:
        yield step
        if isinstance(step, IfCondition):
            yield from unfold(step.then)
            yield from unfold(step.otherwise)
        if isinstance(step, IfOutcome):  # "If you win the flip, ..." (effects/random_outcomes.py)
            yield from unfold(all_instructions((step.then,)))
        if isinstance(step, ResultTimes):  # "... equal to the result" (random_outcomes.py)
            yield step.step
        if isinstance(step, CostX):  # "draw X cards" (effects/cost_x.py)
            yield step.step
        if isinstance(step, ExcessDealtInstead):  # CR 120.4a (effects/excess_damage.py)
            yield from unfold((step.step,))
        if isinstance(step, YouMay):  # "You may discard a card." (effects/you_may.py)
            yield from unfold(step.steps)
        if isinstance(step, IfRevealedHasChosenName):  # effects/chosen_values.py
            yield from unfold(all_instructions((step.then,)))


def is_control_a(condition: Condition, noun: str) -> bool:
    """``condition`` is exactly "you control a [noun]"."""
    return condition == Condition("control", amount=1, counted=if_noun_counted(noun))


def if_noun_counted(noun: str) -> Counted:
    return Counted(noun=noun, controller=YOU_CONTROL)


def entering_condition(part: object) -> Condition | None:
    """The condition of "~ enters tapped unless [condition]." or "~ enters with N counters
    on it if [condition]." (CR 614.1c), or None."""
    if isinstance(part, EntersTapped):
        return part.unless
    if isinstance(part, EntersWithCounters):
        return part.condition
    return None


def _targets_in(value: object) -> set[int]:
    """The targets the instructions in ``value`` refer to (their indexes)."""
    if isinstance(value, int) and not isinstance(value, bool):
        index = target_index(value)
        return set() if index is None else {index}
    if isinstance(value, list | tuple):
        return set().union(*(_targets_in(item) for item in value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = dataclasses.fields(value)
        return set().union(*(_targets_in(getattr(value, f.name)) for f in fields))
    return set()


def is_condition_part(part: object) -> bool:
    """``part`` is a condition, or holds one (for cards/support.py)."""
    if isinstance(part, ActivationLimit):
        return part.condition is not None
    return isinstance(part, Condition | InsteadIf | IfCondition)
