"""Groups whose controller is said before their keyword or power condition (CR 109.5, 608.2c):
"each creature you control with lifelink", "each creature your opponents control with
flying". The same group as a :class:`~mtgrules.cards.pending.FilteredEach` (carried out
alike); :class:`ControlledFirstEach` only keeps the printed order of the words."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.pending import FilteredEach
from mtgrules.effects.base import Who


@dataclass(frozen=True, slots=True, kw_only=True)
class ControlledFirstEach(FilteredEach):
    """ "each [other] creature you control with [keyword]"."""


def controlled_first_words(each: object) -> str | None:
    """The words of a :class:`ControlledFirstEach`, else None."""
    if not isinstance(each, ControlledFirstEach):
        return None
    controller = {Who.YOU: "you control", Who.OPPONENT: "your opponents control"}
    kinds = sorted(k.lower() for k in each.match.kinds or ())
    if len(kinds) != 1 or each.match.controller not in controller:
        return None
    lead = "each other" if each.another else "each"
    if each.with_keyword:
        condition = f"with {each.with_keyword}"
    elif each.without_keyword:
        condition = f"without {each.without_keyword}"
    else:
        condition = f"with power {each.power}"
    return f"{lead} {kinds[0]} {controller[each.match.controller]} {condition}"


__all__ = ["ControlledFirstEach", "controlled_first_words"]
