"""CR 611.3a, 205.3m: "~ gets +1/+1 for each other Cat you control." (Pride Sovereign), "~ gets
+4/+4 for each other Giant you control." (Borderland Behemoth): counted continuously, this
object left out, only its controller's. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from tests.card_table import RULESETS, Table, round_trip


@pytest.mark.parametrize(
    "line",
    [
        "~ gets +1/+1 for each other Cat you control.",
        "~ gets +4/+4 for each other Giant you control.",
    ],
)
def test_cr611_3a_for_each_other_subtype_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_pride_sovereign_counts_other_cats(ruleset: str) -> None:
    """Pride Sovereign (a 2/2 Cat) alone: 2/2; with Alice's two Savannah Lions (Cats): 4/4;
    Bob's Lions and Alice's Grizzly Bears (a Bear) don't count; a Lions gone: 3/3."""
    t = Table(ruleset)
    sovereign = t.put("Pride Sovereign", t.alice)
    t.main_phase()
    base = (t.game.power(sovereign), t.game.toughness(sovereign))
    assert base == (2, 2)  # itself not counted
    lions = [t.put("Savannah Lions", t.alice) for _ in range(2)]
    t.put("Savannah Lions", t.bob)
    t.put("Grizzly Bears", t.alice)
    assert (t.game.power(sovereign), t.game.toughness(sovereign)) == (base[0] + 2, base[1] + 2)
    t.game.move_to_zone(lions[0], "graveyard")
    assert (t.game.power(sovereign), t.game.toughness(sovereign)) == (base[0] + 1, base[1] + 1)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr611_3a_borderland_behemoth_counts_other_giants(ruleset: str) -> None:
    """Borderland Behemoth (a Giant) with one Hill Giant: +4/+4."""
    t = Table(ruleset)
    behemoth = t.put("Borderland Behemoth", t.alice)
    t.main_phase()
    base = t.game.power(behemoth)
    assert base == 4  # itself not counted
    t.put("Hill Giant", t.alice)
    assert t.game.power(behemoth) == base + 4
