"""CR 603.2 (603.2c): one triggered ability with two trigger events joined by "and" ("When ~
enters and whenever ~ attacks", "At the beginning of your upkeep and whenever you cast a red
spell"), and batches of a creature type ("Whenever one or more Goblins you control attack":
once per event, however many of them)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Step, Zone
from mtgrules.rules.trigger_events import watch_of
from mtgrules.state import EntityId
from tests.card_table import RULESETS, Table, round_trip
from tests.play import pass_step
from tests.play_turns import until_step


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters and whenever ~ attacks, you gain 2 life.",
        "At the beginning of your upkeep and whenever you cast a red spell, put a charge "
        "counter on ~.",
        "When ~ enters and whenever another creature or artifact you control is put into a "
        "graveyard from the battlefield, put an oil counter on ~.",
        "Whenever ~ or another Dwarf you control enters and whenever an Equipment you control "
        "enters, you gain 1 life.",
        "Whenever one or more Goblins you control attack, you gain 1 life.",
        "Whenever one or more nontoken Vampires you control attack, you gain 1 life.",
        "Whenever one or more Squirrels you control deal combat damage to a player, draw a card.",
        "Whenever one or more artifact creatures you control deal combat damage to a player, "
        "draw a card.",
        "Whenever one or more Ninja or Rogue creatures you control deal combat damage to a "
        "player, create a Treasure token.",
        "Whenever a creature you control with power 4 or greater enters, draw a card.",
        "Whenever a creature you control with toughness 4 or greater dies, you gain 4 life.",
    ],
)
def test_cr603_2_two_events_and_batches_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_three_joined_events_are_refused() -> None:
    """Only two conditions are joined: a third is a clear parse error, not a guess."""
    with pytest.raises(ClauseError):
        parse_line("When ~ enters and whenever ~ attacks and whenever ~ blocks, you gain 1 life.")


def test_cr603_2_a_batch_of_noncreatures_is_not_read() -> None:
    """ "One or more [type] attack": a creature type names creatures; an artifact type
    ("Equipment") or a card type other than creature doesn't attack."""
    found = watch_of("one or more Goblins you control attack")
    assert found is not None and (found.noun, found.batch) == ("Goblin", True)
    assert watch_of("one or more lands you control attack") is None


def _attack(t: Table, *attackers: EntityId) -> None:
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    while t.game.state.stack or t.game.state.pending_triggers:
        t.game.apply(PassPriority())


