"""Triggers on die rolls (CR 603.2, 706): "Whenever you roll one or more dice, ..." and
"Whenever you roll a die, ..." (:data:`mtgrules.rules.dice.ROLL_TRIGGERS`), read by
:mod:`mtgrules.rules.trigger_watch` into a watch whose verb is "roll one or more dice" /
"roll a die" and subject "you". Each instruction the engine carries out rolls one die, so
both trigger once per :class:`~mtgrules.random_events.DieRolled` of the ability's controller.
"""

from __future__ import annotations

from mtgrules.events import Event
from mtgrules.random_events import DieRolled
from mtgrules.rules.dice import ROLL_TRIGGERS
from mtgrules.rules.trigger_watch import Instance, Watch
from mtgrules.state import GameObject


def rolled(watch: Watch, obj: GameObject, event: Event) -> tuple[str, list[Instance]] | None:
    """CR 603.2: ``event``, a die rolled by the controller of ``obj``, triggers the watch."""
    if not isinstance(event, DieRolled) or f"you {watch.verb}" not in ROLL_TRIGGERS:
        return None
    return ("603.2", [(event.player, None)]) if event.player == obj.controller else None


__all__ = ["rolled"]
