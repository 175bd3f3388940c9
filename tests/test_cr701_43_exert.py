"""Exert (CR 701.43a: an exerted permanent doesn't untap during its controller's next untap
step), chosen as the creature attacks: "You may exert ~ as it attacks. When you do, [effect]"
(a reflexive triggered ability, CR 603.12). Printed after 2011, it applies under the 2011
rules too, with today's rule number. Played with Hooded Brawler ("You may exert ~ as it
attacks. When you do, it gets +2/+2 until end of turn.", a 3/2) and Watchful Naga ("... When
you do, draw a card.")."""

from __future__ import annotations

import pytest

from mtgrules.actions import Choose, DeclareAttackers
from mtgrules.objects import Zone
from tests.activation_play import to_attackers, to_main_of
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "You may exert ~ as it attacks. When you do, it gets +2/+2 until end of turn.",
        "You may exert ~ as it attacks. When you do, draw a card.",
        "You may exert ~ as it attacks. When you do, it gets +1/+3 and gains lifelink until "
        "end of turn.",
        "You may exert ~ as it attacks. When you do, creatures you control get +1/+1 until end "
        "of turn.",
    ],
)
def test_cr701_43_exert_round_trip(line: str) -> None:
    round_trip(line)


def _attack_with(t: Table, creature: int, exert: bool) -> None:
    """Alice attacks Bob with ``creature``, answering whether she exerts it."""
    to_attackers(t)
    t.game.apply(DeclareAttackers(((creature, t.bob),)))
    asked = t.asked()
    assert asked.kind == "may" and asked.player == t.alice and asked.rule == "701.43a"
    t.game.apply(Choose(exert))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_43a_exerted_brawler_gets_bigger_and_stays_tapped(ruleset: str) -> None:
    """Exerted, Hooded Brawler's reflexive ability makes it 5/4; it stays tapped through
    Alice's next untap step and untaps in the one after."""
    t = Table(ruleset)
    brawler = t.put("Hooded Brawler", t.alice)
    t.begin()
    _attack_with(t, brawler, True)
    assert [item.source for item in t.game.state.stack] == [brawler]
    t.resolve()
    assert (t.game.power(brawler), t.game.toughness(brawler)) == (5, 4)
    to_main_of(t, t.alice)
    assert t.game.obj(brawler).tapped  # CR 701.43a: it didn't untap
    assert (t.game.power(brawler), t.game.toughness(brawler)) == (3, 2)
    to_main_of(t, t.alice)
    assert not t.game.obj(brawler).tapped


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_43a_not_exerted_no_trigger_and_untaps(ruleset: str) -> None:
    """Not exerted: no trigger, Hooded Brawler stays 3/2 and untaps in Alice's next turn."""
    t = Table(ruleset)
    brawler = t.put("Hooded Brawler", t.alice)
    t.begin()
    _attack_with(t, brawler, False)
    assert t.game.state.stack == []
    assert (t.game.power(brawler), t.game.toughness(brawler)) == (3, 2)
    to_main_of(t, t.alice)
    assert not t.game.obj(brawler).tapped


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_12_exerted_naga_draws_a_card(ruleset: str) -> None:
    """Watchful Naga exerted: Alice draws a card when the reflexive ability resolves."""
    t = Table(ruleset)
    naga = t.put("Watchful Naga", t.alice)
    t.put("Island", t.alice, "library")
    t.begin()
    _attack_with(t, naga, True)
    hand = len(t.zone_of(t.alice, Zone.HAND))
    t.resolve()
    assert len(t.zone_of(t.alice, Zone.HAND)) == hand + 1
