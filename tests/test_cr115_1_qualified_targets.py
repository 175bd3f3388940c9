"""Targets of a supertype or of a second card type (CR 115.1: only an object of the
description is a legal target, checked as it is chosen, 601.2c, and on resolution, 608.2b;
CR 205.4a: "legendary" is a supertype; CR 205.2a: an "artifact creature" has both card
types): "target legendary creature", "target artifact creature". Real cards, both rulesets;
an illegal choice is refused with the state unchanged."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.objects import Keyword, Zone
from tests.activation_play import refused_unchanged, regenerated_from_murder
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{T}: Prevent all damage that would be dealt to target legendary creature this turn.",
        "{3}, {T}: Regenerate target artifact creature.",
        "{R}, {T}: Target legendary creature gains first strike until end of turn.",
        "{T}: Prevent the next 2 damage that would be dealt to target artifact creature this turn.",
        "{1}: Target legendary creature you control gets +1/+1 until end of turn.",
        "{T}: Tap target artifact creature an opponent controls.",
    ],
)
def test_cr115_1_qualified_targets_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_4a_kitsune_healer_protects_only_a_legendary_creature(ruleset: str) -> None:
    """Kitsune Healer: "{T}: Prevent all damage that would be dealt to target legendary
    creature this turn." Grizzly Bears (not legendary) is refused; Isamaru, Hound of Konda
    (legendary 2/2) survives Lightning Bolt."""
    t = Table(ruleset)
    healer = t.put("Kitsune Healer", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    isamaru = t.put("Isamaru, Hound of Konda", t.alice)
    t.lands("Mountain", t.alice, 1)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    refused_unchanged(t, ActivateAbility(healer, 1, (bears,)))
    t.act(ActivateAbility(healer, 1, (isamaru,)))
    t.resolve()
    t.act(CastSpell(bolt, (isamaru,)))
    t.resolve()
    assert t.game.obj(isamaru).zone is Zone.BATTLEFIELD
    assert t.game.obj(isamaru).damage == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_4a_shinka_gives_first_strike_to_a_legendary_creature(ruleset: str) -> None:
    """Shinka, the Bloodsoaked Keep: "{R}, {T}: Target legendary creature gains first strike
    until end of turn." Grizzly Bears is refused; Isamaru gains first strike."""
    t = Table(ruleset)
    shinka = t.put("Shinka, the Bloodsoaked Keep", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    isamaru = t.put("Isamaru, Hound of Konda", t.bob)
    t.lands("Mountain", t.alice, 1)
    t.begin()
    refused_unchanged(t, ActivateAbility(shinka, 1, (bears,)))
    t.act(ActivateAbility(shinka, 1, (isamaru,)))
    t.resolve()
    assert t.game.obj(isamaru).has(Keyword.FIRST_STRIKE)
    assert not t.game.obj(bears).has(Keyword.FIRST_STRIKE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_2a_clockwork_gnomes_regenerates_only_an_artifact_creature(ruleset: str) -> None:
    """Clockwork Gnomes: "{3}, {T}: Regenerate target artifact creature." Grizzly Bears (no
    artifact) and Sol Ring (no creature) are refused; Stone Golem gets the shield, and Murder
    regenerates it (tapped) instead of destroying it."""
    t = Table(ruleset)
    gnomes = t.put("Clockwork Gnomes", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    ring = t.put("Sol Ring", t.alice)
    golem = t.put("Stone Golem", t.alice)
    t.lands("Swamp", t.alice, 6)
    murder = t.put("Murder", t.alice, "hand")
    t.begin()
    refused_unchanged(t, ActivateAbility(gnomes, 0, (bears,)))
    refused_unchanged(t, ActivateAbility(gnomes, 0, (ring,)))
    regenerated_from_murder(t, ActivateAbility(gnomes, 0, (golem,)), golem, murder)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_2a_argivian_blacksmith_shields_an_artifact_creature(ruleset: str) -> None:
    """Argivian Blacksmith: "{T}: Prevent the next 2 damage that would be dealt to target
    artifact creature this turn." Memnite (an artifact 1/1) survives Shock; Grizzly Bears is
    refused."""
    t = Table(ruleset)
    smith = t.put("Argivian Blacksmith", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    memnite = t.put("Memnite", t.bob)
    t.lands("Mountain", t.alice, 1)
    shock = t.put("Shock", t.alice, "hand")
    t.begin()
    refused_unchanged(t, ActivateAbility(smith, 0, (bears,)))
    t.act(ActivateAbility(smith, 0, (memnite,)))
    t.resolve()
    t.act(CastSpell(shock, (memnite,)))
    t.resolve()
    assert t.game.obj(memnite).zone is Zone.BATTLEFIELD
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Shock"]
