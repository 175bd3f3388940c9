"""Targets that are cards in a graveyard: "target creature card from your graveyard"
(CR 115.1: a target is an object in the zone the ability names; CR 115.7 of 2011).

A spec targets cards when every kind of it names a card (``"creature card"``, ``"card"``).
Such a target is an object in a graveyard, not a permanent: "your graveyard" is the
graveyard of the player who controls the spell or ability (the card's owner, CR 404.1).
Once the card leaves the graveyard it is a new object (CR 400.7) and the target is gone
(CR 608.2b).
"""

from __future__ import annotations

from mtgrules.effects.targets import TargetSpec
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameState

CARD = "card"


def is_card_spec(spec: TargetSpec) -> bool:
    """Whether ``spec`` targets cards in a graveyard ("target creature card")."""
    return bool(spec.kinds) and all(
        kind == CARD or kind.endswith(f" {CARD}") for kind in spec.kinds
    )


def card_kind_matches(state: GameState, spec: TargetSpec, entity: EntityId) -> bool:
    """CR 115.1: ``entity`` is a card in a graveyard of a kind ``spec`` names ("creature
    card", "artifact or creature card" as two kinds, "permanent card", any "card")."""
    obj = state.objects.get(entity)
    if obj is None or obj.zone is not Zone.GRAVEYARD:
        return False
    types = {t.value.lower() for t in obj.types}
    for kind in spec.kinds:
        word = kind.removesuffix(CARD).strip()
        if not word or word in types or word in obj.subtypes:
            return True  # "Spirit card": a subtype (soulshift, CR 702.46a; CR 205.3)
        if word == "permanent" and types - {"instant", "sorcery"}:  # CR 110.4
            return True
    return False


def graveyard_cards(state: GameState) -> list[EntityId]:
    """Every card in a graveyard: the candidates for a card target."""
    return [o.id for o in state.objects.values() if o.zone is Zone.GRAVEYARD]
