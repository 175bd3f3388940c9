"""Sacrifices chosen by the player who sacrifices (CR 701.16a today, 2011: 701.14a): "Target
player sacrifices a creature of their choice", "Each player ... sacrifices a creature of their
choice, then sacrifices a land of their choice". Only the permanent's controller sacrifices it
and chooses which (a ``sacrifice`` decision of that player); indestructible doesn't matter;
several players choose in APNAP order (CR 101.4) and their permanents are sacrificed at the
same time. Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

SACRIFICE = {"cr2011": "701.14", "current": "701.16"}


@pytest.mark.parametrize(
    "line",
    [
        "Target player sacrifices a creature of their choice and loses 1 life.",
        "Target opponent sacrifices a creature of their choice. You gain life equal to that "
        "creature's toughness.",
        "Each player loses 1 life, discards a card, sacrifices a creature of their choice, then "
        "sacrifices a land of their choice.",
        "When ~ enters, each opponent sacrifices a creature.",
        "Whenever ~ deals combat damage to a player, that player sacrifices a permanent of "
        "their choice.",
    ],
)
def test_cr701_16a_sacrifice_templates_round_trip(line: str) -> None:
    round_trip(line)


def _both_pass(t: Table) -> None:
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_geths_verdict_the_targeted_player_chooses_what_to_sacrifice(
    ruleset: str,
) -> None:
    """Geth's Verdict targets Bob: Bob (not Alice, who cast it) chooses between his Grizzly
    Bears and his indestructible Darksteel Myr; the Myr goes to the graveyard all the same
    (sacrifice isn't destruction), then Bob loses 1 life. Alice's creature is untouched."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    mine = t.put("Hill Giant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    myr = t.put("Darksteel Myr", t.bob)
    verdict = t.put("Geth's Verdict", t.alice, "hand")
    t.begin()
    t.act(CastSpell(verdict, (t.bob,)))
    _both_pass(t)
    asked = t.asked()
    assert asked.kind == "sacrifice" and asked.player == t.bob
    assert set(asked.options) == {(bears,), (myr,)} and asked.rule == SACRIFICE[ruleset]
    events = t.game.apply(Choose((myr,)))
    moved = [e for e in events if isinstance(e, ZoneChanged) and e.object == myr]
    assert moved and moved[0].destination is Zone.GRAVEYARD
    assert moved[0].rule == SACRIFICE[ruleset]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Darksteel Myr"]
    assert t.game.is_on_battlefield(bears) and t.game.is_on_battlefield(mine)
    assert t.game.state.life_of(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_16a_a_player_with_nothing_to_sacrifice_still_loses_the_life(ruleset: str) -> None:
    """Geth's Verdict on a Bob without creatures: nothing is sacrificed (Alice's creature
    can't be, CR 701.16a), and the rest of the spell is still done (CR 609.3)."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    mine = t.put("Hill Giant", t.alice)
    verdict = t.put("Geth's Verdict", t.alice, "hand")
    t.begin()
    t.act(CastSpell(verdict, (t.bob,)))
    t.resolve()
    assert t.game.is_on_battlefield(mine)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == []
    assert t.game.state.life_of(t.bob) == 19


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_tribute_to_hunger_gains_the_sacrificed_creatures_toughness(
    ruleset: str,
) -> None:
    """Tribute to Hunger: "You gain life equal to that creature's toughness": the creature
    Bob sacrificed (Hill Giant, 3/3, chosen over Grizzly Bears), as it last existed."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    tribute = t.put("Tribute to Hunger", t.alice, "hand")
    t.begin()
    t.act(CastSpell(tribute, (t.bob,)))
    t.resolve((giant,))
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
    assert t.game.state.life_of(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr101_4_smallpox_players_choose_in_apnap_order_and_sacrifice_together(
    ruleset: str,
) -> None:
    """Smallpox: each player sacrifices a creature of their choice, then a land of their
    choice. Alice, the active player, chooses first, then Bob (CR 101.4); both creatures
    leave the battlefield in the same batch of events, then both lands."""
    t = Table(ruleset)
    swamps = t.lands("Swamp", t.alice, 2)
    alice_bears = t.put("Grizzly Bears", t.alice)
    alice_giant = t.put("Hill Giant", t.alice)
    bob_bears = t.put("Grizzly Bears", t.bob)
    bob_giant = t.put("Hill Giant", t.bob)
    bob_forest = t.put("Forest", t.bob)
    smallpox = t.put("Smallpox", t.alice, "hand")
    t.begin()
    t.act(CastSpell(smallpox, ()))
    _both_pass(t)
    first = t.asked()
    assert first.kind == "sacrifice" and first.player == t.alice
    assert set(first.options) == {(alice_bears,), (alice_giant,)}
    t.game.apply(Choose((alice_bears,)))
    second = t.asked()
    assert second.kind == "sacrifice" and second.player == t.bob
    events = t.game.apply(Choose((bob_giant,)))
    third = t.asked()  # Alice's land: either Swamp; Bob has only his Forest (no choice)
    assert third.player == t.alice and set(third.options) == {(s,) for s in swamps}
    events += t.game.apply(Choose((swamps[1],)))
    sacrificed = [
        e.object for e in events if isinstance(e, ZoneChanged) and e.rule == SACRIFICE[ruleset]
    ]
    assert sacrificed == [alice_bears, bob_giant, swamps[1], bob_forest]
    assert t.game.is_on_battlefield(alice_giant) and t.game.is_on_battlefield(bob_bears)
    assert t.game.state.life_of(t.alice) == 19 and t.game.state.life_of(t.bob) == 19
