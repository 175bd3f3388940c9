"""Devotion as an amount (CR 700.5): "you gain life equal to your devotion to green", "where X
is your devotion to black". The amount is a :class:`~mtgrules.cards.pending.Counted` whose
``noun`` is :data:`DEVOTION` and whose ``adjective`` names the colors ("white and blue", CR
700.5a); the engine counts it as the instruction is carried out (CR 608.2h).

>>> from mtgrules.cards.pending import Counted
>>> devotion_words(Counted(noun=DEVOTION, adjective="white and blue"))
'your devotion to white and blue'
>>> devotion_words(Counted(noun="creature")) is None
True
"""

from __future__ import annotations

from mtgrules.cards.pending import Counted

DEVOTION = "devotion"
"""``Counted.noun`` of a devotion amount."""


def is_devotion(per: object) -> bool:
    """Whether ``per`` is a devotion amount."""
    return isinstance(per, Counted) and per.noun == DEVOTION


def devotion_words(per: Counted) -> str | None:
    """ "your devotion to red" for a devotion amount, None for any other count."""
    return f"your devotion to {per.adjective}" if per.noun == DEVOTION else None


__all__ = ["DEVOTION", "devotion_words", "is_devotion"]
