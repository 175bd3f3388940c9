"""The combat damage step (CR 510): who deals damage in this step, how each creature's
damage is assigned, and the damage dealt as one simultaneous event.

Assignment itself (510.1a-e, trample, deathtouch) is in
:mod:`mtgrules.rules.damage_assignment`; this module reads the game state for it.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Mapping
from random import Random

from mtgrules.cards.model import Restriction
from mtgrules.combat_state import Combat
from mtgrules.errors import RulesError
from mtgrules.objects import Keyword, Zone
from mtgrules.proposed import DamagePart
from mtgrules.rules.combat_rules_4 import combat_damage_amount
from mtgrules.rules.damage_assignment import (
    Assigner,
    Recipient,
    check_assignment,
    forced_assignment,
)
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameState

Assignments = dict[EntityId, dict[EntityId, int]]


def strikers(state: GameState, combat: Combat) -> list[EntityId]:
    """CR 510.5: attacking and blocking creatures with first strike or double strike."""
    return [
        c
        for c in combatants(combat)
        if state.objects[c].has(Keyword.FIRST_STRIKE) or state.objects[c].has(Keyword.DOUBLE_STRIKE)
    ]


def combatants(combat: Combat) -> list[EntityId]:
    return [*combat.attackers, *(b for b in combat.blocking if b not in combat.attackers)]


def dealers(state: GameState, combat: Combat) -> list[EntityId]:
    """The creatures that assign combat damage in this step (CR 510.5, 702.7c, 702.4c)."""
    if not combat.first_strike_step:
        return combatants(combat)
    if combat.damage_steps <= 1:
        return [c for c in combatants(combat) if c in combat.struck_first]
    # CR 510.5: those that had neither first strike nor double strike as the first step
    # began, and those that have double strike now.
    return [
        c
        for c in combatants(combat)
        if c not in combat.struck_first or state.objects[c].has(Keyword.DOUBLE_STRIKE)
    ]


def assigner(state: GameState, combat: Combat, creature: EntityId) -> Assigner:
    """What CR 510.1 needs to know of a creature about to assign combat damage."""
    obj = state.objects[creature]
    power = combat_damage_amount(state, obj)  # CR 510.1a: its power, or its toughness
    if creature in combat.attackers:
        attacked = combat.attackers[creature]
        defender: EntityId | None = attacked
        if attacked not in state.players:
            walker = state.objects.get(attacked)
            if (
                walker is None
                or walker.zone is not Zone.BATTLEFIELD
                or walker.controller not in state.opponents(obj.controller)
            ):
                # CR 510.1b, 506.4: it left, or its controller changed: the creature isn't
                # attacking anything now.
                defender = None
        return Assigner(
            id=creature,
            power=power,
            recipients=tuple(combat.blocked_by.get(creature, ())),
            blocked=creature in combat.blocked,
            defender=defender,
            trample=obj.has(Keyword.TRAMPLE),
            deathtouch=obj.has(Keyword.DEATHTOUCH),
            as_though_unblocked=obj.restricted(Restriction.ASSIGNS_AS_THOUGH_UNBLOCKED),
            assigns_none=obj.restricted(Restriction.ASSIGNS_NO_COMBAT_DAMAGE),
        )
    return Assigner(
        id=creature,
        power=power,
        recipients=tuple(combat.blocking.get(creature, ())),
        blocked=True,
        defender=None,
        trample=False,
        deathtouch=obj.has(Keyword.DEATHTOUCH),
        blocking=True,
        assigns_none=obj.restricted(Restriction.ASSIGNS_NO_COMBAT_DAMAGE),
    )


def recipients(state: GameState, ids: Iterable[EntityId]) -> dict[EntityId, Recipient]:
    found: dict[EntityId, Recipient] = {}
    for entity in ids:
        obj = state.objects.get(entity)
        if obj is not None and obj.is_creature:
            found[entity] = Recipient(
                id=entity, toughness=obj.current_toughness(), damage_marked=obj.damage
            )
    return found


def _independent(a: Assigner) -> bool:
    """Its assignment can't depend on other creatures' (CR 510.1a-c): no power, nothing
    to assign to, unblocked, or all of it to its one blocker."""
    if a.unblocked_option is not None:
        return False  # all to its defender, or as a blocked creature: a choice
    if a.power <= 0 or a.assigns_none or not a.blocked or not a.recipients:
        return True
    return len(a.recipients) == 1 and not a.trample


def split(
    state: GameState, ruleset: Ruleset, assigners: list[Assigner]
) -> tuple[Assignments, list[Assigner]]:
    """The creatures whose assignment is forced (CR 510.1: only one is legal), and those
    whose controller chooses.

    Other creatures' damage counts toward lethal damage (510.1c-d, 702.19b), so a creature
    with a choice among recipients is decided here only when no other creature with a choice
    shares a recipient with it: then the other damage it counts on is fixed."""
    info = recipients(state, (r for a in assigners for r in a.recipients))
    forced: Assignments = {}
    fixed: list[tuple[Assigner, dict[EntityId, int]]] = []
    choosing: list[Assigner] = []
    for a in assigners:
        if _independent(a):
            only = forced_assignment(ruleset, a, info)
            assert only is not None
            forced[a.id] = only
            fixed.append((a, only))
        else:
            choosing.append(a)
    open_: list[Assigner] = []
    for a in choosing:
        mine = set(a.recipients)
        if any(b is not a and mine & set(b.recipients) for b in choosing):
            open_.append(a)
            continue
        only = forced_assignment(ruleset, a, info, fixed)
        if only is None:
            open_.append(a)
        else:
            forced[a.id] = only
    return forced, open_


def splits(total: int, targets: list[EntityId]) -> list[dict[EntityId, int]]:
    """Every way to divide ``total`` damage among ``targets`` (zero amounts left out)."""
    if total <= 0 or not targets:
        return [{}]
    found: list[dict[EntityId, int]] = []
    for cuts in itertools.combinations_with_replacement(range(total + 1), len(targets) - 1):
        bounds = (0, *cuts, total)
        split = {t: bounds[i + 1] - bounds[i] for i, t in enumerate(targets)}
        found.append({t: n for t, n in split.items() if n})
    return found


def random_split(total: int, targets: list[EntityId], rng: Random) -> dict[EntityId, int]:
    """One of :func:`splits` drawn uniformly at random, without listing them (stars and
    bars: the cuts are ``len(targets) - 1`` distinct positions among ``total + len - 1``)."""
    if total <= 0 or not targets:
        return {}
    parts = len(targets) - 1
    positions = sorted(rng.sample(range(total + parts), parts))
    cuts = [p - i for i, p in enumerate(positions)]
    bounds = (0, *cuts, total)
    split = {t: bounds[i + 1] - bounds[i] for i, t in enumerate(targets)}
    return {t: n for t, n in split.items() if n}


def _choices(a: Assigner) -> tuple[list[EntityId], bool]:
    """What ``a`` may divide its damage among, and whether assigning nothing to them (all
    to its defender "as though it weren't blocked") is one more choice."""
    beyond = a.trample or a.unblocked_option is not None
    targets = list(a.recipients) + ([a.defender] if beyond and a.defender else [])
    # CR 510.1c: no blockers left; "may" assign to its defender
    return targets, a.unblocked_option is not None and not a.order and not a.trample


def random_assignment(
    state: GameState, ruleset: Ruleset, assigners: list[Assigner], rng: Random
) -> Assignments:
    """One candidate whole assignment of the creatures with a choice, each creature's drawn
    uniformly among its candidates (as :func:`whole_assignments` lists them, unchecked)."""
    _, open_ = split(state, ruleset, assigners)
    found: Assignments = {}
    for a in open_:
        targets, nothing = _choices(a)
        count = math.comb(a.power + len(targets) - 1, len(targets) - 1) if targets else 1
        if nothing and rng.randrange(count + 1) == count:
            found[a.id] = {}
        else:
            found[a.id] = random_split(a.power, targets, rng)
    return found


def whole_assignments(
    state: GameState,
    ruleset: Ruleset,
    assigners: list[Assigner],
    limit: int,
    most: int | None = None,
) -> list[Assignments] | None:
    """Every legal whole assignment (CR 510.1e) of the creatures with a choice among
    ``assigners`` (one player's), or None when there are more than ``limit`` candidates;
    with ``most``, stop once that many are found."""
    forced, open_ = split(state, ruleset, assigners)
    info = recipients(state, (r for a in assigners for r in a.recipients))
    per: list[list[dict[EntityId, int]]] = []
    total = 1
    for a in open_:
        targets, nothing = _choices(a)
        per.append(splits(a.power, targets) + ([{}] if nothing else []))
        total *= len(per[-1])
        if total > limit:
            return None
    found: list[Assignments] = []
    for choice in itertools.product(*per):
        mine = {a.id: c for a, c in zip(open_, choice, strict=True)}
        try:
            check_assignment(ruleset, assigners, {**forced, **mine}, info)
        except RulesError:
            continue
        found.append(mine)
        if most is not None and len(found) >= most:
            break
    return found


def damage_parts(assignments: Mapping[EntityId, Mapping[EntityId, int]]) -> list[DamagePart]:
    """CR 510.2: all assigned combat damage, as the parts of one damage event."""
    return [
        DamagePart(creature, recipient, amount, True, None)
        for creature, assignment in assignments.items()
        for recipient, amount in assignment.items()
        if amount > 0
    ]
