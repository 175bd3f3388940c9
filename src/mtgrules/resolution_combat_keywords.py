"""Instructions of creature and combat keywords, carried out as an ability resolves: ingest
exiles the top of a library (CR 702.115a), living weapon attaches the Equipment to the Germ
token it just created (CR 702.92a; 2011: 702.90a), crew makes a Vehicle an artifact creature
until end of turn (CR 702.122a, layer 4), backup grants its abilities to another creature
(CR 702.165a), ninjutsu puts a creature onto the battlefield attacking (CR 702.49a); and
"~ assigns no combat damage this turn" (CR 510.1a).

Ingest, crew and backup are keywords from after 2011 and are played under both editions by today's
rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtgrules.cards.model import Restriction
from mtgrules.combat_keyword_events import EnteredAttacking
from mtgrules.effects.continuous import ModifyCharacteristics
from mtgrules.effects.instructions import (
    AssignNoCombatDamage,
    AttachToToken,
    BecomeArtifactCreature,
    ExileTopOfLibrary,
    GrantKeyword,
    GrantUnlessSelf,
    Instruction,
    PutOntoBattlefieldAttacking,
    Ref,
)
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rules import ninjutsu
from mtgrules.rules.attachments import attach_events
from mtgrules.rules.combat import attack_targets
from mtgrules.state import GameObject, Modifier
from mtgrules.turn_events import ModifierAdded, Tapped, TokenCreated

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

FOLLOW = "608.2c"  # the controller follows the instructions in the order written

COMBAT_KEYWORD_INSTRUCTIONS = (
    AssignNoCombatDamage,
    PutOntoBattlefieldAttacking,
    ExileTopOfLibrary,
    AttachToToken,
    BecomeArtifactCreature,
    GrantUnlessSelf,
    AssignNoCombatDamage,
)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`COMBAT_KEYWORD_INSTRUCTIONS`."""
    if isinstance(step, ExileTopOfLibrary):
        return _exile_top(game, step, ctx)
    if isinstance(step, AttachToToken):
        return _attach_to_token(game, ctx)
    if isinstance(step, AssignNoCombatDamage):
        return _assign_no_combat_damage(game, step, ctx)
    if isinstance(step, PutOntoBattlefieldAttacking):
        return _enter_attacking(game, ctx)
    if isinstance(step, GrantUnlessSelf):
        # CR 702.165a (backup N): only another creature gains the abilities.
        others = [p for p in game._refs(step.on, ctx) if p != ctx.source]
        grants = tuple(GrantKeyword(keyword=k, on=p) for p in others for k in step.keywords)
        return game._carry_out(grants, ctx) if grants else []
    assert isinstance(step, BecomeArtifactCreature)
    return _become_artifact_creature(game, step, ctx)


def _exile_top(game: Resolution, step: ExileTopOfLibrary, ctx: Context) -> list[Event]:
    """CR 702.115a (ingest): "that player exiles the top card of their library" (nothing
    when the library is empty)."""
    state = game.state
    events: list[Event] = []
    for player in game._refs(step.who, ctx):
        if player not in state.players:
            continue
        top = list(reversed(state.libraries.get(player, [])))[: step.count]
        next_id = state.next_id + len(events)
        events.extend(
            ZoneChanged(
                object=card,
                new_id=next_id + i,
                origin=Zone.LIBRARY,
                destination=Zone.EXILE,
                rule=FOLLOW,
            )
            for i, card in enumerate(top)
        )
    return game._emit(events)


def _attach_to_token(game: Resolution, ctx: Context) -> list[Event]:
    """CR 702.92a (2011: 702.90a), living weapon: "create a 0/0 black Phyrexian Germ creature
    token, then attach this Equipment to it" (CR 701.3a). The token is the one the
    instruction before created; state-based actions wait until the ability has resolved
    (CR 704.3), so the 0/0 Germ is there to be equipped."""
    created = [
        e.token.id
        for _, events in reversed(ctx.history)
        for e in events
        if isinstance(e, TokenCreated)
    ]
    if not created or ctx.source not in game.state.objects:
        return []
    attached = attach_events(game.state, ctx.source, created[0], "701.3a")
    return game._emit(attached) if attached else []


