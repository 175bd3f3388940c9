"""A permanent put on top of its owner's library (CR 400.3: an object going to a library goes
to its owner's; CR 400.7: a new object there): "Put ~ on top of its owner's library.", "Put
target creature you control on top of its owner's library." Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Zone
from mtgrules.rules.casting import IllegalActionError
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "{G}{U}: Put ~ on top of its owner's library.",
        "{W}: Put ~ on top of its owner's library.",
        "{U}, {T}: Put target creature you control on top of its owner's library.",
    ],
)
def test_cr400_3_put_on_top_of_owners_library_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_3_shadow_guildmage_puts_own_creature_on_top(ruleset: str) -> None:
    """Shadow Guildmage: "{U}, {T}: Put target creature you control on top of its owner's
    library." Bob's Hill Giant is no legal target (refused, the state unchanged); Alice's
    Grizzly Bears go on top of her library, above the Island already there."""
    t = Table(ruleset)
    mage = t.put("Shadow Guildmage", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.put("Island", t.alice, "library")
    t.lands("Island", t.alice, 1)
    t.begin()
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(mage, 0, (giant,)))
    assert t.game.state == before
    t.act(ActivateAbility(mage, 0, (bears,)))
    t.resolve()
    assert t.library(t.alice) == ["Grizzly Bears", "Island"]
    assert "Grizzly Bears" not in [
        o.name for o in t.game.state.objects.values() if o.zone is Zone.BATTLEFIELD
    ]
    assert t.library(t.bob) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr400_3_cromat_puts_itself_on_top_of_its_owners_library(ruleset: str) -> None:
    """Cromat: "{G}{U}: Put ~ on top of its owner's library." Controlled by Alice but owned
    by Bob (as if stolen), it goes on top of Bob's library, not Alice's (CR 400.3)."""
    t = Table(ruleset)
    cromat = t.game.add_card_def(
        bundled_database().card("Cromat"),
        owner=t.bob,
        zone="battlefield",
        controller=t.alice,
    )
    t.lands("Forest", t.alice, 1)
    t.lands("Island", t.alice, 1)
    t.begin()
    t.act(ActivateAbility(cromat, 4))
    t.resolve()
    assert t.library(t.bob) == ["Cromat"]
    assert t.library(t.alice) == []
