"""CR 603.2, 603.6c, 603.10a with CR 303.4m: triggered abilities of Auras and Equipment that
refer to the enchanted or equipped creature ("When enchanted creature dies", "Whenever
equipped creature attacks"). Real cards from the bundled database, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers
from mtgrules.events import AbilityTriggered
from mtgrules.objects import Zone
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def _hand(t: Table, player: int) -> int:
    return sum(
        1 for o in t.game.state.objects.values() if o.zone is Zone.HAND and o.owner == player
    )


def test_skullclamp_equipped_creature_dies_draw_two(table: Table) -> None:
    """Skullclamp (+1/-1) equipped to a 1/1: the creature dies (toughness 0, CR 704.5f),
    "Whenever equipped creature dies, draw two cards." triggers (looking back, CR 603.10a),
    and Skullclamp stays on the battlefield unattached."""
    t = table
    for _ in range(3):
        t.put("Forest", t.alice, "library")
    t.lands("Mountain", t.alice, 1)
    clamp = t.put("Skullclamp", t.alice)
    elves = t.put("Llanowar Elves", t.alice)
    t.main_phase()
    events = t.equip(clamp, elves)
    assert not t.game.is_on_battlefield(elves)
    assert [e.source for e in events if isinstance(e, AbilityTriggered)] == [clamp]
    t.resolve()
    assert _hand(t, t.alice) == 2
    assert t.game.is_on_battlefield(clamp) and t.game.attached_to(clamp) is None


def test_elephant_guide_enchanted_creature_dies_makes_a_token(table: Table) -> None:
    """Elephant Guide: "When enchanted creature dies, create a 3/3 green Elephant creature
    token." The Aura itself then goes to the graveyard (CR 704.5m)."""
    t = table
    guide = t.put("Elephant Guide", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    t.game.put_onto_battlefield_attached(guide, bears)
    assert t.game.power(bears) == 5
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    t.game.deal_damage(bolt, bears, 5)
    t.game.check_state_based_actions()
    assert not t.game.is_on_battlefield(bears)
    assert [o.name for o in t.game.state.battlefield() if o.name == "Elephant Guide"] == []
    t.game.resolve_triggers()
    tokens = [o for o in t.game.state.battlefield() if o.token]
    assert [(o.current_power(), o.current_toughness()) for o in tokens] == [(3, 3)]


def test_favor_of_the_woods_enchanted_creature_blocks(table: Table) -> None:
    """Favor of the Woods: "Whenever enchanted creature blocks, you gain 3 life." Only the
    enchanted creature's block triggers it."""
    t = table
    favor = t.put("Favor of the Woods", t.bob, "hand")
    wall = t.put("Gray Ogre", t.bob)
    other = t.put("Grizzly Bears", t.bob)
    first = t.put("Grizzly Bears", t.alice)
    second = t.put("Mountain Goat", t.alice)
    t.game.put_onto_battlefield_attached(favor, wall)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((first, t.bob), (second, t.bob))))
    t.pass_step()
    t.game.apply(DeclareBlockers(((other, second),)))
    assert t.game.life(t.bob) == 20
    assert not t.game.state.stack and not t.game.state.pending_triggers
    t2 = Table(t.game.ruleset.name)
    favor2 = t2.put("Favor of the Woods", t2.bob, "hand")
    wall2 = t2.put("Gray Ogre", t2.bob)
    attacker = t2.put("Grizzly Bears", t2.alice)
    t2.game.put_onto_battlefield_attached(favor2, wall2)
    t2.game.begin("declare attackers", active=t2.alice)
    t2.game.apply(DeclareAttackers(((attacker, t2.bob),)))
    t2.pass_step()
    t2.game.apply(DeclareBlockers(((wall2, attacker),)))
    t2.resolve()
    assert t2.game.life(t2.bob) == 23
