"""The amounts of :mod:`mtgrules.cards.render_amounts_2`, computed as the instruction is
carried out (CR 608.2h; 2011: 608.2g) by :func:`mtgrules.resolution_counts.count`:

* "the greatest power / toughness among [group]": the largest value among the permanents
  of the group now, 0 if there are none (CR 208.1); a negative result counts as 0 where it
  is an amount (CR 107.1b);
* "the total power of [group]": the sum of their powers (a negative power subtracts);
* "the amount of life you gained / lost this turn", "the number of spells you've cast this
  turn": the turn's record (rules/turn_record.py; copies aren't cast, CR 707.10);
* "the number of colors of mana spent to cast ~": the colors among the mana paid for the
  spell (CR 601.2h, 105.1; rules/mana_spent.py); 0 if it wasn't cast.
"""

from __future__ import annotations

from mtgrules.cards.pending import Counted
from mtgrules.cards.render_amounts_2 import (
    COLORS_AMONG,
    COLORS_SPENT,
    GREATEST_POWER,
    GREATEST_TOUGHNESS,
    LIFE_GAINED,
    LIFE_GAINED_PERFECT,
    LIFE_LOST,
    MEASURES,
    NOUNS,
    OTHER_SPELLS_CAST,
    SPELLS_CAST,
    THAT_MANY,
    TOTAL_POWER,
)
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.casting import has_color
from mtgrules.rules.mana_spent import colors_spent
from mtgrules.rules.turn_record import CAST, GAINED, LOST, this_turn
from mtgrules.state import EntityId, GameObject, GameState

_FIVE_COLORS = ("white", "blue", "black", "red", "green")
_CONTROLLERS = frozenset({"", "you control", "an opponent controls", "you don't control"})
_RECORDED = {LIFE_GAINED: GAINED, LIFE_GAINED_PERFECT: GAINED, LIFE_LOST: LOST, SPELLS_CAST: CAST}


def countable_2(per: Counted) -> str | None:
    """Why the engine can't compute ``per``, or None (``per`` one of this module's amounts)."""
    if per.noun in NOUNS:
        return None
    if per.measure not in MEASURES:
        return f"the {per.measure} of things"
    from mtgrules.resolution_counts import countable  # a cycle: imported when used

    if per.zone or per.on or per.controller not in _CONTROLLERS:
        return f"the {per.measure} of things {per.zone or per.on or per.controller}"
    return countable(Counted(noun=per.noun, adjective=per.adjective, controller=per.controller))


def count_2(state: GameState, per: Counted, controller: EntityId, source: EntityId | None) -> int:
    """The value of ``per`` now, for the player ``controller`` ("you"), ``source`` the
    spell or the ability's source ("~", and what "other" leaves out, CR 109.1)."""
    if per.noun == THAT_MANY:  # known only to the resolving ability (carry_out_for_each)
        return 0
    if per.noun == COLORS_AMONG:  # CR 105.2: each of the five colors some permanent has
        mine = [o for o in state.objects.values() if o.zone is Zone.BATTLEFIELD]
        return sum(
            any(o.controller == controller and has_color(o.colors, c) for o in mine)
            for c in _FIVE_COLORS
        )
    if per.noun == COLORS_SPENT:
        return colors_spent(state, source)
    if per.noun in _RECORDED:
        return this_turn(state, _RECORDED[per.noun], controller)
    if per.noun == OTHER_SPELLS_CAST:  # but this one, if it was cast (CR 109.1, 601.2i)
        from mtgrules.rules.conditions import CAST as CAST_MARK  # a cycle: imported when used

        cast = source is not None and CAST_MARK in state.cast_with.get(source, ())
        return this_turn(state, CAST, controller) - cast
    values = [
        obj.current_power() if per.measure != GREATEST_TOUGHNESS else obj.current_toughness()
        for obj in _group(state, per, controller, source)
    ]
    if per.measure == TOTAL_POWER:
        return sum(values)
    assert per.measure in (GREATEST_POWER, GREATEST_TOUGHNESS), per
    return max(values, default=0)


def _group(
    state: GameState, per: Counted, controller: EntityId, source: EntityId | None
) -> list[GameObject]:
    """The permanents of the group ``per`` names: of its kind, controlled as it says, with
    or without its keyword, but the source for "other" (CR 109.1)."""
    from mtgrules.resolution_counts import is_counted  # a cycle: imported when used

    found = []
    for obj in state.objects.values():
        if obj.zone is not Zone.BATTLEFIELD or (per.other and obj.id == source):
            continue
        if not _controlled(state, obj, per.controller, controller):
            continue
        if per.with_keyword and not obj.has(Keyword(per.with_keyword)):
            continue
        if per.without_keyword and obj.has(Keyword(per.without_keyword)):
            continue
        if is_counted(state, per, obj):
            found.append(obj)
    return found


def _controlled(state: GameState, obj: GameObject, phrase: str, you: EntityId) -> bool:
    """ "you control", "an opponent controls", "you don't control", or anyone's."""
    if phrase == "you control":
        return obj.controller == you
    if phrase == "an opponent controls":
        return obj.controller in state.opponents(you)
    if phrase == "you don't control":
        return obj.controller != you
    return True


__all__ = ["count_2", "countable_2"]
