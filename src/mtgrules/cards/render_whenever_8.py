"""Words of the "that many" instructions of cards/build_whenever_8.py (the trigger event's
amount, CR 603.2): "you get that many {E}" (CR 122.1), "that player gets that many poison
counters", "they get that many poison counters" (CR 122.1f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.instructions import ForEach, GetEnergy, GivePoison

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def that_many_more_words(step: ForEach, ctx: _Context) -> str | None:
    """The words of ``step`` (``ForEach(form=THAT_MANY)``) of one of these instructions, with
    a count of 1; None for other instructions."""
    from mtgrules.cards.render_effects import _subject_verb  # a cycle: imported when used

    inner = step.step
    if isinstance(inner, GetEnergy) and inner.count == 1 and not inner.elided:
        return "you get that many {E}"
    if isinstance(inner, GivePoison) and inner.count == 1:
        return _subject_verb(inner.who, ctx, "gets", "get") + " that many poison counters"
    return None


__all__ = ["that_many_more_words"]
