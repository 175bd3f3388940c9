"""Targets (CR 115): what a spell or ability may target, as data.

>>> ANY_TARGET.kinds == frozenset({"creature", "player", "planeswalker"})
True
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import PLAYER, Who


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetSpec:
    """One "target [something]" of a spell or ability (CR 115.1): the kinds of entity it
    may be (``"player"`` or a card type in lower case), whose it must be (relative to the
    ability's controller), and its words ("any target", "target creature")."""

    kinds: frozenset[str]
    controller: Who = Who.ANY
    text: str = "target"


ANY_TARGET = TargetSpec(kinds=frozenset({"creature", PLAYER, "planeswalker"}), text="any target")
TARGET_CREATURE = TargetSpec(kinds=frozenset({"creature"}), text="target creature")
TARGET_PLAYER = TargetSpec(kinds=frozenset({PLAYER}), text="target player")
TARGET_CREATURE_OR_PLAYER = TargetSpec(
    kinds=frozenset({"creature", PLAYER}), text="target creature or player"
)
TARGET_PLAYER_OR_PLANESWALKER = TargetSpec(
    kinds=frozenset({PLAYER, "planeswalker"}), text="target player or planeswalker"
)
