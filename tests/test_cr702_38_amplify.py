"""Amplify (CR 702.38a; 702.36a in the 2011 rules): "Amplify N" means "As this object enters,
reveal any number of cards from your hand that share a creature type with it. This permanent
enters with N +1/+1 counters on it for each card revealed this way." Played with Zombie Brute
({6}{B} 5/4, amplify 1, trample) and Kilnmouth Dragon ({5}{R}{R} 5/5, amplify 3), revealing
Gravedigger (a Zombie), Shivan Dragon and Grizzly Bears (a Bear) from Alice's hand."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.database import bundled_database
from mtgrules.choices import Decision
from mtgrules.events import CountersPut
from mtgrules.objects import PLUS_ONE, Zone
from tests.counter_keyword_table import CounterTable

AMPLIFY = {"current": "702.38a", "cr2011": "702.36a"}


def _cast(
    ruleset: str, name: str, land: str, hand: Sequence[str], answers: Sequence[bool]
) -> tuple[CounterTable, list[Decision]]:
    """Alice, with ``hand`` in her hand, casts ``name`` with seven ``land``; each reveal she
    is offered is answered in turn by ``answers``."""
    t = CounterTable(ruleset)
    t.lands(land, 7)
    for card in hand:
        t.put(card, t.alice, "hand")
    spell = t.put(name, t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(spell, ()))
    left = list(answers)
    asked: list[Decision] = []
    for _ in range(30):
        if not t.game.state.stack:
            return t, asked
        found = t.asked()
        if found.kind == "may":
            asked.append(found)
            t.game.apply(Choose(left.pop(0)))
        else:
            t.game.apply(PassPriority())
    raise AssertionError("the stack doesn't empty")


def test_cr702_38a_a_counter_for_each_card_revealed(ruleset: str) -> None:
    """Two Gravediggers revealed: Zombie Brute enters with two counters, a 7/6; the Bears
    (no shared creature type) are never offered; the revealed cards stay in the hand."""
    hand = ("Gravedigger", "Gravedigger", "Grizzly Bears")
    t, asked = _cast(ruleset, "Zombie Brute", "Swamp", hand, [True, True])
    assert [d.rule for d in asked] == [AMPLIFY[ruleset]] * 2
    brute = t.named("Zombie Brute")
    assert brute.counters == {PLUS_ONE: 2}
    assert (t.game.power(brute.id), t.game.toughness(brute.id)) == (7, 6)
    in_hand = [o.name for o in t.game.state.objects.values() if o.zone is Zone.HAND]
    assert sorted(in_hand) == sorted(hand)
    (put,) = [e for e in t.game.log if isinstance(e, CountersPut)]
    assert (put.permanent, put.amount, put.rule) == (brute.id, 2, AMPLIFY[ruleset])


def test_cr702_38a_any_number_even_none(ruleset: str) -> None:
    t, _ = _cast(ruleset, "Zombie Brute", "Swamp", ("Gravedigger", "Gravedigger"), [True, False])
    assert t.named("Zombie Brute").counters == {PLUS_ONE: 1}
    t, _ = _cast(ruleset, "Zombie Brute", "Swamp", ("Gravedigger",), [False])
    assert t.named("Zombie Brute").counters == {}


def test_cr702_38a_amplify_3_three_counters_per_card(ruleset: str) -> None:
    t, _ = _cast(ruleset, "Kilnmouth Dragon", "Mountain", ("Shivan Dragon",), [True])
    dragon = t.named("Kilnmouth Dragon")
    assert dragon.counters == {PLUS_ONE: 3}
    assert t.game.power(dragon.id) == 8


@pytest.mark.parametrize(
    "name", ["Zombie Brute", "Kilnmouth Dragon", "Daru Stinger", "Embalmed Brawler"]
)
def test_cr702_38a_the_keyword_makes_the_cards_supported(name: str) -> None:
    card = bundled_database().compiled(name)
    assert card.supported, card.reason
