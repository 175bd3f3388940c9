"""CR 611.3a: "~ has double strike as long as two or more nonland permanents entered the
battlefield under your control this turn." (Gallant Pie-Wielder), "As long as an artifact
entered the battlefield under your control this turn, creatures you control get +1/+1."
(Sentinel Sarah Lyons): the condition counts this turn's permanents of the kind that
entered under its controller's control (lands don't count as nonland, CR 110.4a); it ends
with the turn. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, PlayLand
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Keyword
from tests.card_table import RULESETS, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "~ has double strike as long as two or more nonland permanents entered the battlefield "
        "under your control this turn.",
        "~ gets +1/+1 and has lifelink as long as two or more nonland permanents entered the "
        "battlefield under your control this turn.",
        "As long as an artifact entered the battlefield under your control this turn, creatures "
        "you control get +2/+2.",
    ],
)
def test_cr611_3a_entered_kinds_round_trip(line: str) -> None:
    round_trip(line)


def test_cr611_3a_entered_kinds_refuses_another_adjective() -> None:
    with pytest.raises(ClauseError, match="tapped permanents entered"):
        parse_line(
            "~ has flying as long as two or more tapped permanents entered the battlefield "
            "under your control this turn."
        )


def _cast(t: CombatTable, name: str) -> None:
    card = t.put(name, t.alice, "hand")
    t.game.apply(CastSpell(card, ()))
    t.resolve()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_gallant_pie_wielder_counts_nonland_permanents(ruleset: str) -> None:
    """Gallant Pie-Wielder: a land played doesn't count; after one creature and one artifact
    entered under Alice's control it has double strike; Bob's permanents don't count for
    her; next turn the count starts again."""
    t = CombatTable(ruleset)
    wielder = t.put("Gallant Pie-Wielder", t.alice)
    t.put("Mountain", t.alice)
    t.game.begin("precombat main", active=t.alice)
    forest = t.put("Forest", t.alice, "hand")
    t.game.apply(PlayLand(forest))
    t.put("Grizzly Bears", t.bob)
    assert not t.obj(wielder).has(Keyword.DOUBLE_STRIKE)
    _cast(t, "Memnite")
    assert not t.obj(wielder).has(Keyword.DOUBLE_STRIKE)
    _cast(t, "Ornithopter")
    assert t.obj(wielder).has(Keyword.DOUBLE_STRIKE)
    t.play_to("upkeep", t.bob)
    assert not t.obj(wielder).has(Keyword.DOUBLE_STRIKE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_sentinel_sarah_lyons_an_artifact_entered(ruleset: str) -> None:
    """Sentinel Sarah Lyons: a creature entering doesn't switch it on; an artifact (Ornithopter,
    an artifact creature) does: Alice's creatures get +2/+2, Bob's don't."""
    t = CombatTable(ruleset)
    t.put("Sentinel Sarah Lyons", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.game.begin("precombat main", active=t.alice)
    t.put("Forest", t.alice)
    _cast(t, "Llanowar Elves")
    assert t.game.power(bears) == 2
    _cast(t, "Ornithopter")
    assert (t.game.power(bears), t.game.toughness(bears)) == (4, 4)
    assert t.game.power(giant) == 3
