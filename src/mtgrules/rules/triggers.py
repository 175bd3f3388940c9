"""Triggered abilities that trigger on events (CR 603.2), and resolving them.

Triggered abilities wait to be put on the stack (CR 603.3); until the stack exists in the
engine they can be resolved in order with :meth:`Game.resolve_triggers`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgrules.cards.pending import (
    AtBeginningOf,
    WhenAnotherEnters,
    WhenCast,
    WhenDies,
    WhenLeaves,
    WhenOther,
)
from mtgrules.effects.attached import ATTACHED_IDS, ATTACHED_WORDS, attached_player
from mtgrules.effects.base import Match, Who
from mtgrules.effects.cascade import WhenCastWithCascade
from mtgrules.effects.chapters import ChapterReached
from mtgrules.effects.cipher import WhenEncodedDealsCombatDamage
from mtgrules.effects.class_levels import ClassLevelReached
from mtgrules.effects.exile_keywords import WhenLastTimeCounterRemoved, WhenSuspendedUpkeep
from mtgrules.effects.madness import WhenExiledWithMadness
from mtgrules.effects.miracle import WhenRevealedForMiracle
from mtgrules.effects.spell_copies import WhenThisSpellCast
from mtgrules.effects.training import WhenAttacksWithGreaterPower
from mtgrules.effects.triggers import (
    SELF,
    TriggeredAbility,
    WhenAttacks,
    WhenBlocks,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenEntersBattlefield,
    WhenGainLife,
)
from mtgrules.events import (
    AbilityTriggered,
    DamageDealt,
    DamageEventOccurred,
    Event,
    LifeGained,
    ZoneChanged,
)
from mtgrules.objects import Step, Zone
from mtgrules.rules import (
    classes,
    delayed_triggers,
    designations,
    dies_this_turn,
    entering_choices,
    graveyard_triggers,
    sagas,
    speed,
    trigger_batches,
    trigger_events,
    trigger_limits,
    trigger_zones,
)
from mtgrules.rules.casting import has_color
from mtgrules.rules.conditions import holds
from mtgrules.rules.keywords import echo_due
from mtgrules.rules.trigger_amounts import event_amount, with_more
from mtgrules.rules.trigger_watch import died_as_creature_or_planeswalker
from mtgrules.rulesets import Ruleset
from mtgrules.stack import ItemKind
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import AttackersDeclared, BlockersDeclared, PutOnStack, StepBegan

STEP_WORDS = {
    "upkeep": Step.UPKEEP,
    "draw step": Step.DRAW,
    "combat": Step.BEGINNING_OF_COMBAT,
    "combat on your turn": Step.BEGINNING_OF_COMBAT,  # its ``whose`` is "your" (CR 507.1)
    "precombat main phase": Step.PRECOMBAT_MAIN,
    "postcombat main phase": Step.POSTCOMBAT_MAIN,
    # CR 505.1: the main phase before combat is the first, the one after it the second (the
    # engine has one combat phase a turn).
    "first main phase": Step.PRECOMBAT_MAIN,
    "second main phase": Step.POSTCOMBAT_MAIN,
    "end step": Step.END,
}


def _matches(state: GameState, match: Match, entity: EntityId, obj: GameObject) -> bool:
    if match.ids is not None and SELF in match.ids:
        return entity == obj.id
    if match.ids is not None and match.ids & ATTACHED_IDS:
        # "enchanted creature" / "equipped creature": what the watcher is attached to.
        return obj.attached_to is not None and entity == obj.attached_to
    return match.matches(state, entity, obj.controller)


def _fires(
    state: GameState, ruleset: Ruleset, ability: TriggeredAbility, obj: GameObject, event: Event
) -> str | None:
    """The rule under which ``ability`` triggers on ``event``, or None."""
    when = ability.when
    if isinstance(when, WhenOther | WhenAnotherEnters | WhenLeaves):
        found = trigger_events.fires(state, ruleset, when, obj, event)
        return found[0] if found is not None and found[1] else None
    if isinstance(when, ChapterReached):
        return sagas.chapter_fires(when, obj, event)  # CR 714.2b
    if isinstance(when, ClassLevelReached):
        return classes.level_fires(when, obj, event)  # CR 716.4
    if isinstance(when, WhenExiledWithMadness | WhenCastWithCascade | WhenThisSpellCast):
        return None  # triggered by rules/madness.py, cascade.py, spell_copies.py themselves
    if isinstance(when, WhenSuspendedUpkeep | WhenLastTimeCounterRemoved):
        return None  # suspend's, which work in exile (rules/exile_keywords.py)
    if isinstance(when, WhenEncodedDealsCombatDamage):
        return None  # cipher's, from exile (rules/cipher.py)
    if isinstance(when, WhenRevealedForMiracle):
        return None  # miracle's, from the hand (rules/miracle.py)
    if isinstance(when, WhenAttacksWithGreaterPower):
        return None  # training's (rules/training.py)
    if isinstance(when, AtBeginningOf):
        # CR 603.2 (503.1a, 507.1, 513.1a): "at the beginning of [whose] [step]".
        if isinstance(event, StepBegan) and STEP_WORDS.get(when.step) is event.step:
            if when.wording == entering_choices.CHOSEN_PLAYERS:  # CR 614.12
                chosen_one = entering_choices.chosen_player(state, obj.id)
                return "603.2" if chosen_one is not None and chosen_one == event.active else None
            attached = attached_player(state, when.wording, obj)  # CR 303.4, 702.5
            if attached is not None or when.wording.startswith(ATTACHED_WORDS):
                return "603.2" if attached == event.active else None
            mine = event.active == obj.controller
            if when.echo and not echo_due(state, obj):
                return None  # CR 603.4: an intervening if (echo, CR 702.30a)
            if when.whose is Who.ANY or (when.whose is Who.YOU) == mine:
                return "603.2"
        return None
    if isinstance(when, WhenCast):
        # CR 603.2 (601.2i): "whenever [a player] casts a [kind of] spell".
        if isinstance(event, PutOnStack) and event.item.kind is ItemKind.SPELL:
            spell = state.source_view(event.item.id)
            color = entering_choices.resolve(state, obj.id, when.color)  # "the chosen color"
            if when.color and not color:
                return None  # no color was chosen as it entered (CR 614.12)
            when = dataclasses.replace(when, color=color) if color != when.color else when
            if spell is not None and _cast_matches(state, when, spell, obj.controller):
                return "603.2"
        return None
    if isinstance(when, WhenDies):
        # CR 700.4: "dies" is put into a graveyard from the battlefield; CR 603.10a: the
        # ability looks back in time (the object's last known information).
        if (
            isinstance(event, ZoneChanged)
            and event.origin is Zone.BATTLEFIELD
            and event.destination is Zone.GRAVEYARD
            and died_as_creature_or_planeswalker(state, event.object)
            and _matches(state, when.who, event.object, obj)
            and not _had_counter(state, when.unless_counter, event.object)
        ):
            return "603.6c"
        return None
    if isinstance(when, WhenAttacks):
        # CR 508.3a (2011: 508.2a): "whenever [a creature] attacks" triggers as it is declared.
        if isinstance(event, AttackersDeclared) and any(
            _matches(state, when.who, a, obj) and _attacks_most_life(state, when, d)
            for a, d in event.attacks
        ):
            return ruleset.rule("attacks trigger")
        return None
    if isinstance(when, WhenBlocks):
        # CR 509.3a (2011: 509.4a): "whenever [a creature] blocks" triggers once per block
        # declaration, however many creatures it blocks.
        if isinstance(event, BlockersDeclared) and any(
            _matches(state, when.who, b, obj) for b in {b for b, _ in event.blocks}
        ):
            return ruleset.rule("blocks trigger")
        return None
    if isinstance(when, WhenEntersBattlefield):
        if (
            isinstance(event, ZoneChanged)
            and event.destination is Zone.BATTLEFIELD
            and _matches(state, when.who, event.new_id, obj)
        ):
            return "603.6a"
        return None
    if isinstance(when, WhenGainLife):
        # CR 118.9: "whenever [a player] gains life" triggers once per life gain event.
        if isinstance(event, LifeGained) and _matches(state, when.who, event.player, obj):
            return ruleset.life("9")
        return None
    if not isinstance(event, DamageDealt) or (when.combat_only and not event.combat):
        return None
    if isinstance(when, WhenDealtDamage):
        return "603.2" if _matches(state, when.to, event.recipient, obj) else None
    assert isinstance(when, WhenDealsDamage)
    if when.to_player_only and event.recipient not in state.players:
        return None
    if when.unless_renowned and obj.renowned:
        return None  # CR 603.4: an intervening if (renown, CR 702.112a)
    return "603.2" if _matches(state, when.from_, event.source, obj) else None


def triggered_by(state: GameState, ruleset: Ruleset, events: Sequence[Event]) -> list[Event]:
    """The abilities of permanents that trigger on ``events`` (CR 603.2).

    A damage trigger triggers once per damage event for each object it watches, however many
    parts the event has: "whenever this is dealt damage" once when two creatures block it,
    "whenever a creature is dealt damage" once per creature (CR 603.2c). "Whenever you gain
    life" triggers once per source of life gain (CR 118.9)."""
    delayed = delayed_triggers.fired(state, events)  # CR 603.7a: delayed triggers first
    delayed += dies_this_turn.fired(state, events)  # CR 603.7c: "when that creature dies"
    delayed += designations.monarch_triggers(state, events)  # CR 724.2: no source
    delayed += speed.speed_triggers(state, events)  # CR 702.179: no source
    if not state.trigger_sources and not any(
        isinstance(e, ZoneChanged) and e.origin is Zone.BATTLEFIELD for e in events
    ):
        return delayed
    watchers = [state.objects[i] for i in sorted(state.trigger_sources)]
    fired: list[Event] = []
    # (permanent, ability, the object or player it matched): one trigger each per event,
    # and where its triggers are in ``fired``.
    in_this_damage_event: dict[
        tuple[EntityId, int, EntityId | tuple[EntityId, EntityId]], range
    ] = {}
    batched: set[tuple[EntityId, int]] = set()  # "one or more" zone changes: once (603.2c)
    limited: set[tuple[EntityId, str]] = set()  # "triggers only once each turn" (CR 603.2)
    for event in events:
        if isinstance(event, DamageEventOccurred):
            in_this_damage_event.clear()
            continue
        event = trigger_zones.as_entering(event)  # a token created enters (CR 111.1, 603.6a)
        looking_back = watchers
        if (
            isinstance(event, ZoneChanged)
            and event.origin is Zone.BATTLEFIELD
            and event.object in state.lki
            and state.lki[event.object].all_triggers
        ):
            looking_back = [*watchers, state.lki[event.object]]  # CR 603.10a
        for obj in looking_back:
            for index, ability in enumerate(obj.all_triggers):
                if not graveyard_triggers.functions_where_it_is(obj, ability):
                    continue  # CR 113.6k: "return ~ from your graveyard" only there
                rule = _fires(state, ruleset, ability, obj, event)
                if rule is not None and trigger_batches.once_per_action(ability.when, event):
                    if (obj.id, index) in batched:
                        continue
                    batched.add((obj.id, index))
                if rule is not None and isinstance(event, DamageDealt):
                    matched = (
                        event.recipient
                        if isinstance(ability.when, WhenDealtDamage)
                        else trigger_events.damage_key(ability.when, event)
                    )
                    key = (obj.id, index, matched)
                    if key in in_this_damage_event:
                        # CR 603.2c: one trigger; "that much" is all the damage it saw.
                        for at in in_this_damage_event[key]:
                            fired[at] = with_more(fired[at], event.amount)
                        continue
                if rule is not None and trigger_limits.over_limit(state, obj.id, ability, limited):
                    continue
                if rule is not None:
                    start = len(fired)
                    fired.extend(
                        AbilityTriggered(
                            source=obj.id,
                            controller=obj.controller,
                            index=index,
                            text=ability.text,
                            rule=rule,
                            that_player=player,
                            that_object=other,
                            that_amount=event_amount(event),
                        )
                        for player, other in _instances(state, ruleset, ability, obj, event)
                        # CR 603.4: an intervening "if" must be true as it triggers
                        if ability.intervening is None
                        or holds(state, ability.intervening, obj.controller, obj.id, player, other)
                    )
                    if isinstance(event, DamageDealt):
                        in_this_damage_event[key] = range(start, len(fired))
    return delayed + fired


