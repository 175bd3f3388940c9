"""Effects on a player's maximum hand size (CR 402.2): "You have no maximum hand size.",
"Players have no maximum hand size." (a static ability, CR 611.3), checked as the cleanup
step begins (CR 514.1; :mod:`mtgrules.rules.hand_size`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect, Match


@dataclass(frozen=True, slots=True, kw_only=True)
class NoMaximumHandSize(Effect):
    """ "[who] [has / have] no maximum hand size" (CR 402.2): a player ``who`` matches doesn't
    discard down to seven cards in their cleanup step (CR 514.1)."""

    who: Match


__all__ = ["NoMaximumHandSize"]
