"""Paying life as a triggered ability resolves: "you may pay 2 life. If you do, draw a card."
(CR 603.5: the "may" is chosen as it resolves; CR 119.4, 2011: 118.4: a player can pay life
only if their life total is at least that amount; CR 608.2c: "If you do" follows only when
the life was paid). Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, DeclareAttackers, PassPriority
from mtgrules.events import LifeLost
from mtgrules.objects import Keyword, Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Whenever another creature you control dies, you may pay 2 life. If you do, draw a card.",
        "Whenever ~ attacks, you may pay 1 life. If you do, create a Treasure token.",
        "Whenever ~ attacks, you may pay 2 life. If you do, it gains flying until end of turn.",
        "At the beginning of your upkeep, you may pay 1 life. If you do, draw a card and put a "
        "+1/+1 counter on ~.",
    ],
)
def test_cr119_4_pay_life_templates_round_trip(line: str) -> None:
    round_trip(line)


def _erebos_sacrifices_bears(ruleset: str, life: int = 20) -> Table:
    """Alice controls Erebos, Bleak-Hearted, a Grizzly Bears and Goblin Bombardment, with
    three cards in her library; she sacrifices the Bears: Erebos triggers."""
    t = Table(ruleset)
    t.put("Erebos, Bleak-Hearted", t.alice)
    bombardment = t.put("Goblin Bombardment", t.alice)
    t.put("Grizzly Bears", t.alice)
    for _ in range(3):
        t.put("Island", t.alice, "library")
    t.begin()
    t.game.set_life(t.alice, life)
    t.act(ActivateAbility(bombardment, 0, (t.bob,)))
    return t


def _hand(t: Table) -> list[str]:
    return t.zone_of(t.alice, Zone.HAND)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr119_4_erebos_pays_two_life_and_draws(ruleset: str) -> None:
    t = _erebos_sacrifices_bears(ruleset)
    events = t.resolve(True)  # Erebos's trigger, above the Bombardment's ability
    assert [(e.player, e.amount) for e in events if isinstance(e, LifeLost)] == [(t.alice, 2)]
    assert t.game.life(t.alice) == 18
    assert _hand(t) == ["Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_5_erebos_declined_draws_nothing(ruleset: str) -> None:
    t = _erebos_sacrifices_bears(ruleset)
    t.resolve(False)
    assert t.game.life(t.alice) == 20
    assert _hand(t) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr119_4_one_life_cant_pay_two_so_no_card(ruleset: str) -> None:
    """At 1 life, "yes" pays nothing (it can't be paid) and "if you do" is false."""
    t = _erebos_sacrifices_bears(ruleset, life=1)
    t.resolve(True)
    assert t.game.life(t.alice) == 1
    assert _hand(t) == []


def _attack_with(ruleset: str, name: str) -> tuple[Table, int]:
    t = Table(ruleset)
    attacker = t.put(name, t.alice)
    t.begin()
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())
    t.act(DeclareAttackers(((attacker, t.bob),)))
    return t, attacker


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("pays", "treasures", "life"), [(True, 1, 19), (False, 0, 20)])
def test_cr119_4_zhentarim_bandit_pays_one_life_for_a_treasure(
    ruleset: str, pays: bool, treasures: int, life: int
) -> None:
    t, _ = _attack_with(ruleset, "Zhentarim Bandit")
    t.resolve(pays)
    made = [o for o in t.game.state.battlefield() if o.token and "Treasure" in o.subtypes]
    assert len(made) == treasures
    assert t.game.life(t.alice) == life


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr119_4_arrogant_poet_pays_two_life_to_fly(ruleset: str) -> None:
    t, poet = _attack_with(ruleset, "Arrogant Poet")
    assert not t.game.obj(poet).has(Keyword.FLYING)
    t.resolve(True)
    assert t.game.life(t.alice) == 18
    assert t.game.obj(poet).has(Keyword.FLYING)
