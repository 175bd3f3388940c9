"""Damage events per second on a board of 100 creatures (50 per player).

Each damage event has one part: a random source (one of the creatures, or a burn spell on the
stack) deals 1-3 damage to a random creature or player. State-based actions are never checked,
so nothing dies; marked damage is removed between batches with the cleanup step (outside the
timed part). Two runs:

* no prevention or replacement effect in force;
* five in force: a prevention shield with a huge amount on one creature, "+1 damage" from one
  creature, a redirection from one creature to another, a static life-gain doubler (Boon
  Reflection) and a static life floor (Worship). Decisions (CR 616.1) are answered with the
  first option.

Run: ``python benchmarks/damage_events.py [--seconds 3] [--ruleset current|cr2011]``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from mtgrules import (
    DamagePart,
    Decision,
    Duration,
    EntityId,
    Game,
    Match,
    ModifyDamage,
    PreventDamage,
    RedirectDamage,
)
from mtgrules.excerpt_cards import boon_reflection, worship

CREATURES_PER_PLAYER = 50
TARGET_NO_EFFECTS = 50_000
TARGET_FIVE_EFFECTS = 10_000
BATCH = 1_000
WORKLOAD = 8_192


def first_option(decision: Decision) -> Hashable:
    """A deterministic policy: always the first option."""
    return decision.options[0]


@dataclass(frozen=True, slots=True)
class Board:
    game: Game
    players: tuple[EntityId, EntityId]
    creatures: tuple[EntityId, ...]
    burn: EntityId


def build_board(ruleset: str, *, five_effects: bool, seed: int) -> Board:
    rng = random.Random(seed)
    game = Game(ruleset, choices=first_option)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    creatures: list[EntityId] = []
    for player in (alice, bob):
        for n in range(CREATURES_PER_PLAYER):
            creatures.append(
                game.add_permanent(
                    f"creature {len(creatures)}",
                    controller=player,
                    types={"Creature"},
                    power=rng.randint(1, 5),
                    toughness=rng.randint(1, 5),
                    keywords={"lifelink"} if n % 10 == 0 else (),
                )
            )
    burn = game.add_card("Lightning Bolt", owner=alice, types={"Instant"}, zone="stack")
    if five_effects:
        add_five_effects(game, alice, bob, creatures)
    return Board(game, (alice, bob), tuple(creatures), burn)


def add_five_effects(
    game: Game, alice: EntityId, bob: EntityId, creatures: Sequence[EntityId]
) -> None:
    lasting = Duration.INDEFINITE  # survives the cleanup step between batches
    game.add_effect(
        PreventDamage(amount=10**9, to=Match.ids_of(creatures[0]), text="a huge shield"),
        controller=alice,
        duration=lasting,
    )
    game.add_effect(
        ModifyDamage(plus=1, from_=Match.ids_of(creatures[1]), text="+1 damage"),
        controller=alice,
        duration=lasting,
    )
    game.add_effect(
        RedirectDamage(
            to=Match.ids_of(creatures[2]), redirect_to=creatures[3], text="redirect 2 -> 3"
        ),
        controller=alice,
        duration=lasting,
    )
    game.add_permanent(
        "Boon Reflection",
        controller=alice,
        types={"Enchantment"},
        statics=[boon_reflection()],
    )
    game.add_permanent(
        "Worship",
        controller=bob,
        types={"Enchantment"},
        statics=[worship()],
    )


def workload(board: Board, seed: int) -> list[DamagePart]:
    """Random single-recipient damage events, drawn once so the timing measures the engine."""
    rng = random.Random(seed)
    sources = [*board.creatures, board.burn]
    recipients = [*board.creatures, *board.players]
    return [
        DamagePart(rng.choice(sources), rng.choice(recipients), rng.randint(1, 3))
        for _ in range(WORKLOAD)
    ]


def measure(board: Board, parts: Sequence[DamagePart], seconds: float) -> float:
    """Damage events per second over about ``seconds`` of engine time."""
    game = board.game
    deal = game.deal_damage_event
    for part in parts[:BATCH]:  # warm up
        deal([part])
    game.cleanup()
    events = 0
    elapsed = 0.0
    offset = 0
    while elapsed < seconds:
        batch = parts[offset : offset + BATCH]
        offset = (offset + BATCH) % len(parts)
        start = time.perf_counter()
        for part in batch:
            deal([part])
        elapsed += time.perf_counter() - start
        events += len(batch)
        game.cleanup()  # remove marked damage (CR 514.2); not timed
        game.log.clear()  # keep memory flat over millions of events; not timed
    return events / elapsed


def verdict(rate: float, target: int) -> str:
    return f"{rate:,.0f}  (target {target:,}: {'met' if rate >= target else 'NOT met'})"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=3.0, help="engine time per run")
    parser.add_argument("--ruleset", default="current", choices=("current", "cr2011"))
    parser.add_argument("--seed", type=int, default=704)
    args = parser.parse_args(argv)
    print(
        f"mtgrules damage events, ruleset {args.ruleset}: {2 * CREATURES_PER_PLAYER} creatures, "
        f"one part per event, ~{args.seconds:g} s per run"
    )
    for five, label, target in (
        (False, "no effects active", TARGET_NO_EFFECTS),
        (True, "five effects active", TARGET_FIVE_EFFECTS),
    ):
        board = build_board(args.ruleset, five_effects=five, seed=args.seed)
        rate = measure(board, workload(board, args.seed), args.seconds)
        print(f"damage events/s, {label}: {verdict(rate, target)}")


if __name__ == "__main__":
    main()
