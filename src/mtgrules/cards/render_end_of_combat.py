"""Oracle text of "[instruction] at end of combat" (:mod:`mtgrules.effects.end_of_combat`;
CR 603.7a, 511.2), generated from the compiled data alone, and where the engine carries it
out: "that creature" must be the creature dealt damage (CR 603.7c), the object the trigger
event "[~ | a Warrior you control] deals [combat] damage to a creature" names."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.abilities import Ability, TriggeredLine
from mtgrules.cards.pending import WhenOther
from mtgrules.effects.end_of_combat import AtEndOfCombat
from mtgrules.rules.blocker_kinds import KIND_VERBS
from mtgrules.rules.trigger_watch import watch_of

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


DAMAGED_CREATURE = (" deals combat damage to a creature", " deals damage to a creature")
"""The trigger events whose object is the creature dealt damage, whichever creature dealt it
(rules/trigger_damage.py, CR 603.7c): "~ deals ...", "a Warrior you control deals ..."."""


def end_of_combat_problem(step: object, ability: Ability) -> str | None:
    """What the engine lacks to carry out ``step`` in ``ability``, or None."""
    if not isinstance(step, AtEndOfCombat):
        return None
    when = ability.when if isinstance(ability, TriggeredLine) else None
    if isinstance(when, WhenOther) and when.event.endswith(DAMAGED_CREATURE):
        return None
    watch = watch_of(when.event) if isinstance(when, WhenOther) else None
    attached = watch is not None and watch.article in ("enchanted", "equipped")
    if watch is not None and watch.verb in KIND_VERBS and (watch.own or attached):
        return None  # the creature it blocks or that blocks it (rules/blocker_kinds.py)
    return "AtEndOfCombat (that creature of another trigger event)"


__all__ = ["delayed_words", "end_of_combat_clause", "end_of_combat_problem"]
