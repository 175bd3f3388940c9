"""CR 608.2c, 608.2h: "that much" in a spell is the amount of the instruction before it, as it
happened: "Target opponent loses 1 life for each attacking creature you control. You gain that
much life." (Foul-Tongue Shriek). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, DeclareAttackers, PassPriority
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr608_2c_that_much_after_life_loss_round_trip() -> None:
    round_trip(
        "Target opponent loses 1 life for each attacking creature you control. You gain that"
        " much life."
    )


def test_cr608_2c_that_much_first_in_a_spell_is_refused() -> None:
    """Nothing before it: "that much" names no amount."""
    assert missing(parse_line("You gain that much life.")) is not None


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("attackers", "drained"), [(2, 2), (0, 0)])
def test_cr608_2h_foul_tongue_shriek_gains_the_life_lost(
    ruleset: str, attackers: int, drained: int
) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 1)
    bears = [t.put("Grizzly Bears", t.alice) for _ in range(2)]
    shriek = t.put("Foul-Tongue Shriek", t.alice, "hand")
    t.begin()
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())
    t.act(DeclareAttackers(tuple((b, t.bob) for b in bears[:attackers])))
    t.act(CastSpell(shriek, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 20 - drained
    assert t.game.life(t.alice) == 20 + drained
