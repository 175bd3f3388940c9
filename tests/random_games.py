"""Random games of the bundled decks, for the tests that check a property at every decision:
a started game, and the actions a uniformly random player picks in it, one at a time."""

from __future__ import annotations

import random
from collections.abc import Iterator

from mtgrules import Game
from mtgrules.actions import Action
from mtgrules.selfplay import bundled_deck
from mtgrules.selfplay.loop import new_game


def bundled_game(deck_a: str, deck_b: str, seed: int, ruleset: str = "current") -> Game:
    """A started game of two bundled decks (libraries shuffled from ``seed``)."""
    cards_a, cards_b = bundled_deck(deck_a).definitions(), bundled_deck(deck_b).definitions()
    return new_game(cards_a, cards_b, seed, ruleset)[0]


def random_actions(game: Game, seed: int, cap: int) -> Iterator[Action]:
    """Up to ``cap`` actions, each picked uniformly among the legal ones by
    ``random.Random(seed)`` once the previous one is applied (the caller applies them); none
    once the game is over."""
    rng = random.Random(seed)
    for _ in range(cap):
        actions = game.legal_actions()
        if not actions:
            return
        yield actions[int(rng.random() * len(actions))]
