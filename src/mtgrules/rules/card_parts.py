"""Casting a part of a card of several parts (:mod:`mtgrules.cards.multi_face`), and the
characteristics such a card has in each zone.

* Split cards (CR 709; 2011: 708): the player chooses which half to cast before putting it
  onto the stack (CR 709.3; 2011: 708.3): ``CastSpell(how="first half")`` or
  ``"second half"``. On the stack the spell has only that half's characteristics (CR
  709.3b); everywhere else the card has both halves' combined (CR 709.4: mana value the
  sum of both).
* Aftermath (CR 702.127a, printed after 2011: both editions cite today's rule): the second
  half is cast only from its owner's graveyard (``how="aftermath"``), and a spell cast that
  way is exiled instead of going anywhere else as it leaves the stack.
* Adventurer cards (CR 715, after 2011: both editions cite today's rules): cast normally
  (the permanent) or as its Adventure (``how="adventure"``): while on the stack as an
  Adventure the spell has only the Adventure's characteristics (CR 715.3a-b); as it
  resolves it is exiled instead of put into its owner's graveyard, and its controller may
  cast the card (not as an Adventure) for as long as it remains exiled (CR 715.3d). Countered
  or otherwise leaving the stack, it goes where it would normally.
* Modal double-faced cards (CR 712, after 2011): cast as the front face (``how=""``) or as
  the back face (``how="back face"``), or a land back face played
  (``PlayLand(card, face="back face")``); the spell, and the permanent it becomes, has only
  the characteristics of the face cast or played (CR 712.8); anywhere else, the front
  face's (CR 712.8a).

How a card was cast is kept in ``GameState.cast_with`` (for the spell and the permanent it
becomes); :func:`new_zone_characteristics` gives a card that changed zones the face its new
zone shows.
"""

from __future__ import annotations

import dataclasses

from mtgrules.actions import PlayLand
from mtgrules.cards.mana import colors_of
from mtgrules.cards.model import CardDef
from mtgrules.cards.multi_face import (
    ADVENTURE,
    AFTERMATH,
    BACK_FACE,
    FIRST_HALF,
    SECOND_HALF,
)
from mtgrules.effects.base import Duration
from mtgrules.effects.instructions import Instruction
from mtgrules.effects.play_permissions import REMAINS_EXILED, PlayFromZone
from mtgrules.events import EffectCreated, Event
from mtgrules.objects import CardType, Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.rulesets import CR2011, Ruleset
from mtgrules.stack import StackItem
from mtgrules.state import EntityId, GameObject, GameState

__all__ = [
    "ADVENTURE",
    "ADVENTURE_RULE",
    "AFTERMATH",
    "AFTERMATH_RULE",
    "BACK_FACE",
    "FROM_GRAVEYARD",
    "WAYS",
    "adventure_permission",
    "as_cast",
    "as_played",
    "destination",
    "land_face_plays",
    "new_zone_characteristics",
    "offered",
    "remember_face",
    "spell_effect",
]

WAYS = {FIRST_HALF: 0, SECOND_HALF: 1, AFTERMATH: 1, ADVENTURE: 1, BACK_FACE: 1}
"""Each way to cast a part (``CastSpell.how``): the index of the part cast."""
FROM_GRAVEYARD = frozenset({AFTERMATH})
ADVENTURE_RULE = "715.3d"
AFTERMATH_RULE = "702.127a"
ON_AN_ADVENTURE = "on an adventure"
_SPLIT = frozenset({"split", "aftermath"})


def split_rule(ruleset: Ruleset) -> str:
    """Choosing the half of a split card to cast: CR 709.3 (2011: 708.3)."""
    return "708.3" if ruleset.name == CR2011.name else "709.3"


def _apply(obj: GameObject, card: CardDef) -> None:
    """Give ``obj`` the characteristics of ``card`` (a part, or the whole card)."""
    obj.name, obj.types, obj.subtypes = card.name, card.types, card.subtypes
    obj.supertypes, obj.power, obj.toughness = card.supertypes, card.power, card.toughness
    obj.loyalty, obj.keywords, obj.statics = card.loyalty, card.keywords, card.statics
    obj.triggers, obj.activated, obj.spell = card.triggers, card.activated, card.spell
    obj.restrictions, obj.mana_cost = card.restrictions, card.mana_cost
    obj.colors = colors_of(card.mana_cost)  # CR 202.2: the colors of its mana cost


def _on_an_adventure(state: GameState, obj: GameObject) -> bool:
    return obj.zone is Zone.EXILE and any(
        isinstance(e, PlayFromZone) and obj.id in e.cards and e.text.endswith(ON_AN_ADVENTURE)
        for e in state.effects.values()
    )


def offered(state: GameState, obj: GameObject, how: str) -> bool:
    """Whether legal actions offer casting ``obj`` ``how``: a split card only as one of its
    halves (CR 709.3); not as an Adventure from an adventure's exile (CR 715.3d)."""
    whole = obj.multi_part
    if whole is None:
        return True
    if how == "" and whole.layout in _SPLIT:
        return False
    return not (how == ADVENTURE and _on_an_adventure(state, obj))


