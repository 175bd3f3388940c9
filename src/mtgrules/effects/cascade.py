"""Cascade (CR 702.85a; 2011: 702.83a) as data: "When you cast this spell, exile cards from the
top of your library until you exile a nonland card whose mana value is less than this spell's
mana value. You may cast that card without paying its mana cost. Then put all cards exiled
this way that weren't cast on the bottom of your library in a random order."

* :class:`WhenCastWithCascade` is that trigger's event: the spell with cascade is cast (it
  triggers only from the stack, :mod:`mtgrules.rules.cascade`).
* :class:`CascadeInstruction` is what the triggered ability does as it resolves
  (:mod:`mtgrules.resolution_cascade`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenCastWithCascade:
    """ "When you cast this spell" of cascade (CR 702.85a): a spell becomes cast once it is
    on the stack and its costs are paid (CR 601.2i)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CascadeInstruction:
    """Exile from the top until a nonland card with a lesser mana value; its controller may
    cast it without paying its mana cost; the rest on the bottom in a random order."""


__all__ = ["CascadeInstruction", "WhenCastWithCascade"]
