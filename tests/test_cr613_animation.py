"""Animation (CR 613.1d-f, 613.4b; 2011: 613.1d-f, 613.3b): "This land becomes a 2/1 red
Warrior creature with first strike until end of turn. It's still a land." One effect sets the
object's types (layer 4), color (layer 5), abilities (layer 6) and base power and toughness
(layer 7b); it keeps its other types (CR 205.1b) and the effect ends in the cleanup step
(CR 514.2). Played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.explain import explain
from mtgrules.objects import PLUS_ONE, CardType, Keyword, Zone
from mtgrules.state import EntityId
from mtgrules.turn_events import ModifierAdded
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


def _animate(t: CombatTable, permanent: EntityId, *targets: EntityId) -> None:
    """Alice taps her basic lands for mana, then activates the permanent's "becomes a ...
    creature" ability and lets it resolve."""
    for land in [o.id for o in t.game.state.battlefield() if "Basic" in o.supertypes]:
        if t.obj(land).controller == t.alice:
            t.game.apply(ActivateAbility(land, 0))
    obj = t.obj(permanent)
    (index,) = [i for i, a in enumerate(obj.all_activated) if "becomes" in a.text]
    action = ActivateAbility(permanent, index, targets)
    assert action in t.game.legal_actions()
    t.game.apply(action)
    t.resolve()


