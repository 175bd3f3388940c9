"""CR 613: continuous effects from static abilities, with those of resolved spells and of
Auras and Equipment, each in its layer: abilities in layer 6 (613.1f), characteristic-
defining power/toughness in 7a (613.4a; 2011: 613.3a), modifications in 7c (613.4c; 2011:
613.3c). Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import DeclareAttackers, DeclareBlockers
from mtgrules.objects import Keyword
from mtgrules.rules.casting import IllegalActionError
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def pt(t: Table, creature: int) -> tuple[int, int]:
    return t.game.power(creature), t.game.toughness(creature)


def test_cr613_4_defining_ability_then_modification(table: Table) -> None:
    """Crusader of Odric under Glorious Anthem: 7a sets it to the count (1), then 7c adds
    the Anthem's +1/+1."""
    t = table
    crusader = t.put("Crusader of Odric", t.alice)
    t.put("Glorious Anthem", t.alice)
    assert pt(t, crusader) == (2, 2)
    t.put("Grizzly Bears", t.alice)
    assert pt(t, crusader) == (3, 3)


def test_cr613_4c_static_and_resolved_modifications_add_up(table: Table) -> None:
    """Giant Growth (+3/+3 until end of turn) on a creature under Glorious Anthem; the
    cleanup step ends the Growth, not the Anthem (CR 514.2, 611.3a)."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Glorious Anthem", t.alice)
    t.lands("Forest", t.alice, 1)
    t.main_phase()
    t.cast(t.put("Giant Growth", t.alice, "hand"), bears)
    assert pt(t, bears) == (6, 6)
    t.game.cleanup()
    assert pt(t, bears) == (3, 3)


def test_cr613_equipment_and_anthem_both_apply(table: Table) -> None:
    """Bonesplitter (+2/+0 while attached) and Glorious Anthem (+1/+1); destroying the
    Equipment ends only its effect."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    splitter = t.put("Bonesplitter", t.alice)
    t.put("Glorious Anthem", t.alice)
    t.lands("Plains", t.alice, 3)
    t.main_phase()
    t.equip(splitter, bears)
    assert pt(t, bears) == (5, 3)
    t.cast(t.put("Disenchant", t.alice, "hand"), splitter)
    assert pt(t, bears) == (3, 3)


def test_cr611_3a_control_change_moves_the_bonus(table: Table) -> None:
    """ "Creatures you control" is checked continuously: a creature that changes controller
    loses one Anthem's bonus and gets the other's (CR 611.3a)."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Glorious Anthem", t.alice)
    t.put("Fervor", t.bob)
    assert pt(t, bears) == (3, 3)
    assert not t.game.obj(bears).has(Keyword.HASTE)
    t.game.set_controller(bears, t.bob)
    assert pt(t, bears) == (2, 2)
    assert t.game.obj(bears).has(Keyword.HASTE)


def test_cr613_1f_granted_keyword_matters_in_combat(table: Table) -> None:
    """A keyword granted in layer 6 is the creature's for every rule: Serra Ascendant at 30
    life has flying, so a creature without flying or reach can't block it (CR 702.9b)."""
    t = table
    ascendant = t.put("Serra Ascendant", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    t.game.gain_life(t.alice, 10)
    t.main_phase()
    t.pass_step()
    t.pass_step()
    t.game.apply(DeclareAttackers(((ascendant, t.bob),)))
    t.pass_step()
    with pytest.raises(IllegalActionError) as error:
        t.game.apply(DeclareBlockers(((bears, ascendant),)))
    assert error.value.rule == "702.9b"
