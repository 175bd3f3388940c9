"""Buyback with a cost that is more than mana (CR 702.27a; 2011: 702.25a): "Buyback—Pay 4
life." / "Buyback—Sacrifice a land." / "Buyback—Pay 3 life, Discard a card at random." The
cost is an optional additional cost: paid as the spell is cast if its caster chooses
(``additional=("buyback",)``), and the spell can be cast that way only if it can be paid.
Played with Slaughter ({2}{B}{B} instant: destroy target nonblack creature; it can't be
regenerated) and Reaping the Rewards ({W} instant: you gain 2 life)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import Table, round_trip


def _zone(t: Table, name: str) -> Zone:
    (zone,) = [o.zone for o in t.game.state.objects.values() if o.name == name]
    return zone


def _slaughter(ruleset: str) -> tuple[Table, int, int]:
    t = Table(ruleset)
    slaughter = t.put("Slaughter", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Swamp", 4)
    t.main_phase()
    return t, slaughter, bears


@pytest.mark.parametrize(
    "line",
    [
        "Buyback—Pay 4 life.",
        "Buyback—Sacrifice a land.",
        "Buyback—Pay 3 life, Discard a card at random.",
    ],
)
def test_cr702_27a_cost_in_words_round_trips(line: str) -> None:
    round_trip(line)


def test_cr702_27a_paying_life_returns_it_to_the_hand(ruleset: str) -> None:
    """With buyback Alice pays {2}{B}{B} and 4 life; the Bears are destroyed, Slaughter goes
    back to her hand."""
    t, slaughter, bears = _slaughter(ruleset)
    bought = CastSpell(slaughter, (bears,), "", ("buyback",))
    assert bought in t.game.legal_actions()
    t.game.apply(bought)
    assert t.game.life(t.alice) == 16
    t.resolve()
    assert _zone(t, "Grizzly Bears") is Zone.GRAVEYARD
    assert _zone(t, "Slaughter") is Zone.HAND


def test_cr702_27a_without_buyback_no_life_and_to_the_graveyard(ruleset: str) -> None:
    t, slaughter, bears = _slaughter(ruleset)
    t.game.apply(CastSpell(slaughter, (bears,)))
    t.resolve()
    assert t.game.life(t.alice) == 20 and _zone(t, "Slaughter") is Zone.GRAVEYARD


def test_cr702_27a_sacrificing_a_land_for_buyback(ruleset: str) -> None:
    """Reaping the Rewards with buyback and one Plains: the Plains is tapped for {W} and then
    sacrificed for buyback (mana abilities before the costs are paid, CR 601.2g-h); Alice
    gains 2 and the card returns to her hand."""
    t = Table(ruleset)
    reaping = t.put("Reaping the Rewards", t.alice, "hand")
    t.lands("Plains", 1)
    t.main_phase()
    bought = CastSpell(reaping, (), "", ("buyback",))
    assert bought in t.game.legal_actions()
    t.game.apply(bought)
    t.resolve()
    assert t.game.life(t.alice) == 22 and _zone(t, "Reaping the Rewards") is Zone.HAND
    assert _zone(t, "Plains") is Zone.GRAVEYARD


def test_cr702_27a_an_unpayable_cost_in_words_is_refused(ruleset: str) -> None:
    """With 3 life Alice can't pay 4: buyback isn't offered and is refused, nothing changes."""
    t, slaughter, bears = _slaughter(ruleset)
    state = t.game.state
    state.life[state.players[t.alice].pool] = 3
    assert CastSpell(slaughter, (bears,), "", ("buyback",)) not in t.game.legal_actions()
    before = len(t.game.log)
    with pytest.raises(RulesError):
        t.game.apply(CastSpell(slaughter, (bears,), "", ("buyback",)))
    assert len(t.game.log) == before and _zone(t, "Slaughter") is Zone.HAND


@pytest.mark.parametrize(
    "name", ["Slaughter", "Reaping the Rewards", "Flowstone Flood", "Constant Mists"]
)
def test_cr702_27a_costs_in_words_make_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