def _tokens(t: Table) -> int:
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if o.token and o.zone is Zone.BATTLEFIELD)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2c_general_kreat_once_for_two_goblins(ruleset: str) -> None:
    """General Kreat: two Goblins attacking trigger it once (one Goblin token, which entering
    makes Kreat deal 1 damage to Bob)."""
    t = Table(ruleset)
    t.put("General Kreat, the Boltbringer", t.alice)
    goblins = (t.put("Raging Goblin", t.alice), t.put("Goblin Piker", t.alice))
    _attack(t, *goblins)
    assert _tokens(t) == 1
    assert t.game.life(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2c_general_kreat_not_for_a_bear(ruleset: str) -> None:
    """A Grizzly Bears (not a Goblin) attacking alone doesn't trigger General Kreat."""
    t = Table(ruleset)
    t.put("General Kreat, the Boltbringer", t.alice)
    _attack(t, t.put("Grizzly Bears", t.alice))
    assert _tokens(t) == 0
    assert t.game.life(t.bob) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_shrine_of_burning_rage_upkeep_and_red_spells(ruleset: str) -> None:
    """Shrine of Burning Rage: a red spell cast (Lightning Bolt) and Alice's upkeep each put a
    charge counter on it; a green spell (Giant Growth) doesn't."""
    t = Table(ruleset)
    shrine = t.put("Shrine of Burning Rage", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Mountain", 1)
    t.lands("Forest", 1)
    t.game.begin("upkeep", active=t.alice)
    while t.game.state.stack or t.game.state.pending_triggers:
        t.game.apply(PassPriority())
    assert t.game.state.objects[shrine].counter("charge") == 1
    while t.game.state.step is not Step.PRECOMBAT_MAIN:
        pass_step(t.game)
    for name, target in (("Lightning Bolt", t.bob), ("Giant Growth", bears)):
        t.game.apply(CastSpell(t.put(name, t.alice, zone="hand"), (target,)))
        while t.game.state.stack:
            t.game.apply(PassPriority())
    assert t.game.state.objects[shrine].counter("charge") == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_exuberant_fuseling_enters_and_another_dies(ruleset: str) -> None:
    """Exuberant Fuseling gets an oil counter as it enters and another when Alice's Grizzly
    Bears dies (+1/+0 for each: 2/1 base, 4/1 then)."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Mountain", 1)
    t.main_phase()
    fuseling = t.put("Exuberant Fuseling", t.alice, zone="hand")
    t.game.apply(CastSpell(fuseling))
    while t.game.state.stack or t.game.state.pending_triggers:
        t.game.apply(PassPriority())
    fuseling = next(o.id for o in t.game.state.battlefield() if o.name == "Exuberant Fuseling")
    assert t.game.state.objects[fuseling].counter("oil") == 1
    t.game.move_to_zone(bears, "graveyard")
    while t.game.state.stack or t.game.state.pending_triggers:
        t.game.apply(PassPriority())
    assert t.game.state.objects[fuseling].counter("oil") == 2
    assert t.game.power(fuseling) == 2


def _combat_damage(t: Table, *attackers: EntityId) -> None:
    _attack(t, *attackers)  # no blockers: on to combat damage and its triggers
    until_step(t.game, Step.END_OF_COMBAT, t.game.state.turn)


def _hand(t: Table) -> int:
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if o.zone is Zone.HAND and o.owner == t.alice)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2c_thopter_spy_network_artifact_creatures_once(ruleset: str) -> None:
    """Thopter Spy Network: two artifact creatures (Bronze Sable, Frogmite) dealing combat
    damage to Bob draw one card; a Grizzly Bears (no artifact) draws none."""
    t = Table(ruleset)
    t.put("Thopter Spy Network", t.alice)
    for _ in range(3):
        t.put("Island", t.alice, zone="library")
    _combat_damage(t, t.put("Bronze Sable", t.alice), t.put("Frogmite", t.alice))
    assert t.game.life(t.bob) == 16
    assert _hand(t) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2c_thopter_spy_network_not_for_a_bear(ruleset: str) -> None:
    t = Table(ruleset)
    t.put("Thopter Spy Network", t.alice)
    t.put("Island", t.alice, zone="library")
    _combat_damage(t, t.put("Grizzly Bears", t.alice))
    assert t.game.life(t.bob) == 18
    assert _hand(t) == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_sultai_flayer_only_toughness_4_or_greater(ruleset: str) -> None:
    """Sultai Flayer: Alice's Craw Wurm (6/4) dying gains her 4 life; Grizzly Bears (2/2)
    dying doesn't; Bob's Craw Wurm isn't a creature she controls."""
    t = Table(ruleset)
    t.put("Sultai Flayer", t.alice)
    wurm, bears = t.put("Craw Wurm", t.alice), t.put("Grizzly Bears", t.alice)
    bobs_wurm = t.put("Craw Wurm", t.bob)
    t.main_phase()
    for dying, life in ((bears, 20), (bobs_wurm, 20), (wurm, 24)):
        t.game.move_to_zone(dying, "graveyard")
        while t.game.state.stack or t.game.state.pending_triggers:
            t.game.apply(PassPriority())
        assert t.game.life(t.alice) == life


def _settle(t: Table) -> None:
    """Both pass until the stack is empty (a "may" answered yes)."""
    for _ in range(20):
        if not t.game.state.stack and not t.game.state.pending_triggers:
            return
        found = t.game.decision()
        assert found is not None
        t.game.apply(Choose(True) if found.kind == "may" else PassPriority())
    raise AssertionError("the stack doesn't empty")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_assault_intercessor_that_player_is_the_controller(ruleset: str) -> None:
    """Assault Intercessor: Bob's Grizzly Bears dying makes Bob ("that player", its
    controller) lose 2 life; Alice's own Bears dying doesn't trigger it."""
    t = Table(ruleset)
    t.put("Assault Intercessor", t.alice)
    mine, his = t.put("Grizzly Bears", t.alice), t.put("Grizzly Bears", t.bob)
    t.main_phase()
    t.game.move_to_zone(mine, "graveyard")
    _settle(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 20)
    t.game.move_to_zone(his, "graveyard")
    _settle(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_polluted_bonds_land_an_opponent_controls_enters(ruleset: str) -> None:
    """Polluted Bonds: a Mountain entering under Bob's control drains Bob 2; Alice's own
    Mountain doesn't."""
    t = Table(ruleset)
    t.put("Polluted Bonds", t.alice)
    mine, his = t.put("Mountain", t.alice, zone="hand"), t.put("Mountain", t.bob, zone="hand")
    t.main_phase()
    t.game.move_to_zone(mine, "battlefield")
    _settle(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 20)
    t.game.move_to_zone(his, "battlefield")
    _settle(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (22, 18)
