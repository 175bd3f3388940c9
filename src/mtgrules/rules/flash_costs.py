"""Casting a spell as though it had flash by paying more (CR 601.2f; 2011: 601.2e): "You may
cast ~ as though it had flash if you pay {2} more to cast it." The extra mana is an optional
additional cost (``FlashCost``, named :data:`FLASH_COST` among the costs of
:class:`~mtgrules.actions.CastSpell`); paying it lets its caster cast it any time they could
cast an instant (CR 702.8a), and it is added to the total cost like a cost increase (CR
601.2f). Without it, the card keeps its usual timing.

>>> RULES[FLASH_COST]
('601.2f', '601.2e')
"""

from __future__ import annotations

import dataclasses

from mtgrules.effects.flash_costs import FLASH_COST, FlashCost
from mtgrules.objects import Keyword
from mtgrules.state import EntityId, GameObject, GameState

RULES = {FLASH_COST: ("601.2f", "601.2e")}  # (today's rule, the 2011 rule)


def offered(obj: GameObject) -> bool:
    """``obj`` may be cast as though it had flash by paying more."""
    return any(isinstance(s, FlashCost) for s in obj.statics)


def with_flash(obj: GameObject, additional: tuple[str, ...]) -> GameObject:
    """``obj`` as it is cast: with flash when its caster pays the flash cost (CR 702.8a)."""
    if FLASH_COST not in additional or not offered(obj):
        return obj
    return dataclasses.replace(obj, keywords=obj.keywords | {Keyword.FLASH})


def untimely(
    state: GameState, player: EntityId, obj: GameObject, additional: tuple[str, ...]
) -> bool:
    """Casting ``obj`` with ``additional`` costs now needs the flash cost it doesn't pay."""
    from mtgrules.rules.casting import can_cast_now

    return offered(obj) and not can_cast_now(state, player, with_flash(obj, additional))


__all__ = ["RULES", "offered", "untimely", "with_flash"]
