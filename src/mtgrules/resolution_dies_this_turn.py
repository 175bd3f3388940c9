"""Carrying out "When that creature dies this turn, [effect]" (CR 603.7a): the resolving spell
or ability creates a delayed triggered ability that refers to that particular object (CR
603.7c: the target named before, still on the battlefield), whose source and controller are
its own (CR 603.7). In its instructions, "that creature" and "its controller" are the object
that died, as it last existed (CR 608.2h). Nothing is created if the target is gone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.abilities import instructions
from mtgrules.cards.build_conditions import join_instead
from mtgrules.cards.pending import ITS_CONTROLLER, THAT_CREATURE, WhenOther
from mtgrules.cards.triggering_controller import ITS_CONTROLLER_OF_TRIGGERING
from mtgrules.cards.triggering_object import replace_ref
from mtgrules.effects.dies_this_turn import WhenThatDiesThisTurn
from mtgrules.effects.dies_this_turn_trigger import DiesThisTurnTrigger
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.events import EffectCreated, Event
from mtgrules.objects import Zone

if TYPE_CHECKING:
    from mtgrules.cards.abilities import Sentence
    from mtgrules.effects.instructions import Instruction
    from mtgrules.resolution import Context, Resolution

DIES_THIS_TURN_INSTRUCTIONS = (WhenThatDiesThisTurn,)
"""The instructions :func:`carry_out` carries out."""

CREATED = "603.7a"  # a resolving spell or ability creates a delayed triggered ability
EVENT = "that creature dies this turn"


def as_delayed(step: WhenThatDiesThisTurn) -> tuple[Sentence, ...]:
    """The delayed ability's sentences: the target is now the object that died, "its
    controller" that object's controller (CR 603.7c)."""
    assert isinstance(step.on, int)  # a target (cards/build_dies_this_turn.py)
    sentences = replace_ref(step.sentences, step.on, THAT_CREATURE)
    return replace_ref(sentences, ITS_CONTROLLER, ITS_CONTROLLER_OF_TRIGGERING)


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """CR 603.7a: create the delayed ability for the target, if it is still there."""
    assert isinstance(step, WhenThatDiesThisTurn)
    state = game.state
    watched = [
        o
        for o in game._refs(step.on, ctx)
        if o in state.objects and state.objects[o].zone is Zone.BATTLEFIELD
    ]
    if len(watched) != 1:
        return []
    from mtgrules.cards.render_dies_this_turn import delayed_text

    sentences = as_delayed(step)
    effect = join_instead(instructions(sentences))
    source = state.source_view(ctx.source)
    text = delayed_text(sentences, source.name if source is not None else "")
    ability = TriggeredAbility(
        when=WhenOther(event=EVENT, once=True),  # never watched: rules/dies_this_turn.py
        effect=effect[0] if len(effect) == 1 else effect,
        text=text,
    )
    effect_id = state.next_id
    created = DiesThisTurnTrigger(
        controller=ctx.controller,
        source=ctx.source,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=text,
        ability=ability,
        created_turn=state.turn,
        that_object=watched[0],
        watched=watched[0],
    )
    game.created_effects[effect_id] = created
    return game._run(lambda _: [EffectCreated(effect=effect_id, created=created, rule=CREATED)])


__all__ = ["DIES_THIS_TURN_INSTRUCTIONS", "as_delayed", "carry_out"]
