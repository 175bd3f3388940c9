"""Damage divided as you choose among target creatures with conditions (CR 601.2d, 115.1,
608.2b; the same numbers in 2011), from real cards: "Forked Lightning deals 4 damage divided
as you choose among one, two, or three target creatures.", "Aerial Volley deals 3 damage
divided as you choose among one, two, or three target creatures with flying.", "Fire at Will
deals 3 damage divided as you choose among one, two, or three target attacking or blocking
creatures." Every point's target must satisfy the conditions as the spell is cast and again
as it resolves."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.events import DamageDealt, Event
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import Table


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 4 damage divided as you choose among one, two, or three target creatures.",
        "~ deals 6 damage divided as you choose among any number of target creatures.",
        "~ deals 3 damage divided as you choose among one, two, or three target creatures "
        "with flying.",
        "~ deals 5 damage divided as you choose among any number of target attacking or "
        "blocking creatures.",
        "~ deals 2 damage divided as you choose among one or two target attacking creatures.",
    ],
)
def test_601_2d_divided_among_target_creatures_round_trip(line: str) -> None:
    round_trip(line)


def _dealt(events: Sequence[Event]) -> dict[EntityId, int]:
    return {e.recipient: e.amount for e in events if isinstance(e, DamageDealt)}


def _casts(t: Table, spell: EntityId) -> set[tuple[EntityId, ...]]:
    actions = t.game.legal_actions()
    return {a.targets for a in actions if isinstance(a, CastSpell) and a.card == spell}


def _refused(t: Table, action: CastSpell) -> None:
    """Refused naming CR 601.2c, the game exactly as it was."""
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(action)
    assert error.value.rule == "601.2c" and t.game.state == before


def test_601_2d_forked_lightning_creatures_only(ruleset: str) -> None:
    """Forked Lightning: 4 damage among up to three creatures; a player is no target of it.
    3 to Hill Giant and 1 to Llanowar Elves: both die, Bob's life unchanged."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    spell = t.put("Forked Lightning", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    offered = {e for targets in _casts(t, spell) for e in targets}
    assert offered == {giant, elves}
    _refused(t, CastSpell(spell, (giant, giant, giant, t.bob)))
    t.act(CastSpell(spell, (giant, elves, giant, giant)))
    assert _dealt(t.resolve()) == {giant: 3, elves: 1}
    assert not t.game.is_on_battlefield(giant) and not t.game.is_on_battlefield(elves)
    assert t.game.life(t.bob) == 20


def test_601_2d_aerial_volley_creatures_with_flying_only(ruleset: str) -> None:
    """Aerial Volley: only creatures with flying. Wind Drake and Serra Angel may be named,
    Grizzly Bears may not (refused, nothing changed); 2 to the Drake, 1 to the Angel."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 1)
    spell = t.put("Aerial Volley", t.alice, "hand")
    drake = t.put("Wind Drake", t.bob)
    angel = t.put("Serra Angel", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    assert {e for targets in _casts(t, spell) for e in targets} == {drake, angel}
    _refused(t, CastSpell(spell, (drake, drake, bears)))
    t.act(CastSpell(spell, (drake, angel, drake)))
    assert _dealt(t.resolve()) == {drake: 2, angel: 1}
    assert not t.game.is_on_battlefield(drake) and t.game.damage_on(angel) == 1
    assert t.game.damage_on(bears) == 0


def test_608_2b_forked_lightning_a_target_gone_loses_its_share_only(ruleset: str) -> None:
    """The Elves leave before Forked Lightning resolves: Hill Giant is still dealt its 3, the
    Elves' 1 goes to no one (the division was announced, CR 601.2d, 608.2b)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    spell = t.put("Forked Lightning", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(CastSpell(spell, (giant, giant, giant, elves)))
    t.game.move_to_zone(elves, "graveyard")
    assert _dealt(t.resolve()) == {giant: 3}
    assert t.game.damage_on(bears) == 0 and t.game.life(t.bob) == 20


def test_601_2d_fire_at_will_only_attacking_or_blocking_creatures(ruleset: str) -> None:
    """Alice's Grizzly Bears attack and Bob's Llanowar Elves block; Bob's Hill Giant stays
    home. Fire at Will, cast in the declare blockers step, may name the Bears and the Elves
    only: 2 to the Elves and 1 to the Bears."""
    t = CombatTable(ruleset)
    for _ in range(3):
        t.put("Mountain", t.alice)
    spell = t.put("Fire at Will", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    giant = t.put("Hill Giant", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(((elves, bears),)))
    assert t.asked().kind == "priority" and t.asked().player == t.alice
    casts = {
        a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell) and a.card == spell
    }
    assert {e for targets in casts for e in targets} == {bears, elves}
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(spell, (giant, elves, elves)))
    assert t.game.state == before
    t.game.apply(CastSpell(spell, (elves, bears, elves)))
    t.resolve()
    assert not t.game.is_on_battlefield(elves) and t.game.damage_on(bears) == 1
    assert t.game.damage_on(giant) == 0


