"""An instruction delayed until end of combat (CR 603.7a: a resolving ability creates a
delayed triggered ability; CR 511.2: abilities that trigger "at end of combat" trigger as the
end of combat step begins): "Whenever ~ deals combat damage to a creature, destroy that
creature at end of combat." (Ohran Viper, Serpentine Basilisk). The delayed ability acts on the
object the trigger event named (CR 603.7c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction


@dataclass(frozen=True, slots=True, kw_only=True)
class AtEndOfCombat:
    """ "[instruction] at end of combat": creates a delayed triggered ability that carries out
    ``step`` as the next end of combat step begins (CR 603.7a, 511.2)."""

    step: Instruction


__all__ = ["AtEndOfCombat"]
