"""CR 705-706 and shuffles (CR 701.24): coins, dice and shuffles draw from the game's random
source, so a game replays identically from its seed. ``GameRandom`` keeps its state between
draws for cheap copies; it must draw exactly as ``random.Random`` does, and every draw must
forget the kept state (game_random.py)."""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable

import pytest

from mtgrules.game_random import GameRandom

Draw = Callable[[random.Random], object]

DRAWS: list[Draw] = [
    lambda r: r.random(),
    lambda r: r.getrandbits(70),
    lambda r: r.randint(1, 20),
    lambda r: r.choice("abcdef"),
    lambda r: r.sample(range(60), 7),
    lambda r: r.randbytes(5),
    lambda r: r.gauss(0.0, 1.0),
    lambda r: r.uniform(1.0, 2.0),
    lambda r: r.shuffle(list(range(60))),
]


@pytest.mark.parametrize("draw", DRAWS)
def test_cr706_draws_and_states_are_random_randoms(draw: Draw) -> None:
    ours, reference = GameRandom(11), random.Random(11)
    assert ours.getstate() == reference.getstate()
    for _ in range(3):
        ours.getstate()  # kept ...
        assert draw(ours) == draw(reference)
        assert ours.getstate() == reference.getstate()  # ... and forgotten by the draw


def test_cr706_seeding_and_setting_the_state_forget_the_kept_state() -> None:
    ours, reference = GameRandom(1), random.Random(1)
    ours.getstate()
    ours.seed(5)
    reference.seed(5)
    assert ours.getstate() == reference.getstate()
    reference.random()
    ours.setstate(reference.getstate())
    assert ours.getstate() == reference.getstate()
    assert ours.random() == reference.random()


def test_cr706_copies_are_independent_and_draw_the_same() -> None:
    rng = GameRandom(3)
    rng.getstate()
    for twin in (
        GameRandom.copy_of(rng),
        GameRandom.copy_of(random.Random(3)),
        copy.deepcopy(rng),
        pickle.loads(pickle.dumps(rng)),
    ):
        assert isinstance(twin, GameRandom)
        assert twin.getstate() == rng.getstate()
        first = [twin.random() for _ in range(4)]
        assert twin.getstate() != rng.getstate()  # drawing from the copy moves only the copy
        assert [rng.random() for _ in range(4)] == first
        rng = GameRandom(3)


@pytest.mark.parametrize("draw", DRAWS)
def test_cr706_a_lazy_copy_draws_as_the_original_would(draw: Draw) -> None:
    reference = random.Random(21)
    reference.gauss(0.0, 1.0)  # a gauss() value kept for the next call is copied too
    rng = GameRandom.copy_of(reference)
    for twin in (rng, GameRandom.copy_of(rng), GameRandom.copy_of(GameRandom.copy_of(rng))):
        expected = random.Random()
        expected.setstate(reference.getstate())
        assert twin.getstate() == expected.getstate()  # before its first draw
        for _ in range(3):
            assert draw(twin) == draw(expected)
            assert twin.getstate() == expected.getstate()


def test_cr706_a_lazy_copy_seeded_or_set_forgets_the_copied_state() -> None:
    rng = GameRandom(4)
    seeded, set_, reference = GameRandom.copy_of(rng), GameRandom.copy_of(rng), random.Random(9)
    seeded.seed(9)
    assert seeded.random() == reference.random()
    set_.setstate(reference.getstate())
    assert set_.random() == reference.random()
    lazy = GameRandom.copy_of(rng)
    for twin in (copy.deepcopy(lazy), pickle.loads(pickle.dumps(lazy)), copy.copy(lazy)):
        assert twin.random() == GameRandom(4).random()
    assert lazy.random() == rng.random()  # the original is untouched by its copies
