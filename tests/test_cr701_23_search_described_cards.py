"""Searching a library for cards described by their words (CR 701.23a-b today, 2011:
701.15a-b; shuffle: CR 701.24 / 2011 701.17): "a Plains or Island card" (either quality), "an
artifact card", "up to three basic land cards, put them onto the battlefield tapped", "put
that card into your graveyard", "then shuffle and put that card on top" (the card found goes
on top after the shuffle, CR 608.2c). A search for cards with a stated quality may find
fewer or none (CR 701.23b). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Zone
from mtgrules.turn_events import LibraryShuffled
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{T}, Pay 1 life, Sacrifice ~: Search your library for a Plains or Island card, put it "
        "onto the battlefield, then shuffle.",
        "{T}, Pay 1 life, Sacrifice ~: Search your library for an Island or Swamp card, put it "
        "onto the battlefield, then shuffle.",
        "Search your library for a card, then shuffle and put that card on top.",
        "Search your library for up to three basic land cards, put them onto the battlefield "
        "tapped, then shuffle.",
        "Search your library for a basic land card, put that card onto the battlefield tapped, "
        "then shuffle.",
        "When ~ enters, search your library for a card, put that card into your graveyard, then "
        "shuffle.",
        "When ~ enters, search your library for a land card, put it onto the battlefield "
        "tapped, then shuffle.",
        "{2}, {T}, Sacrifice ~: Search your library for an artifact card, reveal it, put it "
        "into your hand, then shuffle.",
        "When ~ enters, you may search your library for a legendary card, reveal it, put it "
        "into your hand, then shuffle.",
        "When ~ enters, you may search your library for a Pirate card, reveal it, then shuffle "
        "and put that card on top.",
        "Search your library for a card, put that card into your hand, then shuffle.",
    ],
)
def test_cr701_23a_described_search_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        "Search your library for a spell card, put it into your hand, then shuffle.",
        "Search your library for a Plains or Plains card, put it into your hand, then shuffle.",
    ],
)
def test_cr701_23a_nonsense_searches_rejected(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)


def _library(t: Table, *names: str) -> list[int]:
    """Alice's library (the last name on top), then her main phase; the ids, top first."""
    for name in names:
        t.put(name, t.alice, "library")
    t.begin()
    return list(reversed(t.game.state.libraries[t.alice]))


def _pass(t: Table) -> None:
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23b_flooded_strand_finds_either_land_type(ruleset: str) -> None:
    """Flooded Strand ("a Plains or Island card"): the options are the Plains and the Island
    (not the Swamp) or none; the Island found enters untapped, Alice pays 1 life, the library
    is shuffled."""
    t = Table(ruleset)
    strand = t.put("Flooded Strand", t.alice)
    swamp, island, plains = _library(t, "Plains", "Island", "Swamp")
    t.act(ActivateAbility(strand, 0))
    _pass(t)
    asked = t.asked()
    assert asked.kind == "search"
    assert set(asked.options) == {(island,), (plains,), ()}
    events = t.act(Choose((island,)))
    assert t.game.state.life_of(t.alice) == 19
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == ["Island"]
    entered = [o for o in t.game.state.objects.values() if o.name == "Island"]
    assert entered[0].zone is Zone.BATTLEFIELD and not entered[0].tapped
    assert sorted(t.library(t.alice)) == ["Plains", "Swamp"]
    assert [e for e in events if isinstance(e, LibraryShuffled)]
    assert swamp in t.game.state.libraries[t.alice]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23b_flooded_strand_may_find_nothing(ruleset: str) -> None:
    t = Table(ruleset)
    strand = t.put("Flooded Strand", t.alice)
    _library(t, "Plains", "Swamp")
    t.act(ActivateAbility(strand, 0))
    _pass(t)
    t.act(Choose(()))
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == []
    assert sorted(t.library(t.alice)) == ["Plains", "Swamp"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23a_vampiric_tutor_puts_the_card_on_top_after_the_shuffle(ruleset: str) -> None:
    """Vampiric Tutor: any card; after the shuffle the card found is the top card, and Alice
    loses 2 life."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    tutor = t.put("Vampiric Tutor", t.alice, "hand")
    ids = _library(t, "Forest", "Island", "Mountain", "Plains", "Lightning Bolt", "Swamp")
    bolt = ids[1]
    t.act(CastSpell(tutor, ()))
    _pass(t)
    asked = t.asked()
    assert len(asked.options) == 7  # six cards, or none
    t.act(Choose((bolt,)))
    assert t.library(t.alice)[0] == "Lightning Bolt"
    assert len(t.library(t.alice)) == 6
    assert t.game.state.life_of(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23b_explosive_vegetation_finds_up_to_two_basic_lands_tapped(
    ruleset: str,
) -> None:
    """Explosive Vegetation: one decision per land (the first one found is no longer an
    option); only basic lands (not Flooded Strand); both enter tapped."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 4)
    spell = t.put("Explosive Vegetation", t.alice, "hand")
    strand, island, mountain = _library(t, "Mountain", "Island", "Flooded Strand")
    t.act(CastSpell(spell, ()))
    _pass(t)
    asked = t.asked()
    assert set(asked.options) == {(island,), (mountain,), ()}
    t.game.apply(Choose((mountain,)))
    assert set(t.asked().options) == {(island,), ()}
    t.act(Choose((island,)))
    state = t.game.state
    found = [o for o in state.objects.values() if o.name in ("Island", "Mountain")]
    assert all(o.zone is Zone.BATTLEFIELD and o.tapped for o in found) and len(found) == 2
    assert t.library(t.alice) == ["Flooded Strand"]
    assert strand in state.libraries[t.alice]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_23a_entomb_puts_that_card_into_the_graveyard(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    entomb = t.put("Entomb", t.alice, "hand")
    _, giant = _library(t, "Hill Giant", "Forest")
    t.act(CastSpell(entomb, ()))
    _pass(t)
    t.act(Choose((giant,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Entomb", "Hill Giant"]
    assert t.library(t.alice) == ["Forest"]
