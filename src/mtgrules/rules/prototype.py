"""Prototype cards (CR 702.160, 718): a card cast prototyped has its prototype mana cost,
power and toughness, and the color of that mana cost, on the stack and as the permanent it
becomes (CR 718.3b); anywhere else, or cast or put onto the battlefield any other way, its
printed ones (CR 718.4). Casting it prototyped is a way to cast it
(``CastSpell(how="prototype")``, :mod:`mtgrules.rules.alternative_casting`): its total cost
starts from the prototype mana cost (CR 601.2f).

Prototype was printed after 2011; both editions play it with today's rule numbers.

>>> from mtgrules.effects.prototype import PrototypeKeyword
>>> keyword = PrototypeKeyword(keyword="prototype", cost="{1}{B}", power=1, toughness=1,
...     printed_cost="{6}", printed_power=5, printed_toughness=4)
>>> obj = GameObject(id=3, name="Warplow", owner=1, controller=1, zone=Zone.STACK,
...     power=5, toughness=4, statics=(keyword,))
>>> state = GameState()
>>> state.cast_with[3] = ("prototype",)
>>> prototype_characteristics(obj, state), obj.power, sorted(obj.colors)
(True, 1, ['black'])
"""

from __future__ import annotations

from mtgrules.cards.mana import ManaCost, colors_of, parse_mana_cost
from mtgrules.effects.prototype import PROTOTYPE, PrototypeKeyword
from mtgrules.objects import Zone
from mtgrules.state import GameObject, GameState

__all__ = ["is_prototyped", "prototype_characteristics"]


def _keyword(obj: GameObject) -> PrototypeKeyword | None:
    return next((s for s in obj.statics if isinstance(s, PrototypeKeyword)), None)


def is_prototyped(state: GameState, obj: GameObject) -> bool:
    """CR 718.3b: ``obj`` is a prototyped spell, or the permanent a prototyped spell
    became."""
    on = obj.zone in (Zone.STACK, Zone.BATTLEFIELD)
    return on and _keyword(obj) is not None and PROTOTYPE in state.cast_with.get(obj.id, ())


def prototype_characteristics(obj: GameObject, state: GameState) -> bool:
    """Give ``obj`` (a new object: CR 400.7) its prototype or printed mana cost, power,
    toughness and colors (CR 718.3b, 718.4); whether it is a prototype card."""
    keyword = _keyword(obj)
    if keyword is None:
        return False
    cost: ManaCost | None
    if is_prototyped(state, obj):
        cost = parse_mana_cost(keyword.cost)
        obj.power, obj.toughness = keyword.power, keyword.toughness
    else:
        printed = keyword.printed_cost
        cost = parse_mana_cost(printed) if printed else None
        obj.power, obj.toughness = keyword.printed_power, keyword.printed_toughness
    obj.mana_cost = cost
    obj.colors = colors_of(cost)  # CR 105.2, 202.2: the colors of its mana cost
    return True
