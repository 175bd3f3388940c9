"""Carrying out "[instruction] at end of combat" (:mod:`mtgrules.effects.end_of_combat`): the
resolving ability creates a delayed triggered ability (CR 603.7a) that triggers as the next
end of combat step begins (CR 511.2) and acts on the object the trigger event named, that
particular object (CR 603.7c): "destroy that creature at end of combat"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.pending import AtBeginningOf
from mtgrules.effects.base import Who
from mtgrules.effects.delayed import END_OF_COMBAT
from mtgrules.effects.end_of_combat import AtEndOfCombat
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.events import Event

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

END_OF_COMBAT_INSTRUCTIONS = (AtEndOfCombat,)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Create the delayed triggered ability of an :class:`AtEndOfCombat`."""
    from mtgrules.cards.render_end_of_combat import delayed_words
    from mtgrules.resolution_returns import create_delayed

    assert isinstance(step, AtEndOfCombat)
    if ctx.that_object is None:
        return []  # no object named: nothing to act on later
    ability = TriggeredAbility(
        when=AtBeginningOf(step=END_OF_COMBAT, whose=Who.ANY, wording=END_OF_COMBAT),
        effect=step.step,
        text=delayed_words(step.step),
    )
    return create_delayed(game, ctx, ability, END_OF_COMBAT, ctx.that_object)


__all__ = ["END_OF_COMBAT_INSTRUCTIONS", "carry_out"]
