"""Carrying out "Target creature can't be regenerated this turn.", "It can't be regenerated
this turn." and "A creature dealt damage this way can't be regenerated this turn."
(:mod:`mtgrules.effects.no_regeneration`; CR 701.14c in the 2022 excerpt, 701.12c in 2011).

The resolving spell or ability creates a :class:`CantBeRegenerated` effect lasting this turn
(CR 514.2 ends it) for the permanents it names: its target, if still on the battlefield
(CR 608.2b), or each creature the earlier instructions of the same spell or ability dealt
damage to ("this way": damage actually dealt, after prevention). With no such permanent, no
effect is created.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.instructions import Instruction
from mtgrules.effects.no_regeneration import (
    NO_REFERENCE,
    CantBeRegenerated,
    CantBeRegeneratedThisTurn,
)
from mtgrules.events import Event
from mtgrules.resolution_exile_instead import damaged_creatures_this_way, for_this_turn

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

NO_REGENERATION_INSTRUCTIONS = (CantBeRegeneratedThisTurn,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Create the effect of ``step`` for the permanents it covers."""
    assert isinstance(step, CantBeRegeneratedThisTurn)
    if step.dealt_damage_this_way:
        covered = damaged_creatures_this_way(game, ctx)
    elif step.on == NO_REFERENCE:
        covered = []
    else:
        covered = [p for p in game._refs(step.on, ctx) if game._on_battlefield(p)]
    text = "{} can't be regenerated this turn"
    rule = f"{game.ruleset.regenerate_rule}c"
    return for_this_turn(game, ctx, covered, CantBeRegenerated, text, rule)


__all__ = ["NO_REGENERATION_INSTRUCTIONS", "carry_out"]
