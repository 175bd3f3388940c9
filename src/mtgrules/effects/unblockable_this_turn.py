"""Evasion from resolving spells and abilities: "~ can't be blocked this turn.", "Target
creature [you control] can't be blocked this turn.", "It can't be blocked this turn." (CR
509.1b: the defending player blocks only as the restrictions in effect allow; CR 611.2a: the
effect lasts as long as it says). Each named creature gets the restriction until the end of
the turn (a modifier, ended in the cleanup step, CR 514.2)."""

from __future__ import annotations

from dataclasses import dataclass

IT = "it"


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBeBlockedThisTurn:
    """ "[``on``] can't be blocked this turn" (``words``: "it" for the last target named, else
    the reference's own words)."""

    on: int = 0
    words: str = ""


__all__ = ["IT", "CantBeBlockedThisTurn"]
