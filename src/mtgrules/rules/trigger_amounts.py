"""The amount of a trigger event, for "that much" (CR 603.2: an ability triggers on an event,
and its effect may refer to what happened in that event; CR 608.2h: the amount is known
once, as the ability resolves): "Whenever this creature deals damage, you gain
that much life" (the damage dealt), "Whenever you gain life, each opponent loses that much
life" (the life gained), "Whenever an opponent loses life, you gain that much life".

A damage trigger triggers once per damage event for each object it watches (CR 603.2c;
2011: the same rule), so its amount is all the damage of that event it saw: a creature with
Spirit Link blocked by two creatures deals 3 and 2 damage at once, and its controller gains
5 life once.
"""

from __future__ import annotations

from dataclasses import replace

from mtgrules.cards.pending import WhenOther
from mtgrules.effects.triggers import WhenDealsDamage, WhenDealtDamage, WhenGainLife
from mtgrules.events import AbilityTriggered, DamageDealt, Event, LifeGained, LifeLost
from mtgrules.rules.trigger_events import watch_of

_AMOUNT_VERBS = ("damage", "gains life", "gain life", "loses life", "lose life")
"""The words of the trigger events with an amount (:func:`event_amount`)."""


def has_amount(when: object) -> bool:
    """The trigger event of condition ``when`` has an amount the engine gives "that much":
    damage dealt or life gained or lost."""
    if isinstance(when, WhenDealsDamage | WhenDealtDamage | WhenGainLife):
        return True
    if isinstance(when, WhenOther):
        watch = watch_of(when.event)
        return watch is not None and any(word in watch.verb for word in _AMOUNT_VERBS)
    return False


def event_amount(event: Event) -> int | None:
    """The damage dealt, the life gained or the life lost by ``event``, or None."""
    if isinstance(event, DamageDealt | LifeGained | LifeLost):
        return event.amount
    return None


def with_more(triggered: Event, amount: int) -> Event:
    """``triggered`` with ``amount`` more damage of the same damage event (CR 603.2c)."""
    assert isinstance(triggered, AbilityTriggered)
    return replace(triggered, that_amount=(triggered.that_amount or 0) + amount)


__all__ = ["event_amount", "has_amount", "with_more"]
