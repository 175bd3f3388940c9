"""Cost changes for groups of spells (CR 601.2f; 2011: 601.2e): the total cost of a spell is
its mana cost (or alternative cost), plus the cost increases, minus the cost reductions.

* "Spells your opponents cast during your turn cost {1} more to cast.": an increase, from a
  permanent on the battlefield, whoever controls it, added before any reduction (CR 601.2f).
* "Beast spells you cast cost {1} less to cast.", "Instant and sorcery spells you cast cost
  {1} less to cast for each creature token you control.", "Creature spells you cast cost {X}
  less to cast, where X is ...": reductions from the caster's own permanents, of generic mana
  only, never below zero (CR 601.2f, 118.7).
* "The first creature spell you cast each turn costs {2} less to cast.": only while its
  caster has cast no other spell of the group this turn (the spell being cast isn't counted:
  its total cost is determined before it becomes cast, CR 601.2f, 601.2i).

>>> from mtgrules.cards.mana import parse_mana_cost
>>> str(_plus(parse_mana_cost("{R}"), "{1}", 2))
'{2}{R}'
>>> str(less_colored(parse_mana_cost("{1}{G}{G}{U}"), "{G}", 3))
'{1}{U}'
"""

from __future__ import annotations

import dataclasses

from mtgrules.cards.mana import ManaCost, parse_mana_cost
from mtgrules.effects.spell_cost_groups import GroupSpellsCost
from mtgrules.rules.static_sources import permanents_with_statics
from mtgrules.state import EntityId, GameObject, GameState


def _plus(cost: ManaCost, mana: str, times: int) -> ManaCost:
    more = parse_mana_cost(mana)
    return ManaCost(
        cost.generic + more.generic * times,
        (*cost.colored, *more.colored * times),
        (*cost.phyrexian, *more.phyrexian * times),
        cost.x,
        (*cost.hybrid, *more.hybrid * times),
    )


def less_colored(cost: ManaCost, mana: str, times: int) -> ManaCost:
    """``cost`` less ``times`` the colored symbols of ``mana`` ("~ costs {G} less to cast for
    each green creature you control"): a colored reduction reduces only that color's
    requirement, never below none, and never the generic mana (CR 601.2f, 118.7)."""
    colored = list(cost.colored)
    for symbol in parse_mana_cost(mana).colored * times:
        if symbol in colored:
            colored.remove(symbol)
    return dataclasses.replace(cost, colored=tuple(colored))


def _applies(
    state: GameState, static: GroupSpellsCost, owner: EntityId, caster: EntityId, spell: GameObject
) -> bool:
    """``static``, of a permanent ``owner`` controls, changes the cost of ``spell`` cast by
    ``caster``."""
    from mtgrules.rules.trigger_casts import SpellDescription, cast_this_turn, matches
    from mtgrules.rulesets import CURRENT

    if static.whose == "you" and caster != owner:
        return False
    if static.whose == "your opponents" and caster not in state.opponents(owner):
        return False
    if static.your_turn and state.active_player != owner:
        return False
    description = SpellDescription(static.groups)
    if not matches(state, CURRENT, description, spell):  # no mana value: same in 2011
        return False
    return not static.nth or cast_this_turn(state, description, caster) == static.nth - 1


def _times(state: GameState, static: GroupSpellsCost, owner: EntityId) -> int:
    """How many times the ability's mana counts ("for each ...", "where X is ...")."""
    from mtgrules.resolution_counts import count  # it imports the casting rules

    if static.by_x is not None:
        return count(state, static.by_x, owner)
    if static.per is not None:
        return count(state, static.per, owner)
    return 1


def _changes(
    state: GameState, player: EntityId, spell: GameObject, more: bool
) -> list[tuple[GroupSpellsCost, EntityId]]:
    return [
        (static, obj.controller)
        for obj in permanents_with_statics(state)
        for static in obj.statics
        if isinstance(static, GroupSpellsCost)
        and static.more == more
        and _applies(state, static, obj.controller, player, spell)
    ]


def increased(state: GameState, player: EntityId, spell: GameObject, cost: ManaCost) -> ManaCost:
    """``cost`` plus the increases of the permanents on the battlefield that apply to
    ``spell`` cast by ``player`` (CR 601.2f)."""
    for static, owner in _changes(state, player, spell, more=True):
        cost = _plus(cost, static.mana, _times(state, static, owner))
    return cost


def less(state: GameState, player: EntityId, spell: GameObject) -> int:
    """The generic mana the reductions of the permanents on the battlefield take off the cost
    of ``spell`` cast by ``player`` (CR 601.2f)."""
    total = 0
    for static, owner in _changes(state, player, spell, more=False):
        if static.by_x is not None:
            total += _times(state, static, owner)
        else:
            total += parse_mana_cost(static.mana).generic * _times(state, static, owner)
    return total


__all__ = ["increased", "less", "less_colored"]
