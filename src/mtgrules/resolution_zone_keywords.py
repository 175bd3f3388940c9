"""Resolving the delayed triggered abilities of rebound and warp
(:mod:`mtgrules.effects.zone_keywords`, created by :mod:`mtgrules.rules.zone_keywords`):

* rebound (CR 702.88a; 2011: 702.86a): its controller may cast the exiled card without paying
  its mana cost (a decision of kind ``rebound`` among the legal ways to cast it and not
  casting it); the card is cast as the ability resolves, whatever its type's timing. A card
  that isn't in exile any more (a new object, CR 400.7) isn't cast;
* warp (CR 702.185a): the permanent is exiled, and its owner gets the permission to cast the
  card from exile after the current turn has ended, for as long as it remains exiled (CR
  611.2a; :mod:`mtgrules.rules.play_permissions`). A permanent that left the battlefield
  isn't exiled (CR 603.7c).

And the activated abilities of transmute and scavenge, which read their source card as it
last existed in the zone it was activated from (CR 608.2h): its mana value (transmute, CR
702.53a; 2011: 702.51a; a decision of kind ``search`` among the cards with that mana value,
or none, CR 701.23b) and its power (scavenge, CR 702.97a); and embalm's and eternalize's
token copy of it (CR 702.128a, 702.129a; CR 707.9b: the exceptions are part of the copy).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.base import Duration
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.play_permissions import PlayFromZone
from mtgrules.effects.zone_keywords import (
    AFTER_THIS_TURN,
    CastExiledFree,
    CountersBySourcePower,
    CreateZombieCopy,
    ExileWarped,
    SearchSameManaValue,
)
from mtgrules.events import CountersPut, EffectCreated, Event, ZoneChanged
from mtgrules.objects import PLUS_ONE, Zone
from mtgrules.resolution_madness import offer_cast
from mtgrules.resolution_searches import FOLLOW, put_found
from mtgrules.rules.copiable_values import copiable_values
from mtgrules.rules.transform import mana_value
from mtgrules.rules.zone_keywords import REBOUND, WARP, rule
from mtgrules.state import EntityId, GameObject
from mtgrules.turn_events import LibraryShuffled, TokenCreated

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

ZONE_KEYWORD_INSTRUCTIONS = (
    CastExiledFree,
    ExileWarped,
    SearchSameManaValue,
    CountersBySourcePower,
    CreateZombieCopy,
)
"""The instructions :func:`carry_out` carries out."""

DONT_CAST = "don't cast it"
"""The answer of a ``rebound`` decision that doesn't cast the card."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    if isinstance(step, CastExiledFree):
        return _rebound_cast(game, ctx)
    if isinstance(step, SearchSameManaValue):
        return _search_same_mana_value(game, ctx)
    if isinstance(step, CountersBySourcePower):
        return _counters_by_power(game, step, ctx)
    if isinstance(step, CreateZombieCopy):
        return _zombie_copy(game, step, ctx)
    assert isinstance(step, ExileWarped)
    return _exile_warped(game, ctx)


def _search_same_mana_value(game: Resolution, ctx: Context) -> list[Event]:
    """Transmute: find a card with the source's mana value (or none), into the hand; then
    shuffle."""
    state, player = game.state, ctx.controller
    source = state.source_view(ctx.source)
    value = mana_value(source, game.ruleset) if source is not None else 0
    library = list(state.libraries.get(player, []))
    matching = [c for c in library if mana_value(state.objects[c], game.ruleset) == value]
    found = _one_of(game, player, matching)
    events = put_found(game, found, Zone.HAND, tapped=False) if found else []
    rest = list(state.libraries.get(player, []))
    state.rng.shuffle(rest)
    return events + game._emit([LibraryShuffled(player=player, order=tuple(rest), rule=FOLLOW)])


def _one_of(game: Resolution, player: EntityId, matching: list[EntityId]) -> list[EntityId]:
    """The card found: a ``search`` decision among the matching cards and none."""
    if not matching:
        return []
    options: tuple[tuple[EntityId, ...], ...] = (*((c,) for c in matching), ())
    answer: Hashable = options[0]
    if game._chooser is not None:
        answer = game._chooser.ask(
            Decision(
                kind="search",
                player=player,
                options=options,
                prompt="a card with the same mana value (or none)",
                rule=FOLLOW,
            )
        )
    assert isinstance(answer, tuple)
    return list(answer)


