"""Transformer rules for cards taken out of a graveyard by targets (CR 115.1, 601.2c):
"Return up to two target creature cards from your graveyard to your hand.", "Put target
creature card from a graveyard onto the battlefield under your control."."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail, _number
from mtgrules.cards.pending import FilteredTarget
from mtgrules.effects.base import Who
from mtgrules.effects.graveyard_cards import ExileCard, PutUnderYourControl, ReturnEachTarget
from mtgrules.effects.instructions import SELF, ReturnFromGraveyard, target
from mtgrules.effects.targets import TargetSpec
from mtgrules.rules.card_targets import CARD

CARD_TYPES = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker"})
"""The card types these targets may name."""


class GraveyardCardRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def return_up_to_cards(self, c: list[Token]) -> Sentence:
        count, kind = _number(c[0]), str(c[1])
        if count < 2 or kind not in CARD_TYPES:
            _fail(f"up to {c[0]} target {kind} cards")
        first = len(self.targets)
        self.targets.extend(
            FilteredTarget(
                kinds=frozenset({f"{kind} {CARD}"}),
                controller=Who.YOU,
                text=f"target {kind} card",
                another=True,
                up_to_one=True,
            )
            for _ in range(count)
        )
        return (ReturnEachTarget(first=first, count=count, kind=kind),)

    def return_self_tapped(self, _: list[Any]) -> Sentence:
        """ "Return ~ from your graveyard to the battlefield tapped" (CR 113.6k, 110.5b)."""
        return (ReturnFromGraveyard(on=SELF, destination="battlefield", tapped=True),)

    def return_card_tapped(self, c: list[Any]) -> Sentence:
        return (ReturnFromGraveyard(on=c[0], destination="battlefield", tapped=True),)

    def target_spell_card(self, _: list[Any]) -> int:
        """ "target instant or sorcery card" in your graveyard (CR 115.1)."""
        kinds = frozenset({f"instant {CARD}", f"sorcery {CARD}"})
        text = "target instant or sorcery card"
        self.targets.append(TargetSpec(kinds=kinds, controller=Who.YOU, text=text))
        return target(len(self.targets) - 1)

    def exile_card(self, c: list[Any]) -> Sentence:
        """ "exile target creature card from a graveyard": the target spec, read as a card in
        your graveyard, names the graveyard said."""
        ref: int
        ref, (whose, who) = c
        self.targets[-1] = dataclasses.replace(self.targets[-1], controller=who)
        return (ExileCard(on=ref, whose=whose),)

    def graveyard_any(self, _: list[Any]) -> tuple[str, Who]:
        return ("a graveyard", Who.ANY)

    def graveyard_yours(self, _: list[Any]) -> tuple[str, Who]:
        return ("your graveyard", Who.YOU)

    def graveyard_opponents(self, _: list[Any]) -> tuple[str, Who]:
        return ("an opponent's graveyard", Who.OPPONENT)

    def amount_that_card_power(self, _: list[Any]) -> str:
        return "that card's power"

    def amount_that_card_toughness(self, _: list[Any]) -> str:
        return "that card's toughness"

    def amount_that_card_mana_value(self, _: list[Any]) -> str:
        """ "that card's mana value": of the card the instruction before moved (CR 608.2h)."""
        return "that card's mana value"

    def put_card_under_your_control(self, c: list[Any]) -> Sentence:
        """The target was read as "target [type] card" in your graveyard; here it is a card
        in any graveyard ("from a graveyard")."""
        ref: int = c[0]
        spec = self.targets[-1]
        self.targets[-1] = dataclasses.replace(spec, controller=Who.ANY)
        return (PutUnderYourControl(on=ref),)
