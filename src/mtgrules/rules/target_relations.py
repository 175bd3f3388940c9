"""The relations and subtypes of a described target (CR 115.1;
:mod:`mtgrules.cards.target_descriptions`), checked as targets are chosen (CR 601.2c) and
again on resolution (CR 608.2b):

- "that was dealt damage this turn": a player or object dealt damage this turn (CR 120.3,
  2011 119.3), read from the turn's record (:mod:`mtgrules.rules.turn_record`); an object
  that changed zones is a new object (CR 400.7) with no damage dealt to it yet;
- "defending player controls": the player the source (or the creature it's attached to) is
  attacking (CR 508.5, same number in 2011); otherwise, during combat, the nonactive player of
  a two-player game (CR 506.2); outside combat there is no defending player and no such target;
- "blocking it" / "blocking ~": blocking the source, or the creature it's attached to;
  "blocking or blocked by ~": either way (CR 509.1);
- a subtype ("target Plains or Island"): one of the subtypes (CR 205.3);
- a counter ("with a +1/+1 counter on it"): at least one counter of that kind on it (CR 122.1).
"""

from __future__ import annotations

from mtgrules.effects.targets import TargetSpec
from mtgrules.objects import CardType, Zone
from mtgrules.resolution_counter_counts import has_counter
from mtgrules.rules.turn_record import DAMAGED, damaged_by, this_turn
from mtgrules.state import EntityId, GameState

_DAMAGED_BY = damaged_by(0).removesuffix("0")  # "dealt damage by #": the record of objects


def described_passes(
    state: GameState, spec: TargetSpec, entity: EntityId, controller: EntityId, source: EntityId
) -> bool:
    """Whether ``entity`` has the relation, subtype and counter ``spec`` asks for (true when
    ``spec`` asks for none of them)."""
    subtype: str = getattr(spec, "subtype", "")
    if subtype:
        obj = state.objects.get(entity)
        if obj is None or not obj.subtypes & frozenset(subtype.split(" or ")):
            return False
    counter: str = getattr(spec, "counter", "")
    if counter:
        obj = state.objects.get(entity)
        if obj is None or not has_counter(obj, counter):
            return False
    relation: str = getattr(spec, "relation", "")
    if not relation:
        return True
    if relation.endswith("dealt damage this turn"):  # "each creature dealt damage this turn"
        return was_dealt_damage_this_turn(state, entity)
    if relation == "defending player controls":
        defending = defending_player_of(state, source)
        return defending is not None and state.controller_of(entity) == defending
    creature = _combat_creature(state, source)
    combat = state.combat
    if combat is None or creature is None:
        return False
    blocks_it = creature in combat.blocking.get(entity, [])
    if relation in ("blocking it", "blocking ~"):
        return blocks_it
    if relation == "blocking or blocked by ~":
        return blocks_it or entity in combat.blocking.get(creature, [])
    raise ValueError(f"no relation {relation!r}")


def was_dealt_damage_this_turn(state: GameState, entity: EntityId) -> bool:
    """A player or object was dealt damage this turn (any source, CR 120.3)."""
    if entity in state.players:
        return this_turn(state, DAMAGED, entity) > 0
    return any(
        turn == state.turn and what.startswith(_DAMAGED_BY) and who == entity and amount > 0
        for (turn, what, who), amount in state.history.items()
    )


def _combat_creature(state: GameState, source: EntityId) -> EntityId | None:
    """The creature a combat relation is about: the source itself, or the creature it is
    attached to (an Equipment's "equipped creature")."""
    obj = state.objects.get(source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return None
    if CardType.CREATURE in obj.types:
        return source
    return obj.attached_to if obj.attached_to in state.objects else None


def defending_player_of(state: GameState, source: EntityId) -> EntityId | None:
    """The defending player for ``source``'s ability (CR 508.5, 506.2), or None outside
    combat."""
    combat = state.combat
    if combat is None or state.active_player is None:
        return None
    creature = _combat_creature(state, source)
    if creature is not None and creature in combat.attackers:
        attacked = combat.attackers[creature]
        if attacked in state.players:
            return attacked
        view = state.source_view(attacked)  # a planeswalker or battle attacked
        return view.controller if view is not None else None
    opponents = [p for p in state.opponents(state.active_player) if not state.players[p].has_lost]
    return opponents[0] if len(state.players) == 2 and opponents else None
