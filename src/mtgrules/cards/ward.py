"""Ward (CR 702.21, a keyword from 2021, cited by today's number under either edition), as
the triggered ability its rule defines (CR 702.21a): "Whenever this permanent becomes the
target of a spell or ability an opponent controls, counter that spell or ability unless
that player pays [cost]." The cost is mana ("Ward {2}"), life ("Ward—Pay 3 life") or a
discard ("Ward—Discard a card"); the grammar reads them as the keywords ``ward``,
``ward—pay`` and ``ward—discard``.

>>> ward_trigger(OtherKeyword("ward", "{2}")).text.split(" (")[0]
'Ward {2}'
"""

from __future__ import annotations

import re
from typing import TypeGuard

from mtgrules.cards.pending import THAT_PLAYER, TRIGGERING_OBJECT, OtherKeyword, WhenOther
from mtgrules.effects.instructions import CounterSpell, Unless
from mtgrules.effects.triggers import TriggeredAbility

WARD_RULE = "702.21a"
WARD_EVENT = "~ becomes the target of a spell or ability an opponent controls"
_MANA = re.compile(r"(\{(\d+|[WUBRGC])\})+")
_LIFE = re.compile(r"(\d+) life")


def is_ward(keyword: object) -> TypeGuard[OtherKeyword]:
    """Ward with a cost the engine can pay: mana without X, life, or one discarded card."""
    if not isinstance(keyword, OtherKeyword):
        return False
    if keyword.name == "ward":
        return _MANA.fullmatch(keyword.parameter) is not None
    if keyword.name == "ward—pay":
        return _LIFE.fullmatch(keyword.parameter) is not None
    return keyword.name == "ward—discard" and keyword.parameter == "a card"


def _unless(keyword: OtherKeyword) -> tuple[Unless, str, str]:
    """The "counter it unless that player pays" instruction, the keyword's words and the
    cost's words."""
    counter = (CounterSpell(on=TRIGGERING_OBJECT),)
    if keyword.name == "ward":
        cost = keyword.parameter
        return (
            Unless(then=counter, who=THAT_PLAYER, mana=cost, rule=WARD_RULE),
            f"Ward {cost}",
            cost,
        )
    if keyword.name == "ward—pay":
        found = _LIFE.fullmatch(keyword.parameter)
        assert found is not None
        life = int(found.group(1))
        return (
            Unless(then=counter, who=THAT_PLAYER, life=life, rule=WARD_RULE),
            f"Ward—Pay {life} life",
            f"{life} life",
        )
    return (
        Unless(then=counter, who=THAT_PLAYER, discard=1, rule=WARD_RULE),
        "Ward—Discard a card",
        "discards a card",
    )


def ward_trigger(keyword: OtherKeyword) -> TriggeredAbility:
    """CR 702.21a: the triggered ability ward stands for; "it" is the spell or ability
    that targeted the permanent, "that player" its controller (CR 603.7c)."""
    unless, words, cost = _unless(keyword)
    pays = cost if cost.startswith("discards") else f"pays {cost}"
    meaning = (
        f"Whenever ~ becomes the target of a spell or ability an opponent controls, counter "
        f"that spell or ability unless that player {pays}."
    )
    return TriggeredAbility(
        when=WhenOther(event=WARD_EVENT), effect=(unless,), text=f"{words} ({meaning})"
    )


def ward_triggers(keyword: object) -> list[TriggeredAbility]:
    """The triggered ability of a ward keyword (none for other keywords)."""
    return [ward_trigger(keyword)] if is_ward(keyword) else []


__all__ = ["WARD_RULE", "is_ward", "ward_trigger", "ward_triggers"]
