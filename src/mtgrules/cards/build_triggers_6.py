"""Trigger events of committing a crime (CR 700.13) and of cards leaving a graveyard (CR
603.2c), read into :class:`~mtgrules.cards.pending.WhenOther` by their words (the engine's
reading: rules/crimes.py, rules/trigger_batches.py), and the limit "This ability triggers only
once each turn." (CR 603.2; rules/trigger_limits.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import TriggeredLine
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.pending import WhenOther


def _words(*parts: object) -> str:
    return " ".join(str(p) for p in parts if p)


class Triggers6Rules:
    """Transformer callbacks of the "trigger events 6" block of oracle.lark."""

    def when_ev_commit_crime(self, c: list[Any]) -> WhenOther:
        # CR 700.13: "Whenever you commit a crime [during your turn]"
        return WhenOther(event=_words("you commit a crime", *c), once=False)

    def when_ev_leave_graveyard(self, c: list[Token | str]) -> WhenOther:
        # CR 603.2c: "Whenever one or more [creature] cards leave your graveyard": once per
        # event, however many cards leave.
        return WhenOther(event=_words("one or more", *c), once=False)

    def triggered_once(self, c: list[Any]) -> TriggeredLine:
        # CR 603.2: "This ability triggers only once each turn." (rules/trigger_limits.py)
        line = c[0]
        if not isinstance(line, TriggeredLine) or line.once_each_turn:
            raise ClauseError("a trigger limit after something other than one triggered ability")
        return replace(line, once_each_turn=True)

    def when_ev_player_taps(self, c: list[Token]) -> WhenOther:
        # CR 605.3a: "Whenever a player taps a land / an Island for mana"
        return WhenOther(event="a player taps " + _tapped(c[0]), once=False)

    def when_ev_you_tap(self, c: list[Token]) -> WhenOther:
        return WhenOther(event="you tap " + _tapped(c[0]), once=False)

    def when_ev_you_tap_self(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="you tap ~ for mana", once=False)

    def when_ev_enters_or_turned_up(self, _: list[Any]) -> WhenOther:
        # CR 603.2, 702.37e: "When ~ enters or is turned face up"
        return WhenOther(event="~ enters or is turned face up", once=True)

    def ev_turned_face_up(self, _: list[Any]) -> str:
        return "is turned face up"  # "Whenever a permanent is turned face up" (CR 702.37e)


def _tapped(words: Token) -> str:
    """ "a land for mana", "an Island for mana" (a basic land type capitalized, CR 205.3i)."""
    article, kind, rest = str(words).split(" ", 2)
    return " ".join((article, kind if kind in ("land", "nonbasic") else kind.capitalize(), rest))
