"""CR 508.1 with CR 603.2c: "Whenever you attack with [N] or more [creatures]" triggers once
as attackers are declared, if at least N such creatures you control were declared."""

from __future__ import annotations

import pytest

from mtgrules.actions import DeclareAttackers
from tests.card_table import in_hand, round_trip
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "Whenever you attack with two or more creatures, draw a card.",
        "Whenever you attack with one or more Zombies, scry 1.",
        "Whenever you attack with two or more creatures with flying, draw a card.",
        "Whenever you attack with three or more creatures, ~ gets +2/+0 until end of turn.",
    ],
)
def test_cr508_1_attack_with_round_trips(line: str) -> None:
    round_trip(line)


def _declare(t: CombatTable, count: int) -> None:
    """Alice declares ``count`` Grizzly Bears as attackers, then the triggers resolve."""
    bears = [t.put("Grizzly Bears", t.alice) for _ in range(count)]
    t.to_attackers()
    t.game.apply(DeclareAttackers(tuple((b, t.bob) for b in bears)))
    t.pass_until("declare blockers")


@pytest.mark.parametrize(("attackers", "drawn"), [(1, 0), (2, 1), (3, 1)])
def test_cr508_1_military_intelligence_two_or_more(
    ruleset: str, attackers: int, drawn: int
) -> None:
    """Military Intelligence draws one card when Alice attacks with two or more creatures,
    once however many attack, and nothing for a single attacker."""
    t = CombatTable(ruleset)
    t.put("Military Intelligence", t.alice)
    before = in_hand(t)
    _declare(t, attackers)
    assert in_hand(t) == before + drawn


def test_cr508_1_opponents_attack_with_does_not_trigger(ruleset: str) -> None:
    """Bob's Military Intelligence: Alice's attack with two creatures draws Bob nothing."""
    t = CombatTable(ruleset)
    t.put("Military Intelligence", t.bob)
    hand = [o for o in t.game.state.objects.values() if o.owner == t.bob]
    before = sum(1 for o in hand if o.zone.value == "hand")
    _declare(t, 2)
    after = sum(
        1 for o in t.game.state.objects.values() if o.owner == t.bob and o.zone.value == "hand"
    )
    assert after == before


@pytest.mark.parametrize(("attackers", "power"), [(2, 1), (3, 3)])
def test_cr508_1_seasoned_consultant_three_or_more(
    ruleset: str, attackers: int, power: int
) -> None:
    """Seasoned Consultant (1/3) gets +2/+0 when Alice attacks with three or more creatures
    (it needn't attack itself)."""
    t = CombatTable(ruleset)
    t.put("Seasoned Consultant", t.alice)
    _declare(t, attackers)
    assert t.named("Seasoned Consultant").current_power() == power


@pytest.mark.parametrize(("flyers", "bears", "drawn"), [(1, 1, 0), (2, 0, 1), (0, 2, 0)])
def test_cr508_1_tide_skimmer_two_or_more_with_flying(
    ruleset: str, flyers: int, bears: int, drawn: int
) -> None:
    """Tide Skimmer draws a card only when at least two of the attackers have flying."""
    t = CombatTable(ruleset)
    t.put("Tide Skimmer", t.alice)
    attackers = [t.put("Wind Drake", t.alice) for _ in range(flyers)]
    attackers += [t.put("Grizzly Bears", t.alice) for _ in range(bears)]
    before = in_hand(t)
    t.to_attackers()
    t.game.apply(DeclareAttackers(tuple((a, t.bob) for a in attackers)))
    t.pass_until("declare blockers")
    assert in_hand(t) == before + drawn
