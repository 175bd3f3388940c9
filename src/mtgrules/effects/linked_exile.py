"""Exile "until" the source leaves the battlefield (CR 610.3): "When ~ enters, exile target
creature an opponent controls until ~ leaves the battlefield." (Banisher Priest, Makeshift
Binding, Prayer of Binding).

* :class:`ExileUntilLeaves`: the instruction, a one-shot effect that exiles the object. If
  the source has already left the battlefield by the time it would exile it, the object
  doesn't move (CR 610.3a-b).
* :class:`ExiledUntilLeaves`: what that exile leaves behind among the game's effects: the
  link between the source and the exiled card. Immediately after the source leaves the
  battlefield, a second one-shot effect returns the card (CR 610.3) to the battlefield under
  its owner's control (CR 610.3c); returns caused by simultaneous events are simultaneous
  (CR 610.3d). The card returns only if it is still the object in exile (CR 400.7).

>>> ExileUntilLeaves(on=-100).on
-100
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration, Effect
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref

UNTIL_LEAVES = "610.3"
"""The rule of a zone change "until" an event occurs, and of the return after it (today's
number: the wording was printed after 2011 and applies under the 2011 rules too)."""
RETURNS_UNDER_OWNER = "610.3c"  # 2011 rules: the return as today's rules describe it


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileUntilLeaves:
    """ "Exile [ref] until ~ leaves the battlefield." (CR 610.3)."""

    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class ExiledUntilLeaves(Effect):
    """The card ``card`` (in exile) returns to the battlefield under its owner's control
    immediately after ``source`` leaves the battlefield (CR 610.3, 610.3c)."""

    card: EntityId
    duration: Duration = Duration.INDEFINITE


__all__ = ["RETURNS_UNDER_OWNER", "UNTIL_LEAVES", "ExileUntilLeaves", "ExiledUntilLeaves"]
