"""Transformer rules for returning cards from a graveyard (CR 115.1: a target may be a card
in a graveyard; CR 400.7: the card becomes a new object where it goes).

"Return target creature card from your graveyard to your hand", "... target artifact or
creature card with mana value 2 or less ... to the battlefield", "Return target card from
your graveyard to your hand"; "Return ~ from your graveyard to your hand" (the ability of a
card in its owner's graveyard, activated there: CR 113.6k, 2011: 112.6k).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _fail, _filtered
from mtgrules.cards.model import ActivatedAbility
from mtgrules.cards.vocabulary import PERMANENT
from mtgrules.effects.base import PLAYER, Who
from mtgrules.effects.instructions import SELF, Ref, ReturnFromGraveyard, target
from mtgrules.effects.targets import TargetSpec
from mtgrules.rules.card_targets import CARD

CARD_TYPES = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker", PERMANENT})
"""The types a graveyard card target may name ("target creature card")."""

Sentence = tuple[Any, ...]


class ReturnRules(BuilderBase):
    """Targets that are cards in your graveyard, and the instructions that return cards."""

    def target_card(self, c: list[Any]) -> Ref:
        """ "target creature card", "target artifact or creature card with mana value 2 or
        less" in your graveyard (CR 115.1)."""
        words: tuple[str, ...] = c[0]
        if any(w not in CARD_TYPES or w == PLAYER for w in words):
            _fail("a card of that type")
        kinds = frozenset(f"{w} {CARD}" for w in words)
        filters = {part[1]: part[2] for part in c[1:] if isinstance(part, tuple)}
        if set(filters) - {"mana_value"}:
            _fail("a card filter other than its mana value")
        text = "target " + " or ".join(words) + " card"
        spec: TargetSpec = (
            _filtered(kinds, Who.YOU, filters, text)
            if filters
            else TargetSpec(kinds=kinds, controller=Who.YOU, text=text)
        )
        self.targets.append(spec)
        return target(len(self.targets) - 1)

    def target_any_card(self, _: list[Token]) -> Ref:
        """ "target card" in your graveyard: a card of any type."""
        self.targets.append(
            TargetSpec(kinds=frozenset({CARD}), controller=Who.YOU, text="target card")
        )
        return target(len(self.targets) - 1)

    def return_self_to_hand(self, _: list[Token]) -> Sentence:
        """ "Return ~ from your graveyard to your hand": the card itself (CR 113.6k)."""
        return (ReturnFromGraveyard(on=SELF),)

    def return_self_to_battlefield(self, _: list[Token]) -> Sentence:
        """ "Return ~ from your graveyard to the battlefield" (CR 113.6k, 110.2a)."""
        return (ReturnFromGraveyard(on=SELF, destination="battlefield"),)


def activated_where_it_returns_from(ability: ActivatedAbility) -> ActivatedAbility:
    """An activated ability whose effect returns the object itself from its owner's graveyard
    functions only in the graveyard (CR 113.6k; 2011: 112.6k): "{2}{B}: Return ~ from your
    graveyard to your hand" is activated there."""
    if any(isinstance(s, ReturnFromGraveyard) and s.on == SELF for s in ability.effect):
        return dataclasses.replace(ability, from_graveyard=True)
    return ability


def returns_itself(part: object) -> bool:
    """Whether ``part`` is or holds "return ~ from your graveyard" (inside "if you do", "you
    may", ...): an ability that functions only while its card is in the graveyard (CR
    113.6k). The engine activates such abilities there, but triggers only the abilities of
    permanents."""
    if isinstance(part, ReturnFromGraveyard):
        return part.on == SELF
    if isinstance(part, tuple):
        return any(returns_itself(p) for p in part)
    if dataclasses.is_dataclass(part) and not isinstance(part, type):
        return any(returns_itself(getattr(part, f.name)) for f in dataclasses.fields(part))
    return False
