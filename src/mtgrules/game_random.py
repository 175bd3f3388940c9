"""The game's random source: shuffles (CR 701.24 today, 701.17 in 2011), coin flips (CR 705)
and die rolls (CR 706) all draw from it, so that a game replays identically from its seed.

:class:`GameRandom` is :class:`random.Random` (the same generator, the same draws) whose
state, once read, is kept until the next draw: the engine copies the state before every
action (to roll it back), and most actions draw nothing, so reading the generator's 625 words
again each time is wasted. Every way the generator's state changes (``random``,
``getrandbits``, ``seed``, ``setstate``: the methods every other one draws through) forgets
the kept state.

A copy is lazy: it holds the kept state and sets its generator from it only when it first
draws (the engine's copies are rollback snapshots, and most are never used).

>>> rng = GameRandom(7)
>>> twin = GameRandom.copy_of(rng)
>>> [rng.randint(1, 6) for _ in range(3)] == [twin.randint(1, 6) for _ in range(3)]
True
"""

from __future__ import annotations

import random
from typing import Any

_Inner = tuple[int, ...]


class GameRandom(random.Random):
    """A Mersenne Twister whose state is read once between draws."""

    _inner: _Inner | None  # the generator's own words, while nothing has drawn
    _lazy: bool  # the generator itself is not set yet: ``_inner`` is its state
    gauss_next: float | None  # random.Random's: kept between two gauss() calls

    def __init__(self, x: Any = None) -> None:
        self._inner = None
        self._lazy = False
        super().__init__(x)

    @classmethod
    def copy_of(cls, rng: random.Random) -> GameRandom:
        """An independent generator in ``rng``'s state (set when it first draws)."""
        version, inner, gauss_next = rng.getstate()
        twin = cls.__new__(cls)  # no seeding from the OS: the state is set before a draw
        if version != cls.VERSION:
            twin._lazy = False
            twin.setstate((version, inner, gauss_next))
            return twin
        twin._inner = inner
        twin._lazy = True
        twin.gauss_next = gauss_next
        return twin

    def _set_generator(self) -> None:
        """Set the generator from the kept state (a lazy copy about to draw)."""
        self._lazy = False
        inner = self._inner
        super().setstate((self.VERSION, inner, self.gauss_next))
        self._inner = inner

    # -- the generator's state ------------------------------------------------------------
    def getstate(self) -> tuple[Any, ...]:
        inner = self._inner
        if inner is None:
            inner = self._inner = super(random.Random, self).getstate()
        return self.VERSION, inner, self.gauss_next

    def setstate(self, state: tuple[Any, ...]) -> None:
        self._inner = None
        self._lazy = False
        super().setstate(state)

    def seed(self, a: Any = None, version: int = 2) -> None:
        self._inner = None
        self._lazy = False
        super().seed(a, version)

    # -- the draws (every other method draws through these two) ---------------------------
    def random(self) -> float:
        if self._lazy:
            self._set_generator()
        self._inner = None
        return super().random()

    def getrandbits(self, k: int) -> int:
        if self._lazy:
            self._set_generator()
        self._inner = None
        return super().getrandbits(k)


__all__ = ["GameRandom"]
