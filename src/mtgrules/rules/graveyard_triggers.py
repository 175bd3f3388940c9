"""Triggered abilities that function while their card is in a graveyard (CR 113.6k; 2011:
112.6k): an ability whose effect moves the object it is on out of a zone functions only in
that zone. "Whenever a land you control enters, you may return ~ from your graveyard to the
battlefield." triggers while the card is in its owner's graveyard, and not while it is a
permanent on the battlefield.

The card's owner controls such an ability (it has no controller in the graveyard: its owner
is the one who would control it, CR 113.8, 603.3a), and "return ~" moves that card, if it is
still there (CR 608.2b).
"""

from __future__ import annotations

import dataclasses

from mtgrules.effects.instructions import SELF, ReturnFromGraveyard
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.objects import Zone
from mtgrules.state import GameObject

RULE = "113.6k"  # today's number; 112.6k in 2011


def _returns_itself(part: object) -> bool:
    if isinstance(part, ReturnFromGraveyard):
        return part.on == SELF
    if isinstance(part, tuple):
        return any(_returns_itself(p) for p in part)
    if dataclasses.is_dataclass(part) and not isinstance(part, type):
        return any(_returns_itself(getattr(part, f.name)) for f in dataclasses.fields(part))
    return False


# Each ability's answer, kept with the ability itself (so that an id reused after the
# ability is gone never finds it): abilities are frozen, their answer never changes.
_IN_GRAVEYARD: dict[int, tuple[TriggeredAbility, bool]] = {}
_KEPT = 4096  # answers kept at most (abilities are compiled once per card)


def functions_in_graveyard(ability: TriggeredAbility) -> bool:
    """The ability returns its own card from the graveyard: it functions only there."""
    kept = _IN_GRAVEYARD.get(id(ability))
    if kept is not None and kept[0] is ability:
        return kept[1]
    found = _returns_itself(ability.effect)
    if len(_IN_GRAVEYARD) >= _KEPT:
        _IN_GRAVEYARD.clear()
    _IN_GRAVEYARD[id(ability)] = (ability, found)
    return found


def functions_where_it_is(obj: GameObject, ability: TriggeredAbility) -> bool:
    """Whether ``ability`` of ``obj`` functions in the zone ``obj`` is in: an ability that
    returns its card from the graveyard in the graveyard, every other one elsewhere."""
    return functions_in_graveyard(ability) == (obj.zone is Zone.GRAVEYARD)


def watches_from_graveyard(obj: GameObject) -> bool:
    """``obj`` is a card in a graveyard with a triggered ability that functions there."""
    return obj.zone is Zone.GRAVEYARD and any(functions_in_graveyard(t) for t in obj.triggers)


__all__ = ["RULE", "functions_in_graveyard", "functions_where_it_is", "watches_from_graveyard"]
