"""The words of a restriction on when a spell may be cast (CR 601.3): "Cast ~ only during
combat.", "Cast ~ only if you control two or more Vampires." (effects/casting_timing.py).

>>> from mtgrules.effects.casting_timing import CastOnly
>>> cast_only_words(CastOnly(when="during the declare attackers step", attacked=True))
"Cast ~ only during the declare attackers step and only if you've been attacked this step."
"""

from __future__ import annotations

from mtgrules.cards.render_conditions import condition_words
from mtgrules.effects.casting_timing import ATTACKED, CastOnly


def cast_only_words(effect: CastOnly) -> str:
    """ "Cast ~ only [when] [and only if you've been attacked this step]." or "Cast ~ only
    if [condition]."."""
    parts = [effect.when] if effect.when else []
    if effect.attacked:
        parts.append(ATTACKED)
    if effect.condition is not None:
        parts.append(f"if {condition_words(effect.condition)}")
    return f"Cast ~ only {' '.join(parts)}."


__all__ = ["cast_only_words"]
