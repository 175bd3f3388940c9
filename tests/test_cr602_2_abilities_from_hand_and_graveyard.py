"""Activated abilities of a card in its owner's hand or graveyard (CR 602.2): an ability whose
cost discards the card ("Discard ~") is activated from the hand, one whose cost exiles it from
the graveyard ("Exile ~ from your graveyard") from the graveyard; neither from the
battlefield. Played with Ghost-Lit Raider (Channel — {3}{R}, Discard: 4 damage to target
creature) and Bramble Wurm ({2}{G}, Exile from your graveyard: you gain 5 life)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.errors import RulesError
from mtgrules.objects import Zone
from tests.card_table import Table, round_trip


def _zone(t: Table, name: str) -> Zone:
    return next(o.zone for o in t.game.state.objects.values() if o.name == name)


def test_cr602_2_self_zone_costs_round_trip() -> None:
    round_trip("{3}{R}, Discard ~: It deals 4 damage to target creature.")
    round_trip("{2}{G}, Exile ~ from your graveyard: You gain 5 life.")


def test_cr602_2_discard_this_card_from_the_hand(ruleset: str) -> None:
    """Ghost-Lit Raider in hand with four Mountains: its channel ability is offered for each
    target creature; activating it discards the Raider as a cost, and the ability deals 4 to
    Bob's Hill Giant."""
    t = Table(ruleset)
    raider = t.put("Ghost-Lit Raider", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.lands("Mountain", 4)
    t.main_phase()
    assert ActivateAbility(raider, 1, (giant,)) in t.game.legal_actions()
    assert ActivateAbility(raider, 0, (giant,)) not in t.game.legal_actions()
    t.game.apply(ActivateAbility(raider, 1, (giant,)))
    assert _zone(t, "Ghost-Lit Raider") is Zone.GRAVEYARD
    t.resolve()
    assert not t.game.is_on_battlefield(giant)


def test_cr602_2_discard_ability_not_from_the_battlefield(ruleset: str) -> None:
    """On the battlefield, the Raider's channel ability can't be activated (its {T} ability
    can): refused naming CR 602.2, the game unchanged."""
    t = Table(ruleset)
    raider = t.put("Ghost-Lit Raider", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.lands("Mountain", 4)
    t.main_phase()
    assert ActivateAbility(raider, 1, (giant,)) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(RulesError, match="hand") as error:
        t.game.apply(ActivateAbility(raider, 1, (giant,)))
    assert error.value.rule == "602.2"
    assert t.game.state == before


def test_cr602_2_exile_this_card_from_the_graveyard(ruleset: str) -> None:
    """Bramble Wurm in the graveyard with three Forests: exiling it as a cost, Alice gains 5
    life; from the hand the ability isn't offered."""
    t = Table(ruleset)
    wurm = t.put("Bramble Wurm", t.alice, "graveyard")
    t.lands("Forest", 3)
    t.main_phase()
    assert ActivateAbility(wurm, 0, ()) in t.game.legal_actions()
    t.game.apply(ActivateAbility(wurm, 0, ()))
    assert _zone(t, "Bramble Wurm") is Zone.EXILE
    t.resolve()
    assert t.game.life(t.alice) == 25


def test_cr602_2_exile_ability_not_from_the_hand(ruleset: str) -> None:
    t = Table(ruleset)
    wurm = t.put("Bramble Wurm", t.alice, "hand")
    t.lands("Forest", 3)
    t.main_phase()
    assert ActivateAbility(wurm, 0, ()) not in t.game.legal_actions()
    with pytest.raises(RulesError, match="graveyard") as error:
        t.game.apply(ActivateAbility(wurm, 0, ()))
    assert error.value.rule == "602.2"
    assert _zone(t, "Bramble Wurm") is Zone.HAND


def test_cr602_2_a_card_in_an_opponents_graveyard_is_not_yours(ruleset: str) -> None:
    """Bob's Bramble Wurm in his graveyard: Alice can't activate its ability."""
    t = Table(ruleset)
    wurm = t.put("Bramble Wurm", t.bob, "graveyard")
    t.lands("Forest", 3)
    t.main_phase()
    assert ActivateAbility(wurm, 0, ()) not in t.game.legal_actions()
    with pytest.raises(RulesError):
        t.game.apply(ActivateAbility(wurm, 0, ()))
    assert _zone(t, "Bramble Wurm") is Zone.GRAVEYARD
