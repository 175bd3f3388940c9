"""Day and night, daybound and nightbound (CR 702.145 and the rule "Day and Night", 726 in
the 2021 edition, renumbered since). Both postdate the 2011 edition (Innistrad: Midnight
Hunt, 2021): under ``cr2011`` they are played by today's rules and cited by today's numbers,
like every keyword printed after 2011.

* Day and night are designations of the game; it starts with neither, and once it has one it
  always has exactly one (``GameState.day_night``: ``""``, ``"day"`` or ``"night"``).
* CR 702.145d: any time a player controls a permanent with daybound, if it's neither day nor
  night, it becomes day. CR 702.145g: with nightbound, and no daybound permanent on the
  battlefield, it becomes night.
* CR 702.145c: a permanent front face up with daybound while it's night is transformed; CR
  702.145f: one back face up with nightbound while it's day is transformed. These happen
  immediately, and are not state-based actions: :func:`due` is asked each time the
  state-based actions are checked, before them.
* CR 702.145b: if it's night, a daybound permanent enters transformed
  (:func:`enters_transformed`); daybound and nightbound permanents can't transform except
  due to those abilities (:func:`locked`).
* CR 502.2: as the second part of the untap step, if it's day and the previous turn's active
  player cast no spells during that turn, it becomes night; if it's night and they cast two or
  more, it becomes day (:func:`untap_check`).
"""

from __future__ import annotations

from mtgrules.events import Event
from mtgrules.objects import Keyword
from mtgrules.rules.turn_record import CAST, in_turn
from mtgrules.state import GameObject, GameState
from mtgrules.transform_events import BecameDay, BecameNight, Transformed

__all__ = ["commit_day", "commit_night", "due", "enters_transformed", "locked", "untap_check"]

DAY, NIGHT = "day", "night"


def locked(obj: GameObject) -> bool:
    """CR 702.145b/e: a daybound or nightbound permanent can't transform except due to its
    daybound or nightbound ability."""
    return obj.has(Keyword.DAYBOUND) or obj.has(Keyword.NIGHTBOUND)


def enters_transformed(state: GameState, obj: GameObject) -> bool:
    """CR 702.145b: "If it is night, this permanent enters transformed." (its front face has
    daybound)."""
    return (
        state.day_night == NIGHT
        and obj.faces is not None
        and Keyword.DAYBOUND in obj.faces[0].keywords
    )


def _turn_over(state: GameState, designation: str) -> list[Event]:
    """CR 702.145c/f: the permanents whose face doesn't match ``designation``, turned over."""
    events: list[Event] = []
    for obj in state.battlefield():
        if obj.faces is None:
            continue
        if designation == NIGHT and not obj.transformed and obj.has(Keyword.DAYBOUND):
            face, rule = obj.faces[1], "702.145c"
        elif designation == DAY and obj.transformed and obj.has(Keyword.NIGHTBOUND):
            face, rule = obj.faces[0], "702.145f"
        else:
            continue
        back = not obj.transformed
        events.append(
            Transformed(
                permanent=obj.id,
                face="back" if back else "front",
                name=face.name,
                was=obj.name,
                rule=rule,
            )
        )
    return events


def _becomes(designation: str, rule: str) -> Event:
    return BecameDay(rule=rule) if designation == DAY else BecameNight(rule=rule)


def due(state: GameState) -> list[Event]:
    """What CR 702.145c-g make happen now (not state-based actions): it becomes day or night,
    and the permanents that don't match are transformed."""
    if not state.day_night:
        # a keyword is printed, from a counter (CR 122.1b) or granted: none, none to look at
        permanents = [o for o in state.battlefield() if o.keywords or o.counters or o.modifiers]
        if any(o.has(Keyword.DAYBOUND) for o in permanents):
            return [_becomes(DAY, "702.145d")]  # the permanents match day: nothing turns
        if any(o.has(Keyword.NIGHTBOUND) for o in permanents):
            return [_becomes(NIGHT, "702.145g"), *_turn_over(state, NIGHT)]
        return []
    return _turn_over(state, state.day_night)


def untap_check(state: GameState) -> list[Event]:
    """CR 502.2: day becomes night if the previous turn's active player cast no spells
    during that turn; night becomes day if they cast two or more; neither: no check."""
    last = state.turn - 1
    previous = [p for p, turn in state.turn_started.items() if turn == last]
    if not state.day_night or not previous:
        return []
    cast = in_turn(state, last, CAST, previous[0])
    if state.day_night == DAY and cast == 0:
        return [_becomes(NIGHT, "502.2"), *_turn_over(state, NIGHT)]
    if state.day_night == NIGHT and cast >= 2:
        return [_becomes(DAY, "502.2"), *_turn_over(state, DAY)]
    return []


def commit_day(state: GameState, _: BecameDay) -> None:
    state.day_night = DAY


def commit_night(state: GameState, _: BecameNight) -> None:
    state.day_night = NIGHT
