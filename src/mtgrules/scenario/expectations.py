"""Checking a scenario's expectations against the game: life, poison, marked damage,
counters, loyalty, power and toughness, zones, the winner, what the game waits for, and the
exact set of legal combat damage assignments of a creature (CR 510.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.engine import Game
from mtgrules.errors import RulesError
from mtgrules.scenario.building import Ids
from mtgrules.scenario.schema import Expectation


@dataclass(frozen=True, slots=True)
class Check:
    """An expectation with the value found and whether they agree; ``after`` is the
    number of the action it was checked after (None: at the end)."""

    expectation: Expectation
    actual: Any
    passed: bool
    after: int | None = None
    expected: Any = None  # as compared: assignments in a stable order


def _splits(ids: Ids, splits: list[dict[Any, int]]) -> list[dict[str, int]]:
    """Assignments with short ids, without zero amounts, in a stable order."""
    named = [
        {ids.name_of(r) or str(r): n for r, n in sorted(split.items()) if n} for split in splits
    ]
    return sorted(named, key=lambda split: sorted(split.items()))


def actual_value(game: Game, ids: Ids, expectation: Expectation) -> Any:
    kind, subject = expectation.kind, expectation.subject
    if kind == "winner":
        winners = game.winners
        if winners is None:
            return "none"
        if not winners:
            return "draw"
        return ", ".join(sorted(ids.name_of(w) or str(w) for w in winners))
    if kind == "waiting_for":
        return game.decision_kind() or "nothing"
    entity = ids[subject]
    if kind == "life":
        return game.life(entity)
    if kind == "poison":
        return game.poison(entity)
    if kind == "assignments":
        try:
            return _splits(ids, game.legal_assignments(entity))
        except RulesError as error:
            return f"error: {error}"
    obj = game.obj(entity)
    if kind == "damage":
        return obj.damage
    if kind == "counters":
        return {k: obj.counters.get(k, 0) for k in expectation.expected}
    if kind == "loyalty":
        return obj.current_loyalty()
    if kind == "power":
        return obj.current_power()
    if kind == "toughness":
        return obj.current_toughness()
    assert kind == "zone", kind
    return obj.zone.value


def check(game: Game, ids: Ids, expectation: Expectation, after: int | None = None) -> Check:
    actual = actual_value(game, ids, expectation)
    expected = expectation.expected
    if expectation.kind == "assignments":
        expected = _splits(ids, [{ids[r]: n for r, n in s.items()} for s in expected])
    return Check(expectation, actual, actual == expected, after, expected)
