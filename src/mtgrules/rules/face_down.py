"""Face-down spells and permanents (CR 708; 2011: 707), and the keywords that cast a card
face down and turn it face up: morph (CR 702.37; 2011: 702.35), megamorph (CR 702.37b, a
keyword from after 2011, cited by today's number in both editions) and disguise (CR 702.168,
likewise).

* Casting face down (CR 702.37c, 702.168b; 2011: 702.35b): the card is turned face down
  before it is put on the stack (CR 708.4; 2011: 707.4), so the rules see only the face-down
  spell: a 2/2 creature spell with no name, no text, no subtypes and no mana cost (so
  colorless, mana value 0), cast for {3} rather than its mana cost (an alternative cost,
  :mod:`mtgrules.rules.alternative_casting`). Disguise adds ward {2} (CR 702.168a). A card
  without the keyword can't be cast face down (CR 702.37d; 2011: 702.35c).
* Those are the copiable values of the face-down spell and permanent (CR 708.2; 2011: 707.2):
  other effects still apply to it. A face-down spell becomes a face-down permanent; its own
  abilities are hidden, so none of them trigger or apply as it enters (CR 708.3).
* Turning it face up (CR 702.37e, 702.168d; 2011: 702.35d) is a special action (CR 116.2b;
  2011: 115.2b): any time its controller has priority, they pay the morph (disguise) cost the
  permanent would have face up, and it has its own characteristics again (CR 708.8; 2011:
  707.8). It doesn't use the stack, and it is the same permanent: it doesn't enter the
  battlefield, so its enters abilities don't trigger; "When ~ is turned face up" does.
  Megamorph puts a +1/+1 counter on it as it is turned face up (CR 702.37b).
* A face-down permanent that leaves the battlefield, or a face-down spell that leaves the
  stack for anywhere but the battlefield, is revealed (CR 708.9; 2011: 707.9): in its new
  zone it is the card face up.

The engine keeps no hidden information: a face-down object keeps its face-up characteristics
in :class:`HiddenFace`, for the judge's trace and for turning it face up.

>>> from mtgrules import Game
>>> from mtgrules.cards.database import bundled_database
>>> game = Game()
>>> alice = game.add_player("Alice")
>>> angel = game.add_card_def(bundled_database().card("Exalted Angel"), owner=alice,
...     zone="hand")
>>> down = face_down_copy(game.state.objects[angel], "morph")
>>> down.name, down.power, down.toughness, down.mana_cost, down.colors, down.face_down.face.name
('', 2, 2, None, frozenset(), 'Exalted Angel')
>>> face_down_cost(down)
('morph', '{2}{W}{W}')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.actions import TurnFaceUp
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.pending import OtherKeyword
from mtgrules.cards.ward import ward_trigger
from mtgrules.effects.casting import CastingKeyword
from mtgrules.events import CountersPut, Event
from mtgrules.face_down_events import TurnedFaceDown, TurnedFaceUp
from mtgrules.objects import PLUS_ONE, CardType, Zone
from mtgrules.rules.casting import IllegalActionError, Payment, plan_payment
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.engine import Game
    from mtgrules.rulesets import Ruleset

WAYS = frozenset({"morph", "megamorph", "disguise"})
"""The keywords that cast a card face down for {3} and turn it face up for their cost."""
FACE_DOWN_COST = "{3}"
"""CR 702.37c, 702.168b (2011: 702.35b): paid rather than the card's mana cost."""
MEGAMORPH_COUNTER = "702.37b"
"""CR 702.37b: a +1/+1 counter as a megamorph permanent is turned face up for its cost."""
DISGUISE_WARD = OtherKeyword("ward", "{2}")
"""CR 702.168a: a face-down disguised spell or permanent has ward {2}."""

# keyword: (rule of casting face down, rule of turning face up); None: the ruleset's morph rule
_POST_2011 = {
    "megamorph": ("702.37c", "702.37e"),
    "disguise": ("702.168b", "702.168d"),
}


@dataclass(frozen=True, slots=True)
class HiddenFace:
    """How a face-down object was turned face down (``way``: "morph", "megamorph",
    "disguise"), and the object as it is face up (``face``, a snapshot never changed)."""

    way: str
    face: GameObject


