"""Trigger events beyond the core ones of :mod:`mtgrules.rules.triggers` (CR 603.2): "~
becomes tapped", "~ becomes blocked", "another creature dies", "a creature you control
attacks alone", "you cast a spell that targets ~", "~ leaves the battlefield", ...

The compiler names these events by their words (:class:`~mtgrules.cards.pending.WhenOther`);
each word pattern the engine knows is read here into a :class:`Watch`: a subject (the ability's
own object ``~``, or a filter on other objects or on players) and a verb. :func:`fires` says
whether an event triggers it, and with which "that player" / "that creature" (CR 603.7c) each
time it triggers (CR 603.2c: once per object the event names).

Leaves-the-battlefield events ("dies", "is put into a graveyard from the battlefield",
"leaves the battlefield") look back in time (CR 603.6c, 603.10a): the objects are read as they
last existed on the battlefield, which :meth:`GameState.source_view` gives.

>>> watch_of("another creature you control dies").verb
'dies'
"""

from __future__ import annotations

from dataclasses import replace

from mtgrules.cards.morph import is_turned_face_up
from mtgrules.cards.pending import WhenAnotherEnters, WhenLeaves, WhenOther
from mtgrules.effects.instructions import SELF
from mtgrules.events import DamageDealt, Event, LifeGained, LifeLost, ZoneChanged
from mtgrules.random_events import DieRolled
from mtgrules.rules import face_down
from mtgrules.rules.card_to_graveyard import card_to_graveyard_fires, is_card_to_graveyard
from mtgrules.rules.crimes import COMMITS, crime_fires
from mtgrules.rules.dice_triggers import rolled
from mtgrules.rules.exert import is_exert_self
from mtgrules.rules.face_up_triggers import IS_TURNED_FACE_UP, turned_up
from mtgrules.rules.graveyard_from_anywhere import is_from_anywhere
from mtgrules.rules.mana_triggers import TAPS_FOR_MANA, tapped_for_mana
from mtgrules.rules.monstrosity_triggers import BECOMES_MONSTROUS, became_monstrous
from mtgrules.rules.self_cast_triggers import is_cast_self
from mtgrules.rules.trigger_batches import LEAVE_GRAVEYARD, left_graveyard
from mtgrules.rules.trigger_casts import cast, described
from mtgrules.rules.trigger_combat import attacks, blocks
from mtgrules.rules.trigger_cycling import is_cycle_self
from mtgrules.rules.trigger_damage import SOURCE_CONTROLLER_VERBS, damage, damage_key, targeted
from mtgrules.rules.trigger_events_7 import VERBS_7, fires_7, has_object_7, has_player_7
from mtgrules.rules.trigger_watch import (
    DAMAGED_BY_OWN_DIES,
    EITHER,
    Instance,
    Watch,
    is_subject,
    watch_of,
)
from mtgrules.rules.trigger_zones import OPPONENTS_OBJECT_VERBS, zone_change
from mtgrules.rules.vanishing import LAST_TIME_COUNTER, last_counter_removed
from mtgrules.rules.variant_triggers import is_variant_event, variant_fires
from mtgrules.rulesets import Ruleset
from mtgrules.stack import ItemKind
from mtgrules.state import GameObject, GameState
from mtgrules.turn_events import AttackersDeclared, BlockersDeclared, PutOnStack, Tapped, Untapped

OtherCondition = WhenOther | WhenAnotherEnters | WhenLeaves


def known(when: object) -> bool:
    """The engine implements this trigger condition."""
    if isinstance(when, WhenAnotherEnters | WhenLeaves):
        return True
    if isinstance(when, WhenOther) and when.event == LAST_TIME_COUNTER:
        return True  # vanishing (rules/vanishing.py)
    if is_cycle_self(when):
        return True  # triggered as the card is cycled (rules/trigger_cycling.py)
    if is_cast_self(when):
        return True  # triggered as the spell is cast (rules/self_cast_triggers.py)
    if is_exert_self(when):
        return True  # triggered as it is exerted (rules/exert.py, CR 603.12)
    if is_turned_face_up(when):
        return True  # CR 702.37e (rules/face_down.py)
    if is_variant_event(when):
        return True  # CR 904.9, 901.9 (rules/variant_triggers.py)
    if is_from_anywhere(when):
        return True  # triggered as the card is put into a graveyard (graveyard_from_anywhere)
    if is_card_to_graveyard(when):
        return True  # "a creature card is put into your graveyard" (rules/card_to_graveyard.py)
    return isinstance(when, WhenOther) and watch_of(when.event) is not None


