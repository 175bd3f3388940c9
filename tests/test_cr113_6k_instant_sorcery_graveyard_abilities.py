"""Activated and triggered abilities printed on instants and sorceries that return their own
card from the graveyard (CR 113.6k; 2011: 112.6k): such an ability functions only while the
card is in its owner's graveyard (never while it is a spell, CR 113.6), so the card is
supported although it isn't a permanent. Played with Punishing Fire (triggered, "you may pay
{R}. If you do, ...") and Hammer of Bogardan (activated, "Activate only during your upkeep")."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr113_6k_spell_graveyard_abilities_round_trip() -> None:
    round_trip(
        "Whenever an opponent gains life, you may pay {R}. If you do, return ~ from your "
        "graveyard to your hand."
    )
    round_trip(
        "{2}{R}{R}{R}: Return ~ from your graveyard to your hand. Activate only during your upkeep."
    )


def _swords_on_bobs_giant(t: Table) -> None:
    """Alice exiles Bob's Hill Giant with Swords to Plowshares: Bob gains 3 life."""
    giant = t.put("Hill Giant", t.bob)
    swords = t.put("Swords to Plowshares", t.alice, "hand")
    t.act(CastSpell(swords, (giant,)))
    t.resolve()
    assert t.game.life(t.bob) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_punishing_fire_returns_when_an_opponent_gains_life(ruleset: str) -> None:
    """Punishing Fire in Alice's graveyard: Bob gains life, it triggers there; Alice pays {R}
    and it returns to her hand."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    t.put("Punishing Fire", t.alice, "graveyard")
    _swords_on_bobs_giant(t)
    assert [item.text for item in t.game.state.stack] == [
        "Whenever an opponent gains life, you may pay {R}. If you do, return Punishing Fire "
        "from your graveyard to your hand."
    ]
    t.resolve(True)
    assert t.zone_of(t.alice, Zone.HAND) == ["Punishing Fire"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Swords to Plowshares"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_punishing_fire_in_hand_doesnt_trigger(ruleset: str) -> None:
    """In the hand (not where its ability functions) nothing triggers."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    t.begin()
    t.put("Punishing Fire", t.alice, "hand")
    _swords_on_bobs_giant(t)
    assert t.game.state.stack == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_punishing_fire_declined_stays(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    t.put("Punishing Fire", t.alice, "graveyard")
    _swords_on_bobs_giant(t)
    t.resolve(False)
    assert "Punishing Fire" in t.zone_of(t.alice, Zone.GRAVEYARD)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_hammer_of_bogardan_from_the_graveyard_in_upkeep(ruleset: str) -> None:
    """Hammer of Bogardan: in Alice's upkeep, activated from her graveyard, it returns to her
    hand; in her main phase the activation is refused (CR 602.5b), the game unchanged."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    hammer = t.put("Hammer of Bogardan", t.alice, "graveyard")
    t.begin()
    before = t.game.state.copy()
    with pytest.raises(RulesError):
        t.game.apply(ActivateAbility(hammer, 0, ()))
    assert t.game.state == before
    t2 = Table(ruleset)
    t2.lands("Mountain", t2.alice, 5)
    hammer = t2.put("Hammer of Bogardan", t2.alice, "graveyard")
    t2.game.begin("upkeep", active=t2.alice)
    t2.act(ActivateAbility(hammer, 0, ()))
    t2.resolve()
    assert t2.zone_of(t2.alice, Zone.HAND) == ["Hammer of Bogardan"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_hammer_not_from_the_hand(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    t.begin()
    hammer = t.put("Hammer of Bogardan", t.alice, "hand")
    assert ActivateAbility(hammer, 0, ()) not in t.game.legal_actions()
    with pytest.raises(RulesError, match="graveyard"):
        t.game.apply(ActivateAbility(hammer, 0, ()))
