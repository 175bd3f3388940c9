"""The events of players' designations and resources: energy counters (CR 107.14, 122.1) and
the monarch (CR 724). Like every event, each cites its rule and is committed by
:mod:`mtgrules.rules.commit` (:mod:`mtgrules.rules.designations`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class EnergyGot(Event):
    """``player`` got ``amount`` energy counters ("you get {E}{E}", CR 122.1: counters on a
    player)."""

    player: EntityId
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class EnergyPaid(Event):
    """``player`` paid ``amount`` energy: removed that many energy counters from themselves
    (CR 107.14)."""

    player: EntityId
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class BecameMonarch(Event):
    """``player`` became the monarch; the monarch before, if any, ceased to be (CR 724.3)."""

    player: EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class MonarchTriggered(Event):
    """One of the monarch's inherent triggered abilities triggered (CR 724.2): it has no
    source and is controlled by ``controller``, the monarch as it triggered. ``text`` is the
    ability's: at the beginning of the monarch's end step, the monarch draws a card; or the
    controller of ``creature``, which dealt combat damage to the monarch, becomes the
    monarch."""

    controller: EntityId
    text: str
    creature: EntityId | None = None


__all__ = ["BecameMonarch", "EnergyGot", "EnergyPaid", "MonarchTriggered"]
