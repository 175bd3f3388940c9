"""Evaluating the conditions that say something did NOT happen, or that nothing of a kind
exists, and the "different powers" count (kinds of
:class:`~mtgrules.effects.conditions.Condition` below), wherever a condition stands; most
often an intervening "if" of an "At the beginning of ..." trigger (CR 603.4: checked as the
step begins and again as the ability resolves):

* ``"not attacked"``: the player didn't attack with a creature this turn (CR 508.1: no
  creature was declared as an attacker by that player): "if you didn't attack with a
  creature this turn";
* ``"none died"``: no creature died this turn (CR 700.4): "if no creatures died this turn";
* ``"cast no spell"``: the player cast no spell this turn (CR 601.2): "if that player didn't
  cast a spell this turn";
* ``"none controlled"``: no player of ``who`` controls one of ``counted`` (CR 108.4: each
  permanent on the battlefield has a controller, so "no creatures are on the battlefield" is
  "no player controls a creature"): ``form`` "are" ("no creatures are on the battlefield"),
  "there are" ("there are no Zombies on the battlefield"), "opponents" ("your opponents
  control no creatures");
* ``"different powers"``: the creatures the player controls have at least ``amount``
  different powers (CR 208.1): "if you control three or more creatures with different
  powers".

What happened this turn (:mod:`mtgrules.rules.turn_record`):

* ``"died under"``: a creature died under the player's control this turn (CR 700.4): "if a
  creature died under your control this turn";
* ``"descended"``: a permanent card was put into the player's graveyard from anywhere this
  turn (descend; a token is no card, CR 111.7): "if you descended this turn";
* ``"left graveyard"``: a card left the player's graveyard this turn: "if a card left your
  graveyard this turn";
* ``"self was dealt damage"``: damage was dealt to the object with the ability this turn
  (CR 120.3): "if ~ was dealt damage this turn";
* ``"self dealt damage"``: the object with the ability dealt damage to a player of ``who``
  this turn (CR 120.3a): "if ~ dealt damage to an opponent this turn".

The object with the ability, said in the negative, and both life changes:

* ``"self not entered"``: it didn't enter the battlefield this turn (its id is new when it
  enters, CR 400.7): "if ~ didn't enter the battlefield this turn";
* ``"self not kicked"``: it wasn't cast with its kicker paid (CR 702.33d): "if ~ wasn't
  kicked";
* ``"self no counter"``: it has no counter of kind ``state`` on it (CR 122.1): "if ~ doesn't
  have a +1/+1 counter on it";
* ``"gained and lost life"``: the player both gained and lost life this turn (CR 119.3).

Life totals and names:

* ``"exact life"``: the player's life total is ``amount`` (CR 119.1): "if you have exactly 1
  life";
* ``"each life at most"``: every player in the game has ``amount`` or less life: "if each
  player has 10 or less life";
* ``"different names"``: the permanents of ``counted`` the player controls have at least
  ``amount`` different names (CR 201.2): "if you control four or more Demons with different
  names".

>>> sorted(TURN_KINDS)[:2]
['cast no spell', 'descended']
"""

from __future__ import annotations

from mtgrules.cards.pending import Counted
from mtgrules.effects.conditions import Condition
from mtgrules.objects import CardType
from mtgrules.resolution_counts import is_counted
from mtgrules.rules import turn_record
from mtgrules.rules.alternative_casting import was_cast_with
from mtgrules.rules.turn_record import ATTACKED, CAST, DIED, this_turn
from mtgrules.state import EntityId, GameState

NOT_ATTACKED, NONE_DIED, CAST_NO_SPELL, NONE_CONTROLLED, DIFFERENT_POWERS = (
    "not attacked",
    "none died",
    "cast no spell",
    "none controlled",
    "different powers",
)
DIED_UNDER, DESCENDED, LEFT_GRAVEYARD, SELF_WAS_DEALT, SELF_DEALT = (
    "died under",
    "descended",
    "left graveyard",
    "self was dealt damage",
    "self dealt damage",
)
SELF_NOT_ENTERED, SELF_NOT_KICKED, SELF_NO_COUNTER, GAINED_AND_LOST = (
    "self not entered",
    "self not kicked",
    "self no counter",
    "gained and lost life",
)
EXACT_LIFE, EACH_LIFE_AT_MOST, DIFFERENT_NAMES = (
    "exact life",
    "each life at most",
    "different names",
)
TURN_KINDS = frozenset(
    {NOT_ATTACKED, NONE_DIED, CAST_NO_SPELL, NONE_CONTROLLED, DIFFERENT_POWERS}
    | {DIED_UNDER, DESCENDED, LEFT_GRAVEYARD, SELF_WAS_DEALT, SELF_DEALT}
    | {SELF_NOT_ENTERED, SELF_NOT_KICKED, SELF_NO_COUNTER, GAINED_AND_LOST}
    | {EXACT_LIFE, EACH_LIFE_AT_MOST, DIFFERENT_NAMES}
)
"""The kinds evaluated here."""
NONE_FORMS = frozenset({"are", "there are", "opponents"})
"""The wordings of ``"none controlled"`` (``Condition.form``)."""


