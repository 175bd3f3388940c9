"""Firebending (CR 702.189a; a keyword from after 2011, cited by today's number under both
rulesets): "Whenever this creature attacks, add N {R}. Until end of combat, you don't lose this
mana as steps end."

The red mana a firebending ability added is counted in the combat (``Combat.lasting_mana``,
by a :class:`ManaLasts` event); as a step of that combat other than the end of combat step
ends, each player keeps that much red mana (at most what is left of their red mana) instead of
losing it (CR 500.4, :func:`kept`). The engine assumes a player spends their other red mana
before the lasting one, which is never worse for them. The combat, and what it counts, ends
with the combat phase (CR 511.3), as the end of combat step ends and the mana empties.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtgrules.events import Event
from mtgrules.objects import Step
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class ManaLasts(Event):
    """``amount`` ``color`` mana ``player`` just added lasts until end of combat."""

    player: EntityId
    color: str
    amount: int


def commit_lasts(state: GameState, e: ManaLasts) -> None:
    combat = state.combat
    if combat is None:
        return  # outside combat it lasts no longer than any mana
    lasting = combat.lasting_mana.setdefault(e.player, {})
    lasting[e.color] = lasting.get(e.color, 0) + e.amount


FIREBENDING_COMMITS: dict[type[Event], Callable[[GameState, Any], None]] = {ManaLasts: commit_lasts}


def kept(state: GameState, player: EntityId) -> tuple[tuple[str, int], ...]:
    """The mana ``player`` keeps as the current step ends (CR 702.189a): the lasting mana
    still in their pool, during a combat, unless this is the end of combat step."""
    combat = state.combat
    if combat is None or state.step is Step.END_OF_COMBAT:
        return ()
    pool = state.mana.get(player, {})
    lasting = combat.lasting_mana.get(player, {})
    return tuple(
        (color, min(amount, pool.get(color, 0)))
        for color, amount in sorted(lasting.items())
        if min(amount, pool.get(color, 0)) > 0
    )


__all__ = ["FIREBENDING_COMMITS", "ManaLasts", "commit_lasts", "kept"]
