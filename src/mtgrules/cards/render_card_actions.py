"""Words of :mod:`mtgrules.effects.card_actions` (built by cards/build_card_actions.py)."""

from __future__ import annotations

from mtgrules.effects.card_actions import HandCardToBottom, Learn, Populate


def card_action_clause(step: object) -> str | None:
    """ "populate" (CR 701.36a), "learn" (CR 701.48a), "put a card from your hand on the
    bottom of your library", or None for another instruction."""
    if isinstance(step, Populate):
        return "populate"
    if isinstance(step, Learn):
        return "learn"
    if isinstance(step, HandCardToBottom):
        return "put a card from your hand on the bottom of your library"
    return None


__all__ = ["card_action_clause"]
