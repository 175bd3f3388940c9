"""Targets "that player controls" in triggered abilities (CR 115.1, 603.3d, 603.7c, 608.2b;
the same numbers in 2011), from real cards: "Whenever this creature deals combat damage to a
player, destroy target nonblack creature that player controls." (Throat Slitter). The target
is chosen among the permanents of the player the event names as the ability is put on the
stack, and checked again, against the same player, as it resolves."""

from __future__ import annotations

import pytest

from mtgrules.actions import Choose
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.combat_table import CombatTable


def _offered(t: CombatTable) -> set[object]:
    """The targets the game offers for the triggered ability waiting for them."""
    return {option.answer for option in t.asked().options if isinstance(option, Choose)}


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals combat damage to a player, destroy target nonblack creature that "
        "player controls.",
        "Whenever ~ deals combat damage to a player, you may destroy target artifact that "
        "player controls.",
        "Whenever ~ deals combat damage to a player, you may have it deal 2 damage to target "
        "creature that player controls.",
        "Whenever ~ deals combat damage to a player, you may return target creature that "
        "player controls to its owner's hand.",
        "Whenever ~ deals damage to a player, destroy target enchantment that player controls.",
    ],
)
def test_603_7c_target_that_player_controls_round_trip(line: str) -> None:
    round_trip(line)


def test_603_7c_no_player_in_the_event_is_not_supported() -> None:
    """An activated ability has no event, so no "that player": the line compiles but the
    engine refuses it (no target could ever be chosen)."""
    ability = parse_line("{T}: Destroy target creature that player controls.")
    assert missing(ability) is not None
    when = parse_line("When ~ enters, destroy target creature that player controls.")
    assert missing(when) is not None


def _slitter(t: CombatTable) -> tuple[int, int, int, int]:
    """Alice: Throat Slitter and Hill Giant; Bob: Grizzly Bears, Llanowar Elves and Drudge
    Skeletons (black)."""
    slitter = t.put("Throat Slitter", t.alice)
    t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    skeletons = t.put("Drudge Skeletons", t.bob)
    return slitter, bears, elves, skeletons


def test_603_3d_throat_slitter_targets_only_the_damaged_players_nonblack_creatures(
    ruleset: str,
) -> None:
    """Unblocked, Throat Slitter deals 2 to Bob: its trigger may target Bob's nonblack
    creatures only (not Alice's Hill Giant, not the black Skeletons); the chosen one dies."""
    t = CombatTable(ruleset)
    slitter, bears, elves, skeletons = _slitter(t)
    t.attack(slitter)
    t.pass_until("targets")
    assert _offered(t) == {(bears,), (elves,)}
    t.game.apply(Choose((elves,)))
    t.finish_combat()
    assert t.game.life(t.bob) == 18
    assert t.zone("Llanowar Elves") is Zone.GRAVEYARD
    assert t.zone("Grizzly Bears") is Zone.BATTLEFIELD
    assert t.zone("Hill Giant") is Zone.BATTLEFIELD and t.obj(skeletons).zone is Zone.BATTLEFIELD


def test_603_3d_throat_slitter_blocked_deals_no_damage_to_a_player(ruleset: str) -> None:
    """Blocked by the Skeletons, Throat Slitter deals no damage to a player: no trigger, no
    creature of Bob's is destroyed."""
    t = CombatTable(ruleset)
    slitter, bears, elves, skeletons = _slitter(t)
    t.attack(slitter, blocks=((skeletons, slitter),))
    t.finish_combat()
    assert t.game.life(t.bob) == 20
    assert t.obj(bears).zone is Zone.BATTLEFIELD and t.obj(elves).zone is Zone.BATTLEFIELD


def test_608_2b_throat_slitter_target_no_longer_that_players(ruleset: str) -> None:
    """The chosen creature changes control before the trigger resolves: it is no longer a
    creature "that player" (Bob) controls, so it is an illegal target and isn't destroyed."""
    t = CombatTable(ruleset)
    slitter, bears, elves, _ = _slitter(t)
    t.attack(slitter)
    t.pass_until("targets")
    t.game.apply(Choose((bears,)))
    assert t.game.state.stack
    t.game.set_controller(bears, t.alice)
    t.finish_combat()
    assert t.obj(bears).zone is Zone.BATTLEFIELD and t.obj(elves).zone is Zone.BATTLEFIELD


def test_603_3d_caustic_wasps_no_artifact_no_target(ruleset: str) -> None:
    """Caustic Wasps: "you may destroy target artifact that player controls." Bob has no
    artifact but Alice has one: the ability has no legal target and is removed (CR 603.3d);
    Alice's artifact is untouched."""
    t = CombatTable(ruleset)
    wasps = t.put("Caustic Wasps", t.alice)
    mine = t.put("Ornithopter", t.alice)
    t.attack(wasps)
    t.finish_combat()
    assert t.game.life(t.bob) == 19
    assert t.obj(mine).zone is Zone.BATTLEFIELD


def test_603_7c_skirk_commando_deals_2_to_a_creature_of_the_damaged_player(
    ruleset: str,
) -> None:
    """Skirk Commando: "you may have it deal 2 damage to target creature that player
    controls." Bob's only creature is the target (Alice's own creature isn't one)."""
    t = CombatTable(ruleset)
    commando = t.put("Skirk Commando", t.alice)
    t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.attack(commando)
    t.pass_until("may")
    t.game.apply(Choose(True))
    t.finish_combat()
    assert bears not in t.game.state.objects and t.zone("Grizzly Bears") is Zone.GRAVEYARD
    giant = t.named("Hill Giant")
    assert giant.zone is Zone.BATTLEFIELD and t.game.damage_on(giant.id) == 0
