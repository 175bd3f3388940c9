"""Full combat damage steps per second, for 1, 10 and 100 attackers each blocked by up to
three creatures.

A board is prepared once per size: Alice's attackers (4/4, some with first strike, trample or
deathtouch) attack Bob, and each is blocked by 0-3 of Bob's creatures (1/1 to 3/3); under
``cr2011`` the damage assignment orders are declared. The timed part starts from a copy of
that board with Alice holding priority in the declare blockers step and runs one combat
damage step through the public entry point: both players pass, the active player's whole
assignment is made (lethal damage to each blocker in order, the rest to the last, which is
legal under both rulesets), the defending player's blockers assign theirs, all combat damage
is dealt as one event, state-based actions run, and the active player receives priority.
Copying the board is outside the timed part.

Run: ``python benchmarks/combat_damage.py [--seconds 2] [--ruleset current|cr2011]``.
"""

from __future__ import annotations

import argparse
import random
import time

from mtgrules import EntityId, Game
from mtgrules.actions import (
    AssignCombatDamage,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
    PassPriority,
)
from mtgrules.objects import Step
from mtgrules.rules.combat import orders_needed

SIZES = (1, 10, 100)
TARGET_AT_10 = 1_000


def build(ruleset: str, attackers: int, seed: int) -> Game:
    """A game in the declare blockers step, blocks declared, Alice holding priority."""
    rng = random.Random(seed)
    game = Game(ruleset)
    alice, bob = game.add_player("Alice", life=10_000), game.add_player("Bob", life=10_000)
    mine: list[EntityId] = []
    for i in range(attackers):
        keywords = rng.choice([(), (), ("first strike",), ("trample",), ("deathtouch",)])
        mine.append(
            game.add_permanent(
                f"Attacker {i}",
                controller=alice,
                types={"Creature"},
                power=4,
                toughness=4,
                keywords=keywords,
            )
        )
    blocks: list[tuple[EntityId, EntityId]] = []
    for attacker in mine:
        for j in range(rng.randint(0, 3)):
            size = rng.randint(1, 3)
            blocker = game.add_permanent(
                f"Blocker {attacker}.{j}",
                controller=bob,
                types={"Creature"},
                power=size,
                toughness=size,
            )
            blocks.append((blocker, attacker))
    game.begin("declare attackers", active=alice)
    game.apply(DeclareAttackers(tuple((a, bob) for a in mine)))
    while game.state.step is not Step.DECLARE_BLOCKERS:
        game.apply(PassPriority())
    game.apply(DeclareBlockers(tuple(blocks)))
    while game.decision_kind() not in (None, "priority"):
        combat = game.state.combat
        assert combat is not None
        attackers_, blockers_ = orders_needed(game.state, True)
        needing = (
            [(a, tuple(combat.blocked_by[a])) for a in attackers_]
            if game.decision_kind() == "order blockers"
            else [(b, tuple(combat.blocking[b])) for b in blockers_]
        )
        game.apply(OrderDamageAssignment(tuple(needing)))
    return game


def lethal_in_order(game: Game, player: EntityId) -> AssignCombatDamage:
    """Lethal damage to each recipient in order, the rest to the last (or to the defender
    for a trampler once every blocker has lethal)."""
    state = game.state
    chosen = []
    for a in game.open_assigners(player):
        left = a.power
        split: dict[EntityId, int] = {}
        for r in a.recipients:
            obj = state.objects[r]
            need = 1 if a.deathtouch else max(0, obj.current_toughness() - obj.damage)
            give = min(left, need)
            if give:
                split[r] = give
            left -= give
        if left:
            last = a.defender if a.trample and a.defender is not None else a.recipients[-1]
            split[last] = split.get(last, 0) + left
        chosen.append((a.id, tuple(sorted(split.items()))))
    return AssignCombatDamage(tuple(chosen))


def one_step(game: Game) -> None:
    """Run one combat damage step from the declare blockers step's priority."""
    game.apply(PassPriority())
    game.apply(PassPriority())
    while True:
        kind = game.decision_kind()
        if kind == "priority":
            return
        decision = game.decision_player()
        game.apply(lethal_in_order(game, decision))


def measure(ruleset: str, attackers: int, seconds: float) -> float:
    board = build(ruleset, attackers, seed=attackers)
    games = 0
    elapsed = 0.0
    while elapsed < seconds:
        copies = [board.copy() for _ in range(20)]
        start = time.perf_counter()
        for game in copies:
            one_step(game)
        elapsed += time.perf_counter() - start
        games += len(copies)
    return games / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--ruleset", default="current", choices=("current", "cr2011"))
    args = parser.parse_args()
    rates = {n: measure(args.ruleset, n, args.seconds) for n in SIZES}
    for n, rate in rates.items():
        print(f"{n:>3} attackers: {rate:>10,.0f} combat damage steps/s")
    verdict = "met" if rates[10] >= TARGET_AT_10 else "NOT met"
    print(f"target at 10 attackers: {TARGET_AT_10:,}/s ({verdict})")
    print(
        f"time per step, 100 vs 10 attackers: {rates[10] / rates[100]:.1f}x "
        "(linear growth would be about 10x)"
    )


if __name__ == "__main__":
    main()
