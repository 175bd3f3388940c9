"""The counter chosen as a permanent enters: "~ enters with your choice of a deathtouch
counter or a lifelink counter on it." (CR 614.1c: a replacement effect on how it enters;
CR 122.1b: the keyword counter gives it that keyword).

The choice belongs to the permanent's controller and is made as the permanent spell resolves
(CR 608.3): the counter is put as part of the entering (an event of the same resolution as
the spell's ZoneChanged, before state-based actions and triggered abilities). As for riot
and unleash (rules/keywords_creature_2.py, rules/unleash.py), a permanent put onto the
battlefield another way enters without the counter: the engine offers the choice only as a
permanent spell resolves."""

from __future__ import annotations

from mtgrules.choices import Chooser, Decision
from mtgrules.effects.chosen_counters import EntersWithChosenCounter
from mtgrules.events import CountersPut, Event
from mtgrules.state import EntityId, GameObject

RULE = "614.1c"  # both editions


def entering_chosen_counters(spell: GameObject, new_id: EntityId, chooser: Chooser) -> list[Event]:
    """The counter of each "enters with your choice of ..." ability of the permanent spell
    ``spell``, entering as ``new_id``: one decision of its controller per ability."""
    events: list[Event] = []
    for static in spell.statics:
        if not isinstance(static, EntersWithChosenCounter):
            continue
        kind = chooser.ask(
            Decision(
                kind="choose counter",
                player=spell.controller,
                options=static.kinds,
                labels=tuple(f"a {k} counter" for k in static.kinds),
                prompt=f"choose the counter {spell.name} enters with",
                rule=RULE,
            )
        )
        assert isinstance(kind, str)
        events.append(CountersPut(permanent=new_id, kind=kind, amount=1, source=new_id, rule=RULE))
    return events


__all__ = ["RULE", "entering_chosen_counters"]
