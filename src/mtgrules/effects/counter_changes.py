"""Instructions that take counters off a permanent or double them (CR 122.1; 2011: 121.1):
"Remove a -1/-1 counter from it.", "double the number of +1/+1 counters on each creature you
control" (as many more of that kind are put on it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveCounters:
    """ "Remove [a / two] [kind] counter[s] from [ref]": as many as it has, up to ``count``;
    with none, nothing is done (so "If you do, ..." is false, CR 608.2c)."""

    kind: str
    count: int
    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveAllCounters:
    """ "Remove all [kind] counters from [ref]" (``kind`` "": "remove all counters", of
    every kind): each permanent loses every such counter it has (CR 122.1)."""

    kind: str
    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveCounterFromPrevented:
    """Follow-up of a prevention effect (CR 615.5): "If damage would be dealt to ~, prevent
    that damage. Remove a +1/+1 counter from ~." Each damage event it prevents damage in,
    ``count`` counters of ``kind`` are removed from the effect's source (as many as it has),
    immediately afterward (rules/damage_effects.py)."""

    kind: str
    count: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class DoubleCounters:
    """ "Double the number of [kind] counters on [ref]": each permanent gets as many more of
    them as it has (CR 122.1; 2011: 121.1: counters are put on it)."""

    kind: str
    on: Ref


def if_you_do_after_removal(sentences: Sequence[Sequence[object]]) -> bool:
    """Whether every "If you do, ..." of these sentences follows a sentence that ends with
    "remove a [kind] counter from ...": done only when there was a counter to remove (CR
    608.2c), so the condition needs no "may"."""
    from mtgrules.effects.instructions import IfYouDo

    found = False
    for index, sentence in enumerate(sentences):
        if any(isinstance(s, IfYouDo) for s in sentence):
            before = sentences[index - 1] if index else ()
            if len(sentence) != 1 or not before or not isinstance(before[-1], RemoveCounters):
                return False
            found = True
    return found


__all__ = [
    "DoubleCounters",
    "RemoveAllCounters",
    "RemoveCounterFromPrevented",
    "RemoveCounters",
    "if_you_do_after_removal",
]
