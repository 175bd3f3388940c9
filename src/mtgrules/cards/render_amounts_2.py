"""Amounts computed as an instruction is carried out (CR 107.3, 608.2h; 2011: 608.2g) that
are values of the game rather than a number of permanents, and their Oracle words:

* a value of a group: "the greatest power among creatures you control", "the greatest
  toughness among other creatures you control", "the total power of creatures you control"
  (a :class:`~mtgrules.cards.pending.Counted` with a ``measure``);
* the turn's record: "the amount of life you gained this turn", "the amount of life you lost
  this turn", "the number of spells you've cast this turn";
* how the spell was paid for: "the number of colors of mana spent to cast ~" (CR 601.2h,
  rules/mana_spent.py).

>>> amount_2_words(Counted(noun="creature", controller="you control", measure=GREATEST_POWER))
'the greatest power among creatures you control'
>>> amount_2_words(Counted(noun=LIFE_GAINED)), amount_2_words(Counted(noun="creature"))
('the amount of life you gained this turn', None)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.pending import Counted
from mtgrules.effects.instructions import ForEach, PutCounters

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context

GREATEST_POWER = "greatest power"
GREATEST_TOUGHNESS = "greatest toughness"
TOTAL_POWER = "total power"
MEASURES = frozenset({GREATEST_POWER, GREATEST_TOUGHNESS, TOTAL_POWER})
"""What a measured group gives: its greatest power or toughness, or its total power."""

LIFE_GAINED = "life you gained this turn"
LIFE_GAINED_PERFECT = "life you've gained this turn"
LIFE_LOST = "life you lost this turn"
SPELLS_CAST = "spells you've cast this turn"
OTHER_SPELLS_CAST = "other spells you've cast this turn"
COLORS_SPENT = "colors of mana spent to cast ~"
COLORS_AMONG = "colors among permanents you control"
THAT_MANY = "that many"
"""The amount of the trigger event (CR 603.2: its damage, or the life gained or lost), as a
count: "put that many +1/+1 counters on ~" (``ForEach(form=THAT_MANY)``)."""
NOUNS = frozenset(
    {LIFE_GAINED, LIFE_GAINED_PERFECT, LIFE_LOST, SPELLS_CAST, OTHER_SPELLS_CAST, COLORS_SPENT}
    | {THAT_MANY, COLORS_AMONG}
)
"""The amounts of the turn's record and of the spell's payment (``Counted.noun``)."""
_AMOUNT_OF = frozenset({LIFE_GAINED, LIFE_GAINED_PERFECT, LIFE_LOST})


def is_amount_2(per: object) -> bool:
    """``per`` is one of the amounts of this module."""
    return isinstance(per, Counted) and (per.measure in MEASURES or per.noun in NOUNS)


def amount_2_words(per: Counted) -> str | None:
    """The Oracle words of the amount (no "N plus"), or None for another count."""
    if per.noun == THAT_MANY:
        return THAT_MANY
    if per.noun in NOUNS:
        return f"the {'amount' if per.noun in _AMOUNT_OF else 'number'} of {per.noun}"
    if per.measure not in MEASURES:
        return None
    from mtgrules.cards.render_effects import _counted  # a cycle: imported when used

    group = _counted(per, plural=True)  # "other creatures you control"
    if per.measure == TOTAL_POWER:
        return f"the total power of {group}"
    return f"the {per.measure} among {group}"


def that_many_words(step: ForEach, ctx: _Context) -> str:
    """ "put that many +1/+1 counters on ~" (the trigger event's amount, CR 603.2)."""
    from mtgrules.cards.render_effects import RenderError
    from mtgrules.cards.render_whenever_8 import that_many_more_words

    if (more := that_many_more_words(step, ctx)) is not None:
        return more  # "you get that many {E}", "... that many poison counters" (CR 603.2)
    inner = step.step
    if not isinstance(inner, PutCounters) or inner.count != 1:
        raise RenderError(f"no words for {step}")
    return f"put that many {inner.kind} counters on {ctx.ref(inner.on)}"


__all__ = [
    "COLORS_AMONG",
    "COLORS_SPENT",
    "GREATEST_POWER",
    "GREATEST_TOUGHNESS",
    "LIFE_GAINED",
    "LIFE_GAINED_PERFECT",
    "LIFE_LOST",
    "MEASURES",
    "NOUNS",
    "OTHER_SPELLS_CAST",
    "SPELLS_CAST",
    "THAT_MANY",
    "TOTAL_POWER",
    "amount_2_words",
    "is_amount_2",
    "that_many_words",
]
