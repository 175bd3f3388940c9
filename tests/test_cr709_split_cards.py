"""CR 709 (2011: 708): split cards, played with real cards (both halves as MTGJSON lists
them) under both rulesets: the player chooses a half to cast (CR 709.3), the spell has only
that half's characteristics on the stack (709.3b), and the card has both halves' combined
everywhere else (709.4: its mana value is the sum)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.objects import CardType, Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import RULESETS, Table, in_hand
from tests.multi_face_cards import database, put

FIRE_ICE = "Fire // Ice"
ASSAULT_BATTERY = "Assault // Battery"


def test_cr709_each_half_compiles_and_renders_back() -> None:
    """Fire // Ice: each half compiles and renders back to its Oracle text; the card's
    definition has both halves as parts and their combined mana cost."""
    compiled = database().compiled(FIRE_ICE)
    assert compiled.supported, compiled.reason
    assert compiled.rendered() == [
        "Fire deals 2 damage divided as you choose among one or two targets.",
        "Tap target permanent.",
        "Draw a card.",
    ]
    card = compiled.definition()
    assert [part.name for part in card.parts] == ["Fire", "Ice"]
    assert (card.name, str(card.mana_cost)) == ("Fire // Ice", "{2}{R}{U}")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr709_4_in_the_hand_a_split_card_has_both_halves_combined(ruleset: str) -> None:
    """Assault // Battery in Alice's hand: both names, mana cost {3}{R}{G} (mana value 5),
    red and green, a sorcery."""
    t = Table(ruleset)
    card = t.game.state.objects[put(t, ASSAULT_BATTERY, t.alice)]
    assert card.name == "Assault // Battery"
    assert (card.mana_cost is not None and card.mana_cost.mana_value) == 5
    assert card.colors == frozenset({"red", "green"})
    assert card.types == frozenset({CardType.SORCERY})


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr709_3_a_half_must_be_chosen(ruleset: str) -> None:
    """Casting Assault // Battery without choosing a half is refused (CR 709.3; 2011:
    708.3) and the game is left as it was; legal actions offer each half, not the whole."""
    t = Table(ruleset)
    t.lands("Mountain", 1)
    t.lands("Forest", 4)
    card = put(t, ASSAULT_BATTERY, t.alice)
    t.main_phase()
    offered = {a.how for a in t.game.legal_actions() if isinstance(a, CastSpell)}
    assert offered == {"first half", "second half"}
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(card, (t.bob,)))
    assert error.value.rule == ("708.3" if ruleset == "cr2011" else "709.3")
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr709_3b_assault_on_the_stack_is_only_assault(ruleset: str) -> None:
    """Assault ({R}) cast: on the stack it is the red sorcery Assault of mana value 1; it
    deals 2 damage to Bob, and the card in the graveyard is Assault // Battery again."""
    t = Table(ruleset)
    t.lands("Mountain", 1)
    card = put(t, ASSAULT_BATTERY, t.alice)
    t.main_phase()
    t.game.apply(CastSpell(card, (t.bob,), how="first half"))
    spell = t.game.state.objects[t.game.state.stack[-1].id]
    assert (spell.name, str(spell.mana_cost), spell.colors) == (
        "Assault",
        "{R}",
        frozenset({"red"}),
    )
    t.resolve()
    assert t.game.state.life_of(t.bob) == 18
    card_after = next(o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD)
    assert (card_after.name, str(card_after.mana_cost)) == ("Assault // Battery", "{3}{R}{G}")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr709_3a_battery_costs_its_own_mana_cost(ruleset: str) -> None:
    """Battery ({3}{G}) can't be cast with one Mountain (refused, nothing changed); with
    four Forests it creates a 3/3 green Elephant token."""
    t = Table(ruleset)
    t.lands("Mountain", 1)
    card = put(t, ASSAULT_BATTERY, t.alice)
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(card, (), how="second half"))
    assert t.game.state == before
    t.lands("Forest", 4)
    t.game.apply(CastSpell(card, (), how="second half"))
    t.resolve()
    tokens = [o for o in t.game.state.battlefield() if o.token]
    assert [(o.name, o.power, o.toughness) for o in tokens] == [("Elephant Token", 3, 3)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr709_3_ice_taps_a_permanent_and_draws(ruleset: str) -> None:
    """Ice ({1}{U}) at instant speed: taps Bob's Grizzly Bears and Alice draws a card; Fire
    ({1}{R}) deals 2 damage to Bob."""
    t = Table(ruleset)
    t.lands("Island", 2)
    t.lands("Mountain", 2)
    t.put("Plains", t.alice, "library")
    bears = t.put("Grizzly Bears", t.bob)
    ice = put(t, FIRE_ICE, t.alice)
    fire = put(t, FIRE_ICE, t.alice)
    t.main_phase()
    t.game.apply(CastSpell(ice, (bears,), how="second half"))
    t.resolve()
    assert t.game.state.objects[bears].tapped
    assert in_hand(t) == 2  # the other Fire // Ice and the Plains drawn
    t.game.apply(CastSpell(fire, (t.bob, t.bob), how="first half"))  # 2 points
    t.resolve()
    assert t.game.state.life_of(t.bob) == 18