def _watch(when: OtherCondition) -> Watch:
    if isinstance(when, WhenLeaves):
        return Watch(verb="leaves the battlefield", own=True)
    if isinstance(when, WhenAnotherEnters):
        kinds = when.who.kinds or frozenset()
        noun = "creature" if "Creature" in kinds else next(iter(sorted(kinds)), "").lower()
        controller = {"you": "you control", "opponent": "an opponent controls"}.get(
            when.who.controller.value, ""
        )
        return Watch(verb="enters", article="another", noun=noun, controller=controller)
    found = watch_of(when.event)
    assert found is not None, when.event
    return found


def has_object(when: object) -> bool:
    """The event has an object other than the ability's own ("that creature", "it")."""
    if isinstance(when, WhenAnotherEnters):
        return True
    if not isinstance(when, WhenOther):
        return False
    watch = watch_of(when.event)
    if watch is None or watch.batch:
        return False
    if watch.verb in VERBS_7:
        return has_object_7(watch)  # rules/trigger_events_7.py
    if watch.own:
        return watch.verb.startswith(
            (
                "becomes blocked by",
                "blocks or becomes blocked by",
                "blocks a creature",  # the attacking creature it blocks (CR 509.3b)
                "deals combat damage to a creature",
                "deals damage to a creature",
            )
        )
    return not watch.players


def has_player(when: object) -> bool:
    """The event has a player ("that player"): the player dealt damage, attacked, or named."""
    if not isinstance(when, WhenOther):
        return False
    watch = watch_of(when.event)
    if watch is None or watch.batch:
        return False
    if watch.verb == "casts" and watch.noun == "you":
        return False  # "that player" is never the caster "you": it names someone else
    if watch.verb in VERBS_7:
        return has_player_7(watch)  # the player attacked (rules/trigger_events_7.py)
    if watch.verb == TAPS_FOR_MANA:
        return watch.noun == "player"  # who tapped it for mana (CR 605.3a)
    if watch.noun == "player" and watch.verb in ("discards a card", "draws a card"):
        return True  # who discarded or drew it (CR 701.8a, 121.1; rules/trigger_zones.py)
    if watch.verb.endswith("an opponent controls"):
        return True  # the opponent whose spell or ability targets (CR 603.7c)
    if watch.controller == "an opponent controls" and watch.verb in OPPONENTS_OBJECT_VERBS:
        return True  # "a creature an opponent controls dies, ... that player": its controller
    if watch.controller == "an opponent controls" and watch.verb in SOURCE_CONTROLLER_VERBS:
        return True  # "a source an opponent controls deals damage to you": its controller
    return watch.players or watch.verb in (
        "attacks and isn't blocked",
        "deals combat damage to a player",
        "deals combat damage to an opponent",
        "deals damage to an opponent",
        "deals noncombat damage to an opponent",
        "becomes blocked",
        "attacks alone",
        "attacks",
    )


