"""Sacrifice costs naming several permanents of a subtype (CR 602.2b; a cost can't be paid
without the resources to pay it fully, CR 118.3 / 2011 117.3, no partial payment, 601.2h /
2011 601.2g): "Sacrifice two Foods", "Sacrifice two Blood tokens". Real cards, both rulesets;
the tokens are made by real cards too."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.objects import Zone
from tests.activation_play import refused
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


@pytest.mark.parametrize(
    "line",
    [
        "Sacrifice two Foods: Draw a card.",
        "Sacrifice three Foods: Return ~ from your graveyard to the battlefield.",
        "Sacrifice two Treasures: Return ~ from your graveyard to your hand.",
        "Sacrifice two Saprolings: You gain 2 life and draw a card.",
        "{B}, Sacrifice two Blood tokens: Return ~ from your graveyard to the battlefield.",
    ],
)
def test_cr602_2b_plural_sacrifice_costs_round_trip(line: str) -> None:
    round_trip(line)


def _cast_and_resolve(t: Table, name: str) -> None:
    """Alice casts ``name`` from her hand; it and its enters trigger resolve."""
    card = t.put(name, t.alice, "hand")
    t.act(CastSpell(card))
    while t.game.state.stack:
        t.resolve()


def _tokens(t: Table, subtype: str) -> list[int]:
    return [
        o.id
        for o in t.game.state.objects.values()
        if o.token and o.zone is Zone.BATTLEFIELD and subtype in o.subtypes
    ]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_3_savvy_hunter_needs_two_foods(ruleset: str) -> None:
    """Savvy Hunter: "Sacrifice two Foods: Draw a card." With the one Food of a Hot Dog Cart
    the cost is refused, the Food kept; with a second Food both are sacrificed and Alice
    draws."""
    t = Table(ruleset)
    hunter = t.put("Savvy Hunter", t.alice)
    t.lands("Plains", t.alice, 6)
    t.put("Island", t.alice, "library")
    t.begin()
    _cast_and_resolve(t, "Hot Dog Cart")
    assert len(_tokens(t, "Food")) == 1
    assert "food" in refused(t, ActivateAbility(hunter, 0), PAY[ruleset]).lower()
    _cast_and_resolve(t, "Hot Dog Cart")
    assert len(_tokens(t, "Food")) == 2
    t.act(ActivateAbility(hunter, 0))
    assert _tokens(t, "Food") == []  # CR 111.7: sacrificed tokens cease to exist
    t.resolve()
    assert t.zone_of(t.alice, Zone.HAND) == ["Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr118_3_falkenrath_forebear_returns_for_two_blood_tokens(ruleset: str) -> None:
    """Falkenrath Forebear, in Alice's graveyard: "{B}, Sacrifice two Blood tokens: Return ~
    from your graveyard to the battlefield." Blood Servitors make the Blood tokens; a Blood
    Servitor itself (no token) can't pay."""
    t = Table(ruleset)
    forebear = t.put("Falkenrath Forebear", t.alice, "graveyard")
    t.lands("Swamp", t.alice, 7)
    t.begin()
    _cast_and_resolve(t, "Blood Servitor")
    assert "blood" in refused(t, ActivateAbility(forebear, 0), PAY[ruleset]).lower()
    _cast_and_resolve(t, "Blood Servitor")
    assert len(_tokens(t, "Blood")) == 2
    t.act(ActivateAbility(forebear, 0))
    assert _tokens(t, "Blood") == []
    t.resolve()
    assert "Falkenrath Forebear" in [
        o.name for o in t.game.state.objects.values() if o.zone is Zone.BATTLEFIELD
    ]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []
