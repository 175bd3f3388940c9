"""Running a scenario: its actions through the game's entry point (or its direct rule
actions), in order, recording the events of each, then its expectations.

An action the rules don't allow at that point raises a :class:`ScenarioError` at the
action's line, unless the action expects that error (``expect_error``): then the game is
left exactly as it was (CR 717 for combat damage, 510.1e) and the scenario goes on.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import cast

from mtgrules.actions import (
    Action,
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
    PassPriority,
    PlayLand,
)
from mtgrules.choices import ChoiceRequired
from mtgrules.engine import Game
from mtgrules.errors import RulesError
from mtgrules.events import Event
from mtgrules.objects import Step
from mtgrules.proposed import DamagePart
from mtgrules.scenario.building import Ids, build_game, fail_at
from mtgrules.scenario.describe import describe_action
from mtgrules.scenario.errors import ScenarioError
from mtgrules.scenario.expectations import Check, check
from mtgrules.scenario.schema import ActionSpec, ErrorSpec, Expectation, Scenario
from mtgrules.scenario.source import line_of

MAX_PASSES = 200


@dataclass(slots=True)
class Record:
    """One action (None: the start) with its events, the error it raised as expected, and
    the expectations checked after it."""

    action: ActionSpec | None
    events: list[Event] = field(default_factory=list)
    error: RulesError | None = None
    checks: list[Check] = field(default_factory=list)


@dataclass(slots=True)
class Outcome:
    scenario: Scenario
    game: Game
    ids: Ids
    records: list[Record]
    checks: list[Check]  # every expectation: after actions and at the end
    stopped: str | None = None  # why the actions stopped early

    @property
    def passed(self) -> bool:
        return self.stopped is None and all(c.passed for c in self.checks)


def run_scenario(scenario: Scenario) -> Outcome:
    """Build the scenario's game, run its actions and check its expectations. Raises a
    ScenarioError (nothing printed, nothing kept) if an action can't be taken."""
    game, ids, started = build_game(scenario)
    records = [Record(None, started)]
    outcome = Outcome(scenario, game, ids, records, [])
    for number, action in enumerate(scenario.actions, 1):
        record = Record(action)
        records.append(record)
        before = len(game.log)
        try:
            record.events = _perform(game, ids, action)
        except ChoiceRequired as required:
            asked = required.decision
            labels = ", ".join(asked.labels or tuple(map(str, asked.options)))
            raise ScenarioError(
                f"this action needs a choice: {asked.prompt} [{labels}]",
                path=scenario.file,
                line=line_of(scenario.source, (*action.path, action.kind)),
                hint="add choices = [...] to the action, in the order they are asked",
                rule=asked.rule,
            ) from None
        except RulesError as error:
            if isinstance(error, ScenarioError):
                raise error.at(
                    scenario.file, line_of(scenario.source, (*action.path, action.kind))
                ) from None
            if action.expect_error is None:
                raise fail_at(
                    scenario, (*action.path, action.kind), error, _hint(game, ids)
                ) from None
            record.error = error
            problem = _mismatch(action.expect_error, error)
            record.checks.append(_error_check(action, str(error), problem is None, number))
            assert len(game.log) == before, "an illegal action changed the game"
            continue
        ids.follow(record.events)
        if action.expect_error is not None:
            record.checks.append(_error_check(action, "no error", False, number))
            outcome.stopped = f"action {number} was expected to be illegal"
            break
        record.checks.extend(check(game, ids, e, number) for e in action.checks)
    for record in records:
        outcome.checks.extend(record.checks)
    outcome.checks.extend(check(game, ids, e) for e in scenario.expect)
    return outcome


def _error_check(action: ActionSpec, actual: str, passed: bool, number: int) -> Check:
    spec = action.expect_error
    assert spec is not None
    wanted = " ".join(
        part for part in (f"CR {spec.rule}" if spec.rule else "", spec.message or "") if part
    )
    expectation = Expectation("error", "", wanted or "an error", (*action.path, "expect_error"))
    return Check(expectation, actual, passed, number, expectation.expected)


def _mismatch(spec: ErrorSpec, error: RulesError) -> str | None:
    if spec.rule is not None and not (error.rule or "").startswith(spec.rule):
        return f"rule {error.rule}, not {spec.rule}"
    if spec.message is not None and spec.message.lower() not in str(error).lower():
        return f"a message without {spec.message!r}"
    return None


