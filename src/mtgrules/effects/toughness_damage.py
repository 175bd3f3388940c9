""" "Each creature assigns combat damage equal to its toughness rather than its power." /
"Each creature you control assigns ..." / "Each creature you control with toughness greater
than its power assigns ..." (a static ability of a permanent, CR 611.3a): while its source is
on the battlefield, the creatures it describes assign combat damage equal to their toughness
(CR 510.1a; :func:`mtgrules.rules.combat_rules_4.combat_damage_amount`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Effect


@dataclass(frozen=True, slots=True, kw_only=True)
class ToughnessAssigns(Effect):
    """``yours``: only creatures the source's controller controls; ``greater``: only those
    whose toughness is greater than their power (checked as damage is assigned)."""

    yours: bool = False
    greater: bool = False


def toughness_assigns_text(effect: ToughnessAssigns) -> str:
    """The Oracle words of ``effect``."""
    subject = "Each creature"
    if effect.yours:
        subject += " you control"
    if effect.greater:
        subject += " with toughness greater than its power"
    return f"{subject} assigns combat damage equal to its toughness rather than its power."


__all__ = ["ToughnessAssigns", "toughness_assigns_text"]
