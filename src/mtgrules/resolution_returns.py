"""Instructions that return cards from a graveyard and that create delayed triggered
abilities.

Return: "Return target creature card from your graveyard to your hand / to the battlefield"
moves the card, still a legal target (CR 608.2b), to its owner's hand or onto the
battlefield under its owner's control (CR 110.2a); it becomes a new object (CR 400.7).

Delayed triggered abilities (CR 603.7): "Draw a card at the beginning of the next turn's
upkeep." creates one as the spell resolves; it triggers once, at that time, and the spell's
controller draws (CR 603.7).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from mtgrules.cards.pending import THAT_CREATURE, AtBeginningOf
from mtgrules.effects.base import Duration, Who
from mtgrules.effects.delayed import (
    NEXT_END_STEP,
    NEXT_UPKEEP,
    DelayedTrigger,
    ExileInsteadOfLeaving,
)
from mtgrules.effects.instructions import (
    DrawAtNextUpkeep,
    DrawCards,
    Exile,
    GrantKeyword,
    Instruction,
    ReturnFromGraveyard,
)
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.events import EffectCreated, Event, ZoneChanged
from mtgrules.objects import Keyword, Zone
from mtgrules.state import EntityId
from mtgrules.turn_events import Tapped

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

RETURN_INSTRUCTIONS = (ReturnFromGraveyard, DrawAtNextUpkeep)
"""The instructions :func:`carry_out` carries out."""

FOLLOW = "608.2c"  # the controller follows the instructions in the order written
DELAYED = "603.7a"  # a resolving spell or ability creates a delayed triggered ability
DESTINATIONS = {"hand": Zone.HAND, "battlefield": Zone.BATTLEFIELD}


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`RETURN_INSTRUCTIONS`."""
    if isinstance(step, ReturnFromGraveyard):
        return _return(game, step, ctx)
    assert isinstance(step, DrawAtNextUpkeep)
    draw = TriggeredAbility(
        when=AtBeginningOf(step="upkeep", whose=Who.ANY, wording=NEXT_UPKEEP),
        effect=DrawCards(count=step.count),
        text="draw a card" if step.count == 1 else f"draw {step.count} cards",
    )
    return create_delayed(game, ctx, draw, NEXT_UPKEEP)


def create_delayed(
    game: Resolution, ctx: Context, ability: TriggeredAbility, when: str, that: int | None = None
) -> list[Event]:
    """CR 603.7a: the resolving spell or ability creates a delayed triggered ability, whose
    source and controller are its own (CR 603.7); ``that`` is the object it refers to."""
    state = game.state
    effect_id = state.next_id
    created = DelayedTrigger(
        controller=ctx.controller,
        source=ctx.source,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=f"at the beginning of {when}, {ability.text}",
        ability=ability,
        when=when,
        created_turn=state.turn,
        that_object=that,
    )
    game.created_effects[effect_id] = created
    return game._run(lambda _: [EffectCreated(effect=effect_id, created=created, rule=DELAYED)])


def _return(game: Resolution, step: ReturnFromGraveyard, ctx: Context) -> list[Event]:
    """CR 608.2b: only a card still in the graveyard (a legal target) is returned."""
    state = game.state
    cards = [
        c
        for c in game._refs(step.on, ctx)
        if c in state.objects and state.objects[c].zone is Zone.GRAVEYARD
    ]
    new_ids = itertools.count(state.next_id)
    moved: list[Event] = [
        ZoneChanged(
            object=card,
            new_id=next(new_ids),
            origin=Zone.GRAVEYARD,
            destination=DESTINATIONS[step.destination],
            rule=FOLLOW,
        )
        for card in cards
    ]
    if step.tapped:  # "to the battlefield tapped" (CR 110.5b)
        moved += [
            Tapped(permanent=e.new_id, rule=FOLLOW)
            for e in list(moved)
            if isinstance(e, ZoneChanged) and e.destination is Zone.BATTLEFIELD
        ]
    events = game._emit(moved) if moved else []
    if step.unearth:
        for e in list(events):
            if isinstance(e, ZoneChanged) and e.destination is Zone.BATTLEFIELD:
                events += _unearthed(game, ctx, e.new_id)
    return events


def _unearthed(game: Resolution, ctx: Context, permanent: EntityId) -> list[Event]:
    """CR 702.84a (2011: 702.82a): the returned permanent gains haste; it is exiled at the
    beginning of the next end step (a delayed triggered ability, CR 603.7) and if it would
    leave the battlefield (a replacement effect, CR 614.1a)."""
    if not game._on_battlefield(permanent):
        return []
    haste = GrantKeyword(keyword=Keyword.HASTE, on=permanent, duration=Duration.INDEFINITE)
    events = game._modify(haste, ctx)
    state = game.state
    effect_id = state.next_id
    name = state.objects[permanent].name
    instead = ExileInsteadOfLeaving(
        permanent=permanent,
        controller=ctx.controller,
        source=ctx.source,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=f"if {name} would leave the battlefield, exile it instead",
    )
    game.created_effects[effect_id] = instead
    rule = game.ruleset.rule("unearth")
    events += game._run(lambda _: [EffectCreated(effect=effect_id, created=instead, rule=rule)])
    exile = TriggeredAbility(
        when=AtBeginningOf(step="end step", whose=Who.ANY, wording=NEXT_END_STEP),
        effect=Exile(on=THAT_CREATURE),
        text="exile it",
    )
    return events + create_delayed(game, ctx, exile, NEXT_END_STEP, permanent)
