"""Described activation costs with a color, "historic" or a graveyard's top card (CR 602.2b;
a cost can't be paid without the resources to pay it fully, CR 118.3 / 2011 117.3, and no
partial payment, 601.2h / 2011 601.2g): "Tap an untapped blue creature you control" (the
creature's color, CR 105.2), "Discard a historic card" (artifacts, legendaries and Sagas,
CR 700.6), "Exile the top card of your graveyard" (the card put there last, CR 404.2).
Played with real cards under both rulesets; an unpayable cost is refused with a typed error
naming the rule, and the game is left exactly as it was."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


def _refused(t: Table, action: ActivateAbility, rule: str) -> str:
    """``action`` is not offered, and applying it is refused with ``rule``, state unchanged."""
    assert action not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == rule
    assert t.game.state == before
    return error.value.message


@pytest.mark.parametrize(
    "line",
    [
        "Tap an untapped white creature you control: You gain 1 life.",
        "Tap an untapped red creature you control other than ~: ~ gets +1/+0 until end of turn.",
        "Discard a historic card: ~ gains indestructible until end of turn.",
        "{1}, Exile the top card of your graveyard: You gain 1 life.",
    ],
)
def test_cr602_2b_colored_historic_and_graveyard_top_costs_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr105_2_coral_reef_taps_only_a_blue_creature(ruleset: str) -> None:
    """Coral Reef: "{U}, Tap an untapped blue creature you control, Remove a polyp counter
    from ~: Put a +0/+1 counter on target creature." Grizzly Bears (green) can't pay; a blue
    Merfolk of the Pearl Trident is tapped and the Bears get the counter."""
    t = Table(ruleset)
    reef = t.put("Coral Reef", t.alice)
    t.lands("Island", t.alice, 1)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    t.game.state.objects[reef].counters["polyp"] = 2
    ability = ActivateAbility(reef, 1, (bears,))
    assert "untapped blue creature" in _refused(t, ability, PAY[ruleset])
    merfolk = t.put("Merfolk of the Pearl Trident", t.alice)
    t.act(ability)
    assert t.game.state.objects[merfolk].tapped
    assert not t.game.state.objects[bears].tapped
    t.resolve()
    assert t.game.state.objects[bears].counters.get("+0/+1") == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr700_6_sanctum_spirit_discards_only_a_historic_card(ruleset: str) -> None:
    """Sanctum Spirit: "Discard a historic card: gains indestructible until end of turn." A
    hand of Grizzly Bears can't pay; a legendary creature card (Isamaru) is historic and is
    discarded, then an artifact card (Ornithopter) pays too; the Bears stay in hand."""
    t = Table(ruleset)
    spirit = t.put("Sanctum Spirit", t.alice)
    t.put("Grizzly Bears", t.alice, "hand")
    t.begin()
    index = 0
    assert "historic" in _refused(t, ActivateAbility(spirit, index), PAY[ruleset])
    t.put("Isamaru, Hound of Konda", t.alice, "hand")
    t.act(ActivateAbility(spirit, index))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Isamaru, Hound of Konda"]
    t.resolve()
    t.put("Ornithopter", t.alice, "hand")
    t.act(ActivateAbility(spirit, index))
    assert sorted(t.zone_of(t.alice, Zone.GRAVEYARD)) == ["Isamaru, Hound of Konda", "Ornithopter"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr404_2_alms_exiles_the_top_card_of_the_graveyard(ruleset: str) -> None:
    """Alms: "{1}, Exile the top card of your graveyard: Prevent the next 1 damage that would
    be dealt to target creature this turn." An empty graveyard can't pay; with Shock then
    Lightning Bolt put into it, Lightning Bolt (on top) is exiled and Shock stays."""
    t = Table(ruleset)
    alms = t.put("Alms", t.alice)
    t.lands("Plains", t.alice, 1)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    ability = ActivateAbility(alms, 0, (bears,))
    assert "graveyard" in _refused(t, ability, PAY[ruleset])
    t.put("Shock", t.alice, "graveyard")
    t.put("Lightning Bolt", t.alice, "graveyard")
    t.act(ability)
    assert t.zone_of(t.alice, Zone.EXILE) == ["Lightning Bolt"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Shock"]
