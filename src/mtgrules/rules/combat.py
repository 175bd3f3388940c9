"""Declaring attackers and blockers (CR 506-509) with the keywords that matter to them.

Requirements and restrictions are checked on the declaration as a whole (CR 508.1c-d,
509.1b-c); :func:`attack_declarations` and :func:`block_declarations` list every legal one.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from mtgrules.cards.model import Restriction
from mtgrules.combat_state import Combat
from mtgrules.effects.blocking_this_turn import why_group_cant_block
from mtgrules.objects import Keyword, Zone
from mtgrules.rules import block_requirements, blocking_limits, combat_rules_4, keywords, unleash
from mtgrules.rules.casting import IllegalActionError, TooManyToListError
from mtgrules.rules.lesser_power_blocks import why_lesser_power_stops
from mtgrules.state import EntityId, GameObject, GameState

Pairs = tuple[tuple[EntityId, EntityId], ...]
MAX_DECLARATIONS = 20_000


def defending_player(state: GameState) -> EntityId:
    """The defending player of a two-player game (CR 506.2)."""
    active = state.active_player
    assert active is not None
    return next(p for p in state.opponents(active) if not state.players[p].has_lost)


def attack_targets(state: GameState, attacker_controller: EntityId) -> list[EntityId]:
    """CR 508.1b: a creature attacks an opponent or a planeswalker an opponent controls."""
    opponents = [p for p in state.opponents(attacker_controller) if not state.players[p].has_lost]
    walkers = [
        o.id
        for o in state.objects.values()
        if o.zone is Zone.BATTLEFIELD and o.is_planeswalker and o.controller in opponents
    ]
    return opponents + walkers


def why_cant_attack(state: GameState, obj: GameObject) -> tuple[str, str] | None:
    """Why a creature can't attack, as (reason, rule), or None if it can."""
    if not obj.is_creature or obj.zone is not Zone.BATTLEFIELD:
        return ("it is not a creature on the battlefield", "508.1a")
    if obj.controller != state.active_player:
        return ("its controller is not the active player", "508.1a")
    if obj.tapped:
        return ("it is tapped", "508.1a")
    if state.sick(obj) and not obj.has(Keyword.HASTE):
        return ("it came under its controller's control this turn (summoning sickness)", "302.6")
    if obj.has(Keyword.DEFENDER):
        return ("it has defender", "702.3b")
    if obj.restricted(Restriction.CANT_ATTACK):
        return ("it can't attack", "508.1c")
    return None


def check_attack(state: GameState, attacks: Pairs) -> None:
    """CR 508.1a-d: every attacker may attack, once, what it attacks."""
    seen: set[EntityId] = set()
    for attacker, defender in attacks:
        obj = state.objects.get(attacker)
        if obj is None:
            raise IllegalActionError(f"no creature {attacker} on the battlefield", rule="508.1a")
        if attacker in seen:
            raise IllegalActionError(f"{obj.name} is declared as an attacker twice", rule="508.1a")
        seen.add(attacker)
        reason = why_cant_attack(state, obj)
        if reason is not None:
            raise IllegalActionError(f"{obj.name} can't attack: {reason[0]}", rule=reason[1])
        targets = attack_targets(state, obj.controller)
        if defender not in targets:
            raise IllegalActionError(
                f"{obj.name} can't attack {defender}: not an opponent or an opponent's "
                "planeswalker",
                rule="508.1b",
            )
        goad = combat_rules_4.why_goad_breaks(state, obj, defender, targets)  # CR 701.15a
        if goad is not None:
            raise IllegalActionError(goad[0], rule=goad[1])
    for obj in must_attack(state):
        if obj.id not in seen:  # CR 508.1d: obey as many requirements as possible
            raise IllegalActionError(
                f"{obj.name} attacks each combat if able, and it is able", rule="508.1d"
            )


def must_attack(state: GameState) -> list[GameObject]:
    """CR 508.1d: the active player's creatures with the requirement "attacks each combat if
    able" that can attack (no restriction stops them, 508.1c): every legal declaration
    includes them (the engine knows no cost to attack, 508.1d's "unless it costs")."""
    return [
        o
        for o in state.battlefield()
        if o.controller == state.active_player
        and o.is_creature
        and o.restricted(Restriction.ATTACKS_EACH_COMBAT)
        and why_cant_attack(state, o) is None
        and attack_targets(state, o.controller)
    ]


