"""Mandatory additional costs to cast a spell (CR 601.2b: announced; CR 601.2f, 2011 601.2e:
part of the total cost; CR 601.2h, 2011 601.2g: paid in full, or the spell isn't cast) and
the amounts that name what was sacrificed (CR 608.2h: the creature as it last existed on the
battlefield). Real cards under both rulesets; an unpayable cost is refused with the rule and
the game is left exactly as it was."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

PAY = {"cr2011": "601.2g", "current": "601.2h"}


def _refused(t: Table, action: CastSpell, rule: str) -> str:
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
        "As an additional cost to cast ~, sacrifice a creature.",
        "As an additional cost to cast ~, sacrifice a Goblin.",
        "As an additional cost to cast ~, sacrifice an artifact or creature.",
        "As an additional cost to cast ~, discard a card.",
        "As an additional cost to cast ~, discard a card at random.",
        "As an additional cost to cast ~, pay 2 life.",
        "As an additional cost to cast ~, discard a card or pay {5}.",
        "As an additional cost to cast ~, pay 5 life or sacrifice a creature or enchantment.",
        "As an additional cost to cast ~, sacrifice a creature or discard a card.",
        "~ deals damage equal to the sacrificed creature's power to any target.",
        "You gain life equal to the sacrificed creature's toughness.",
    ],
)
def test_cr601_2b_additional_cost_templates_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_fling_deals_the_sacrificed_creatures_last_known_power(ruleset: str) -> None:
    """Fling: "As an additional cost to cast this spell, sacrifice a creature. Fling deals
    damage equal to the sacrificed creature's power to any target." Alice chooses Hill Giant
    (3/3, 4/4 with Glorious Anthem) among her creatures; it is in her graveyard as soon as
    Fling is cast, and Fling deals the 4 it had on the battlefield."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.put("Glorious Anthem", t.alice)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    fling = t.put("Fling", t.alice, "hand")
    t.begin()
    cast = CastSpell(fling, (t.bob,))
    assert cast in t.game.legal_actions()
    t.game.apply(cast)
    asked = t.asked()
    assert asked.kind == "sacrifice" and set(asked.options) == {(giant,), (bears,)}
    assert asked.rule == PAY[ruleset]
    t.game.apply(Choose((giant,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Hill Giant"]
    assert bears in t.game.state.objects
    t.resolve()
    assert t.game.state.life_of(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_no_creature_to_sacrifice_fling_cant_be_cast(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    fling = t.put("Fling", t.alice, "hand")
    t.begin()
    assert "creature" in _refused(t, CastSpell(fling, (t.bob,)), PAY[ruleset])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_goblin_grenade_needs_a_goblin(ruleset: str) -> None:
    """Goblin Grenade: "sacrifice a Goblin": Grizzly Bears won't do; Raging Goblin will,
    and is sacrificed without asking (the only choice)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.put("Grizzly Bears", t.alice)
    grenade = t.put("Goblin Grenade", t.alice, "hand")
    t.begin()
    _refused(t, CastSpell(grenade, (t.bob,)), PAY[ruleset])
    t.put("Raging Goblin", t.alice)
    t.act(CastSpell(grenade, (t.bob,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Raging Goblin"]
    t.resolve()
    assert t.game.state.life_of(t.bob) == 15
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Goblin Grenade", "Raging Goblin"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_improvised_club_sacrifices_an_artifact_or_a_creature(ruleset: str) -> None:
    """Improvised Club: "sacrifice an artifact or creature": both kinds are offered; lands
    aren't."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    bears = t.put("Grizzly Bears", t.alice)
    bonesplitter = t.put("Bonesplitter", t.alice)
    victim = t.put("Hill Giant", t.bob)
    club = t.put("Improvised Club", t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(club, (victim,)))
    assert set(t.asked().options) == {(bears,), (bonesplitter,)}
    t.game.apply(Choose((bonesplitter,)))
    t.resolve()
    assert victim not in t.game.state.objects
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Bonesplitter", "Improvised Club"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_sonic_burst_discards_at_random_and_needs_a_card(ruleset: str) -> None:
    """Sonic Burst: "discard a card at random": with an empty hand it can't be cast; with
    one card, that card is discarded."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    burst = t.put("Sonic Burst", t.alice, "hand")
    t.begin()
    assert "card" in _refused(t, CastSpell(burst, (t.bob,)), PAY[ruleset])
    t.put("Shock", t.alice, "hand")
    t.act(CastSpell(burst, (t.bob,)))
    assert t.zone_of(t.alice, Zone.HAND) == []
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Shock"]
    t.resolve()
    assert t.game.state.life_of(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_worthy_cause_gains_the_sacrificed_creatures_toughness(ruleset: str) -> None:
    """Worthy Cause: "sacrifice a creature ... You gain life equal to the sacrificed
    creature's toughness." Hill Giant's toughness 3."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    t.put("Hill Giant", t.alice)
    cause = t.put("Worthy Cause", t.alice, "hand")
    t.begin()
    t.act(CastSpell(cause, ()))
    t.resolve()
    assert t.game.state.life_of(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_the_card_itself_is_not_a_card_to_discard(ruleset: str) -> None:
    """Lesser Masticore ("As an additional cost to cast this spell, discard a card."): the
    card being cast is on the stack when the cost is paid (CR 601.2a), so it can't pay for
    itself; another card in hand can."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 4)
    masticore = t.put("Lesser Masticore", t.alice, "hand")
    t.begin()
    _refused(t, CastSpell(masticore, ()), PAY[ruleset])
    t.put("Shock", t.alice, "hand")
    t.act(CastSpell(masticore, ()))
    t.resolve()
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Shock"]
    assert "Lesser Masticore" in [o.name for o in t.game.state.battlefield()]


def test_cr601_2b_cards_with_additional_costs_are_supported() -> None:
    for name in ("Fling", "Goblin Grenade", "Improvised Club", "Sonic Burst", "Worthy Cause"):
        assert bundled_database().compiled(name).supported, name


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2b_lightning_axe_announces_which_cost_it_pays(ruleset: str) -> None:
    """Lightning Axe ({R}, "discard a card or pay {5}"): with a card in hand and six
    Mountains, Alice announces how she pays (CR 601.2b); paying {5} taps all six Mountains
    and keeps her card."""
    t = Table(ruleset)
    mountains = t.lands("Mountain", t.alice, 6)
    t.put("Shock", t.alice, "hand")
    axe = t.put("Lightning Axe", t.alice, "hand")
    victim = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.apply(CastSpell(axe, (victim,)))
    asked = t.asked()
    assert asked.kind == "additional cost" and asked.rule == "601.2b"
    assert asked.options == ((("extra", "Discard a card"),), (("mana", "{5}"),))
    t.game.apply(Choose((("mana", "{5}"),)))
    assert all(t.game.state.objects[m].tapped for m in mountains)
    assert t.zone_of(t.alice, Zone.HAND) == ["Shock"]
    t.resolve()
    assert victim not in t.game.state.objects


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_lightning_axe_with_one_way_to_pay_and_with_none(ruleset: str) -> None:
    """With one Mountain and a card in hand only the discard can be paid: it is taken
    without asking. With one Mountain and no other card, neither can: refused."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    axe = t.put("Lightning Axe", t.alice, "hand")
    victim = t.put("Hill Giant", t.bob)
    t.begin()
    _refused(t, CastSpell(axe, (victim,)), PAY[ruleset])
    t.put("Shock", t.alice, "hand")
    t.act(CastSpell(axe, (victim,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Shock"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_final_payment_pays_life_or_sacrifices(ruleset: str) -> None:
    """Final Payment ("pay 5 life or sacrifice a creature or enchantment"): at 4 life with
    no creature or enchantment it can't be cast; with Grizzly Bears the sacrifice is the
    only way."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 1)
    t.lands("Swamp", t.alice, 1)
    payment = t.put("Final Payment", t.alice, "hand")
    victim = t.put("Hill Giant", t.bob)
    t.game.set_life(t.alice, 4)
    t.begin()
    _refused(t, CastSpell(payment, (victim,)), PAY[ruleset])
    t.put("Grizzly Bears", t.alice)
    t.act(CastSpell(payment, (victim,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.game.state.life_of(t.alice) == 4


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_bloodshot_cyclops_uses_the_sacrificed_creatures_power(ruleset: str) -> None:
    """Bloodshot Cyclops: "{T}, Sacrifice a creature: deals damage equal to the sacrificed
    creature's power to any target." (an activation cost, CR 602.2b): Hill Giant's 3."""
    t = Table(ruleset)
    cyclops = t.put("Bloodshot Cyclops", t.alice)
    giant = t.put("Hill Giant", t.alice)
    t.begin()
    t.game.state.objects[cyclops].since_turn = 0  # not summoning sick (CR 302.6)
    t.game.apply(ActivateAbility(cyclops, 0, (t.bob,)))
    t.game.apply(Choose((giant,)))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Hill Giant"]
    t.resolve()
    assert t.game.state.life_of(t.bob) == 17
