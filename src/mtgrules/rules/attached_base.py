"""Base power and toughness an Aura or Equipment sets for the object it's attached to:
"Enchanted creature has base power and toughness 9/10 and has indestructible." (layer 7b,
CR 613.4b; 2011: 613.3b). It is an animation that adds no types and keeps the colors (layers 4
and 5 unchanged): ``GameObject.base_power_toughness`` takes the latest one by timestamp (CR
613.7), then +N/+M and counters apply in layer 7c.

>>> size = base_size((9, 10))
>>> (size.power, size.toughness, size.types, size.colors)
(9, 10, frozenset(), None)
"""

from __future__ import annotations

from mtgrules.effects.animation import Animation


def base_size(size: tuple[int, int]) -> Animation:
    """The layer-7b animation of "has base power and toughness N/M"."""
    power, toughness = size
    return Animation(types=frozenset(), power=power, toughness=toughness)


__all__ = ["base_size"]
