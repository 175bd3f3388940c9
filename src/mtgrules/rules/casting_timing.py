"""Restrictions a spell's own text puts on when it may be cast (CR 601.3, today's number,
cited in both editions: a player can begin to cast a spell only if no rule or effect
prohibits it): "Cast this spell only during combat.", "... only before the combat damage
step.", "... only during the declare attackers step and only if you've been attacked this
step.", "... only if you control two or more Vampires."

They restrict the card's own casting wherever it is cast from, and also when an ability lets
it be cast as it resolves (cascade, madness): those ignore only the timing of the card's type
(CR 702.35b), not a restriction the card itself prints.

>>> sorted(MOMENTS)[:3]
['after combat', 'before blockers are declared', 'before the combat damage step']
"""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.effects.casting_timing import CastOnly
from mtgrules.objects import STEPS, Step
from mtgrules.rules.conditions import holds
from mtgrules.state import EntityId, GameObject, GameState

RULE = "601.3"

COMBAT = frozenset(
    {
        Step.BEGINNING_OF_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.DECLARE_BLOCKERS,
        Step.COMBAT_DAMAGE,
        Step.END_OF_COMBAT,
    }
)
"""The steps of the combat phase (CR 506.1)."""


def _before(step: Step) -> frozenset[Step]:
    return frozenset(STEPS[: STEPS.index(step)])


def _after(step: Step) -> frozenset[Step]:
    return frozenset(STEPS[STEPS.index(step) + 1 :])


Moment = Callable[[Step, bool], bool]
"""Whether now (the step, and whether it is the caster's turn) is the moment named."""

MOMENTS: dict[str, Moment] = {
    "during combat": lambda step, _: step in COMBAT,
    "during combat on your turn": lambda step, mine: mine and step in COMBAT,
    "during combat on an opponent's turn": lambda step, mine: not mine and step in COMBAT,
    # CR 509.1: blockers are declared as the declare blockers step begins
    "during combat before blockers are declared": lambda step, _: (
        step in (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS)
    ),
    "before blockers are declared": lambda step, _: step in _before(Step.DECLARE_BLOCKERS),
    "before the combat damage step": lambda step, _: step in _before(Step.COMBAT_DAMAGE),
    "after combat": lambda step, _: step in _after(Step.END_OF_COMBAT),
    "during your turn": lambda _, mine: mine,
    "during an opponent's turn": lambda _, mine: not mine,
    "during your upkeep": lambda step, mine: mine and step is Step.UPKEEP,
    "during your end step": lambda step, mine: mine and step is Step.END,
    "during the declare attackers step": lambda step, _: step is Step.DECLARE_ATTACKERS,
    "during the declare blockers step": lambda step, _: step is Step.DECLARE_BLOCKERS,
}
"""The moments "Cast ~ only [moment]" names, and when it is now."""


def restrictions(obj: GameObject) -> list[CastOnly]:
    """The restrictions ``obj`` prints on its own casting."""
    return [s for s in obj.statics if isinstance(s, CastOnly)]


def attacked_this_step(state: GameState, player: EntityId) -> bool:
    """A creature attacks ``player`` in this combat, during the declare attackers step
    (CR 508.1: attackers are declared as it begins)."""
    if state.step is not Step.DECLARE_ATTACKERS or state.combat is None:
        return False
    return player in state.combat.attackers.values()


def timing_problem(state: GameState, player: EntityId, obj: GameObject) -> str | None:
    """Why ``obj``'s own text forbids ``player`` to cast it now (CR 601.3), or None."""
    for restriction in restrictions(obj):
        step = state.step
        mine = state.active_player == player
        moment = MOMENTS.get(restriction.when)
        if restriction.when and (step is None or moment is None or not moment(step, mine)):
            return f"{obj.name} can be cast only {restriction.when}"
        if restriction.attacked and not attacked_this_step(state, player):
            return f"{obj.name} can be cast only if you've been attacked this step"
        condition = restriction.condition
        if condition is not None and not holds(state, condition, player, obj.id):
            return f"{obj.name} can be cast only if its condition is true"
    return None


__all__ = ["MOMENTS", "RULE", "attacked_this_step", "restrictions", "timing_problem"]
