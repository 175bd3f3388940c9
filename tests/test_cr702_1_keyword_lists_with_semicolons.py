"""Keyword abilities listed on one line (CR 702.1): some Oracle lines separate them with
semicolons ("First strike; reach", Longbow Archer; "Trample; haste; shroud", Giant
Solifuge). Each keyword is its own ability; the line renders back with its semicolons."""

from __future__ import annotations

import pytest

from mtgrules.objects import Keyword
from tests.card_table import RULESETS, Table, round_trip


@pytest.mark.parametrize("line", ["First strike; reach", "Trample; haste; shroud"])
def test_cr702_1_a_semicolon_list_round_trips(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    ("name", "keywords"),
    [
        ("Longbow Archer", {Keyword.FIRST_STRIKE, Keyword.REACH}),
        ("Giant Solifuge", {Keyword.TRAMPLE, Keyword.HASTE, Keyword.SHROUD}),
    ],
)
def test_cr702_1_each_keyword_of_the_list_is_an_ability(
    ruleset: str, name: str, keywords: set[Keyword]
) -> None:
    t = Table(ruleset)
    permanent = t.game.state.objects[t.put(name, t.alice)]
    assert {k for k in Keyword if permanent.has(k)} >= keywords
    assert not permanent.has(Keyword.FLYING)
