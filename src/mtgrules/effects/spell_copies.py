"""Keywords that copy the spell they are on, as data (CR 707.10; 2011: 706.10): storm (CR
702.40a; 2011: 702.38a) and replicate (CR 702.56a; 2011: 702.54a) are triggered abilities
"When you cast this spell, copy it for each ...".

* :class:`WhenThisSpellCast` is the trigger event: the spell itself is cast (not copied, CR
  707.10: a copy isn't cast); it triggers only from the stack (:mod:`mtgrules.rules.spell_copies`).
* :class:`CopyThisSpell` is what the triggered ability does as it resolves
  (:mod:`mtgrules.resolution_spell_copies`).
"""

from __future__ import annotations

from dataclasses import dataclass

STORM = "storm"
"""Copy it for each other spell cast before it this turn (CR 702.40a)."""
REPLICATE = "replicate"
"""Copy it for each time its replicate cost was paid (CR 702.56a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenThisSpellCast:
    """ "When you cast this spell": a spell becomes cast once it is on the stack and its
    costs are paid (CR 601.2i)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CopyThisSpell:
    """Copy the spell that is the source of the ability, as many times as the ability's
    amount (fixed as it triggers); its controller may choose new targets for the copies.
    ``per`` names what is counted: :data:`STORM` or :data:`REPLICATE`."""

    per: str


__all__ = ["REPLICATE", "STORM", "CopyThisSpell", "WhenThisSpellCast"]
