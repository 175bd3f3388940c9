"""State-based actions (CR 704), checked as a fixed point whenever a player would receive
priority: all applicable actions are performed at once, then the check repeats (CR 704.3).

>>> from mtgrules import Game
>>> game = Game()
>>> alice = game.add_player("Alice")
>>> bob = game.add_player("Bob")
>>> bears = game.add_permanent("Grizzly Bears", controller=bob, types={"Creature"},
...                            power=2, toughness=2, damage=2)
>>> [e.rule for e in game.check_state_based_actions()]
['704.5g', '400.7']
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from mtgrules.combat_keyword_events import UmbraArmorApplied
from mtgrules.effects.base import Effect
from mtgrules.effects.no_regeneration import usable_shields
from mtgrules.effects.regeneration import RegenerationShield
from mtgrules.events import (
    CountersRemoved,
    Event,
    GameOver,
    PermanentDestroyed,
    PlayerLost,
    Regenerated,
    ZoneChanged,
)
from mtgrules.objects import MINUS_ONE, PLUS_ONE, CardType, Keyword, Zone
from mtgrules.rules import sagas, schemes, speed, umbra_armor
from mtgrules.rules.attachments import attachment_actions
from mtgrules.rules.game_outcome import may_lose
from mtgrules.rules.shield_counters import shield_instead_of_destruction
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.token_events import roles_replaced, tokens_ceasing
from mtgrules.variants import Variant

MAX_PASSES = 1000


def one_pass(
    state: GameState, ruleset: Ruleset, variant: Variant, effects: list[Effect]
) -> list[Event]:
    """The state-based actions that apply now, to be performed simultaneously (CR 704.3).
    Computed without changing the state: new objects get the ids the state will give next."""
    events: list[Event] = []
    events.extend(variant.player_losses(state, ruleset))
    shields = usable_shields(effects)  # not of "can't be regenerated" (effects/no_regeneration)
    new_ids = itertools.count(state.next_id)
    armored = umbra_armor.armors(state)  # CR 702.89a
    creature, planeswalker = CardType.CREATURE, CardType.PLANESWALKER
    for obj in state.battlefield():  # listed once: the pass changes nothing
        types = obj.types
        if obj.counters or creature in types or planeswalker in types:  # else none applies
            events.extend(_permanent_actions(ruleset, obj, shields, new_ids, armored.get(obj.id)))
    # CR 704.5m-n (2011: 704.5n, 704.5p): Auras and Equipment attached illegally.
    moving = {e.object for e in events if isinstance(e, ZoneChanged)}
    events.extend(attachment_actions(state, ruleset, new_ids, moving))
    events.extend(sagas.finished_sagas(state, new_ids, moving))  # CR 704.5s (714.4)
    events.extend(roles_replaced(state, new_ids, moving))  # CR 704.5y: one Role per player
    events.extend(tokens_ceasing(state))  # CR 704.5d: tokens outside the battlefield
    events.extend(speed.speeds_started(state))  # CR 702.179: start your engines!
    if state.command_cards:  # CR 904.10: a scheme's abilities have left the stack
        events.extend(schemes.finished_schemes(state))
    return events


def _permanent_actions(
    ruleset: Ruleset,
    obj: GameObject,
    shields: dict[EntityId, RegenerationShield],
    new_ids: Iterator[int],
    armor: GameObject | None = None,
) -> list[Event]:
    events: list[Event] = []
    if obj.is_creature:
        toughness = obj.current_toughness()
        if toughness <= 0:
            # CR 704.5f: put into the graveyard; not destruction, so neither regeneration
            # nor indestructible helps.
            return [_to_graveyard(obj, "704.5f", new_ids)]
        reason = None
        if obj.damage >= toughness:
            reason = "704.5g"  # lethal damage (CR 120.6 / 119.6)
        elif obj.deathtouch_damaged:
            reason = "704.5h"  # deathtouch damage (CR 702.2b today, 702.2c in 2011)
        if reason is not None:
            destroyed = destroy(ruleset, obj, reason, shields, new_ids, armor)
            if any(isinstance(e, ZoneChanged) for e in destroyed):
                return destroyed
            events.extend(destroyed)  # regenerated: it stays, and other actions apply too
    if obj.is_planeswalker and obj.current_loyalty() <= 0:
        return [_to_graveyard(obj, "704.5i", new_ids)]
    if not obj.counters:
        return events
    plus, minus = obj.counter(PLUS_ONE), obj.counter(MINUS_ONE)
    if plus and minus:
        # +1/+1 and -1/-1 counters on one permanent annihilate in pairs.
        rule = ruleset.counter_annihilation_rule
        both = min(plus, minus)
        events.append(CountersRemoved(permanent=obj.id, kind=PLUS_ONE, amount=both, rule=rule))
        events.append(CountersRemoved(permanent=obj.id, kind=MINUS_ONE, amount=both, rule=rule))
    return events


def destroy(
    ruleset: Ruleset,
    obj: GameObject,
    reason: str,
    shields: dict[EntityId, RegenerationShield],
    new_ids: Iterator[int],
    armor: GameObject | None = None,
) -> list[Event]:
    """Destroy ``obj`` (CR 701.7), unless indestructible; an Aura with umbra ``armor`` on it
    or a regeneration shield replaces the destruction."""
    if obj.has(Keyword.INDESTRUCTIBLE):
        return []  # CR 702.12b (2011: 700.4): indestructible permanents aren't destroyed
    shielded = shield_instead_of_destruction(obj)  # CR 122.1c: rules/shield_counters.py
    if shielded is not None:
        return shielded
    if armor is not None:
        # CR 702.89a (2011: 702.87a): remove all damage from it, destroy the Aura instead.
        rule = umbra_armor.umbra_armor_rule(ruleset)
        saved = UmbraArmorApplied(permanent=obj.id, attachment=armor.id, rule=rule)
        return [saved, *destroy(ruleset, armor, rule, shields, new_ids)]
    shield = shields.get(obj.id)
    if shield is not None:
        # Regeneration replaces destruction: tap it, remove all damage from it.
        return [Regenerated(permanent=obj.id, effect=shield.id, rule=ruleset.regenerate_rule)]
    return [
        PermanentDestroyed(permanent=obj.id, reason=reason, rule=reason),
        _to_graveyard(obj, "400.7", new_ids),
    ]


def _to_graveyard(obj: GameObject, rule: str, new_ids: Iterator[int]) -> ZoneChanged:
    return ZoneChanged(
        object=obj.id,
        new_id=next(new_ids),
        origin=Zone.BATTLEFIELD,
        destination=Zone.GRAVEYARD,
        rule=rule,
    )


def clear_deathtouch_marks(state: GameState) -> None:
    """CR 704.5h and 704.5b count what happened since the last check: forget it now. Only
    permanents are dealt damage; an object in another zone is never changed in place (CR
    400.7), so only the live objects can be marked."""
    for obj in state.objects.live():
        if obj.deathtouch_damaged:
            obj.deathtouch_damaged = False
    state.drew_from_empty.clear()


def game_over(state: GameState) -> GameOver | None:
    """CR 104.2a: the last player (or team) standing wins; CR 104.4a: if all remaining
    players lose at once, the game is a draw."""
    if state.winners is not None:
        return None
    standing = [p for p in state.players.values() if not p.has_lost]
    teams = {p.team if p.team is not None else -p.id for p in standing}
    if len(teams) > 1:
        return None
    if standing:
        return GameOver(winners=frozenset(p.id for p in standing), rule="104.2a")
    return GameOver(winners=frozenset(), rule="104.4a")


def losses_of_players(
    state: GameState, ruleset: Ruleset, poison_limit: int, shared: bool
) -> list[PlayerLost]:
    """CR 704.5a: 0 or less life loses; CR 704.5c: ten or more poison counters loses. In a
    Two-Headed Giant game the team's shared totals count instead (CR 704.6a/704.6b today,
    704.5t/704.5u in 2011)."""
    events: list[PlayerLost] = []
    for player in state.players.values():
        if player.has_lost:
            continue
        reasons: list[PlayerLost] = []
        if state.life_of(player.id) <= 0:
            rule = ruleset.team_life_loss_rule if shared else "704.5a"
            reasons.append(PlayerLost(player=player.id, reason="life", rule=rule))
        if state.poison_of(player.id) >= poison_limit:
            rule = ruleset.team_poison_loss_rule if shared else "704.5c"
            reasons.append(PlayerLost(player=player.id, reason="poison", rule=rule))
        if player.id in state.drew_from_empty:
            # CR 704.5b: attempted to draw from an empty library since the last check.
            reasons.append(PlayerLost(player=player.id, reason="empty library", rule="704.5b"))
        # the first reason no effect overrides ("You can't lose the game", "You don't lose
        # the game for having 0 or less life": rules/game_outcome.py)
        events += [e for e in reasons if may_lose(state, e)][:1]
    return events