def _counters_by_power(game: Resolution, step: CountersBySourcePower, ctx: Context) -> list[Event]:
    """Scavenge: +1/+1 counters equal to the exiled card's power on the target."""
    source = game.state.source_view(ctx.source)
    power = (source.power or 0) if source is not None else 0
    on = [r for r in game._refs(step.on, ctx) if game._on_battlefield(r)]
    if power <= 0 or not on:
        return []
    why = "702.97a"
    return game._emit([CountersPut(permanent=p, kind=PLUS_ONE, amount=power, rule=why) for p in on])


def _rebound_cast(game: Resolution, ctx: Context) -> list[Event]:
    """CR 702.88a: "you may cast this card from exile without paying its mana cost"."""
    from mtgrules.engine import Game  # the engine casts spells (imported here: no cycle)

    assert isinstance(game, Game)
    card = game.state.objects.get(ctx.that_object) if ctx.that_object is not None else None
    if card is None or card.zone is not Zone.EXILE:
        return []
    player = ctx.controller
    prompt = f"cast {card.name} from exile without paying its mana cost, or not"
    cast = offer_cast(
        game,
        player,
        card,
        REBOUND,
        decline=DONT_CAST,
        prompt=prompt,
        rule=rule(game.ruleset, REBOUND),
    )
    return [] if cast is None else game._cast_spell(player, cast, resolving=True)


def _exile_warped(game: Resolution, ctx: Context) -> list[Event]:
    """CR 702.185a: exile the warped permanent; its owner may cast it on a later turn."""
    state = game.state
    permanent = ctx.that_object
    if permanent is None or not game._on_battlefield(permanent):
        return []  # CR 603.7c: a permanent that left is a new object
    owner = state.objects[permanent].owner
    exiled = state.next_id
    events = game._run(
        lambda _: [
            ZoneChanged(
                object=permanent,
                new_id=exiled,
                origin=Zone.BATTLEFIELD,
                destination=Zone.EXILE,
                rule=rule(game.ruleset, WARP),
            )
        ]
    )
    card = state.objects.get(exiled)
    if card is None or card.zone is not Zone.EXILE:
        return events  # replaced: it went elsewhere
    effect_id = state.next_id
    created = PlayFromZone(
        controller=owner,
        source=exiled,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=f"you may cast {card.name} {AFTER_THIS_TURN}",
        cards=frozenset({exiled}),
        cast_only=True,
        until=AFTER_THIS_TURN,
        created_turn=state.turn,
        duration=Duration.INDEFINITE,
    )
    allowed = EffectCreated(effect=effect_id, created=created, rule=rule(game.ruleset, WARP))
    return events + game._emit([allowed])


ZOMBIE = "Zombie"


def _zombie_copy(game: Resolution, step: CreateZombieCopy, ctx: Context) -> list[Event]:
    """A token copy of the exiled card under its controller's control, except it is
    ``step.color``, [``power_toughness``,] has no mana cost and is also a Zombie."""
    state = game.state
    original = state.source_view(ctx.source)
    if original is None:
        return []
    values = copiable_values(original)
    size = step.power_toughness
    token = GameObject(
        id=state.next_id,
        name=values.name,
        owner=ctx.controller,
        controller=ctx.controller,
        zone=Zone.BATTLEFIELD,
        types=values.types,
        subtypes=values.subtypes | {ZOMBIE},  # in addition to its other types
        supertypes=values.supertypes,
        power=values.power if size is None else size,
        toughness=values.toughness if size is None else size,
        loyalty=values.loyalty,
        keywords=values.keywords,
        mana_cost=None,
        colors=frozenset({step.color}),
        activated=values.activated,
        triggers=values.triggers,
        statics=values.statics,
        restrictions=values.restrictions,
        timestamp=state.next_timestamp,
        since_turn=state.turn,
        token=True,
    )
    state.next_timestamp += 1
    return game._emit([TokenCreated(token=token, rule=game.ruleset.rule("copy"))])


__all__ = ["DONT_CAST", "ZONE_KEYWORD_INSTRUCTIONS", "carry_out"]
