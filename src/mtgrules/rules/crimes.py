"""Committing a crime (CR 700.13; Outlaws of Thunder Junction, 2024: under ``cr2011`` it is
played by today's rules and cited by today's number).

CR 700.13: a player commits a crime as they cast a spell, activate an ability, or put a
triggered ability on the stack that targets at least one opponent, at least one permanent,
spell or ability an opponent controls, or at least one card in an opponent's graveyard.
"Whenever you commit a crime" triggers once per such spell or ability, however many of its
targets make it a crime.

>>> from mtgrules.rules.trigger_watch import watch_of
>>> watch_of("you commit a crime").verb
'commits a crime'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import PutOnStack

if TYPE_CHECKING:
    from mtgrules.rules.trigger_watch import Instance, Watch

CRIME = "you commit a crime"
COMMITS = "commits a crime"
RULE = "700.13"
_PUT_ON_STACK_RULES = frozenset({"601.2", "602.2", "603.3"})
"""Cast (CR 601.2), activated (602.2), put on the stack as it triggered (603.3): not a copy."""


def criminal(state: GameState, event: Event) -> EntityId | None:
    """The player who commits a crime with ``event`` (CR 700.13), or None."""
    if not isinstance(event, PutOnStack) or event.rule not in _PUT_ON_STACK_RULES:
        return None
    player = event.item.controller
    if player not in state.players:
        return None
    opponents = set(state.opponents(player))
    if any(_victim(state, t) in opponents for t in event.item.targets):
        return player
    return None


def _victim(state: GameState, target: EntityId) -> EntityId | None:
    """Who a target belongs to for CR 700.13: a player; a permanent's, spell's or ability's
    controller; a graveyard card's owner (cards in other zones are no one's)."""
    if target in state.players:
        return target
    item = next((i for i in state.stack if i.id == target), None)
    if item is not None:
        return item.controller  # a spell or ability on the stack
    obj = state.objects.get(target)
    if obj is None:
        return None
    if obj.zone is Zone.GRAVEYARD:
        return obj.owner
    if obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
        return obj.controller
    return None


def crime_fires(
    state: GameState, watch: Watch, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """CR 700.13: the ability of ``obj`` triggers when its controller commits a crime."""
    if watch.verb != COMMITS or criminal(state, event) != obj.controller:
        return None
    return RULE, [(None, None)]
