"""Which life gain, life loss or card draw of the turn an event is, for the triggers that
count them (CR 603.2): "Whenever you gain life for the first time each turn", "Whenever you
lose life for the first time each turn", "Whenever you draw your second card each turn".

:func:`note` is called by rules/turn_record.py as each event is committed (in order), and
keeps, in ``GameState.history`` (this turn and the last one), how many such events each
player had this turn and the number of each one. An event is told by its contents: a drawn
card by its object (unique), a life gain or loss by its amount and source; two equal events
of one player in one turn are told apart by the later one taking the number.
"""

from __future__ import annotations

from mtgrules.events import Event, LifeGained, LifeLost, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameState

DRAW_RULES = frozenset({"121.1", "120.1"})  # a card drawn: CR 121.1 (2011: 120.1)
_GAINS, _LOSSES, _DRAWS = "life gain events", "life loss events", "cards drawn"


def _counted(event: Event) -> tuple[str, EntityId, str] | None:
    """What is counted for the event, whose, and the event's own name."""
    if isinstance(event, LifeGained) and event.amount > 0:
        return _GAINS, event.player, f"{event.amount} from #{event.source}"
    if isinstance(event, LifeLost) and event.amount > 0:
        return _LOSSES, event.player, f"{event.amount} from #{event.source}"
    if (
        isinstance(event, ZoneChanged)
        and event.origin is Zone.LIBRARY
        and event.destination is Zone.HAND
        and event.rule in DRAW_RULES
    ):
        return _DRAWS, -1, f"card #{event.object}"  # the player: its owner (see note)
    return None


def note(state: GameState, event: Event, owner: EntityId | None = None) -> None:
    """Count ``event`` (called before it is committed; ``owner``: the drawn card's owner)."""
    counted = _counted(event)
    if counted is None:
        return
    what, player, name = counted
    if what == _DRAWS:
        if owner is None:
            return
        player = owner
    key = (state.turn, what, player)
    number = state.history.get(key, 0) + 1
    state.history[key] = number
    state.history[(state.turn, f"{what}: {name}", player)] = number


def ordinal(state: GameState, event: Event, player: EntityId) -> int:
    """The number of ``event`` among ``player``'s events of its kind this turn (1: the first);
    0 if it isn't counted."""
    counted = _counted(event)
    if counted is None:
        return 0
    what, _, name = counted
    return state.history.get((state.turn, f"{what}: {name}", player), 0)