def _table(ruleset: str, land: str, mana: str, count: int) -> tuple[CombatTable, EntityId]:
    t = CombatTable(ruleset)
    animated = t.put(land, t.alice)
    for _ in range(count):
        t.put(mana, t.alice)
    t.obj(animated).tapped = False  # it has been on the battlefield since an earlier turn
    t.game.begin("precombat main", active=t.alice)
    return t, animated


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1d_ghitu_encampment_attacks_as_a_red_warrior_land(ruleset: str) -> None:
    """Ghitu Encampment becomes a 2/1 red Warrior creature with first strike: a land and a
    creature (layer 4), red (layer 5), first strike (layer 6), 2/1 (layer 7b). It attacks and
    Bob loses 2 life."""
    t, land = _table(ruleset, "Ghitu Encampment", "Mountain", 2)
    assert not t.obj(land).is_creature and not t.obj(land).colors
    _animate(t, land)
    obj = t.obj(land)
    assert obj.types == {CardType.LAND, CardType.CREATURE}
    assert obj.subtypes == {"Warrior"} and obj.colors == {"red"}
    assert (obj.current_power(), obj.current_toughness()) == (2, 1)
    assert obj.has(Keyword.FIRST_STRIKE) and Keyword.FIRST_STRIKE not in obj.keywords
    (animated, *_) = [e for e in t.game.log if isinstance(e, ModifierAdded)]
    assert "becomes a 2/1 creature" in explain(animated, t.game)
    assert "devient une créature 2/1" in explain(animated, t.game, "fr")
    t.attack(land)
    t.finish_combat()
    assert t.game.life(t.bob) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr514_2_the_animation_ends_in_the_cleanup_step(ruleset: str) -> None:
    """At the cleanup step the effect ends: on Bob's turn Ghitu Encampment is a colorless
    land again, with no power and no first strike."""
    t, land = _table(ruleset, "Ghitu Encampment", "Mountain", 2)
    _animate(t, land)
    t.play_to("upkeep", t.bob)
    obj = t.obj(land)
    assert obj.types == {CardType.LAND} and not obj.subtypes and not obj.colors
    assert not obj.modifiers and obj.current_power() == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_4b_counters_apply_after_the_set_power_and_toughness(ruleset: str) -> None:
    """Layer 7b sets 2/2; a +1/+1 counter applies after it (layer 7c/7d): Darksteel Brute is
    3/3, an artifact still (CR 205.1b), a Beast, colorless."""
    t, brute = _table(ruleset, "Darksteel Brute", "Island", 3)
    t.obj(brute).counters[PLUS_ONE] = 1
    _animate(t, brute)
    obj = t.obj(brute)
    assert obj.types == {CardType.ARTIFACT, CardType.CREATURE} and obj.subtypes == {"Beast"}
    assert not obj.colors
    assert (obj.current_power(), obj.current_toughness()) == (3, 3)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1d_inkmoth_nexus_deals_infect_damage_as_a_creature(ruleset: str) -> None:
    """Inkmoth Nexus becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and
    infect: attacking, it gives Bob a poison counter instead of life loss (CR 702.90b)."""
    t, nexus = _table(ruleset, "Inkmoth Nexus", "Island", 1)
    _animate(t, nexus)
    obj = t.obj(nexus)
    assert obj.types == {CardType.LAND, CardType.ARTIFACT, CardType.CREATURE}
    assert obj.subtypes == {"Phyrexian", "Blinkmoth"}
    t.attack(nexus)
    t.finish_combat()
    assert t.game.life(t.bob) == 20
    assert t.game.state.poison_of(t.bob) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_7_an_animated_land_that_dies_is_a_land_card_in_the_graveyard(
    ruleset: str,
) -> None:
    """Kamahl, Fist of Krosa: "Target land becomes a 1/1 creature until end of turn. It's
    still a land." Bob's Forest becomes a 1/1 creature; 1 damage destroys it (CR 704.5g), and
    in the graveyard it is a new object: a land card, no creature (CR 400.7)."""
    t, kamahl = _table(ruleset, "Kamahl, Fist of Krosa", "Forest", 1)
    forest = t.put("Forest", t.bob)
    _animate(t, kamahl, forest)
    assert t.obj(forest).types == {CardType.LAND, CardType.CREATURE}
    assert t.game.power(forest) == 1
    t.game.deal_damage(kamahl, forest, 1)
    t.game.check_state_based_actions()
    (card,) = [o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]
    assert card.name == "Forest" and card.types == {CardType.LAND}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_1f_spawning_pool_has_its_regeneration_ability_while_animated(
    ruleset: str,
) -> None:
    """Spawning Pool becomes a 1/1 black Skeleton creature with "{B}: Regenerate this
    creature.": the quoted ability is the land's while the effect lasts (CR 113.2c, 613.1f),
    and goes with it."""
    t, pool = _table(ruleset, "Spawning Pool", "Swamp", 3)
    printed = len(t.obj(pool).all_activated)
    _animate(t, pool)
    obj = t.obj(pool)
    assert obj.colors == {"black"} and len(obj.all_activated) == printed + 1
    assert obj.all_activated[-1].text.startswith("{B}: Regenerate")
    t.play_to("upkeep", t.bob)
    assert len(t.obj(pool).all_activated) == printed


@pytest.mark.parametrize(
    "line",
    [
        "{1}{R}: ~ becomes a 2/1 red Warrior creature with first strike until end of turn. "
        "It's still a land.",
        "{1}{W}{B}: Until end of turn, ~ becomes a 2/3 white and black Elemental creature with "
        "lifelink. It's still a land.",
        "{3}: ~ becomes a 2/2 Beast artifact creature until end of turn.",
        "{5}: Until end of turn, ~ becomes an 8/8 Golem artifact creature with trample.",
        "{G}: Target land becomes a 1/1 creature until end of turn. It's still a land.",
        '{1}{B}: ~ becomes a 1/1 black Skeleton creature with "{B}: Regenerate ~" until end of '
        "turn. It's still a land.",
    ],
)
def test_cr613_animation_templates_round_trip(line: str) -> None:
    round_trip(line)


def test_cr205_1b_an_animation_that_replaces_the_types_is_not_read() -> None:
    """Without "It's still a land." or "artifact creature", the object would lose its other
    types (CR 205.1a): not this family's effect, the line is left unsupported."""
    from mtgrules.cards.grammar import parse_line

    with pytest.raises(Exception, match=r"keeps its types|not understood|CR 205\.1b"):
        parse_line("{1}: ~ becomes a 2/2 Soldier creature until end of turn.")
