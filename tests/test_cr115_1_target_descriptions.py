"""What a target may be, by what happened to it or where it stands in combat (CR 115.1,
601.2c, 608.2b), from real cards: "target creature that was dealt damage this turn" (CR 120.3),
"target creature defending player controls" (CR 508.5, 506.2), "target creature blocking it"
(CR 509.1), and subtypes: "target Plains or Island", "target Wall" (CR 205.3). The game lists
only the legal targets, refuses the others naming the rule and changing nothing, and checks
them again on resolution."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamageAssignment,
    PassPriority,
)
from mtgrules.objects import Zone
from mtgrules.rules.casting import NO_TARGET, IllegalActionError
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import Table


def _casts(t: Table, spell: EntityId) -> set[tuple[EntityId, ...]]:
    return {
        a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell) and a.card == spell
    }


def _offered(t: CombatTable) -> set[object]:
    """The targets the game offers for the triggered ability waiting for them."""
    return {option.answer for option in t.asked().options if isinstance(option, Choose)}


def _refused(game: Game, action: CastSpell | ActivateAbility) -> None:
    """The action is refused naming CR 601.2c, and the game is exactly as it was."""
    before = game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        game.apply(action)
    assert error.value.rule == "601.2c" and game.state == before


@pytest.mark.parametrize(
    "line",
    [
        "Destroy target creature that was dealt damage this turn. It can't be regenerated.",
        "When ~ enters, destroy target creature an opponent controls that was dealt damage "
        "this turn.",
        "When ~ enters, destroy target creature or planeswalker an opponent controls that was "
        "dealt damage this turn.",
        "~ deals 1 damage to any target that was dealt damage this turn.",
        "Whenever ~ attacks, it deals 1 damage to target creature defending player controls.",
        "{R}: ~ deals 1 damage to target creature blocking it.",
        "{1}{W}: Tap target creature blocking ~.",
        "{W}{B}: Destroy target creature blocking or blocked by ~.",
        "Destroy target Plains or Island.",
        "Destroy target Wall. It can't be regenerated.",
    ],
)
def test_115_1_target_descriptions_round_trip(line: str) -> None:
    """Each description compiles, renders back to its own words, and is implemented."""
    round_trip(line)


def test_115_1_fatal_blow_only_a_creature_dealt_damage_this_turn(ruleset: str) -> None:
    """Shock deals 2 damage to the Hill Giant (3/3, it survives); Fatal Blow may then target
    the giant, not the undamaged Grizzly Bears (CR 120.3: damage dealt this turn)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.lands("Swamp", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    blow = t.put("Fatal Blow", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    assert _casts(t, blow) == set()  # nothing was dealt damage yet: no legal target
    t.act(CastSpell(shock, (giant,)))
    t.resolve()
    assert t.game.is_on_battlefield(giant)
    assert _casts(t, blow) == {(giant,)}
    _refused(t.game, CastSpell(blow, (bears,)))
    t.act(CastSpell(blow, (giant,)))
    t.resolve()
    assert not t.game.is_on_battlefield(giant) and t.game.is_on_battlefield(bears)


def test_115_1_needle_drop_a_player_dealt_damage_this_turn(ruleset: str) -> None:
    """Needle Drop: "any target that was dealt damage this turn". After Shock hits Bob, Bob is
    a legal target and Alice (undamaged) is not."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    shock = t.put("Shock", t.alice, "hand")
    needle = t.put("Needle Drop", t.alice, "hand")
    t.put("Island", t.alice, "library")
    t.begin()
    t.act(CastSpell(shock, (t.bob,)))
    t.resolve()
    assert _casts(t, needle) == {(t.bob,)}
    _refused(t.game, CastSpell(needle, (t.alice,)))
    t.act(CastSpell(needle, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 17 and t.game.life(t.alice) == 20


def test_608_2b_fatal_blow_target_returned_and_replayed_is_a_new_object(ruleset: str) -> None:
    """The damaged giant leaves and comes back: a new object (CR 400.7) that was never dealt
    damage; Fatal Blow's target is gone and the spell does nothing (CR 608.2b)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.lands("Swamp", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    blow = t.put("Fatal Blow", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.act(CastSpell(shock, (giant,)))
    t.resolve()
    t.act(CastSpell(blow, (giant,)))
    t.game.move_to_zone(giant, "hand")
    t.resolve()
    assert t.zone_of(t.bob, Zone.HAND) == ["Hill Giant"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Fatal Blow", "Shock"]


def test_506_2_hellkite_whelp_targets_only_what_the_defending_player_controls(
    ruleset: str,
) -> None:
    """Hellkite Whelp attacks Bob: its trigger may target Bob's creatures only (CR 508.5),
    not Alice's own."""
    t = CombatTable(ruleset)
    whelp = t.put("Hellkite Whelp", t.alice)
    mine = t.put("Grizzly Bears", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((whelp, t.bob),)))
    assert t.asked().kind == "targets"
    assert _offered(t) == {(elves,), (bears,)}
    assert (mine,) not in _offered(t)
    t.game.apply(Choose((elves,)))
    t.pass_until("declare blockers")
    assert t.zone("Llanowar Elves") is Zone.GRAVEYARD


def test_509_1_goblin_javelineer_only_a_creature_blocking_it(ruleset: str) -> None:
    """Goblin Javelineer becomes blocked by Llanowar Elves and Grizzly Bears: its trigger may
    target either blocker, not Bob's Hill Giant that doesn't block."""
    t = CombatTable(ruleset)
    javelineer = t.put("Goblin Javelineer", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((javelineer, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(((elves, javelineer), (bears, javelineer))))
    if t.asked().kind == "order blockers":  # CR 2011 509.2: the damage assignment order
        (order, *_) = t.asked().options
        assert isinstance(order, OrderDamageAssignment)
        t.game.apply(order)
    t.pass_until("targets")
    assert _offered(t) == {(elves,), (bears,)}
    assert (giant,) not in _offered(t)
    t.game.apply(Choose((elves,)))
    t.pass_until("priority")
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.zone("Llanowar Elves") is Zone.GRAVEYARD
    assert t.game.is_on_battlefield(giant)


def test_509_1_master_of_arms_taps_a_creature_blocking_it(ruleset: str) -> None:
    """Master of Arms: "{1}{W}: Tap target creature blocking this creature." Only its
    blocker; outside combat nothing blocks it and the ability has no legal target."""
    t = CombatTable(ruleset)
    master = t.put("Master of Arms", t.alice)
    for _ in range(2):
        t.put("Plains", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((master, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(((bears, master),)))
    t.pass_until("priority")
    assert t.game.state.active_player == t.alice
    _refused(t.game, ActivateAbility(master, 0, (elves,)))
    t.game.apply(ActivateAbility(master, 0, (bears,)))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert t.game.state.objects[bears].tapped and not t.game.state.objects[elves].tapped


def test_205_3_cryoclasm_only_a_plains_or_an_island(ruleset: str) -> None:
    """Cryoclasm: "Destroy target Plains or Island. Cryoclasm deals 3 damage to that land's
    controller." Bob's Island or Plains, not his Mountain (CR 205.3i: basic land types)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    cryoclasm = t.put("Cryoclasm", t.alice, "hand")
    island = t.put("Island", t.bob)
    plains = t.put("Plains", t.bob)
    mountain = t.put("Mountain", t.bob)
    t.begin()
    assert _casts(t, cryoclasm) == {(island,), (plains,)}
    _refused(t.game, CastSpell(cryoclasm, (mountain,)))
    t.act(CastSpell(cryoclasm, (island,)))
    t.resolve()
    assert not t.game.is_on_battlefield(island) and t.game.is_on_battlefield(mountain)
    assert t.game.life(t.bob) == 17


def test_205_3_tunnel_only_a_wall(ruleset: str) -> None:
    """Tunnel: "Destroy target Wall. It can't be regenerated." A Wall (creature type,
    CR 205.3m), not Grizzly Bears."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    tunnel = t.put("Tunnel", t.alice, "hand")
    wall = t.put("Wall of Stone", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    assert _casts(t, tunnel) == {(wall,)}
    _refused(t.game, CastSpell(tunnel, (bears,)))
    t.act(CastSpell(tunnel, (wall,)))
    t.resolve()
    assert not t.game.is_on_battlefield(wall) and t.game.is_on_battlefield(bears)


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ attacks, it deals 1 damage to each creature defending player controls.",
        "Whenever ~ attacks, you may have it deal 1 damage to each creature without flying "
        "defending player controls.",
        "Whenever ~ becomes blocked, it deals 1 damage to each creature blocking it.",
        "~ deals 2 damage to each creature dealt damage this turn.",
    ],
)
def test_115_1_group_descriptions_round_trip(line: str) -> None:
    """The same descriptions after "each" (a group, not a target)."""
    round_trip(line)


def test_508_5_swathcutter_giant_damages_only_the_defending_players_creatures(
    ruleset: str,
) -> None:
    """Swathcutter Giant attacks Bob: 1 damage to each creature Bob controls (his Llanowar
    Elves die, his Grizzly Bears survive with 1 damage); Alice's own Elves are untouched."""
    t = CombatTable(ruleset)
    giant = t.put("Swathcutter Giant", t.alice)
    mine = t.put("Llanowar Elves", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((giant, t.bob),)))
    t.pass_until("declare blockers")
    assert not t.game.is_on_battlefield(elves)
    assert t.game.damage_on(bears) == 1
    assert t.game.is_on_battlefield(mine) and t.game.damage_on(mine) == 0


def test_509_1_battle_scarred_goblin_damages_each_creature_blocking_it(ruleset: str) -> None:
    """Battle-Scarred Goblin becomes blocked by Llanowar Elves and Grizzly Bears: 1 damage
    to each of them, none to Bob's Hill Giant that doesn't block."""
    t = CombatTable(ruleset)
    goblin = t.put("Battle-Scarred Goblin", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((goblin, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(((elves, goblin), (bears, goblin))))
    if t.asked().kind == "order blockers":  # CR 2011 509.2: the damage assignment order
        (order, *_) = t.asked().options
        assert isinstance(order, OrderDamageAssignment)
        t.game.apply(order)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    assert not t.game.is_on_battlefield(elves)
    assert t.game.damage_on(bears) == 1 and t.game.damage_on(giant) == 0


def test_120_3_inflame_each_creature_dealt_damage_this_turn(ruleset: str) -> None:
    """Shock deals 2 damage to the Hill Giant; Inflame then deals 2 damage to each creature
    dealt damage this turn: the giant (4 damage in all) dies, the Grizzly Bears are spared."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    shock = t.put("Shock", t.alice, "hand")
    inflame = t.put("Inflame", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(shock, (giant,)))
    t.resolve()
    t.act(CastSpell(inflame, ()))
    t.resolve()
    assert not t.game.is_on_battlefield(giant)
    assert t.game.is_on_battlefield(bears) and t.game.damage_on(bears) == 0


@pytest.mark.parametrize(
    "line",
    [
        "Up to two target creatures each get +1/+2 until end of turn.",
        "Up to two target creatures each get +1/+0 and gain first strike until end of turn.",
        "When ~ enters, up to two target creatures each get +1/+0 and gain indestructible "
        "until end of turn.",
        "Up to two target creatures you control each get +1/+0 until end of turn.",
    ],
)
def test_601_2c_up_to_two_targets_round_trip(line: str) -> None:
    """ "up to two target creatures each": one word "target" with a number (CR 115.1)."""
    round_trip(line)


def _tactics(ruleset: str) -> tuple[Table, EntityId, EntityId, EntityId]:
    t = Table(ruleset)
    t.lands("Plains", t.alice, 2)
    tactics = t.put("Tandem Tactics", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    return t, tactics, bears, elves


def test_601_2c_tandem_tactics_two_different_creatures(ruleset: str) -> None:
    """Tandem Tactics: "Up to two target creatures each get +1/+2 until end of turn. You gain
    2 life." Both targets get +1/+2; the same creature can't be chosen twice (CR 601.2c;
    the game names CR 115.3 and changes nothing); none, one or two may be chosen."""
    t, tactics, bears, elves = _tactics(ruleset)
    choices = _casts(t, tactics)
    assert {(bears, elves), (elves, bears), (bears, NO_TARGET), (NO_TARGET, NO_TARGET)} <= choices
    assert (bears, bears) not in choices
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(tactics, (bears, bears)))
    assert t.game.state == before
    t.act(CastSpell(tactics, (bears, elves)))
    t.resolve()
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 4)
    assert (t.game.power(elves), t.game.toughness(elves)) == (2, 3)
    assert t.game.life(t.alice) == 22


def test_608_2b_tandem_tactics_one_target_gone_the_other_still_gets_it(ruleset: str) -> None:
    """The elves leave before Tandem Tactics resolves: the bears still get +1/+2 (CR 608.2b)
    and Alice gains 2 life."""
    t, tactics, bears, elves = _tactics(ruleset)
    t.act(CastSpell(tactics, (elves, bears)))
    t.game.move_to_zone(elves, "hand")
    t.resolve()
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 4)
    assert t.game.life(t.alice) == 22


def test_115_1_tandem_tactics_with_one_target(ruleset: str) -> None:
    """Up to two: one target chosen, it alone gets +1/+2."""
    t, tactics, bears, elves = _tactics(ruleset)
    t.act(CastSpell(tactics, (bears, NO_TARGET)))
    t.resolve()
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 4)
    assert (t.game.power(elves), t.game.toughness(elves)) == (1, 1)
