"""Groups of creatures said as the plural subject of a one-shot effect (CR 611.2c: the set of
objects affected is determined as the effect begins): "When ~ enters, creatures your opponents
control get -2/-2 until end of turn.", "When ~ leaves the battlefield, all creatures get -3/-3
until end of turn.", "Other creatures get -1/-1 until end of turn." Each is a
:class:`~mtgrules.cards.pending.FilteredEach` of creatures (``another``: not the source,
CR 109.1), found on resolution like any group (resolution.py ``_refs``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.pending import FilteredEach
from mtgrules.effects.base import Match, Who
from mtgrules.objects import CardType

_CREATURES = frozenset({CardType.CREATURE.value})


@dataclass(frozen=True, slots=True, kw_only=True)
class SaidGroup(FilteredEach):
    """ "all creatures" / "creatures your opponents control" / "other creatures" as a plural
    subject (a group of creatures whose controller is anyone or an opponent)."""


def _said(controller: Who, *, another: bool = False) -> tuple[SaidGroup, bool]:
    return SaidGroup(match=Match(kinds=_CREATURES, controller=controller), another=another), False


class SaidGroupRules(BuilderBase):
    """Callbacks of the block "when-at family: said groups" of oracle.lark (the ``group``
    rule's pair: the group, and False for "not other than the source" handled here)."""

    def group_all(self, _: list[Any]) -> tuple[SaidGroup, bool]:
        return _said(Who.ANY)

    def group_opponents(self, _: list[Any]) -> tuple[SaidGroup, bool]:
        return _said(Who.OPPONENT)

    def group_other_all(self, _: list[Any]) -> tuple[SaidGroup, bool]:
        return _said(Who.ANY, another=True)


def said_group_words(ref: object) -> str | None:
    """The plural subject words of a :class:`SaidGroup`, else None."""
    if not isinstance(ref, SaidGroup) or ref.match.kinds != _CREATURES or ref.match.ids:
        return None
    if ref != SaidGroup(match=ref.match, another=ref.another):
        return None  # another condition: no words here
    if ref.match.controller is Who.OPPONENT and not ref.another:
        return "creatures your opponents control"
    if ref.match.controller is Who.ANY:
        return "other creatures" if ref.another else "all creatures"
    return None


__all__ = ["SaidGroup", "SaidGroupRules", "said_group_words"]
