"""Foretell, plot and suspend: a special action exiles the card from its owner's hand, and the
card is cast from exile later (:class:`~mtgrules.actions.ExileFromHand`).

* Foretell (CR 702.143a, after 2011: today's number in both editions): any time its owner
  has priority during their turn, they may pay {2} and exile it from their hand face down
  (special action, CR 116.2h); they may cast it after the current turn has ended by paying its
  foretell cost rather than its mana cost (an alternative cost, ``how="foretell"``).
* Plot (CR 702.170a, after 2011): any time its owner has priority during their main phase
  while the stack is empty, they may pay [cost] and exile it from their hand (CR 116.2k); it
  is plotted, and they may cast it without paying its mana cost during their main phase while
  the stack is empty on any later turn (CR 702.170d, ``how="plot"``).
* Suspend (CR 702.62a; 2011: 702.60a): if its owner could begin to cast it from their hand
  now, they may pay [cost] and exile it with N time counters on it (CR 116.2f; 2011:
  115.2f). At the beginning of its owner's upkeep, if it is suspended (in exile with a time
  counter, CR 702.62b), a time counter is removed; when the last is removed, if it is
  exiled, its owner may cast it without paying its mana cost (2011: must, if able), and a
  creature spell cast this way gains haste (``how="suspend"``; resolution_exile_keywords.py).

The engine has no hidden information: a foretold card is exiled like any other card.

>>> from mtgrules.rulesets import CURRENT
>>> rule(CR2011, SUSPEND), rule(CURRENT, SUSPEND), action_rule(CR2011, SUSPEND)
('702.60a', '702.62a', '115.2f')
>>> suspend_parts("4—{1}{R}")
(4, '{1}{R}')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.actions import ExileFromHand
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.effects.casting import CastingKeyword
from mtgrules.effects.exile_keywords import (
    FORETELL,
    PLOT,
    SUSPEND,
    TIME,
    CastLater,
    WhenLastTimeCounterRemoved,
    WhenSuspendedUpkeep,
)
from mtgrules.errors import RulesError
from mtgrules.events import (
    AbilityTriggered,
    CountersPut,
    CountersRemoved,
    EffectCreated,
    Event,
    ZoneChanged,
)
from mtgrules.objects import Step, Zone
from mtgrules.rules.casting import IllegalActionError, can_cast_now, plan_payment, sorcery_timing
from mtgrules.rulesets import CR2011, Ruleset
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import StepBegan

if TYPE_CHECKING:
    from mtgrules.engine import Game

KEYWORDS = (FORETELL, PLOT, SUSPEND)
LATER = frozenset({FORETELL, PLOT})
"""The ways to cast a foretold or plotted card from exile, on a later turn."""
RULES = {  # keyword: (today's rule, the 2011 rule); after 2011: today's in both
    FORETELL: ("702.143a", "702.143a"),
    PLOT: ("702.170a", "702.170a"),
    SUSPEND: ("702.62a", "702.60a"),
}
ACTION_RULES = {FORETELL: ("116.2h", "116.2h"), PLOT: ("116.2k", "116.2k")}
ACTION_RULES[SUSPEND] = ("116.2f", "115.2f")
FORETELL_COST = "{2}"
"""What foretelling costs (CR 702.143a)."""
DASH = "—"
BECOMES = {FORETELL: "foretold", PLOT: "plotted"}


def rule(ruleset: Ruleset, keyword: str) -> str:
    """The rule that defines ``keyword`` in ``ruleset``'s edition."""
    today, in_2011 = RULES[keyword]
    return in_2011 if ruleset.name == CR2011.name else today


def action_rule(ruleset: Ruleset, keyword: str) -> str:
    """The rule that makes exiling it with ``keyword`` a special action."""
    today, in_2011 = ACTION_RULES[keyword]
    return in_2011 if ruleset.name == CR2011.name else today


def suspend_parts(parameter: str) -> tuple[int, str]:
    """ "4—{1}{R}": the number of time counters and the cost."""
    number, _, cost = parameter.partition(DASH)
    return int(number), cost


def is_suspend_parameter(parameter: str) -> bool:
    """``parameter`` is "N—[mana cost]" with a number and a mana cost the engine pays."""
    number, dash, cost = parameter.partition(DASH)
    if not (dash and number.isdigit() and cost):
        return False
    try:
        parse_mana_cost(cost)
    except RulesError:
        return False
    return True


def _keyword(obj: GameObject, name: str) -> CastingKeyword | None:
    return next(
        (s for s in obj.statics if isinstance(s, CastingKeyword) and s.keyword == name), None
    )


def action_cost(keyword: CastingKeyword) -> str:
    """What the special action costs: {2} to foretell, the plot cost, the suspend cost."""
    if keyword.keyword == FORETELL:
        return FORETELL_COST
    if keyword.keyword == SUSPEND:
        return suspend_parts(keyword.cost)[1]
    return keyword.cost


def _timing_problem(state: GameState, player: EntityId, obj: GameObject, name: str) -> str | None:
    from mtgrules.rules.casting_timing import timing_problem  # it asks rules/conditions.py

    if name == FORETELL and state.active_player != player:
        return "a card is foretold only during its owner's turn"
    if name == PLOT and not sorcery_timing(state, player):
        return "a card is plotted only in its owner's main phase, with an empty stack"
    if name == SUSPEND and not (
        can_cast_now(state, player, obj) and timing_problem(state, player, obj) is None
    ):  # CR 702.62a, 702.62c: only if it could be cast from the hand now
        return f"{obj.name} is suspended only when it could be cast now"
    return None


