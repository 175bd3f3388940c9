"""Counts of counters (CR 122.1; 2011: 121.1), as an instruction is carried out (CR 608.2h;
2011: 608.2g): "~ deals damage equal to the number of doom counters on it to each player",
"draw a card for each +1/+1 counter on it", and of permanents with counters: "for each
creature you control with a +1/+1 counter on it".

"on ~" and "on it" name the ability's source: a source that left the battlefield is counted
as it last existed there (CR 608.2h, 113.7a: "When ~ leaves the battlefield, draw a card for
each +1/+1 counter on it").

The words (:func:`counted_words`) and the builders (cards/build_counter_changes.py) share
:data:`ANY`: "with counters on them" / "the number of counters on it" count every kind.
"""

from __future__ import annotations

import re

from mtgrules.cards.pending import Counted
from mtgrules.state import EntityId, GameObject, GameState

ANY = "any"
"""``Counted.with_counter`` for "with counters on them" / "with a counter on it"."""
HOSTS = frozenset({"~", "it"})
"""What "counters on ..." may name: the ability's source."""
_WITH_COUNTER = re.compile(r" with (?:an? (\S+(?: strike)?) counter|a counter) on it$")


def counts_counters(per: Counted) -> bool:
    """``per`` counts the counters on something (not permanents or cards)."""
    return bool(per.on)


def counters_countable(per: Counted) -> str | None:
    """Why the engine can't count the counters of ``per``, or None."""
    if per.on not in HOSTS:
        return f"counters on {per.on}"
    return None


def count_counters(state: GameState, per: Counted, source: EntityId | None) -> int:
    """How many counters of the kind ``per.noun`` ("" every kind) are on the ability's
    source, as it is now or as it last existed on the battlefield (CR 608.2h)."""
    view = state.source_view(source) if source is not None else None
    if view is None:
        return 0
    return counters_of(view, per.noun)


def counters_of(obj: GameObject, kind: str) -> int:
    """The counters of ``kind`` on ``obj`` ("" or :data:`ANY`: of every kind)."""
    if kind in ("", ANY):
        return sum(obj.counters.values())
    return obj.counter(kind)


def has_counter(obj: GameObject, kind: str) -> bool:
    """``obj`` has a counter of ``kind`` on it (:data:`ANY`: a counter of any kind)."""
    return counters_of(obj, kind) > 0


def split_with_counter(words: str) -> tuple[str, str]:
    """ "a creature you control with a +1/+1 counter on it" -> ("a creature you control",
    "+1/+1"); "... with a counter on it" -> (..., :data:`ANY`); words without such a filter
    -> (words, "")."""
    match = _WITH_COUNTER.search(words)
    if match is None:
        return words, ""
    return words[: match.start()], match.group(1) or ANY


def counted_words(per: Counted, *, plural: bool) -> str | None:
    """ "doom counters on it" / "+1/+1 counter on ~" for a count of counters; None for
    another count."""
    if not per.on:
        return None
    noun = "counters" if plural else "counter"
    return f"{per.noun} {noun} on {per.on}" if per.noun else f"{noun} on {per.on}"


def with_counter_words(kind: str, *, plural: bool) -> str:
    """ "with a +1/+1 counter on it" / "with +1/+1 counters on them" / "with counters on
    them" (CR 122.1)."""
    if plural:
        return f"with {kind} counters on them" if kind != ANY else "with counters on them"
    if kind == ANY:
        return "with a counter on it"
    article = "an" if kind[:1] in "aeiou" else "a"
    return f"with {article} {kind} counter on it"


__all__ = [
    "ANY",
    "HOSTS",
    "count_counters",
    "counted_words",
    "counters_countable",
    "counters_of",
    "counts_counters",
    "has_counter",
    "split_with_counter",
    "with_counter_words",
]
