"""Half a life total, rounded up (CR 107.1a), and amounts counted among every permanent,
other permanents, each player's own, or cards in the graveyard (CR 608.2h; 2011: 608.2g),
played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.objects import Zone
from mtgrules.resolution_variable import half
from tests.instruction_play import RULESETS, Table


def test_cr107_1a_half_rounds_as_the_card_says() -> None:
    assert (half(15, up=True), half(15, up=False), half(20, up=True)) == (8, 7, 10)
    assert half(0, up=True) == 0 and half(-3, up=True) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_1a_infernal_contract_loses_half_rounded_up(ruleset: str) -> None:
    """Infernal Contract: "Draw four cards. You lose half your life, rounded up." At 15
    life, Alice loses 8."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    for _ in range(4):
        t.put("Gray Ogre", t.alice, "library")
    contract = t.put("Infernal Contract", t.alice, "hand")
    t.game.set_life(t.alice, 15)
    t.begin()
    t.act(CastSpell(contract, ()))
    t.resolve()
    assert t.game.life(t.alice) == 7
    assert t.zone_of(t.alice, Zone.HAND) == ["Gray Ogre"] * 4


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_stronghold_discipline_each_player_counts_their_own(ruleset: str) -> None:
    """Stronghold Discipline: "Each player loses 1 life for each creature they control."
    Alice controls one creature, Bob three."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    t.put("Gray Ogre", t.alice)
    for _ in range(3):
        t.put("Grizzly Bears", t.bob)
    discipline = t.put("Stronghold Discipline", t.alice, "hand")
    t.begin()
    t.act(CastSpell(discipline, ()))
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (19, 17)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_congregate_counts_every_creature_on_the_battlefield(ruleset: str) -> None:
    """Congregate: "Target player gains 2 life for each creature on the battlefield."."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 4)
    t.put("Gray Ogre", t.alice)
    t.put("Grizzly Bears", t.bob)
    t.put("Grizzly Bears", t.bob)
    congregate = t.put("Congregate", t.alice, "hand")
    t.begin()
    t.act(CastSpell(congregate, (t.alice,)))
    t.resolve()
    assert t.game.life(t.alice) == 26


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr109_1_goldnight_redeemer_counts_other_creatures(ruleset: str) -> None:
    """Goldnight Redeemer: "When this creature enters, you gain 2 life for each other
    creature you control." Two other creatures (Bob's don't count): 4 life."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 6)
    t.put("Gray Ogre", t.alice)
    t.put("Gray Ogre", t.alice)
    t.put("Grizzly Bears", t.bob)
    redeemer = t.put("Goldnight Redeemer", t.alice, "hand")
    t.begin()
    t.act(CastSpell(redeemer, ()))
    t.resolve()  # the creature spell
    t.resolve()  # its enters trigger
    assert t.game.life(t.alice) == 24


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_ancestors_chosen_counts_cards_in_your_graveyard(ruleset: str) -> None:
    """Ancestor's Chosen: "When this creature enters, you gain 1 life for each card in your
    graveyard." Three cards of Alice's (Bob's don't count)."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 7)
    for _ in range(3):
        t.put("Gray Ogre", t.alice, "graveyard")
    t.put("Gray Ogre", t.bob, "graveyard")
    chosen = t.put("Ancestor's Chosen", t.alice, "hand")
    t.begin()
    t.act(CastSpell(chosen, ()))
    t.resolve()
    t.resolve()
    assert t.game.life(t.alice) == 23