# -- X damage divided (CR 601.2b, 601.2d, 107.3) ---------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "~ deals X damage divided as you choose among any number of targets.",
        "~ deals X damage divided as you choose among any number of target attacking creatures.",
        "~ deals X damage divided as you choose among any number of target attacking or "
        "blocking creatures without flying.",
    ],
)
def test_601_2d_x_damage_divided_round_trip(line: str) -> None:
    round_trip(line)


def _thunder(t: Table, mountains: int) -> tuple[EntityId, EntityId]:
    """Alice: Rolling Thunder ({X}{R}{R}) and ``mountains`` Mountains; Bob: Grizzly Bears."""
    t.lands("Mountain", t.alice, mountains)
    spell = t.put("Rolling Thunder", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    return spell, bears


def test_601_2d_rolling_thunder_x_is_the_points_named(ruleset: str) -> None:
    """Four Mountains: X is at most 2. 1 to the Bears and 1 to Bob is X = 2: all four
    Mountains are tapped, Bob loses 1 life, the Bears have 1 damage."""
    t = Table(ruleset)
    spell, bears = _thunder(t, 4)
    t.act(CastSpell(spell, (bears, t.bob)))
    lands = [o for o in t.game.state.objects.values() if o.name == "Mountain"]
    assert all(o.tapped for o in lands)
    assert _dealt(t.resolve()) == {bears: 1, t.bob: 1}
    assert t.game.life(t.bob) == 19 and t.game.damage_on(bears) == 1


def test_601_2d_rolling_thunder_every_division_it_can_pay(ruleset: str) -> None:
    """Four Mountains: the game offers every division of 1 or 2 points (X = 1 or 2) and none
    of 3; naming three points (X = 3) is refused, and so is naming none (X = 0 divides
    nothing), each time changing nothing."""
    t = Table(ruleset)
    spell, bears = _thunder(t, 4)
    casts = _casts(t, spell)
    assert {len(c) for c in casts} == {1, 2}
    assert (bears, bears) in casts and (t.bob,) in casts and (t.alice, t.bob) in casts
    for targets in ((bears, bears, t.bob), ()):
        before = t.game.state.copy()
        with pytest.raises(IllegalActionError):
            t.game.apply(CastSpell(spell, targets))
        assert t.game.state == before


def test_601_2d_hail_of_arrows_only_attacking_creatures(ruleset: str) -> None:
    """Alice's Grizzly Bears attack; Bob's Llanowar Elves stay home. Bob (three Plains and
    the Elves' mana: X up to 3) casts Hail of Arrows ({X}{W}) in the declare blockers step:
    only the Bears may be named. X = 2, both points to the Bears, which die."""
    t = CombatTable(ruleset)
    for _ in range(3):
        t.put("Plains", t.bob)
    spell = t.put("Hail of Arrows", t.bob, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    t.pass_until("declare blockers")
    t.game.apply(DeclareBlockers(()))
    t.game.apply(PassPriority())  # Alice passes: Bob has priority
    casts = {
        a.targets for a in t.game.legal_actions() if isinstance(a, CastSpell) and a.card == spell
    }
    assert casts == {(bears,), (bears, bears), (bears, bears, bears)}
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(spell, (elves,)))
    assert t.game.state == before
    t.game.apply(CastSpell(spell, (bears, bears)))
    t.resolve()
    assert not t.game.is_on_battlefield(bears) and t.game.life(t.bob) == 20


def test_119_4_fire_covenant_x_life_is_the_points_named(ruleset: str) -> None:
    """Fire Covenant ("As an additional cost to cast this spell, pay X life. ... X damage
    divided as you choose among any number of target creatures"): 2 to the Bears and 1 to
    the Elves is X = 3, so Alice pays 3 life; both die. With 2 life, a division of 3 can't be
    paid (CR 119.4): refused, nothing changed."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    t.put("Mountain", t.alice)
    spell = t.put("Fire Covenant", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.bob)
    elves = t.put("Llanowar Elves", t.bob)
    t.begin()
    assert {e for targets in _casts(t, spell) for e in targets} == {bears, elves}
    t.game.set_life(t.alice, 2)
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(CastSpell(spell, (bears, elves, bears)))
    assert error.value.rule == "119.4" and t.game.state == before
    t.game.set_life(t.alice, 20)
    t.act(CastSpell(spell, (bears, elves, bears)))
    assert t.game.life(t.alice) == 17
    assert _dealt(t.resolve()) == {bears: 2, elves: 1}
    assert not t.game.is_on_battlefield(bears) and not t.game.is_on_battlefield(elves)
