"""Evaluating the conditions on one object and on this turn's record (the kinds below of
:class:`~mtgrules.effects.conditions.Condition`), wherever a condition stands: "If it's a
Spirit, it gains trample until end of turn." (CR 608.2c), "Activate only if an opponent was
dealt damage this turn." (CR 602.5b), an intervening "if" (CR 603.4).

Conditions on one object (``Condition.on`` names it: a target, "that creature" of the trigger
event, "~"); CR 608.2h: if the object has left its zone, its last known information is used
("If it was a creature card, ..." after it was exiled):

* ``"object is"``: the object is ``state`` ("a Spirit", "an artifact creature", "black or red",
  "legendary", "a creature card", "a token", "nonbasic");
* ``"object value"``: its ``state`` ("power", "toughness", "mana value") is at least
  ``amount`` (at most when ``at_most``);
* ``"object counter"``: it has a counter of kind ``state`` on it (CR 122.1);
* ``"object keyword"``: it has the keyword ``state`` (CR 702.1).

Conditions on this turn (:mod:`mtgrules.rules.turn_record`):

* ``"dealt damage"``: the player was dealt damage this turn (CR 120.3a);
* ``"self entered"``: the object with the ability entered the battlefield this turn;
* ``"cast typed"``: the player cast a spell of the card types ``state`` ("instant or
  sorcery") this turn (CR 601.2);
* ``"drew"``: the player drew at least ``amount`` cards this turn (CR 121.1);
* ``"more cards"``: the player has more cards in hand than "you" (``who`` "an opponent"), or
  "you" have more than each opponent (``who`` "you");
* ``"self counters"``: the object with the ability has at least ``amount`` counters of kind
  ``state`` on it (at most when ``at_most``: "no hope counters").

>>> quality_problem("a Spirit"), quality_problem("black or red"), quality_problem("suspected")
(None, None, "object quality 'suspected'")
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.conditions import Condition
from mtgrules.events import DamageDealt, Event
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.rules.attached_conditions import COLORS, SUPERTYPES
from mtgrules.rules.transform import mana_value
from mtgrules.rules.turn_record import CAST_AS, DAMAGED, DREW, ENTERED_AS, this_turn
from mtgrules.state import EntityId, GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.rulesets import Ruleset

OBJECT_IS, OBJECT_VALUE, OBJECT_COUNTER, OBJECT_KEYWORD = (
    "object is",
    "object value",
    "object counter",
    "object keyword",
)
OBJECT_KINDS = frozenset({OBJECT_IS, OBJECT_VALUE, OBJECT_COUNTER, OBJECT_KEYWORD})
"""The kinds that test one object (``Condition.on``)."""
DEALT_DAMAGE, SELF_ENTERED, CAST_TYPED, DREW_CARDS, MORE_CARDS, SELF_COUNTERS = (
    "dealt damage",
    "self entered",
    "cast typed",
    "drew",
    "more cards",
    "self counters",
)
TURN_KINDS = frozenset({DEALT_DAMAGE, SELF_ENTERED, CAST_TYPED, DREW_CARDS, MORE_CARDS})
DEALT_THIS_WAY = "dealt damage this way"
"""A player (``state`` "player") or a creature ("a creature") was dealt damage by the
earlier instructions of the same spell or ability (CR 608.2c; checked as it resolves)."""
RESOLVED_COUNT = "resolved count"
"""This is the ``amount``-th time this ability of this object resolved this turn (counted
as it resolves: :func:`count_resolution`)."""
CONDITIONAL_KINDS = OBJECT_KINDS | TURN_KINDS | {SELF_COUNTERS, DEALT_THIS_WAY, RESOLVED_COUNT}
"""The kinds evaluated here."""
VALUES = frozenset({"power", "toughness", "mana value"})  # CR 208.1, 202.3

_CARD_TYPES = {t.value.lower(): t for t in CardType}
_SUBTYPES_NOT_CREATURE = frozenset({"Equipment", "Aura", "Vehicle"})


def _words(alternative: str) -> list[str]:
    words = alternative.split()
    if words and words[0] in ("a", "an"):
        words = words[1:]
    if words and words[-1] == "card":  # "a creature card": a card of that type (CR 205.2a)
        words = words[:-1]
    return words


def _word_problem(word: str) -> bool:
    """Whether the engine can't check the one word ``word`` of a quality."""
    known = word in COLORS or word in SUPERTYPES or word in _CARD_TYPES
    known = known or word in ("token", "multicolored", "colorless", "nonbasic")
    return not known and not (word[:1].isupper() and word.isalpha())


def quality_problem(quality: str) -> str | None:
    """Why the engine can't check "[object] is [quality]" (for the coverage report), or None."""
    for alternative in quality.split(" or "):
        words = _words(alternative)
        if not words or any(_word_problem(w) for w in words):
            return f"object quality '{quality}'"
        if any(w[:1].isupper() and w in _SUBTYPES_NOT_CREATURE for w in words):
            return f"object quality '{quality}'"
    return None


def _has_word(obj: GameObject, word: str) -> bool:
    if word in COLORS:
        return word in obj.colors  # CR 105.2
    if word == "multicolored":
        return len(obj.colors) > 1  # CR 105.4
    if word == "colorless":
        return not obj.colors  # CR 105.2c
    if word == "nonbasic":
        return "Basic" not in obj.supertypes  # CR 205.4c
    if word in SUPERTYPES:
        return SUPERTYPES[word] in obj.supertypes  # CR 205.4
    if word == "token":
        return obj.token  # CR 111.1
    if word in _CARD_TYPES:
        return _CARD_TYPES[word] in obj.types  # CR 205.2a
    if word in obj.subtypes:
        return True  # CR 205.3
    # CR 702.73a: changeling is every creature type
    return obj.is_creature and obj.has(Keyword.CHANGELING)


