"""Evaluating conditions (:class:`~mtgrules.effects.conditions.Condition`) at one moment.

* CR 603.4: a triggered ability with an intervening "if" clause triggers only if the
  condition is true when its trigger event occurs, and does nothing if it is false as it
  resolves (checked by :mod:`mtgrules.rules.triggers` and by the :class:`IfCondition` the
  ability's instructions are wrapped in, :mod:`mtgrules.resolution_conditions`);
* CR 602.5b: "Activate only if [condition]": the ability can't be activated while false;
* CR 608.2c: "If [condition], [effect]." is checked as that instruction is followed.

"You" is the controller of the spell or ability (CR 109.5), "~" its source, "that player"
the player of its trigger event (CR 603.7c).
"""

from __future__ import annotations

import dataclasses

from mtgrules.cards.pending import THAT_CREATURE, TRIGGERING_OBJECT, Counted
from mtgrules.effects.alternative_costs import OPTIONAL_COST
from mtgrules.effects.conditions import KINDS, PLAYERS, Condition
from mtgrules.objects import Keyword, Zone
from mtgrules.resolution_counts import count, countable, is_counted
from mtgrules.rules.alternative_casting import was_cast_with
from mtgrules.rules.attached_conditions import ATTACHED, attached_is, quality_problem
from mtgrules.rules.classes import is_level
from mtgrules.rules.commander import COMMANDER_CONDITIONS, commander_condition
from mtgrules.rules.conditionals import (
    CONDITIONAL_KINDS,
    MAIN_PHASE,
    OBJECT_IS,
    OBJECT_KEYWORD,
    OBJECT_KINDS,
    OBJECT_VALUE,
    VALUES,
    object_holds,
    object_view,
    turn_holds,
)
from mtgrules.rules.conditionals import quality_problem as object_quality_problem
from mtgrules.rules.devotion import devotion
from mtgrules.rules.entered_kinds import ENTERED_KIND, entered_holds
from mtgrules.rules.evolve import EVOLVES, evolves
from mtgrules.rules.mana_spent import MANA_SPENT, mana_spent_at_least
from mtgrules.rules.turn_conditions import TURN_KINDS, turn_condition_holds
from mtgrules.rules.turn_record import (
    ATTACKED,
    DIED,
    ENTERED,
    GAINED,
    LEFT,
    LOST,
    in_turn,
    this_turn,
)
from mtgrules.rules.turn_record import CAST as SPELLS_CAST
from mtgrules.state import EntityId, GameState

SELF_REF = -1  # effects.instructions.SELF: "~"
CAST, FROM_HAND = "cast", "from hand"
"""Marks kept with how a spell was cast (``GameState.cast_with``): it was cast (CR 601.2),
from its owner's hand: "if you cast it (from your hand)"."""

CAST_WITH = {
    "kicked": "kicker",
    "evoked": "evoke",
    "bargained": "bargain",  # CR 702.166b
    "additional cost paid": OPTIONAL_COST,  # CR 118.8 (rules/costs_4.py)
    "offspring paid": "offspring",  # CR 702.175a: "if its offspring cost was paid"
    "squad paid": "squad",  # CR 702.157a
    "blitzed": "blitz",  # CR 702.152a (rules/blitz.py)
    "cast": CAST,
    "cast from hand": FROM_HAND,
    "cast in main phase": MAIN_PHASE,  # rules/conditionals.main_phase_mark (CR 505.1)
}
"""Conditions on how the spell, or the permanent it became, was cast, and the cost paid."""
SELF_STATES = frozenset(
    {"tapped", "untapped", "attacking", "blocking", "equipped", "enchanted", "renowned"}
    | {"monstrous"}  # CR 701.37b
)
"""The states of "if ~ is [state]" / "as long as ~ is [state]" the engine checks."""
LAST_TURN = frozenset({"gained life", "lost life", "spells cast", "no spells cast"})
"""The kinds also asked of last turn."""


def cast_marks(zone: Zone) -> tuple[str, ...]:
    """The marks of a spell cast from ``zone``, kept for the permanent it becomes."""
    return (CAST, FROM_HAND) if zone is Zone.HAND else (CAST,)


def condition_problem(condition: Condition) -> str | None:
    """Why the engine can't check ``condition`` (a name for the coverage report), or None."""
    if condition.kind not in KINDS:
        return f"Condition ({condition.kind})"
    if condition.who not in PLAYERS:
        return f"Condition ({condition.who})"
    if condition.last_turn and condition.kind not in LAST_TURN:
        return f"Condition ({condition.kind} last turn)"
    if condition.kind == "self" and condition.state not in SELF_STATES:
        return f"Condition (~ is {condition.state})"
    if condition.kind == ATTACHED:  # "equipped creature is a Human" (CR 611.3a)
        problem = quality_problem(condition.state)
        return None if problem is None else f"Condition ({problem})"
    if condition.kind == OBJECT_IS:  # "if it's a Spirit" (rules/conditionals.py)
        problem = object_quality_problem(condition.state)
        return None if problem is None else f"Condition ({problem})"
    if condition.kind == OBJECT_VALUE and condition.state not in VALUES:
        return f"Condition (its {condition.state})"
    if condition.kind == OBJECT_KEYWORD and condition.state not in {k.value for k in Keyword}:
        return f"Condition (has {condition.state})"
    per = condition.counted
    if condition.kind in ("control", "graveyard", "more"):
        if per is None:
            return f"Condition ({condition.kind} of nothing)"
        for piece in _pieces(per):
            problem = countable(piece)
            if problem is not None:
                return f"Condition ({problem})"
    return None


