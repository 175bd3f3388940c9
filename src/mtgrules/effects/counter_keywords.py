"""Instructions of keywords that count down or hand on counters: fading's "remove a fade
counter from it. If you can't, sacrifice the permanent." (CR 702.32a; 2011: 702.30a) and
modular's "put a +1/+1 counter on target artifact creature for each +1/+1 counter on this
permanent" (CR 702.43a; 2011: 702.41a), carried out by
:mod:`mtgrules.resolution_counter_keywords`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveCounterOrSacrifice:
    """ "Remove a [kind] counter from it. If you can't, sacrifice the permanent." (fading,
    CR 702.32a): the source loses one counter of ``kind``; with none, its controller
    sacrifices it."""

    kind: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PutCountersItHad:
    """ "Put a [kind] counter on [ref] for each [kind] counter on this permanent" (modular,
    CR 702.43a), read from the source as it last existed on the battlefield (CR 603.10a)."""

    kind: str
    on: Ref


__all__ = ["PutCountersItHad", "RemoveCounterOrSacrifice"]
