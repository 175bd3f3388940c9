"""Groups of one subtype or of two card types: "each other Dragon creature you control",
"each other artifact creature you control", "each Ally creature you control" (CR 205.3,
205.2: an object with that subtype / with both types).

:class:`TypedEach` is a :class:`~mtgrules.cards.pending.FilteredEach` whose conditions the
engine checks like those of a filtered target (``subtype``: rules/target_relations.py,
``and_type``: rules/casting.py), so it works as the object of any instruction ("put a +1/+1
counter on each other Dragon creature you control", CR 122.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.pending import FilteredEach
from mtgrules.effects.base import Match, Who
from mtgrules.objects import CardType

CREATURE_TYPE_HOLDERS = frozenset({CardType.CREATURE.value, CardType.TRIBAL.value})
"""The permanents that may have a creature type: creatures and Kindred (Tribal) permanents
(CR 205.3d)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TypedEach(FilteredEach):
    """ "each [other] [Subtype / type] creature [you control]": creatures that also have
    ``subtype`` (a creature type) or the card type ``and_type`` ("artifact")."""

    subtype: str = ""
    and_type: str = ""


class TypedGroupRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def each_typed(self, c: list[Any]) -> TypedEach:
        """ "each [other] Dragon / artifact creature [you control]"."""
        words = [x for x in c if isinstance(x, Token)]
        other = "other" in c
        kind = next(w for w in words if w.type in ("SUBTYPE", "TYPE"))
        controller = next((x for x in c if isinstance(x, Who)), Who.ANY)
        creatures = Match(kinds=frozenset({CardType.CREATURE.value}), controller=controller)
        if kind.type == "TYPE":
            return TypedEach(match=creatures, another=other, and_type=str(kind))
        return TypedEach(match=creatures, another=other, subtype=str(kind).capitalize())

    def each_subtype_bare(self, c: list[Any]) -> TypedEach:
        """ "each [other] Cleric you control": the permanents with that subtype (CR 205.3;
        a Kindred permanent of that creature type too, CR 205.3d)."""
        kind = next(x for x in c if isinstance(x, Token) and x.type == "SUBTYPE")
        controller = next((x for x in c if isinstance(x, Who)), Who.ANY)
        subtype = "-".join(part.capitalize() for part in str(kind).split("-"))
        holders = Match(kinds=CREATURE_TYPE_HOLDERS, controller=controller)
        return TypedEach(match=holders, another="other" in c, subtype=subtype)


def typed_each_words(each: object) -> str | None:
    """The words of a :class:`TypedEach`, else None."""
    if not isinstance(each, TypedEach):
        return None
    lead = "each other" if each.another else "each"
    controller = {Who.YOU: " you control", Who.OPPONENT: " your opponents control"}.get(
        each.match.controller, ""
    )
    # "each Cleric you control": the creatures and Kindred permanents of that type
    noun = "" if each.match.kinds == CREATURE_TYPE_HOLDERS else " creature"
    return f"{lead} {each.subtype or each.and_type}{noun}{controller}"


__all__ = ["CREATURE_TYPE_HOLDERS", "TypedEach", "TypedGroupRules", "typed_each_words"]