def holds(
    state: GameState,
    condition: Condition,
    controller: EntityId,
    source: EntityId,
    that_player: EntityId | None = None,
    that_object: EntityId | None = None,
) -> bool:
    """Whether ``condition`` is true now, for a spell or ability of ``source`` controlled by
    ``controller`` (with ``that_player`` and ``that_object`` of its trigger event)."""
    kind = condition.kind
    if kind == EVOLVES:  # CR 702.100a: the creature that entered is bigger
        return evolves(state, source, that_object)
    if kind in CAST_WITH:  # how ~ was cast: "if ~ was kicked" (CR 702.33d), evoke (702.74a)
        if kind == "kicked" and condition.state:  # CR 702.33e: "with its {R} kicker"
            return was_cast_with(state, source, f"kicker {condition.state}")
        return was_cast_with(state, source, CAST_WITH[kind])
    if kind == "died":  # CR 700.4: "if five or more creatures died this turn"
        return this_turn(state, DIED) >= max(condition.amount, 1)
    if kind in OBJECT_KINDS:  # "~", or the trigger event's object (CR 603.7c, 608.2h)
        on = {SELF_REF: source, THAT_CREATURE: that_object, TRIGGERING_OBJECT: that_object}
        return object_holds(condition, object_view(state, on.get(condition.on)))
    if kind in TURN_KINDS:  # nothing of a kind this turn (rules/turn_conditions.py)
        players = _players(state, condition.who, controller, that_player)
        return turn_condition_holds(state, condition, players, source)
    if kind in CONDITIONAL_KINDS:  # this turn's record (rules/conditionals.py)
        players = _players(state, condition.who, controller, that_player)
        return turn_holds(state, condition, players, controller, source)
    turn = state.turn - 1 if condition.last_turn else state.turn  # "last turn"
    if kind == "no spells cast":  # CR 601.2: by any player, those who have left included
        return turn >= 1 and in_turn(state, turn, SPELLS_CAST) == 0
    if kind == "your turn":
        return state.active_player == controller  # CR 102.1
    if kind == "no monarch":
        return state.monarch is None  # CR 724.1
    if kind == "max speed":
        return state.speed.get(controller, 0) >= 4  # CR 702.179 (rules/speed.py)
    if kind == "class level":  # CR 716.2a: "Activate only if this Class is level N-1"
        return is_level(state, source, condition.amount)
    if kind in COMMANDER_CONDITIONS:  # CR 903.3d (rules/commander.py)
        return commander_condition(state, kind, controller)
    if kind == "self":
        return _self_is(state, source, condition.state)
    if kind == ATTACHED:  # the object the Aura or Equipment is attached to (CR 611.3a)
        return attached_is(state, source, condition.state)
    if kind == "power":  # CR 208.1: "Activate only if ~'s power is 4 or greater"
        obj = state.objects.get(source)
        on_it = obj is not None and obj.zone is Zone.BATTLEFIELD
        return on_it and obj is not None and obj.current_power() >= condition.amount
    if kind == MANA_SPENT:  # CR 601.2h: "if at least three white mana was spent to cast ~"
        return mana_spent_at_least(state, source, condition.state, condition.amount)
    if kind == "devotion":  # CR 700.5: "your devotion to red is less than five"
        return devotion(state, controller, condition.state) < condition.amount
    if kind == "counter":  # CR 122.1: "as long as it has a +1/+1 counter on it"
        obj = state.objects.get(source)
        on_it = obj is not None and obj.zone is Zone.BATTLEFIELD
        wanted = max(condition.amount, 1)  # "as long as ~ has four or more +1/+1 counters"
        return on_it and obj is not None and obj.counters.get(condition.state, 0) >= wanted
    return any(
        _player_holds(state, condition, player, source, controller)
        for player in _players(state, condition.who, controller, that_player)
    )


def _players(
    state: GameState, who: str, you: EntityId, that_player: EntityId | None
) -> list[EntityId]:
    living = [p for p in state.players if not state.players[p].has_lost]
    if who == "you":
        return [you]
    if who == "an opponent":
        return [p for p in state.opponents(you) if p in living]
    if who == "that player":
        return [] if that_player is None or that_player not in state.players else [that_player]
    return living  # "a player"


