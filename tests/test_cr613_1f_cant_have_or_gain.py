"""CR 613.1f: "Creatures your opponents control lose trample and can't have or gain
trample." removes the keyword in layer 6 from every creature the opponents control, printed
or granted, and a later effect that grants it doesn't give it back (the creature can't gain
it; an exception to the timestamp order of CR 613.7). It applies only while the source is on
the battlefield (CR 611.3a). Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from mtgrules.objects import Keyword
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize("keyword", ["trample", "first strike", "flying", "deathtouch"])
def test_cr613_1f_cant_have_or_gain_round_trips_and_is_supported(keyword: str) -> None:
    line = f"Creatures your opponents control lose {keyword} and can't have or gain {keyword}."
    ability = parse_line(line)
    assert render_ability(ability) == line
    assert missing(ability) is None


def test_cr613_1f_two_different_keywords_are_refused() -> None:
    with pytest.raises(ClauseError, match="can't have or gain another"):
        parse_line("Creatures your opponents control lose trample and can't have or gain flying.")


def test_cr613_1f_archetype_of_aggression_removes_trample(table: Table) -> None:
    """Archetype of Aggression (Alice): Bob's Colossal Dreadmaw loses its printed trample,
    Alice's Grizzly Bears has trample; Predator's Strike cast on the Dreadmaw later can't give
    it trample (its +3/+3 still applies); once Shock kills the Archetype, trample is back."""
    t = table
    archetype = t.put("Archetype of Aggression", t.alice)
    dreadmaw = t.put("Colossal Dreadmaw", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Forest", t.alice, 2)
    t.lands("Mountain", t.alice, 1)
    t.main_phase()
    objects = t.game.state.objects
    assert not objects[dreadmaw].has(Keyword.TRAMPLE)
    assert objects[bears].has(Keyword.TRAMPLE)
    assert objects[archetype].has(Keyword.TRAMPLE)
    t.cast(t.put("Predator's Strike", t.alice, "hand"), dreadmaw)
    assert t.game.power(dreadmaw) == 9
    assert not objects[dreadmaw].has(Keyword.TRAMPLE)  # can't gain it
    t.cast(t.put("Shock", t.alice, "hand"), archetype)
    assert not t.game.is_on_battlefield(archetype)
    assert objects[dreadmaw].has(Keyword.TRAMPLE)  # printed and granted again
    assert not objects[bears].has(Keyword.TRAMPLE)


def test_cr613_1f_archetype_of_imagination_keeps_own_fliers(table: Table) -> None:
    """Archetype of Imagination: Bob's Serra Angel loses flying, keeps vigilance; Alice's own
    Serra Angel keeps flying (only the opponents' creatures)."""
    t = table
    t.put("Archetype of Imagination", t.alice)
    bobs = t.put("Serra Angel", t.bob)
    alices = t.put("Serra Angel", t.alice)
    t.main_phase()
    objects = t.game.state.objects
    assert not objects[bobs].has(Keyword.FLYING)
    assert objects[bobs].has(Keyword.VIGILANCE)
    assert objects[alices].has(Keyword.FLYING)
