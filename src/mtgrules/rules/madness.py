"""Madness (CR 702.35; 702.33 in the 2011 rules). "Madness [cost]" means "If a player would
discard this card, that player discards it, but exiles it instead of putting it into their
graveyard" and "When this card is exiled this way, its owner may cast it by paying [cost]
rather than paying its mana cost. If that player doesn't, they put this card into their
graveyard." (CR 702.35a; 2011: 702.33a).

* :func:`replace_discards` is the replacement effect (CR 614.1a): it rewrites the events of
  one action before they are committed. The card is still discarded (it leaves its owner's
  hand as a discard, so "whenever you discard a card" sees it, :func:`discarded`), and its
  madness ability triggers at once (the :class:`~mtgrules.events.AbilityTriggered` follows
  the move; the trigger goes on the stack the next time a player would receive priority,
  CR 603.3).
* As that trigger resolves (:mod:`mtgrules.resolution_madness`), the owner casts the card from
  exile for its madness cost or puts it into their graveyard. Casting it this way ignores the
  timing permissions of its card type (CR 702.35b; 2011: 702.33b): a creature card is cast
  while the trigger resolves, whatever the step.

>>> from mtgrules.rulesets import CURRENT
>>> madness_rule(CR2011), madness_rule(CURRENT)
('702.33a', '702.35a')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mtgrules.effects.madness import CastWithMadness
from mtgrules.events import AbilityTriggered, Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules.alternative_casting import keyword_rule
from mtgrules.rulesets import CR2011, Ruleset  # noqa: F401 (the doctest)
from mtgrules.state import GameObject, GameState

RULES = frozenset({"702.35a", "702.33a"})
"""The rules a discard into exile by madness cites, in either edition."""


def madness_rule(ruleset: Ruleset) -> str:
    """CR 702.35a (2011: 702.33a)."""
    return keyword_rule(ruleset, "madness")


def trigger_index(obj: GameObject) -> int | None:
    """The index of ``obj``'s madness triggered ability among its triggers, or None."""
    for index, ability in enumerate(obj.all_triggers):
        effect = ability.effect if isinstance(ability.effect, tuple) else (ability.effect,)
        if any(isinstance(step, CastWithMadness) for step in effect):
            return index
    return None


def replace_discards(state: GameState, ruleset: Ruleset, events: Sequence[Event]) -> list[Event]:
    """``events`` with each card with madness that would be discarded (moved from its
    owner's hand to their graveyard, CR 701.8a) exiled instead, and its madness ability
    triggering (CR 702.35a)."""
    rule = madness_rule(ruleset)
    found: list[Event] = []
    for event in events:
        card = (
            state.objects.get(event.object)
            if isinstance(event, ZoneChanged)
            and event.origin is Zone.HAND
            and event.destination is Zone.GRAVEYARD
            else None
        )
        index = trigger_index(card) if card is not None else None
        if not isinstance(event, ZoneChanged) or card is None or index is None:
            found.append(event)
            continue
        found.append(dataclasses.replace(event, destination=Zone.EXILE, rule=rule))
        found.append(
            AbilityTriggered(
                source=event.new_id,
                controller=card.owner,
                index=index,
                text=card.all_triggers[index].text,
                rule=rule,
            )
        )
    return found


def discarded(event: ZoneChanged) -> bool:
    """``event`` discards a card (CR 701.8a): from a hand to a graveyard, or into exile by
    madness (the card is discarded all the same, CR 702.35a)."""
    return event.origin is Zone.HAND and (
        event.destination is Zone.GRAVEYARD
        or (event.destination is Zone.EXILE and event.rule in RULES)
    )


__all__ = ["RULES", "discarded", "madness_rule", "replace_discards", "trigger_index"]
