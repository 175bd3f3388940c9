"""What "it" means in an ability (CR 603.7c, 608.2h).

The grammar reads "it" (with no target named before it) as :data:`TRIGGERING_OBJECT`; once the
whole line is read, :func:`resolve_it` decides:

* in a triggered ability that watches objects other than its own ("Whenever a creature you
  control attacks, it gets +1/+1 until end of turn", "Whenever a creature enters, ~ deals 2
  damage to it"), "it" is the object that triggered the ability (CR 603.7c: the ability refers
  to the event's object, as it last existed, CR 608.2h);
* everywhere else "it" is this object (``SELF``: "Sacrifice ~: It deals 1 damage to any
  target.", "When ~ enters, it deals 2 damage ...").

"~" (the card's name, "this creature") is always the object itself, whatever the ability watches.

>>> from mtgrules.cards.grammar import parse_line
>>> line = parse_line("Whenever a creature you control attacks, it gets +1/+1 until end of turn.")
>>> line.sentences[0][0].on == TRIGGERING_OBJECT
True
>>> parse_line("When ~ enters, it deals 1 damage to any target.").sentences[0][0].source
-1
"""

from __future__ import annotations

import dataclasses
from typing import TypeVar

from mtgrules.cards.abilities import Ability, Either, TriggeredLine, instructions
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.pending import TRIGGERING_OBJECT, WhenDies, WhenOther
from mtgrules.cards.triggering_controller import TRIGGERING_CONTROLLERS
from mtgrules.effects.base import PLAYER, Match
from mtgrules.effects.instructions import SELF
from mtgrules.effects.triggers import (
    WhenAttacks,
    WhenBlocks,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenEntersBattlefield,
    WhenGainLife,
)
from mtgrules.rules import trigger_events

T = TypeVar("T")

REF_FIELDS = frozenset({"to", "who", "on", "source", "first", "second", "what", "from_"})
"""The fields of instructions and effect templates that hold a reference."""

_SUBJECT_FIELDS = ("on", "source", "who")
_WITH_OBJECT = (
    WhenDealsDamage,
    WhenDealtDamage,
    WhenAttacks,
    WhenBlocks,
    WhenDies,
    WhenEntersBattlefield,
)


def watches_others(when: object) -> bool:
    """The trigger condition watches objects (not players) other than the ability's own:
    "a creature you control", "another creature", "~ or another creature"."""
    if isinstance(when, Either):
        return watches_others(when.first) or watches_others(when.second)
    if isinstance(when, WhenOther):
        watch = trigger_events.watch_of(when.event)
        return watch is not None and not watch.own and not watch.players
    if isinstance(when, WhenGainLife):
        return False
    for name in ("who", "to", "from_"):
        match = getattr(when, name, None)
        if (
            isinstance(match, Match)
            and match.ids != frozenset({SELF})
            and (match.kinds is None or match.kinds - {PLAYER})
        ):
            return True
    return False


def names_object(when: object) -> bool:
    """Each event of the condition names the object that triggered it (CR 603.7c)."""
    if isinstance(when, Either):
        return names_object(when.first) and names_object(when.second)
    return isinstance(when, _WITH_OBJECT) or trigger_events.has_object(when)


def replace_ref(value: T, old: int, new: int) -> T:
    """``value`` with the reference ``old`` replaced by ``new`` in every reference field and
    every :class:`Match` of it, nested instructions and effects included."""
    if isinstance(value, tuple):
        return tuple(replace_ref(item, old, new) for item in value)  # type: ignore[return-value]
    if isinstance(value, Match):
        if value.ids is None or old not in value.ids:
            return value
        ids = frozenset(new if i == old else i for i in value.ids)
        return dataclasses.replace(value, ids=ids)
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return value
    changes: dict[str, object] = {}
    for field in dataclasses.fields(value):
        inner = getattr(value, field.name)
        if field.name in REF_FIELDS and inner == old and isinstance(inner, int):
            changes[field.name] = new
        elif isinstance(inner, tuple | Match) or (
            dataclasses.is_dataclass(inner) and not isinstance(inner, type)
        ):
            replaced = replace_ref(inner, old, new)
            if replaced is not inner:
                changes[field.name] = replaced
    return dataclasses.replace(value, **changes) if changes else value


def _uses(value: object, ref: int) -> bool:
    return replace_ref(value, ref, ref - 1) is not value


def _check_unambiguous(line: TriggeredLine) -> None:
    """Refuse "it" as the subject of an instruction after "~" was named: "~ gets +1/+1 until
    end of turn. It gains ..." could mean either object."""
    named_self = False
    for step in instructions(line.sentences):
        subject = next((getattr(step, f) for f in _SUBJECT_FIELDS if hasattr(step, f)), None)
        if named_self and subject == TRIGGERING_OBJECT:
            raise ClauseError("'it' after '~': this object or the one that triggered it")
        named_self = named_self or _uses(step, SELF)


def _check_triggering_controller(ability: Ability) -> None:
    """ "that land's controller" with no target: the controller of the object that triggered
    the ability (CR 603.7c), so only in a triggered ability whose events name an object."""
    if all(replace_ref(ability, ref, ref - 1) == ability for ref in TRIGGERING_CONTROLLERS):
        return  # (compared by value: a replacement makes new tuples even if nothing changed)
    if not isinstance(ability, TriggeredLine) or not names_object(ability.when):
        raise ClauseError("'that [type]'s controller' with no target nor triggering object")


def resolve_it(ability: Ability) -> Ability:
    """``ability`` with each "it" read as the triggering object or as this object."""
    _check_triggering_controller(ability)
    if not _uses(ability, TRIGGERING_OBJECT):
        return ability
    if isinstance(ability, TriggeredLine) and watches_others(ability.when):
        _check_unambiguous(ability)
        return ability  # CR 603.7c: the object of the event (support checks it has one)
    return replace_ref(ability, TRIGGERING_OBJECT, SELF)
