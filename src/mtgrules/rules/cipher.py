"""Cipher (CR 702.99; a keyword from after 2011, cited by today's number under both rulesets).

* 702.99a, first ability: as the spell resolves, if it is represented by a card (not a copy),
  its controller may exile it encoded on a creature they control (:func:`encodes`, called
  where the resolved spell would go to the graveyard; a ``cipher`` decision: a creature, or
  :data:`DONT_ENCODE`). The card is then encoded on it (an :class:`Encoded` effect).
* 702.99a, second ability: "Whenever [that creature] deals combat damage to a player, you
  may copy the encoded card and you may cast the copy without paying its mana cost."
  Compiled on the card, it is triggered from exile by :func:`cipher_triggers`, controlled by
  the creature's controller. The card stays encoded while it is exiled and the creature is on
  the battlefield (702.99c), whoever controls it.
* Resolving it (resolution_cipher.py), the copy is made in exile and cast (CR 707.12); a copy
  isn't a card, so it isn't encoded, and it ceases to exist as it leaves the stack (704.5e).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from mtgrules.choices import Decision
from mtgrules.effects.casting import CastingKeyword
from mtgrules.effects.cipher import (
    CIPHER,
    CIPHER_RULE,
    Encoded,
    WhenEncodedDealsCombatDamage,
)
from mtgrules.events import AbilityTriggered, DamageDealt, EffectCreated, Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.rulesets import Ruleset
from mtgrules.spell_copy_events import is_copy
from mtgrules.stack import StackItem
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Resolution

DONT_ENCODE = "don't encode it"
"""The answer of a ``cipher`` decision that leaves the card to go to the graveyard."""


def has_cipher(obj: GameObject) -> bool:
    return any(isinstance(s, CastingKeyword) and s.keyword == CIPHER for s in obj.statics)


def is_cipher_copy(item: StackItem) -> bool:
    """``item`` is a copy of an encoded card, cast by the cipher ability (CR 707.12)."""
    return CIPHER in item.cast_with


def encodes(game: Resolution, item: StackItem, resolved: bool) -> list[Event] | None:
    """CR 702.99a: the resolved spell ``item`` with cipher, represented by a card, may be
    exiled encoded on a creature its controller controls. None when it isn't (the card goes
    to the graveyard as usual): countered, a copy, no creature, or declined."""
    state = game.state
    obj = state.objects.get(item.id)
    if not resolved or obj is None or is_copy(item) or is_cipher_copy(item):
        return None
    if not has_cipher(obj):
        return None
    creatures = [
        o.id for o in state.battlefield() if o.is_creature and o.controller == item.controller
    ]
    if not creatures:
        return None
    answer: Hashable = creatures[0]
    if game._chooser is not None:
        answer = game._chooser.ask(
            Decision(
                kind=CIPHER,
                player=item.controller,
                options=(*creatures, DONT_ENCODE),
                labels=(*(f"encode it on {state.objects[c].name}" for c in creatures), DONT_ENCODE),
                prompt=f"exile {obj.name} encoded on a creature you control, or not",
                rule=CIPHER_RULE,
            )
        )
    if answer not in creatures:
        return None
    assert isinstance(answer, int)
    exiled = state.next_id
    moved = ZoneChanged(
        object=item.id, new_id=exiled, origin=Zone.STACK, destination=Zone.EXILE, rule=CIPHER_RULE
    )
    events = game._run(lambda _: [moved])
    if exiled not in state.objects or answer not in state.objects:
        return events
    effect_id = state.next_id
    encoded = Encoded(
        controller=item.controller,
        source=exiled,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=f"{obj.name} is encoded on {state.objects[answer].name}",
        card=exiled,
        creature=answer,
    )
    return events + game._emit([EffectCreated(effect=effect_id, created=encoded, rule=CIPHER_RULE)])


def encoded_on(state: GameState, creature: EntityId) -> list[EntityId]:
    """The exiled cards encoded on ``creature`` (CR 702.99c: while the card is exiled and the
    creature on the battlefield)."""
    found = state.objects.get(creature)
    if found is None or found.zone is not Zone.BATTLEFIELD:
        return []
    return [
        effect.card
        for effect in state.effects.values()
        if isinstance(effect, Encoded)
        and effect.creature == creature
        and (card := state.objects.get(effect.card)) is not None
        and card.zone is Zone.EXILE
    ]


def cipher_triggers(state: GameState, ruleset: Ruleset, events: Sequence[Event]) -> list[Event]:
    """The cipher ability of each card encoded on a creature that dealt combat damage to a
    player in ``events``; controlled by that creature's controller (CR 702.99a)."""
    del ruleset  # cipher is cited by today's number under both rulesets
    fired: list[Event] = []
    for event in events:
        if not (isinstance(event, DamageDealt) and event.combat and event.amount > 0):
            continue
        if event.recipient not in state.players:
            continue
        creature = state.objects.get(event.source)
        if creature is None:
            continue
        for card in encoded_on(state, creature.id):
            obj = state.objects[card]
            fired += [
                AbilityTriggered(
                    source=card,
                    controller=creature.controller,
                    index=index,
                    text=ability.text,
                    that_player=event.recipient,
                    rule=CIPHER_RULE,
                )
                for index, ability in enumerate(obj.all_triggers)
                if isinstance(ability.when, WhenEncodedDealsCombatDamage)
            ]
    return fired


__all__ = [
    "DONT_ENCODE",
    "cipher_triggers",
    "encoded_on",
    "encodes",
    "has_cipher",
    "is_cipher_copy",
]
