"""Instructions that move, tap, create or regenerate objects (CR 608.2c: the controller
follows the instructions in the order written; CR 400.7: an object that changes zones
becomes a new object)."""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from typing import TYPE_CHECKING

from mtgrules.cards.mana import COLOR_NAMES
from mtgrules.cards.model import ActivatedAbility
from mtgrules.cards.tokens import PREDEFINED, attack_target, predefined, token_abilities
from mtgrules.choices import Decision
from mtgrules.effects.base import Duration, Effect
from mtgrules.effects.graveyard_returns import FOUND_IN_GRAVEYARD
from mtgrules.effects.instructions import (
    SELF,
    CreateToken,
    Discard,
    Exile,
    Instruction,
    Mill,
    Regenerate,
    ReturnToHand,
    Sacrifice,
    SearchLibrary,
    Tap,
    Untap,
)
from mtgrules.effects.regeneration import RegenerationShield
from mtgrules.events import EffectCreated, Event, ZoneChanged
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.resolution_copies import create_copies
from mtgrules.resolution_token_cleanup import cleanup_tokens
from mtgrules.rules.attachments import can_enchant
from mtgrules.rules.stun_counters import untap_events
from mtgrules.state import EntityId, GameObject
from mtgrules.turn_events import LibraryShuffled, Tapped, TokenCreated

if TYPE_CHECKING:
    from mtgrules.effects.triggers import TriggeredAbility
    from mtgrules.resolution import Context, Resolution

FOLLOW = "608.2c"
COLORS = frozenset(
    COLOR_NAMES.values()
)  # the controller follows the instructions in the order written

