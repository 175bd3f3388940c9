"""Transformer rules for mills and reveals of a library's top cards (CR 701.17a, 701.20a,
603.2, 608.2c; :mod:`mtgrules.effects.reveals`): "that player mills that many cards", "You may
put a permanent card from among the milled cards into your hand.", "... for each creature card
milled this way", "Reveal the top four cards of your library. Put all Elf cards revealed this
way into your hand and the rest ...", "Reveal cards from the top of your library until you
reveal a creature card. Put that card into your hand and the rest ..."."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail, _number
from mtgrules.effects.instructions import (
    CreateToken,
    DealDamage,
    DrawCards,
    GainLife,
    LoseLife,
    Mill,
    PutCounters,
)
from mtgrules.effects.reveals import (
    ForEachMilled,
    MillThatMany,
    RevealedCount,
    RevealTopPutAll,
    RevealUntil,
    TakeMilled,
)

SCALED = (GainLife, LoseLife, DrawCards, CreateToken, PutCounters, DealDamage)
"""The instructions whose amount "for each [kind] card milled this way" multiplies."""


def _kind(token: Token) -> str:
    """A card type in lower case ("creature", "permanent"); a subtype capitalised ("Elf")."""
    word = str(token)
    return word if token.type == "PERM_TYPE" else word.capitalize()


class RevealRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def you_mill_that_many(self, _: list[Any]) -> Sentence:
        return (MillThatMany(said_you=True),)

    def mill_that_many(self, _: list[Any]) -> Sentence:
        return (MillThatMany(),)

    def player_mills_that_many(self, c: list[Any]) -> Sentence:
        return (MillThatMany(who=self._players(c[0])),)

    def you_said_mill(self, c: list[int]) -> Sentence:
        return (Mill(count=c[0], said_you=True),)

    def milled_kind(self, c: list[Token]) -> str:
        kind = str(c[0])
        if kind == "token":
            _fail("a token card")
        return kind

    def take_milled(self, c: list[str]) -> Sentence:
        return (TakeMilled(kind=c[0]),)

    def take_milled_this_way(self, c: list[str]) -> Sentence:
        return (TakeMilled(kind=c[0], this_way=True),)

    def _milled(self, clause: Any, kind: Token, *, lead: bool) -> Sentence:
        steps = list(clause) if isinstance(clause, tuple) else []
        if len(steps) != 1 or not isinstance(steps[0], SCALED):
            _fail("'for each card milled this way' with other than one counted instruction")
        if str(kind) == "token":
            _fail("a token card milled")
        return (ForEachMilled(step=steps[0], kind=str(kind), lead=lead),)

    def for_each_milled(self, c: list[Any]) -> Sentence:
        return self._milled(c[0], c[1], lead=False)

    def lead_for_each_milled(self, c: list[Any]) -> Sentence:
        return self._milled(c[1], c[0], lead=True)

    def damage_equal_revealed(self, c: list[Any]) -> Sentence:
        (step,) = self.damage([c[0], 1, c[1]])  # type: ignore[attr-defined]
        assert isinstance(step, DealDamage)
        return (RevealedCount(source=step.source, to=step.to),)

    def reveal_kind(self, c: list[Token]) -> str:
        if str(c[0]) == "token":
            _fail("a token card revealed")
        return _kind(c[0])

    def reveal_nonland_kind(self, c: list[Token]) -> str:
        if str(c[0]) in ("land", "token"):
            _fail(f"a nonland {c[0]} card revealed")
        return f"nonland {c[0]}"

    def reveal_top_put_all(self, c: list[Any]) -> Sentence:
        count, kind, where = _number(c[0]), c[1], c[2]
        if count < 2:
            _fail("'the top one cards'")
        if where["rest"] == "bottom" and where["order"] == "":
            _fail("cards put on the bottom in no stated order")
        return (RevealTopPutAll(count=count, kind=kind, **where),)

    def reveal_until(self, c: list[Any]) -> Sentence:
        kind, destination = c
        return (RevealUntil(kind=kind, destination=destination),)

    def look_reveal_power(self, c: list[Any]) -> dict[str, Any]:
        """ "You may reveal a creature card with power 3 or less from among them ..."."""
        kind, power, where = c
        if kind != "creature":
            _fail(f"a {kind} card with power")
        return {"take": 1, "up_to": True, "kind": kind, "power_at_most": int(power), **where}

    def look_kind_either(self, c: list[Token]) -> str:
        first, second = (self.kind_type([t]) for t in c)  # type: ignore[attr-defined]
        if first == second:
            _fail(f"a {first} or {second} card")
        return f"{first} or {second}"

    def look_kind_historic(self, _: list[Any]) -> str:
        return "historic"  # CR 700.6

    def look_kind_subtype_type(self, c: list[Token]) -> str:
        kind = self.kind_type([c[1]])  # type: ignore[attr-defined]
        return f"{str(c[0]).capitalize()} {kind}"

    def until_hand(self, _: list[Any]) -> str:
        return "hand"

    def until_battlefield(self, _: list[Any]) -> str:
        return "battlefield"


__all__ = ["SCALED", "RevealRules"]
