"""Events of keyword abilities and actions that give a permanent a designation it keeps
until it leaves the battlefield: renown (CR 702.112b: renowned), monstrosity (CR 701.37b:
monstrous). Like every event, each cites its rule and is committed by
:mod:`mtgrules.rules.commit`."""

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


@dataclass(frozen=True, slots=True, kw_only=True)
class BecameMonstrous(Event):
    """``permanent`` became monstrous (CR 701.37a-b, monstrosity N)."""

    permanent: EntityId


def commit_monstrous(state: GameState, e: BecameMonstrous) -> None:
    """CR 701.37b: the permanent is monstrous (a new object is not: CR 400.7)."""
    obj = state.objects.get(e.permanent)
    if obj is not None:
        obj.monstrous = True


__all__ = ["BecameMonstrous", "BecameRenowned", "commit_monstrous", "commit_renowned"]
