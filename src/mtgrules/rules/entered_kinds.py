"""Permanents of a kind that entered the battlefield under a player's control this turn
(CR 611.3a: a static ability's condition, checked continuously): "as long as two or more
nonland permanents entered the battlefield under your control this turn", "as long as an
artifact entered the battlefield under your control this turn".

The turn record (rules/turn_record.py) counts, under the player, each permanent that entered
by each of its card types (CR 110.4a) and as "nonland permanent"; a condition of kind
:data:`ENTERED_KIND` names the kind (``state``) and how many (``amount``).

>>> from mtgrules.objects import CardType, Zone
>>> from mtgrules.state import GameObject
>>> relic = GameObject(1, "Relic", 0, 0, Zone.HAND, types=frozenset({CardType.ARTIFACT}))
>>> entered_records(relic)
['permanent entered: artifact', 'permanent entered: nonland permanent']
"""

from __future__ import annotations

from mtgrules.effects.conditions import Condition
from mtgrules.objects import CardType
from mtgrules.state import EntityId, GameObject, GameState

ENTERED_KIND = "entered typed"
"""``Condition.kind``: permanents of the kind ``state`` entered under your control this turn."""
NONLAND = "nonland permanent"
_PREFIX = "permanent entered: "
KINDS = frozenset({NONLAND, "artifact", "creature", "enchantment", "land", "planeswalker"})
"""The kinds a condition can name (card types, CR 110.4a, and nonland permanents)."""


def entered_records(obj: GameObject) -> list[str]:
    """The turn-record keys of ``obj`` entering the battlefield: one per card type, and
    "nonland permanent" unless it's a land."""
    kinds = sorted(t.value.lower() for t in obj.types if t.value.lower() in KINDS)
    if CardType.LAND not in obj.types:
        kinds.append(NONLAND)
    return [_PREFIX + kind for kind in kinds]


def entered_holds(state: GameState, condition: Condition, player: EntityId) -> bool:
    """Whether at least ``amount`` (one or more) permanents of the kind entered under
    ``player``'s control this turn."""
    from mtgrules.rules.turn_record import this_turn  # here: turn_record imports this module

    return this_turn(state, _PREFIX + condition.state, player) >= max(condition.amount, 1)


__all__ = ["ENTERED_KIND", "KINDS", "NONLAND", "entered_holds", "entered_records"]
