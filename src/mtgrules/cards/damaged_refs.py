"""The reference "a creature dealt damage this way" / "creatures dealt damage this way": each
creature still on the battlefield that the instructions carried out before it dealt damage
to (damage actually dealt, after prevention, CR 615.1; "this way", CR 608.2c): "~ deals 1
damage to any target. A creature dealt damage this way can't block this turn."
(resolution.Resolution._refs, resolution_exile_instead.damaged_creatures_this_way)."""

from __future__ import annotations

DAMAGED_THIS_WAY = -34
"""Reference: the creatures dealt damage this way."""

__all__ = ["DAMAGED_THIS_WAY"]
