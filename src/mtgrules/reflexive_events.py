"""The event of a reflexive triggered ability that triggers (CR 603.12). Like every event, it
cites its rule and is committed by :mod:`mtgrules.rules.commit`
(:mod:`mtgrules.rules.reflexive_triggers`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class ReflexiveTriggered(Event):
    """The resolving ability of ``source`` created the reflexive triggered ability
    ``ability`` ("When you do, ...") and it triggered: it waits to be put on the stack the
    next time a player would receive priority (CR 603.12). It refers to the same trigger
    event as the ability that created it ("that player", "that creature")."""

    source: EntityId
    controller: EntityId
    text: str
    ability: TriggeredAbility
    that_player: EntityId | None = None
    that_object: EntityId | None = None
    that_amount: int | None = None


__all__ = ["ReflexiveTriggered"]
