"""Cipher as data (CR 702.99; Gatecrash, 2013: today's number under both rulesets).

"Cipher" means "If this spell is represented by a card, you may exile this card encoded on a
creature you control" and "For as long as this card is encoded on that creature, that
creature has 'Whenever this creature deals combat damage to a player, you may copy the
encoded card and you may cast the copy without paying its mana cost.'" (702.99a).

* :class:`Encoded`: the exiled card ``card`` is encoded on the creature ``creature``; it stays
  encoded while the card is exiled and the creature is on the battlefield (702.99c), even if
  the creature changes controller.
* :class:`WhenEncodedDealsCombatDamage` and :class:`CastEncodedCopy`: the granted triggered
  ability, compiled on the card (cards/casting_keywords.py) and triggered from exile by
  :mod:`mtgrules.rules.cipher`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect
from mtgrules.state import EntityId

CIPHER = "cipher"
CIPHER_RULE = "702.99a"
ENCODED_RULE = "702.99c"


@dataclass(frozen=True, slots=True, kw_only=True)
class Encoded(Effect):
    """``card`` (exiled) is encoded on ``creature`` (CR 702.99b)."""

    card: EntityId
    creature: EntityId
    duration: Duration = Duration.INDEFINITE


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenEncodedDealsCombatDamage:
    """ "Whenever [the creature this card is encoded on] deals combat damage to a player"."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CastEncodedCopy:
    """ "you may copy the encoded card and you may cast the copy without paying its mana
    cost" (CR 702.99a, 707.12)."""


__all__ = [
    "CIPHER",
    "CIPHER_RULE",
    "ENCODED_RULE",
    "CastEncodedCopy",
    "Encoded",
    "WhenEncodedDealsCombatDamage",
]
