"""Miracle (CR 702.94a; a keyword from after 2011, cited by today's number under both
rulesets): as a player draws a card with miracle that is the first card they've drawn this
turn, they may reveal it (a ``miracle reveal`` decision, asked where the card is drawn,
``Resolution._draw``); if they do, its triggered ability triggers: "When you reveal this card
this way, you may cast it by paying [cost] rather than its mana cost." (resolution_miracle.py:
cast while the ability resolves, whatever the card's type, as with madness).

The first card drawn is counted by :mod:`mtgrules.rules.turn_record` (``DREW``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.casting import CastingKeyword
from mtgrules.effects.miracle import MIRACLE, MIRACLE_RULE, WhenRevealedForMiracle
from mtgrules.events import AbilityTriggered, Event
from mtgrules.objects import Zone
from mtgrules.rules.turn_record import DREW, this_turn
from mtgrules.state import EntityId, GameObject

if TYPE_CHECKING:
    from mtgrules.resolution import Resolution

REVEAL = "miracle reveal"
"""The kind of the decision to reveal the card."""


def _trigger_index(card: GameObject) -> int | None:
    if not any(isinstance(s, CastingKeyword) and s.keyword == MIRACLE for s in card.statics):
        return None
    return next(
        (
            i
            for i, ability in enumerate(card.all_triggers)
            if isinstance(ability.when, WhenRevealedForMiracle)
        ),
        None,
    )


def on_draw(game: Resolution, player: EntityId, card: EntityId) -> list[Event]:
    """``player`` has just drawn ``card``: if it has miracle and is the first card they drew
    this turn, they may reveal it, and its miracle ability triggers."""
    state = game.state
    obj = state.objects.get(card)
    if obj is None or obj.zone is not Zone.HAND or this_turn(state, DREW, player) != 1:
        return []
    index = _trigger_index(obj)
    if index is None:
        return []
    answer: Hashable = True
    if game._chooser is not None:
        answer = game._chooser.ask(
            Decision(
                kind=REVEAL,
                player=player,
                options=(True, False),
                labels=(f"reveal {obj.name}", "don't reveal it"),
                prompt=f"reveal {obj.name}, the first card you drew this turn, for its miracle",
                rule=MIRACLE_RULE,
            )
        )
    if answer is not True:
        return []
    triggered = AbilityTriggered(
        source=card,
        controller=player,
        index=index,
        text=obj.all_triggers[index].text,
        rule=MIRACLE_RULE,
    )
    return game._emit([triggered])


__all__ = ["REVEAL", "on_draw"]