def fires(
    state: GameState, ruleset: Ruleset, when: OtherCondition, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    """The rule under which ``event`` triggers the ability of ``obj`` with condition
    ``when``, and each time it triggers; None if it doesn't."""
    if isinstance(when, WhenOther) and when.event == LAST_TIME_COUNTER:
        return last_counter_removed(state, ruleset.rule("vanishing"), obj, event)
    if is_cycle_self(when):
        return None  # only as the card is cycled (rules/trigger_cycling.py)
    if is_cast_self(when):
        return None  # only as the spell is cast (rules/self_cast_triggers.py)
    if is_exert_self(when):
        return None  # only as it is exerted (rules/exert.py)
    if is_from_anywhere(when):
        return None  # only by rules/graveyard_from_anywhere.py, from the graveyard
    if isinstance(when, WhenOther) and is_card_to_graveyard(when):
        return card_to_graveyard_fires(state, when, obj, event)  # CR 603.2
    if is_turned_face_up(when):
        return face_down.turned_face_up(obj, event)  # "When ~ is turned face up"
    if isinstance(when, WhenOther) and is_variant_event(when):
        return variant_fires(when, obj, event)  # schemes, planes (CR 904.9, 901.9)
    watch = _watch(when)
    if watch.turn:
        # "... during your turn" / "during an opponent's turn": whose turn it is now.
        yours = state.active_player == obj.controller
        if yours != (watch.turn == "during your turn"):
            return None
    return _fires_watch(state, ruleset, watch, obj, event)


def _fires_watch(
    state: GameState, ruleset: Ruleset, watch: Watch, obj: GameObject, event: Event
) -> tuple[str, list[Instance]] | None:
    verb = watch.verb
    if verb in EITHER:
        # "~ attacks or blocks": either event triggers it.
        for one in EITHER[verb]:
            found = _fires_watch(state, ruleset, replace(watch, verb=one), obj, event)
            if found is not None:
                return found
        return None
    if verb in VERBS_7:
        return fires_7(state, ruleset, watch, obj, event)  # rules/trigger_events_7.py
    if verb == "casts":
        description = described(watch.spell)
        assert description is not None, watch.spell
        each = cast(
            *(state, ruleset, watch.noun, description, obj.controller, event),
            nth=watch.nth,
            or_copy=watch.or_copy,
        )
        return ("603.2", each) if each else None
    if verb == COMMITS:
        return crime_fires(state, watch, obj, event)  # CR 700.13 (rules/crimes.py)
    if verb == IS_TURNED_FACE_UP:
        return turned_up(state, watch, obj, event)  # CR 702.37e (rules/face_up_triggers.py)
    if verb == BECOMES_MONSTROUS:
        return became_monstrous(state, watch, obj, event)  # CR 701.37c
    if verb == TAPS_FOR_MANA:
        return tapped_for_mana(state, watch, obj, event)  # CR 605.3a (rules/mana_triggers.py)
    if verb == LEAVE_GRAVEYARD:  # CR 603.2c (rules/trigger_batches.py)
        return left_graveyard(state, watch, obj, event) if isinstance(event, ZoneChanged) else None
    if isinstance(event, ZoneChanged):
        return zone_change(state, watch, obj, event, ruleset)
    if isinstance(event, Untapped) and verb == "becomes untapped":
        # CR 603.2: "whenever ~ becomes untapped" (its controller's untap step, or an effect).
        untapped: list[Instance] = [
            (None, None if watch.own else p)
            for p in event.permanents
            if is_subject(state, watch, p, obj)
        ]
        return ("603.2", untapped) if untapped else None
    if isinstance(event, Tapped) and verb == "becomes tapped":
        # CR 603.2: "whenever ~ becomes tapped" (whatever taps it: an attack, a cost).
        if is_subject(state, watch, event.permanent, obj):
            return "603.2", [(None, None if watch.own else event.permanent)]
        return None
    if isinstance(event, AttackersDeclared):
        return attacks(state, ruleset, watch, obj, event)
    if isinstance(event, BlockersDeclared):
        return blocks(state, ruleset, watch, obj, event)
    if isinstance(event, DamageDealt):
        return damage(state, watch, obj, event)
    if isinstance(event, DieRolled):  # "whenever you roll one or more dice" (CR 706)
        return rolled(watch, obj, event)
    if isinstance(event, PutOnStack) and verb.startswith("becomes the target of a spell"):
        return targeted(state, watch, obj, event)
    if isinstance(event, LifeGained) and verb == "gains life":
        # CR 603.2 (119.3 today, 118.3 in 2011): "whenever an opponent gains life".
        if event.player in state.opponents(obj.controller):
            return "603.2", [(event.player, None)]
        return None
    if isinstance(event, LifeLost) and verb in ("loses life", "lose life"):
        # CR 603.2 (119.3 today, 118.3 in 2011): "whenever [a player] loses life".
        you = obj.controller
        mine = event.player == you
        if (watch.noun == "you") == mine and (mine or event.player in state.opponents(you)):
            return "603.2", [(event.player, None)]
        return None
    if isinstance(event, PutOnStack) and verb == "cast a spell that targets ~":
        # CR 603.2 (601.2i: a spell becomes cast once it is on the stack with its targets).
        item = event.item
        if (
            item.kind is ItemKind.SPELL
            and item.controller == obj.controller
            and obj.id in item.targets
        ):
            return "603.2", [(item.controller, item.id)]
    return None


__all__ = [
    "DAMAGED_BY_OWN_DIES",
    "SELF",
    "Instance",
    "Watch",
    "damage_key",
    "fires",
    "has_object",
    "has_player",
    "known",
    "watch_of",
]