def attack_choices(state: GameState) -> tuple[list[EntityId], list[list[EntityId | None]]]:
    """The active player's creatures able to attack, and for each what it may attack (None:
    it doesn't attack; absent for a creature that must attack, CR 508.1d; only the goading
    player's opponents for a goaded one, CR 701.15a)."""
    active = state.active_player
    assert active is not None
    targets = attack_targets(state, active)
    able = [
        o.id
        for o in state.battlefield()
        if o.controller == active and o.is_creature and why_cant_attack(state, o) is None
    ]
    required = {o.id for o in must_attack(state)}  # CR 508.1d
    options: list[list[EntityId | None]] = []
    for a in able:
        mine = combat_rules_4.goad_targets(state, state.objects[a], targets)  # CR 701.15a
        options.append([*mine] if a in required else [None, *mine])
    return able, options


def attack_declarations(state: GameState, limit: int = MAX_DECLARATIONS) -> list[Pairs]:
    """Every legal declaration of attackers, the empty one first (when legal, CR 508.1d)."""
    active = state.active_player
    assert active is not None
    able, options = attack_choices(state)
    if (len(attack_targets(state, active)) + 1) ** len(able) > limit:
        raise TooManyToListError(
            f"too many attack declarations to list ({len(able)} creatures); "
            "propose one and it is checked",
            rule="508.1",
        )
    found: list[Pairs] = []
    for choice in itertools.product(*options):
        found.append(tuple((a, d) for a, d in zip(able, choice, strict=True) if d is not None))
    return found


def max_blocks(obj: GameObject) -> int:
    return 2 if obj.restricted(Restriction.EXTRA_BLOCK) else 1


def why_cant_block(
    state: GameState, combat: Combat, blocker: GameObject, attacker: EntityId
) -> tuple[str, str] | None:
    """Why ``blocker`` can't block ``attacker``, as (reason, rule), or None if it can."""
    if not blocker.is_creature or blocker.zone is not Zone.BATTLEFIELD:
        return ("it is not a creature on the battlefield", "509.1a")
    if blocker.controller != defending_player(state):
        return ("its controller is not the defending player", "509.1a")
    if blocker.tapped:
        return ("it is tapped", "509.1a")
    if blocker.restricted(Restriction.CANT_BLOCK):
        return ("it can't block", "509.1b")
    if unleash.cant_block(blocker):
        return ("it has unleash and a +1/+1 counter on it", "702.98a")
    if (this_turn := why_group_cant_block(state, blocker)) is not None:
        return this_turn  # "Creatures your opponents control can't block this turn."
    if attacker not in combat.attackers:
        return (f"{attacker} is not an attacking creature", "509.1a")
    attacking = state.objects[attacker]
    if attacking.restricted(Restriction.CANT_BE_BLOCKED):
        return (f"{attacking.name} can't be blocked", "509.1b")
    by_power = blocking_limits.why_power_stops(attacking, blocker)  # "with power 2 or less"
    if by_power is not None:
        return by_power
    lesser = why_lesser_power_stops(attacking, blocker)  # "with power less than ~'s power"
    if lesser is not None:
        return lesser
    by_group = combat_rules_4.why_group_stops(attacking, blocker)  # "by green creatures"
    if by_group is not None:
        return by_group
    if (
        attacking.has(Keyword.FLYING)
        and not blocker.has(Keyword.FLYING)
        and not blocker.has(Keyword.REACH)
    ):
        return (f"{attacking.name} has flying", "702.9b")
    return keywords.why_evasion_stops(state, attacking, blocker)  # fear, shadow, protection, ...


