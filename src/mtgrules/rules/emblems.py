"""Emblems (CR 114 today; CR 113 in the 2011 edition, with the same clauses).

- CR 114.2: "[Player] gets an emblem with [ability]" puts an emblem with that ability into
  the command zone; the emblem is both owned and controlled by that player.
- CR 114.3: an emblem has no characteristics other than its abilities: no name, no types,
  no mana cost, no color.
- CR 114.4: abilities of emblems function in the command zone (the state indexes the static
  and triggered abilities of objects in the command zone that have no types: emblems).
- CR 114.5: an emblem is neither a card nor a permanent; nothing removes it.

Example: Sorin, Lord of Innistrad's "[−3]: You get an emblem with "Creatures you control
get +1/+0"." gives the creatures its controller controls +1/+0 for the rest of the game,
even after Sorin has left the battlefield.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameObject, GameState

EMBLEM_NAME = "Emblem"
"""How the engine names an emblem in its traces (CR 114.3: an emblem has no name)."""


def emblem_rule(ruleset: Ruleset, clause: int) -> str:
    """The number of an emblem rule in the edition: ``emblem_rule(CURRENT, 2)`` is 114.2,
    113.2 in 2011."""
    section = ruleset.rule("emblem").split(".")[0]
    return f"{section}.{clause}"


def is_emblem(obj: GameObject) -> bool:
    """CR 114.3-114.4: an object in the command zone without types is an emblem."""
    return obj.zone is Zone.COMMAND and not obj.types


@dataclass(frozen=True, slots=True, kw_only=True)
class EmblemCreated(Event):
    """``player`` got the emblem ``emblem`` (CR 114.2): it is in the command zone, owned and
    controlled by that player."""

    player: EntityId
    emblem: GameObject


def new_emblem(
    state: GameState,
    player: EntityId,
    statics: tuple[Any, ...],
    triggers: tuple[Any, ...],
    offset: int = 0,
) -> GameObject:
    """An emblem of ``player`` with these abilities (``~`` in them is the emblem), with the
    next free id and timestamp (``offset`` more for several at once)."""
    return GameObject(
        id=state.next_id + offset,
        name=EMBLEM_NAME,
        owner=player,
        controller=player,
        zone=Zone.COMMAND,
        statics=statics,
        triggers=triggers,
        timestamp=state.next_timestamp + offset,
        since_turn=state.turn,
    )


def commit_emblem_created(state: GameState, e: EmblemCreated) -> None:
    """Put the emblem into the command zone; its abilities work from there (CR 114.4)."""
    emblem = e.emblem.clone()
    state.objects[emblem.id] = emblem
    state.next_id = max(state.next_id, emblem.id + 1)
    state.next_timestamp = max(state.next_timestamp, emblem.timestamp + 1)
    state.index_abilities(emblem)


EMBLEM_COMMITS: dict[type[Event], Callable[[GameState, Any], None]] = {
    EmblemCreated: commit_emblem_created,  # CR 114.2
}
"""How :mod:`mtgrules.rules.commit` applies the events of this module."""


def emblems_of(state: GameState, player: EntityId) -> list[GameObject]:
    """The emblems ``player`` owns, oldest first."""
    found = [o for o in state.objects.values() if is_emblem(o) and o.owner == player]
    return sorted(found, key=lambda o: o.timestamp)


__all__ = [
    "EMBLEM_COMMITS",
    "EMBLEM_NAME",
    "EmblemCreated",
    "commit_emblem_created",
    "emblem_rule",
    "emblems_of",
    "is_emblem",
    "new_emblem",
]
