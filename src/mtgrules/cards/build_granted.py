"""Transformer rules for quoted abilities granted by Auras and Equipment (CR 113.2c,
613.1f), for amounts counted among every permanent, other permanents or those each player
controls ("for each creature on the battlefield", "for each other creature you control",
"for each creature they control", CR 608.2h) and for half a life total (CR 107.1a: rounded
up or down as the card says)."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence, StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail, _pt
from mtgrules.cards.granted_abilities import AttachedGrants, compile_quoted
from mtgrules.cards.pending import Counted, GroupHas
from mtgrules.effects.attached import ATTACHED_REFERENCES, attached_noun
from mtgrules.effects.base import PLAYER, Duration
from mtgrules.effects.instructions import YOU, ChangeVariableLife

HALF_LIFE = {
    ("their", "up"): "half their life, rounded up",
    ("their", "down"): "half their life, rounded down",
    ("your", "up"): "half your life, rounded up",
    ("your", "down"): "half your life, rounded down",
}
"""The amounts of "loses half their life, rounded up" (resolution_variable.py)."""


class GrantedRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    # -- "Enchanted creature has "..."" -----------------------------------------------------
    def _grants(self, c: list[Any], pt: Token | None) -> StaticLine:
        attachment = ATTACHED_REFERENCES.get(c[0]) if isinstance(c[0], int) else None
        if attachment is None:
            _fail("a quoted ability granted to something other than an attached creature")
        noun = attached_noun(c[0])
        if noun == PLAYER:
            _fail("a quoted ability granted to a player")
        power, toughness = _pt(pt) if pt is not None else (0, 0)
        return self._static(
            AttachedGrants(
                attachment=attachment,
                granted=(compile_quoted(str(c[-1])),),
                power=power,
                toughness=toughness,
                noun=noun,
                duration=Duration.STATIC,
            )
        )

    def attached_has_quoted(self, c: list[Any]) -> StaticLine:
        return self._grants(c, None)

    def attached_gets_has_quoted(self, c: list[Any]) -> StaticLine:
        return self._grants(c, c[1])

    # -- "Sliver creatures you control have "..."" (CR 613.1f) ------------------------------
    def group_has_quoted(self, c: list[Any]) -> StaticLine:
        each, other = c[0]  # "creatures you control", "other creatures you control"
        group = GroupHas(match=each.match, other=other, duration=Duration.STATIC)
        return self.lord_has_quoted([group, c[1]])

    def lord_has_quoted(self, c: list[Any]) -> StaticLine:
        group = c[0]
        if not isinstance(group, GroupHas):
            _fail("a quoted ability granted to something other than a group")
        return StaticLine(dataclasses.replace(group, granted=(compile_quoted(str(c[1])),)))

    def all_have_quoted(self, c: list[Any]) -> StaticLine:
        line = self.lord_has_quoted(c)  # "All Slivers have "..."": every one, anyone's
        return dataclasses.replace(line, form="all")

    # -- what "for each" counts ------------------------------------------------------------
    def counted_battlefield(self, c: list[Token]) -> Counted:
        adjective = str(c[0]) if len(c) > 1 else ""
        noun = str(c[-1])
        noun = noun[:-1] if c[-1].type == "PERM_TYPES" else noun
        return Counted(noun=noun, adjective=adjective, controller="on the battlefield")

    def counted_other(self, c: list[Any]) -> Counted:
        adjective = str(c[0]) if len(c) > 2 else ""
        return Counted(noun=str(c[-2]), adjective=adjective, controller=str(c[-1]), other=True)

    def counted_any_graveyard(self, _: list[Any]) -> Counted:
        return Counted(noun="card", zone="your graveyard")

    def counted_they_control(self, c: list[Token]) -> Counted:
        adjective = str(c[0]) if len(c) > 1 else ""
        return Counted(noun=str(c[-1]), adjective=adjective, controller="they control")

    # -- half a life total (CR 107.1a) -----------------------------------------------------
    def loses_half_life(self, c: list[Any]) -> Sentence:
        who = self._players(c[0])
        if who == YOU:
            _fail("'you loses half their life'")
        amount = HALF_LIFE[("their", str(c[1]))]
        return (ChangeVariableLife(amount=amount, gain=False, who=who),)

    def you_lose_half_life(self, c: list[Any]) -> Sentence:
        amount = HALF_LIFE[("your", str(c[0]))]
        return (ChangeVariableLife(amount=amount, gain=False),)


__all__ = ["HALF_LIFE", "GrantedRules"]
