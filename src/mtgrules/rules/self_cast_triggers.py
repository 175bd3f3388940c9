""" "When you cast this spell, ..." (and "When you cast this spell and whenever it attacks"):
a triggered ability of the spell itself, which triggers as it becomes cast, once it is on the
stack and its costs are paid (CR 601.2i, 2011: 601.2h; CR 603.2). Its source is the spell:
the trigger goes on the stack above it and resolves first. A copy of a spell isn't cast
(CR 707.10), and a permanent on the battlefield doesn't trigger on its own casting (it was
a spell then): :func:`mtgrules.rules.trigger_events.fires` leaves this event alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.cards.pending import WhenOther
from mtgrules.events import AbilityTriggered, Event
from mtgrules.rulesets import Ruleset
from mtgrules.stack import ItemKind
from mtgrules.state import GameObject, GameState
from mtgrules.turn_events import PutOnStack

YOU_CAST_SELF = "you cast ~"
"""The words of the event (a ``WhenOther``)."""
CAST_RULE = "601.2"
"""The rule of a spell put on the stack by being cast (not copied)."""


def is_cast_self(when: object) -> bool:
    """The condition is "When you cast ~"."""
    return isinstance(when, WhenOther) and when.event == YOU_CAST_SELF


def _indexes(spell: GameObject) -> list[int]:
    return [i for i, ability in enumerate(spell.all_triggers) if is_cast_self(ability.when)]


def cast_self_triggers(state: GameState, ruleset: Ruleset, events: Sequence[Event]) -> list[Event]:
    """The "When you cast ~" abilities of the spells cast among ``events`` (already
    committed): one trigger each, controlled by the spell's controller (CR 603.3a)."""
    del ruleset  # the same rule numbers in both editions
    fired: list[Event] = []
    for event in events:
        if not isinstance(event, PutOnStack) or event.item.kind is not ItemKind.SPELL:
            continue
        spell = state.objects.get(event.item.id)
        if spell is None or event.rule != CAST_RULE:
            continue
        fired.extend(
            AbilityTriggered(
                source=spell.id,
                controller=event.item.controller,
                index=index,
                text=spell.all_triggers[index].text,
                rule="603.2",
            )
            for index in _indexes(spell)
        )
    return fired


__all__ = ["YOU_CAST_SELF", "cast_self_triggers", "is_cast_self"]