Instance = tuple[EntityId | None, EntityId | None]


def _instances(
    state: GameState, ruleset: Ruleset, ability: TriggeredAbility, obj: GameObject, event: Event
) -> list[Instance]:
    """Each time the ability triggers on the event, with the player and the other object of
    the event it refers to as "that player" and "that creature" (CR 603.7c): once per
    attacking or blocking creature it watches (CR 603.2c), once otherwise."""
    when = ability.when
    if isinstance(when, WhenOther | WhenAnotherEnters | WhenLeaves):
        fired = trigger_events.fires(state, ruleset, when, obj, event)
        return fired[1] if fired is not None else []
    own = isinstance(getattr(when, "who", None), Match) and _is_self(when)
    if isinstance(when, WhenAttacks) and isinstance(event, AttackersDeclared):
        return [
            (_player_of(state, d), a)
            for a, d in event.attacks
            if _matches(state, when.who, a, obj) and _attacks_most_life(state, when, d)
        ]
    if isinstance(when, WhenBlocks) and isinstance(event, BlockersDeclared):
        found: dict[EntityId, EntityId] = {}
        for b, a in event.blocks:
            if b not in found and _matches(state, when.who, b, obj):
                found[b] = a if own else b  # "that creature": the one it blocks, or the blocker
        return [(None, other) for other in found.values()]
    if isinstance(event, DamageDealt):
        player = event.recipient if event.recipient in state.players else None
        if isinstance(when, WhenDealtDamage):
            return [(player, event.source if _is_self(when) else event.recipient)]
        if isinstance(when, WhenDealsDamage):
            other = event.recipient if _is_self(when) else event.source
            return [(player, None if other in state.players else other)]
    if isinstance(event, LifeGained):
        return [(event.player, None)]
    if isinstance(event, StepBegan):
        return [(event.active, None)]
    if isinstance(event, PutOnStack):
        return [(event.item.controller, event.item.id)]
    if isinstance(event, ZoneChanged):
        return [(None, event.new_id if isinstance(when, WhenEntersBattlefield) else event.object)]
    return [(None, None)]


