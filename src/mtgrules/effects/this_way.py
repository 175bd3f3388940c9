"""Amounts counted from what an earlier instruction of the same spell or ability did ("this
way", CR 608.2c: the instructions are followed in order, a later one may refer to what an
earlier one did): "Destroy all creatures. You gain 1 life for each creature destroyed this
way." Only permanents actually destroyed count: not an indestructible one (CR 702.12b) nor
a regenerated one (CR 701.19a; 2011: 701.12a), whose destruction was replaced."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction

DESTROYED = "destroyed"
COUNTED_NOUNS = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker"})
"""The nouns a count "for each [noun] destroyed this way" knows (card types, CR 205.2a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ForEachDoneThisWay:
    """ "[instruction] for each [noun] destroyed this way": ``step`` (its amount 1) carried
    out once with its amount multiplied by the number of permanents of card type ``noun``
    the earlier instructions of the same spell or ability destroyed (``done``), as they last
    existed on the battlefield (CR 608.2h). With ``controlled`` ("you": "you gain life equal
    to the number of creatures you controlled that were destroyed this way"; "they": "each
    player loses life equal to the number of creatures they controlled ..."), each player of
    ``step`` counts only the permanents they controlled."""

    step: Instruction
    noun: str
    done: str = DESTROYED
    controlled: str = ""  # "you" / "they": only those the player controlled, as they last existed


__all__ = ["COUNTED_NOUNS", "DESTROYED", "ForEachDoneThisWay"]
