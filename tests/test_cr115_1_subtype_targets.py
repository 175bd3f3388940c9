"""Targets of creature subtypes with a controller or a state (CR 115.1: only an object of the
description is a legal target, checked as it is chosen, 601.2c, and on resolution, 608.2b;
CR 205.3: subtypes): "target Insect, Rat, Spider, or Squirrel", "target Golem you control",
"target attacking Zombie". Real cards, both rulesets; an illegal choice is refused with the
state unchanged."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, DeclareAttackers
from mtgrules.objects import Keyword, Zone
from tests.activation_play import refused_unchanged, regenerated_from_murder, to_attackers
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{T}: Regenerate target Insect, Rat, Spider, or Squirrel.",
        "{2}, {T}: Regenerate target Shade, Skeleton, Specter, Spirit, Vampire, Wraith, or Zombie.",
        "{1}: Regenerate target Golem you control.",
        "{1}{B}: Target attacking Zombie gains indestructible until end of turn.",
        "{T}: Destroy target attacking or blocking Dragon.",
        "{R}{G}, {T}: Target Beast creature you control fights target creature an opponent "
        "controls.",
        "{3}{G}: Target attacking Wolf or Werewolf gains indestructible until end of turn.",
        "{1}{B}: Target attacking Rat you control gains deathtouch until end of turn.",
    ],
)
def test_cr115_1_subtype_targets_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_swarmyard_regenerates_a_rat_only(ruleset: str) -> None:
    """Swarmyard: "{T}: Regenerate target Insect, Rat, Spider, or Squirrel." Grizzly Bears (a
    Bear) is refused; Typhoid Rats gets the shield, so Shock doesn't kill it: it is tapped
    instead (CR 701.19, regeneration)."""
    t = Table(ruleset)
    yard = t.put("Swarmyard", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    rats = t.put("Typhoid Rats", t.alice)
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    refused_unchanged(t, ActivateAbility(yard, 1, (bears,)))
    t.act(ActivateAbility(yard, 1, (rats,)))
    t.resolve()
    t.act(CastSpell(shock, (rats,)))
    t.resolve()
    assert t.game.obj(rats).zone is Zone.BATTLEFIELD
    assert t.game.obj(rats).tapped
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Shock"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr109_5_vital_splicer_regenerates_only_a_golem_you_control(ruleset: str) -> None:
    """Vital Splicer: "{1}: Regenerate target Golem you control." Bob's Golem and Alice's
    non-Golem Bears are refused; her own Golem gets the shield, and Murder doesn't destroy
    it: it is regenerated (tapped) instead."""
    t = Table(ruleset)
    splicer = t.put("Vital Splicer", t.alice)
    mine = t.put("Stone Golem", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    bobs = t.put("Stone Golem", t.bob)
    t.lands("Swamp", t.alice, 4)
    murder = t.put("Murder", t.alice, "hand")
    t.begin()
    refused_unchanged(t, ActivateAbility(splicer, 0, (bobs,)))
    refused_unchanged(t, ActivateAbility(splicer, 0, (bears,)))
    regenerated_from_murder(t, ActivateAbility(splicer, 0, (mine,)), mine, murder)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_accursed_horde_needs_an_attacking_zombie(ruleset: str) -> None:
    """Accursed Horde: "{1}{B}: Target attacking Zombie gains indestructible until end of
    turn." Outside combat Walking Corpse (a Zombie) is no legal target; once it attacks, it
    is, and gains indestructible."""
    t = Table(ruleset)
    horde = t.put("Accursed Horde", t.alice)
    corpse = t.put("Walking Corpse", t.alice)
    t.lands("Swamp", t.alice, 2)
    t.begin()
    refused_unchanged(t, ActivateAbility(horde, 0, (corpse,)))
    to_attackers(t)
    t.game.apply(DeclareAttackers(((corpse, t.bob),)))
    t.act(ActivateAbility(horde, 0, (corpse,)))
    t.resolve()
    assert t.game.obj(corpse).has(Keyword.INDESTRUCTIBLE)
