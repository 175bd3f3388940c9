"""What the legal actions ask of a permanent's activated abilities at every listing, worked
out once for each tuple of printed abilities (shared by every object of the same card).

* whether every ability has {T} in its cost: a tapped permanent then has none to activate
  (CR 118.3, 602.2b: a cost that can't be paid);
* whether some ability says "Any player may activate this ability" (CR 602.2): otherwise
  only its controller may activate them.

Granted abilities (CR 613.1f) make a new tuple each time (``GameObject.all_activated``):
those are worked out anew, never kept.
"""

from __future__ import annotations

from mtgrules.cards.model import ActivatedAbility
from mtgrules.rules.activation_words import ANY_PLAYER_LIMITS
from mtgrules.state import GameObject

_KEPT = 4096  # distinct printed tuples kept: far more than any game's cards

# id of a printed tuple -> (the tuple, which keeps its id from being reused; the flags)
_flags: dict[int, tuple[tuple[ActivatedAbility, ...], bool, bool]] = {}


def _work_out(abilities: tuple[ActivatedAbility, ...]) -> tuple[bool, bool]:
    all_tap = all(a.cost.tap for a in abilities)
    any_player = any(a.limit in ANY_PLAYER_LIMITS for a in abilities)
    return all_tap, any_player


def activated_flags(obj: GameObject) -> tuple[bool, bool]:
    """(every activated ability of ``obj`` costs {T}, some ability may be activated by any
    player); both False when it has none."""
    abilities = obj.all_activated
    if not abilities:
        return False, False
    if abilities is not obj.activated:  # with granted abilities: a new tuple
        return _work_out(abilities)
    kept = _flags.get(id(abilities))
    if kept is not None and kept[0] is abilities:
        return kept[1], kept[2]
    all_tap, any_player = _work_out(abilities)
    if len(_flags) < _KEPT:
        _flags[id(abilities)] = (abilities, all_tap, any_player)
    return all_tap, any_player


__all__ = ["activated_flags"]
