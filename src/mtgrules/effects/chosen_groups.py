"""Groups of a one-shot effect narrowed by a creature type or a color, read from the words of
a static ability's group (CR 611.2c: the affected set is fixed as the effect begins):
"Goblins you control get +1/+0 and gain haste until end of turn.", "Green creatures you
control get +1/+1 until end of turn.", and a type chosen as the spell or ability resolves
(CR 608.2d): "creatures you control of the chosen type", "other permanents you control of
that type" (Selfless Safewright; see :mod:`mtgrules.effects.chosen_values`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.instructions import Each


@dataclass(frozen=True, slots=True, kw_only=True)
class NarrowedGroupEach(Each):
    """Every permanent of ``match`` with the subtype ``subtype`` (a placeholder such as "the
    chosen type" until the type is chosen; CR 205.3, and changeling has every creature type,
    CR 702.73a) and of the color ``color`` (CR 105.2); ``other``: not the ability's source
    (CR 109.1). ``subtype_noun``: the subtype said as the noun ("Goblins"), not before
    "creatures" ("Goblin creatures") - words only."""

    subtype: str = ""
    subtype_noun: bool = False
    color: str = ""
    other: bool = False


__all__ = ["NarrowedGroupEach"]
