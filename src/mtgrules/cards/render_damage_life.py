"""Damage and life instructions rendered back to Oracle words (the inverse of
:mod:`mtgrules.cards.build_damage_life`)."""

from __future__ import annotations

import dataclasses

from mtgrules.cards.build_chosen_targets import POWER_PLUS_TOUGHNESS
from mtgrules.cards.build_counter_changes import EQUAL_FIRST
from mtgrules.cards.devotion_amounts import devotion_words
from mtgrules.cards.divided_targets import FilteredPoint, points_words
from mtgrules.cards.pending import (
    TRIGGERING_OBJECT,
    Counted,
    TargetsControllerEach,
)
from mtgrules.cards.render_amounts_2 import THAT_MANY, amount_2_words, that_many_words
from mtgrules.cards.render_amounts_3 import amount_3_words
from mtgrules.cards.render_counter_changes import equal_first_words
from mtgrules.cards.render_each_of import each_of_words
from mtgrules.cards.render_effects import (
    RenderError,
    _Context,
    _counted,
    _kind_list,
    _subject_verb,
)
from mtgrules.cards.their_groups import THEIR_GROUPS, they_control_words
from mtgrules.cards.vocabulary import (
    number_word,
)
from mtgrules.effects.attached import attached_words
from mtgrules.effects.counted_damage import EQUAL_FIRST as COUNT_FIRST
from mtgrules.effects.counted_damage import DamageCountedPerPlayer
from mtgrules.effects.divided_x import DividedXDamage
from mtgrules.effects.instructions import (
    SELF,
    ChangeVariableLife,
    DamageEachTarget,
    DealDamage,
    DealDamageByPower,
    DealVariableDamage,
    DividedDamage,
    ExileIfItWouldDie,
    Fight,
    ForEach,
    GainLife,
    GivePoison,
    Instruction,
    LoseLife,
    PayLife,
    target,
    target_index,
)
from mtgrules.effects.spell_costs import SACRIFICED_AMOUNTS
from mtgrules.effects.unpreventable import UnpreventableDamage
from mtgrules.resolution_variable import DAMAGE_TO_YOU, HALF_THEIR_TOTAL, THAT_SPELL
from mtgrules.rules.speed import SPEED

_LIFE_AMOUNTS = frozenset(
    {
        "its power",
        "its toughness",
        "its mana value",
        "that card's mana value",  # the card put into the hand or onto the battlefield
        "that card's power",  # the target card, as it last existed (CR 608.2h)
        "that card's toughness",
        "that creature's power",
        "that creature's toughness",
        POWER_PLUS_TOUGHNESS,  # "that creature's power plus its toughness" (CR 208.1)
        "the life lost this way",
        "the damage dealt this way",
        DAMAGE_TO_YOU,
        "the result",  # of the die rolled before it (CR 706.2, cards/build_random.py)
        THAT_SPELL,  # of a cast trigger (CR 603.7c)
    }
)
EQUAL_FIRST_AMOUNTS = frozenset(
    a
    for a in _LIFE_AMOUNTS
    if a.startswith(("that creature's", "that card's", "the result", "that spell's"))
)
"""Amounts said before the recipient: "~ deals damage equal to that card's power to ..."."""
TARGETS_AMOUNTS = {"target creature's power": "power", "target creature's toughness": "toughness"}


