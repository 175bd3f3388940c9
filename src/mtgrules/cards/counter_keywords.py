"""Keywords that count a permanent down with counters, or hand its counters on, as the
abilities their rules define (CR 702.1: a keyword is shorthand for longer abilities):

* vanishing N (CR 702.63a; 2011: 702.61a): "This permanent enters with N time counters on
  it.", "At the beginning of your upkeep, if there is a time counter on it, remove a time
  counter from it." and "When the last time counter is removed from it, sacrifice it.";
* fading N (CR 702.32a; 2011: 702.30a): "This permanent enters with N fade counters on it."
  and "At the beginning of your upkeep, remove a fade counter from it. If you can't,
  sacrifice the permanent.";
* modular N (CR 702.43a; 2011: 702.41a): "This permanent enters with N +1/+1 counters on it."
  and "When this permanent is put into a graveyard from the battlefield, you may put a +1/+1
  counter on target artifact creature for each +1/+1 counter on this permanent."

* outlast [cost] (CR 702.107a; after the 2011 rules, played the same under both): "[Cost],
  {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."

>>> [t.text for t in counter_keyword_triggers(OtherKeyword("fading", "3"))][0][:28]
'Fading 3 (At the beginning o'
>>> outlast_ability(OtherKeyword("outlast", "{1}{W}")).limit
'as a sorcery'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeGuard

from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, Cost
from mtgrules.cards.pending import (
    AtBeginningOf,
    EntersWithCounters,
    FilteredTarget,
    OtherKeyword,
    WhenOther,
    is_keyword_with_mana_cost,
)
from mtgrules.effects.base import Duration, Effect, Who
from mtgrules.effects.conditions import Condition, IfCondition
from mtgrules.effects.counter_changes import RemoveCounters
from mtgrules.effects.counter_keywords import PutCountersItHad, RemoveCounterOrSacrifice
from mtgrules.effects.instructions import SELF, PutCounters, Sacrifice, target
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.objects import PLUS_ONE
from mtgrules.rules.vanishing import LAST_TIME_COUNTER

VANISHING, FADING, MODULAR = "vanishing", "fading", "modular"
COUNTER_OF = {VANISHING: "time", FADING: "fade", MODULAR: PLUS_ONE}
"""The counter each keyword counts with."""

PUT_INTO_GRAVEYARD = "~ is put into a graveyard from the battlefield"
""" Modular's trigger event (:class:`mtgrules.cards.pending.WhenOther`)."""
HAS_TIME_COUNTER = Condition("counter", state=COUNTER_OF[VANISHING])
""" "if there is a time counter on it": vanishing's intervening if (CR 702.63a, 603.4)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TypedTarget(FilteredTarget):
    """ "target artifact creature": a permanent of one of its ``kinds`` that also has the card
    type ``and_type`` (CR 115.1; checked by :func:`mtgrules.rules.casting._passes_filters`)."""

    and_type: str = ""


def plays(keyword: object) -> bool:
    """``keyword`` is one of this module's, with a number (CR 702.63a, 702.32a, 702.43a)."""
    return (
        isinstance(keyword, OtherKeyword)
        and keyword.name in COUNTER_OF
        and keyword.parameter.isdigit()
    )


def _words(keyword: OtherKeyword) -> str:
    return f"{keyword.name.capitalize()} {keyword.parameter}"


def counter_keyword_statics(keyword: object) -> list[Effect]:
    """ "This permanent enters with N [kind] counters on it." (CR 614.1c), for each of the
    three keywords."""
    if not plays(keyword):
        return []
    assert isinstance(keyword, OtherKeyword)
    return [
        EntersWithCounters(
            kind=COUNTER_OF[keyword.name],
            count=int(keyword.parameter),
            duration=Duration.STATIC,
            text=_words(keyword),
        )
    ]


def counter_keyword_triggers(keyword: object) -> list[TriggeredAbility]:
    """The triggered abilities of vanishing, fading and modular (none for other keywords)."""
    if not plays(keyword):
        return []
    assert isinstance(keyword, OtherKeyword)
    words = _words(keyword)
    upkeep = AtBeginningOf(step="upkeep", whose=Who.YOU)
    if keyword.name == VANISHING:
        # CR 702.63a: "if there is a time counter on it" is an intervening if (CR 603.4):
        # with none, the upkeep ability doesn't trigger; it is checked again on resolution.
        meaning = (
            "At the beginning of your upkeep, if there is a time counter on it, remove a time "
            "counter from it. When the last is removed, sacrifice it."
        )
        return [
            TriggeredAbility(
                when=upkeep,
                effect=IfCondition(
                    condition=HAS_TIME_COUNTER,
                    then=(RemoveCounters(kind="time", count=1, on=SELF),),
                    rule="603.4",
                ),
                text=f"{words} ({meaning})",
                intervening=HAS_TIME_COUNTER,
            ),
            TriggeredAbility(
                when=WhenOther(event=LAST_TIME_COUNTER, once=True),
                effect=Sacrifice(on=SELF),
                text=f"{words} ({meaning})",
            ),
        ]
    if keyword.name == FADING:
        meaning = (
            "At the beginning of your upkeep, remove a fade counter from it. If you can't, "
            "sacrifice it."
        )
        return [
            TriggeredAbility(
                when=upkeep,
                effect=RemoveCounterOrSacrifice(kind="fade"),
                text=f"{words} ({meaning})",
            )
        ]
    # CR 702.43a: "put into a graveyard from the battlefield", not "dies" (CR 700.4: a
    # creature's): a modular permanent that is no creature any more triggers it too.
    meaning = (
        "When ~ is put into a graveyard from the battlefield, you may put a +1/+1 counter "
        "on target artifact creature for each +1/+1 counter on ~."
    )
    artifact_creature = TypedTarget(
        kinds=frozenset({"creature"}), and_type="artifact", text="target artifact creature"
    )
    return [
        TriggeredAbility(
            when=WhenOther(event=PUT_INTO_GRAVEYARD, once=True),
            effect=PutCountersItHad(kind=PLUS_ONE, on=target(0)),
            optional=True,
            targets=(artifact_creature,),
            text=f"{words} ({meaning})",
        )
    ]


OUTLAST = "outlast"


def is_outlast(keyword: object) -> TypeGuard[OtherKeyword]:
    """ "Outlast {cost}" with a mana cost the engine can pay (CR 702.107a)."""
    return is_keyword_with_mana_cost(keyword, OUTLAST)


def outlast_ability(keyword: OtherKeyword) -> ActivatedAbility:
    """CR 702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this
    creature. Activate only as a sorcery." """
    return ActivatedAbility(
        cost=Cost(mana=parse_mana_cost(keyword.parameter), tap=True),
        effect=(PutCounters(kind=PLUS_ONE, count=1, on=SELF),),
        text=f"Outlast {keyword.parameter}",
        limit="as a sorcery",
    )


__all__ = [
    "LAST_TIME_COUNTER",
    "OUTLAST",
    "TypedTarget",
    "counter_keyword_statics",
    "counter_keyword_triggers",
    "is_outlast",
    "outlast_ability",
    "plays",
]
