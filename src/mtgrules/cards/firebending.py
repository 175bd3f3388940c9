"""Compiling "Firebending N" (CR 702.189a): "Whenever this creature attacks, add N {R}. Until
end of combat, you don't lose this mana as steps end." The line renders as printed.

>>> [t.text for t in firebending_triggers(OtherKeyword("firebending", "2"))]
['Firebending 2']
"""

from __future__ import annotations

from typing import TypeGuard

from mtgrules.cards.pending import OtherKeyword
from mtgrules.effects.base import Match
from mtgrules.effects.firebending import FIREBENDING, KeepUntilEndOfCombat
from mtgrules.effects.instructions import SELF, AddMana
from mtgrules.effects.triggers import TriggeredAbility, WhenAttacks


def is_firebending(keyword: object) -> TypeGuard[OtherKeyword]:
    """ "Firebending N" with a number."""
    return (
        isinstance(keyword, OtherKeyword)
        and keyword.name == FIREBENDING
        and keyword.parameter.isdigit()
        and int(keyword.parameter) > 0
    )


def firebending_triggers(keyword: object) -> list[TriggeredAbility]:
    """The triggered ability "Firebending N" stands for (none for other keywords)."""
    if not is_firebending(keyword):
        return []
    count = int(keyword.parameter)
    return [
        TriggeredAbility(
            when=WhenAttacks(who=Match.ids_of(SELF)),
            effect=(
                AddMana(mana="R" * count, amount=1),
                KeepUntilEndOfCombat(color="R", amount=count),
            ),
            text=f"Firebending {count}",
        )
    ]


__all__ = ["firebending_triggers", "is_firebending"]
