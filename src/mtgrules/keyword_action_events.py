"""Events of keyword actions that change a library's order (CR 701: scry) and of
activations counted by activation limits (CR 602.5b). Like every event, each cites its rule
and is committed by :mod:`mtgrules.rules.commit`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class LibraryOrdered(Event):
    """Cards looked at were put back on top and on the bottom of a library in a chosen
    order (scry): the library's new order, top last; ``top`` and ``bottom`` say how many of
    the cards looked at went where."""

    player: EntityId
    order: tuple[EntityId, ...]
    top: int
    bottom: int


@dataclass(frozen=True, slots=True, kw_only=True)
class AbilityActivated(Event):
    """The ``index``-th activated ability of ``source`` was activated in turn ``turn``
    (CR 602.2): counted for "Activate only once each turn" (CR 602.5b)."""

    source: EntityId
    index: int
    turn: int
