"""CR 603.7c with CR 303.4m: "its controller" in an Aura's triggered ability that names no
target is the controller of the object the event happened to ("Whenever enchanted creature
attacks or blocks, its controller loses 3 life."), read as it last existed (CR 608.2h), not
the Aura's controller; "destroy it" destroys that object ("When enchanted creature is dealt
damage, destroy it."). Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import ActivateAbility, DeclareAttackers, DeclareBlockers
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.triggering_object import resolve_it
from mtgrules.objects import Zone
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def _hand(t: Table, player: int) -> int:
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if o.zone is Zone.HAND and o.owner == player)


def _enchant_bobs(t: Table, aura: str, creature: str) -> tuple[int, int]:
    """Alice's ``aura`` on Bob's ``creature``: (aura, creature)."""
    card = t.put(aura, t.alice, "hand")
    host = t.put(creature, t.bob)
    t.game.put_onto_battlefield_attached(card, host)
    return card, host


@pytest.mark.parametrize(
    "line",
    [
        "Whenever enchanted creature attacks or blocks, its controller loses 3 life.",
        "Whenever enchanted creature is dealt damage, its controller loses that much life.",
        "Whenever enchanted land becomes tapped, its controller loses 2 life.",
        "When enchanted creature dies, its controller draws a card.",
    ],
)
def test_cr603_7c_its_controller_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_7c_its_controller_needs_a_triggering_object() -> None:
    """Without a target and without an event object, "its controller" names nobody."""
    with pytest.raises(ClauseError):
        resolve_it(parse_line("{T}: Its controller loses 2 life."))


def test_cr603_7c_contaminated_bond_attacking_controller_loses_life(table: Table) -> None:
    """Contaminated Bond (Alice's) on Bob's Bears: Bob attacks with them and loses 3 life;
    Alice, who controls the Aura, loses nothing."""
    t = table
    _, bears = _enchant_bobs(t, "Contaminated Bond", "Grizzly Bears")
    t.game.begin("declare attackers", active=t.bob)
    t.game.apply(DeclareAttackers(((bears, t.alice),)))
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 17)


def test_cr603_7c_sinister_possession_blocking_controller_loses_life(table: Table) -> None:
    """Sinister Possession (Alice's) on Bob's Bears: Bob blocks with them and loses 2 life."""
    t = table
    _, bears = _enchant_bobs(t, "Sinister Possession", "Grizzly Bears")
    attacker = t.put("Hill Giant", t.alice)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    t.pass_step()
    t.game.apply(DeclareBlockers(((bears, attacker),)))
    t.resolve()
    assert t.game.life(t.bob) == 18
    assert t.game.life(t.alice) == 20


def test_cr603_7c_ragged_veins_damage_to_enchanted_creature(table: Table) -> None:
    """Ragged Veins: "Whenever enchanted creature is dealt damage, its controller loses that
    much life." 2 damage to Bob's Hill Giant: Bob loses 2."""
    t = table
    _, giant = _enchant_bobs(t, "Ragged Veins", "Hill Giant")
    t.main_phase()
    shock = t.put("Shock", t.alice, "stack")
    t.game.deal_damage(shock, giant, 2)
    t.game.resolve_triggers()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


def test_cr608_2h_death_watch_controller_as_it_last_existed(table: Table) -> None:
    """Death Watch (Alice's) on Bob's Craw Wurm (6/4): when it dies, Bob loses 6 life and
    Alice gains 4 (its power and toughness as it last existed)."""
    t = table
    _, wurm = _enchant_bobs(t, "Death Watch", "Craw Wurm")
    t.main_phase()
    t.game.move_to_zone(wurm, "graveyard")
    t.game.resolve_triggers()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (24, 14)


def test_cr603_7c_fate_foretold_controller_draws(table: Table) -> None:
    """Fate Foretold (Alice's) on Bob's Bears: when they die, Bob draws, not Alice."""
    t = table
    t.put("Island", t.bob, "library")
    t.put("Island", t.alice, "library")
    _, bears = _enchant_bobs(t, "Fate Foretold", "Grizzly Bears")
    t.main_phase()
    before = _hand(t, t.alice)
    t.game.move_to_zone(bears, "graveyard")
    t.game.resolve_triggers()
    assert (_hand(t, t.alice), _hand(t, t.bob)) == (before, 1)


def test_cr603_7c_relic_putrescence_tapped_artifact(table: Table) -> None:
    """Relic Putrescence (Alice's) on Bob's Sol Ring: Bob taps it for mana and gets a poison
    counter."""
    t = table
    _, ring = _enchant_bobs(t, "Relic Putrescence", "Sol Ring")
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(ActivateAbility(ring))
    t.game.resolve_triggers()
    assert (t.game.poison(t.alice), t.game.poison(t.bob)) == (0, 1)


@pytest.mark.parametrize(
    "line",
    [
        "When enchanted creature is dealt damage, destroy it.",
        "When enchanted land becomes tapped, destroy it.",
        "Whenever a creature deals damage to you, destroy it.",
    ],
)
def test_cr603_7c_destroy_it_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_7c_mortal_wound_destroys_the_damaged_creature(table: Table) -> None:
    """Mortal Wound on Bob's Craw Wurm (6/4): 1 damage destroys it ("When enchanted creature
    is dealt damage, destroy it."), and the Aura then goes to the graveyard (704.5m)."""
    t = table
    _, wurm = _enchant_bobs(t, "Mortal Wound", "Craw Wurm")
    bears = t.put("Grizzly Bears", t.bob)
    t.main_phase()
    shock = t.put("Shock", t.alice, "graveyard")
    t.game.deal_damage(shock, bears, 1)
    t.game.resolve_triggers()
    assert t.game.is_on_battlefield(wurm) and t.game.is_on_battlefield(bears)
    t.game.deal_damage(shock, wurm, 1)
    t.game.resolve_triggers()
    t.game.check_state_based_actions()
    assert not t.game.is_on_battlefield(wurm)
    assert t.game.is_on_battlefield(bears)
    assert [o.name for o in t.game.state.battlefield() if o.name == "Mortal Wound"] == []


def test_cr603_7c_blight_destroys_the_tapped_land(table: Table) -> None:
    """Blight (Alice's) on Bob's Mountain: "When enchanted land becomes tapped, destroy it."
    Bob taps it for mana; the Mountain is destroyed, his other one isn't."""
    t = table
    mountain = t.put("Mountain", t.bob)
    other = t.put("Mountain", t.bob)
    card = t.put("Blight", t.alice, "hand")
    t.game.put_onto_battlefield_attached(card, mountain)
    t.game.begin("precombat main", active=t.bob)
    t.game.apply(ActivateAbility(other))
    t.game.resolve_triggers()
    assert t.game.is_on_battlefield(mountain)
    t.game.apply(ActivateAbility(mountain))
    t.game.resolve_triggers()
    assert not t.game.is_on_battlefield(mountain)
    assert t.game.is_on_battlefield(other)
