"""CR 611.3a, 122.1: "As long as ~ has four or more +1/+1 counters on it, it has menace and
lifelink." counts the counters of that kind on it now. Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Keyword
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def test_cr611_3a_counter_count_line_round_trips() -> None:
    round_trip("As long as ~ has four or more +1/+1 counters on it, it has menace and lifelink.")
    line = "As long as ~ has ten or more +1/+1 counters on it, it has indestructible."
    ability = parse_line(line)
    assert missing(ability) is None


def test_cr611_3a_voice_of_the_blessed_counts_its_counters(table: Table) -> None:
    """Voice of the Blessed: 3 +1/+1 counters: nothing; 4: flying and vigilance; 10:
    indestructible too."""
    t = table
    voice = t.put("Voice of the Blessed", t.alice)
    obj = t.game.state.objects[voice]
    obj.counters["+1/+1"] = 3
    t.put("Island", t.alice)  # a commit: the static abilities are recomputed (CR 611.3a)
    assert not obj.has(Keyword.FLYING)
    obj.counters["+1/+1"] = 4
    t.put("Island", t.alice)
    assert obj.has(Keyword.FLYING) and obj.has(Keyword.VIGILANCE)
    assert not obj.has(Keyword.INDESTRUCTIBLE)
    obj.counters["+1/+1"] = 10
    t.put("Island", t.alice)
    assert obj.has(Keyword.INDESTRUCTIBLE)
