"""Hexproof on a player: "You have hexproof." (Crystal Barricade, Orbs of Warding), a static
ability of a permanent (CR 611.3). CR 702.11c: "Hexproof" on a player means "You can't be the
target of spells or abilities your opponents control." Checked wherever a target is chosen
or checked again (CR 601.2c, 608.2b; :mod:`mtgrules.rules.player_hexproof`). Player hexproof
came after the 2011 rules; under that ruleset it applies the same way and cites today's rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect, Match


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerHexproof(Effect):
    """ "[who] [has / have] hexproof": the players ``who`` matches can't be the target of
    spells or abilities their opponents control (CR 702.11c)."""

    who: Match


__all__ = ["PlayerHexproof"]