def check_blocks(state: GameState, blocks: Pairs) -> None:
    """CR 509.1a-c: each block is possible, no creature blocks more than it may, and no
    attacker with menace is blocked by just one creature (CR 702.111b)."""
    combat = state.combat
    assert combat is not None
    per_blocker: dict[EntityId, list[EntityId]] = {}
    per_attacker: dict[EntityId, list[EntityId]] = {}
    for blocker, attacker in blocks:
        obj = state.objects.get(blocker)
        if obj is None:
            raise IllegalActionError(f"no creature {blocker} on the battlefield", rule="509.1a")
        reason = why_cant_block(state, combat, obj, attacker)
        if reason is not None:
            raise IllegalActionError(f"{obj.name} can't block: {reason[0]}", rule=reason[1])
        if attacker in per_blocker.get(blocker, []):
            raise IllegalActionError(f"{obj.name} blocks {attacker} twice", rule="509.1a")
        per_blocker.setdefault(blocker, []).append(attacker)
        per_attacker.setdefault(attacker, []).append(blocker)
    for blocker, attacked in per_blocker.items():
        obj = state.objects[blocker]
        if len(attacked) > max_blocks(obj):
            raise IllegalActionError(
                f"{obj.name} can block only {max_blocks(obj)} creature(s)", rule="509.1a"
            )
    for attacker, blockers in per_attacker.items():
        if state.objects[attacker].has(Keyword.MENACE) and len(blockers) < 2:
            raise IllegalActionError(
                f"{state.objects[attacker].name} has menace: it can't be blocked except by two "
                "or more creatures",
                rule="702.111b",
            )
        counted = combat_rules_4.why_count_illegal(state.objects[attacker], len(blockers))
        if counted is not None:  # "can't be blocked by more than one creature" (CR 509.1b)
            raise IllegalActionError(f"{counted[0]}", rule=counted[1])
    unmet = block_requirements.why_unmet(state, blocks)  # "must be blocked if able"
    if unmet is not None:  # CR 509.1c: obey as many requirements as possible
        raise IllegalActionError(unmet[0], rule=unmet[1])


def block_choices(
    state: GameState,
) -> tuple[list[EntityId], list[list[tuple[EntityId, ...]]]]:
    """The defending player's creatures able to block, and for each the attackers it may
    block (none first; more than one only for a creature that can block several, CR 509.1a)."""
    combat = state.combat
    assert combat is not None
    defender = defending_player(state)
    per_blocker: list[list[tuple[EntityId, ...]]] = []
    blockers: list[EntityId] = []
    for obj in state.battlefield():
        if obj.controller != defender or not obj.is_creature:
            continue
        can = [a for a in combat.attackers if why_cant_block(state, combat, obj, a) is None]
        if not can:
            continue
        options: list[tuple[EntityId, ...]] = [()]
        for count in range(1, max_blocks(obj) + 1):
            options.extend(itertools.combinations(can, count))
        blockers.append(obj.id)
        per_blocker.append(options)
    return blockers, per_blocker


def block_declarations(state: GameState, limit: int = MAX_DECLARATIONS) -> list[Pairs]:
    """Every legal declaration of blockers, the empty one first."""
    combat = state.combat
    assert combat is not None
    blockers, per_blocker = block_choices(state)
    total = 1
    for options in per_blocker:
        total *= len(options)
    if total > limit:
        raise TooManyToListError(
            f"too many block declarations to list ({total}); propose one and it is checked",
            rule="509.1",
        )
    # Each blocker's options are legal on their own and within its limit (CR 509.1a-b);
    # what remains to check on the whole is menace (CR 702.111b).
    menace = {a for a in combat.attackers if state.objects[a].has(Keyword.MENACE)}
    limited = [a for a in combat.attackers if combat_rules_4.count_limited(state.objects[a])]
    found: list[Pairs] = []
    for choice in itertools.product(*per_blocker):
        pairs = tuple(
            (b, a) for b, attacked in zip(blockers, choice, strict=True) for a in attacked
        )
        if menace:
            menaced = [a for _, a in pairs if a in menace]
            if any(menaced.count(a) == 1 for a in menaced):
                continue
        if limited and any(  # CR 509.1b: "can't be blocked by more than one creature"
            combat_rules_4.why_count_illegal(state.objects[a], sum(1 for _, b in pairs if b == a))
            for a in limited
        ):
            continue
        found.append(pairs)
    return block_requirements.obeying_most(state, found)  # CR 509.1c


def orders_needed(state: GameState, ruleset_orders: bool) -> tuple[list[EntityId], list[EntityId]]:
    """CR 2011 509.2/509.3: attackers blocked by two or more creatures, and blockers blocking
    two or more attackers (nothing under today's rules)."""
    combat = state.combat
    if combat is None or not ruleset_orders:
        return [], []
    attackers = [a for a, bs in combat.blocked_by.items() if len(bs) >= 2]
    blockers = [b for b, attacked in combat.blocking.items() if len(attacked) >= 2]
    return attackers, blockers


def check_order(
    current: Sequence[EntityId], proposed: Sequence[EntityId], name: str, rule: str
) -> None:
    if sorted(current) != sorted(proposed) or len(set(proposed)) != len(proposed):
        raise IllegalActionError(
            f"the damage assignment order of {name} must list exactly {list(current)}",
            rule=rule,
        )
