"""Transformer rules for the amounts of :mod:`mtgrules.cards.render_amounts_3` (CR 107.3,
608.2h): "your life total", "~'s power", "the number of basic land types among lands you
control" (domain, CR 305.6), "the number of creatures that died this turn", "the number of
creatures attacking you", "the total life lost by your opponents this turn", "for each
creature that died this turn", "for each spell you've cast this turn", "for each Elf on the
battlefield", "the number of cards in their graveyard".

Each is a :class:`~mtgrules.cards.pending.Counted`, an alternative of ``amount_2`` (so every
instruction that takes "equal to" / "where X is" an amount takes it) or of ``counted`` (so
every "for each" takes it).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.creature_types import singular
from mtgrules.cards.pending import Counted
from mtgrules.cards.render_amounts_2 import SPELLS_CAST
from mtgrules.cards.render_amounts_3 import (
    EQUIPMENT,
    LIFE_TOTAL,
    LOST_BY_ALL,
    LOST_BY_OPPONENTS,
    OBJECT_VALUES,
    OPPONENTS_CONTROL,
    SELF_POWER,
    SELF_TOUGHNESS,
    SINGULAR_3,
)
from mtgrules.effects.base import Duration
from mtgrules.effects.instructions import (
    CreateToken,
    DealDamage,
    DealVariableDamage,
    Discard,
    DrawCards,
    GainLife,
    LoseLife,
    Mill,
    ModifyPowerToughness,
    PutCounters,
)
from mtgrules.effects.life_gain_loss import OPPONENTS, GainBecomesLoss

_SPELLS_CAST_ONE = "spell you've cast this turn"
_KEEP_LIFE = (DrawCards, Mill, Discard, PutCounters, ModifyPowerToughness, CreateToken)
"""Instructions that change no life total: "where X is your life total" may follow them."""
_KEEP_POWER: tuple[type, ...] = (DrawCards, Mill, Discard, DealDamage, DealVariableDamage)
_KEEP_POWER += (CreateToken, GainLife, LoseLife)
"""Instructions that change no power: "where X is ~'s power" may follow them."""


def recounted(per: Counted, before: tuple[object, ...]) -> bool:
    """X is one number for the whole sentence (CR 107.3): whether an instruction ``before``
    the last X clause may change the amount ``per`` (a life total, ~'s power), so that the
    engine, counting as each instruction is carried out, could give two values."""
    if per.noun in (LIFE_TOTAL, LOST_BY_ALL, LOST_BY_OPPONENTS):
        return not all(isinstance(step, _KEEP_LIFE) for step in before)
    if per.noun in (SELF_POWER, SELF_TOUGHNESS) or per.noun in OBJECT_VALUES:
        return not all(isinstance(step, _KEEP_POWER) for step in before)
    return False


class Amounts3Rules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def amount_3_value(self, c: list[Token]) -> Counted:
        """ "your life total", "~'s power", "the total life lost by your opponents ..."."""
        return Counted(noun=str(c[0]))

    def x_value_object(self, c: list[Token]) -> Counted:
        """ "where X is its power", "where X is that creature's mana value" (CR 608.2h)."""
        return Counted(noun=str(c[0]))

    def amount_3_number(self, c: list[Token]) -> Counted:
        """ "the number of basic land types among lands you control" (CR 305.6)."""
        return Counted(noun=SINGULAR_3[str(c[0])])

    def counted_3(self, c: list[Token]) -> Counted:
        """ "for each creature that died this turn", "for each spell you've cast this turn"
        (the turn's record of spells cast, as "the number of spells you've cast ...")."""
        word = str(c[0])
        return Counted(noun=SPELLS_CAST if word == _SPELLS_CAST_ONE else word)

    def counted_subtype_battlefield(self, c: list[Token]) -> Counted:
        """ "for each Elf on the battlefield", "the number of Goblins on the battlefield":
        every player's (CR 205.3)."""
        word = str(c[0])
        one = singular(word) if c[0].type == "COUNT_SUBTYPES" else word.capitalize()
        return Counted(noun=one, controller="on the battlefield")

    def counted_subtype_graveyard(self, c: list[Token]) -> Counted:
        """ "for each Elf card in your graveyard", "the number of Elf cards in your graveyard"
        (CR 205.3)."""
        return Counted(noun=f"{str(c[0]).capitalize()} card", zone="your graveyard")

    def counted_adjective_subtype(self, c: list[Token]) -> Counted:
        """ "the number of untapped Mountains you control" (CR 205.3, 110.5)."""
        counted = self.counted_subtype_battlefield(c[1:])
        return dataclasses.replace(counted, adjective=str(c[0]), controller="you control")

    def counted_snow(self, c: list[Any]) -> Counted:
        """ "the number of snow permanents you control" (CR 205.4a: a supertype)."""
        noun = str(c[0]).removeprefix("snow ").removesuffix("s")
        return Counted(noun=noun, adjective="snow", controller=str(c[1]))

    def have_lose_life_equal(self, c: list[Any]) -> Any:
        """ "you may have target player lose life equal to ..." (an optional instruction of
        another player, CR 603.5): as "target player loses life equal to ..."."""
        return self.loses_equal(c)  # type: ignore[attr-defined]

    def counted_equipment(self, _: list[Any]) -> Counted:
        """ "for each Equipment you control", "the number of Equipment you control"."""
        return Counted(noun=EQUIPMENT, controller="you control")

    def counted_opponents_control(self, c: list[Any]) -> Counted:
        """ "for each creature your opponents control", "the number of artifacts your
        opponents control": every opponent's (CR 102.2)."""
        counted: Counted = self.counted_permanent(c)  # type: ignore[attr-defined]
        return dataclasses.replace(counted, controller=OPPONENTS_CONTROL)

    def opponent_gain_becomes_loss(self, _: list[Any]) -> StaticLine:
        """ "If an opponent would gain life, that player loses that much life instead."
        (CR 614.1a: a replacement effect, while the source is on the battlefield)."""
        return StaticLine(GainBecomesLoss(who=OPPONENTS, duration=Duration.STATIC))

    def counted_their_graveyard(self, _: list[Any]) -> Counted:
        """ "the number of cards in their graveyard": of each player acted on (CR 608.2h)."""
        return Counted(noun="card", zone="their graveyard")


__all__ = ["Amounts3Rules", "recounted"]
