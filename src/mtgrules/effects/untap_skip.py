"""Skipping the next untap: "That creature doesn't untap during its controller's next untap
step." (CR 502.3; 2011: 502.2: in the untap step the active player untaps their
permanents; an effect can keep one from untapping).

The effect lasts until the next untap step of the player who controls the permanent then:
in that step the permanent doesn't untap, and the effect ends (CR 611.2a: it lasts as long
as it says). :mod:`mtgrules.turn_steps` applies it.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect
from mtgrules.events import EffectEnded
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class SkipNextUntap(Effect):
    """ "[``permanent``] doesn't untap during its controller's next untap step." """

    permanent: EntityId
    duration: Duration = Duration.INDEFINITE


def untap_skips(
    state: GameState, active: EntityId
) -> tuple[frozenset[EntityId], list[EffectEnded]]:
    """In ``active``'s untap step: the permanents they control that don't untap, and the end
    of the effects that said so (they applied to this untap step)."""
    skipped: set[EntityId] = set()
    ended: list[EffectEnded] = []
    for effect in state.effects.values():
        if not isinstance(effect, SkipNextUntap):
            continue
        obj = state.objects.get(effect.permanent)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            ended.append(EffectEnded(effect=effect.id, rule="611.2a"))  # it left: a new object
        elif obj.controller == active:
            skipped.add(obj.id)
            ended.append(EffectEnded(effect=effect.id, rule="611.2a"))
    return frozenset(skipped), ended


__all__ = ["SkipNextUntap", "untap_skips"]