def damage_life_clause(step: Instruction, ctx: _Context) -> str | None:
    """The words of a damage or life instruction; None for other instructions."""
    if isinstance(step, DealDamage):
        own = step.source in (SELF, TRIGGERING_OBJECT)
        if not own and attached_words(step.source) is None:
            raise RenderError("damage from another source")
        source = ctx.ref(step.source, subject=True)
        to = "itself" if step.to == step.source == SELF else ctx.ref(step.to)
        return f"{source} deals {step.amount} damage to {to}"
    if isinstance(step, GainLife):
        return _subject_verb(step.who, ctx, "gains", "gain") + f" {step.amount} life"
    if isinstance(step, LoseLife):
        return _subject_verb(step.who, ctx, "loses", "lose") + f" {step.amount} life"
    if isinstance(step, DealVariableDamage):
        if step.source == SELF and step.amount in SACRIFICED_AMOUNTS:  # rules/additional_costs
            subject = ctx.ref(SELF, subject=True)
            return f"{subject} deals damage equal to {step.amount} to {ctx.ref(step.to)}"
        if step.source == SELF and step.amount == DAMAGE_TO_YOU:
            subject = ctx.ref(SELF, subject=True)
            return f"{subject} deals damage to {ctx.ref(step.to)} equal to {step.amount}"
        if step.source == SELF and step.amount in HALF_THEIR_TOTAL:  # CR 107.1a
            subject = ctx.ref(SELF, subject=True)
            return f"{subject} deals damage to {ctx.ref(step.to)} equal to {step.amount}"
        if step.amount in EQUAL_FIRST_AMOUNTS:  # "equal to that creature's power to ..."
            subject = ctx.ref(step.source, subject=True)
            return f"{subject} deals damage equal to {step.amount} to {ctx.ref(step.to)}"
        if step.source != SELF or step.amount not in ("X", "that much"):
            raise RenderError(f"no words for {step}")
        return f"{ctx.ref(SELF, subject=True)} deals {step.amount} damage to {ctx.ref(step.to)}"
    if isinstance(step, ChangeVariableLife):
        verbs = ("gain", "gains") if step.gain else ("lose", "loses")
        subject = _subject_verb(step.who, ctx, verbs[1], verbs[0])
        if step.amount == "that much":
            return subject + " that much life"
        if step.amount == "X":
            return subject + " X life"
        if step.amount.startswith(("half ", "a third ")):  # CR 107.1a
            return f"{subject} {step.amount}"
        if step.amount in TARGETS_AMOUNTS:  # "target creature's power": target 0 named
            return f"{subject} life equal to {ctx.ref(target(0))}'s {TARGETS_AMOUNTS[step.amount]}"
        if step.amount not in _LIFE_AMOUNTS | SACRIFICED_AMOUNTS:
            raise RenderError(f"no words for {step}")
        return f"{subject} life equal to {step.amount}"
    if isinstance(step, ForEach):
        if not isinstance(step.per, Counted):
            raise RenderError(f"no words for {step}")
        if step.form == EQUAL_FIRST:  # render_counter_changes.py
            return equal_first_words(step, ctx)
        if step.form == THAT_MANY:  # "put that many +1/+1 counters on ~" (CR 603.2)
            return that_many_words(step, ctx)
        if step.form == "equal" and isinstance(step.step, GainLife | LoseLife):
            life = step.step
            if life.amount != 1:
                raise RenderError(f"no words for {step}")
            verbs = ("gain", "gains") if isinstance(life, GainLife) else ("lose", "loses")
            subject = _subject_verb(life.who, ctx, verbs[1], verbs[0])
            return f"{subject} life equal to {amount_words(step.per)}"
        if step.form == "equal":
            inner = step.step
            if not isinstance(inner, DealDamage) or inner.amount != 1 or inner.source != SELF:
                raise RenderError(f"no words for {step}")
            source = ctx.ref(SELF, subject=True)
            return f"{source} deals damage to {ctx.ref(inner.to)} equal to {amount_words(step.per)}"
        if step.form != "for each":
            raise RenderError(f"no words for {step}")
        from mtgrules.cards.render_sentences import _clauses  # a cycle: imported when used

        return _clauses((step.step,), ctx)[0] + f" for each {_counted(step.per)}"
    if isinstance(step, GivePoison):
        count = "a" if step.count == 1 else number_word(step.count)
        noun = "counter" if step.count == 1 else "counters"
        subject = _subject_verb(step.who, ctx, "gets", "get")
        return f"{subject} {count} poison {noun}"
    if isinstance(step, DealDamageByPower):
        source = ctx.ref(step.source, subject=True)
        if step.to == step.source:
            return f"{source} deals damage to itself equal to its power"
        return f"{source} deals damage equal to its power to {ctx.ref(step.to)}"
    if isinstance(step, Fight):
        verb = "have {} fight" if step.have else "{} fights"  # "you may have it fight ..."
        return f"{verb.format(ctx.ref(step.first, subject=True))} {ctx.ref(step.second)}"
    if isinstance(step, UnpreventableDamage):  # the sentence and its rider (CR 615.12)
        from mtgrules.cards.render_sentences import _clauses  # a cycle: imported when used

        said = " and ".join(_clauses(step.steps, ctx))
        return f"{said}. The damage can't be prevented"
    if isinstance(step, DamageCountedPerPlayer):  # cards/build_counted_damage.py
        return counted_per_player_words(step, ctx)
    if isinstance(step, DamageEachTarget):  # cards/build_each_of.py
        return each_of_words(step, ctx.ref(step.source, subject=True), ctx.targets, ctx.introduced)
    if isinstance(step, DividedDamage):
        among = {2: "one or two", 3: "one, two, or three", 0: "any number of"}.get(step.most)
        if among is None:
            raise RenderError(f"no words for {step}")
        point = next((t for t in ctx.targets if isinstance(t, FilteredPoint)), None)
        noun = "targets" if point is None else points_words(point)  # cards/divided_targets.py
        amount = "X" if isinstance(step, DividedXDamage) else step.amount
        return (
            f"{ctx.ref(SELF, subject=True)} deals {amount} damage divided as you choose "
            f"among {among} {noun}"
        )
    if isinstance(step, ExileIfItWouldDie):
        if step.dealt_damage_this_way:
            noun = "permanent" if step.permanents else "creature"  # CR 700.4
            return f"if a {noun} dealt damage this way would die this turn, exile it instead"
        index = target_index(step.on) if isinstance(step.on, int) else None
        if index is None or index >= len(ctx.targets):
            raise RenderError(f"no words for {step}")
        noun = " or ".join(_kind_list(ctx.targets[index].kinds))
        return f"if that {noun} would die this turn, exile it instead"
    if isinstance(step, PayLife):
        return f"pay {step.amount} life"
    return None


