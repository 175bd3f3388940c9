"""Banding granted by an activated ability until end of turn (CR 702.22; 2011: 702.20, the
same letters; CR 611.2a: the effect lasts until end of turn): a creature that gained banding
may form a band as attackers are declared (702.22c) and its band is blocked as one (702.22h).
Real cards, both rulesets."""

from __future__ import annotations

import copy

import pytest

from mtgrules.actions import ActivateAbility, DeclareAttackers, DeclareBlockers, PassPriority
from mtgrules.errors import RulesError
from mtgrules.objects import Keyword
from mtgrules.rules.banding import BandDeclared
from tests.activation_play import to_attackers
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{1}: ~ gains banding until end of turn.",
        "{G}: ~ gains banding until end of turn.",
        "{1}, {T}: Target creature gains banding until end of turn.",
        "{1}{W}: Target Bird creature gains banding until end of turn.",
    ],
)
def test_cr702_22_banding_grants_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_22c_icatian_infantry_bands_once_it_gained_banding(ruleset: str) -> None:
    """Icatian Infantry: "{1}: This creature gains banding until end of turn." Without the
    activation, a band of it and Grizzly Bears is refused (neither has banding); after it,
    they attack as a band, and Bob's Hill Giant blocking the Bears blocks the Infantry too."""
    t = Table(ruleset)
    infantry = t.put("Icatian Infantry", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.lands("Plains", t.alice, 1)
    t.begin()
    assert not t.game.obj(infantry).has(Keyword.BANDING)
    t.act(ActivateAbility(infantry, 1))
    t.resolve()
    assert t.game.obj(infantry).has(Keyword.BANDING)
    to_attackers(t)
    t.game.apply(DeclareAttackers(((infantry, t.bob), (bears, t.bob)), bands=((infantry, bears),)))
    assert [e.members for e in t.game.log if isinstance(e, BandDeclared)] == [(infantry, bears)]
    while t.decision().kind != "declare blockers":
        t.game.apply(PassPriority())
    t.game.apply(DeclareBlockers(((giant, bears),)))
    combat = t.game.state.combat
    assert combat is not None
    assert sorted(combat.blocking[giant]) == sorted([infantry, bears])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_22c_no_band_without_the_granted_banding(ruleset: str) -> None:
    """Baton of Morale not activated: Icatian Infantry and Grizzly Bears can't band."""
    t = Table(ruleset)
    t.put("Baton of Morale", t.alice)
    infantry = t.put("Icatian Infantry", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    to_attackers(t)
    before = copy.deepcopy(t.game.state)
    with pytest.raises(RulesError):
        t.game.apply(
            DeclareAttackers(((infantry, t.bob), (bears, t.bob)), bands=((infantry, bears),))
        )
    assert t.game.state == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_22c_baton_of_morale_gives_banding_to_the_bears(ruleset: str) -> None:
    """Baton of Morale: "{2}: Target creature gains banding until end of turn." The Bears gain
    banding and band with Icatian Infantry (which has none: at most one creature without
    banding in a band, 702.22c)."""
    t = Table(ruleset)
    baton = t.put("Baton of Morale", t.alice)
    infantry = t.put("Icatian Infantry", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Plains", t.alice, 2)
    t.begin()
    t.act(ActivateAbility(baton, 0, (bears,)))
    t.resolve()
    assert t.game.obj(bears).has(Keyword.BANDING)
    assert not t.game.obj(infantry).has(Keyword.BANDING)
    to_attackers(t)
    t.game.apply(DeclareAttackers(((infantry, t.bob), (bears, t.bob)), bands=((infantry, bears),)))
    assert [e.members for e in t.game.log if isinstance(e, BandDeclared)] == [(infantry, bears)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_22_banding_granted_by_static_abilities(ruleset: str) -> None:
    """Banding Sliver ("All Slivers have banding.") and Fortified Area ("Wall creatures you
    control get +1/+0 and have banding."): the Sliver and Alice's Wall of Stone have banding
    (CR 613.1f, layer 6), Grizzly Bears doesn't; the Wall gets +1/+0."""
    t = Table(ruleset)
    sliver = t.put("Banding Sliver", t.alice)
    t.put("Fortified Area", t.alice)
    wall = t.put("Wall of Stone", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    assert t.game.obj(sliver).has(Keyword.BANDING)
    assert t.game.obj(wall).has(Keyword.BANDING)
    assert not t.game.obj(bears).has(Keyword.BANDING)
    assert t.game.obj(wall).current_power() == 1
