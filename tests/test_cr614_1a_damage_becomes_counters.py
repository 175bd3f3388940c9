"""CR 614.1a: "If damage would be dealt to ~, put that many -1/-1 counters on it instead."
(Lichenthrope) / "+1/+1 counters" (Phytohydra): the damage is replaced, so none is dealt --
no damage marked (CR 120.3e; 2011: 119.3e), no life gained for lifelink (CR 120.3f; 2011:
119.3f: a result of damage dealt). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_lichenthrope_gets_minus_counters_instead_of_damage(ruleset: str) -> None:
    """Hill Giant's 3 damage to Lichenthrope (5/5): three -1/-1 counters, no damage marked,
    a 2/2; Vampire Nighthawk's 2 (lifelink) become two more counters and Bob gains no life;
    Grizzly Bears next to it take their damage as usual."""
    t = Table(ruleset)
    lichen = t.put("Lichenthrope", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    hawk = t.put("Vampire Nighthawk", t.bob)
    t.begin()
    t.game.deal_damage(giant, lichen, 3, combat=True)
    state = t.game.state
    assert state.objects[lichen].counter("-1/-1") == 3 and t.game.damage_on(lichen) == 0
    assert state.objects[lichen].current_power() == 2
    t.game.deal_damage(hawk, lichen, 2)
    assert state.objects[lichen].counter("-1/-1") == 5 and t.game.life(t.bob) == 20
    t.game.deal_damage(giant, bears, 1)
    assert t.game.damage_on(bears) == 1 and state.objects[bears].counter("-1/-1") == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_phytohydra_grows_from_damage(ruleset: str) -> None:
    """Hill Giant's 3 damage to Phytohydra (1/1): three +1/+1 counters, a 4/4, undamaged."""
    t = Table(ruleset)
    hydra = t.put("Phytohydra", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.begin()
    t.game.deal_damage(giant, hydra, 3)
    obj = t.game.state.objects[hydra]
    assert obj.counter("+1/+1") == 3 and obj.current_power() == 4
    assert t.game.damage_on(hydra) == 0


@pytest.mark.parametrize("kind", ["-1/-1", "+1/+1"])
def test_cr614_1a_damage_becomes_counters_round_trip(kind: str) -> None:
    round_trip(f"If damage would be dealt to ~, put that many {kind} counters on it instead.")


@pytest.mark.parametrize(
    "line",
    [
        "If damage would be dealt to you, put that many -1/-1 counters on it instead.",
        "If damage would be dealt to ~, put that many +2/+2 counters on it instead.",
    ],
)
def test_cr614_1a_damage_becomes_counters_refusals(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)
