"""CR 702.16 (2011: 702.15): protection given by Auras and Equipment ("Equipped creature gets
+2/+2 and has protection from red and from white."), and CR 702.16c-d: a permanent with
protection from a quality can't be enchanted by Auras (nor equipped by Equipment) with that
quality; an Aura saying "This effect doesn't remove this Aura." stays. Real cards from the
bundled database, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, DeclareBlockers
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Equipped creature gets +2/+2 and has protection from red and from white.",
        "Enchanted creature gets +1/+2 and has protection from black.",
        "Enchanted creature has protection from white. This effect doesn't remove ~.",
    ],
)
def test_cr702_16a_attached_protection_round_trip(line: str) -> None:
    round_trip(line)


def test_cr702_16_sword_of_war_and_peace(table: Table) -> None:
    """Sword of War and Peace on Alice's Bears: 4/4 with protection from red and from white.
    A red spell can't target them (702.16b), red damage is prevented (702.16e), and a white
    creature can't block them (702.16f)."""
    t = table
    t.lands("Plains", t.alice, 2)
    sword = t.put("Sword of War and Peace", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.main_phase()
    t.equip(sword, bears)
    obj = t.game.obj(bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (4, 4)
    assert obj.has(Keyword.PROTECTION_FROM_RED) and obj.has(Keyword.PROTECTION_FROM_WHITE)
    assert not obj.has(Keyword.PROTECTION_FROM_GREEN)
    t.lands("Mountain", t.bob, 1)
    bolt = t.put("Lightning Bolt", t.bob, "hand")
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(bolt, (bears,)))
    shock = t.put("Shock", t.bob, "graveyard")
    t.game.deal_damage(shock, bears, 2)
    assert t.game.damage_on(bears) == 0


def test_cr702_16f_white_creature_cant_block_the_equipped_creature(table: Table) -> None:
    """Sword of War and Peace: Bob's white Savannah Lions can't block the equipped Bears;
    his green Bears can (CR 702.16f)."""
    t = table
    sword = t.put("Sword of War and Peace", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.attach(sword, bears)
    lions = t.put("Savannah Lions", t.bob)
    other = t.put("Grizzly Bears", t.bob)
    t.game.begin("declare attackers", active=t.alice)
    t.game.apply(DeclareAttackers(((bears, t.bob),)))
    t.pass_step()
    with pytest.raises(IllegalActionError):
        t.game.apply(DeclareBlockers(((lions, bears),)))
    t.game.apply(DeclareBlockers(((other, bears),)))


def test_cr702_16c_protection_removes_an_aura_of_that_color(table: Table) -> None:
    """Holy Strength (white) on Alice's Bears, then White Ward ("Enchanted creature has
    protection from white. This effect doesn't remove this Aura."): Holy Strength is put
    into the graveyard (702.16c, 704.5m); White Ward stays."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    strength = t.put("Holy Strength", t.alice, "hand")
    t.game.put_onto_battlefield_attached(strength, bears)
    assert t.game.power(bears) == 3
    ward = t.put("White Ward", t.alice, "hand")
    t.game.put_onto_battlefield_attached(ward, bears)
    t.game.check_state_based_actions()
    on_bears = [o.name for o in t.game.state.battlefield() if o.attached_to == bears]
    assert on_bears == ["White Ward"]
    assert t.game.power(bears) == 2
    graveyard = [o.name for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD]
    assert graveyard == ["Holy Strength"]


def test_cr702_16c_an_aura_cant_be_attached_to_a_protected_creature(table: Table) -> None:
    """Bears with Black Ward (protection from black): a black Aura put onto the battlefield
    can't be attached to them (CR 303.4i) and stays where it was."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    ward = t.put("Black Ward", t.alice, "hand")
    t.game.put_onto_battlefield_attached(ward, bears)
    bond = t.put("Contaminated Bond", t.bob, "hand")
    with pytest.raises(IllegalActionError):
        t.game.put_onto_battlefield_attached(bond, bears)
    assert t.game.obj(bond).zone is Zone.HAND
