"""Exile instead of dying: "If that creature would die this turn, exile it instead.", "If
a creature dealt damage this way would die this turn, exile it instead." and, as a static
ability, "If a creature dealt damage by ~ [enchanted creature] this turn would die, exile it
instead."

A replacement effect (CR 614.1a: effects that use the word "instead"): while it lasts, each
permanent it covers that would be put into a graveyard from the battlefield ("dies", CR
700.4) is exiled instead. It covers the objects the resolving spell named; an object that
leaves the battlefield and comes back is a new object it doesn't cover (CR 400.7).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileInsteadOfDying(Effect):
    """ "If [one of ``permanents``] would die this turn, exile it instead." """

    permanents: frozenset[EntityId]


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileDamagedByInsteadOfDying(Effect):
    """ "If a creature dealt damage by ~ this turn would die, exile it instead." (``by``
    "~": this effect's source) or "... by enchanted creature ..." (``by`` "enchanted
    creature": what its Aura is attached to now, CR 303.4m). A static ability (CR 611.3a)."""

    by: str = "~"
    duration: Duration = Duration.STATIC

    def damager(self, state: GameState) -> EntityId | None:
        """The object whose damage this turn counts."""
        holder = state.objects.get(self.source) if self.source is not None else None
        if holder is None or holder.zone is not Zone.BATTLEFIELD:
            return None
        return holder.id if self.by == "~" else holder.attached_to

    def words(self) -> str:
        return f"If a creature dealt damage by {self.by} this turn would die, exile it instead."


__all__ = ["ExileDamagedByInsteadOfDying", "ExileInsteadOfDying"]
