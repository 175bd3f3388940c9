"""CR 603.7c, 608.2h: "that land's controller" / "that creature's controller" in a triggered
ability with no target is the controller of the object that triggered it, as that object last
existed (Ankh of Mishra, Heat of Battle, Dingus Egg)."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers, PassPriority, PlayLand
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from tests.card_table import Table, round_trip


@pytest.mark.parametrize(
    "line",
    [
        "Whenever a land enters, ~ deals 2 damage to that land's controller.",
        "Whenever a creature blocks, ~ deals 1 damage to that creature's controller.",
        "Whenever a land is put into a graveyard from the battlefield, ~ deals 2 damage to "
        "that land's controller.",
    ],
)
def test_cr603_7c_that_objects_controller_round_trips(line: str) -> None:
    round_trip(line)


def test_cr603_7c_no_triggering_object_no_controller() -> None:
    """Without a target or a trigger event's object there is no "that creature"."""
    with pytest.raises(ClauseError, match="controller"):
        parse_line("{T}: ~ deals 1 damage to that creature's controller.")
    with pytest.raises(ClauseError, match="controller"):
        parse_line("At the beginning of your upkeep, ~ deals 1 damage to that land's controller.")


def _settle(t: Table) -> None:
    """Both players pass until the stack is empty."""
    while t.game.state.stack or t.game.state.pending_triggers:
        t.game.apply(PassPriority())


@pytest.mark.parametrize("lands", ["Bob", "Alice"])
def test_cr603_7c_ankh_of_mishra_damages_whoever_played_the_land(ruleset: str, lands: str) -> None:
    """Ankh of Mishra (Alice's): Bob's Mountain entering deals 2 damage to Bob; Alice's own
    Mountain, to Alice."""
    t = Table(ruleset)
    t.put("Ankh of Mishra", t.alice)
    player = t.bob if lands == "Bob" else t.alice
    mountain = t.put("Mountain", player, "hand")
    t.game.begin("precombat main", active=player)
    t.game.apply(PlayLand(mountain))
    _settle(t)
    assert t.game.life(player) == 18
    assert t.game.life(t.alice if player == t.bob else t.bob) == 20


def test_cr603_7c_heat_of_battle_damages_the_blockers_controller(ruleset: str) -> None:
    """Heat of Battle (Alice's): Bob's Hill Giant blocks Alice's Grizzly Bears: 1 damage to
    Bob, the blocking creature's controller, not to Alice who controls the enchantment."""
    t = Table(ruleset)
    t.put("Heat of Battle", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    while t.game.decision_kind() == "priority":
        t.game.apply(PassPriority())
    t.game.apply(DeclareBlockers(((giant, bears),)))
    _settle(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 19)


def test_cr608_2h_dingus_egg_the_land_as_it_last_existed(ruleset: str) -> None:
    """Dingus Egg (Alice's): Bob's Mountain is put into his graveyard from the battlefield;
    the land is gone, its controller as it last existed (Bob) is dealt 2 damage."""
    t = Table(ruleset)
    t.put("Dingus Egg", t.alice)
    mountain = t.put("Mountain", t.bob)
    t.main_phase()
    t.game.move_to_zone(mountain, "graveyard")
    _settle(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)


def test_cr603_7c_repercussion_the_creature_dealt_damage(ruleset: str) -> None:
    """Repercussion (Alice's): "Whenever a creature is dealt damage, Repercussion deals that
    much damage to that creature's controller." Alice's Hill Giant deals 2 damage to Bob's
    Grizzly Bears: the creature dealt damage is the Bears, so Bob is dealt 2, not Alice."""
    t = Table(ruleset)
    t.put("Repercussion", t.alice)
    giant = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.main_phase()
    t.game.deal_damage(giant, bears, 2)
    _settle(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)
