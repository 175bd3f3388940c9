"""CR 701.3a-c: "{G}{G}: Attach this Equipment to target creature you control." and "{1}{W}:
Attach this Aura to target creature you control." move the Aura or Equipment at instant
speed (no sorcery limit, unlike equip, CR 702.6a); what it gives moves with it. Real cards
from the bundled database, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import ActivateAbility, PassPriority
from mtgrules.objects import Keyword
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def test_cr701_3a_attach_self_round_trip() -> None:
    round_trip("{G}{G}: Attach ~ to target creature you control.")
    round_trip("When ~ enters, attach it to target creature you control.")


def test_cr701_3a_horned_helm_moves_at_instant_speed(table: Table) -> None:
    """Horned Helm on Alice's Bears, moved with {G}{G} to her Hill Giant during Bob's turn:
    the Giant gets +1/+1 and trample, the Bears lose them (CR 701.3c: a new timestamp)."""
    t = table
    t.lands("Forest", t.alice, 2)
    helm = t.put("Horned Helm", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.alice)
    t.game.attach(helm, bears)
    assert t.game.obj(bears).has(Keyword.TRAMPLE)
    t.game.begin("upkeep", active=t.bob)
    t.game.apply(PassPriority())  # Bob passes: Alice gets priority in his upkeep
    assert t.decision().player == t.alice
    index = len(t.game.obj(helm).activated) - 2  # the attach ability, before equip
    t.game.apply(ActivateAbility(helm, index, (giant,)))
    t.resolve()
    assert t.game.attached_to(helm) == giant
    assert (t.game.power(giant), t.game.toughness(giant)) == (4, 4)
    assert t.game.obj(giant).has(Keyword.TRAMPLE)
    assert (t.game.power(bears), t.game.toughness(bears)) == (2, 2)
    assert not t.game.obj(bears).has(Keyword.TRAMPLE)


def test_cr701_3a_felidar_umbra_only_your_creature(table: Table) -> None:
    """Felidar Umbra ("{1}{W}: Attach this Aura to target creature you control."): Bob's
    creature isn't a legal target; Alice's Giant is, and gets lifelink."""
    t = table
    t.lands("Plains", t.alice, 2)
    umbra = t.put("Felidar Umbra", t.alice, "hand")
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.alice)
    theirs = t.put("Gray Ogre", t.bob)
    t.game.put_onto_battlefield_attached(umbra, bears)
    aura = t.on_battlefield("Felidar Umbra")
    t.main_phase()
    index = len(t.game.obj(aura).activated) - 1
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(aura, index, (theirs,)))
    t.game.apply(ActivateAbility(aura, index, (giant,)))
    t.resolve()
    assert t.game.attached_to(aura) == giant
    assert t.game.obj(giant).has(Keyword.LIFELINK)
    assert not t.game.obj(bears).has(Keyword.LIFELINK)
