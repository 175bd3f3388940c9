""" "Damage isn't removed from ~ during cleanup steps." / "Damage isn't removed from creatures
your opponents control during cleanup steps." (a static ability, CR 611.3): the cleanup step
removes damage from every other permanent (CR 514.2; the same number in 2011), not from the
permanents ``who`` matches while the effect is in force."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect, Match
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.state import GameObject, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageNotRemoved(Effect):
    """Damage isn't removed from the permanents ``who`` matches during cleanup steps."""

    who: Match


def keeps_damage(state: GameState, obj: GameObject) -> bool:
    """Whether an effect in force keeps the damage on ``obj`` in the cleanup step (CR 514.2)."""
    return any(
        isinstance(e, DamageNotRemoved) and e.who.matches(state, obj.id, e.controller)
        for e in effects_in_force(state)
    )


__all__ = ["DamageNotRemoved", "keeps_damage"]
