"""Creating a token that's a copy of a permanent (CR 707.2, 707.9, 111.1; 2011: 706.2,
706.9, 110.5): the token takes the copiable values of the object (rules/copiable_values.py)
as the instruction is carried out, with the exceptions the instruction states ("except it
isn't legendary", "except it has haste"). A copy of an object that has left the battlefield
uses its last known information (CR 608.2h); no object, no token."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.tokens import attack_target
from mtgrules.effects.instructions import SELF, CreateToken
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.copiable_values import copiable_values
from mtgrules.state import EntityId, GameObject
from mtgrules.turn_events import TokenCreated

if TYPE_CHECKING:
    from mtgrules.events import Event
    from mtgrules.resolution import Context, Resolution

LEGENDARY = "Legendary"


def create_copies(
    game: Resolution, step: CreateToken, count: int, player: EntityId, ctx: Context
) -> list[Event]:
    """``count`` tokens under ``player``'s control, each a copy of what ``step.copy_of``
    refers to."""
    assert step.copy_of is not None
    state = game.state
    originals: list[GameObject | None]
    if step.copy_of == SELF:
        originals = [state.source_view(ctx.source)]
    else:
        originals = [
            state.objects.get(e) or state.lki.get(e) for e in game._refs(step.copy_of, ctx)
        ]
    events: list[Event] = []
    for original in originals:
        if original is None:  # CR 111.12: a copy of nothing creates no token
            continue
        values = copiable_values(original)
        supertypes = values.supertypes - {LEGENDARY} if step.not_legendary else values.supertypes
        added = frozenset(Keyword(k) for k in step.keywords)  # CR 707.9a: part of the copy
        attacking = attack_target(state, ctx.source, player) if step.attacking else None
        made = [
            GameObject(
                id=state.next_id + i,
                name=values.name,
                owner=player,
                controller=player,
                zone=Zone.BATTLEFIELD,
                types=values.types,
                subtypes=values.subtypes,
                supertypes=supertypes,
                # "except it's 1/1" (offspring, CR 702.175a; CR 707.9b): part of the copy
                power=values.power if step.power is None else step.power,
                toughness=values.toughness if step.toughness is None else step.toughness,
                loyalty=values.loyalty,
                keywords=values.keywords | added,
                mana_cost=values.mana_cost,
                colors=values.colors,
                activated=values.activated,
                triggers=values.triggers,
                statics=values.statics,
                restrictions=values.restrictions,
                tapped=step.tapped,
                timestamp=state.next_timestamp + i,
                since_turn=state.turn,
                token=True,
            )
            for i in range(count)
        ]
        state.next_timestamp += count
        events += game._emit(
            [
                TokenCreated(token=t, attacking=attacking, rule=game.ruleset.rule("copy"))
                for t in made
            ]
        )
    return events


__all__ = ["create_copies"]
