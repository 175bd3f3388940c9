"""Damage divided among targets of two kinds an opponent controls (CR 601.2d, 115.1, 603.3d):
"When ~ enters, it deals 5 damage divided as you choose among any number of target creatures
and/or planeswalkers your opponents control." (Dragonlord Atarka, under both editions: the
targets and the division are chosen as the ability is put on the stack; Alice's own creature
and the players are no targets of it)."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.events import DamageDealt
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

ATARKA = (
    "When ~ enters, it deals 5 damage divided as you choose among any number of target "
    "creatures and/or planeswalkers your opponents control."
)


@pytest.mark.parametrize(
    "line",
    [
        ATARKA,
        "When ~ enters, it deals 3 damage divided as you choose among one, two, or three "
        "target creatures and/or planeswalkers your opponents control.",
    ],
)
def test_cr601_2d_two_kinds_round_trip(line: str) -> None:
    round_trip(line)


def test_cr601_2d_two_kinds_other_than_creatures_and_planeswalkers_refused() -> None:
    with pytest.raises(ClauseError, match="artifacts and/or enchantments"):
        parse_line(
            ATARKA.replace("creatures and/or planeswalkers", "artifacts and/or enchantments")
        )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2d_dragonlord_atarka_divides_among_bobs_creature_and_planeswalker(
    ruleset: str,
) -> None:
    """Alice casts Dragonlord Atarka: the choices name only Bob's Hill Giant and Chandra
    Nalaar; she gives 3 to the Giant (it dies) and 2 to Chandra (6 -> 4 loyalty)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    t.lands("Forest", t.alice, 3)
    atarka = t.put("Dragonlord Atarka", t.alice, "hand")
    giant = t.put("Hill Giant", t.bob)
    chandra = t.put("Chandra Nalaar", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    t.begin()
    t.act(CastSpell(atarka, ()))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # Atarka resolves; its ability asks for its targets
    decision = t.decision()
    assert decision.kind == "targets"
    options: list[tuple[EntityId, ...]] = [
        o.answer
        for o in decision.options
        if isinstance(o, Choose) and isinstance(o.answer, tuple) and len(o.answer) == 5
    ]
    assert len(options) == len(decision.options)
    assert {e for o in options for e in o} == {giant, chandra}  # not Bears, not a player
    division = next(o for o in options if sorted(o) == sorted((giant,) * 3 + (chandra,) * 2))
    t.game.apply(Choose(division))
    events = t.resolve()
    dealt = {e.recipient: e.amount for e in events if isinstance(e, DamageDealt)}
    assert dealt == {giant: 3, chandra: 2}
    assert not t.game.is_on_battlefield(giant)
    assert t.game.state.objects[chandra].counters.get("loyalty") == 4
    assert t.game.damage_on(bears) == 0 and t.game.life(t.bob) == 20