def _cast_matches(state: GameState, when: WhenCast, spell: GameObject, you: EntityId) -> bool:
    caster = spell.controller
    if when.whose is Who.YOU and caster != you:
        return False
    if when.whose is Who.OPPONENT and caster not in state.opponents(you):
        return False
    types = {t.value.lower() for t in spell.types}
    if when.kinds is not None and not types & {k.lower() for k in when.kinds}:
        return False
    if when.non and when.non.lower() in types:
        return False
    return not when.color or has_color(spell.colors, when.color)


def _attacks_most_life(state: GameState, when: WhenAttacks, attacked: EntityId) -> bool:
    """CR 702.105a (dethrone): it attacks the player with the most life or tied for most
    life (a planeswalker is not a player); always true for other attack triggers."""
    if not when.most_life:
        return True
    if attacked not in state.players:
        return False
    most = max(state.life_of(p) for p, player in state.players.items() if not player.has_lost)
    return state.life_of(attacked) == most


def _had_counter(state: GameState, kind: str, entity: EntityId) -> bool:
    """CR 603.4: an intervening "if it had no [kind] counters on it" (persist, undying),
    checked on its last known information (CR 603.10a)."""
    view = state.source_view(entity)
    return bool(kind) and view is not None and view.counter(kind) > 0


def _is_self(when: object) -> bool:
    """The condition watches the ability's own object only."""
    for name in ("who", "to", "from_"):
        match = getattr(when, name, None)
        if isinstance(match, Match):
            return match.ids is not None and SELF in match.ids
    return False


def _player_of(state: GameState, entity: EntityId) -> EntityId | None:
    """A player, or the controller of a planeswalker (the player attacked through it)."""
    if entity in state.players:
        return entity
    view = state.source_view(entity)
    return view.controller if view is not None else None
