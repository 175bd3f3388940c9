"""Activated abilities restricted by a word printed before them, or by a counted limit
(CR 602.5b: a restriction on activating an ability is checked as it is activated):

* Exhaust (CR 702.177a): "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only
  once." Once ever for this object: a permanent that leaves and returns is a new object whose
  exhaust abilities can be activated again (CR 400.7).
* Boast (CR 702.142a): "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if
  this creature attacked this turn and only once each turn."
* Power-up (its reminder text: "Activate each power-up ability only once. Reduce the cost by
  its mana cost if it entered this turn."): once, like exhaust, and cheaper the turn the
  permanent entered (a cost reduction, CR 601.2f, reducing generic and colored mana as
  CR 118.7c-d say).
* Max speed (CR 702.179): "Max speed — [Cost]: [Effect]" means "As long as you have max
  speed, this object has '[Cost]: [Effect]'": activated only while its controller's speed
  is 4 (:mod:`mtgrules.rules.speed`).
* "Activate no more than twice each turn." / "... three times each turn." (CR 602.5b).
* "Any player may activate this ability." (CR 602.2: an effect lets a player other than the
  controller activate it; CR 602.2a: the player who activated it controls it, and pays its
  costs), also "... but only as a sorcery." / "... but only during any upkeep step.".

The keywords were printed after 2011; they apply under the 2011 rules too, with today's rule
numbers. These limits are counted with ``GameState.activations`` (:mod:`activation_limits`).
"""

from __future__ import annotations

import dataclasses

from mtgrules.cards.mana import ManaCost
from mtgrules.cards.model import ActivatedAbility
from mtgrules.objects import Step, Zone
from mtgrules.rules import activation_limits, turn_record
from mtgrules.state import EntityId, GameObject, GameState

EXHAUST, BOAST, POWER_UP, MAX_SPEED = "exhaust", "boast", "power-up", "max speed"
WORDS = (EXHAUST, BOAST, POWER_UP, MAX_SPEED)
"""The words printed before "—" that restrict the activated ability they label."""
TIMES_EACH_TURN = {"no more than twice each turn": 2, "no more than three times each turn": 3}
"""Counted limits ("Activate no more than twice each turn.") and how many times they allow."""
ANY_PLAYER = "any player"
ANY_PLAYER_LIMITS = {
    ANY_PLAYER: "",
    "any player, as a sorcery": "as a sorcery",
    "any player, during any upkeep step": "during any upkeep step",
}
"""The "Any player may activate this ability [but only ...]" limits and their "only" part."""
LIMITS = frozenset({*WORDS, *TIMES_EACH_TURN, *ANY_PLAYER_LIMITS})
"""The limits :func:`limit_problem` checks beyond those of :mod:`activation_limits`."""
COUNTED = frozenset({"once each turn", *LIMITS})
"""The limits whose activations are counted as the ability is activated (CR 602.5b)."""


def ever_activated(state: GameState, source: EntityId, index: int) -> int:
    """How many times the ability of this object was activated, in any turn (CR 400.7: a new
    object has its own abilities)."""
    return sum(n for (s, i, _), n in state.activations.items() if s == source and i == index)


def attacked_this_turn(state: GameState, creature: EntityId) -> bool:
    """The creature was declared as an attacker this turn (CR 508.1; CR 702.142a)."""
    return turn_record.this_turn(state, turn_record.ATTACKER, creature) > 0


def entered_this_turn(state: GameState, permanent: EntityId) -> bool:
    """The permanent entered the battlefield this turn (as this object, CR 400.7)."""
    return turn_record.this_turn(state, turn_record.ENTERED_AS, permanent) > 0


