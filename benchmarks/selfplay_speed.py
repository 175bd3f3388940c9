"""Where a self-play decision's time goes: legal actions against apply, in CPU time.

Random self-play of the bundled benchmark decks (each pair of different decks, seeds 0 to
``--games - 1``) with the same loop as ``mtgrules selfplay``; each call of
``game.legal_actions()`` and ``game.apply(...)`` is timed apart with the process's CPU clock
(less disturbed by other work on a shared machine than wall time). It prints, per pair and in
all, the decisions, the microseconds per decision of each part and decisions per CPU second.
The games are the ones ``mtgrules selfplay --seed 0`` plays.

Run: ``python benchmarks/selfplay_speed.py [--games 2] [--ruleset current|cr2011]``.
"""

from __future__ import annotations

import argparse
import itertools
import random
import time

from mtgrules.selfplay import bundled_deck, bundled_decks
from mtgrules.selfplay.loop import MAX_DECISIONS, new_game


def measure(deck_a: str, deck_b: str, games: int, ruleset: str) -> tuple[int, float, float]:
    """Decisions, CPU seconds in legal_actions and CPU seconds in apply, over ``games`` games
    (decided by one random source per game, as the self-play loop does)."""
    cards_a, cards_b = bundled_deck(deck_a).definitions(), bundled_deck(deck_b).definitions()
    clock = time.process_time
    decisions, listing, applying = 0, 0.0, 0.0
    for seed in range(games):
        game, _ = new_game(cards_a, cards_b, seed, ruleset)
        rng = random.Random(seed)
        for _ in range(MAX_DECISIONS):
            start = clock()
            actions = game.legal_actions()
            listed = clock()
            if not actions:
                break
            game.apply(actions[int(rng.random() * len(actions))])
            applying += clock() - listed
            listing += listed - start
            decisions += 1
    return decisions, listing, applying


def line(name: str, decisions: int, listing: float, applying: float) -> str:
    return (
        f"{name:36} {decisions:7} decisions: legal_actions {listing * 1e6 / decisions:4.0f} us, "
        f"apply {applying * 1e6 / decisions:4.0f} us, "
        f"decisions per CPU second {decisions / (listing + applying):6.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games per deck pair (2)")
    parser.add_argument("--ruleset", choices=["current", "cr2011"], default="current")
    args = parser.parse_args()
    decisions, listing, applying = 0, 0.0, 0.0
    for deck_a, deck_b in itertools.combinations(bundled_decks(), 2):
        pair = measure(deck_a, deck_b, args.games, args.ruleset)
        print(line(f"{deck_a} vs {deck_b}", *pair))
        decisions, listing, applying = (
            decisions + pair[0],
            listing + pair[1],
            applying + pair[2],
        )
    print(line("all pairs", decisions, listing, applying))


if __name__ == "__main__":
    main()
