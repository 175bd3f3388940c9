"""What the engine needs to play "When you do, [effect]" (CR 603.12): the reflexive ability
is checked as a triggered ability of its own, with the trigger event of the ability that
creates it ("that player" and "that creature" are that event's, CR 603.12), and it is
created only by a triggered ability (the engine carries it out as it resolves)."""

from __future__ import annotations

from mtgrules.cards.abilities import Ability, TriggeredLine
from mtgrules.effects.reflexive import WhenYouDo


def reflexive_problem(step: WhenYouDo, ability: Ability) -> str | None:
    """What the engine lacks to play ``step`` in ``ability``, or None."""
    from mtgrules.cards.support import missing

    if not isinstance(ability, TriggeredLine):
        return "WhenYouDo (outside a triggered ability)"
    inner = TriggeredLine(
        when=ability.when,
        sentences=step.sentences,
        targets=step.targets,
        intervening=step.intervening,  # CR 603.4
    )
    problem = missing(inner)
    return None if problem is None else f"WhenYouDo ({problem})"


__all__ = ["reflexive_problem"]
