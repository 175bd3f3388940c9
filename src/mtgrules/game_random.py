"""The game's random source: shuffles (CR 701.24 today, 701.17 in 2011), coin flips (CR 705)
and die rolls (CR 706) all draw from it, so that a game replays identically from its seed.

:class:`GameRandom` is :class:`random.Random` (the same generator, the same draws) whose
state, once read, is kept until the next draw: the engine copies the state before every
action (to roll it back), and most actions draw nothing, so reading the generator's 625 words
again each time is wasted. Every way the generator's state changes (``random``,
``getrandbits``, ``seed``, ``setstate``: the methods every other one draws through) forgets
the kept state.

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
    gauss_next: float | None  # random.Random's: kept between two gauss() calls

    def __init__(self, x: Any = None) -> None:
        self._inner = None
        super().__init__(x)

    @classmethod
    def copy_of(cls, rng: random.Random) -> GameRandom:
        """An independent generator in ``rng``'s state."""
        twin = cls.__new__(cls)  # no seeding from the OS: the state is set at once
        twin.setstate(rng.getstate())
        return twin

    # -- the generator's state ------------------------------------------------------------
    def getstate(self) -> tuple[Any, ...]:
        inner = self._inner
        if inner is None:
            inner = self._inner = super(random.Random, self).getstate()
        return self.VERSION, inner, self.gauss_next

    def setstate(self, state: tuple[Any, ...]) -> None:
        self._inner = None
        super().setstate(state)

    def seed(self, a: Any = None, version: int = 2) -> None:
        self._inner = None
        super().seed(a, version)

    # -- the draws (every other method draws through these two) ---------------------------
    def random(self) -> float:
        self._inner = None
        return super().random()

    def getrandbits(self, k: int) -> int:
        self._inner = None
        return super().getrandbits(k)


__all__ = ["GameRandom"]
