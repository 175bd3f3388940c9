"""Oracle text of "[instruction] at end of combat" (:mod:`mtgrules.effects.end_of_combat`;
CR 603.7a, 511.2), generated from the compiled data alone, and where the engine carries it
out: "that creature" must be the creature ~ dealt damage to (CR 603.7c), the object the
trigger event "~ deals [combat] damage to a creature" names."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.abilities import Ability, TriggeredLine
from mtgrules.cards.pending import WhenOther
from mtgrules.effects.end_of_combat import AtEndOfCombat

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context
    from mtgrules.effects.instructions import Instruction


def delayed_words(step: Instruction) -> str:
    """The words of the delayed instruction alone ("destroy that creature")."""
    from mtgrules.cards.render_effects import _clause, _Context  # a cycle: imported when used

    return _clause(step, _Context(targets=()))


def end_of_combat_clause(step: object, ctx: _Context) -> str | None:
    """The words of an :class:`AtEndOfCombat`, or None for any other instruction."""
    from mtgrules.cards.render_effects import _clause  # a cycle: imported when used

    if not isinstance(step, AtEndOfCombat):
        return None
    return f"{_clause(step.step, ctx)} at end of combat"


DAMAGED_BY_SELF = ("~ deals combat damage to a creature", "~ deals damage to a creature")
"""The trigger events whose object is the creature dealt damage (rules/trigger_damage.py)."""


def end_of_combat_problem(step: object, ability: Ability) -> str | None:
    """What the engine lacks to carry out ``step`` in ``ability``, or None."""
    if not isinstance(step, AtEndOfCombat):
        return None
    when = ability.when if isinstance(ability, TriggeredLine) else None
    if isinstance(when, WhenOther) and when.event in DAMAGED_BY_SELF:
        return None
    return "AtEndOfCombat (that creature of another trigger event)"


__all__ = ["delayed_words", "end_of_combat_clause", "end_of_combat_problem"]
