"""Doubling a creature's power (keyword action double, CR 701.9a-c): "double ~'s power until
end of turn", "double its power until end of turn", "double the power of each Dragon you
control until end of turn". The creature gets +X/+0 until end of turn, X being its power as the
ability resolves (a negative power gives -X/-0: the same +power); a continuous effect in layer
7c that modifies its power (CR 613.4c; 2011: 613.3c). Carried out by
resolution_double_power.py."""

from __future__ import annotations

from dataclasses import dataclass

SELF = -1  # mtgrules.effects.instructions.SELF (which imports this module): this object


@dataclass(frozen=True, slots=True, kw_only=True)
class DoublePower:
    """ "Double [on]'s power until end of turn" (CR 701.9b)."""

    on: object = SELF
    """A reference (``effects.instructions.Ref``): this object, the triggering object, a target
    or a group ("each Dragon you control")."""


__all__ = ["DoublePower"]
