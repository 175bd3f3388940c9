"""Groups named by what was dealt damage just before: "~ deals 1 damage to each opponent and
each creature and planeswalker they control", "~ deals 10 damage to target player and each
creature and planeswalker they control" (the permanents those players control), "~ deals 2
damage to target creature and each other creature that shares a color with it", "... and each
other creature with the same name as that creature" (CR 105.4: sharing a color; CR 201.2:
the same name; compared with the target as it last existed, CR 608.2h). The same damage, in
the same damage event (CR 120.2b, 120.4; 2011: 119.2b, 119.4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mtgrules.cards.pending import TargetsControllerEach
from mtgrules.effects.instructions import Each
from mtgrules.objects import CardType
from mtgrules.state import EntityId, GameState


@dataclass(frozen=True, slots=True, kw_only=True)
class OpponentsTheyControl(Each):
    """ "[each opponent and] each creature [and planeswalker] they control": the permanents
    of ``match`` (its controller an opponent) of each opponent."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetTheyControl(TargetsControllerEach):
    """ "[target player and] each creature [and planeswalker] they control": the permanents
    of ``match`` the target player controls (see :class:`TargetsControllerEach`)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RelatedToTargetEach(Each):
    """ "[target creature and] each other creature that shares a color with it" / "... with
    the same name as that creature": the permanents of ``match`` other than the only target
    related to it by ``relation`` (one of :data:`RELATIONS`)."""

    relation: str = ""


SHARES_A_COLOR = "that shares a color with it"
SAME_NAME = "with the same name as that creature"
RELATIONS = (SHARES_A_COLOR, SAME_NAME)

THEIR_GROUPS = (OpponentsTheyControl, TargetTheyControl, RelatedToTargetEach)


def related_to_target(
    state: GameState, group: RelatedToTargetEach, found: list[EntityId], targets: Sequence[EntityId]
) -> list[EntityId]:
    """The objects of ``found`` but the target that share a color with it (CR 105.4) or have
    its name (CR 201.2), the target as it is now or as it last existed (CR 608.2h)."""
    first = targets[0] if targets else None
    view = state.source_view(first) if first is not None else None
    if view is None:
        return []
    related: list[EntityId] = []
    for entity in found:
        other = state.objects.get(entity)
        if other is None or entity == first:
            continue
        shares = group.relation == SHARES_A_COLOR and bool(other.colors & view.colors)
        named = group.relation == SAME_NAME and bool(other.name) and other.name == view.name
        if shares or named:
            related.append(entity)
    return related


def they_control_words(group: Each) -> str:
    """ "each creature they control" / "each creature and planeswalker they control" / "each
    other creature that shares a color with it"."""
    if isinstance(group, RelatedToTargetEach):
        return f"each other creature {group.relation}"
    kinds = group.match.kinds or frozenset()
    noun = "creature and planeswalker" if CardType.PLANESWALKER.value in kinds else "creature"
    return f"each {noun} they control"


__all__ = [
    "RELATIONS",
    "THEIR_GROUPS",
    "OpponentsTheyControl",
    "RelatedToTargetEach",
    "TargetTheyControl",
    "related_to_target",
    "they_control_words",
]
