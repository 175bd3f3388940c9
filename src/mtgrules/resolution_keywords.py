"""Instructions of keyword abilities and searches, carried out as a spell or ability resolves:
returning a card that died (persist, CR 702.79a; undying, CR 702.93a), renown (CR 702.112a)
and searching a library for a card with a stated quality (CR 701.23; landcycling, 702.29e).

Persist and undying return the new object the creature became in its owner's graveyard (CR
400.7: an ability that triggers on an object changing zones finds it there); if that card left
the graveyard first, it is a new object again and stays where it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules import resolution_optional, resolution_zones
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.choices import Decision
from mtgrules.effects.instructions import (
    SELF,
    BecomeRenowned,
    Instruction,
    PayMana,
    PayOrSacrifice,
    ReturnDiedCard,
    Sacrifice,
    SearchForCard,
)
from mtgrules.events import CountersPut, Event, ZoneChanged
from mtgrules.keyword_events import BecameRenowned
from mtgrules.objects import PLUS_ONE, Zone
from mtgrules.resolution_searches import put_found
from mtgrules.rules.casting import plan_payment
from mtgrules.state import EntityId, GameObject
from mtgrules.turn_events import LibraryShuffled

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

FOLLOW = "608.2c"  # the controller follows the instructions in the order written

KEYWORD_INSTRUCTIONS = (ReturnDiedCard, SearchForCard, BecomeRenowned, PayOrSacrifice)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`KEYWORD_INSTRUCTIONS`."""
    if isinstance(step, ReturnDiedCard):
        return _return_died_card(game, step, ctx)
    if isinstance(step, BecomeRenowned):
        return _renown(game, step, ctx)
    if isinstance(step, PayOrSacrifice):
        return _pay_or_sacrifice(game, step, ctx)
    assert isinstance(step, SearchForCard)
    return _search_for_card(game, step, ctx)


def _return_died_card(game: Resolution, step: ReturnDiedCard, ctx: Context) -> list[Event]:
    """CR 702.79a / 702.93a: the card returns to the battlefield under its owner's control
    (CR 400.7, a new object) with one counter of ``step.kind`` on it."""
    state = game.state
    card = state.moved_to.get(ctx.source)
    if card is None or card not in state.objects or state.objects[card].zone is not Zone.GRAVEYARD:
        return []
    new_id = state.next_id
    events = game._emit(
        [
            ZoneChanged(
                object=card,
                new_id=new_id,
                origin=Zone.GRAVEYARD,
                destination=Zone.BATTLEFIELD,
                rule=FOLLOW,
            )
        ]
    )
    if new_id not in state.objects or state.objects[new_id].zone is not Zone.BATTLEFIELD:
        return events  # a replacement effect sent it elsewhere
    rule = game.ruleset.rule("counters p/t")
    return events + game._emit([CountersPut(permanent=new_id, kind=step.kind, amount=1, rule=rule)])


def _renown(game: Resolution, step: BecomeRenowned, ctx: Context) -> list[Event]:
    """CR 702.112a (a keyword from after 2011, cited by today's number): if the creature isn't
    renowned (checked again as the ability resolves, CR 603.4), N +1/+1 counters are put on it
    and it becomes renowned; nothing if it left the battlefield."""
    obj = game.state.objects.get(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.renowned:
        return []
    rule = "702.112a"
    return game._emit(
        [
            CountersPut(permanent=obj.id, kind=PLUS_ONE, amount=step.count, rule=rule),
            BecameRenowned(permanent=obj.id, rule=rule),
        ]
    )


def _pay_or_sacrifice(game: Resolution, step: PayOrSacrifice, ctx: Context) -> list[Event]:
    """CR 702.30a (2011: 702.28a), echo: "sacrifice it unless you pay [cost]". The controller
    chooses; paying is offered only when the mana can be paid in full (CR 601.2h). A source
    no longer on the battlefield is neither paid for nor sacrificed."""
    state = game.state
    obj = state.objects.get(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return []
    mana = step.mana
    if step.per_counter:  # cumulative upkeep (CR 702.24a): once per age counter
        mana = step.mana * obj.counter(step.per_counter)
    can_pay = plan_payment(state, ctx.controller, parse_mana_cost(mana)) is not None
    pay = can_pay and (
        game._chooser is None
        or bool(
            game._chooser.ask(
                Decision(
                    kind="may",
                    player=ctx.controller,
                    options=(True, False),
                    labels=("pay", "sacrifice"),
                    prompt=f"pay {mana or '{0}'} for {obj.name} (or sacrifice it)?",
                    rule=FOLLOW,
                )
            )
        )
    )
    if pay:
        return resolution_optional.carry_out(game, PayMana(mana=mana), ctx)
    return resolution_zones.carry_out(game, Sacrifice(on=SELF), ctx)


def _finds(state_obj: GameObject, step: SearchForCard, source: GameObject | None) -> bool:
    """The card has the quality the search states (CR 701.23b)."""
    if step.basic and "Basic" not in state_obj.supertypes:
        return False
    if step.named_self and (source is None or state_obj.name != source.name):
        return False
    if not step.kind:
        return True
    types = {t.value.lower() for t in state_obj.types}
    return step.kind.lower() in types or step.kind in state_obj.subtypes


def _search_for_card(game: Resolution, step: SearchForCard, ctx: Context) -> list[Event]:
    """CR 701.23 (2011: 701.15): the controller searches their library for a card with the
    stated quality; such a search may fail to find one (CR 701.23b). The card found is put
    into the hand or onto the battlefield (tapped if stated), then the library is shuffled
    (CR 701.24 / 2011: 701.17)."""
    state = game.state
    player = ctx.controller
    source = state.source_view(ctx.source)
    library = state.libraries.get(player, [])
    matching = tuple(c for c in library if _finds(state.objects[c], step, source))
    events: list[Event] = []
    if matching:
        options: tuple[tuple[EntityId, ...], ...] = (*((c,) for c in matching), ())
        chosen = _choose(game, player, options)
        destination = Zone.BATTLEFIELD if step.destination == "battlefield" else Zone.HAND
        events += put_found(game, chosen, destination, tapped=step.tapped)
    rest = list(state.libraries.get(player, []))
    state.rng.shuffle(rest)
    return events + game._emit([LibraryShuffled(player=player, order=tuple(rest), rule=FOLLOW)])


def _choose(
    game: Resolution, player: EntityId, options: tuple[tuple[EntityId, ...], ...]
) -> tuple[EntityId, ...]:
    """The searching player chooses one of the matching cards, or none (CR 701.23b)."""
    if game._chooser is None:
        return options[0]
    answer = game._chooser.ask(
        Decision(
            kind="search",
            player=player,
            options=options,
            prompt="the card to find (or none)",
            rule=FOLLOW,
        )
    )
    assert isinstance(answer, tuple)
    return answer


__all__ = ["KEYWORD_INSTRUCTIONS", "carry_out"]
