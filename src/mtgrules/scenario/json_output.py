"""The scenario reports as JSON (``--json``): every event with its class, fields and rule,
every expectation with the expected and actual values."""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any

from mtgrules.events import Event
from mtgrules.explain import explain
from mtgrules.scenario.building import Ids
from mtgrules.scenario.describe import describe_spec
from mtgrules.scenario.errors import ScenarioError
from mtgrules.scenario.running import Outcome

ENTITY_FIELDS = frozenset(
    {"source", "recipient", "original", "player", "permanent", "affected", "object", "new_id"}
    | {"card", "creature", "controller", "active", "that_player", "that_object", "item"}
    | {"attacks", "blocks", "order", "permanents", "creatures", "winners"}
)


def _plain(value: Any, ids: Ids | None = None) -> Any:
    """A JSON value: entity ids as the scenario's short ids when ``ids`` is given."""
    if isinstance(value, bool) or value is None or isinstance(value, float | str):
        return value
    if isinstance(value, int):
        return (ids.name_of(value) or value) if ids is not None else value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list | frozenset | set):
        items = [_plain(v, ids) for v in value]
        return sorted(items, key=str) if isinstance(value, frozenset | set) else items
    if isinstance(value, dict):
        return {str(_plain(k, ids)): _plain(v, None) for k, v in value.items()}
    return str(value)


def event_json(event: Event, outcome: Outcome, lang: str) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    for field in dataclasses.fields(event):
        if field.name == "rule":
            continue
        value = getattr(event, field.name)
        if field.name == "assignments":
            fields[field.name] = {
                str(_plain(c, outcome.ids)): {str(_plain(r, outcome.ids)): n for r, n in split}
                for c, split in value
            }
        else:
            fields[field.name] = _plain(value, outcome.ids if field.name in ENTITY_FIELDS else None)
    return {
        "class": type(event).__name__,
        "rule": event.rule,
        "fields": fields,
        "text": explain(event, outcome.game, lang),
    }


def outcome_json(outcome: Outcome, lang: str = "en", events: bool = True) -> dict[str, Any]:
    scenario = outcome.scenario
    steps = []
    for record in outcome.records:
        step: dict[str, Any] = {
            "action": describe_spec(record.action) if record.action else None,
            "note": record.action.note if record.action else "",
            "error": str(record.error) if record.error else None,
        }
        if events:
            step["events"] = [event_json(e, outcome, lang) for e in record.events]
        steps.append(step)
    return {
        "file": scenario.file,
        "title": scenario.title,
        "rule": scenario.rule,
        "ruleset": scenario.ruleset,
        "variant": scenario.variant,
        "passed": outcome.passed,
        "stopped": outcome.stopped,
        "ids": dict(outcome.ids.entities),
        "steps": steps,
        "expectations": [
            {
                "kind": c.expectation.kind,
                "subject": c.expectation.subject or None,
                "after_action": c.after,
                "expected": _plain(c.expected),
                "actual": _plain(c.actual),
                "passed": c.passed,
            }
            for c in outcome.checks
        ],
    }


def error_json(error: ScenarioError) -> dict[str, Any]:
    return {
        "file": error.path,
        "line": error.line,
        "message": error.problem,
        "rule": error.rule,
        "hint": error.hint or None,
    }
