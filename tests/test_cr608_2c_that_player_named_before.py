"""CR 608.2c: a later instruction of an ability refers to what an earlier one named. "That
player" is the ability's only target named again ("~ deals 2 damage to target player. That
player discards two cards.") or the controller of its only target ("destroy target creature
an opponent controls. That player loses 3 life.", as it last existed: CR 608.2h); "its power"
/ "that creature's power" / "its mana value" in a triggered ability with one target is that
target, or this object when the target is a player ("When ~ dies, target player loses life
equal to its power."). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.abilities import EffectLine, TriggeredLine
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.player_again import THAT_TARGET_PLAYER, THAT_TARGETS_PLAYER
from mtgrules.effects.instructions import Discard, LoseLife
from mtgrules.objects import Zone
from mtgrules.rules.casting import NO_TARGET
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 2 damage to target player. That player discards two cards.",
        "When ~ enters, destroy target creature an opponent controls. That player loses 3 life.",
        "When ~ enters, target creature an opponent controls deals damage equal to its power to"
        " that player.",
        "{1}, Sacrifice ~: Target opponent discards a card. If you control a Demon, that player"
        " loses 3 life.",
        "When ~ dies, target player loses life equal to its power.",
        "When ~ leaves the battlefield, target opponent loses life equal to its power.",
        "When ~ enters, return target creature card from your graveyard to the battlefield. You"
        " gain life equal to its mana value.",
        "When ~ enters, tap up to one target creature. You gain life equal to that creature's"
        " power.",
    ],
)
def test_cr608_2c_named_before_round_trip(line: str) -> None:
    round_trip(line)


def _second_who(line: str) -> object:
    """The player the first instruction of the line's second sentence acts on."""
    ability = parse_line(line)
    assert isinstance(ability, EffectLine | TriggeredLine)
    step = ability.sentences[1][0]
    assert isinstance(step, Discard | LoseLife)
    return step.who


def test_cr608_2c_that_player_after_a_target_player_is_that_target() -> None:
    line = "~ deals 2 damage to target player. That player discards two cards."
    assert _second_who(line) == THAT_TARGET_PLAYER
    drone = "When ~ enters, destroy target creature an opponent controls. That player loses 3 life."
    assert _second_who(drone) == THAT_TARGETS_PLAYER


def _hand(t: Table, player: int, *names: str) -> None:
    for name in names:
        t.put(name, player, "hand")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_ozais_cruelty_that_player_discards(ruleset: str) -> None:
    """Alice targets Bob: Bob is dealt 2 damage and discards both his cards; Alice keeps
    hers."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    cruelty = t.put("Ozai's Cruelty", t.alice, "hand")
    _hand(t, t.bob, "Grizzly Bears", "Island")
    _hand(t, t.alice, "Forest")
    t.begin()
    t.act(CastSpell(cruelty, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 18
    assert t.zone_of(t.bob, Zone.HAND) == []
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears", "Island"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Forest"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_dalek_drone_that_player_is_the_destroyed_creatures_controller(
    ruleset: str,
) -> None:
    """The Bears are destroyed before "that player loses 3 life": their controller as they
    last existed, Bob, loses the life; Alice doesn't."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 5)
    drone = t.put("Dalek Drone", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(drone, ()))
    t.resolve()  # the Drone; its trigger targets the only creature an opponent controls
    t.resolve()
    assert t.game.state.objects.get(bears) is None or not t.game.is_on_battlefield(bears)
    assert t.game.life(t.bob) == 17
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_dong_zhou_the_creature_deals_damage_to_its_controller(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    dong = t.put("Dong Zhou, the Tyrant", t.alice, "hand")
    t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(dong, ()))
    t.resolve()
    t.resolve()
    assert t.game.life(t.bob) == 17  # Hill Giant's power, 3
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("demon", "bob_life"), [(True, 17), (False, 20)])
def test_cr608_2c_scroll_of_griselbrand_that_player_loses_life(
    ruleset: str, demon: bool, bob_life: int
) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    scroll = t.put("Scroll of Griselbrand", t.alice)
    if demon:
        t.put("Lord of the Pit", t.alice)
    _hand(t, t.bob, "Island")
    t.begin()
    t.act(ActivateAbility(scroll, 0, (t.bob,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.HAND) == []
    assert t.game.life(t.bob) == bob_life
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_mortis_dogs_its_power_is_its_own_as_it_last_existed(ruleset: str) -> None:
    """Mortis Dogs (2/2) dies to a Lightning Bolt: Bob, the target player, loses 2 life, the
    Dogs' power (not the player's, who has none)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    dogs = t.put("Mortis Dogs", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.act(CastSpell(bolt, (dogs,)))
    t.resolve((t.bob,))  # the Bolt; the dies trigger targets Bob
    t.resolve()
    assert t.game.life(t.bob) == 18
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_sister_hospitaller_gains_the_returned_cards_mana_value(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 5)
    t.lands("Plains", t.alice, 1)
    sister = t.put("Sister Hospitaller", t.alice, "hand")
    t.put("Hill Giant", t.alice, "graveyard")  # mana value 4
    t.begin()
    t.act(CastSpell(sister, ()))
    t.resolve()
    t.resolve()
    assert "Hill Giant" in t.zone_of(t.alice, Zone.BATTLEFIELD)
    assert t.game.life(t.alice) == 24


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("target", "life"), [("giant", 23), ("itself", 22), ("none", 20)])
def test_cr608_2c_brightmare_gains_that_creatures_power(
    ruleset: str, target: str, life: int
) -> None:
    """Brightmare taps Bob's Hill Giant (power 3): Alice gains 3; itself (power 2): 2; with
    no target chosen ("up to one", CR 601.2c), nothing."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    mare = t.put("Brightmare", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(mare, ()))
    mare = t.game.state.next_id  # the permanent it becomes (CR 400.7)
    chosen = {"giant": giant, "itself": mare, "none": NO_TARGET}[target]
    t.resolve((chosen,))  # the Brightmare; its trigger's target
    t.resolve()
    assert t.game.life(t.alice) == life
    assert t.game.state.objects[giant].tapped is (target == "giant")
