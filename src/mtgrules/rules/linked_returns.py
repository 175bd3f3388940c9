"""The return of cards exiled "until ~ leaves the battlefield" (CR 610.3).

:func:`linked_returns` is called right after a set of events is committed: for each source
among them that left the battlefield, a second one-shot effect is created immediately: each
card linked to it (:class:`~mtgrules.effects.linked_exile.ExiledUntilLeaves`) that is still
in exile returns to the battlefield under its owner's control (CR 610.3c), all of them at the
same time (CR 610.3d). It happens at once, not on the stack: it is not a triggered ability.
A card that has left exile meanwhile is a new object and stays where it is (CR 400.7).

The same pass ends the effects that last "for as long as you control ~"
(:class:`~mtgrules.effects.while_controlling.WhileYouControlSource`, CR 611.2b) once their
controller no longer controls the source: it left the battlefield or changed control.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from mtgrules.effects.control import source_held
from mtgrules.effects.linked_exile import RETURNS_UNDER_OWNER, UNTIL_LEAVES, ExiledUntilLeaves
from mtgrules.effects.while_controlling import WHILE_YOU_CONTROL, WhileYouControlSource
from mtgrules.events import EffectEnded, Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.state import GameState


def linked_returns(state: GameState, events: Sequence[Event]) -> list[Event]:
    """The events of the returns caused by sources that left the battlefield in ``events``
    (already committed), and of the ends of effects whose source is no longer controlled by
    their controller; none if nothing is due."""
    return _ended_while_controlling(state) + _returns(state, events)


def _ended_while_controlling(state: GameState) -> list[Event]:
    """CR 611.2b: the "for as long as you control ~" effects that have ended."""
    over = [
        e
        for e in state.effects.values()
        if isinstance(e, WhileYouControlSource) and not source_held(state, e.source, e.controller)
    ]
    return [
        EffectEnded(effect=ended, rule=WHILE_YOU_CONTROL)
        for e in over
        for ended in (*e.effects, e.id)
        if ended in state.effects
    ]


def _returns(state: GameState, events: Sequence[Event]) -> list[Event]:
    left = {e.object for e in events if isinstance(e, ZoneChanged) and e.origin is Zone.BATTLEFIELD}
    links = [
        e for e in state.effects.values() if isinstance(e, ExiledUntilLeaves) and e.source in left
    ]
    if not links:
        return []
    done: list[Event] = [EffectEnded(effect=link.id, rule=UNTIL_LEAVES) for link in links]
    new_ids = itertools.count(state.next_id)
    done += [
        ZoneChanged(
            object=link.card,
            new_id=next(new_ids),
            origin=Zone.EXILE,
            destination=Zone.BATTLEFIELD,
            rule=RETURNS_UNDER_OWNER,
        )
        for link in links
        if (card := state.objects.get(link.card)) is not None and card.zone is Zone.EXILE
    ]
    return done


__all__ = ["linked_returns"]