def _hint(game: Game, ids: Ids) -> str:
    """What the game waits for, and a few of its legal actions, in the scenario's terms."""
    try:
        decision = game.decision()
    except RulesError:
        decision = None
    if decision is None:
        return "the game is over" if game.winners is not None else "no game is running"
    player = ids.name_of(decision.player) or decision.player
    options = [describe_action(cast(Action, a), ids) for a in decision.options[:4]]
    more = ", ..." if len(decision.options) > 4 else ""
    shown = f"; legal: {'; '.join(options)}{more}" if options else ""
    return f"the game waits for {player}: {decision.kind}{shown}"


def _answer(game: Game, ids: Ids, answer: bool | int | str) -> Hashable:
    """An answer of the file as one of the options of the pending choice: an id stands for
    its player or object, a text for the option with that label."""
    if isinstance(answer, str):
        if answer in ids.entities:
            return ids[answer]
        decision = game.state.pending_choice.decision if game.state.pending_choice else None
        if decision is not None and answer in decision.labels:
            return decision.options[decision.labels.index(answer)]
    return answer


def _choose(game: Game, ids: Ids, answers: tuple[bool | int | str, ...]) -> list[Event]:
    events: list[Event] = []
    for answer in answers:
        events += game.apply(Choose(_answer(game, ids, answer)))
    return events


def _apply(game: Game, ids: Ids, action: Action, spec: ActionSpec) -> list[Event]:
    events = game.apply(action)
    return events + _choose(game, ids, spec.options.get("choices", ()))


def _to_step(game: Game, ids: Ids, target: Step) -> list[Event]:
    events: list[Event] = []
    for _ in range(MAX_PASSES):
        if game.state.step is target:
            return events
        kind = game.decision_kind()
        if kind != "priority":
            waiting = "the game is over" if kind is None else f"the game waits for: {kind}"
            raise ScenarioError(
                f"can't pass on to the {target.value} step: {waiting}",
                hint=_hint(game, ids),
                rule=f"{game.ruleset.rule('priority')}.3d",
            )
        events += game.apply(PassPriority())
    raise ScenarioError(f"the {target.value} step didn't come in {MAX_PASSES} passes")


def _perform(game: Game, ids: Ids, spec: ActionSpec) -> list[Event]:
    kind, value, options = spec.kind, spec.value, spec.options
    targets = tuple(ids[t] for t in options.get("targets", ()))
    if kind == "attack":
        return _apply(game, ids, DeclareAttackers(tuple((ids[a], ids[d]) for a, d in value)), spec)
    if kind == "block":
        return _apply(game, ids, DeclareBlockers(tuple((ids[b], ids[a]) for b, a in value)), spec)
    if kind == "order":
        orders = tuple((ids[c], tuple(ids[o] for o in order)) for c, order in value)
        return _apply(game, ids, OrderDamageAssignment(orders), spec)
    if kind == "assign":
        whole = tuple((ids[c], tuple(sorted((ids[r], n) for r, n in split))) for c, split in value)
        return _apply(game, ids, AssignCombatDamage(tuple(sorted(whole))), spec)
    if kind == "cast":
        return _apply(game, ids, CastSpell(ids[value], targets), spec)
    if kind == "activate":
        ability = ActivateAbility(ids[value], options.get("ability", 1) - 1, targets)
        return _apply(game, ids, ability, spec)
    if kind == "play_land":
        return _apply(game, ids, PlayLand(ids[value]), spec)
    if kind == "pass":
        events: list[Event] = []
        for _ in range(value):
            events += game.apply(PassPriority())
        return events
    if kind == "to_step":
        return _to_step(game, ids, Step(value))
    if kind == "choose":
        return _choose(game, ids, value)
    answers = [_answer(game, ids, a) for a in options.get("choices", ())]
    if kind == "deal":
        parts = [DamagePart(ids[s], ids[r], n, combat) for s, r, n, combat in value]
        return game.deal_damage_event(parts, choices=answers or None)
    source = ids[options["source"]] if "source" in options else None
    if kind == "gain_life":
        return game.gain_life(ids[options["player"]], value, source=source, choices=answers or None)
    if kind == "lose_life":
        return game.lose_life(ids[options["player"]], value, source=source, choices=answers or None)
    if kind == "pay_life":
        return game.pay_life(ids[options["player"]], value)
    if kind == "state_based_actions":
        return game.check_state_based_actions()
    assert kind == "expect", kind
    return []
