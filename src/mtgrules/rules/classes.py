"""Class permanents (CR 716): class levels and the abilities of each level
(:class:`~mtgrules.effects.class_levels.ClassLevels`).

* CR 716.2a: "[Cost]: Level N" means "[Cost]: This Class's level becomes N. Activate only if
  this Class is level N-1 and only as a sorcery." (:func:`level_problem`, :func:`carry_out`).
* CR 716.3: the level is a designation of the permanent; a Class enters at level 1 (a new
  object, CR 400.7, is level 1 again).
* CR 716.4: a Class has the abilities of each level section up to its level. They are static
  abilities of the card (checked as static abilities are, after every change to the game,
  CR 611.3a: :func:`refresh_classes`); "When this Class becomes level N" is an ability of
  level N, which triggers on the change that gives it (:func:`level_fires`).

Classes were printed after 2011; both editions play them with today's rule numbers.

>>> from mtgrules.cards.model import CardDef
>>> from mtgrules.effects.class_levels import ClassLevel, ClassLevels
>>> from mtgrules.objects import CardType, Keyword
>>> low = CardDef(name="Class", types=frozenset({CardType.ENCHANTMENT}))
>>> high = CardDef(name="Class", types=frozenset({CardType.ENCHANTMENT}),
...     keywords=frozenset({Keyword.HEXPROOF}))
>>> levels = ClassLevels(printed=low, levels=(ClassLevel(level=2, card=high),))
>>> obj = GameObject(id=1, name="Class", owner=1, controller=1, zone=Zone.BATTLEFIELD,
...     statics=(levels,), class_level=2)
>>> class_characteristics(obj), obj.keywords == high.keywords
(True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.class_events import ClassLevelGained
from mtgrules.effects.class_levels import (
    LEVEL_ABILITY,
    LEVEL_TRIGGER,
    BecomeClassLevel,
    ClassLevelReached,
    ClassLevels,
)
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.state import GameObject, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

__all__ = [
    "CLASS_INSTRUCTIONS",
    "carry_out",
    "class_characteristics",
    "is_level",
    "level_fires",
    "refresh_classes",
]

CLASS_INSTRUCTIONS = (BecomeClassLevel,)
"""The instructions :func:`carry_out` carries out."""


def _levels(obj: GameObject) -> ClassLevels | None:
    return next((s for s in obj.statics if isinstance(s, ClassLevels)), None)


def is_level(state: GameState, source: int, level: int) -> bool:
    """CR 716.2a: "Activate only if this Class is level N-1": ``source`` is a Class on the
    battlefield whose level is ``level``."""
    obj = state.objects.get(source)
    on_it = obj is not None and obj.zone is Zone.BATTLEFIELD and _levels(obj) is not None
    return on_it and obj is not None and obj.class_level == level


def class_characteristics(obj: GameObject) -> bool:
    """Give ``obj`` the abilities of its level (CR 716.4; level 1 off the battlefield);
    whether they changed. Its name, types, mana cost and power and toughness stay."""
    levels = _levels(obj)
    if levels is None:
        return False
    card = levels.at(obj.class_level if obj.zone is Zone.BATTLEFIELD else 1)
    statics = (*card.statics, levels)
    now = (obj.keywords, obj.statics, obj.triggers, obj.activated, obj.restrictions)
    wanted = (card.keywords, statics, card.triggers, card.activated, card.restrictions)
    if now == wanted:
        return False
    obj.keywords = card.keywords
    obj.statics = statics
    obj.triggers = card.triggers
    obj.activated = card.activated
    obj.restrictions = card.restrictions
    return True


def refresh_classes(state: GameState) -> None:
    """Every Class permanent has the abilities of its level (CR 716.4)."""
    for entity in list(state.static_sources):
        obj = state.objects.get(entity)
        if obj is None or not class_characteristics(obj):
            continue
        for key in [k for k in state.bound_statics if k[0] == obj.id]:
            del state.bound_statics[key]  # its static abilities are the new level's
        state.index_abilities(obj)


def level_fires(when: ClassLevelReached, obj: GameObject, event: Event) -> str | None:
    """ "When this Class becomes level N": ``event`` made ``obj`` level N (CR 716.4)."""
    if isinstance(event, ClassLevelGained) and event.permanent == obj.id:
        return LEVEL_TRIGGER if event.level == when.level else None
    return None


def carry_out(game: Resolution, step: BecomeClassLevel, ctx: Context) -> list[Event]:
    """CR 716.2a: "This Class's level becomes N": nothing if the Class left the battlefield
    (CR 400.7: the permanent that returns is a new object) or is already level N."""
    obj = game.state.objects.get(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or _levels(obj) is None:
        return []
    if obj.class_level == step.level:
        return []
    return game._emit([ClassLevelGained(permanent=obj.id, level=step.level, rule=LEVEL_ABILITY)])
