"""Transforming double-faced cards on the battlefield (CR 712 and 701.28 today; CR 711 and
701.25 in the 2011 edition).

* CR 701.28a (2011: 701.25a): to transform a permanent, turn it over so that its other face
  is up. Only permanents represented by double-faced cards can transform; told to transform
  any other permanent (a token, a normal card), nothing happens.
* Turning over is not a zone change (CR 400.7 doesn't apply): the permanent is the same
  object, with its counters, marked damage, attachments, status (tapped) and the time it came
  under its controller's control (CR 302.6); effects that applied to it still do.
* CR 712.8d-e (2011: 711.2a-b, 711.3): the face that is up gives all its characteristics:
  name, types, power and toughness, abilities. The back face has no mana cost.
* Everywhere but the battlefield a double-faced card has only its front face's
  characteristics (CR 712.8a; 2011: 711.2a): one that leaves the battlefield transformed is
  its front face again in its new zone.
* Mana value (CR 202.3b today): the back face's is that of the front face's mana cost. In
  2011 the back face had no mana cost and so a converted mana cost of 0 (CR 2011 711.2b).

>>> from mtgrules import Game
>>> from mtgrules.cards.compiler import compile_text
>>> game = Game()
>>> alice = game.add_player("Alice")
>>> front = compile_text("Day", types=["Creature"], power=1, toughness=1)
>>> card = dataclasses.replace(front, back=compile_text("Night", types=["Creature"],
...     power=3, toughness=3))
>>> day = game.add_card_def(card, owner=alice, zone="battlefield")
>>> [type(e).__name__ for e in game.transform(day)]
['Transformed']
>>> game.state.objects[day].name, game.state.objects[day].power
('Night', 3)
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgrules.objects import Zone
from mtgrules.rules import day_night
from mtgrules.rules.cast_transformed import cast_transformed
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.transform_events import Transformed

if TYPE_CHECKING:
    from mtgrules.cards.model import CardDef
    from mtgrules.events import Event
    from mtgrules.rulesets import Ruleset

__all__ = ["commit_transformed", "front_face_up", "mana_value", "transform", "turn_to"]


def turn_to(obj: GameObject, face: CardDef, *, back: bool) -> None:
    """Give ``obj`` the characteristics of ``face`` (CR 712.8d-e; 2011: 711.2a-b). Its
    colors stay those of the card (the card data has no color indicator)."""
    obj.name = face.name
    obj.types = face.types
    obj.subtypes = face.subtypes
    obj.supertypes = face.supertypes
    obj.power = face.power
    obj.toughness = face.toughness
    obj.loyalty = face.loyalty
    obj.keywords = face.keywords
    obj.statics = face.statics
    obj.triggers = face.triggers
    obj.activated = face.activated
    obj.restrictions = face.restrictions
    obj.spell = face.spell
    obj.mana_cost = None if back else face.mana_cost  # the back face has no mana cost
    obj.transformed = back


def transform(state: GameState, ruleset: Ruleset, permanent: EntityId) -> list[Event]:
    """The events of "transform [permanent]": none for a permanent that can't transform
    (CR 701.28a; 2011: 701.25a), else one :class:`Transformed`."""
    obj = state.objects.get(permanent)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.faces is None:
        return []  # nothing happens: not a permanent represented by a double-faced card
    if day_night.locked(obj):
        return []  # CR 702.145b/e: only its daybound / nightbound ability transforms it
    front, back = obj.faces
    to_back = not obj.transformed
    face = back if to_back else front
    return [
        Transformed(
            permanent=permanent,
            face="back" if to_back else "front",
            name=face.name,
            was=obj.name,
            rule=ruleset.rule("transform"),
        )
    ]


def commit_transformed(state: GameState, e: Transformed) -> None:
    """Turn the permanent over (CR 701.28a; 2011: 701.25a): the same object, new
    characteristics; a permanent that stops being a creature leaves combat (CR 506.4)."""
    obj = state.objects.get(e.permanent)
    if obj is None or obj.faces is None:
        return
    front, back = obj.faces
    turn_to(obj, back if e.face == "back" else front, back=e.face == "back")
    for key in [k for k in state.bound_statics if k[0] == obj.id]:
        del state.bound_statics[key]  # its static abilities are the new face's
    state.index_abilities(obj)
    if state.combat is not None and not obj.is_creature:
        state.combat.remove(obj.id)


def front_face_up(obj: GameObject, state: GameState | None = None) -> None:
    """A double-faced card that left the battlefield has its front face's characteristics
    in its new zone (CR 712.8a; 2011: 711.2a); one with daybound enters the battlefield
    transformed if it's night (CR 702.145b)."""
    if obj.faces is not None and obj.transformed:
        turn_to(obj, obj.faces[0], back=False)
    if (
        state is not None
        and obj.zone is Zone.BATTLEFIELD
        and day_night.enters_transformed(state, obj)
    ):
        assert obj.faces is not None
        turn_to(obj, obj.faces[1], back=True)
    if state is not None and cast_transformed(state, obj):  # CR 702.146a-b: disturb
        assert obj.faces is not None
        turn_to(obj, obj.faces[1], back=True)


def mana_value(obj: GameObject, ruleset: Ruleset) -> int:
    """The mana value (2011: converted mana cost) of an object: that of its mana cost; a
    double-faced permanent with its back face up has today its front face's mana value
    (CR 202.3b), in 2011 that of no mana cost, 0 (CR 2011 711.2b)."""
    if obj.faces is not None and obj.transformed:
        front = obj.faces[0].mana_cost
        if ruleset.back_face_mana_value_of_front and front is not None:
            return front.mana_value
        return 0
    return obj.mana_cost.mana_value if obj.mana_cost is not None else 0


_ = dataclasses  # the module doctest builds a card with dataclasses.replace
