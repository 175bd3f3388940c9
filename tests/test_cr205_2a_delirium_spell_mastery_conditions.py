"""Conditions on the cards in the controller's graveyard, read as the spell or ability
resolves (CR 608.2c) or as an intervening "if" (CR 603.4): delirium, "four or more card types
among cards in your graveyard" (CR 205.2a: each card type of each card counts once; an artifact
creature gives two), and spell mastery, "two or more instant and/or sorcery cards in your
graveyard". Only the controller's own graveyard counts. Played with Unholy Heat, Fiery
Impulse, Unholy Hunger and Angel of Deliverance."""

from __future__ import annotations

from mtgrules.actions import CastSpell
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import Table, round_trip


def _damage(t: Table, creature: EntityId) -> int:
    return t.game.state.objects[creature].damage


def test_cr205_2a_graveyard_conditions_round_trip() -> None:
    round_trip(
        "~ deals 6 damage instead if there are four or more card types among cards in your "
        "graveyard."
    )
    round_trip(
        "If there are two or more instant and/or sorcery cards in your graveyard, ~ deals 3 "
        "damage instead."
    )
    round_trip(
        "If there are two or more instant and/or sorcery cards in your graveyard, you gain 2 life."
    )


def _unholy_heat(t: Table, graveyard: list[str], bob_graveyard: list[str]) -> EntityId:
    """Alice casts Unholy Heat at Bob's Colossal Dreadmaw (6/6); returns the Dreadmaw."""
    for name in graveyard:
        t.put(name, t.alice, "graveyard")
    for name in bob_graveyard:
        t.put(name, t.bob, "graveyard")
    heat = t.put("Unholy Heat", t.alice, "hand")
    dreadmaw = t.put("Colossal Dreadmaw", t.bob)
    t.lands("Mountain", 1)
    t.main_phase()
    t.game.apply(CastSpell(heat, (dreadmaw,)))
    t.resolve()
    return dreadmaw


def test_cr205_2a_delirium_four_types(ruleset: str) -> None:
    """Land, creature, instant and sorcery in Alice's graveyard: 6 damage, the Dreadmaw dies."""
    t = Table(ruleset)
    dreadmaw = _unholy_heat(t, ["Forest", "Hill Giant", "Shock", "Divination"], [])
    assert not t.game.is_on_battlefield(dreadmaw)


def test_cr205_2a_delirium_artifact_creature_counts_twice(ruleset: str) -> None:
    """An artifact creature card gives two card types: with a land and an instant, four."""
    t = Table(ruleset)
    dreadmaw = _unholy_heat(t, ["Forest", "Ornithopter", "Shock"], [])
    assert not t.game.is_on_battlefield(dreadmaw)


def test_cr205_2a_delirium_three_types_and_opponents_graveyard(ruleset: str) -> None:
    """Three types in Alice's graveyard (two lands don't make a fourth) and a sorcery in
    Bob's: only 2 damage (the first sentence), the Dreadmaw lives."""
    t = Table(ruleset)
    dreadmaw = _unholy_heat(t, ["Forest", "Mountain", "Hill Giant", "Shock"], ["Divination"])
    assert t.game.is_on_battlefield(dreadmaw)
    assert _damage(t, dreadmaw) == 2


def _fiery_impulse(t: Table, graveyard: list[str]) -> int:
    for name in graveyard:
        t.put(name, t.alice, "graveyard")
    impulse = t.put("Fiery Impulse", t.alice, "hand")
    giant = t.put("Colossal Dreadmaw", t.bob)
    t.lands("Mountain", 1)
    t.main_phase()
    t.game.apply(CastSpell(impulse, (giant,)))
    t.resolve()
    return _damage(t, giant)


def test_cr205_2a_spell_mastery_instant_and_sorcery(ruleset: str) -> None:
    """An instant and a sorcery ("and/or": either type) in Alice's graveyard: 3 damage."""
    assert _fiery_impulse(Table(ruleset), ["Shock", "Divination"]) == 3


def test_cr205_2a_spell_mastery_one_spell_card(ruleset: str) -> None:
    """One instant and two creature cards: 2 damage."""
    assert _fiery_impulse(Table(ruleset), ["Shock", "Hill Giant", "Grizzly Bears"]) == 2


def test_cr608_2c_spell_mastery_life_after_destroying(ruleset: str) -> None:
    """Unholy Hunger destroys Bob's Hill Giant; with two instants in Alice's graveyard she
    gains 2 life, with one she doesn't."""
    for spells, life in ((["Shock", "Shock"], 22), (["Shock"], 20)):
        t = Table(ruleset)
        for name in spells:
            t.put(name, t.alice, "graveyard")
        hunger = t.put("Unholy Hunger", t.alice, "hand")
        giant = t.put("Hill Giant", t.bob)
        t.lands("Swamp", 5)
        t.main_phase()
        t.game.apply(CastSpell(hunger, (giant,)))
        t.resolve()
        assert not t.game.is_on_battlefield(giant)
        assert t.game.life(t.alice) == life
        kept = [o.name for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]
        assert "Unholy Hunger" in kept