ZONE_INSTRUCTIONS = (
    Regenerate,
    Tap,
    Untap,
    ReturnToHand,
    Exile,
    Mill,
    Sacrifice,
    CreateToken,
    Discard,
    SearchLibrary,
)


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`ZONE_INSTRUCTIONS`."""
    state = game.state
    if isinstance(step, Regenerate):
        return _regenerate(
            game, [p for p in game._refs(step.on, ctx) if game._on_battlefield(p)], ctx
        )
    if isinstance(step, Tap | Untap):
        on = [p for p in game._refs(step.on, ctx) if game._on_battlefield(p)]
        if isinstance(step, Tap):
            return game._emit(
                [Tapped(permanent=p, rule=FOLLOW) for p in on if not state.objects[p].tapped]
            )
        untap = tuple(p for p in on if state.objects[p].tapped)  # CR 122.1d: stun counters
        return game._emit(untap_events(state, untap, FOLLOW, ctx.source)) if untap else []
    if isinstance(step, ReturnToHand | Exile | Sacrifice):
        # CR 400.7d: "return it" after "When ~ dies" is the card in the graveyard
        found = step.on in FOUND_IN_GRAVEYARD
        on = [p for p in game._refs(step.on, ctx) if found or game._on_battlefield(p)]
        source = state.objects.get(ctx.source)
        spell = source is not None and source.zone is Zone.STACK
        if isinstance(step, ReturnToHand) and step.on == SELF and spell:
            on = [ctx.source]  # "return ~ to its owner's hand": the resolving spell (CR 608.2n)
        if isinstance(step, Sacrifice):
            # CR 701.16a (2011: 701.14a): only its controller sacrifices a permanent.
            on = [p for p in on if state.objects[p].controller == ctx.controller]
        destination = (
            Zone.HAND
            if isinstance(step, ReturnToHand)
            else Zone.EXILE
            if isinstance(step, Exile)
            else Zone.GRAVEYARD
        )
        rule = game.ruleset.rule("sacrifice") if isinstance(step, Sacrifice) else FOLLOW
        return _move(game, on, destination, rule)
    if isinstance(step, Mill):
        events: list[Event] = []
        for player in game._refs(step.who, ctx):
            if player in state.players:
                top = list(reversed(state.libraries.get(player, [])))[: step.count]
                events.extend(_move(game, top, Zone.GRAVEYARD, FOLLOW))
        return events
    if isinstance(step, Discard):
        events = []
        for player in game._refs(step.who, ctx):
            if player in state.players:
                events.extend(_discard(game, player, step.count))
        return events
    if isinstance(step, CreateToken):
        return _create_tokens(game, step, ctx)
    assert isinstance(step, SearchLibrary)
    return _search(game, step, ctx)


def _regenerate(game: Resolution, permanents: list[EntityId], ctx: Context) -> list[Event]:
    events: list[Event] = []
    next_id = game.state.next_id
    for permanent in permanents:
        shield = RegenerationShield(
            permanent=permanent,
            controller=ctx.controller,
            source=ctx.source,
            duration=Duration.END_OF_TURN,
            id=next_id,
            timestamp=game.state.new_timestamp(),
            text=f"regenerate {game.state.objects[permanent].name}",
        )
        game.created_effects[next_id] = shield
        events.append(
            EffectCreated(effect=next_id, created=shield, rule=game.ruleset.regenerate_rule)
        )
        next_id += 1
    return game._emit(events)


def _move(game: Resolution, objects: list[EntityId], destination: Zone, rule: str) -> list[Event]:
    state = game.state
    new_ids = itertools.count(state.next_id)
    return game._emit(
        [
            ZoneChanged(
                object=o,
                new_id=next(new_ids),
                origin=state.objects[o].zone,
                destination=destination,
                rule=rule,
            )
            for o in objects
            if o in state.objects
        ]
    )


def _discard(game: Resolution, player: EntityId, count: int) -> list[Event]:
    """The player chooses ``count`` cards of their hand and discards them."""
    hand = [o.id for o in game.state.objects.values() if o.zone is Zone.HAND and o.owner == player]
    if len(hand) <= count:
        chosen: tuple[EntityId, ...] = tuple(hand)
    else:
        options = tuple(itertools.combinations(hand, count))
        chosen = _ask(
            game, player, "discard", options, f"discard {count} card(s)", FOLLOW, options[0]
        )
    return _move(game, list(chosen), Zone.GRAVEYARD, FOLLOW)


def _ask(
    game: Resolution,
    player: EntityId,
    kind: str,
    options: tuple[tuple[EntityId, ...], ...],
    prompt: str,
    rule: str,
    default: tuple[EntityId, ...],
) -> tuple[EntityId, ...]:
    if game._chooser is None or len(options) == 1:
        return default
    answer: Hashable = game._chooser.ask(
        Decision(kind=kind, player=player, options=options, prompt=prompt, rule=rule)
    )
    assert isinstance(answer, tuple)
    return answer


def _create_tokens(game: Resolution, step: CreateToken, ctx: Context) -> list[Event]:
    """CR 111.1-111.3 (2011: 110.5): tokens enter the battlefield under the creator's
    control with the characteristics the effect gives them; "its controller creates ..."
    makes that player the creator (CR 111.2), each description in turn ("a 3/3 ... with
    deathtouch and a 3/3 ... with lifelink"); "that many": the trigger event's amount."""
    state = game.state
    events: list[Event] = []
    for player in game._refs(step.who, ctx):
        if player not in state.players:
            continue
        for made in _chosen(game, step, player):
            count = (ctx.that_amount or 0) if made.that_many else made.count
            if made.copy_of is not None:  # CR 707.2 (2011: 706.2): resolution_copies.py
                created = create_copies(game, made, count, player, ctx)
            else:
                created = _make_tokens(game, made, count, player, ctx)
            events += created + cleanup_tokens(game, made, created, ctx)  # CR 603.7
    return events


def _chosen(game: Resolution, step: CreateToken, player: EntityId) -> tuple[CreateToken, ...]:
    """The descriptions created: all of them, or the one ``player`` chooses of "a Food token
    or a Treasure token" (CR 608.2d: chosen as the instruction is carried out)."""
    made = (step, *step.also)
    if not step.either:
        return made
    options = tuple((i,) for i in range(len(made)))
    names = " or ".join(m.name or "token" for m in made)
    (index,) = _ask(game, player, "token", options, f"which token: {names}", FOLLOW, (0,))
    return (made[index],)


def _make_tokens(
    game: Resolution, step: CreateToken, count: int, player: EntityId, ctx: Context
) -> list[Event]:
    state = game.state
    types = frozenset(CardType(t) for t in step.types)
    keywords = frozenset(Keyword(k) for k in step.keywords if k in Keyword._value2member_map_)
    name = step.named or step.name or " ".join((*step.subtypes, "Token"))
    if "~" in step.named:  # "named Kobolds of Kher Keep": the card name as the text writes it
        source = state.source_view(ctx.source)
        name = step.named.replace("~", source.name if source is not None else "")
    subtypes = frozenset(step.subtypes)
    activated: tuple[ActivatedAbility, ...] = ()
    statics: tuple[Effect, ...] = ()
    triggers: tuple[TriggeredAbility, ...] = ()
    if step.name in PREDEFINED:
        # CR 111.10: a predefined token has the subtype and abilities the rules give it.
        definition = predefined(step.name)
        types, subtypes, activated = definition.types, definition.subtypes, definition.activated
        name, statics, triggers = definition.name, definition.statics, definition.triggers
    own = token_abilities(step)  # CR 111.4: quoted abilities (cards/tokens.py)
    attacking = attack_target(state, ctx.source, player) if step.attacking else None
    hosts = game._refs(step.attached_to, ctx) if step.attached_to is not None else []
    events: list[Event] = []
    for i in range(count):
        token = GameObject(
            id=state.next_id + i,
            name=name,
            owner=player,
            controller=player,
            zone=Zone.BATTLEFIELD,
            types=types,
            subtypes=subtypes,
            activated=activated + own.activated,
            statics=statics,
            triggers=triggers + own.triggers,
            restrictions=own.restrictions,
            tapped=step.tapped,
            power=step.power,
            toughness=step.toughness,
            keywords=keywords | own.keywords,
            timestamp=state.next_timestamp + i,
            since_turn=state.turn,
            token=True,
            colors=frozenset(c.lower() for c in step.colors if c.lower() in COLORS),
            supertypes=frozenset({"Legendary"}) if step.legendary else frozenset(),
        )
        # "a Monster Role token attached to it": attached if it can enchant that creature;
        # else it enters unattached and goes to the graveyard (CR 303.4i; 704.5m).
        token.attached_to = next((h for h in hosts if can_enchant(state, token, h)), None)
        events.append(
            TokenCreated(token=token, attacking=attacking, rule=game.ruleset.rule("token"))
        )
    state.next_timestamp += count
    return game._emit(events)


def _search(game: Resolution, step: SearchLibrary, ctx: Context) -> list[Event]:
    """Search a library for up to N cards (it may find fewer: CR 701.19b today, 701.15b in
    2011), put them into the destination, then shuffle (CR 701.20 / 701.17)."""
    state = game.state
    player = ctx.controller
    source = state.source_view(ctx.source)
    library = state.libraries.get(player, [])
    matching = [
        c
        for c in library
        if not step.named_self or (source is not None and state.objects[c].name == source.name)
    ]
    most = min(step.up_to, len(matching))
    counts = tuple((n,) for n in range(most, -1, -1))
    found = _ask(
        game, player, "search", counts, f"how many cards to find (up to {most})", FOLLOW, counts[0]
    )
    chosen = matching[: found[0]]
    destination = Zone(step.destination) if step.destination != "hand" else Zone.HAND
    events = _move(game, chosen, destination, FOLLOW)
    rest = list(state.libraries.get(player, []))
    state.rng.shuffle(rest)
    return events + game._emit([LibraryShuffled(player=player, order=tuple(rest), rule=FOLLOW)])


__all__ = ["ZONE_INSTRUCTIONS", "carry_out"]