def as_cast(state: GameState, ruleset: Ruleset, obj: GameObject, how: str) -> GameObject:
    """The card ``obj`` as the spell cast ``how``: a copy with the characteristics of the
    part cast (CR 709.3b, 712.8, 715.3b), ``obj`` itself for the whole card; an
    :class:`IllegalActionError` (nothing changed) for a way it can't be cast."""
    whole = obj.multi_part
    if whole is None or obj.face_down is not None:
        return obj
    if how == "" and whole.layout in _SPLIT:
        halves = " or ".join(
            repr(w) for w in (FIRST_HALF, SECOND_HALF if whole.layout == "split" else AFTERMATH)
        )
        raise IllegalActionError(
            f"{whole.name} is a split card: cast one of its halves ({halves})",
            rule=split_rule(ruleset),
        )
    if how == ADVENTURE and _on_an_adventure(state, obj):
        raise IllegalActionError(
            f"{obj.name} was exiled on an adventure: it can be cast from exile only as "
            "the card, not as an Adventure",
            rule=ADVENTURE_RULE,
        )
    index = WAYS.get(how)
    if index is None or (index == 0 and whole.layout not in _SPLIT):
        return obj
    copy = dataclasses.replace(obj)
    _apply(copy, whole.parts[index])
    return copy


def _land_back(obj: GameObject) -> CardDef | None:
    whole = obj.multi_part
    if whole is None or whole.layout != "modal_dfc" or obj.face_down is not None:
        return None
    back = whole.parts[1]
    return back if CardType.LAND in back.types else None


def as_played(ruleset: Ruleset, obj: GameObject, face: str) -> GameObject:
    """The card ``obj`` as the land played: itself (``face`` empty), or a copy with its
    land back face's characteristics (``face`` "back face", CR 712.8); an
    :class:`IllegalActionError` for a card without such a face."""
    if not face:
        return obj
    back = _land_back(obj)
    if face != BACK_FACE or back is None:
        raise IllegalActionError(
            f"{obj.name} has no land face {face!r} to play (only a modal double-faced card's "
            f"land back face is played as {BACK_FACE!r})",
            rule="305.1",
        )
    copy = dataclasses.replace(obj)
    _apply(copy, back)
    return copy


def remember_face(state: GameState, face: str, permanent: EntityId) -> None:
    """The land ``permanent`` (its new id) is played as ``face``: it enters with that face
    up (CR 712.8), as :func:`new_zone_characteristics` reads it."""
    if face:
        state.cast_with[permanent] = (face,)


def land_face_plays(state: GameState, player: EntityId) -> list[PlayLand]:
    """The land back faces ``player`` may play from their hand (CR 305.1, 712.8)."""
    return [
        PlayLand(o.id, face=BACK_FACE)
        for o in state.objects.values()
        if o.zone is Zone.HAND and o.owner == player and _land_back(o) is not None
    ]


def spell_effect(obj: GameObject) -> tuple[tuple[Instruction, ...], bool]:
    """What the spell ``obj`` (as cast) does, and whether it is a permanent spell."""
    permanent = not (CardType.INSTANT in obj.types or CardType.SORCERY in obj.types)
    return (obj.spell.effect if obj.spell is not None else ()), permanent


def _part_index(whole: CardDef, marks: tuple[str, ...]) -> int | None:
    for mark in marks:
        index = WAYS.get(mark)
        if index is not None:
            return index
    return None


def new_zone_characteristics(moved: GameObject, state: GameState) -> None:
    """A card of several parts that changed zones (a new object, CR 400.7): on the stack or
    the battlefield, the part it was cast as (CR 709.3b, 712.8, 715.3b); anywhere else, the
    whole card (CR 709.4, 712.8a, 715.3d)."""
    whole = moved.multi_part
    if whole is None or moved.face_down is not None:
        return
    index = None
    if moved.zone in (Zone.STACK, Zone.BATTLEFIELD):
        index = _part_index(whole, state.cast_with.get(moved.id, ()))
    split = whole.layout in _SPLIT
    if index is None or (index == 0 and not split):
        _apply(moved, whole)
    else:
        _apply(moved, whole.parts[index])


def destination(item: StackItem, resolved: bool) -> tuple[Zone, str] | None:
    """Where a part's spell goes as it leaves the stack instead of its owner's graveyard:
    an aftermath half, exile whenever it leaves (CR 702.127a); an Adventure, exile as it
    resolves (CR 715.3d). None otherwise."""
    if AFTERMATH in item.cast_with:
        return Zone.EXILE, AFTERMATH_RULE
    if resolved and ADVENTURE in item.cast_with:
        return Zone.EXILE, ADVENTURE_RULE
    return None


def adventure_permission(
    state: GameState, item: StackItem, exiled: EntityId, resolved: bool
) -> list[Event]:
    """CR 715.3d: the Adventure ``item`` resolved and its card was exiled as ``exiled``: its
    controller may cast that card for as long as it remains exiled."""
    if not resolved or ADVENTURE not in item.cast_with:
        return []
    obj = state.objects.get(exiled)
    if obj is None or obj.zone is not Zone.EXILE:
        return []
    effect_id = state.next_id
    created = PlayFromZone(
        controller=item.controller,
        source=None,
        id=effect_id,
        timestamp=state.new_timestamp(),
        text=f"you may cast {obj.name} from exile: {ON_AN_ADVENTURE}",
        cards=frozenset({exiled}),
        cast_only=True,
        until=REMAINS_EXILED,
        created_turn=state.turn,
        duration=Duration.INDEFINITE,
    )
    return [EffectCreated(effect=effect_id, created=created, rule=ADVENTURE_RULE)]
