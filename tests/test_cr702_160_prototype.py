"""CR 702.160 and 718: prototype cards, played with real bundled cards under both rulesets
(prototype was printed after 2011; both editions play it with today's rule numbers)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import GameObject
from tests.card_table import RULESETS, Table


def _cast(t: Table, name: str, how: str = "") -> GameObject:
    """Alice casts ``name`` from her hand (prototyped with ``how``) and it resolves."""
    card = t.put(name, t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(card, (), how=how))
    t.resolve()
    found = [o for o in t.game.state.battlefield() if o.name == name]
    assert len(found) == 1, found
    return found[0]


def test_cr702_160a_prototype_line_compiles_and_renders_back() -> None:
    """Boulderbranch Golem: "Prototype {3}{G} — 3/3" renders back; the card keeps its
    printed {7} 6/5 and its enters trigger."""
    compiled = bundled_database().compiled("Boulderbranch Golem")
    assert compiled.supported, compiled.reason
    card = compiled.definition()
    assert compiled.rendered()[0] == "Prototype {3}{G} — 3/3"
    assert (str(card.mana_cost), card.power, card.toughness) == ("{7}", 6, 5)
    assert len(card.triggers) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr718_3b_prototyped_golem_is_a_green_3_3_and_gains_3(ruleset: str) -> None:
    """Boulderbranch Golem cast prototyped for {3}{G} is a green 3/3 with mana cost {3}{G};
    "When this creature enters, you gain life equal to its power." gains Alice 3."""
    t = Table(ruleset)
    t.lands("Forest", 4)
    golem = _cast(t, "Boulderbranch Golem", how="prototype")
    assert (golem.power, golem.toughness, str(golem.mana_cost)) == (3, 3, "{3}{G}")
    assert golem.colors == frozenset({"green"})
    t.resolve()
    assert t.game.state.life_of(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr718_4_cast_normally_it_is_the_printed_6_5(ruleset: str) -> None:
    """Cast for its mana cost {7}, Boulderbranch Golem is a colorless 6/5: Alice gains 6."""
    t = Table(ruleset)
    t.lands("Forest", 7)
    golem = _cast(t, "Boulderbranch Golem")
    assert (golem.power, golem.toughness, golem.colors) == (6, 5, frozenset())
    t.resolve()
    assert t.game.state.life_of(t.alice) == 26


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr718_4_a_prototyped_permanent_elsewhere_is_printed_again(ruleset: str) -> None:
    """CR 718.4, 400.7: Goring Warplow cast prototyped is a 1/1 with deathtouch; put into
    Alice's graveyard, the card is the printed {6} 5/4."""
    t = Table(ruleset)
    t.lands("Swamp", 2)
    warplow = _cast(t, "Goring Warplow", how="prototype")
    assert (warplow.power, warplow.toughness) == (1, 1) and warplow.has(Keyword.DEATHTOUCH)
    t.game.move_to_zone(warplow.id, "graveyard")
    card = next(o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD)
    assert (card.power, card.toughness, str(card.mana_cost)) == (5, 4, "{6}")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2f_prototype_cost_must_be_paid(ruleset: str) -> None:
    """With three Forests, Boulderbranch Golem can't be cast prototyped ({3}{G}); the game is
    left as it was."""
    t = Table(ruleset)
    t.lands("Forest", 3)
    card = t.put("Boulderbranch Golem", t.alice, "hand")
    t.main_phase()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(card, (), how="prototype"))
    assert t.game.state.objects[card].zone is Zone.HAND
    assert not t.game.state.stack


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr718_3b_prototyped_double_strike_deals_its_prototype_power(ruleset: str) -> None:
    """Combat Thresher cast prototyped ({2}{W}) is a 1/1 with double strike; it keeps its
    enters trigger (Alice draws a card)."""
    t = Table(ruleset)
    t.lands("Plains", 3)
    t.put("Plains", t.alice, "library")
    thresher = _cast(t, "Combat Thresher", how="prototype")
    assert (thresher.power, thresher.toughness) == (1, 1)
    assert thresher.has(Keyword.DOUBLE_STRIKE)
    t.resolve()
    hand = [o for o in t.game.state.objects.values() if o.zone is Zone.HAND]
    assert [o.name for o in hand] == ["Plains"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr718_3c_copies_of_a_prototyped_permanent_are_prototyped(ruleset: str) -> None:
    """Skitterbeam Battalion cast prototyped ({3}{R}{R}): "When this creature enters, if you
    cast it, create two tokens that are copies of it." The copies copy its prototype
    characteristics (its copiable values): red 2/2s with trample and haste."""
    t = Table(ruleset)
    t.lands("Mountain", 5)
    _cast(t, "Skitterbeam Battalion", how="prototype")
    t.resolve()
    tokens = [o for o in t.game.state.battlefield() if o.token]
    assert len(tokens) == 2
    for token in tokens:
        assert (token.name, token.power, token.toughness) == ("Skitterbeam Battalion", 2, 2)
        assert token.colors == frozenset({"red"}) and token.has(Keyword.TRAMPLE)
