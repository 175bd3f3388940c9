"""Shield counters (CR 122.1c today; the 2011 rules have no shield counters, and the engine
applies today's rule under both, as the cards that use them say): "If a permanent with a
shield counter on it would be dealt damage or destroyed, instead remove a shield counter
from it."

- Damage: every part of one damage event dealt to a permanent with a shield counter is
  replaced, and one shield counter is removed from it (one event, one counter). Prevention
  effects apply first (CR 616.1 would let its controller choose the order; the engine keeps
  the counter when a prevention effect already stops the damage). Damage that can't be
  prevented is still replaced: this is not prevention.
- A prevention effect's follow-up "Remove a +1/+1 counter from ~." (CR 615.5) is also made
  here: :func:`removals_after_prevention`.
- Destruction (CR 701.7, and the state-based actions of lethal and deathtouch damage): one
  shield counter is removed instead; the permanent stays, its damage still marked.
"""

from __future__ import annotations

from collections.abc import Mapping

from mtgrules.effects.counter_changes import RemoveCounterFromPrevented
from mtgrules.effects.damage import PreventDamage
from mtgrules.events import CountersRemoved, Event
from mtgrules.rules.damage_parts import WorkingPart
from mtgrules.state import GameObject, GameState

SHIELD = "shield"
SHIELD_RULE = "122.1c"


def replace_damage(
    state: GameState, dealt: list[WorkingPart]
) -> tuple[list[WorkingPart], list[Event]]:
    """The parts still dealt, and the counters removed instead of the others."""
    shielded: list[int] = []
    for part in dealt:
        obj = state.objects.get(part.recipient)
        if obj is not None and obj.counter(SHIELD) and part.recipient not in shielded:
            shielded.append(part.recipient)
    if not shielded:
        return dealt, []
    kept = [part for part in dealt if part.recipient not in shielded]
    removed: list[Event] = [
        CountersRemoved(permanent=p, kind=SHIELD, amount=1, rule=SHIELD_RULE) for p in shielded
    ]
    return kept, removed


def shield_instead_of_destruction(obj: GameObject) -> list[Event] | None:
    """The shield counter removed instead of destroying ``obj``, or None without one."""
    if not obj.counter(SHIELD):
        return None
    return [CountersRemoved(permanent=obj.id, kind=SHIELD, amount=1, rule=SHIELD_RULE)]


def removals_after_prevention(
    state: GameState, removals: Mapping[int, PreventDamage], rule: str
) -> list[Event]:
    """CR 615.5: "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter
    from ~." Once per damage event the effect prevented damage in, its source loses the
    counters (as many as it has; none left, nothing is removed)."""
    events: list[Event] = []
    for effect in removals.values():
        then = effect.then
        source = state.objects.get(effect.source) if effect.source is not None else None
        if not isinstance(then, RemoveCounterFromPrevented) or source is None:
            continue
        amount = min(source.counter(then.kind), then.count)
        if amount:
            events.append(
                CountersRemoved(
                    permanent=source.id,
                    kind=then.kind,
                    amount=amount,
                    source=source.id,
                    rule=rule,
                )
            )
    return events


__all__ = [
    "SHIELD",
    "SHIELD_RULE",
    "removals_after_prevention",
    "replace_damage",
    "shield_instead_of_destruction",
]