def counted_per_player_words(step: DamageCountedPerPlayer, ctx: _Context) -> str:
    """ "~ deals damage to each player equal to [twice] the number of lands that player
    controls" / "~ deals damage equal to the number of ... to each opponent"."""
    twice = {1: "", 2: "twice "}.get(step.times)
    if twice is None:
        raise RenderError(f"no words for {step}")
    source = ctx.ref(step.source, subject=True)
    count = f"{twice}the number of {_counted(step.per, plural=True)}"
    if step.order == COUNT_FIRST:
        return f"{source} deals damage equal to {count} to {ctx.ref(step.to)}"
    return f"{source} deals damage to {ctx.ref(step.to)} equal to {count}"


def amount_words(per: Counted) -> str:
    """ "the number of creatures you control", or "your devotion to red" (CR 700.5)."""
    if per.noun == SPEED:
        return "your speed"  # CR 702.179
    if (words := amount_2_words(per)) is not None:  # "the greatest power among ..."
        return words
    if (words := amount_3_words(per)) is not None:  # "your life total", domain
        return words
    return devotion_words(per) or f"the number of {_counted(per, plural=True)}"


def x_value_words(per: Counted) -> str:
    """The value of X (CR 107.3): "the number of creatures you control", "2 plus the number of
    ...", "the number of cards in their hand minus 4", "4 minus the number of ..."."""
    number = amount_words(per)
    if per.subtracted:
        return f"{per.offset} minus {number}"
    if per.offset > 0:
        return f"{per.offset} plus {number}"
    if per.offset < 0:
        return f"{number} minus {-per.offset}"
    return number


def that_players_group_words(step: Instruction, before: Instruction | None) -> str | None:
    """ "[1 damage to] each creature that player [or that planeswalker's controller] controls":
    the clause after "~ deals 4 damage to target player [or planeswalker]" (CR 120.2b); None
    for other clauses."""
    if not isinstance(step, DealDamage | DealVariableDamage):
        return None
    if isinstance(step.to, THEIR_GROUPS) and type(before) is type(step):
        if step != dataclasses.replace(before, to=step.to):
            raise RenderError(f"no words for {step}")
        return they_control_words(step.to)  # "[each opponent and] each creature they control"
    if not isinstance(step.to, TargetsControllerEach) or type(step) is not type(before):
        return None
    assert isinstance(before, DealDamage | DealVariableDamage)
    controller = " or that planeswalker's controller" if step.to.or_planeswalker else ""
    words = f"each creature that player{controller} controls"
    if step.amount == before.amount:
        return words
    return f"{step.amount} damage to {words}"
