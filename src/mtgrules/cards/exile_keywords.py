"""Compiling suspend (CR 702.62a; 2011: 702.60a): its static ability is a
:class:`~mtgrules.effects.casting.CastingKeyword` ("suspend", "4—{1}{R}"), the special action
of :mod:`mtgrules.rules.exile_keywords`; its two triggered abilities, which work in exile,
are compiled here.

>>> [t.text for t in suspend_triggers(OtherKeyword("suspend", "1—{R}"))]
['Suspend 1—{R}', 'Suspend 1—{R}']
>>> is_suspend(OtherKeyword("suspend", "X—{X}{X}{R}"))
False
"""

from __future__ import annotations

from typing import TypeGuard

from mtgrules.cards.pending import OtherKeyword
from mtgrules.effects.exile_keywords import (
    SUSPEND,
    CastSuspended,
    RemoveTimeCounter,
    WhenLastTimeCounterRemoved,
    WhenSuspendedUpkeep,
)
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.rules.exile_keywords import is_suspend_parameter


def is_suspend(keyword: object) -> TypeGuard[OtherKeyword]:
    """ "Suspend N—[cost]" with a number and a mana cost the engine pays."""
    return (
        isinstance(keyword, OtherKeyword)
        and keyword.name == SUSPEND
        and is_suspend_parameter(keyword.parameter)
    )


def suspend_triggers(keyword: object) -> list[TriggeredAbility]:
    """ "At the beginning of your upkeep, if this card is suspended, remove a time counter
    from it." and "When the last time counter is removed from this card, if it's exiled, you
    may play it without paying its mana cost if able." (none for other keywords)."""
    if not is_suspend(keyword):
        return []
    text = f"Suspend {keyword.parameter}"
    return [
        TriggeredAbility(when=WhenSuspendedUpkeep(), effect=(RemoveTimeCounter(),), text=text),
        TriggeredAbility(when=WhenLastTimeCounterRemoved(), effect=(CastSuspended(),), text=text),
    ]


__all__ = ["is_suspend", "suspend_triggers"]
