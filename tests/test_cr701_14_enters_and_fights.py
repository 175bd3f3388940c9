"""Enters-the-battlefield fights (CR 701.14a: each creature deals damage equal to its power to
the other): "it fights up to one target creature you don't control" (Wicked Wolf; CR 115.1:
zero or one target), "you may have it fight target creature you don't control" (Affectionate
Indrik), "you may have enchanted creature fight target creature an opponent controls"
(Cartouche of Strength). With no second creature, no damage is dealt (CR 701.14b). Real
cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.errors import IllegalChoiceError
from mtgrules.objects import Zone
from mtgrules.rules.casting import NO_TARGET
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, it fights up to one target creature you don't control.",
        "When ~ enters, you may have it fight target creature you don't control.",
        "When ~ enters, you may have it fight another target creature.",
        "When ~ enters, enchanted creature fights up to one target creature you don't control.",
    ],
)
def test_cr701_14a_enters_and_fights_round_trips(line: str) -> None:
    round_trip(line)


def _cast(t: Table, name: str, land: str, lands: int, targets: tuple[EntityId, ...] = ()) -> None:
    t.lands(land, t.alice, lands)
    card = t.put(name, t.alice, "hand")
    t.begin()
    t.act(CastSpell(card, targets))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # the permanent resolves; its ability asks for its target


def _named(t: Table, name: str) -> EntityId:
    return next(o.id for o in t.game.state.battlefield() if o.name == name)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_14a_wicked_wolf_fights_bobs_creature(ruleset: str) -> None:
    """Wicked Wolf (3/3) fights Bob's Grizzly Bears (2/2): the Bears die, the Wolf has 2
    damage."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.bob)
    _cast(t, "Wicked Wolf", "Forest", 4)
    t.act(Choose((bears,)))
    t.resolve()
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.game.damage_on(_named(t, "Wicked Wolf")) == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr115_1_wicked_wolf_with_no_target_fights_nothing(ruleset: str) -> None:
    """ "Up to one": Alice chooses no target; nothing is dealt damage. Her own Grizzly Bears is
    refused as a target (a creature she controls), and the choice waits."""
    t = Table(ruleset)
    mine = t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.bob)
    _cast(t, "Wicked Wolf", "Forest", 4)
    asked = t.asked()
    with pytest.raises(IllegalChoiceError, match="not one of"):
        t.game.apply(Choose((mine,)))
    assert t.asked() == asked
    t.act(Choose((NO_TARGET,)))
    t.resolve()
    assert t.game.damage_on(_named(t, "Wicked Wolf")) == 0
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == [] and t.game.is_on_battlefield(mine)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("accept", [True, False])
def test_cr701_14a_affectionate_indrik_may_fight(ruleset: str, accept: bool) -> None:
    """Affectionate Indrik (4/4) may fight Bob's Hill Giant (3/3): yes kills the Giant (the
    Indrik has 3 damage); no deals no damage."""
    t = Table(ruleset)
    t.put("Hill Giant", t.bob)
    _cast(t, "Affectionate Indrik", "Forest", 6)
    t.resolve(accept)
    giant_dead = t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
    assert giant_dead is accept
    assert t.game.damage_on(_named(t, "Affectionate Indrik")) == (3 if accept else 0)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_14a_cartouche_of_strength_enchanted_creature_fights(ruleset: str) -> None:
    """Cartouche of Strength on Alice's Grizzly Bears (3/3 with it) fights Bob's Hill Giant
    (3/3): both die."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Hill Giant", t.bob)
    _cast(t, "Cartouche of Strength", "Forest", 3, (bears,))
    t.resolve(True)
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Hill Giant"]
    assert "Grizzly Bears" in t.zone_of(t.alice, Zone.GRAVEYARD)
