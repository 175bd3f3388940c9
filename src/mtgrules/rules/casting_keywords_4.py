"""Alternative costs paid only if something happened this turn (CR 118.9, 601.2b):

* surge (CR 702.117a, a keyword from after 2011, cited by today's number in both editions):
  "You may pay [cost] rather than pay this spell's mana cost as you cast this spell if you or
  a teammate has cast another spell this turn" (no teammates in a two-player game);
* prowl (CR 702.76a; 2011: 702.74a): "... if a player was dealt combat damage this turn by a
  source that, at the time it dealt that damage, was under your control and had any of this
  spell's creature types";
* freerunning (CR 702.173a, after 2011): "... if a player was dealt combat damage this turn
  by a source that, at the time it dealt that damage, was under your control and was an
  Assassin or a commander" (no commanders in these games).

The combat damage is kept in the turn's record with the creature types of its source
(:mod:`mtgrules.rules.turn_record`, ``COMBAT_DAMAGE_WITH``). The costs themselves are
alternative costs of :mod:`mtgrules.rules.alternative_casting`; this module says whether
each may be paid now.

>>> from mtgrules.rulesets import CURRENT
>>> keyword_rule(CR2011, "prowl"), keyword_rule(CURRENT, "prowl")
('702.74a', '702.76a')
"""

from __future__ import annotations

from mtgrules.objects import CardType
from mtgrules.rules.turn_record import CAST, COMBAT_DAMAGE_WITH, this_turn
from mtgrules.rulesets import CR2011, Ruleset
from mtgrules.state import EntityId, GameObject, GameState

SURGE, PROWL, FREERUNNING = "surge", "prowl", "freerunning"
RULES = {  # keyword: (today's rule, the 2011 rule)
    SURGE: ("702.117a", "702.117a"),
    PROWL: ("702.76a", "702.74a"),
    FREERUNNING: ("702.173a", "702.173a"),
}
CONDITIONAL = frozenset(RULES)
"""The alternative costs of this module: each may be paid only under its condition."""
ASSASSIN = "Assassin"


def keyword_rule(ruleset: Ruleset, keyword: str) -> str:
    today, in_2011 = RULES[keyword]
    return in_2011 if ruleset.name == CR2011.name else today


def dealt_combat_damage_with(state: GameState, player: EntityId, kinds: frozenset[str]) -> bool:
    """A source under ``player``'s control with one of the creature types ``kinds`` (or a
    changeling, CR 702.73a) dealt combat damage to a player this turn."""
    return any(this_turn(state, COMBAT_DAMAGE_WITH + kind, player) for kind in {*kinds, "*"})


def creature_types(obj: GameObject) -> frozenset[str]:
    """The spell's creature types: all its subtypes if it is a creature or a Kindred (Tribal)
    card (CR 205.3d, 308.3)."""
    if obj.types & {CardType.CREATURE, CardType.TRIBAL}:
        return obj.subtypes
    return frozenset()


def problem(state: GameState, player: EntityId, obj: GameObject, how: str) -> str | None:
    """Why ``player`` can't pay ``obj``'s cost ``how`` now (None if they may, or if ``how``
    isn't one of this module's costs)."""
    if how == SURGE and this_turn(state, CAST, player) == 0:
        return f"{obj.name}'s surge cost can be paid only if you've cast another spell this turn"
    if how == PROWL and not dealt_combat_damage_with(state, player, creature_types(obj)):
        return (
            f"{obj.name}'s prowl cost can be paid only if you dealt combat damage to a player "
            "this turn with a creature that shares a creature type with it"
        )
    if how == FREERUNNING and not dealt_combat_damage_with(state, player, frozenset({ASSASSIN})):
        return (
            f"{obj.name}'s freerunning cost can be paid only if you dealt combat damage to a "
            "player this turn with an Assassin"
        )
    return None


__all__ = [
    "CONDITIONAL",
    "FREERUNNING",
    "PROWL",
    "RULES",
    "SURGE",
    "creature_types",
    "dealt_combat_damage_with",
    "keyword_rule",
    "problem",
]
