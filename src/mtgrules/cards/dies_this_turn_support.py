"""What the engine needs to play "When that creature dies this turn, [effect]" (CR 603.7c):
the delayed ability is checked as a triggered ability of its own whose trigger event is that
creature's death ("that creature", "its controller": the object that died)."""

from __future__ import annotations

from mtgrules.cards.abilities import TriggeredLine
from mtgrules.cards.pending import WhenDies
from mtgrules.effects.base import Match
from mtgrules.effects.dies_this_turn import WhenThatDiesThisTurn


def dies_this_turn_problem(step: WhenThatDiesThisTurn) -> str | None:
    """What the engine lacks to play the delayed ability of ``step``, or None."""
    from mtgrules.cards.support import missing
    from mtgrules.resolution_dies_this_turn import as_delayed

    when = WhenDies(who=Match())  # a creature's death: it has "that creature" (CR 603.7c)
    problem = missing(TriggeredLine(when=when, sentences=as_delayed(step)))
    return None if problem is None else f"WhenThatDiesThisTurn ({problem})"


__all__ = ["dies_this_turn_problem"]
