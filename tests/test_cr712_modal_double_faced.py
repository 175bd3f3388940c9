"""CR 712: modal double-faced cards, played with real cards (both faces as MTGJSON lists
them) under both rulesets (printed after 2011: both editions cite today's rules). The card
is cast as its front face, or its land back face is played; the permanent has the face
cast or played (CR 712.8), and the card anywhere else its front face (CR 712.8a)."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, PlayLand
from mtgrules.objects import CardType, Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import RULESETS, Table
from tests.multi_face_cards import database, put

ZOF = "Zof Consumption // Zof Bloodbog"
AKOUM = "Akoum Warrior // Akoum Teeth"


def test_cr712_both_faces_compile_and_render_back() -> None:
    """Zof Consumption and Zof Bloodbog each render back to their Oracle text."""
    compiled = database().compiled(ZOF)
    assert compiled.supported, compiled.reason
    assert compiled.rendered() == [
        "Each opponent loses 4 life and you gain 4 life.",
        "Zof Bloodbog enters tapped.",
        "{T}: Add {B}.",
    ]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr712_8a_in_the_hand_it_is_its_front_face(ruleset: str) -> None:
    """Zof Consumption in the hand is a sorcery, not a land: playing it as a land without
    choosing its land face is refused (CR 305.1) and the game is left as it was."""
    t = Table(ruleset)
    card = put(t, ZOF, t.alice)
    obj = t.game.state.objects[card]
    assert (obj.name, obj.types) == ("Zof Consumption", frozenset({CardType.SORCERY}))
    t.main_phase()
    assert PlayLand(card, face="back face") in t.game.legal_actions()
    assert PlayLand(card) not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(PlayLand(card))
    assert error.value.rule == "305.1"
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr712_8_the_front_face_cast(ruleset: str) -> None:
    """Zof Consumption cast: Bob loses 4 life and Alice gains 4."""
    t = Table(ruleset)
    t.lands("Swamp", 6)
    card = put(t, ZOF, t.alice)
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    t.resolve()
    assert (t.game.state.life_of(t.alice), t.game.state.life_of(t.bob)) == (24, 16)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr712_8_the_land_back_face_played_enters_as_that_face(ruleset: str) -> None:
    """Zof Bloodbog played: a land named Zof Bloodbog, tapped ("enters tapped"); untapped
    later it adds {B}. It counts as the land played this turn."""
    t = Table(ruleset)
    card = put(t, ZOF, t.alice)
    t.main_phase()
    t.game.apply(PlayLand(card, face="back face"))
    land = next(o for o in t.game.state.battlefield() if o.owner == t.alice)
    assert (land.name, land.types, land.tapped) == (
        "Zof Bloodbog",
        frozenset({CardType.LAND}),
        True,
    )
    assert t.game.state.lands_played == 1
    land.tapped = False
    t.game.apply(ActivateAbility(land.id, 0))
    assert t.game.state.mana[t.alice].get("B") == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr712_8a_the_land_face_leaves_as_its_front_face(ruleset: str) -> None:
    """Akoum Teeth played, then put into the graveyard: the card there is Akoum Warrior, a
    4/5 creature card (its front face)."""
    t = Table(ruleset)
    card = put(t, AKOUM, t.alice)
    t.main_phase()
    t.game.apply(PlayLand(card, face="back face"))
    land = next(o for o in t.game.state.battlefield() if o.owner == t.alice)
    assert land.name == "Akoum Teeth"
    t.game.move_to_zone(land.id, "graveyard")
    dead = next(o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD)
    assert (dead.name, dead.power, dead.toughness) == ("Akoum Warrior", 4, 5)
    assert dead.is_creature and CardType.LAND not in dead.types


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr712_a_card_without_a_land_face_has_none_to_play(ruleset: str) -> None:
    """PlayLand with face "back face" for a split card is refused, nothing changed."""
    t = Table(ruleset)
    card = put(t, "Fire // Ice", t.alice)
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(PlayLand(card, face="back face"))
    assert t.game.state == before
