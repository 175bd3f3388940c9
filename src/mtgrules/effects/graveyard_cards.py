"""Instructions that move cards out of a graveyard by their targets (CR 115.1: a target may
be a card in a graveyard; CR 400.7: it becomes a new object where it goes).

>>> ReturnEachTarget(first=0, count=2).count
2
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnEachTarget:
    """ "Return up to two target creature cards from your graveyard to your hand.": the
    ability's targets ``first`` .. ``first + count - 1``, each "up to one" and different
    from the others (CR 601.2c), go to their owner's hand. ``kind`` is the card type named."""

    first: int
    count: int
    kind: str = "creature"


@dataclass(frozen=True, slots=True, kw_only=True)
class PutUnderYourControl:
    """ "Put target creature card from a graveyard onto the battlefield under your control.":
    the target card, still in a graveyard (CR 608.2b), enters the battlefield under the
    control of the spell's or ability's controller (CR 110.2a), whoever owns it. ``on`` is
    the target reference."""

    on: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileCard:
    """ "Exile target [creature] card from a graveyard / from your graveyard / from an
    opponent's graveyard.": the target card, still in that graveyard (CR 608.2b), goes to
    exile (CR 406.2). ``on`` is the target reference; ``whose`` the graveyard's words."""

    on: EntityId
    whose: str = "a graveyard"


__all__ = ["ExileCard", "PutUnderYourControl", "ReturnEachTarget"]
