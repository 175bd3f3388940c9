"""Target descriptions beyond types, colors and keywords (CR 115.1): what happened to the
object this turn, whose it is in combat, what it blocks, and its subtypes.

- "target creature that was dealt damage this turn" (``relation`` :data:`DEALT_DAMAGE`),
- "target creature defending player controls" (:data:`DEFENDING`, CR 506.2, 508.5),
- "target creature blocking it" / "blocking ~" / "blocking or blocked by ~" (CR 509.1),
- "target Wall", "target Plains or Island", "target Wall creature" (``subtype``, CR 205.3),
- "target creature you control with a +1/+1 counter on it" (``counter``, CR 122.1).

The conditions are checked as the targets are chosen and again as the spell or ability
resolves (CR 608.2b) by :mod:`mtgrules.rules.target_relations`.

>>> spec = DescribedTarget(kinds=frozenset({"creature"}), relation=DEALT_DAMAGE)
>>> described_words(spec)
'target creature that was dealt damage this turn'
>>> described_words(DescribedTarget(kinds=frozenset({"land"}), subtype="Plains or Island",
...     names_type=False))
'target Plains or Island'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from mtgrules.cards.pending import FilteredEach, FilteredTarget
from mtgrules.cards.vocabulary import ANY_TARGET_KINDS, filtered_words, kinds_words, number_word
from mtgrules.effects.base import Who
from mtgrules.effects.instructions import Each
from mtgrules.resolution_counter_counts import with_counter_words

DEALT_DAMAGE = "that was dealt damage this turn"
DEFENDING = "defending player controls"
BLOCKING_IT = "blocking it"
BLOCKING_SELF = "blocking ~"
BLOCKING_OR_BLOCKED = "blocking or blocked by ~"
EACH_DEALT_DAMAGE = "dealt damage this turn"
RELATIONS = (
    DEALT_DAMAGE,
    DEFENDING,
    BLOCKING_IT,
    BLOCKING_SELF,
    BLOCKING_OR_BLOCKED,
    EACH_DEALT_DAMAGE,
)
"""The relations, as printed after the noun (and its controller): "each creature dealt damage
this turn" says :data:`EACH_DEALT_DAMAGE`, a target :data:`DEALT_DAMAGE`."""

LAND_SUBTYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
"""The basic land types (CR 205.3i) the grammar reads; every other subtype it reads is a
creature type (CR 205.3m)."""

FILTER_NAMES = tuple(
    f.name for f in dataclasses.fields(FilteredTarget) if f.type == "str" and f.name != "text"
)
"""The filters of :class:`FilteredTarget` written before or after the noun ("attacking",
"nonblack", "with flying", "with mana value 3 or less")."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DescribedTarget(FilteredTarget):
    """A filtered target with a relation or a subtype (CR 115.1).

    ``relation``: one of :data:`RELATIONS` ("" none). ``subtype``: "Wall", "Plains or Island"
    (any of them); ``names_type``: the card type is printed after the subtype ("target Wall
    creature") rather than implied by it ("target Wall": a Wall is a creature, CR 205.3d)."""

    relation: str = ""
    subtype: str = ""
    names_type: bool = True
    counter: str = ""  # "with a +1/+1 counter on it" (CR 122.1): the kind, "any" any kind


@dataclass(frozen=True, slots=True, kw_only=True)
class DescribedEach(FilteredEach):
    """ "each creature defending player controls", "each creature blocking it", "each
    creature dealt damage this turn": a group with one of :data:`RELATIONS`."""

    relation: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetGroup(Each):
    """ "up to two target creatures [you control] each": the targets ``first`` ..
    ``first + count - 1`` of the ability as one group (CR 115.1: one word "target" with a
    number; CR 601.2c: the same object can't be chosen twice for it). ``match`` says their
    kind and controller; ``up_to``: any number of them from none to ``count``. An illegal
    target isn't affected (CR 608.2b)."""

    first: int = 0
    count: int = 2
    up_to: bool = True

    def indices(self) -> range:
        return range(self.first, self.first + self.count)


def group_words(group: TargetGroup) -> str:
    """ "up to two target creatures you control each"."""
    kinds = sorted(k.lower() for k in group.match.kinds or ())
    if kinds != ["creature"]:
        raise ValueError(f"no words for {group}")
    words = f"{number_word(group.count)} target creatures"
    if group.match.controller is Who.YOU:
        words += " you control"
    elif group.match.controller is not Who.ANY:
        raise ValueError(f"no words for {group}")
    return ("up to " if group.up_to else "") + words + " each"


def described(
    base: FilteredTarget, *, relation: str = "", subtype: str = "", counter: str = ""
) -> DescribedTarget:
    """``base`` with a relation, a subtype or a kind of counter on it."""
    values = {f.name: getattr(base, f.name) for f in dataclasses.fields(base)}
    return DescribedTarget(**values, relation=relation, subtype=subtype, counter=counter)


def described_words(spec: DescribedTarget) -> str:
    """The words of ``spec`` as printed: "target creature an opponent controls that was dealt
    damage this turn", "any target that was dealt damage this turn", "target Wall"."""
    filters = {name: getattr(spec, name) for name in FILTER_NAMES if getattr(spec, name)}
    if spec.kinds == ANY_TARGET_KINDS and not filters and not spec.subtype:
        words = "any other target" if spec.another else "any target"
        if spec.controller is not Who.ANY:
            raise ValueError(f"no words for {spec}")
        return f"{words} {spec.relation}" if spec.relation else words
    words = filtered_words(spec.kinds, spec.controller, filters)
    if spec.subtype:
        noun = kinds_words(spec.kinds)
        named = f"{spec.subtype} {noun}" if spec.names_type else spec.subtype
        words = words.replace(f" {noun}", f" {named}", 1)
    if spec.another:
        words = "another " + words
    elif spec.up_to_one:
        words = "up to one " + words
    if spec.not_yours:
        words += " you don't control"
    if spec.counter:
        words += " " + with_counter_words(spec.counter, plural=False)
    return f"{words} {spec.relation}" if spec.relation else words
