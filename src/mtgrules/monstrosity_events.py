"""The event of monstrosity (CR 701.37a-b): a permanent becomes monstrous, a designation it
keeps until it leaves the battlefield. Like every event it cites its rule and is committed by
:mod:`mtgrules.rules.commit`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class BecameMonstrous(Event):
    """``permanent`` became monstrous (CR 701.37a-b, monstrosity N)."""

    permanent: EntityId


def commit_monstrous(state: GameState, e: BecameMonstrous) -> None:
    """CR 701.37b: the permanent is monstrous (a new object is not: CR 400.7)."""
    obj = state.objects.get(e.permanent)
    if obj is not None:
        obj.monstrous = True


__all__ = ["BecameMonstrous", "commit_monstrous"]
