"""CR 715: adventurer cards, played with real cards (every face as MTGJSON lists it) under
both rulesets. Adventures were printed after 2011: both editions play them by today's rules
and cite today's numbers."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.objects import CardType, Zone
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId, GameObject
from tests.card_table import RULESETS, Table, in_hand
from tests.multi_face_cards import database, put

KNIGHT = "Foulmire Knight // Profane Insight"
SWORDMASTER = "Smitten Swordmaster // Curry Favor"


def _exiled(t: Table) -> GameObject:
    found = [o for o in t.game.state.objects.values() if o.zone is Zone.EXILE]
    assert len(found) == 1, found
    return found[0]


def _on_adventure(t: Table, name: str = KNIGHT) -> EntityId:
    """Alice casts ``name`` as its Adventure, and it resolves."""
    card = put(t, name, t.alice)
    t.main_phase()
    t.game.apply(CastSpell(card, (), how="adventure"))
    t.resolve()
    return _exiled(t).id


def test_cr715_2_both_faces_compile_and_render_back() -> None:
    """Foulmire Knight // Profane Insight: the creature and its Adventure each compile and
    render back to their Oracle text; the card is the creature, with the Adventure as its
    second part."""
    compiled = database().compiled(KNIGHT)
    assert compiled.supported, compiled.reason
    assert compiled.rendered() == ["Deathtouch", "You draw a card and you lose 1 life."]
    card = compiled.definition()
    assert (card.name, card.power, str(card.mana_cost)) == ("Foulmire Knight", 1, "{B}")
    assert [part.name for part in card.parts] == ["Foulmire Knight", "Profane Insight"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr715_3b_on_the_stack_an_adventure_has_only_its_alternative_characteristics(
    ruleset: str,
) -> None:
    """Cast as an Adventure, Foulmire Knight is the instant Profane Insight ({2}{B}) on the
    stack: no creature, no power; in the hand it was the 1/1 creature."""
    t = Table(ruleset)
    t.lands("Swamp", 3)
    card = put(t, KNIGHT, t.alice)
    in_hand_card = t.game.state.objects[card]
    assert (in_hand_card.name, in_hand_card.is_creature) == ("Foulmire Knight", True)
    t.main_phase()
    assert CastSpell(card, (), how="adventure") in t.game.legal_actions()
    t.game.apply(CastSpell(card, (), how="adventure"))
    spell = t.game.state.objects[t.game.state.stack[-1].id]
    assert (spell.name, spell.types, spell.power) == (
        "Profane Insight",
        frozenset({CardType.INSTANT}),
        None,
    )
    assert (str(spell.mana_cost), spell.colors) == ("{2}{B}", frozenset({"black"}))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr715_3d_a_resolved_adventure_is_exiled_and_its_creature_cast_later(
    ruleset: str,
) -> None:
    """Profane Insight resolves: Alice draws a card and loses 1 life, and the card is exiled
    (not put into her graveyard) as Foulmire Knight; she casts the Knight from exile and it
    enters the battlefield as the 1/1 deathtouch creature."""
    t = Table(ruleset)
    t.lands("Swamp", 4)
    t.put("Plains", t.alice, "library")
    exiled = _on_adventure(t)
    assert t.game.state.life_of(t.alice) == 19 and in_hand(t) == 1
    assert t.game.state.objects[exiled].name == "Foulmire Knight"
    assert not [o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]
    assert CastSpell(exiled, ()) in t.game.legal_actions()
    t.game.apply(CastSpell(exiled, ()))
    t.resolve()
    knight = next(o for o in t.game.state.battlefield() if o.name == "Foulmire Knight")
    assert (knight.power, knight.toughness, knight.is_creature) == (1, 1, True)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr715_3d_not_again_as_an_adventure_from_exile(ruleset: str) -> None:
    """The exiled Foulmire Knight can't be cast as its Adventure again: refused, naming rule
    715.3d, and the game is left as it was."""
    t = Table(ruleset)
    t.lands("Swamp", 6)
    t.put("Plains", t.alice, "library")
    exiled = _on_adventure(t)
    assert CastSpell(exiled, (), how="adventure") not in t.game.legal_actions()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(exiled, (), how="adventure"))
    assert error.value.rule == "715.3d"
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr715_3d_only_its_controller_may_cast_it_from_exile(ruleset: str) -> None:
    """Bob can't cast Alice's exiled Foulmire Knight; the game is left as it was."""
    t = Table(ruleset)
    t.lands("Swamp", 4)
    t.put("Plains", t.alice, "library")
    exiled = _on_adventure(t)
    for _ in range(2):
        t.put("Swamp", t.bob)
    t.game.apply(PassPriority())  # Bob has priority
    assert t.game.state.priority == t.bob
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(exiled, ()))
    assert error.value.rule == "601.2a"  # not a card Bob may cast
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr715_3_cast_normally_the_creature_goes_to_the_graveyard_when_it_dies(
    ruleset: str,
) -> None:
    """Smitten Swordmaster cast normally is a 2/1 lifelink Knight; put into the graveyard
    it is a card in the graveyard, not exiled, with no permission to cast it."""
    t = Table(ruleset)
    t.lands("Swamp", 2)
    card = put(t, SWORDMASTER, t.alice)
    t.main_phase()
    t.game.apply(CastSpell(card, ()))
    t.resolve()
    swordmaster = next(o for o in t.game.state.battlefield() if o.is_creature)
    assert (swordmaster.name, swordmaster.power, swordmaster.toughness) == (
        "Smitten Swordmaster",
        2,
        1,
    )
    t.game.move_to_zone(swordmaster.id, "graveyard")
    dead = next(o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD)
    assert dead.name == "Smitten Swordmaster"
    assert not any(isinstance(a, CastSpell) and a.card == dead.id for a in t.game.legal_actions())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr715_3a_curry_favor_counts_the_knights_alice_controls(ruleset: str) -> None:
    """Curry Favor ({B}): "You gain X life and each opponent loses X life, where X is the
    number of Knights you control." With Foulmire Knight on the battlefield X is 1."""
    t = Table(ruleset)
    t.lands("Swamp", 1)
    put(t, KNIGHT, t.alice, "battlefield")
    exiled = _on_adventure(t, SWORDMASTER)
    assert t.game.state.life_of(t.alice) == 21 and t.game.state.life_of(t.bob) == 19
    assert t.game.state.objects[exiled].name == "Smitten Swordmaster"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr715_3d_a_countered_adventure_goes_to_the_graveyard(ruleset: str) -> None:
    """Bob counters Profane Insight with Counterspell: it didn't resolve, so the card goes to
    Alice's graveyard as Foulmire Knight, not into exile, and she can't cast it from there."""
    t = Table(ruleset)
    t.lands("Swamp", 3)
    for _ in range(2):
        t.put("Island", t.bob)
    counterspell = t.put("Counterspell", t.bob, "hand")
    card = put(t, KNIGHT, t.alice)
    t.main_phase()
    t.game.apply(CastSpell(card, (), how="adventure"))
    adventure = t.game.state.stack[-1].id
    t.game.apply(PassPriority())  # Bob has priority
    t.game.apply(CastSpell(counterspell, (adventure,)))
    t.resolve()
    assert t.game.state.life_of(t.alice) == 20  # Profane Insight did nothing
    graveyard = {o.name: o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD}
    assert set(graveyard) == {"Foulmire Knight", "Counterspell"}
    assert not [o for o in t.game.state.objects.values() if o.zone is Zone.EXILE]
    knight = graveyard["Foulmire Knight"]
    assert not any(isinstance(a, CastSpell) and a.card == knight.id for a in t.game.legal_actions())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr715_3a_an_instant_adventure_is_cast_when_an_instant_could_be(ruleset: str) -> None:
    """On Bob's turn Alice may cast Profane Insight (an instant Adventure) but not Foulmire
    Knight (a creature): only the Adventure is offered, and the creature is refused."""
    t = Table(ruleset)
    t.lands("Swamp", 3)
    t.put("Plains", t.alice, "library")
    card = put(t, KNIGHT, t.alice)
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(PassPriority())  # Alice has priority on Bob's turn
    casts = [a for a in t.game.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    assert casts == [CastSpell(card, (), how="adventure")]
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(card, ()))
    assert t.game.state == before
    t.game.apply(CastSpell(card, (), how="adventure"))
    t.resolve()
    assert t.game.state.life_of(t.alice) == 19 and in_hand(t) == 1
