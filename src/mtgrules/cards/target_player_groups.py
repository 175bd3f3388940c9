"""Every permanent of some types a target player controls (CR 115.1, 608.2c): "Destroy all
creatures target opponent controls.", "Tap all permanents target opponent controls.", "Tap
all creatures target player controls." The player is the ability's only target; the group is
read as the instruction is carried out, among the permanents that player controls then (see
:class:`~mtgrules.cards.pending.TargetsControllerEach`, which the engine carries out). An
illegal target player means no permanents (CR 608.2b)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.pending import TargetsControllerEach


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetPlayersGroup(TargetsControllerEach):
    """ "all [nouns] target [player | opponent] controls": ``nouns`` as printed
    ("creatures", "permanents", "artifacts and creatures")."""

    nouns: str = ""


__all__ = ["TargetPlayersGroup"]
