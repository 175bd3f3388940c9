"""Abilities that modify the rules for deck construction in the Commander variant (CR 903):
"~ can be your commander." (CR 903.3a) and the partner abilities (CR 702.124a): partner,
partner—[text], partner with [name] and choose a Background. They function before the game
begins, when a player designates their commander (:mod:`mtgrules.rules.commander`); on the
battlefield they do nothing.

>>> DeckAbility(ability=PARTNER_WITH, partner="Pir, Imaginative Rascal").words
'Partner with Pir, Imaginative Rascal'
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect

CAN_BE_COMMANDER = "can be your commander"  # CR 903.3a
PARTNER = "partner"  # CR 702.124h
PARTNER_TEXT = "partner—"  # CR 702.124i: "Partner—Friends forever", "Partner—Survivors"
PARTNER_WITH = "partner with"  # CR 702.124j
CHOOSE_A_BACKGROUND = "choose a background"  # CR 702.124k

YOUR_COMMANDER = "your commander"
"""The Condition kind "you control your commander" (CR 903.3d; rules/commander.py)."""
A_COMMANDER = "a commander"
"""The Condition kind "you control a commander" (CR 903.3d)."""

PARTNER_ABILITIES = (PARTNER, PARTNER_TEXT, PARTNER_WITH, CHOOSE_A_BACKGROUND)
"""The partner abilities (CR 702.124a), each with its own requirements for two commanders."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckAbility(Effect):
    """A deck-construction ability of a card (CR 903.3a, 702.124a): ``ability`` is one of
    the constants of this module; ``partner`` is the name a "partner with" ability names, or
    the text of a "partner—[text]" ability, as printed."""

    ability: str
    partner: str = ""
    duration: Duration = Duration.STATIC

    @property
    def words(self) -> str:
        """The ability as printed."""
        if self.ability == CAN_BE_COMMANDER:
            return "~ can be your commander."
        if self.ability == PARTNER_TEXT:
            return f"Partner—{self.partner}"
        if self.ability == PARTNER_WITH:
            return f"Partner with {self.partner}"
        if self.ability == CHOOSE_A_BACKGROUND:
            return "Choose a Background"
        return "Partner"


EXPERIENCE = "experience counter"
"""What "for each experience counter you have" counts (a Counted noun; CR 122.1)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class GetExperience:
    """ "You get an experience counter." (CR 122.1: a counter on a player; experience counters
    were first printed after 2011, and counters on players are CR 121.1 in 2011)."""

    count: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class PartnerSearch:
    """The triggered half of "partner with [name]" (CR 702.124j): "When this permanent enters,
    target player may search their library for a card named [name], reveal it, put it into
    their hand, then shuffle." ``who`` is the target player (a target reference)."""

    name: str
    who: int


__all__ = [
    "A_COMMANDER",
    "CAN_BE_COMMANDER",
    "CHOOSE_A_BACKGROUND",
    "EXPERIENCE",
    "PARTNER",
    "PARTNER_ABILITIES",
    "PARTNER_TEXT",
    "PARTNER_WITH",
    "YOUR_COMMANDER",
    "DeckAbility",
    "GetExperience",
    "PartnerSearch",
]
