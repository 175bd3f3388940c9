"""Turn-based actions of the casual variants, as each step begins (CR 500.1):

- as a turn begins (its untap step), its active player becomes the planar controller
  (CR 901.6; rules/planechase.py);
- immediately after the archenemy's precombat main phase begins, they set a scheme in motion
  (CR 904.9; rules/schemes.py), before anything else of that phase (a Saga's lore counter,
  CR 714.3b, comes after it).
"""

from __future__ import annotations

from mtgrules.events import Event
from mtgrules.objects import Step
from mtgrules.rules.planechase import planar_controller
from mtgrules.rules.schemes import set_in_motion
from mtgrules.state import EntityId, GameState


def turn_based_actions(state: GameState, step: Step, active: EntityId) -> list[Event]:
    """The variants' turn-based actions of ``step`` (none outside these variants)."""
    if not state.command_decks:
        return []
    if step is Step.PRECOMBAT_MAIN:
        return set_in_motion(state, active)
    return planar_controller(state, step, active)


__all__ = ["turn_based_actions"]
