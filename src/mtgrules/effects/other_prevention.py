"""Prevention effects for groups read from their words (CR 615.1a): "If damage would be dealt
to another creature you control, prevent that damage." (Vigor; "another", CR 109.1), "Prevent
all combat damage that would be dealt to and dealt by ~." (Fog Bank), "Prevent all damage that
would be dealt to ~ by enchanted creatures." (Wall of Putrid Flesh)."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.effects.base import Match
from mtgrules.effects.damage import PreventDamage
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventToOthers(PreventDamage):
    """A :class:`PreventDamage` that doesn't cover damage dealt to its own source."""

    def covers(self, state: GameState, source: EntityId, recipient: EntityId, combat: bool) -> bool:
        if recipient == self.source:
            return False
        return PreventDamage.covers(self, state, source, recipient, combat)


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventToAndBy(PreventDamage):
    """ "Prevent all combat damage that would be dealt to and dealt by ~." (Fog Bank), "...
    to and dealt by creatures you control." (Statecraft): damage whose recipient or whose
    source is in ``group`` (CR 615.1a)."""

    group: Match = field(default_factory=Match)

    def covers(self, state: GameState, source: EntityId, recipient: EntityId, combat: bool) -> bool:
        if self.combat is not None and self.combat != combat:
            return False
        you = self.controller
        return self.group.matches(state, recipient, you) or self.group.matches(state, source, you)


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachedCreatures(Match):
    """ "enchanted creatures" / "equipped creatures" as sources of damage: creatures with an
    Aura (CR 303.4) / an Equipment (CR 301.5) attached to them, as the damage would be dealt."""

    attachment: str = "enchanted"

    def matches(self, state: GameState, entity: EntityId, you: EntityId) -> bool:
        view = state.source_view(entity)
        if entity in state.players or view is None or not view.is_creature:
            return False
        if view.zone is not Zone.BATTLEFIELD:
            return False
        subtype = "Aura" if self.attachment == "enchanted" else "Equipment"
        return any(
            o.attached_to == entity and o.zone is Zone.BATTLEFIELD and subtype in o.subtypes
            for o in state.objects.values()
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachedHost(Match):
    """ "equipped creature" / "enchanted creature" as a recipient of damage in a static
    ability: ``ids`` holds the Aura or Equipment (``SELF``, bound to it, CR 611.3a); the
    recipient is what it is attached to as the damage would be dealt (CR 301.5a, 303.4m)."""

    attachment: str = "equipped"
    noun: str = "creature"

    def matches(self, state: GameState, entity: EntityId, you: EntityId) -> bool:
        for holder_id in self.ids or ():
            holder = state.objects.get(holder_id)
            on_battlefield = holder is not None and holder.zone is Zone.BATTLEFIELD
            if on_battlefield and holder is not None and holder.attached_to == entity:
                return True
        return False


__all__ = ["AttachedCreatures", "AttachedHost", "PreventToAndBy", "PreventToOthers"]
