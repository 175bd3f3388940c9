"""Transformer rules for the amounts of :mod:`mtgrules.cards.render_amounts_2` (CR 107.3,
608.2h): "the greatest power among creatures you control", "the greatest toughness among
other creatures you control", "the total power of creatures you control", "the amount of
life you gained / lost this turn", "the number of spells you've cast this turn", "the
number of colors of mana spent to cast ~".

Each is a :class:`~mtgrules.cards.pending.Counted`, so it rides the "equal to" and "where X
is" machinery of counts (a :class:`~mtgrules.effects.instructions.ForEach` whose amount is
computed as the instruction is carried out, resolution_amounts_2.py).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail, _number
from mtgrules.cards.build_counter_changes import EQUAL_FIRST
from mtgrules.cards.pending import Counted
from mtgrules.cards.render_amounts_2 import (
    COLORS_AMONG,
    COLORS_SPENT,
    GREATEST_POWER,
    GREATEST_TOUGHNESS,
    LIFE_GAINED,
    LIFE_GAINED_PERFECT,
    LIFE_LOST,
    OTHER_SPELLS_CAST,
    SPELLS_CAST,
    THAT_MANY,
    TOTAL_POWER,
)
from mtgrules.effects.conditions import Condition
from mtgrules.effects.instructions import (
    YOU,
    ChangeVariableLife,
    DealDamage,
    DealVariableDamage,
    Each,
    ForEach,
)
from mtgrules.resolution_variable import THAT_SPELL
from mtgrules.rules.mana_spent import COLOR_SYMBOLS, MANA_SPENT


def _measured(group: Counted, measure: str) -> Counted:
    return dataclasses.replace(group, measure=measure)


def _players_only(ref: object) -> bool:
    """ "each player" / "each opponent": a group of players only."""
    return isinstance(ref, Each) and (ref.match.kinds or frozenset()) == {"player"}


class Amounts2Rules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def measured_group(self, c: list[Counted]) -> Counted:
        return c[0]

    def measured_other(self, c: list[Any]) -> Counted:
        """ "other creatures you control": not the ability's source (CR 109.1)."""
        group: Counted = self.counted_permanent(c)  # type: ignore[attr-defined]
        return dataclasses.replace(group, other=True)

    def greatest_power(self, c: list[Counted]) -> Counted:
        return _measured(c[0], GREATEST_POWER)

    def greatest_toughness(self, c: list[Counted]) -> Counted:
        return _measured(c[0], GREATEST_TOUGHNESS)

    def total_power(self, c: list[Counted]) -> Counted:
        return _measured(c[0], TOTAL_POWER)

    def life_gained_this_turn(self, _: list[Any]) -> Counted:
        return Counted(noun=LIFE_GAINED)

    def life_gained_perfect(self, _: list[Any]) -> Counted:
        return Counted(noun=LIFE_GAINED_PERFECT)

    def life_lost_this_turn(self, _: list[Any]) -> Counted:
        return Counted(noun=LIFE_LOST)

    def spells_cast_this_turn(self, _: list[Any]) -> Counted:
        return Counted(noun=SPELLS_CAST)

    def other_spells_cast_this_turn(self, _: list[Any]) -> Counted:
        """ "other spells": not this spell (CR 109.1)."""
        return Counted(noun=OTHER_SPELLS_CAST)

    def colors_among_permanents(self, _: list[Any]) -> Counted:
        """ "the number of colors among permanents you control" (CR 105.1, 105.2)."""
        return Counted(noun=COLORS_AMONG)

    def colors_spent(self, _: list[Any]) -> Counted:
        return Counted(noun=COLORS_SPENT)

    def life_amount_2(self, c: list[Counted]) -> Counted:
        return c[0]

    def x_value_2(self, c: list[Counted]) -> Counted:
        return c[0]

    def x_value_plus_2(self, c: list[Any]) -> Counted:
        """ "where X is 2 plus the number of spells you've cast this turn" (CR 107.3)."""
        counted: Counted = c[1]
        return dataclasses.replace(counted, offset=int(c[0]))

    def amount_that_spell_mana_value(self, _: list[Any]) -> str:
        """ "that spell's mana value": of the spell a cast trigger triggered on (CR 603.7c)."""
        return THAT_SPELL

    def put_that_many_counters(self, c: list[Any]) -> Sentence:
        """ "put that many +1/+1 counters on ~": the trigger event's amount (CR 603.2)."""
        (step,) = self.counters([1, c[0], "counters", c[1]])  # type: ignore[attr-defined]
        return (ForEach(step=step, per=Counted(noun=THAT_MANY), form=THAT_MANY),)

    def if_mana_spent(self, c: list[Token]) -> Condition:
        """ "at least three white mana was spent to cast ~" (CR 601.2h)."""
        color = str(c[1])
        if color not in COLOR_SYMBOLS:
            _fail(f"{color} mana spent")
        return Condition(MANA_SPENT, state=color, amount=_number(c[0]))

    def amount_sacrificed_creature_mana_value(self, _: list[Any]) -> str:
        """ "the sacrificed creature's mana value": as it last existed (CR 608.2h)."""
        return "the sacrificed creature's mana value"

    def amount_sacrificed_artifact_mana_value(self, _: list[Any]) -> str:
        return "the sacrificed artifact's mana value"

    def amount_sacrificed_permanent_mana_value(self, _: list[Any]) -> str:
        return "the sacrificed permanent's mana value"

    def loses_third_life(self, c: list[Any]) -> Sentence:
        """ "each player loses a third of their life, rounded up" (CR 107.1a)."""
        who = self._players(c[0])
        if who == YOU:
            _fail("'you loses a third of their life'")
        amount = f"a third of their life, rounded {c[1]}"
        return (ChangeVariableLife(amount=amount, gain=False, who=who),)

    def damage_half_their_total(self, c: list[Any]) -> Sentence:
        """ "~ deals damage to each player equal to half that player's life total, rounded
        down": each player its own amount (CR 107.1a), one damage event."""
        (checked,) = self.damage([c[0], 0, c[1]])  # type: ignore[attr-defined]
        assert isinstance(checked, DealDamage)
        if not _players_only(checked.to):
            _fail("half that player's life total to a recipient other than players")
        amount = f"half that player's life total, rounded {c[2]}"
        return (DealVariableDamage(amount=amount, to=checked.to, source=checked.source),)

    def damage_equal_amount_2(self, c: list[Any]) -> Sentence:
        """ "~ deals damage to any target equal to the greatest power among ..."."""
        return self.damage_equal_number(c)  # type: ignore[attr-defined,no-any-return]

    def damage_equal_first_amount_2(self, c: list[Any]) -> Sentence:
        """ "~ deals damage equal to the number of spells you've cast this turn to ..."."""
        (step,) = self.damage([c[0], 1, c[2]])  # type: ignore[attr-defined]
        assert isinstance(step, DealDamage)
        return (ForEach(step=step, per=c[1], form=EQUAL_FIRST),)


__all__ = ["Amounts2Rules"]
