"""Trigger events of combat (CR 603.2, 508.3a, 509.3a-d; 2011: 508.2a, 509.4a-d): "attacks",
"attacks alone" (CR 506.5), "you attack", battalion, "blocks", "becomes blocked [by a
creature]", flanking, "attacks and isn't blocked" (CR 509.1h).
"""

from __future__ import annotations

from mtgrules.objects import Keyword
from mtgrules.rules.blocker_kinds import KIND_VERBS, kind_blocks
from mtgrules.rules.trigger_watch import Instance, Watch, attacked_player, is_subject
from mtgrules.rulesets import Ruleset
from mtgrules.state import GameObject, GameState
from mtgrules.turn_events import AttackersDeclared, BlockersDeclared


def attacks(
    state: GameState, ruleset: Ruleset, watch: Watch, obj: GameObject, event: AttackersDeclared
) -> tuple[str, list[Instance]] | None:
    rule = ruleset.rule("attacks trigger")  # CR 508.3a (2011: 508.2a)
    attackers = [a for a, _ in event.attacks]
    if watch.verb == "attack" and watch.noun == "you":
        # "Whenever you attack": you declared one or more attackers (CR 508.1).
        mine = any(state.objects[a].controller == obj.controller for a in attackers)
        return (rule, [(None, None)]) if mine else None
    if watch.verb == "attacks alone":
        # CR 506.5: a creature "attacks alone" if it's the only creature declared as an
        # attacker during the declare attackers step.
        if len(attackers) == 1 and is_subject(state, watch, attackers[0], obj):
            attacker, defender = event.attacks[0]
            return rule, [(attacked_player(state, defender), None if watch.own else attacker)]
        return None
    if watch.verb == "and at least two other creatures attack":
        # Battalion (CR 207.2c, an ability word): it and at least two others attack.
        if obj.id in attackers and len(attackers) >= 3:
            return rule, [(None, None)]
        return None
    if watch.verb == "attacks you or a planeswalker you control":
        # CR 508.1 / 506.2: the player it attacks is you (directly or through your
        # planeswalker).
        at_you: list[Instance] = [
            (obj.controller, a)
            for a, d in event.attacks
            if attacked_player(state, d) == obj.controller and is_subject(state, watch, a, obj)
        ]
        return (rule, at_you) if at_you else None
    if watch.verb == "attacks":
        found = [
            (attacked_player(state, d), None if watch.own else a)
            for a, d in event.attacks
            if is_subject(state, watch, a, obj)
        ]
        if watch.batch:
            # "one or more ... attack": once (CR 603.2c); "you attack with two or more
            # creatures": once, if at least two of them were declared as attackers (CR 508.1)
            return (rule, [(None, None)]) if found and len(found) >= watch.at_least else None
        return (rule, found) if found else None
    return None


def blocks(
    state: GameState, ruleset: Ruleset, watch: Watch, obj: GameObject, event: BlockersDeclared
) -> tuple[str, list[Instance]] | None:
    base = ruleset.rule("blocks trigger")  # CR 509.3a today, 509.4a in 2011
    verb = watch.verb
    if watch.other_kind or (verb in KIND_VERBS and watch.article in ("enchanted", "equipped")):
        # "~ becomes blocked by a green creature", "equipped creature blocks or becomes
        # blocked by a Vampire" (CR 509.3b, 509.3d)
        return kind_blocks(state, base, watch, obj, event)
    if verb == "blocks":
        found = sorted({b for b, _ in event.blocks if is_subject(state, watch, b, obj)})
        return (base, [(None, b) for b in found]) if found else None
    blocked_by = [b for b, a in event.blocks if a == obj.id]
    combat = state.combat
    if verb == "attacks and isn't blocked":
        # CR 509.1h: an attacking creature with no blockers declared for it is unblocked.
        blocked = {a for _, a in event.blocks}
        attacking = combat.attackers if combat is not None else {}
        unblocked: list[Instance] = [
            (attacked_player(state, d), None if watch.own else a)
            for a, d in attacking.items()
            if a not in blocked and is_subject(state, watch, a, obj)
        ]
        return ("509.1h", unblocked) if unblocked else None
    defending = None
    if combat is not None and obj.id in combat.attackers:
        defending = attacked_player(state, combat.attackers[obj.id])
    if verb == "blocks a creature" and watch.own:
        # CR 509.3b (2011: 509.4b): once for each attacking creature it blocks.
        each: list[Instance] = [(None, a) for b, a in event.blocks if b == obj.id]
        return (base[:-1] + "b", each) if each else None
    if verb == "becomes blocked" and not watch.own:
        # CR 509.3c (2011: 509.4c): once for each watched attacker that becomes blocked.
        newly = sorted({a for _, a in event.blocks if is_subject(state, watch, a, obj)})
        each_blocked: list[Instance] = [
            (attacked_player(state, combat.attackers[a]) if combat else None, a) for a in newly
        ]
        return (base[:-1] + "c", each_blocked) if each_blocked else None
    if verb == "becomes blocked" and watch.own and blocked_by:
        # CR 509.3c (2011: 509.4c): "becomes blocked" triggers once, however many block it.
        return base[:-1] + "c", [(defending, None)]
    if verb == "becomes blocked by a creature" and watch.own and blocked_by:
        # CR 509.3d (2011: 509.4d): once for each creature blocking it.
        return base[:-1] + "d", [(defending, b) for b in blocked_by]
    if verb == "becomes blocked by a creature without flanking" and watch.own:
        # Flanking (CR 702.25a, 2011: 702.23a): once for each blocker without flanking.
        flanked: list[Instance] = [
            (defending, b) for b in blocked_by if not state.objects[b].has(Keyword.FLANKING)
        ]
        return (base[:-1] + "d", flanked) if flanked else None
    if verb == "blocks or becomes blocked by a creature" and watch.own:
        # Once per creature it blocks and per creature blocking it.
        others = [a for b, a in event.blocks if b == obj.id] + blocked_by
        return (base, [(None, o) for o in others]) if others else None
    return None
