"""A limit on how often a triggered ability triggers (CR 603.2): "This ability triggers only
once each turn." Once it has triggered in a turn, its trigger events that turn trigger nothing
(the record is kept by :mod:`mtgrules.rules.turn_record` as each trigger is committed). An
ability with two trigger events ("When ~ enters and whenever you gain life, ... This ability
triggers only once each turn.") is one ability: either event counts.

A new object (CR 400.7) has a new ability: a permanent that left and came back may trigger
again.
"""

from __future__ import annotations

from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.rules.turn_record import this_turn, triggered
from mtgrules.state import EntityId, GameState


def over_limit(
    state: GameState,
    source: EntityId,
    ability: TriggeredAbility,
    seen: set[tuple[EntityId, str]],
) -> bool:
    """``ability`` of ``source`` may trigger only once each turn and already did (this turn,
    or earlier in the same events: ``seen``, which this adds it to)."""
    if not ability.once_each_turn:
        return False
    key = (source, ability.text)
    if key in seen or this_turn(state, triggered(ability.text), source) > 0:
        return True
    seen.add(key)
    return False
