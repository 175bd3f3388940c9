"""A permanent that asks for life as it enters: "As this land enters, you may pay 2 life. If
you don't, it enters tapped." (the shock lands; The Black Gate).

CR 614.12: a replacement effect that modifies how a permanent enters the battlefield is
applied as it would enter, so the choice is made then, by the player under whose control it
will enter, and a player can pay life only with at least that much life (CR 119.4; 2011:
118.4) and not while they can't lose life (CR 119.8; 2011: 118.8). Not paid (or unable to
pay): it enters tapped (CR 614.1c). It applies however the permanent enters: played as a land,
resolving as a spell, or put onto the battlefield by an effect.
"""

from __future__ import annotations

from mtgrules.cards.pending import EntersTapped
from mtgrules.choices import Chooser, Decision
from mtgrules.errors import IllegalLifeActionError
from mtgrules.events import ControlChanged, Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules import life as life_rules
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import Tapped

RULE = "614.12"  # both editions
KIND = "pay life as enters"


def life_asked(obj: GameObject) -> int:
    """The life ``obj`` asks for as it enters ("you may pay N life. If you don't, it enters
    tapped."), or 0."""
    return sum(
        s.unless_pay_life for s in obj.statics if isinstance(s, EntersTapped) and s.unless_pay_life
    )


def _controller(obj: GameObject, moved: ZoneChanged, events: list[Event]) -> EntityId:
    """The player under whose control the permanent will enter: its owner (CR 110.2a), the
    spell's controller (CR 608.3), or who an effect in the same action gives it to."""
    for e in events:
        if isinstance(e, ControlChanged) and e.permanent == moved.new_id:
            return e.controller
    return obj.controller if moved.origin is Zone.STACK else obj.owner


def _pay_or_tap(
    state: GameState,
    ruleset: Ruleset,
    obj: GameObject,
    moved: ZoneChanged,
    player: EntityId,
    life: int,
    chooser: Chooser,
    events: list[Event],
) -> list[Event]:
    try:
        paid = life_rules.pay_life(state, ruleset, {player: life}, effects_in_force(state))
    except IllegalLifeActionError:
        paid = []  # CR 119.4 / 119.8: it can't be paid, so it enters tapped
    else:
        answer = chooser.ask(
            Decision(
                kind=KIND,
                player=player,
                options=(True, False),
                labels=(f"pay {life} life", "don't pay: it enters tapped"),
                prompt=f"pay {life} life as {obj.name} enters?",
                rule=RULE,
            )
        )
        if answer is True:
            return paid
    if any(isinstance(e, Tapped) and e.permanent == moved.new_id for e in events):
        return []  # "put onto the battlefield tapped" already
    return [Tapped(permanent=moved.new_id, rule="614.1c")]


def pay_as_enters(
    state: GameState, ruleset: Ruleset, events: list[Event], chooser: Chooser
) -> list[Event]:
    """``events`` with, after each permanent put onto the battlefield that asks for life as
    it enters, the life its controller pays or its entering tapped (computed from the state
    before ``events``, which are not committed yet)."""
    if not any(isinstance(e, ZoneChanged) and e.destination is Zone.BATTLEFIELD for e in events):
        return events
    done: list[Event] = []
    for e in events:
        done.append(e)
        if not isinstance(e, ZoneChanged) or e.destination is not Zone.BATTLEFIELD:
            continue
        obj = state.objects.get(e.object)
        life = life_asked(obj) if obj is not None else 0
        if obj is None or not life:
            continue
        player = _controller(obj, e, events)
        done.extend(_pay_or_tap(state, ruleset, obj, e, player, life, chooser, events))
    return done


__all__ = ["KIND", "life_asked", "pay_as_enters"]
