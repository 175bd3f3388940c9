"""Words of the counters put for the damage a prevention effect prevented (CR 615.5;
cards/build_prevented_counters.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtgrules.effects.base import Duration, Effect, Match, Who
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.instructions import SELF
from mtgrules.effects.other_prevention import PreventToOthers
from mtgrules.effects.prevented_counters import CountersForPrevented
from mtgrules.objects import CardType

_CREATURES = frozenset({CardType.CREATURE.value})


def counters_prevented_text(effect: Effect, prevention: Callable[[Effect], str]) -> str | None:
    """ "<prevention>. For each 1 damage prevented this way, put a +1/+1 counter on that
    creature" for a created prevention; ``prevention`` gives the words of the prevention
    without its follow-up. None when ``effect`` has no such follow-up."""
    if not isinstance(effect, PreventDamage) or not isinstance(effect.then, CountersForPrevented):
        return None
    if effect.duration is not Duration.END_OF_TURN:
        return None
    kind = effect.then.kind
    return (
        f"{prevention(replace(effect, then=None))}. For each 1 damage prevented this way, put "
        f"a {kind} counter on that creature"
    )


def static_counters_text(effect: Effect) -> str | None:
    """The static "If [noncombat] damage would be dealt to ~, prevent that damage. Put a
    -1/-1 counter on ~ for each 1 damage prevented this way." and Vigor's "another creature
    you control"; None when ``effect`` isn't one of these."""
    then = getattr(effect, "then", None)
    if not isinstance(then, CountersForPrevented) or effect.duration is not Duration.STATIC:
        return None
    counter = f"Put a {then.kind} counter on"
    each = "for each 1 damage prevented this way."
    if type(effect) is PreventToOthers and effect == PreventToOthers(
        to=Match(kinds=_CREATURES, controller=Who.YOU), then=then, duration=Duration.STATIC
    ):
        return (
            "If damage would be dealt to another creature you control, prevent that damage. "
            f"{counter} that creature {each}"
        )
    if type(effect) is not PreventDamage or effect.combat is True:
        return None
    if effect != PreventDamage(
        to=Match.ids_of(SELF), combat=effect.combat, then=then, duration=Duration.STATIC
    ):
        return None
    noncombat = "noncombat " if effect.combat is False else ""
    return f"If {noncombat}damage would be dealt to ~, prevent that damage. {counter} ~ {each}"


__all__ = ["counters_prevented_text", "static_counters_text"]
