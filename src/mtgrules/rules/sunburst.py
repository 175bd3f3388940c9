"""Sunburst (CR 702.44a; 2011: 702.42a): "This permanent enters with a +1/+1 counter on it
for each color of mana spent to cast it" if it enters as a creature, "... with a charge
counter on it ..." otherwise. A static ability that functions as the object enters the
battlefield from the stack (a replacement effect on how it enters, CR 614.1c).

* The colors counted are the colors of the mana spent to cast it (CR 105.1: white, blue,
  black, red, green; colorless mana has no color), recorded by :mod:`mtgrules.rules.mana_spent`.
* Entering from anywhere but the stack, or as a copy of a spell (no mana was spent to cast
  it, CR 707.10), it gets no counters (CR 702.44b; 2011: 702.42b): the engine reads sunburst
  only as a permanent spell resolves (CR 608.3).
* Each instance works separately (CR 702.44c; 2011: 702.42c).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect
from mtgrules.events import CountersPut, Event
from mtgrules.objects import PLUS_ONE, CardType
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameObject

SUNBURST = "sunburst"
CHARGE = "charge"


@dataclass(frozen=True, slots=True, kw_only=True)
class Sunburst(Effect):
    """Sunburst: the static ability of the keyword (carried out by :func:`entering_counters`)."""


def sunburst_static() -> Sunburst:
    """The static ability a printed "Sunburst" stands for."""
    return Sunburst(duration=Duration.STATIC, text="Sunburst")


def entering_counters(
    ruleset: Ruleset, spell: GameObject, cast_with: tuple[str, ...], new_id: EntityId
) -> list[Event]:
    """The counters the permanent spell ``spell`` (cast with the marks ``cast_with``) enters
    with as ``new_id``: one per color of mana spent to cast it, per instance of sunburst;
    +1/+1 counters if it enters as a creature, charge counters otherwise."""
    from mtgrules.rules.mana_spent import spent_colors

    instances = sum(1 for s in spell.statics if isinstance(s, Sunburst))
    colors = len(spent_colors(cast_with))
    if not instances or not colors:
        return []
    kind = PLUS_ONE if CardType.CREATURE in spell.types else CHARGE
    rule = ruleset.rule(SUNBURST)
    return [
        CountersPut(permanent=new_id, kind=kind, amount=colors, source=new_id, rule=rule)
        for _ in range(instances)
    ]


__all__ = ["CHARGE", "SUNBURST", "Sunburst", "entering_counters", "sunburst_static"]
