"""Trigger events of objects changing zones (CR 603.2, 603.6): "dies", "enters", "leaves the
battlefield", "is sacrificed", "discards a card" (CR 701.8a), "draws a card".

Leaves-the-battlefield events look back in time (CR 603.6c, 603.10a): the objects are read as
they last existed on the battlefield, which :meth:`GameState.source_view` gives.
"""

from __future__ import annotations

from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules.madness import discarded
from mtgrules.rules.trigger_watch import (
    Instance,
    Watch,
    died_as_creature_or_planeswalker,
    is_subject,
)
from mtgrules.rules.turn_record import was_dealt_damage_by
from mtgrules.rulesets import Ruleset
from mtgrules.state import GameObject, GameState
from mtgrules.turn_events import TokenCreated

OPPONENTS_OBJECT_VERBS = frozenset(
    {
        "dies",
        "enters",
        "leaves the battlefield",
        "is put into a graveyard from the battlefield",
        "is sacrificed",  # "an opponent sacrifices an artifact" (CR 701.17a)
    }
)
"""Verbs of an object "an opponent controls" whose controller is "that player"."""


def as_entering(event: Event) -> Event:
    """A token created is put onto the battlefield (CR 111.1; 2011: 110.5b): for its triggers
    ("whenever a creature enters", CR 603.6a) it enters like any permanent. It comes from no
    zone; the origin given here (the command zone) is one no enters trigger reads."""
    if not isinstance(event, TokenCreated):
        return event
    token = event.token.id
    return ZoneChanged(
        rule=event.rule,
        object=token,
        new_id=token,
        origin=Zone.COMMAND,
        destination=Zone.BATTLEFIELD,
    )


def zone_change(
    state: GameState, watch: Watch, obj: GameObject, event: ZoneChanged, ruleset: Ruleset
) -> tuple[str, list[Instance]] | None:
    verb = watch.verb
    left = event.origin is Zone.BATTLEFIELD
    to_graveyard = left and event.destination is Zone.GRAVEYARD
    died = to_graveyard and died_as_creature_or_planeswalker(state, event.object)  # CR 700.4
    entered = event.destination is Zone.BATTLEFIELD
    if verb in ("discard a card", "discards a card"):
        # CR 701.8a: to discard a card is to move it from its owner's hand to the graveyard.
        card = state.source_view(event.new_id)
        if discarded(event) and card is not None:  # into exile by madness too (CR 702.35a)
            you = obj.controller
            mine = card.owner == you
            anyone = watch.noun == "player"  # "a player discards a card": any player's
            if anyone or (
                (watch.noun == "you") == mine and (mine or card.owner in state.opponents(you))
            ):
                return ruleset.rule("discard"), [(card.owner, None)]
        return None
    if verb in ("draw a card", "draws a card"):
        drawn = event.origin is Zone.LIBRARY and event.destination is Zone.HAND
        draw_rules = (ruleset.rule("draw"), "504.1")
        owner = state.source_view(event.new_id)
        if drawn and event.rule in draw_rules and owner is not None:
            you = obj.controller  # "whenever you draw a card" / "an opponent draws a card"
            mine = owner.owner == you
            anyone = watch.noun == "player"  # "a player draws a card": any player's
            if anyone or (
                (watch.noun == "you") == mine and (mine or owner.owner in state.opponents(you))
            ):
                return ruleset.rule("draw"), [(owner.owner, None)]
        return None
    if verb == "is sacrificed":
        if not (left and event.rule == ruleset.rule("sacrifice")):
            return None
        if not is_subject(state, watch, event.object, obj):
            return None
        sacrificer = None
        if watch.controller == "an opponent controls":  # "that player": who sacrificed it
            sacrificer = state.controller_of(event.object)  # as it last existed (603.10a)
        return ruleset.rule("sacrifice"), [(sacrificer, event.object)]
    happened = {
        "dies": died,
        "is put into a graveyard from the battlefield": to_graveyard,
        "leaves the battlefield": left,
        "enters": entered,
        "enters or leaves the battlefield": entered or left,
        "enters or dies": entered or died,
    }.get(verb, False)
    if not happened:
        return None
    # CR 603.6a: enters-the-battlefield abilities see the object on the battlefield;
    # CR 603.6c, 603.10a: leaves-the-battlefield abilities look back in time.
    subject = event.new_id if entered else event.object
    if not is_subject(state, watch, subject, obj) and not (
        entered and watch.own and event.object == obj.id
    ):
        return None
    if watch.damaged_by_own and not was_dealt_damage_by(state, subject, obj.id):
        return None  # only a creature ~ dealt damage to this turn (rules/turn_record.py)
    rule = "603.6a" if entered else "603.6c"
    if watch.batch:
        return rule, [(None, None)]  # "one or more ...": once per event (trigger_batches.py)
    player = None
    if watch.controller == "an opponent controls" and verb in OPPONENTS_OBJECT_VERBS:
        player = state.controller_of(subject)  # "that player" (as it last existed, 603.10a)
    return rule, [(player, None if watch.own else subject)]