def way_rule(ruleset: Ruleset, way: str, *, face_up: bool = False) -> str:
    """The rule of casting face down with ``way`` (or of turning it face up) in
    ``ruleset``'s edition; megamorph and disguise cite today's numbers."""
    if way in _POST_2011:
        return _POST_2011[way][1 if face_up else 0]
    return ruleset.rule("morph face up" if face_up else "morph cast")


def face_down_copy(obj: GameObject, way: str) -> GameObject:
    """``obj`` turned face down with ``way``: a new object (the one given isn't changed) with
    the characteristics of CR 708.2 (2011: 707.2): a 2/2 creature with no name, no text, no
    subtypes, no supertypes, no mana cost and no color; disguise gives it ward {2}."""
    return dataclasses.replace(
        obj,
        name="",
        types=frozenset({CardType.CREATURE}),
        subtypes=frozenset(),
        supertypes=frozenset(),
        power=2,
        toughness=2,
        loyalty=None,
        keywords=frozenset(),
        statics=(),
        triggers=(ward_trigger(DISGUISE_WARD),) if way == "disguise" else (),
        mana_cost=None,
        spell=None,
        activated=(),
        restrictions=frozenset(),
        colors=frozenset(),
        faces=None,
        transformed=False,
        face_down=HiddenFace(way=way, face=obj),
    )


def turn_face_up(obj: GameObject) -> None:
    """Give the face-down ``obj`` its own characteristics again (CR 708.8; 2011: 707.8); its
    counters, damage, status and the effects on it stay."""
    hidden = obj.face_down
    if hidden is None:
        return
    face = hidden.face
    obj.name, obj.types, obj.subtypes = face.name, face.types, face.subtypes
    obj.supertypes, obj.power, obj.toughness = face.supertypes, face.power, face.toughness
    obj.loyalty, obj.keywords, obj.statics = face.loyalty, face.keywords, face.statics
    obj.triggers, obj.activated, obj.spell = face.triggers, face.activated, face.spell
    obj.restrictions, obj.mana_cost, obj.colors = face.restrictions, face.mana_cost, face.colors
    obj.faces, obj.transformed = face.faces, face.transformed
    obj.face_down = None


def revealed(moved: GameObject) -> None:
    """A face-down object that moved to a zone other than the stack or the battlefield is
    revealed: the card, face up (CR 708.9; 2011: 707.9)."""
    if moved.face_down is not None and moved.zone not in (Zone.STACK, Zone.BATTLEFIELD):
        turn_face_up(moved)


def face_down_cost(obj: GameObject) -> tuple[str, str] | None:
    """The (keyword, cost) the face-down ``obj`` would have face up: its morph, megamorph or
    disguise cost (CR 702.37e); None if it would have none."""
    if obj.face_down is None:
        return None
    for static in obj.face_down.face.statics:
        if isinstance(static, CastingKeyword) and static.keyword in WAYS:
            return static.keyword, static.cost
    return None


# -- casting face down ---------------------------------------------------------------------------
def casting(
    ruleset: Ruleset, obj: GameObject, how: str, additional: tuple[str, ...]
) -> tuple[GameObject, list[Event]]:
    """The card as it is cast ``how`` and the events that turn it face down first (CR 708.4;
    2011: 707.4): ``obj`` itself and none unless ``how`` is morph, megamorph or disguise. A
    face-down spell has no text, so no optional additional costs (kicker) can be paid."""
    if how not in WAYS:
        return obj, []
    rule = way_rule(ruleset, how)
    if additional:
        raise IllegalActionError(
            f"a face-down spell has no text: {', '.join(additional)} can't be paid for it",
            rule=rule,
        )
    turned = TurnedFaceDown(card=obj.id, name=obj.name, way=how, rule=rule)
    return face_down_copy(obj, how), [turned]


def commit_turned_face_down(state: GameState, e: TurnedFaceDown) -> None:
    """The card is replaced by its face-down self (a card in a hand is shared between copies
    of the state, so it is replaced, never changed)."""
    obj = state.objects.get(e.card)
    if obj is not None and obj.face_down is None:
        state.objects[e.card] = face_down_copy(obj, e.way)
        state.index_abilities(state.objects[e.card])


