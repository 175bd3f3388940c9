"""Carrying out "When you do, [effect]" (CR 603.12): the resolving ability creates a
reflexive triggered ability, which triggers at once if the instruction just before was
carried out ("you may sacrifice another creature": a creature was sacrificed; "you may pay
{2}{R}": the mana was paid in full), like "If you do" (CR 608.2c). The triggered ability waits
to be put on the stack (its targets chosen then, CR 603.3d); its source and controller are
those of the resolving ability, and it refers to the same trigger event ("that player")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules import resolution_sacrifice
from mtgrules.cards.abilities import instructions
from mtgrules.cards.build_conditions import join_instead
from mtgrules.cards.pending import WhenOther
from mtgrules.effects.conditions import IfCondition
from mtgrules.effects.reflexive import RULE, YOU_DO, WhenYouDo
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.events import Event
from mtgrules.reflexive_events import ReflexiveTriggered
from mtgrules.resolution_optional import NOT_DONE
from mtgrules.rules.conditions import holds

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

REFLEXIVE_INSTRUCTIONS = (WhenYouDo,)
"""The instructions :func:`carry_out` carries out."""


def done_before(ctx: Context) -> bool:
    """The instruction just before was carried out, in full (CR 603.12, 608.2c)."""
    before = ctx.history[-1][1] if ctx.history else []
    if not any(not isinstance(e, NOT_DONE) for e in before):
        return False
    return not resolution_sacrifice.fewer_than_asked(ctx)


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """CR 603.12: the reflexive ability triggers if the action was taken, else nothing."""
    assert isinstance(step, WhenYouDo)
    if not done_before(ctx):
        return []
    condition = step.intervening
    state = game.state
    if condition is not None and not holds(
        state, condition, ctx.controller, ctx.source, ctx.that_player, ctx.that_object
    ):
        return []  # CR 603.4: an intervening "if" false as it would trigger
    from mtgrules.cards.render_reflexive import reflexive_text

    source = state.source_view(ctx.source)
    text = reflexive_text(step, source.name if source is not None else "")
    effect = join_instead(instructions(step.sentences))  # as a printed ability's (compiler)
    if condition is not None:  # CR 603.4: checked again as it resolves
        effect = (IfCondition(condition=condition, then=effect, rule="603.4"),)
    ability = TriggeredAbility(
        when=WhenOther(event=YOU_DO, once=True),  # never watched: triggered here
        effect=effect[0] if len(effect) == 1 else effect,
        text=text,
        targets=step.targets,
    )
    triggered = ReflexiveTriggered(
        source=ctx.source,
        controller=ctx.controller,
        text=text,
        ability=ability,
        that_player=ctx.that_player,
        that_object=ctx.that_object,
        that_amount=ctx.that_amount,
        rule=RULE,
    )
    return game._emit([triggered])


__all__ = ["REFLEXIVE_INSTRUCTIONS", "carry_out", "done_before"]