def turn_condition_holds(
    state: GameState, condition: Condition, players: list[EntityId], source: EntityId
) -> bool:
    """Whether ``condition`` (one of :data:`TURN_KINDS`) holds now for ``players`` (the
    players ``condition.who`` names: all of them for "none controlled", any otherwise) and
    ``source``, the object with the ability."""
    kind = condition.kind
    if kind == EXACT_LIFE:  # CR 119.1
        return any(state.life_of(p) == condition.amount for p in players)
    if kind == EACH_LIFE_AT_MOST:  # every player still in the game (CR 104.3)
        return bool(players) and all(state.life_of(p) <= condition.amount for p in players)
    if kind == DIFFERENT_NAMES:  # CR 201.2: the names of the counted permanents
        assert condition.counted is not None
        per = condition.counted
        return any(
            len(
                {
                    o.name
                    for o in state.battlefield()
                    if o.controller == p and is_counted(state, per, o)
                }
            )
            >= condition.amount
            for p in players
        )
    if kind == SELF_NOT_ENTERED:  # CR 400.7: under the id it got as it entered
        return this_turn(state, turn_record.ENTERED_AS, source) == 0
    if kind == SELF_NOT_KICKED:  # CR 702.33d: the kicker cost wasn't paid as it was cast
        return not was_cast_with(state, source, "kicker")
    if kind == SELF_NO_COUNTER:  # CR 122.1
        obj = state.objects.get(source)
        return obj is not None and obj.counters.get(condition.state, 0) == 0
    if kind == GAINED_AND_LOST:  # CR 119.3: both happened this turn
        return any(
            this_turn(state, turn_record.GAINED, p) > 0
            and this_turn(state, turn_record.LOST, p) > 0
            for p in players
        )
    if kind == SELF_WAS_DEALT:  # CR 120.3: under the object's id (a new object, CR 400.7)
        return this_turn(state, turn_record.OBJECT_DAMAGED, source) > 0
    if kind == SELF_DEALT:  # CR 120.3a: damage ~ dealt to one of the players
        name = turn_record.damaged_player_by(source)
        return any(this_turn(state, name, p) > 0 for p in players)
    if kind in _RECORDED:
        return any(this_turn(state, _RECORDED[kind], p) > 0 for p in players)
    if kind == NONE_DIED:  # CR 700.4: "dies" is put into a graveyard from the battlefield
        return this_turn(state, DIED) == 0
    if kind == NONE_CONTROLLED:  # CR 108.4: no player of ``who`` controls one
        assert condition.counted is not None
        per = condition.counted
        return not any(
            obj.controller in players and is_counted(state, per, obj) for obj in state.battlefield()
        )
    if kind == NOT_ATTACKED:  # CR 508.1: the player declared no attacker this turn
        return any(this_turn(state, ATTACKED, p) == 0 for p in players)
    if kind == CAST_NO_SPELL:  # CR 601.2: copies aren't cast and aren't counted
        return any(this_turn(state, CAST, p) == 0 for p in players)
    assert kind == DIFFERENT_POWERS, kind
    return any(_powers(state, p) >= condition.amount for p in players)


_RECORDED = {
    DIED_UNDER: turn_record.DIED_UNDER,  # CR 700.4
    DESCENDED: turn_record.DESCENDED,
    LEFT_GRAVEYARD: turn_record.LEFT_GRAVEYARD,
}
"""The kinds read from one record of the turn, under the player."""


def _powers(state: GameState, player: EntityId) -> int:
    """How many different powers the creatures ``player`` controls have (CR 208.1)."""
    return len(
        {
            obj.current_power()
            for obj in state.battlefield()
            if obj.controller == player and CardType.CREATURE in obj.types
        }
    )


def none_problem(per: Counted) -> str | None:
    """Why "no [these] are on the battlefield" can't be checked (a counted thing with more
    than a type or subtype), or None."""
    if per.power or per.with_counter or per.with_keyword or per.without_keyword or per.zone:
        return f"no {per.noun} with a quality on the battlefield"
    return None


__all__ = [
    "CAST_NO_SPELL",
    "DESCENDED",
    "DIED_UNDER",
    "DIFFERENT_NAMES",
    "DIFFERENT_POWERS",
    "EACH_LIFE_AT_MOST",
    "EXACT_LIFE",
    "GAINED_AND_LOST",
    "LEFT_GRAVEYARD",
    "NONE_CONTROLLED",
    "NONE_DIED",
    "NONE_FORMS",
    "NOT_ATTACKED",
    "SELF_DEALT",
    "SELF_NOT_ENTERED",
    "SELF_NOT_KICKED",
    "SELF_NO_COUNTER",
    "SELF_WAS_DEALT",
    "TURN_KINDS",
    "none_problem",
    "turn_condition_holds",
]
