"""Actions written the way a scenario file writes them, with the scenario's short ids:
for hints ("legal: attack = { gorger = "bob" }") and for the trace."""

from __future__ import annotations

from typing import Any

from mtgrules.actions import (
    Action,
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    Discard,
    ExileFromHand,
    OrderDamageAssignment,
    PassPriority,
    PlayLand,
    TurnFaceUp,
)
from mtgrules.scenario.building import Ids
from mtgrules.scenario.schema import ActionSpec


def _key(key: object) -> str:
    text = str(key)
    return text if text and all(c.isalnum() or c in "-_" for c in text) else f'"{text}"'


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, tuple | list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict) and not value:
        return "{}"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {toml_value(v)}" for k, v in value.items()) + " }"
    return str(value)


def _pairs(pairs: Any) -> dict[str, Any]:
    """Pairs as a table; a key given twice (a creature blocking two) gets an array."""
    table: dict[str, Any] = {}
    for key, value in pairs:
        if key in table:
            old = table[key]
            table[key] = [*old, value] if isinstance(old, list) else [old, value]
        else:
            table[key] = value
    return table


def describe_spec(spec: ActionSpec) -> str:
    """The action as its scenario file writes it."""
    kind, value, options = spec.kind, spec.value, dict(spec.options)
    if kind in ("attack", "block", "order"):
        shown = toml_value(_pairs(value))
    elif kind == "assign":
        shown = toml_value({c: dict(split) for c, split in value})
    elif kind == "deal":
        shown = toml_value(
            [
                {"from": s, "to": r, "amount": n} | ({"combat": True} if c else {})
                for s, r, n, c in value
            ]
        )
    elif kind == "expect":
        shown = toml_value({f"{c.kind} {c.subject}".strip(): c.expected for c in spec.checks})
    elif kind == "choose":
        shown = toml_value(value[0] if len(value) == 1 else value)
    else:
        shown = toml_value(value)
    extra = "".join(f", {key} = {toml_value(item)}" for key, item in options.items())
    return f"{kind} = {shown}{extra}"


def describe_action(action: Action, ids: Ids) -> str:
    """An engine action in the scenario's terms (for hints)."""

    def name(entity: object) -> str:
        return ids.name_of(entity) or str(entity)

    def named(pairs: Any) -> dict[str, Any]:
        return _pairs((name(a), name(b)) for a, b in pairs)

    if isinstance(action, PassPriority):
        return "pass = 1"
    if isinstance(action, PlayLand):
        return f"play_land = {toml_value(name(action.card))}"
    if isinstance(action, CastSpell | ActivateAbility):
        if isinstance(action, CastSpell):
            text = f"cast = {toml_value(name(action.card))}"
        else:
            text = f"activate = {toml_value(name(action.source))}, ability = {action.index + 1}"
        if action.targets:
            text += f", targets = {toml_value([name(t) for t in action.targets])}"
        return text
    if isinstance(action, TurnFaceUp):  # CR 116.2b: not a scenario action yet
        return f"turn face up {toml_value(name(action.permanent))}"
    if isinstance(action, ExileFromHand):  # CR 116.2f/h/k: not a scenario action yet
        return f"{action.keyword} {toml_value(name(action.card))}"
    if isinstance(action, DeclareAttackers):
        return f"attack = {toml_value(named(action.attacks))}"
    if isinstance(action, DeclareBlockers):
        return f"block = {toml_value(named(action.blocks))}"
    if isinstance(action, OrderDamageAssignment):
        orders = {name(c): [name(o) for o in order] for c, order in action.orders}
        return f"order = {toml_value(orders)}"
    if isinstance(action, AssignCombatDamage):
        splits = {name(c): {name(r): n for r, n in split} for c, split in action.assignments}
        return f"assign = {toml_value(splits)}"
    if isinstance(action, Choose):
        answer = action.answer
        known = not isinstance(answer, bool) and ids.name_of(answer) is not None
        return f"choose = {toml_value(name(answer) if known else answer)}"
    assert isinstance(action, Discard)
    return f"discard = {toml_value([name(c) for c in action.cards])}"
