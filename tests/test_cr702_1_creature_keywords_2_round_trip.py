"""CR 702.1: a keyword ability is shorthand for the longer abilities its rule defines. The
creature keywords rampage (702.23), battle cry (702.91), mentor (702.134), melee (702.121),
mobilize (702.181), soulshift (702.46), evolve (702.100),
graft (702.58), fabricate (702.123), riot (702.136), devour (702.82), amplify (702.38),
offspring (702.175) and squad (702.157) render back as printed and the engine implements
them; each compiles to the abilities its rule spells out."""

from __future__ import annotations

import pytest

from mtgrules.cards.abilities import KeywordLine
from mtgrules.cards.creature_keywords_2 import (
    creature_keyword_statics,
    creature_keyword_triggers,
    plays,
)
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.pending import EntersWithCounters, OtherKeyword
from mtgrules.effects.keywords_creature_2 import Amplify, Devour, Riot
from tests.card_table import round_trip

LINES = [
    "Rampage 2",
    "Battle cry",
    "Mentor",
    "Melee",
    "Mobilize 2",
    "Soulshift 6",
    "Evolve",
    "Graft 2",
    "Fabricate 1",
    "Riot",
    "Devour 2",
    "Amplify 3",
    "Offspring {1}{R}",
    "Squad {2}",
    "Flying, first strike, mentor",
]


@pytest.mark.parametrize("line", LINES)
def test_cr702_1_the_keyword_line_round_trips_and_is_implemented(line: str) -> None:
    round_trip(line)


def test_cr702_1_each_keyword_is_the_abilities_of_its_rule() -> None:
    """Triggered keywords are one triggered ability each; graft is a static and a triggered
    ability (CR 702.58a); riot, devour and amplify are static abilities (702.136a, 702.82a,
    702.38a)."""
    for words in ("rampage 2", "battle cry", "mentor", "melee", "mobilize 1", "soulshift 3"):
        name, _, parameter = words.rpartition(" ") if words[-1].isdigit() else (words, "", "")
        keyword = OtherKeyword(name, parameter)
        assert plays(keyword)
        (ability,) = creature_keyword_triggers(keyword)
        assert ability.text.startswith(words.capitalize())
        assert creature_keyword_statics(keyword) == []
    graft = OtherKeyword("graft", "2")
    (enters,) = creature_keyword_statics(graft)
    assert isinstance(enters, EntersWithCounters) and enters.count == 2
    assert len(creature_keyword_triggers(graft)) == 1
    for keyword, kind in (
        (OtherKeyword("riot"), Riot),
        (OtherKeyword("devour", "2"), Devour),
        (OtherKeyword("amplify", "1"), Amplify),
    ):
        assert creature_keyword_triggers(keyword) == []
        (static,) = creature_keyword_statics(keyword)
        assert isinstance(static, kind)


def test_cr702_1_a_keyword_without_its_number_is_not_played() -> None:
    """ "Rampage X" or "Devour" without a number: not these keywords' shapes."""
    assert not plays(OtherKeyword("rampage", "X"))
    assert not plays(OtherKeyword("devour"))
    assert not plays(OtherKeyword("riot", "1"))
    line = parse_line("Rampage 2")
    assert isinstance(line, KeywordLine) and line.keywords == (OtherKeyword("rampage", "2"),)
