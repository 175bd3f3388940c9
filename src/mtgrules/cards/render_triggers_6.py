"""The words of a triggered ability's limit (CR 603.2): "This ability triggers only once each
turn." after the ability's own text."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtgrules.cards.abilities import TriggeredLine

ONCE_EACH_TURN = "This ability triggers only once each turn."


def triggers_once_each_turn(line: TriggeredLine, render: Callable[[TriggeredLine], str]) -> str:
    """``line`` written by ``render``, then its limit."""
    return render(replace(line, once_each_turn=False)) + " " + ONCE_EACH_TURN
