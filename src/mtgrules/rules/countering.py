"""Countering (CR 701.5; the same number in 2011 and in the 2022 numbering the engine follows
today).

* A spell or ability on the stack may be the target of "target spell", "target creature
  spell", "target activated ability" (:mod:`mtgrules.rules.stack_targets`).
* To counter a spell or ability is to cancel it, removing it from the stack; a countered
  spell is put into its owner's graveyard (CR 701.5a). A spell that "can't be countered"
  stays on the stack (CR 101.2: "can't" wins over an instruction to counter it).
* A spell or ability that is no longer on the stack is no longer a legal target: the
  counterspell then doesn't resolve (CR 608.2b).
"""

from __future__ import annotations

from mtgrules.cards.pending import CantBeCountered
from mtgrules.counter_events import COUNTER_RULE, Countered
from mtgrules.effects.instructions import Unless
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules.stack_targets import stack_item
from mtgrules.spell_copy_events import ceases, is_copy
from mtgrules.stack import ItemKind
from mtgrules.state import EntityId, GameState


def cost_words(step: Unless) -> str:
    """The cost of "unless [a player] pays [cost]" as printed: "{3}", "3 life", "a card"."""
    if step.mana:
        return step.mana
    if step.life:
        return f"{step.life} life"
    return "a card" if step.discard == 1 else f"{step.discard} cards"


def can_be_countered(state: GameState, entity: EntityId) -> bool:
    """CR 101.2: "This spell can't be countered" (a static ability that works on the
    stack, CR 113.6) wins over an instruction to counter it."""
    obj = state.objects.get(entity)
    return obj is None or not any(isinstance(s, CantBeCountered) for s in obj.statics)


def counter_events(state: GameState, entity: EntityId, by: EntityId) -> list[Event]:
    """CR 701.5a: the events of countering the spell or ability ``entity`` (none if it
    is not on the stack or can't be countered): it leaves the stack without resolving, and
    a countered spell goes to its owner's graveyard."""
    item = stack_item(state, entity)
    if item is None or not can_be_countered(state, entity):
        return []
    events: list[Event] = [
        Countered(item=item.id, source=item.source, text=item.text, by=by, rule=COUNTER_RULE)
    ]
    obj = state.objects.get(entity)
    if is_copy(item):
        return [*events, *ceases(item)]  # CR 704.5e: a copy of a spell ceases to exist
    if item.kind is ItemKind.SPELL and obj is not None and obj.zone is Zone.STACK:
        events.append(
            ZoneChanged(
                object=obj.id,
                new_id=state.next_id,
                origin=Zone.STACK,
                destination=Zone.GRAVEYARD,
                rule=COUNTER_RULE,
            )
        )
    return events


__all__ = ["can_be_countered", "cost_words", "counter_events"]