def limit_problem(
    state: GameState, player: EntityId, source: EntityId, index: int, limit: str
) -> tuple[str, str] | None:
    """Why ``limit`` forbids activating the ability now, as (reason, rule), or None; the
    limits of :mod:`activation_limits` are checked there."""
    if limit not in LIMITS:
        return activation_limits.limit_problem(state, player, source, index, limit)
    if limit in ANY_PLAYER_LIMITS:
        only = ANY_PLAYER_LIMITS[limit]
        if only == "during any upkeep step":
            if state.step is not Step.UPKEEP:
                return ("activate only during an upkeep step", "602.5b")
            return None
        return activation_limits.limit_problem(state, player, source, index, only)
    if limit in (EXHAUST, POWER_UP):
        if ever_activated(state, source, index) >= 1:
            rule = "702.177a" if limit == EXHAUST else "602.5b"
            return (f"a {limit} ability can be activated only once", rule)
        return None
    if limit == MAX_SPEED:
        if state.speed.get(player, 0) < 4:
            return ("max speed: activate only while your speed is 4", "702.179")
        return None
    if limit == BOAST:
        if not attacked_this_turn(state, source):
            return ("boast: activate only if this creature attacked this turn", "702.142a")
        if activation_limits.activations(state, source, index) >= 1:
            return ("boast: it was already activated this turn (only once each turn)", "702.142a")
        return None
    most = TIMES_EACH_TURN[limit]
    if activation_limits.activations(state, source, index) >= most:
        return (f"it was already activated {most} times this turn ({limit})", "602.5b")
    return None


def as_activator(obj: GameObject, index: int, player: EntityId) -> GameObject | None:
    """``obj`` as ``player`` activates its ``index``-th ability: itself for its controller; for
    another player, a view of it controlled by that player if the ability says "Any player may
    activate this ability" (CR 602.2a: costs and choices are that player's), else None."""
    if obj.controller == player:
        return obj
    abilities = obj.all_activated
    if 0 <= index < len(abilities) and abilities[index].limit in ANY_PLAYER_LIMITS:
        return dataclasses.replace(obj, controller=player)
    return None


def reduced(cost: ManaCost, by: ManaCost) -> ManaCost:
    """``cost`` reduced by the mana cost ``by`` (CR 601.2f): each colored symbol reduces one of
    its color (or a hybrid symbol with that color), the rest reduces the generic part
    (CR 118.7c-d); the generic part of ``by`` reduces generic mana. Never less than {0}.

    >>> str(reduced(ManaCost(generic=4, colored=("W",)), ManaCost(generic=1, colored=("W",))))
    '{3}'
    >>> str(reduced(ManaCost(generic=5, colored=("R",)), ManaCost(generic=2, colored=("G",))))
    '{2}{R}'
    """
    colored, hybrid = list(cost.colored), list(cost.hybrid)
    excess = by.generic
    for symbol in (*by.colored, *(h[-1] for h in by.hybrid)):
        if symbol in colored:
            colored.remove(symbol)
        elif any(symbol in h for h in hybrid):
            hybrid.remove(next(h for h in hybrid if symbol in h))
        else:
            excess += 1
    return ManaCost(
        generic=max(0, cost.generic - excess),
        colored=tuple(colored),
        phyrexian=cost.phyrexian,
        x=cost.x,
        hybrid=tuple(hybrid),
    )


def activation_mana(state: GameState, obj: GameObject, ability: ActivatedAbility) -> ManaCost:
    """The mana to pay to activate ``ability`` of ``obj``: a power-up ability costs its
    object's mana cost less the turn it entered the battlefield."""
    mana = ability.cost.mana
    if (
        ability.limit == POWER_UP
        and obj.zone is Zone.BATTLEFIELD
        and obj.mana_cost is not None
        and entered_this_turn(state, obj.id)
    ):
        return reduced(mana, obj.mana_cost)
    return mana


__all__ = [
    "ANY_PLAYER",
    "ANY_PLAYER_LIMITS",
    "BOAST",
    "COUNTED",
    "EXHAUST",
    "LIMITS",
    "MAX_SPEED",
    "POWER_UP",
    "TIMES_EACH_TURN",
    "WORDS",
    "activation_mana",
    "as_activator",
    "attacked_this_turn",
    "entered_this_turn",
    "ever_activated",
    "limit_problem",
    "reduced",
]
