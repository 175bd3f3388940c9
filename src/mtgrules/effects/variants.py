"""Abilities of the casual variants' nontraditional cards as data (CR 901 Planechase, 902
Vanguard, 904 Archenemy; the same section numbers in the rules of 2011).

- :class:`VanguardModifiers`: "Starting hand size +1 Starting life total -5", a vanguard's hand
  and life modifiers as printed in its text (CR 210, 211; 902.4-902.5): the player's starting
  life total is 20 plus or minus the life modifier.
- :class:`DeckRequirement`: "Requirement — Your starting deck contains only ...", a condition
  on the player's deck, checked before the game (the engine builds no decks: it has no effect
  in a game, see :mod:`mtgrules.rules.vanguard`).
- :data:`SET_IN_MOTION`, :data:`CHAOS_ENSUES`: the trigger events "When you set this scheme
  in motion" (CR 904.9, 701.25 today) and "Whenever chaos ensues" (CR 901.9: the planar die
  came up {CHAOS}, the plane's chaos ability triggers).

>>> VanguardModifiers(hand=1, life=-5).words
'Starting hand size +1 Starting life total -5'
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect

SET_IN_MOTION = "you set ~ in motion"
"""The trigger event of a scheme's "When you set this scheme in motion, ..." (CR 904.9)."""
CHAOS_ENSUES = "chaos ensues"
"""The trigger event of a plane's chaos ability, "Whenever chaos ensues, ..." (CR 901.9)."""


def _signed(value: int) -> str:
    return f"+{value}" if value >= 0 else str(value)


@dataclass(frozen=True, slots=True, kw_only=True)
class AbandonScheme:
    """ "Abandon this scheme." (CR 904.11; the keyword action 701.26 today): the ongoing
    scheme is turned face down and put on the bottom of its owner's scheme deck."""


@dataclass(frozen=True, slots=True, kw_only=True)
class VanguardModifiers(Effect):
    """A vanguard's hand modifier and life modifier (CR 210, 211; 902.4-902.5)."""

    hand: int
    life: int
    duration: Duration = Duration.STATIC

    @property
    def words(self) -> str:
        """The line as printed."""
        return f"Starting hand size {_signed(self.hand)} Starting life total {_signed(self.life)}"


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckRequirement(Effect):
    """A vanguard's "Requirement — [text]": a deck-construction condition, kept as printed.
    It has no effect during a game (CR 100.2: the deck is built before the game)."""

    requirement: str
    duration: Duration = Duration.STATIC

    @property
    def words(self) -> str:
        return f"Requirement — {self.requirement}"


__all__ = [
    "CHAOS_ENSUES",
    "SET_IN_MOTION",
    "AbandonScheme",
    "DeckRequirement",
    "VanguardModifiers",
]