def is_quality(obj: GameObject, quality: str) -> bool:
    """Whether ``obj`` is ``quality`` ("a Goblin or Orc": either; "an artifact creature":
    both types)."""
    return any(
        all(_has_word(obj, w) for w in _words(alternative)) for alternative in quality.split(" or ")
    )


def object_holds(
    condition: Condition, obj: GameObject | None, ruleset: Ruleset | None = None
) -> bool:
    """Whether the object condition holds of ``obj`` (None: there is no such object);
    ``ruleset``: for a mana value (without it, a mana value condition is false)."""
    if obj is None:
        return False
    kind = condition.kind
    if kind == OBJECT_IS:
        return is_quality(obj, condition.state)
    if kind == OBJECT_COUNTER:  # CR 122.1
        return obj.counters.get(condition.state, 0) > 0
    if kind == OBJECT_KEYWORD:  # CR 702.1
        return obj.has(Keyword(condition.state))
    assert kind == OBJECT_VALUE, kind
    if condition.state == "mana value":  # CR 202.3 (a transformed permanent: 202.3b)
        if ruleset is None:
            return False
        value = mana_value(obj, ruleset)
    elif condition.state == "power":
        value = obj.current_power()
    else:
        value = obj.current_toughness()
    return value <= condition.amount if condition.at_most else value >= condition.amount


def dealt_this_way(state: GameState, condition: Condition, events: list[Event]) -> bool:
    """Whether one of ``events`` (those of the instructions followed so far) dealt damage to
    a player or a creature of the condition's kind (CR 120.3; 2011: 119.3)."""
    for event in events:
        if not isinstance(event, DamageDealt) or event.amount <= 0:
            continue
        if condition.state == "player":
            if event.recipient in state.players:
                return True
            continue
        obj = state.source_view(event.recipient)
        if obj is not None and is_quality(obj, condition.state):
            return True
    return False


def count_resolution(state: GameState, source: EntityId, ability: str) -> int:
    """Count one more resolution this turn of the ability ``ability`` (its words) of the
    object ``source`` and return how many there have been (a new object after a zone change
    starts again, CR 400.7). Called once as the ability resolves, where its condition stands
    (CR 608.2b: an ability whose targets are all illegal doesn't resolve, nor count)."""
    key = (state.turn, f"resolved: {ability}", source)
    state.history[key] = state.history.get(key, 0) + 1
    return state.history[key]


MAIN_PHASE = "main phase"
"""The mark of a spell cast during its caster's main phase (``StackItem.cast_with``): "if you
cast ~ during your main phase" (rules/conditions.CAST_WITH)."""


def main_phase_mark(state: GameState, player: EntityId) -> tuple[str, ...]:
    """The marks of a spell ``player`` casts now: during their own main phase (CR 505.1)."""
    in_main = state.step is not None and state.step.is_main
    return (MAIN_PHASE,) if in_main and state.active_player == player else ()


def object_view(state: GameState, entity: EntityId | None) -> GameObject | None:
    """The object ``entity`` now, or as it last existed (CR 608.2h)."""
    return None if entity is None else state.source_view(entity)


def turn_holds(
    state: GameState, condition: Condition, players: list[EntityId], you: EntityId, source: EntityId
) -> bool:
    """Whether a condition on this turn's record (or on the source's counters) holds."""
    kind = condition.kind
    if kind == SELF_ENTERED:  # under the permanent's id, which it got as it entered
        obj = state.objects.get(source)
        return (
            obj is not None
            and obj.zone is Zone.BATTLEFIELD
            and (this_turn(state, ENTERED_AS, source) > 0)
        )
    if kind == SELF_COUNTERS:  # CR 122.1: "there are three or more brick counters on ~"
        obj = state.objects.get(source)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return False
        found = obj.counters.get(condition.state, 0)
        return found <= condition.amount if condition.at_most else found >= condition.amount
    return any(_player_turn(state, condition, p, you) for p in players)


def _in_hand(state: GameState, player: EntityId) -> int:
    return sum(1 for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player)


def _player_turn(state: GameState, condition: Condition, player: EntityId, you: EntityId) -> bool:
    kind = condition.kind
    if kind == DEALT_DAMAGE:  # CR 120.3a (2011: 119.3a): damage dealt to the player
        return this_turn(state, DAMAGED, player) > 0
    if kind == DREW_CARDS:  # CR 121.1 (2011: 120.1)
        return this_turn(state, DREW, player) >= max(condition.amount, 1)
    if kind == CAST_TYPED:  # CR 601.2: "if you've cast an instant or sorcery spell this turn"
        wanted = set(condition.state.split(" or "))
        return any(
            key[0] == state.turn
            and key[2] == player
            and key[1].startswith(CAST_AS)
            and wanted & set(key[1][len(CAST_AS) :].split("|")[1].split())
            for key in state.history
        )
    assert kind == MORE_CARDS, kind
    if condition.who == "you":  # "you have more cards in hand than each opponent"
        mine = _in_hand(state, you)
        return all(
            mine > _in_hand(state, p) for p in state.opponents(you) if not state.players[p].has_lost
        )
    return _in_hand(state, player) > _in_hand(state, you)


__all__ = [
    "CONDITIONAL_KINDS",
    "DEALT_THIS_WAY",
    "MAIN_PHASE",
    "OBJECT_KINDS",
    "RESOLVED_COUNT",
    "TURN_KINDS",
    "VALUES",
    "count_resolution",
    "dealt_this_way",
    "is_quality",
    "main_phase_mark",
    "object_holds",
    "object_view",
    "quality_problem",
    "turn_holds",
]
