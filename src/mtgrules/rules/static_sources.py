"""The permanents with static abilities, from the state's index of them
(``GameState.static_sources``, kept by ``index_abilities`` on every zone change) instead of
a scan of every object of the game: the rules that look for a kind of static ability on the
battlefield ("Noncreature spells cost {1} more to cast", CR 601.2f) read only these."""

from __future__ import annotations

from mtgrules.objects import Zone
from mtgrules.rules.read_once import once
from mtgrules.state import GameObject, GameState


def permanents_with_statics(state: GameState) -> tuple[GameObject, ...]:
    """The permanents on the battlefield that have static abilities, in the order of
    ``state.battlefield()`` (object ids ascend in the order objects were created); read once
    while legal actions are listed (rules/read_once.py)."""
    return once(state, "permanents with statics", lambda: _find(state))


def _find(state: GameState) -> tuple[GameObject, ...]:
    objects = state.objects
    found = [objects.get(i) for i in sorted(state.static_sources)]
    return tuple(o for o in found if o is not None and o.zone is Zone.BATTLEFIELD)