def _player_holds(
    state: GameState, condition: Condition, player: EntityId, source: EntityId, you: EntityId
) -> bool:
    kind, amount = condition.kind, condition.amount
    if kind == "control":
        assert condition.counted is not None
        found = _controlled(state, condition.counted, player, source if condition.other else None)
        return _compare(found, condition)
    if kind == "card types":  # CR 205.2a: the card types among cards in the graveyard
        types = {
            t
            for o in state.objects.values()
            if o.zone is Zone.GRAVEYARD and o.owner == player
            for t in o.types
        }
        return _compare(len(types), condition)
    if kind == "graveyard":
        assert condition.counted is not None
        per = dataclasses.replace(condition.counted, zone="your graveyard")
        return _compare(count(state, per, player), condition)
    if kind == "life":
        return _compare(state.life_of(player), condition)  # CR 119.1 (2011: 118.1)
    if kind == "hand":
        in_hand = sum(
            1 for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player
        )
        return _compare(in_hand, condition)
    if kind == "poison":
        return _compare(state.poison_of(player), condition)  # CR 122.1f
    if kind == "attacked":
        return this_turn(state, ATTACKED, player) > 0  # CR 508.1
    if kind == "left battlefield":  # revolt: a permanent it controlled left the battlefield
        return this_turn(state, LEFT, player) > 0
    if kind == ENTERED_KIND:  # "two or more nonland permanents entered ..." (CR 611.3a)
        return entered_holds(state, condition, player)
    if kind == "entered":  # a creature entered the battlefield under its control
        return this_turn(state, ENTERED, player) > 0
    if kind == "more life":  # CR 119.1: "if an opponent has more life than you"
        if condition.who == "you":  # "if you have more life than an opponent"
            return any(
                state.life_of(you) > state.life_of(p)
                for p in state.opponents(you)
                if not state.players[p].has_lost
            )
        return state.life_of(player) > state.life_of(you)
    if kind == "more":  # "an opponent controls more lands than you"
        assert condition.counted is not None
        mine = _controlled(state, condition.counted, you, None)
        if condition.who == "you":  # "you control more lands than each opponent"
            return all(
                mine > _controlled(state, condition.counted, p, None)
                for p in state.opponents(you)
                if not state.players[p].has_lost
            )
        return _controlled(state, condition.counted, player, None) > mine
    if kind == "monarch":
        return state.monarch == player  # CR 724.1, 724.3
    turn = state.turn - 1 if condition.last_turn else state.turn  # "last turn"
    if kind == "spells cast":  # CR 601.2: one player cast them all
        return in_turn(state, turn, SPELLS_CAST, player) >= max(amount, 1)
    gained = in_turn(state, turn, GAINED, player) >= max(amount, 1)
    lost = in_turn(state, turn, LOST, player) >= max(amount, 1)
    if kind == "gained life":
        return gained
    if kind == "lost life":
        return lost
    assert kind == "gained or lost life", kind
    return gained or lost


def _compare(found: int, condition: Condition) -> bool:
    if condition.at_most:
        return found <= condition.amount
    return found >= condition.amount


def _pieces(per: Counted) -> list[Counted]:
    """ "black or red permanent": one count per adjective."""
    adjectives = per.adjective.split(" or ") if per.adjective else [""]
    return [dataclasses.replace(per, adjective=a) for a in adjectives]


def _controlled(
    state: GameState, per: Counted, player: EntityId, other_than: EntityId | None
) -> int:
    """How many permanents ``player`` controls that are one of ``per`` (any of its
    adjectives), other than ``other_than`` (CR 109.1)."""
    pieces = _pieces(per)
    return sum(
        1
        for obj in state.battlefield()
        if obj.controller == player
        and obj.id != other_than
        and any(is_counted(state, piece, obj) for piece in pieces)
        and (not per.with_keyword or obj.has(Keyword(per.with_keyword)))
    )


def _self_is(state: GameState, source: EntityId, wanted: str) -> bool:
    obj = state.objects.get(source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    if wanted in ("tapped", "untapped"):
        return obj.tapped == (wanted == "tapped")
    if wanted == "renowned":  # CR 702.112b: a designation kept until it leaves
        return obj.renowned
    if wanted == "monstrous":  # CR 701.37b: a designation kept until it leaves
        return obj.monstrous
    combat = state.combat
    if wanted == "attacking":
        return combat is not None and obj.id in combat.attackers
    if wanted == "blocking":
        return combat is not None and obj.id in combat.blocking
    # "equipped" / "enchanted": an Equipment / Aura is attached to it (CR 301.5a, 303.4b)
    subtype = "Equipment" if wanted == "equipped" else "Aura"
    return any(o.attached_to == obj.id and subtype in o.subtypes for o in state.battlefield())


__all__ = ["SELF_STATES", "cast_marks", "condition_problem", "holds"]
