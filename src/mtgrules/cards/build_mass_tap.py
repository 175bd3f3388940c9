"""Transformer callbacks of the mass tap block of ``oracle.lark``: "Tap all creatures your
opponents control.", "Untap all lands you control.", "Tap all blocking creatures." (the keyword
actions tap and untap, CR 701 "Tap and Untap"; every permanent of the group as the
instruction is carried out, CR 608.2c)."""

from __future__ import annotations

from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.base import Match
from mtgrules.effects.instructions import Each, Tap, Untap


class MassTapRules(BuilderBase):
    """Callbacks named after the grammar rules of the mass tap block."""

    def tap_all_group(self, c: list[Match]) -> tuple[Tap]:
        return (Tap(on=Each(match=c[0])),)

    def untap_all_group(self, c: list[Match]) -> tuple[Untap]:
        return (Untap(on=Each(match=c[0])),)


__all__ = ["MassTapRules"]
