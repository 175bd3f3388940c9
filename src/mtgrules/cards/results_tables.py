"""Results tables (CR 706.2: an instruction that reads the result of a roll): the lines after
"Roll a d20." that say what each range of results does,

    Roll a d20.
    1—9 | Each opponent loses 2 life.
    10—19 | Each opponent loses 3 life and you gain 3 life.
    20 | Each opponent loses 6 life and you gain 6 life.

compiled into the ability of the roll as :class:`IfOutcome` sentences, one per sentence of each
row (only the rows whose range holds the result are carried out). A row has no targets of its
own; after a first line with targets, or a trigger on other objects, it can't say "it" / "that
..." (which could refer to those).

>>> row_range("10—19 | scry 2.")
(10, 19, 'scry 2.')
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.cards.abilities import Ability, ActivatedLine, EffectLine, TriggeredLine, instructions
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.triggering_object import watches_others
from mtgrules.effects.instructions import Attach
from mtgrules.effects.random_outcomes import NO_LIMIT, RESULT, IfOutcome, RollDie

_ROW = re.compile(r"^(\d+)(?:—(\d+)|(\+))? \| (.+)$")
_REFERS_BACK = re.compile(r"\b(it|its|that|those|they|them)\b", re.IGNORECASE)


def row_range(line: str) -> tuple[int, int, str] | None:
    """The range of a results table's row (``high`` :data:`NO_LIMIT` for "15+") and its
    effect's words, or None for any other line."""
    match = _ROW.match(line)
    if match is None:
        return None
    low = int(match.group(1))
    high = NO_LIMIT if match.group(3) else int(match.group(2) or low)
    return low, high, match.group(4)


def is_row(line: str) -> bool:
    return row_range(line) is not None


def with_table(first: Ability, rows: list[str]) -> Ability:
    """The ability of ``first`` (its last instruction a roll) with the rows of its results
    table; a ClauseError naming the row the engine can't read."""
    from mtgrules.cards.grammar import parse_line

    if not isinstance(first, EffectLine | ActivatedLine | TriggeredLine):
        raise ClauseError("a results table after a line that rolls no die")
    steps = instructions(first.sentences)
    if not steps or not isinstance(steps[-1], RollDie):
        raise ClauseError("a results table after a line that rolls no die")
    # "it" / "that ..." in a row read alone is this object or the trigger event's player;
    # after a first line with targets or a trigger on other objects, it could be those.
    ambiguous = bool(first.targets) or (
        isinstance(first, TriggeredLine) and watches_others(first.when)
    )
    added: list[tuple[IfOutcome]] = []
    for line in rows:
        found = row_range(line)
        assert found is not None, line
        low, high, words = found
        if ambiguous and _REFERS_BACK.search(words):
            raise ClauseError("a results table's row that refers back", clause=line)
        try:
            row = parse_line(words)
        except ClauseError as error:
            error.clause = error.clause or line
            raise
        if not isinstance(row, EffectLine) or row.targets:
            raise ClauseError("a results table's row of a kind not supported", clause=line)
        if any(isinstance(s, Attach) and s.to == s.what for s in instructions(row.sentences)):
            # "create a token, then attach ~ to it": "it" is the token, not this object
            raise ClauseError("a results table's row that attaches to a new object", clause=line)
        for index, sentence in enumerate(row.sentences):
            step = IfOutcome(outcome=RESULT, then=sentence, low=low, high=high, row=True)
            added.append((dataclasses.replace(step, continued=index > 0),))
    return dataclasses.replace(first, sentences=(*first.sentences, *added))


__all__ = ["is_row", "row_range", "with_table"]
