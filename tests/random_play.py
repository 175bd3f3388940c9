"""Helpers of the tests of random outcomes (coins, dice, clash): the game's random source
seeded so that the next outcome is the one a test needs, found with the engine's own rule
functions (nothing about the rule is mocked), and the outcomes a game's log holds."""

from __future__ import annotations

import random
from collections.abc import Callable

from mtgrules import Game
from mtgrules.events import Event
from mtgrules.random_events import RANDOM_EVENTS
from mtgrules.rules.coins import wins_flip
from mtgrules.rules.dice import roll


def seed_where(outcome: Callable[[random.Random], bool]) -> int:
    """The first seed of a random source whose next draws give ``outcome``."""
    return next(seed for seed in range(10_000) if outcome(random.Random(seed)))


def seed_game(game: Game, outcome: Callable[[random.Random], bool]) -> None:
    """Seed ``game``'s random source so that its next draws give ``outcome``."""
    game.state.rng = random.Random(seed_where(outcome))


def flips(*won: bool) -> Callable[[random.Random], bool]:
    """The next coin flips are won (True) or lost (False), in order (CR 705.1)."""
    return lambda rng: all(wins_flip(rng) == w for w in won)


def rolls(sides: int, *results: int) -> Callable[[random.Random], bool]:
    """The next rolls of a die with ``sides`` faces give ``results``, in order (CR 706.2)."""
    return lambda rng: all(roll(rng, sides) == r for r in results)


def outcomes(events: list[Event]) -> list[Event]:
    """The coin flips, die rolls and clash events among ``events``."""
    return [e for e in events if isinstance(e, RANDOM_EVENTS)]
