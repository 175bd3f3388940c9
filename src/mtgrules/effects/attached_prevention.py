"""Prevention on the permanent an Aura or Equipment is attached to (CR 615.1a; CR 303.4m:
"enchanted creature" is the object the Aura is attached to; 2011: the same rules):
"Prevent all damage that would be dealt to and dealt by enchanted creature." (Heart of
Light), "Prevent all damage that would be dealt by enchanted creature." (Muzzle).

A static ability: it applies while its Aura is on the battlefield attached to a permanent,
to whatever that permanent is as the damage would be dealt (CR 611.3a).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.damage import PreventDamage
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventAttached(PreventDamage):
    """Prevent all (``combat``) damage that would be dealt to (``dealt_to``) and/or by
    (``dealt_by``) what this effect's source (``attachment``: "enchanted" or "equipped") is
    attached to."""

    attachment: str = "enchanted"
    noun: str = "creature"
    dealt_to: bool = False
    dealt_by: bool = True

    def covers(self, state: GameState, source: EntityId, recipient: EntityId, combat: bool) -> bool:
        if self.combat is not None and self.combat != combat:
            return False
        holder = state.objects.get(self.source) if self.source is not None else None
        if holder is None or holder.zone is not Zone.BATTLEFIELD or holder.attached_to is None:
            return False
        host = holder.attached_to
        return (self.dealt_to and recipient == host) or (self.dealt_by and source == host)

    def words(self) -> str:
        """The sentence of the static ability."""
        combat = "combat " if self.combat else ""
        dealt = {(True, True): "to and dealt by", (False, True): "by", (True, False): "to"}
        return (
            f"Prevent all {combat}damage that would be dealt "
            f"{dealt[(self.dealt_to, self.dealt_by)]} {self.attachment} {self.noun}."
        )


__all__ = ["PreventAttached"]
