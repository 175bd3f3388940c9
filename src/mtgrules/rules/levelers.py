"""Leveler permanents (CR 711; 2011: 710): the characteristics of the level their level
counters give them (:class:`~mtgrules.effects.levels.Leveled`).

A level symbol is a static ability (CR 711.2; 2011: 710.2): whenever the number of level
counters on the permanent changes, it has at once the base power and toughness and the
abilities of its new level (checked as static abilities are, after every change to the game,
CR 611.3a). In every zone other than the battlefield, it has its uppermost power and
toughness and no level's abilities (CR 711.6; 2011: 710.6).

>>> from mtgrules.cards.model import CardDef
>>> from mtgrules.effects.levels import LevelBand, Leveled
>>> from mtgrules.objects import CardType
>>> low = CardDef(name="Squire", types=frozenset({CardType.CREATURE}), power=1, toughness=1)
>>> high = CardDef(name="Squire", types=frozenset({CardType.CREATURE}), power=4, toughness=4)
>>> leveled = Leveled(printed=low, bands=(LevelBand(low=2, high=None, card=high),))
>>> obj = GameObject(id=1, name="Squire", owner=1, controller=1, zone=Zone.BATTLEFIELD,
...     power=1, toughness=1, statics=(leveled,), counters={"level": 2})
>>> level_characteristics(obj), obj.power
(True, 4)
"""

from __future__ import annotations

from mtgrules.effects.levels import LEVEL, Leveled
from mtgrules.objects import Zone
from mtgrules.state import GameObject, GameState

__all__ = ["level_characteristics", "refresh_levels"]


def _leveled(obj: GameObject) -> Leveled | None:
    return next((s for s in obj.statics if isinstance(s, Leveled)), None)


def level_characteristics(obj: GameObject) -> bool:
    """Give ``obj`` the characteristics of its level (CR 711.2a-b, 711.5-6; 2011: 710.2a-b,
    710.5-6); whether they changed. Its name, types and mana cost stay."""
    leveled = _leveled(obj)
    if leveled is None:
        return False
    level = obj.counter(LEVEL) if obj.zone is Zone.BATTLEFIELD else 0
    card = leveled.at(level)
    statics = (*card.statics, leveled)
    now = (obj.power, obj.toughness, obj.keywords, obj.statics, obj.triggers, obj.activated)
    wanted = (card.power, card.toughness, card.keywords, statics, card.triggers, card.activated)
    if now == wanted and obj.restrictions == card.restrictions:
        return False
    obj.power, obj.toughness = card.power, card.toughness
    obj.keywords = card.keywords
    obj.statics = statics
    obj.triggers = card.triggers
    obj.activated = card.activated
    obj.restrictions = card.restrictions
    return True


def refresh_levels(state: GameState) -> None:
    """Every leveler permanent has the characteristics of its level (CR 711.2)."""
    for entity in list(state.static_sources):
        obj = state.objects.get(entity)
        if obj is None or not level_characteristics(obj):
            continue
        for key in [k for k in state.bound_statics if k[0] == obj.id]:
            del state.bound_statics[key]  # its static abilities are the new level's
        state.index_abilities(obj)
