"""The events of countering (CR 701.5, the same number in 2011 and in the 2022 numbering the
engine follows today) and of "unless a player pays" (CR 118.12; 2011: 117.12). Committed by
:mod:`mtgrules.rules.commit`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId, GameState

COUNTER_RULE = "701.5a"
"""CR 701.5a (2011 and 2022 numbering): to counter a spell or ability is to cancel it,
removing it from the stack; it doesn't resolve and a countered spell is put into its
owner's graveyard."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Countered(Event):
    """The spell or ability ``item`` (of ``source``; a spell's item is its card) was
    countered by ``by``: removed from the stack without resolving (CR 701.5a)."""

    item: EntityId
    source: EntityId
    text: str
    by: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class UnlessOffered(Event):
    """``player`` was offered to pay ``cost`` so that what a resolving spell or ability
    would do ``unless`` they pay doesn't happen (CR 118.12; 2011: 117.12): ``paid`` when
    they paid, else they declined or couldn't pay."""

    player: EntityId
    cost: str
    paid: bool


def commit_countered(state: GameState, e: Countered) -> None:
    """CR 701.5a: the item leaves the stack (a spell's card moves with its own event)."""
    state.stack[:] = [item for item in state.stack if item.id != e.item]


__all__ = ["COUNTER_RULE", "Countered", "UnlessOffered", "commit_countered"]
