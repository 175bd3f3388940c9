"""Damage events (CR 120 today, CR 119 in 2011).

One simultaneous damage event, made of parts (source x recipient x amount), is processed in
the ruleset's damage sequence without changing the state; the events it returns are then
committed. Sources are read as they are now or, if they have left their zone, as they last
existed (CR 120.7, 608.2h): their infect, wither, lifelink and deathtouch.

>>> from mtgrules import Game
>>> game = Game()
>>> alice, bob = game.add_player("Alice"), game.add_player("Bob")
>>> bolt = game.add_card("Lightning Bolt", owner=alice, types={"Instant"}, zone="stack")
>>> [type(e).__name__ for e in game.deal_damage(bolt, bob, 3)]
['DamageDealt', 'LifeLost', 'DamageEventOccurred']
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.choices import Chooser
from mtgrules.effects.base import Effect
from mtgrules.errors import IllegalDamageError, UnknownEntityError
from mtgrules.events import DamageDealt, DamageEventOccurred, Event
from mtgrules.objects import Keyword
from mtgrules.proposed import DamagePart
from mtgrules.rules.damage_effects import Shields, apply_damage_effects, can_be_dealt_damage
from mtgrules.rules.damage_parts import WorkingPart, describe
from mtgrules.rules.excess import apply_excess
from mtgrules.rules.keywords import toxic_poison
from mtgrules.rules.prevented_counters import counters_after_prevention
from mtgrules.rules.results import Result, ResultKind, replace_results, result_events
from mtgrules.rules.shield_counters import removals_after_prevention, replace_damage
from mtgrules.rulesets import DamageStage, Ruleset
from mtgrules.state import EntityId, GameObject, GameState

__all__ = ["can_be_dealt_damage", "compute_damage", "describe", "validate_parts"]


def _is_id(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate_parts(state: GameState, ruleset: Ruleset, parts: Sequence[DamagePart]) -> None:
    """Reject a damage event that can't be dealt as given, before anything changes."""
    if not isinstance(parts, Sequence) or not all(isinstance(p, DamagePart) for p in parts):
        raise IllegalDamageError(f"a damage event is a sequence of DamagePart, not {parts!r}")
    for part in parts:
        if not _is_id(part.amount):
            raise IllegalDamageError(
                f"damage must be a whole number, not {part.amount!r}", rule="107.1"
            )
        if part.amount < 0:
            raise IllegalDamageError(f"can't deal negative damage ({part.amount})", rule="107.1b")
        if not _is_id(part.source) or state.source_view(part.source) is None:
            if part.source in state.players:
                raise IllegalDamageError(
                    f"player {part.source} is not an object and can't be a source of damage",
                    rule=ruleset.damage("2"),
                )
            raise UnknownEntityError(
                f"unknown damage source {part.source!r}", rule=ruleset.damage("7")
            )
        if part.excess_to is not None and not ruleset.has_excess_damage_step:
            raise IllegalDamageError(
                f"excess damage (CR 120.4a) doesn't exist in the rules of {ruleset.edition}",
                rule=ruleset.damage("4"),
            )
        _check_recipient(state, ruleset, part.recipient)
        if part.excess_to is not None:
            _check_recipient(state, ruleset, part.excess_to)


def _check_recipient(state: GameState, ruleset: Ruleset, recipient: object) -> None:
    if not isinstance(recipient, int) or isinstance(recipient, bool):
        raise UnknownEntityError(
            f"unknown damage recipient {recipient!r}", rule=ruleset.damage("1")
        )
    if recipient not in state.players and recipient not in state.objects:
        if recipient in state.lki:
            raise IllegalDamageError(
                f"{describe(state, recipient)} has left the battlefield; it is a new object",
                rule="400.7",
            )
        raise UnknownEntityError(
            f"unknown damage recipient {recipient!r}", rule=ruleset.damage("1")
        )
    player = state.players.get(recipient)
    if player is not None and player.has_lost:
        raise IllegalDamageError(f"{player.name} has lost the game", rule="800.4a")
    if not can_be_dealt_damage(state, recipient):
        raise IllegalDamageError(
            f"{describe(state, recipient)} can't be dealt damage: only players, and "
            "creatures and planeswalkers on the battlefield, can",
            rule=ruleset.damage("1a"),
        )


