"""Whether the engine can play a mill of :mod:`mtgrules.effects.reveals` where it stands:
"mills that many cards" needs a trigger event with an amount (CR 603.2: the damage dealt, the
life gained or lost; :mod:`mtgrules.rules.trigger_amounts`)."""

from __future__ import annotations

from mtgrules.cards.abilities import Ability, Either, TriggeredLine
from mtgrules.effects.reveals import MillThatMany
from mtgrules.rules.trigger_amounts import has_amount


def reveal_problem(step: object, ability: Ability) -> str | None:
    """What the engine lacks to carry out ``step`` in ``ability``, or None."""
    if not isinstance(step, MillThatMany):
        return None
    if isinstance(ability, TriggeredLine):
        when = ability.when
        conditions = (when.first, when.second) if isinstance(when, Either) else (when,)
        if all(has_amount(c) for c in conditions):
            return None
    return "MillThatMany (that many of what)"


__all__ = ["reveal_problem"]
