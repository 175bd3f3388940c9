"""Unleash (CR 702.98a, a keyword from after 2011, played under both editions by today's
rule): "You may have this permanent enter with a +1/+1 counter on it." and "This permanent
can't block as long as it has a +1/+1 counter on it." (two static abilities).

The first is a replacement effect on how the permanent enters (CR 614.1c): its controller
chooses as the permanent spell resolves (CR 608.3). Entering another way (put onto the
battlefield by an effect), it enters without the counter: the engine doesn't offer the
choice there yet.
"""

from __future__ import annotations

from mtgrules.choices import Chooser, Decision
from mtgrules.effects.keyword_statics import Unleash
from mtgrules.events import CountersPut, Event
from mtgrules.objects import PLUS_ONE
from mtgrules.state import EntityId, GameObject

RULE = "702.98a"


def has_unleash(obj: GameObject) -> bool:
    return any(isinstance(s, Unleash) for s in obj.statics)


def cant_block(obj: GameObject) -> bool:
    """CR 702.98a: it has unleash and a +1/+1 counter on it."""
    return obj.counter(PLUS_ONE) > 0 and has_unleash(obj)


def entering_counter(spell: GameObject, new_id: EntityId, chooser: Chooser) -> list[Event]:
    """The +1/+1 counter the permanent spell ``spell`` enters with as ``new_id``, if its
    controller chooses it (a ``may`` decision)."""
    if not has_unleash(spell):
        return []
    unleashed = chooser.ask(
        Decision(
            kind="may",
            player=spell.controller,
            options=(True, False),
            labels=("with a +1/+1 counter", "without"),
            prompt=f"have {spell.name} enter with a +1/+1 counter (unleash)?",
            rule=RULE,
        )
    )
    if not unleashed:
        return []
    return [CountersPut(permanent=new_id, kind=PLUS_ONE, amount=1, source=new_id, rule=RULE)]
