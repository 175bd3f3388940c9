"""Encore as data (CR 702.141a; Commander Legends, 2020: today's number under both rulesets):
"Encore [cost]" means "[Cost], Exile this card from your graveyard: For each opponent, create a
token copy of this card that attacks that opponent this turn if able. The tokens gain haste.
Sacrifice them at the beginning of the next end step. Activate only as a sorcery."

:class:`EncoreCopies` is what the activated ability does (resolution_encore.py); the ability is
compiled in cards/zone_abilities.py with the other abilities activated from the graveyard.
"""

from __future__ import annotations

from dataclasses import dataclass

ENCORE = "encore"
ENCORE_RULE = "702.141a"


@dataclass(frozen=True, slots=True, kw_only=True)
class EncoreCopies:
    """ "For each opponent, create a token copy of this card that attacks that opponent this
    turn if able. The tokens gain haste. Sacrifice them at the beginning of the next end
    step." """


__all__ = ["ENCORE", "ENCORE_RULE", "EncoreCopies"]
