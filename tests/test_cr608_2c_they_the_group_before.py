""" "They" after an instruction on a group names that group (CR 608.2c: the instructions in
order): "Untap all creatures you control. They gain hexproof and indestructible until end of
turn." Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Keyword
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Untap all creatures you control. They gain hexproof and indestructible until end of turn.",
        "Untap all creatures you control. They gain flying and double strike until end of turn.",
    ],
)
def test_cr608_2c_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        "They gain flying until end of turn.",  # nothing before
        "Draw a card. They gain flying until end of turn.",  # no group before
        "Untap target creature. They gain flying until end of turn.",
    ],
)
def test_cr608_2c_they_needs_a_group_before(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)


@pytest.mark.parametrize("name", ["Join Shields", "Flying Crane Technique"])
def test_cr608_2c_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_join_shields_untaps_and_protects_alices_creatures(ruleset: str) -> None:
    """Join Shields: Alice's tapped Grizzly Bears and Savannah Lions untap and gain hexproof
    and indestructible; Bob's Hill Giant gains nothing."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    t.lands("Plains", t.alice, 2)
    bears = t.put("Grizzly Bears", t.alice)
    lions = t.put("Savannah Lions", t.alice)
    giant = t.put("Hill Giant", t.bob)
    for creature in (bears, lions, giant):
        t.game.state.objects[creature].tapped = True
    shields = t.put("Join Shields", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shields, ()))
    t.resolve()
    for creature in (bears, lions):
        obj = t.game.obj(creature)
        assert not obj.tapped
        assert obj.has(Keyword.HEXPROOF) and obj.has(Keyword.INDESTRUCTIBLE)
    giant_obj = t.game.obj(giant)
    assert giant_obj.tapped
    assert not giant_obj.has(Keyword.HEXPROOF) and not giant_obj.has(Keyword.INDESTRUCTIBLE)
