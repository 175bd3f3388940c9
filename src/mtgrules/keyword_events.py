"""Events of keyword abilities that give a permanent a designation: renown (CR 702.112b: a
renowned permanent stays renowned until it leaves the battlefield). Like every event, each
cites its rule and is committed by :mod:`mtgrules.rules.commit`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class BecameRenowned(Event):
    """``permanent`` became renowned (CR 702.112a-b, renown N)."""

    permanent: EntityId


def commit_renowned(state: GameState, e: BecameRenowned) -> None:
    """CR 702.112b: the permanent is renowned (a new object is not: CR 400.7)."""
    obj = state.objects.get(e.permanent)
    if obj is not None:
        obj.renowned = True


__all__ = ["BecameRenowned", "commit_renowned"]
