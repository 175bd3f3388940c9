"""Where the engine carries out the words after a combat trigger that names the other
creature's kind (:mod:`mtgrules.rules.blocker_kinds`; CR 603.7c).

The trigger event's object is the other creature ("Whenever equipped creature blocks or
becomes blocked by a Vampire, destroy that creature"), so after an Equipment's or an Aura's
trigger "it" (the equipped creature) can't be told from it and is refused; after "one or
more [creatures]" the event has no one other creature, its object is the creature the
ability watches ("it gains deathtouch"), and "that creature" is refused."""

from __future__ import annotations

import dataclasses

from mtgrules.cards.abilities import Ability, TriggeredLine
from mtgrules.cards.pending import THAT_CREATURE, TRIGGERING_OBJECT, WhenOther
from mtgrules.cards.triggering_object import REF_FIELDS
from mtgrules.rules.blocker_kinds import KIND_VERBS, ONE_OR_MORE
from mtgrules.rules.trigger_watch import watch_of


def _refs(value: object) -> set[object]:
    """Every reference held anywhere in ``value`` (instructions, nested steps)."""
    found: set[object] = set()
    if isinstance(value, tuple | list):
        for item in value:
            found |= _refs(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            inner = getattr(value, field.name)
            if field.name in REF_FIELDS and isinstance(inner, int):
                found.add(inner)
            else:
                found |= _refs(inner)
    return found


def blocker_kind_problem(ability: Ability) -> str | None:
    """What the engine lacks to carry out ``ability``, or None."""
    if not isinstance(ability, TriggeredLine) or not isinstance(ability.when, WhenOther):
        return None
    watch = watch_of(ability.when.event)
    if watch is None or watch.verb not in KIND_VERBS:
        return None
    refs = _refs(ability.sentences)
    if watch.other_kind.startswith(ONE_OR_MORE) and THAT_CREATURE in refs:
        return "EventReference ('that creature' after one or more creatures)"
    attached = watch.article in ("enchanted", "equipped")
    if attached and not watch.other_kind.startswith(ONE_OR_MORE) and TRIGGERING_OBJECT in refs:
        return "EventReference ('it' beside the other creature of the event)"
    return None


__all__ = ["blocker_kind_problem"]
