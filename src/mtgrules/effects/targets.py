"""Targets (CR 115): what a spell or ability may target, as data.

>>> ANY_TARGET.kinds == frozenset({"creature", "player", "planeswalker"})
True
>>> TARGET_OPPONENT_OR_PLANESWALKER.players
<Who.OPPONENT: 'opponent'>
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
    players: Who = Who.ANY
    """Which players it may be, when it may be a player and a permanent: ``Who.OPPONENT``
    for "target opponent or planeswalker" (an opponent, or a planeswalker of anyone's)."""


ANY_TARGET = TargetSpec(kinds=frozenset({"creature", PLAYER, "planeswalker"}), text="any target")
TARGET_CREATURE = TargetSpec(kinds=frozenset({"creature"}), text="target creature")
TARGET_PLAYER = TargetSpec(kinds=frozenset({PLAYER}), text="target player")
TARGET_CREATURE_OR_PLAYER = TargetSpec(
    kinds=frozenset({"creature", PLAYER}), text="target creature or player"
)
TARGET_PLAYER_OR_PLANESWALKER = TargetSpec(
    kinds=frozenset({PLAYER, "planeswalker"}), text="target player or planeswalker"
)
TARGET_OPPONENT_OR_PLANESWALKER = TargetSpec(
    kinds=frozenset({PLAYER, "planeswalker"}),
    players=Who.OPPONENT,
    text="target opponent or planeswalker",
)


@dataclass(frozen=True, slots=True, kw_only=True)
class DividedTarget(TargetSpec):
    """One point of damage of "~ deals N damage divided as you choose among one, two, or
    three targets" (CR 601.2d): a spell of N points has N of these, and the target chosen for
    each point is dealt that point. The player announces the division as the targets are
    chosen: a target named k times is dealt k damage, so every target receives at least one
    (CR 601.2d), and at most ``most`` different targets are named (0: "any number of").

    >>> arc = DividedTarget(kinds=ANY_TARGET.kinds, most=3, text="any target")
    >>> arc.most
    3
    """

    most: int = 0
