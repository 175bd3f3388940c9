"""Events of random outcomes: a coin flipped (CR 705), a die rolled (CR 706; a game under
``cr2011`` cites today's rule, there was none in 2011), a clash (CR 701.23; 2011: 701.20).
Like every event, each cites its rule; they change nothing of the game state themselves
(a clash's card put on the bottom is a :class:`~mtgrules.keyword_action_events.LibraryOrdered`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class CoinFlipWon(Event):
    """``player`` flipped a coin and won the flip (CR 705.1)."""

    player: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class CoinFlipLost(Event):
    """``player`` flipped a coin and lost the flip (CR 705.1)."""

    player: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class DieRolled(Event):
    """``player`` rolled a die of ``sides`` faces; ``result`` is its result (CR 706.2)."""

    player: EntityId
    sides: int
    result: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ClashRevealed(Event):
    """In a clash, ``player`` revealed the top card of their library, ``object``, whose mana
    value is ``mana_value`` (CR 701.23a; 2011: 701.20a)."""

    player: EntityId
    object: EntityId
    mana_value: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ClashWon(Event):
    """``player`` won the clash: their card had a greater mana value than every other card
    revealed in it (CR 701.23d; 2011: 701.20d)."""

    player: EntityId


RANDOM_EVENTS = (CoinFlipWon, CoinFlipLost, DieRolled, ClashRevealed, ClashWon)

__all__ = [
    "RANDOM_EVENTS",
    "ClashRevealed",
    "ClashWon",
    "CoinFlipLost",
    "CoinFlipWon",
    "DieRolled",
]
