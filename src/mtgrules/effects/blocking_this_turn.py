"""Blocking restrictions from resolving spells and abilities: "Target creature can't block this
turn.", "Those creatures can't block this turn.", "Creatures your opponents control can't
block this turn." (CR 509.1b: the defending player's creatures block only as the
restrictions in effect allow; CR 611.2a: the effect lasts as long as it says).

A restriction on named objects (targets, "it", "those creatures") is an effect on each of
them, a modifier until the end of the turn. A restriction on a group is a rule for the rest
of the turn, not a change of the objects' characteristics, so it also applies to creatures
that join the group after it began (CR 611.2c only locks in the objects of an effect that
modifies characteristics or control): :class:`CantBlockGroup` keeps the group's
:class:`~mtgrules.effects.base.Match`, read as blockers are declared.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect, Match
from mtgrules.objects import Zone
from mtgrules.state import GameObject, GameState

IT = "it"
THOSE = "those creatures"


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBlockThisTurn:
    """ "[``on``] can't block this turn" (named objects: ``on`` and, for "those creatures",
    the ``count - 1`` targets after it; ``words`` is the printed pronoun, "it" / "those
    creatures", else the reference's own words) or "[``group``] can't block this turn" (a
    group of permanents, for the rest of the turn)."""

    on: int = 0
    count: int = 1
    group: Match | None = None
    words: str = ""

    def named(self) -> tuple[int, ...]:
        """The references of the named objects (consecutive targets from ``on``)."""
        from mtgrules.effects.instructions import target, target_index  # it imports this

        first = target_index(self.on)
        if first is None or self.count == 1:
            return (self.on,)
        return tuple(target(first + k) for k in range(self.count))


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBlockGroup(Effect):
    """The creatures of ``group`` (relative to the effect's controller) can't block this
    turn."""

    group: Match
    duration: Duration = Duration.END_OF_TURN


def why_group_cant_block(state: GameState, blocker: GameObject) -> tuple[str, str] | None:
    """Why ``blocker`` can't block because of a :class:`CantBlockGroup` effect (CR 509.1b),
    as (reason, rule), or None."""
    if blocker.zone is not Zone.BATTLEFIELD:
        return None
    for effect in state.effects.values():
        if isinstance(effect, CantBlockGroup) and effect.group.matches(
            state, blocker.id, effect.controller
        ):
            return (f"{effect.text or 'an effect'}: it can't block this turn", "509.1b")
    return None


__all__ = ["IT", "THOSE", "CantBlockGroup", "CantBlockThisTurn", "why_group_cant_block"]
