"""The amounts of :mod:`mtgrules.cards.render_amounts_3`, computed as the instruction is
carried out (CR 608.2h; 2011: 608.2g) by :func:`mtgrules.resolution_counts.count`:

* "your life total": the player's life total now (CR 119.1); a negative life total counts
  as 0 where it is an amount (CR 107.1b);
* "~'s power" / "~'s toughness": of the ability's source, or its last known information if
  it has left the battlefield (CR 608.2h, 112.7a); negative counts as 0 (CR 107.1b);
* "basic land types among lands you control" (domain): how many of Plains, Island, Swamp,
  Mountain and Forest appear among the subtypes of the lands the player controls (CR 305.6,
  205.3i);
* "creatures that died this turn": every creature put into a graveyard from the battlefield
  this turn, whoever controlled it (CR 700.4; the turn's record, rules/turn_record.py);
* "creatures attacking you": the attacking creatures whose defending player is the player
  (CR 506.2, 508.1b);
* "the total life lost by your opponents / by all players this turn" (CR 119.3, the turn's
  record).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.pending import Counted
from mtgrules.cards.render_amounts_3 import (
    ATTACKING_YOU,
    COLOR_SPENT,
    DIED,
    DOMAIN,
    LIFE_TOTAL,
    LOST_BY_ALL,
    LOST_BY_OPPONENTS,
    NOUNS_3,
    OBJECT_VALUES,
    SELF_POWER,
    SELF_TOUGHNESS,
)
from mtgrules.objects import CardType, Zone
from mtgrules.rules.mana_spent import colors_spent
from mtgrules.rules.turn_record import DIED as DIED_RECORD
from mtgrules.rules.turn_record import LOST, this_turn
from mtgrules.state import EntityId, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""CR 305.6: the basic land types."""


def countable_3(per: Counted) -> str | None:
    """Why the engine can't compute ``per``, or None (``per`` one of this module's amounts,
    with nothing added to it but "N plus")."""
    if per.noun not in NOUNS_3:
        return f"the amount {per.noun}"
    if per.zone or per.on or per.controller or per.adjective or per.other or per.measure:
        return f"the amount {per.noun} with a condition"
    return None


def count_3(state: GameState, per: Counted, controller: EntityId, source: EntityId | None) -> int:
    """The value of ``per`` now for the player ``controller`` ("you"), ``source`` the spell
    or the ability's source ("~")."""
    noun = per.noun
    if noun in OBJECT_VALUES:  # known only to the resolving instruction: object_value
        return 0
    if noun == LIFE_TOTAL:
        return state.life_of(controller) if controller in state.players else 0
    if noun in (SELF_POWER, SELF_TOUGHNESS):
        view = state.source_view(source) if source is not None else None
        if view is None:
            return 0
        return view.current_power() if noun == SELF_POWER else view.current_toughness()
    if noun in COLOR_SPENT:  # converge (CR 601.2h): 0 if it wasn't cast
        return colors_spent(state, source)
    if noun == DOMAIN:
        found = {
            kind
            for obj in state.objects.values()
            if obj.zone is Zone.BATTLEFIELD
            and obj.controller == controller
            and CardType.LAND in obj.types
            for kind in BASIC_LAND_TYPES
            if kind in obj.subtypes
        }
        return len(found)
    if noun == DIED:
        return this_turn(state, DIED_RECORD)
    if noun == ATTACKING_YOU:
        combat = state.combat
        if combat is None:
            return 0
        return sum(1 for attacked in combat.attackers.values() if attacked == controller)
    if noun == LOST_BY_OPPONENTS:
        return sum(this_turn(state, LOST, p) for p in state.opponents(controller))
    assert noun == LOST_BY_ALL, per
    return sum(this_turn(state, LOST, p) for p in state.players)


def object_value(game: Resolution, per: Counted, ctx: Context) -> int | None:
    """ "where X is its power / that creature's mana value": the value of the object the
    instruction refers to, as it is carried out (CR 608.2h: as it last existed if it has
    left its zone); None if ``per`` isn't such a value."""
    if per.noun not in OBJECT_VALUES:
        return None
    from mtgrules.resolution_variable import amount_of  # a cycle: imported when used

    name = per.noun.replace("that artifact's", "its")  # the spell's only target, an artifact
    return max(amount_of(game, name, ctx), 0)


__all__ = ["BASIC_LAND_TYPES", "count_3", "countable_3", "object_value"]
