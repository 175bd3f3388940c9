"""Attack triggers that offer a sacrifice of a described permanent (CR 701.21a, 2011:
701.14a: the player chooses a permanent they control of that kind; CR 608.2c: "If you do"
follows only a sacrifice made): "you may sacrifice a Food" (Provisions Merchant), "a Forest"
(Spiked Ripsaw), "another creature or artifact" (Comet Crawler). Real cards played through
combat under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import Choose, DeclareAttackers, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.objects import Keyword, Zone
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ attacks, you may sacrifice a Food. If you do, attacking creatures get +1/+1"
        " and gain trample until end of turn.",
        "Whenever ~ attacks, you may sacrifice another creature or artifact. If you do, ~ gets"
        " +2/+0 until end of turn.",
        "Whenever equipped creature attacks, you may sacrifice a Forest. If you do, that creature"
        " gains trample until end of turn.",
        "Whenever ~ attacks, you may sacrifice an Insect. If you do, draw a card.",
    ],
)
def test_cr701_21a_described_sacrifice_round_trip(line: str) -> None:
    round_trip(line)


def test_cr701_21a_unknown_sacrifice_words_are_refused() -> None:
    with pytest.raises(ClauseError):
        parse_line("Whenever ~ attacks, you may sacrifice a Zorblax. If you do, draw a card.")


def _attack(t: CombatTable, attacker: EntityId, *, may: bool) -> None:
    """``attacker`` attacks Bob; its trigger resolves ("may" answered ``may``, the first
    permanent offered sacrificed)."""
    t.to_attackers()
    t.game.apply(DeclareAttackers(((attacker, t.bob),)))
    while t.game.state.stack or t.game.state.pending_choice is not None:
        asked = t.asked()
        if asked.kind == "may":
            t.game.apply(Choose(may))
        elif asked.kind == "sacrifice":
            first = asked.options[0]
            assert isinstance(first, Choose)
            t.game.apply(first)
        else:
            t.game.apply(PassPriority())


def _power(t: CombatTable, entity: EntityId) -> int:
    return t.obj(entity).current_power()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_21a_provisions_merchant_sacrifices_a_food(ruleset: str) -> None:
    """Provisions Merchant (3/3) with a Food: sacrificing it gives the Merchant +1/+1 and
    trample; declining keeps the Food and the Merchant 3/3."""
    for may, power in ((True, 4), (False, 3)):
        t = CombatTable(ruleset)
        merchant = t.put("Provisions Merchant", t.alice)
        t.game.add_permanent("Food", controller=t.alice, types={"Artifact"}, subtypes={"Food"})
        _attack(t, merchant, may=may)
        assert _power(t, merchant) == power
        assert t.obj(merchant).has(Keyword.TRAMPLE) is may
        assert (t.zone("Food") is Zone.GRAVEYARD) is may


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_21a_comet_crawler_needs_another_creature_or_artifact(ruleset: str) -> None:
    """Comet Crawler (2/3): with Sol Ring, sacrificing it makes the Crawler 4/3; with only a
    Forest (neither a creature nor an artifact), nothing is sacrificed and it stays 2/3."""
    t = CombatTable(ruleset)
    crawler = t.put("Comet Crawler", t.alice)
    t.put("Sol Ring", t.alice)
    _attack(t, crawler, may=True)
    assert _power(t, crawler) == 4
    assert t.zone("Sol Ring") is Zone.GRAVEYARD

    t = CombatTable(ruleset)
    crawler = t.put("Comet Crawler", t.alice)
    t.put("Forest", t.alice)
    _attack(t, crawler, may=True)
    assert _power(t, crawler) == 2
    assert t.zone("Forest") is Zone.BATTLEFIELD and t.zone("Comet Crawler") is Zone.BATTLEFIELD


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_21a_spiked_ripsaw_sacrifices_a_forest(ruleset: str) -> None:
    """Spiked Ripsaw on Grizzly Bears, Alice controls a Forest and a Plains: the Forest is
    sacrificed and the Bears gain trample."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.game.attach(t.put("Spiked Ripsaw", t.alice), bears)
    t.put("Plains", t.alice)
    t.put("Forest", t.alice)
    _attack(t, bears, may=True)
    assert t.obj(bears).has(Keyword.TRAMPLE)
    assert t.zone("Forest") is Zone.GRAVEYARD and t.zone("Plains") is Zone.BATTLEFIELD
