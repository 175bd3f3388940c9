"""Trigger conditions of the "player events" block of oracle.lark (read by their words in
rules/trigger_zones.py and rules/trigger_events_7.py): "Whenever a player discards a card"
(CR 701.8a), "Whenever a player draws a card" (CR 121.1), "Whenever an opponent sacrifices an
artifact" (CR 701.17a: a permanent that opponent controls). "That player" / "they" is the player
who discarded, drew or sacrificed (CR 603.7c)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.pending import WhenOther


class PlayerEventRules:
    """Transformer callbacks of the "player events" block of oracle.lark."""

    def when_pe_player_discards(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="a player discards a card", once=False)  # CR 701.8a

    def when_pe_player_draws(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="a player draws a card", once=False)  # CR 121.1

    def when_pe_opponent_sacrifices(self, c: list[Any]) -> WhenOther:
        # CR 701.17a: a player sacrifices only a permanent they control
        subject = c[0]
        if subject.article != "a" or subject.controller:
            raise ClauseError("a sacrifice by an opponent of something other than 'a [permanent]'")
        return WhenOther(event=f"an opponent sacrifices {subject.words()}", once=False)
