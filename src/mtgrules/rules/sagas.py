"""Sagas (CR 714): lore counters, chapter abilities and the sacrifice of a finished Saga.

Sagas were printed after 2011; the engine plays them under both editions with today's rules
and rule numbers, as it does for newer keywords.

* CR 714.2b: a chapter ability "{rN} — [effect]" triggers when one or more lore counters are
  put onto the Saga, if the number of lore counters on it was less than N and became at least
  N. Counters it enters with count as put onto it (CR 122.6), so chapter I triggers as the
  Saga enters; when two counters arrive at once, both chapters they pass trigger.
* CR 714.2d: a Saga's final chapter number is the greatest of its chapter numbers (0 with
  none).
* CR 714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it.
* CR 714.3b: as a player's first (precombat) main phase begins, that player puts a lore
  counter on each Saga they control with one or more chapter abilities; a turn-based action,
  it doesn't use the stack.
* CR 714.4 (state-based action 704.5s): a Saga with one or more chapter abilities and at
  least as many lore counters as its final chapter number is sacrificed, unless it is the
  source of a chapter ability that has triggered but not yet left the stack.

>>> from mtgrules.effects.triggers import TriggeredAbility
>>> from mtgrules.state import GameObject
>>> saga = GameObject(id=1, name="Saga", owner=1, controller=1, zone=Zone.BATTLEFIELD,
...     subtypes=frozenset({"Saga"}), triggers=(TriggeredAbility(when=ChapterReached(chapter=2),
...     effect=()),))
>>> final_chapter(saga)
2
"""

from __future__ import annotations

from collections.abc import Iterator, Set

from mtgrules.effects.chapters import LORE, ChapterReached
from mtgrules.events import CountersPut, Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.stack import ItemKind
from mtgrules.state import EntityId, GameObject, GameState

__all__ = [
    "ENTERING_RULE",
    "MAIN_PHASE_RULE",
    "SACRIFICE_RULE",
    "chapter_fires",
    "chapters",
    "entering_lore",
    "final_chapter",
    "finished_sagas",
    "is_saga",
    "main_phase_lore",
]

SAGA = "Saga"
CHAPTER_RULE = "714.2b"
ENTERING_RULE = "714.3a"
MAIN_PHASE_RULE = "714.3b"
SACRIFICE_RULE = "704.5s"
"""CR 704.5s (714.4): the state-based action that sacrifices a finished Saga."""


def is_saga(obj: GameObject) -> bool:
    return SAGA in obj.subtypes


def chapters(obj: GameObject) -> tuple[int, ...]:
    """The chapter numbers of the object's chapter abilities (CR 714.2), in order."""
    return tuple(t.when.chapter for t in obj.all_triggers if isinstance(t.when, ChapterReached))


def final_chapter(obj: GameObject) -> int:
    """CR 714.2d: the greatest value among its chapter abilities; 0 if it has none."""
    return max(chapters(obj), default=0)


def entering_lore(obj: GameObject) -> None:
    """CR 714.3a: as a Saga (with chapter abilities) enters the battlefield, its controller
    puts a lore counter on it; applied to the new object ``obj`` as it enters."""
    if obj.zone is Zone.BATTLEFIELD and is_saga(obj) and chapters(obj):
        obj.counters[LORE] = obj.counters.get(LORE, 0) + 1


def main_phase_lore(state: GameState, active: EntityId) -> list[Event]:
    """CR 714.3b: as ``active``'s first (precombat) main phase begins, they put a lore
    counter on each Saga they control with one or more chapter abilities."""
    return [
        CountersPut(permanent=obj.id, kind=LORE, amount=1, rule=MAIN_PHASE_RULE)
        for obj in state.battlefield()
        if obj.controller == active and is_saga(obj) and chapters(obj)
    ]


def chapter_fires(when: ChapterReached, obj: GameObject, event: Event) -> str | None:
    """CR 714.2b: whether ``event`` put lore counters onto the Saga ``obj`` taking their
    number from below the chapter number to at least it (read after the event: the counters
    it has now, less those the event put). Entering with lore counters is having them put
    onto it (CR 122.6): from none to those it entered with."""
    if isinstance(event, CountersPut):
        if event.permanent != obj.id or event.kind != LORE or event.amount <= 0:
            return None
        after = obj.counter(LORE)
        before = after - event.amount
    elif isinstance(event, ZoneChanged):
        if event.destination is not Zone.BATTLEFIELD or event.new_id != obj.id:
            return None
        before, after = 0, obj.counter(LORE)
    else:
        return None
    return CHAPTER_RULE if before < when.chapter <= after else None


def _chapter_waiting(state: GameState, obj: GameObject) -> bool:
    """It is the source of a chapter ability that has triggered but not yet left the stack
    (waiting to be put on it, or on it)."""
    if any(
        t.source == obj.id and isinstance(t.ability.when, ChapterReached)
        for t in state.pending_triggers
    ):
        return True
    texts = {t.text for t in obj.all_triggers if isinstance(t.when, ChapterReached)}
    return any(
        item.kind is ItemKind.TRIGGERED and item.source == obj.id and item.text in texts
        for item in state.stack
    )


def finished_sagas(state: GameState, new_ids: Iterator[int], moving: Set[EntityId]) -> list[Event]:
    """CR 714.4 (704.5s): each Saga with one or more chapter abilities whose lore counters
    reach its final chapter number, and no chapter ability of which has triggered but not
    yet left the stack, is sacrificed: its controller moves it to its owner's graveyard.
    ``moving``: permanents other state-based actions already move."""
    events: list[Event] = []
    for obj in list(state.battlefield()):
        if obj.id in moving or not is_saga(obj):
            continue
        final = final_chapter(obj)
        if final and obj.counter(LORE) >= final and not _chapter_waiting(state, obj):
            events.append(
                ZoneChanged(
                    object=obj.id,
                    new_id=next(new_ids),
                    origin=Zone.BATTLEFIELD,
                    destination=Zone.GRAVEYARD,
                    rule=SACRIFICE_RULE,
                )
            )
    return events
