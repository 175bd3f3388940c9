"""Looking at the top cards and revealing one of a description: "You may reveal a creature card
with power 3 or less / a historic card / a creature or land card / a Human creature card from
among them and put it into your hand. Put the rest on the bottom of your library in a random
order." (CR 608.2c; CR 700.6: artifacts, legendaries and Sagas are historic; a card's power
outside the battlefield is its printed power, CR 208.3). The controller chooses among the cards
that fit, or none. Real cards, under both rulesets."""

from __future__ import annotations

from collections.abc import Hashable

import pytest

from mtgrules.actions import Choose, DeclareAttackers
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.choices import Decision
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table
from tests.play import pass_step


def _library(t: Table, *names: str) -> list[int]:
    """The cards put into Alice's library, the last one on top; the game begins in her main
    phase. The library's ids, top first."""
    for name in names:
        t.put(name, t.alice, "library")
    t.begin()
    return list(reversed(t.game.state.libraries[t.alice]))


def _to_end_step(t: Table) -> None:
    """Alice passes through combat (attacking with nothing) until a choice other than priority
    is asked."""
    while True:
        pass_step(t.game)
        decision = t.game.decision()
        assert decision is not None
        if decision.kind == "declare attackers":
            t.game.apply(DeclareAttackers(attacks=()))
        elif decision.kind != "priority":
            return


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_star_charter_a_creature_card_with_power_3_or_less(ruleset: str) -> None:
    """Star Charter, after Alice lost life: of the top four, Llanowar Elves (1) and Grizzly
    Bears (2) may be revealed; Colossal Dreadmaw (6) and Island may not, and the fifth card,
    Raging Goblin, is not looked at. Alice takes the Bears."""
    t = Table(ruleset)
    t.put("Star Charter", t.alice)
    elves, dreadmaw, bears, island, goblin = _library(
        t, "Raging Goblin", "Island", "Grizzly Bears", "Colossal Dreadmaw", "Llanowar Elves"
    )
    t.game.lose_life(t.alice, 1)
    _to_end_step(t)
    asked = t.asked()
    assert asked.kind == "look at the top" and asked.rule == "608.2c"
    assert set(asked.options) == {(elves,), (bears,), ()}
    t.act(Choose((bears,)))
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears"]
    assert t.library(t.alice)[0] == "Raging Goblin"
    assert sorted(t.library(t.alice)[1:]) == ["Colossal Dreadmaw", "Island", "Llanowar Elves"]
    assert {dreadmaw, island, goblin} <= set(t.game.state.libraries[t.alice])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr700_6_weatherlight_a_historic_card(ruleset: str) -> None:
    """Weatherlight deals combat damage to Bob: of the top five, Ornithopter (an artifact) and
    Isamaru (legendary) may be revealed; Grizzly Bears and the lands may not."""
    t = Table(ruleset)
    ornithopter, bears, isamaru, _, _ = _library(
        t, "Forest", "Island", "Isamaru, Hound of Konda", "Grizzly Bears", "Ornithopter"
    )
    weatherlight = t.put("Weatherlight", t.alice)
    t.game.deal_damage_event([DamagePart(weatherlight, t.bob, 4, True, None)])
    asked: list[Decision] = []

    def take_isamaru(decision: Decision) -> Hashable:
        asked.append(decision)
        return (isamaru,)

    t.game.resolve_triggers(choices=take_isamaru)
    assert [(d.kind, set(d.options)) for d in asked] == [
        ("look at the top", {(ornithopter,), (isamaru,), ()})
    ]
    assert t.zone_of(t.alice, Zone.HAND) == ["Isamaru, Hound of Konda"]
    assert sorted(t.library(t.alice)) == ["Forest", "Grizzly Bears", "Island", "Ornithopter"]
    assert bears in t.game.state.libraries[t.alice]


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your end step, if you gained or lost life this turn, look at the "
        "top four cards of your library. You may reveal a creature card with power 3 or less "
        "from among them and put it into your hand. Put the rest on the bottom of your library "
        "in a random order.",
        "Whenever ~ deals combat damage to a player, look at the top five cards of your "
        "library. You may reveal a historic card from among them and put it into your hand. "
        "Put the rest on the bottom of your library in a random order.",
        "[+1]: Look at the top four cards of your library. You may reveal a creature or land "
        "card from among them and put it into your hand. Put the rest on the bottom of your "
        "library in a random order.",
        "Whenever ~ attacks, look at the top five cards of your library. You may reveal a Human "
        "creature card from among them and put it into your hand. Put the rest on the bottom "
        "of your library in a random order.",
        "Whenever ~ attacks, look at the top five cards of your library. You may reveal an Elf "
        "creature card from among them and put it into your hand. Put the rest on the bottom "
        "of your library in a random order.",
    ],
)
def test_cr608_2c_described_reveal_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        "Look at the top four cards of your library. You may reveal a land card with power 3 "
        "or less from among them and put it into your hand. Put the rest on the bottom of your "
        "library in a random order.",
        "Look at the top four cards of your library. You may reveal a creature or creature "
        "card from among them and put it into your hand. Put the rest on the bottom of your "
        "library in a random order.",
    ],
)
def test_cr608_2c_described_reveal_rejects_wording_it_cannot_mean(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)