def action_problem(
    state: GameState, ruleset: Ruleset, player: EntityId, action: ExileFromHand
) -> tuple[str, str] | None:
    """Why ``player`` can't take the special action ``action`` now (reason, rule), or None."""
    name = action.keyword
    if name not in KEYWORDS:
        known = ", ".join(KEYWORDS)
        return (
            f"{name!r} is not a keyword that exiles a card from a hand; known: {known}",
            "116.1",
        )
    obj = state.objects.get(action.card)
    where = action_rule(ruleset, name)
    if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        return (f"{action.card} is not a card in your hand", where)
    keyword = _keyword(obj, name)
    if keyword is None:
        return (f"{obj.name} has no {name}", rule(ruleset, name))
    timing = _timing_problem(state, player, obj, name)
    if timing is not None:
        return (timing, rule(ruleset, name))
    cost = action_cost(keyword)
    if plan_payment(state, player, parse_mana_cost(cost)) is None:
        return (f"can't pay {cost} to {name} {obj.name}", rule(ruleset, name))
    return None


def special_actions(
    state: GameState, ruleset: Ruleset, player: EntityId, hand: Sequence[GameObject] | None = None
) -> list[ExileFromHand]:
    """The cards in ``player``'s hand they may foretell, plot or suspend now (``hand``: the
    cards of their hand, when the caller has them at hand)."""
    return [
        action
        for obj in (state.objects.values() if hand is None else hand)
        if obj.zone is Zone.HAND and obj.owner == player
        for keyword in obj.statics
        if isinstance(keyword, CastingKeyword) and keyword.keyword in KEYWORDS
        for action in [ExileFromHand(obj.id, keyword.keyword)]
        if action_problem(state, ruleset, player, action) is None
    ]


def perform(game: Game, player: EntityId, action: ExileFromHand) -> list[Event]:
    """Pay the cost and exile the card: foretold or plotted (a :class:`CastLater` effect), or
    suspended with its time counters. Nothing uses the stack (CR 116.3)."""
    state, ruleset = game.state, game.ruleset
    problem = action_problem(state, ruleset, player, action)
    if problem is not None:
        raise IllegalActionError(problem[0], rule=problem[1])
    obj = state.objects[action.card]
    keyword = _keyword(obj, action.keyword)
    assert keyword is not None
    payment = plan_payment(state, player, parse_mana_cost(action_cost(keyword)))
    assert payment is not None
    events = game._pay(player, payment)
    exiled, why = state.next_id, rule(ruleset, action.keyword)
    moved: list[Event] = [
        ZoneChanged(
            object=obj.id, new_id=exiled, origin=Zone.HAND, destination=Zone.EXILE, rule=why
        )
    ]
    if action.keyword == SUSPEND:
        count = suspend_parts(keyword.cost)[0]
        moved.append(CountersPut(permanent=exiled, kind=TIME, amount=count, rule=why))
    events += game._run(lambda _: moved)
    if action.keyword == SUSPEND or exiled not in state.objects:
        return events
    effect_id = state.next_id
    later = CastLater(
        controller=player,
        source=exiled,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=f"{obj.name} is {BECOMES[action.keyword]}",
        card=exiled,
        how=action.keyword,
        created_turn=state.turn,
    )
    return events + game._emit([EffectCreated(effect=effect_id, created=later, rule=why)])


def later_ways(state: GameState, player: EntityId, obj: GameObject) -> list[str]:
    """How ``player`` may cast the exiled ``obj`` now as a foretold or plotted card: "foretell"
    after the turn it was foretold; "plot" after the turn it was plotted, in their main phase
    with an empty stack (CR 702.170d)."""
    if obj.zone is not Zone.EXILE or obj.owner != player:
        return []
    return [
        effect.how
        for effect in state.effects.values()
        if isinstance(effect, CastLater)
        and effect.card == obj.id
        and effect.controller == player
        and state.turn > effect.created_turn
        and (effect.how != PLOT or sorcery_timing(state, player))
    ]


def suspend_triggers(state: GameState, ruleset: Ruleset, events: Sequence[Event]) -> list[Event]:
    """Suspend's triggered abilities, which work in exile (CR 702.62a): at the beginning of
    its owner's upkeep for each suspended card (CR 702.62b: exiled, with a time counter), and
    when the last time counter is removed from an exiled card."""
    fired: list[Event] = []
    for event in events:
        if isinstance(event, StepBegan) and event.step is Step.UPKEEP:
            for obj in list(state.objects.values()):
                if obj.owner == event.active and obj.counters.get(TIME, 0) > 0:
                    fired += _trigger(state, ruleset, obj, WhenSuspendedUpkeep)
        elif isinstance(event, CountersRemoved) and event.kind == TIME:
            card = state.objects.get(event.permanent)
            if card is not None and card.counters.get(TIME, 0) == 0:
                fired += _trigger(state, ruleset, card, WhenLastTimeCounterRemoved)
    return fired


def _trigger(state: GameState, ruleset: Ruleset, obj: GameObject, when: type) -> list[Event]:
    if obj.zone is not Zone.EXILE or _keyword(obj, SUSPEND) is None:
        return []
    return [
        AbilityTriggered(
            source=obj.id,
            controller=obj.owner,
            index=index,
            text=ability.text,
            rule=rule(ruleset, SUSPEND),
        )
        for index, ability in enumerate(obj.all_triggers)
        if isinstance(ability.when, when)
    ]


__all__ = [
    "FORETELL",
    "KEYWORDS",
    "LATER",
    "PLOT",
    "RULES",
    "SUSPEND",
    "action_problem",
    "action_rule",
    "is_suspend_parameter",
    "later_ways",
    "perform",
    "rule",
    "special_actions",
    "suspend_parts",
    "suspend_triggers",
]
