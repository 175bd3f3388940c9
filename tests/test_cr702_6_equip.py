"""CR 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
control. Activate only as a sorcery." Real Equipment from the bundled database, played
through ``Game.apply``, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import (
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
)
from mtgrules.attach_events import BecameAttached
from mtgrules.objects import Keyword
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def test_cr702_6a_equip_attaches_and_the_bonus_applies(table: Table) -> None:
    """Bonesplitter, equipped for {1}: "Equipped creature gets +2/+0." (layer 7c)."""
    t = table
    t.lands("Mountain", t.alice, 1)
    splitter = t.put("Bonesplitter", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    events = t.equip(splitter, bears)
    assert [(e.attachment, e.host) for e in events if isinstance(e, BecameAttached)] == [
        (splitter, bears)
    ]
    assert t.game.attached_to(splitter) == bears
    assert (t.game.power(bears), t.game.toughness(bears)) == (4, 2)
    mountain = t.on_battlefield("Mountain")
    assert t.game.state.objects[mountain].tapped  # the {1} was paid


def test_cr702_6a_equip_targets_only_a_creature_you_control(table: Table) -> None:
    """An opponent's creature is not a legal target for equip (CR 702.6a, 601.2c); the
    error leaves the game as it was."""
    t = table
    t.lands("Mountain", t.alice, 1)
    sword = t.put("Short Sword", t.alice)
    theirs = t.put("Grizzly Bears", t.bob)
    t.main_phase()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(sword, 0, (theirs,)))
    assert t.game.state == before
    activations = [a for a in t.game.legal_actions() if isinstance(a, ActivateAbility)]
    assert not [a for a in activations if a.source == sword]


def test_cr702_6a_equip_only_as_a_sorcery(table: Table) -> None:
    """Equip can't be activated while a spell is on the stack (CR 602.5d, 307.1)."""
    t = table
    t.lands("Mountain", t.alice, 2)
    sword = t.put("Short Sword", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(bolt, (t.bob,)))
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(ActivateAbility(sword, 0, (bears,)))
    assert error.value.rule == "602.5d"


def test_cr701_3_moving_equipment_to_another_creature(table: Table) -> None:
    """Equipping another creature moves the Equipment: the first creature loses the bonus,
    the second gets it (CR 701.3a)."""
    t = table
    t.lands("Mountain", t.alice, 2)
    sword = t.put("Short Sword", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    ogre = t.put("Gray Ogre", t.alice)
    t.main_phase()
    t.equip(sword, bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
    events = t.equip(sword, ogre)
    moved = [e for e in events if isinstance(e, BecameAttached)]
    assert [(e.host, e.previous) for e in moved] == [(ogre, bears)]
    assert (t.game.power(bears), t.game.toughness(bears)) == (2, 2)
    assert (t.game.power(ogre), t.game.toughness(ogre)) == (3, 3)


def test_cr608_2b_equip_whose_target_left_does_nothing(table: Table) -> None:
    """The creature leaves before equip resolves: the ability's only target is illegal, it
    doesn't resolve, and the Equipment stays unattached (CR 608.2b)."""
    t = table
    t.lands("Mountain", t.alice, 1)
    sword = t.put("Short Sword", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.game.apply(ActivateAbility(sword, 0, (bears,)))
    t.game.move_to_zone(bears, "graveyard")
    t.resolve()
    assert t.game.attached_to(sword) is None


def test_equipment_leaving_ends_its_effects(table: Table) -> None:
    """Loxodon Warhammer leaves the battlefield: the creature loses +3/+0, trample and
    lifelink at once."""
    t = table
    t.lands("Mountain", t.alice, 3)
    hammer = t.put("Loxodon Warhammer", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.equip(hammer, bears)
    obj = t.game.state.objects[bears]
    assert obj.has(Keyword.TRAMPLE) and obj.has(Keyword.LIFELINK)
    assert t.game.power(bears) == 5
    t.game.move_to_zone(hammer, "exile")
    obj = t.game.state.objects[bears]
    assert not obj.has(Keyword.TRAMPLE) and not obj.has(Keyword.LIFELINK)
    assert t.game.power(bears) == 2


def test_equipped_creature_deals_more_combat_damage_with_lifelink(table: Table) -> None:
    """A 2/2 with Loxodon Warhammer (+3/+0, trample, lifelink) blocked by a 2/2: 2 damage to
    the blocker, 3 tramples over, and Alice gains 5 (CR 702.19, 702.15)."""
    t = table
    t.lands("Mountain", t.alice, 3)
    hammer = t.put("Loxodon Warhammer", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    blocker = t.put("Grizzly Bears", t.bob)
    t.main_phase()
    t.equip(hammer, bears)
    t.pass_step()
    t.pass_step()
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    t.pass_step()
    t.game.apply(DeclareBlockers(((blocker, bears),)))
    t.pass_step()  # to combat damage: Alice assigns (CR 510.1c-d)
    assert t.decision().kind.startswith("assign combat damage")
    t.game.apply(AssignCombatDamage(((bears, ((t.bob, 3), (blocker, 2))),)))
    assert not t.game.is_on_battlefield(blocker)
    assert t.game.life(t.bob) == 17
    assert t.game.life(t.alice) == 25


def test_copies_of_the_state_are_independent(table: Table) -> None:
    """GameState.copy: equipping in the game changes neither a copy taken before nor its
    creature's power."""
    t = table
    t.lands("Mountain", t.alice, 1)
    sword = t.put("Short Sword", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    snapshot = t.game.state.copy()
    t.equip(sword, bears)
    assert snapshot.objects[sword].attached_to is None
    assert snapshot.objects[bears].current_power() == 2
    assert t.game.state.objects[bears].current_power() == 3
