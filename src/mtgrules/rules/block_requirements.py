"""Blocking requirements: "~ must be blocked if able." (CR 509.1c, both editions).

A requirement never makes a block illegal; the defending player's declaration must obey as
many requirements as possible without breaking a restriction (CR 509.1c): if some legal
declaration blocks N of the attacking creatures that must be blocked, each declaration must
block N of them. An attacker with menace (CR 702.111b) or "can't be blocked except by two or
more creatures" is blocked only by enough creatures, so it "must be blocked" only if that
many can.

The best number is found among the declarations in which creatures block only attackers with
the requirement: taking away blocks of other attackers never breaks a restriction (no
attacker must be blocked by a minimum number of creatures unless it is blocked at all).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TypeVar

from mtgrules.objects import Keyword, Zone
from mtgrules.rules import combat_rules_4
from mtgrules.state import EntityId, GameObject, GameState

MUST_BE_BLOCKED = "must be blocked if able"
"""The words of the requirement (a ``CombatRule`` static, kept as the creature's restriction
words by rules/static_abilities.py)."""
RULE = "509.1c"
LIMIT = 4096
"""Most declarations tried when finding the best number; beyond it each requirement attacker
is counted as blockable when enough creatures could block it (an upper bound)."""

Pairs = Sequence[tuple[EntityId, EntityId]]
P = TypeVar("P", bound=Pairs)


def must_be_blocked(obj: GameObject) -> bool:
    return obj.restricted(MUST_BE_BLOCKED)  # type: ignore[arg-type]


def _required(state: GameState) -> list[EntityId]:
    combat = state.combat
    if combat is None:
        return []
    return [a for a in combat.attackers if must_be_blocked(state.objects[a])]


def _legal_counts(state: GameState, pairs: Pairs) -> bool:
    """Menace and "can't be blocked by more than one / except by N" (CR 702.111b, 509.1b)."""
    per: dict[EntityId, int] = {}
    for _, attacker in pairs:
        per[attacker] = per.get(attacker, 0) + 1
    for attacker, count in per.items():
        obj = state.objects[attacker]
        if obj.has(Keyword.MENACE) and count < 2:
            return False
        if combat_rules_4.why_count_illegal(obj, count) is not None:
            return False
    return True


def obeyed(state: GameState, pairs: Pairs, required: Sequence[EntityId]) -> int:
    """How many of the ``required`` attackers the declaration blocks."""
    return len({a for _, a in pairs if a in required})


def best(state: GameState) -> int:
    """The most requirements a legal declaration of blockers can obey."""
    from mtgrules.rules.combat import max_blocks, why_cant_block

    required = _required(state)
    combat = state.combat
    if not required or combat is None:
        return 0
    defender_creatures = [
        o
        for o in state.objects.values()
        if o.zone is Zone.BATTLEFIELD and o.is_creature and not o.tapped
    ]
    options: list[list[tuple[EntityId, ...]]] = []
    blockers: list[EntityId] = []
    for obj in defender_creatures:
        can = [a for a in required if why_cant_block(state, combat, obj, a) is None]
        if not can:
            continue
        choices: list[tuple[EntityId, ...]] = [()]
        for count in range(1, min(max_blocks(obj), len(can)) + 1):
            choices.extend(itertools.combinations(can, count))
        blockers.append(obj.id)
        options.append(choices)
    total = 1
    for choices in options:
        total *= len(choices)
    if total > LIMIT:
        return _upper_bound(state, required, options)
    found = 0
    for choice in itertools.product(*options):
        pairs = [(b, a) for b, attacked in zip(blockers, choice, strict=True) for a in attacked]
        if _legal_counts(state, pairs):
            found = max(found, obeyed(state, pairs, required))
            if found == len(required):
                break
    return found


def _upper_bound(
    state: GameState, required: list[EntityId], options: list[list[tuple[EntityId, ...]]]
) -> int:
    able: dict[EntityId, int] = {}
    for choices in options:
        for attacker in {a for choice in choices for a in choice}:
            able[attacker] = able.get(attacker, 0) + 1
    need = {a: 2 if state.objects[a].has(Keyword.MENACE) else 1 for a in required}
    return sum(1 for a in required if able.get(a, 0) >= need[a])


def why_unmet(state: GameState, pairs: Pairs) -> tuple[str, str] | None:
    """Why the declaration (legal otherwise) obeys too few requirements, as (reason, rule),
    or None."""
    required = _required(state)
    if not required:
        return None
    done = obeyed(state, pairs, required)
    most = best(state)
    if done >= most:
        return None
    names = ", ".join(state.objects[a].name for a in required if a not in {x for _, x in pairs})
    return (f"{names} must be blocked if able, and it can be", RULE)


def obeying_most(state: GameState, declarations: list[P]) -> list[P]:
    """The declarations that obey as many requirements as any legal declaration does."""
    required = _required(state)
    if not required or not declarations:
        return declarations
    counts = [obeyed(state, d, required) for d in declarations]
    most = max(counts)
    return [d for d, n in zip(declarations, counts, strict=True) if n == most]


__all__ = ["MUST_BE_BLOCKED", "best", "must_be_blocked", "obeying_most", "why_unmet"]
