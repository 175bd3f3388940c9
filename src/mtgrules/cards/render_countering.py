"""Words of "[clause] unless [player] pays [cost]" (CR 118.12; 2011: 117.12), for the round
trip of :mod:`mtgrules.cards.build_countering`: "unless you pay {B}{B}", "unless its
controller pays {3}", "unless they pay 3 life", "unless that player discards a card"."""

from __future__ import annotations

import dataclasses

from mtgrules.cards.pending import ITS_CONTROLLER, THAT_PLAYER
from mtgrules.effects.instructions import YOU, Unless, target_index
from mtgrules.rules.countering import cost_words


def _names(step: object, ref: int) -> bool:
    """The clause already names the player ``ref`` (then "they" names them again)."""
    return dataclasses.is_dataclass(step) and any(
        getattr(step, name, None) == ref for name in ("to", "who", "on")
    )


def unless_words(step: Unless, who_words: str) -> str:
    """The "unless ..." part; ``who_words`` are the payer's words where no pronoun fits."""
    who = step.who
    if who == YOU:
        payer, plural = "you", True
    elif who == ITS_CONTROLLER:
        payer, plural = "its controller", False
    elif (
        isinstance(who, int)
        and (who == THAT_PLAYER or target_index(who) is not None)
        and (_names(step.then[0], who))
    ):
        payer, plural = "they", True
    else:
        payer, plural = who_words, False
    if step.discard:
        verb = "discard" if plural else "discards"
        return f"unless {payer} {verb} {cost_words(step)}"
    return f"unless {payer} {'pay' if plural else 'pays'} {cost_words(step)}"


__all__ = ["unless_words"]
