"""Transformer rules and the after-reading pass for cards moved out of graveyards.

* "Shuffle ~ into its owner's library." (CR 701.20a; 2011: 701.17a) and "Exile target
  player's graveyard." (CR 406.2): callbacks named after the grammar's aliases.
* :func:`where_it_went`: in "When ~ dies, return it to its owner's hand." the card to return
  is the new object the permanent became in the graveyard (CR 400.7), which the ability can
  find there because it triggered on that move (CR 400.7d). The zone moves of such an ability
  that name this object are rewritten to name :data:`WHERE_IT_WENT`; "~ deals damage" and
  other references keep reading the permanent as it last existed (CR 603.10a).
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from mtgrules.cards.abilities import Ability, Sentence, StaticLine, TriggeredLine, instructions
from mtgrules.cards.build_base import BuilderBase, ClauseError
from mtgrules.cards.pending import TRIGGERING_OBJECT, WhenDies, WhenOther
from mtgrules.cards.triggering_object import replace_ref
from mtgrules.effects.base import Duration
from mtgrules.effects.graveyard_returns import (
    THAT_CARD,
    WHERE_IT_WENT,
    WHERE_THAT_WENT,
    ExileGraveyard,
    ReturnToBattlefield,
    ShuffleInsteadOfGraveyard,
    ShuffleIntoLibrary,
)
from mtgrules.effects.instructions import SELF, Exile, ReturnFromGraveyard, ReturnToHand
from mtgrules.rules.graveyard_from_anywhere import FROM_ANYWHERE

T = TypeVar("T")

PUT_INTO_GRAVEYARD = (
    "is put into a graveyard from the battlefield",
    "is put into your graveyard from the battlefield",
)
"""The trigger events (``WhenOther.event`` endings) that put an object into a graveyard."""

_MOVES = (ReturnToHand, Exile, ReturnFromGraveyard, ShuffleIntoLibrary, ReturnToBattlefield)
"""The instructions that move the object they name out of its zone."""


class GraveyardReturnRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def shuffle_into_library(self, c: list[Any]) -> Sentence:
        """ "Shuffle ~ / it into its owner's library." (CR 701.20a)."""
        return (ShuffleIntoLibrary(on=c[0]),)

    def exile_players_graveyard(self, c: list[Any]) -> Sentence:
        """ "Exile target player's graveyard." (CR 406.2)."""
        return (ExileGraveyard(who=self._players(c[0])),)

    def shuffle_instead_of_graveyard(self, _: list[Any]) -> StaticLine:
        """ "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
        owner's library instead." (CR 614.1a)."""
        return self._static(ShuffleInsteadOfGraveyard(duration=Duration.STATIC))

    def return_that_card_to_hand(self, _: list[Any]) -> Sentence:
        return (ReturnToHand(on=THAT_CARD),)

    def return_to_battlefield(self, c: list[Any], later: bool = False) -> Sentence:
        """ "return it to the battlefield [tapped] [under its owner's / your control]"."""
        tapped, under = c[1] if len(c) > 1 else (False, "")
        return (ReturnToBattlefield(on=c[0], tapped=tapped, under=under, next_end_step=later),)

    def return_that_card_to_battlefield(self, c: list[Any], later: bool = False) -> Sentence:
        tapped, under = c[0] if c else (False, "")
        step = ReturnToBattlefield(on=THAT_CARD, tapped=tapped, under=under, next_end_step=later)
        return (step,)

    def return_to_battlefield_later(self, c: list[Any]) -> Sentence:
        """ "... at the beginning of the next end step" (a delayed trigger, CR 603.7a)."""
        return self.return_to_battlefield(c, later=True)

    def return_that_card_later(self, c: list[Any]) -> Sentence:
        return self.return_that_card_to_battlefield(c, later=True)

    def under_owners(self, _: list[Any]) -> tuple[bool, str]:
        return (False, "its owner's")

    def under_yours(self, _: list[Any]) -> tuple[bool, str]:
        return (False, "your")

    def tapped_under_owners(self, _: list[Any]) -> tuple[bool, str]:
        return (True, "its owner's")

    def tapped_under_yours(self, _: list[Any]) -> tuple[bool, str]:
        return (True, "your")

    def returned_tapped(self, _: list[Any]) -> tuple[bool, str]:
        return (True, "")


