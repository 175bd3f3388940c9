"""Plot (CR 702.170a, a keyword from after 2011, played under both editions by today's rule):
any time its owner has priority during their main phase while the stack is empty, they may
pay [cost] and exile the card from their hand, a special action (CR 116.2k); it is plotted,
and they may cast it without paying its mana cost during their main phase while the stack is
empty on a later turn (CR 702.170d). Played with Spinewoods Paladin ({4}{G} 5/4 trample;
"When this creature enters, you gain 3 life."; plot {3}{G})."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, ExileFromHand, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.counter_keyword_table import CounterTable

PALADIN = "Spinewoods Paladin"


def _plotted(ruleset: str) -> CounterTable:
    """Alice plots the Paladin with her four Forests in her main phase."""
    t = CounterTable(ruleset)
    t.lands("Forest", 4)
    paladin = t.put(PALADIN, t.alice, "hand")
    t.main_phase()
    assert ExileFromHand(paladin, "plot") in t.game.legal_actions()
    t.game.apply(ExileFromHand(paladin, "plot"))
    return t


def _casts(t: CounterTable) -> list[CastSpell]:
    return [a for a in t.game.legal_actions() if isinstance(a, CastSpell)]


def test_cr702_170a_plot_line_round_trips() -> None:
    round_trip("Plot {3}{G}")


def test_cr702_170a_plotting_pays_the_cost_and_exiles_the_card(ruleset: str) -> None:
    t = _plotted(ruleset)
    assert t.zone(PALADIN) is Zone.EXILE
    assert all(o.tapped for o in t.game.state.battlefield() if o.name == "Forest")
    moved = [e for e in t.game.log if getattr(e, "destination", None) is Zone.EXILE]
    assert moved[-1].rule == "702.170a"
    assert _casts(t) == []  # not this turn


def test_cr702_170d_cast_free_in_a_later_main_phase(ruleset: str) -> None:
    """In Alice's next main phase she casts it without paying its mana cost (no Forest
    tapped): it enters and she gains 3 life."""
    t = _plotted(ruleset)
    t.play_to("precombat main", t.alice)
    exiled = t.named(PALADIN).id
    assert _casts(t) == [CastSpell(exiled, (), "plot")]
    t.game.apply(CastSpell(exiled, (), "plot"))
    t.settle()
    assert t.zone(PALADIN) is Zone.BATTLEFIELD and t.game.life(t.alice) == 23
    assert not any(o.tapped for o in t.game.state.battlefield() if o.name == "Forest")


def test_cr702_170d_only_in_its_owners_main_phase(ruleset: str) -> None:
    """In Alice's upkeep and on Bob's turn the plotted card can't be cast: refused with the
    plot rule, nothing changes."""
    t = _plotted(ruleset)
    t.play_to("precombat main", t.bob)
    t.game.apply(PassPriority())  # Alice has priority in Bob's main phase
    exiled = t.named(PALADIN).id
    assert not any(a.card == exiled for a in _casts(t))
    t.play_to("upkeep", t.alice)
    before = len(t.game.log)
    with pytest.raises(RulesError) as refused:
        t.game.apply(CastSpell(exiled, (), "plot"))
    assert refused.value.rule == "702.170a"
    assert len(t.game.log) == before and t.zone(PALADIN) is Zone.EXILE


def test_cr702_170a_plotting_only_as_a_sorcery(ruleset: str) -> None:
    """With Alice's Lightning Bolt on the stack the Paladin can't be plotted: not offered,
    refused with the plot rule, and it stays in her hand."""
    t = CounterTable(ruleset)
    t.lands("Forest", 4)
    t.put("Mountain", t.alice)
    paladin = t.put(PALADIN, t.alice, "hand")
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(bolt, (t.bob,)))
    assert ExileFromHand(paladin, "plot") not in t.game.legal_actions()
    with pytest.raises(RulesError) as refused:
        t.game.apply(ExileFromHand(paladin, "plot"))
    assert refused.value.rule == "702.170a" and t.zone(PALADIN) is Zone.HAND


@pytest.mark.parametrize("name", [PALADIN, "Demonic Ruckus", "Stingerback Terror"])
def test_cr702_170a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