def compute_damage(
    state: GameState,
    ruleset: Ruleset,
    parts: Sequence[DamagePart],
    effects: list[Effect],
    chooser: Chooser,
) -> list[Event]:
    """The events of one damage event, in the order of the ruleset's damage sequence."""
    validate_parts(state, ruleset, parts)
    # CR 120.8: a source that would deal 0 damage deals no damage at all.
    working = [
        WorkingPart(p.source, p.recipient, p.amount, p.combat, p.excess_to, _view(state, p.source))
        for p in parts
        if p.amount > 0
    ]
    if not working:
        return []
    events: list[Event] = []
    shields = Shields()
    dealt: list[WorkingPart] = []
    results: list[Result] = []
    for stage, rule in ruleset.damage_sequence:
        if stage is DamageStage.EXCESS:
            events.extend(apply_excess(state, working, rule))
        elif stage is DamageStage.DEALT:
            dealt = apply_damage_effects(state, ruleset, working, effects, chooser, shields, events)
            dealt, shielded = replace_damage(state, dealt)  # CR 122.1c: shield counters
            events.extend(shielded)
            events.extend(_dealt(dealt, rule))
        elif stage is DamageStage.RESULTS:
            results = _results(state, ruleset, dealt)
            if ruleset.prevention_follow_up_in_event:
                # CR 2011 119.4 (Awe Strike): the life gained is part of the damage event.
                results.extend(shields.follow_ups.values())
            events.extend(replace_results(state, ruleset, results, effects, chooser))
            events.extend(result_events(state, results))
        elif dealt:
            events.append(DamageEventOccurred(parts=len(dealt), rule=rule))
    events.extend(shields.events())
    events.extend(removals_after_prevention(state, shields.removals, "615.5"))  # CR 615.5
    events.extend(counters_after_prevention(state, shields.counters))  # CR 615.5
    if not ruleset.prevention_follow_up_in_event and shields.follow_ups:
        # CR 615.5: "the rest of the effect takes place immediately afterward".
        follow_ups = list(shields.follow_ups.values())
        events.extend(replace_results(state, ruleset, follow_ups, effects, chooser))
        events.extend(result_events(state, follow_ups))
    return events


def _dealt(dealt: list[WorkingPart], rule: str) -> list[Event]:
    return [
        DamageDealt(
            source=part.source,
            recipient=part.recipient,
            amount=part.amount,
            combat=part.combat,
            deathtouch=part.view.has(Keyword.DEATHTOUCH),
            # CR 510.2: combat damage is dealt simultaneously in its step.
            rule="510.2" if part.combat else rule,
        )
        for part in dealt
    ]


def _view(state: GameState, source: EntityId) -> GameObject:
    view = state.source_view(source)
    assert view is not None
    return view


# -- CR 120.3 / 119.3: results ------------------------------------------------------------------
def _results(state: GameState, ruleset: Ruleset, dealt: list[WorkingPart]) -> list[Result]:
    results: list[Result] = []
    lifelink: dict[EntityId, Result] = {}
    for part in dealt:
        view = part.view
        infect = view.has(Keyword.INFECT)
        recipient = part.recipient
        if recipient in state.players:
            if infect:
                results.append(
                    Result(
                        ResultKind.POISON, recipient, part.amount, part.source, ruleset.damage("3b")
                    )
                )
            else:
                results.append(
                    Result(
                        ResultKind.LIFE_LOSS,
                        recipient,
                        part.amount,
                        part.source,
                        ruleset.damage("3a"),
                        from_damage=True,
                    )
                )
            toxic = toxic_poison(view, part.combat)  # CR 702.164c: and poison counters
            if toxic and part.amount > 0:
                results.append(Result(ResultKind.POISON, recipient, toxic, part.source, "702.164c"))
        else:
            target = state.objects[recipient]
            if target.is_planeswalker:
                results.append(
                    Result(
                        ResultKind.LOYALTY_LOSS,
                        recipient,
                        part.amount,
                        part.source,
                        ruleset.damage("3c"),
                    )
                )
            if target.is_creature:
                if infect or view.has(Keyword.WITHER):
                    results.append(
                        Result(
                            ResultKind.MINUS_COUNTERS,
                            recipient,
                            part.amount,
                            part.source,
                            ruleset.damage("3d"),
                        )
                    )
                else:
                    results.append(
                        Result(
                            ResultKind.MARKED_DAMAGE,
                            recipient,
                            part.amount,
                            part.source,
                            ruleset.damage("3e"),
                        )
                    )
        if view.has(Keyword.LIFELINK):
            # CR 120.3f, 118.9: one life gain per source per damage event.
            gain = lifelink.get(part.source)
            if gain is None:
                lifelink[part.source] = Result(
                    ResultKind.LIFE_GAIN,
                    view.controller,
                    part.amount,
                    part.source,
                    ruleset.damage("3f"),
                )
            else:
                gain.amount += part.amount
    results.extend(lifelink.values())
    return results