def _self_into_graveyard(when: object) -> bool:
    """ "When ~ dies" (CR 700.4), "When ~ is put into a graveyard from the battlefield"."""
    if isinstance(when, WhenDies):
        return when.who.ids == frozenset({SELF})
    own = {f"~ {e}" for e in PUT_INTO_GRAVEYARD} | {FROM_ANYWHERE}
    return isinstance(when, WhenOther) and when.event in own


def _other_into_graveyard(when: object) -> bool:
    """ "When enchanted creature dies", "Whenever another creature you control dies",
    "Whenever a creature is put into your graveyard from the battlefield"."""
    if isinstance(when, WhenDies):
        return when.who.ids != frozenset({SELF})
    return (
        isinstance(when, WhenOther)
        and when.event.endswith((*PUT_INTO_GRAVEYARD, " dies"))
        and not when.event.startswith("~")
    )


def _rewritten(value: T, old: int, new: int) -> T:
    if isinstance(value, _MOVES) and value.on == old:
        return dataclasses.replace(value, on=new)
    if isinstance(value, tuple):
        return tuple(_rewritten(item, old, new) for item in value)  # type: ignore[return-value]
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return value
    changes = {}
    for field in dataclasses.fields(value):
        inner = getattr(value, field.name)
        if isinstance(inner, tuple) or (
            dataclasses.is_dataclass(inner) and not isinstance(inner, type)
        ):
            replaced = _rewritten(inner, old, new)
            if replaced != inner:
                changes[field.name] = replaced
    return dataclasses.replace(value, **changes) if changes else value


def _found(value: object) -> list[object]:
    """The instructions of ``value`` that need a card found in a graveyard."""
    if isinstance(value, ReturnToBattlefield) or (
        isinstance(value, _MOVES) and value.on == THAT_CARD
    ):
        return [value]
    if isinstance(value, tuple):
        return [f for item in value for f in _found(item)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [
            f for field in dataclasses.fields(value) for f in _found(getattr(value, field.name))
        ]
    return []


def where_it_went(ability: Ability) -> Ability:
    """``ability`` with its moves of the object put into a graveyard reading the card it
    became there (CR 400.7d): this object's after "When ~ dies", the triggering object's after
    "When enchanted creature dies". A card to find with no such trigger is refused."""
    allowed: frozenset[int] = frozenset()
    if isinstance(ability, TriggeredLine) and _self_into_graveyard(ability.when):
        allowed = frozenset({WHERE_IT_WENT})
        ability = dataclasses.replace(
            ability, sentences=_rewritten(ability.sentences, SELF, WHERE_IT_WENT)
        )
    elif isinstance(ability, TriggeredLine) and _other_into_graveyard(ability.when):
        allowed = frozenset({WHERE_THAT_WENT, THAT_CARD})
        ability = dataclasses.replace(
            ability, sentences=_rewritten(ability.sentences, TRIGGERING_OBJECT, WHERE_THAT_WENT)
        )
    steps = instructions(getattr(ability, "sentences", ()))
    exiled = {s.on for s in steps if isinstance(s, Exile)}
    returned = [i for i, s in enumerate(steps) if isinstance(s, ReturnToBattlefield)]
    for later in steps[returned[0] + 1 :] if returned else ():
        if any(replace_ref(later, r, r - 1) != later for r in exiled if isinstance(r, int)):
            # CR 400.7: the card returned is a new object, which the target no longer names
            raise ClauseError("'it' after the card was exiled and returned")
    for step in _found(getattr(ability, "sentences", ())):
        on = getattr(step, "on", None)
        if on == THAT_CARD and isinstance(step, ReturnToBattlefield) and len(exiled) == 1:
            continue  # "Exile another target creature. Return that card to ..."
        if on not in allowed and not (isinstance(step, ReturnToBattlefield) and on in exiled):
            raise ClauseError("a card returned with no trigger nor exile that moved it")
    return ability


__all__ = ["PUT_INTO_GRAVEYARD", "GraveyardReturnRules", "where_it_went"]
