"""Tapping or untapping every permanent of a group (the keyword actions tap and untap, CR 701
"Tap and Untap"; the group is read as the instruction is carried out, CR 608.2c): "Tap all
creatures your opponents control.", "Untap all lands you control.", "Tap all blocking
creatures." Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.database import bundled_database
from mtgrules.objects import Keyword
from mtgrules.rules.casting import IllegalActionError
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Tap all creatures your opponents control. Creatures you control gain lifelink until "
        "end of turn.",
        "Pay 10 life: Untap all lands you control. Activate only once each turn.",
        "Tap all blocking creatures.",
        "Untap all creatures you control.",
        "Tap all nonland permanents.",
    ],
)
def test_cr608_2c_tap_all_group_round_trip(line: str) -> None:
    round_trip(line)


def _tapped(t: Table, name: str, owner: EntityId) -> EntityId:
    card = bundled_database().card(name)
    return t.game.add_card_def(card, owner=owner, zone="battlefield", tapped=True)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_bond_of_discipline_taps_only_opponents_creatures(ruleset: str) -> None:
    """Bond of Discipline: "Tap all creatures your opponents control. Creatures you control
    gain lifelink until end of turn." Bob's two creatures become tapped, his land doesn't;
    Alice's Bears stay untapped and gain lifelink."""
    t = Table(ruleset)
    bond = t.put("Bond of Discipline", t.alice, "hand")
    t.lands("Plains", t.alice, 5)
    mine = t.put("Grizzly Bears", t.alice)
    bobs = [t.put("Grizzly Bears", t.bob), t.put("Hill Giant", t.bob)]
    forest = t.put("Forest", t.bob)
    t.begin()
    t.act(CastSpell(bond))
    t.resolve()
    assert all(t.game.obj(c).tapped for c in bobs)
    assert not t.game.obj(forest).tapped
    assert not t.game.obj(mine).tapped
    assert t.game.obj(mine).has(Keyword.LIFELINK)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_beledros_untaps_lands_you_control_once_each_turn(ruleset: str) -> None:
    """Beledros Witherbloom: "Pay 10 life: Untap all lands you control. Activate only once
    each turn." Alice's tapped Forests untap, Bob's tapped Swamp doesn't; a second
    activation the same turn is refused (CR 602.5b), the state unchanged."""
    t = Table(ruleset)
    beledros = t.put("Beledros Witherbloom", t.alice)
    forests = [_tapped(t, "Forest", t.alice) for _ in range(3)]
    swamp = _tapped(t, "Swamp", t.bob)
    t.begin()
    t.act(ActivateAbility(beledros, 0))
    assert t.game.life(t.alice) == 10
    t.resolve()
    assert not any(t.game.obj(f).tapped for f in forests)
    assert t.game.obj(swamp).tapped
    before = t.game.state.copy()
    with pytest.raises(IllegalActionError):
        t.game.apply(ActivateAbility(beledros, 0))
    assert t.game.state == before
