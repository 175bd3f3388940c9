"""Facts read once while nothing changes: listing the legal actions reads the same state many
times (each card in a hand asks which mana sources can pay for it, which permanents change
its cost). Inside :func:`reading`, :func:`once` computes each fact the first time it is asked
for and gives the same value afterwards; outside, it computes every time.

The block must not change the state: the values are read-only views (tuples).

>>> calls = []
>>> def sources() -> tuple[str, ...]:
...     calls.append(1)
...     return ("Forest",)
>>> state = object()
>>> with reading():
...     once(state, ("sources", 1), sources) == once(state, ("sources", 1), sources)
True
>>> len(calls)
1
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import TypeVar, cast

T = TypeVar("T")

_READ: dict[tuple[int, Hashable], tuple[object, object]] | None = None


@contextmanager
def reading() -> Iterator[None]:
    """A block in which the state doesn't change: facts are read once (nested blocks share
    the outer block's facts)."""
    global _READ
    outer = _READ
    _READ = {} if outer is None else outer
    try:
        yield
    finally:
        _READ = outer


def once(state: object, key: Hashable, compute: Callable[[], T]) -> T:
    """``compute()``, a fact about ``state``, computed once per ``key`` inside
    :func:`reading` (the state itself is kept with it, so another state is never mistaken
    for it)."""
    if _READ is None:
        return compute()
    known = _READ.get((id(state), key))
    if known is not None and known[0] is state:
        return cast(T, known[1])
    value = compute()
    _READ[(id(state), key)] = (state, value)
    return value
