"""Amass as data (CR 701.44a, a keyword action from after 2011, played by today's rule under
both rulesets): "Amass Orcs 2." / "Amass Zombies 3." means "If you don't control an Army
creature, create a 0/0 black [subtype] Army creature token. Choose an Army creature you
control. Put N +1/+1 counters on that creature. If it isn't a [subtype], it becomes a
[subtype] in addition to its other types." (:mod:`mtgrules.resolution_amass`)."""

from __future__ import annotations

from dataclasses import dataclass

AMASS_RULE = "701.44a"
"""Today's rule (the excerpt's numbering; amass postdates the 2011 edition)."""

ARMY = "Army"

ARMY_SUBTYPES = {"orcs": "Orc", "zombies": "Zombie"}
"""The printed plural after "amass" -> the creature type (CR 205.3m)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Amass:
    """ "Amass [subtype] N": ``subtype`` the singular creature type ("Orc")."""

    subtype: str
    count: int


def plural_of(subtype: str) -> str:
    """ "Orc" -> "Orcs", as printed after "amass"."""
    for plural, singular in ARMY_SUBTYPES.items():
        if singular == subtype:
            return plural.capitalize()
    raise ValueError(f"no amass wording for {subtype!r}")


__all__ = ["AMASS_RULE", "ARMY", "ARMY_SUBTYPES", "Amass", "plural_of"]
