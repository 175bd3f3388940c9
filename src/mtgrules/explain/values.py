"""The placeholders of a sentence, from the fields of its event.

Every field becomes a placeholder of the same name: ids by the name of their player or
object, numbers as :class:`~mtgrules.explain.counts.Count` (so ``{amount:a|b}`` agrees),
steps, zones and counter kinds through the catalogue, lists of ids as a list of names (with
``<field>_count``). :mod:`mtgrules.explain.variants` adds what a class needs beyond that.
"""

from __future__ import annotations

from dataclasses import fields

from mtgrules.effects.base import Effect
from mtgrules.events import Event
from mtgrules.explain.counts import Count
from mtgrules.explain.naming import Namer
from mtgrules.objects import Step, Zone

ENTITY_FIELDS = frozenset(
    {
        "source",
        "recipient",
        "original",
        "player",
        "permanent",
        "affected",
        "object",
        "new_id",
        "controller",
        "creature",
        "card",
        "active",
        "attachment",
        "host",
        "previous",
        "that_player",
        "that_object",
        "attacked",  # the player or planeswalker a creature attacks
    }
)
COUNTER_FIELDS = frozenset({"kind"})


def field_values(event: Event, namer: Namer) -> dict[str, object]:
    """The placeholders named after the event's fields."""
    lang = namer.words.lang
    values: dict[str, object] = {}
    for f in fields(event):
        value = getattr(event, f.name)
        name = f.name
        if name == "rule":
            values[name] = value
        elif name in ENTITY_FIELDS and (value is None or isinstance(value, int)):
            values[name] = namer.entity(value)
        elif name == "effect":
            values[name] = _effect(value, namer)
        elif isinstance(value, bool):
            values[name] = value
        elif isinstance(value, int):
            values[name] = Count(value, lang)
        elif isinstance(value, Step):
            values[name] = namer.step(value)
        elif isinstance(value, Zone):
            values[name] = namer.zone(value)
        elif name in COUNTER_FIELDS and isinstance(value, str):
            values[name] = namer.counter(value)
        elif isinstance(value, tuple | frozenset) and all(isinstance(v, int) for v in value):
            values[name] = namer.entities(sorted(value) if isinstance(value, frozenset) else value)
            values[f"{name}_count"] = Count(len(value), lang)
        else:
            values[name] = value
    return values


def _effect(value: object, namer: Namer) -> str:
    if isinstance(value, Effect):
        return value.text or f"{value.kind} #{value.id}"
    if value is None or isinstance(value, int):
        return namer.effect(value)
    return str(value)
