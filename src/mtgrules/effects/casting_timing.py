"""Restrictions a spell's own text puts on when it may be cast, as data (CR 601.3, today's
number, cited in both editions): "Cast this spell only during combat.", "Cast this spell only
before the combat damage step.", "Cast this spell only during the declare attackers step and
only if you've been attacked this step.", "Cast this spell only if you control two or more
Vampires." The casting rules check them (:mod:`mtgrules.rules.casting_timing`).

>>> CastOnly(when="during combat").when
'during combat'
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect
from mtgrules.effects.conditions import Condition

ATTACKED = "and only if you've been attacked this step"


@dataclass(frozen=True, slots=True, kw_only=True)
class CastOnly(Effect):
    """ "Cast ~ only [when]": ``when`` is the words of the moment ("during combat", "before
    the combat damage step"; empty for a condition alone); ``attacked``: "and only if you've
    been attacked this step"; ``condition``: "only if [condition]". A static ability that
    functions while the card is cast, wherever it is (CR 601.3)."""

    when: str = ""
    attacked: bool = False
    condition: Condition | None = None
    duration: Duration = Duration.STATIC