# -- turning face up: a special action ----------------------------------------------------------
def face_up_problem(
    state: GameState, ruleset: Ruleset, player: EntityId, permanent: EntityId
) -> tuple[str, str] | None:
    """Why ``player`` can't turn ``permanent`` face up now, as (reason, rule); None if they
    can (the cost aside)."""
    obj = state.objects.get(permanent)
    special = ruleset.rule("special action face up")
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return f"no permanent {permanent} on the battlefield", special
    if obj.face_down is None:
        return f"{obj.name} is face up", special
    rule = way_rule(ruleset, obj.face_down.way, face_up=True)
    if obj.controller != player:
        return "only its controller can turn a face-down permanent face up", rule
    found = face_down_cost(obj)
    if found is None or "X" in found[1]:
        return "it would have no morph cost face up", rule
    return None


def _payment(state: GameState, player: EntityId, cost: str) -> Payment | None:
    mana = parse_mana_cost(cost)
    return plan_payment(state, player, mana) if mana.mana_value else Payment()


def face_up_actions(
    state: GameState,
    ruleset: Ruleset,
    player: EntityId,
    permanents: Sequence[GameObject] | None = None,
) -> list[TurnFaceUp]:
    """The face-down permanents ``player`` can turn face up now, paying their cost
    (``permanents``: the ones they control, when the caller has them at hand)."""
    found = []
    for obj in state.battlefield() if permanents is None else permanents:
        if obj.face_down is None or obj.controller != player:
            continue
        cost = face_down_cost(obj)
        if (
            face_up_problem(state, ruleset, player, obj.id) is None
            and cost is not None
            and _payment(state, player, cost[1]) is not None
        ):
            found.append(TurnFaceUp(obj.id))
    return found


def turn_face_up_action(game: Game, player: EntityId, action: TurnFaceUp) -> list[Event]:
    """CR 702.37e (2011: 702.35d), 702.168d: show the cost, pay it, turn the permanent face
    up. Megamorph: a +1/+1 counter as it is turned face up (CR 702.37b). Nothing uses the
    stack; triggers wait for the player to receive priority again (CR 117.3c)."""
    state, ruleset = game.state, game.ruleset
    permanent = action.permanent
    problem = face_up_problem(state, ruleset, player, permanent)
    if problem is not None:
        raise IllegalActionError(f"can't turn it face up: {problem[0]}", rule=problem[1])
    obj = state.objects[permanent]
    found = face_down_cost(obj)
    assert found is not None and obj.face_down is not None
    way, cost = found
    rule = way_rule(ruleset, way, face_up=True)
    payment = _payment(state, player, cost)
    face = obj.face_down.face
    if payment is None:
        raise IllegalActionError(f"can't pay {cost} to turn {face.name} face up", rule=rule)
    events = game._pay(player, payment)
    turned: list[Event] = [
        TurnedFaceUp(permanent=permanent, player=player, name=face.name, way=way, rule=rule)
    ]
    if way == "megamorph":
        turned.append(
            CountersPut(permanent=permanent, kind=PLUS_ONE, amount=1, rule=MEGAMORPH_COUNTER)
        )
    return events + game._run(lambda _: turned)


def commit_turned_face_up(state: GameState, e: TurnedFaceUp) -> None:
    """The same permanent, its own characteristics again (CR 708.8; 2011: 707.8); its static
    and triggered abilities work from now on."""
    obj = state.objects.get(e.permanent)
    if obj is None or obj.face_down is None:
        return
    turn_face_up(obj)
    for key in [k for k in state.bound_statics if k[0] == obj.id]:
        del state.bound_statics[key]
    state.index_abilities(obj)


def turned_face_up(
    obj: GameObject, event: Event
) -> tuple[str, list[tuple[EntityId | None, EntityId | None]]] | None:
    """CR 603.2: "When ~ is turned face up" triggers when ``obj`` itself is turned face up
    (the ability exists only once it is face up, CR 702.37e; 2011: 702.35d)."""
    if isinstance(event, TurnedFaceUp) and event.permanent == obj.id:
        return "603.2", [(None, None)]
    return None


__all__ = [
    "FACE_DOWN_COST",
    "WAYS",
    "HiddenFace",
    "casting",
    "commit_turned_face_down",
    "commit_turned_face_up",
    "face_down_copy",
    "face_down_cost",
    "face_up_actions",
    "revealed",
    "turn_face_up",
    "turn_face_up_action",
    "turned_face_up",
    "way_rule",
]
