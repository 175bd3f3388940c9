"""Triggered abilities that return their own card from the graveyard function only in the
graveyard (CR 113.6k; 2011: 112.6k): they trigger while the card is there, and not while it is
a permanent on the battlefield. Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PlayLand
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_bloodghast_returns_when_a_land_enters(ruleset: str) -> None:
    """Bloodghast is in Alice's graveyard; she plays a Swamp: its ability triggers from the
    graveyard and she returns it to the battlefield."""
    t = Table(ruleset)
    t.begin()
    t.put("Bloodghast", t.alice, "graveyard")
    swamp = t.put("Swamp", t.alice, "hand")
    t.act(PlayLand(swamp))
    assert [item.text for item in t.game.state.stack] == [
        "Whenever a land you control enters, you may return Bloodghast from your graveyard "
        "to the battlefield."
    ]
    t.resolve(True)
    assert t.zone_of(t.alice, Zone.BATTLEFIELD) == ["Bloodghast", "Swamp"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_bloodghast_may_stay(ruleset: str) -> None:
    t = Table(ruleset)
    t.begin()
    t.put("Bloodghast", t.alice, "graveyard")
    t.act(PlayLand(t.put("Swamp", t.alice, "hand")))
    t.resolve(False)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Bloodghast"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_on_the_battlefield_it_doesnt_trigger(ruleset: str) -> None:
    """Bloodghast on the battlefield: a land entering triggers nothing."""
    t = Table(ruleset)
    t.begin()
    t.put("Bloodghast", t.alice)
    t.act(PlayLand(t.put("Swamp", t.alice, "hand")))
    assert t.game.state.stack == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_bobs_land_doesnt_trigger_alices_bloodghast(ruleset: str) -> None:
    """ "A land you control": Bob's land isn't Alice's."""
    t = Table(ruleset)
    t.game.begin("precombat main", active=t.bob)
    t.put("Bloodghast", t.alice, "graveyard")
    t.act(PlayLand(t.put("Swamp", t.bob, "hand")))
    assert t.game.state.stack == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_aurora_eidolon_returns_to_hand_on_a_multicolored_spell(ruleset: str) -> None:
    """Lightning Helix (red and white) cast: Aurora Eidolon returns from the graveyard to
    Alice's hand; Helix still deals 3 to Bob."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.lands("Plains", t.alice, 1)
    t.begin()
    t.put("Aurora Eidolon", t.alice, "graveyard")
    helix = t.put("Lightning Helix", t.alice, "hand")
    t.act(CastSpell(helix, (t.bob,)))
    t.resolve(True)  # the Eidolon's trigger, on top
    assert t.zone_of(t.alice, Zone.HAND) == ["Aurora Eidolon"]
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (23, 17)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_poxwalkers_return_tapped_when_a_spell_is_cast_from_the_graveyard(
    ruleset: str,
) -> None:
    """Firebolt cast with flashback (from the graveyard, not the hand): Poxwalkers returns
    from Alice's graveyard to the battlefield tapped."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    t.begin()
    t.put("Poxwalkers", t.alice, "graveyard")
    firebolt = t.put("Firebolt", t.alice, "graveyard")
    t.act(CastSpell(firebolt, (t.bob,), how="flashback"))
    t.resolve()  # Poxwalkers' trigger
    (poxwalkers,) = [o for o in t.game.state.battlefield() if o.name == "Poxwalkers"]
    assert poxwalkers.tapped
    t.resolve()
    assert t.game.life(t.bob) == 18


def _to_end_step(t: Table) -> None:
    """Play on (passing, no attackers) until something is on the stack in the end step."""
    game = t.game
    while not game.state.stack:
        step = game.state.step
        assert step is None or step.name.lower() != "cleanup", "nothing triggered"
        game.apply(game.legal_actions()[0])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr113_6k_silversmote_ghoul_returns_at_the_end_step_after_life_gain(
    ruleset: str,
) -> None:
    """Silversmote Ghoul (in the graveyard): Alice gained 3 life this turn, so at the beginning
    of her end step it returns to the battlefield tapped (an intervening if, CR 603.4)."""
    t = Table(ruleset)
    t.begin()
    t.put("Silversmote Ghoul", t.alice, "graveyard")
    t.game.gain_life(t.alice, 3)
    _to_end_step(t)
    t.resolve()
    (ghoul,) = [o for o in t.game.state.battlefield() if o.name == "Silversmote Ghoul"]
    assert ghoul.tapped


def test_cr113_6k_a_trigger_about_the_card_itself_works_from_the_battlefield() -> None:
    """ "When ~ dies, return ~ from your graveyard to your hand": the event happens on the
    battlefield, not in the graveyard; the ability triggers there and finds the card it
    became in the graveyard (CR 400.7d; test_cr400_7_dies_return)."""
    ability = parse_line("When ~ dies, return ~ from your graveyard to your hand.")
    assert missing(ability) is None


@pytest.mark.parametrize(
    "line",
    [
        "Whenever a land you control enters, you may return ~ from your graveyard to the "
        "battlefield.",
        "Whenever you cast a multicolored spell, you may return ~ from your graveyard to your "
        "hand.",
        "Whenever you cast a spell from anywhere other than your hand, return ~ from your "
        "graveyard to the battlefield tapped.",
        "{2}{G}: Return ~ from your graveyard to the battlefield tapped.",
    ],
)
def test_cr113_6k_graveyard_trigger_round_trip(line: str) -> None:
    round_trip(line)