def _modify_each(
    game: Resolution,
    on: Ref,
    ctx: Context,
    modifier: Callable[[int, int], Modifier],
    text: str,
    rule: str,
    *,
    unless: Callable[[GameObject], bool] = lambda _: False,
) -> list[Event]:
    """An effect until end of turn on each permanent ``on`` refers to that is still on the
    battlefield (and not ``unless``): a modifier with a new id and timestamp each."""
    state = game.state
    events: list[Event] = []
    for permanent in game._refs(on, ctx):
        obj = state.objects.get(permanent)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or unless(obj):
            continue
        effect_id = state.next_id + len(events)
        timestamp = state.next_timestamp + len(events)
        effect = ModifyCharacteristics(
            permanent=permanent,
            controller=ctx.controller,
            source=ctx.source,
            id=effect_id,
            timestamp=timestamp,
            text=text,
        )
        events.append(
            ModifierAdded(
                permanent=permanent,
                modifier=modifier(effect_id, timestamp),
                effect=effect,
                rule=rule,
            )
        )
    state.next_timestamp += len(events)
    return game._emit(events)


def _assign_no_combat_damage(
    game: Resolution, step: AssignNoCombatDamage, ctx: Context
) -> list[Event]:
    """ "[It] assigns no combat damage this turn" (CR 510.1a): an effect until end of turn
    that the combat damage steps read (:mod:`mtgrules.rules.combat_damage`)."""
    return _modify_each(
        game,
        step.on,
        ctx,
        lambda i, ts: Modifier(i, ts, restriction=Restriction.ASSIGNS_NO_COMBAT_DAMAGE),
        "assigns no combat damage this turn",
        "510.1a",
    )


def _enter_attacking(game: Resolution, ctx: Context) -> list[Event]:
    """CR 702.49a (2011: 702.47a), ninjutsu: the card, still in its owner's hand, is put
    onto the battlefield tapped and attacking what the returned creature attacked (702.49c;
    ``ctx.that_player``), unless that planeswalker left or changed sides (then it is on the
    battlefield, tapped, attacking nothing: CR 506.4). Never declared as an attacker, it
    doesn't trigger "whenever ~ attacks" (CR 508.4)."""
    state = game.state
    card = state.objects.get(ctx.source)
    if card is None or card.zone is not Zone.HAND or state.combat is None:
        return []
    new_id = state.next_id
    events: list[Event] = [
        ZoneChanged(
            object=card.id,
            new_id=new_id,
            origin=Zone.HAND,
            destination=Zone.BATTLEFIELD,
            rule=ninjutsu.ninjutsu_rule(game.ruleset),
        ),
        Tapped(permanent=new_id, rule=ninjutsu.ninjutsu_rule(game.ruleset)),
    ]
    attacked = ctx.that_player
    if attacked is not None and attacked in attack_targets(state, ctx.controller):
        rule = ninjutsu.ninjutsu_rule(game.ruleset, "c")
        events.append(EnteredAttacking(creature=new_id, attacked=attacked, rule=rule))
    return game._emit(events)


def _become_artifact_creature(
    game: Resolution, step: BecomeArtifactCreature, ctx: Context
) -> list[Event]:
    """CR 702.122a (crew): "This Vehicle becomes an artifact creature until end of turn." A
    type-changing effect (layer 4, CR 613.1d); the Vehicle keeps its printed power and
    toughness (CR 301.7). Already a creature, nothing changes."""
    return _modify_each(
        game,
        step.on,
        ctx,
        lambda i, ts: Modifier(i, ts, creature=True),
        "becomes an artifact creature",
        "613.1d",
        unless=lambda obj: obj.is_creature,
    )
