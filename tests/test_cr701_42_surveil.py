"""Surveil (CR 701.42a, a keyword action from after the 2011 rules, cited by today's number
under both rulesets): look at the top N cards of your library, put any number of them into
your graveyard and the rest on top in any order. Real cards played under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards import support
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.effects.library import Surveil
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr701_42a_surveil_is_implemented() -> None:
    assert Surveil in support.IMPLEMENTED


@pytest.mark.parametrize(
    "line",
    [
        "Surveil 2, then draw two cards. You lose 2 life.",
        "~ deals 4 damage to target creature. Surveil 1.",
        "Pay 2 life: Surveil 2.",
        "When ~ enters, each opponent loses 2 life and you gain 2 life. Surveil 2.",
    ],
)
def test_cr701_42a_surveil_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr701_42a_surveil_0_is_not_a_clause() -> None:
    with pytest.raises(ClauseError):
        parse_line("Surveil 0.")


def _library(t: Table, *names: str) -> list[int]:
    """Put the cards into Alice's library, the last one on top, and begin the game in her
    main phase; the library's ids, top first."""
    for name in names:
        t.put(name, t.alice, "library")
    t.begin()
    return list(reversed(t.game.state.libraries[t.alice]))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_42a_diresight_surveils_one_into_the_graveyard_then_draws(ruleset: str) -> None:
    """Diresight: "Surveil 2, then draw two cards. You lose 2 life." Alice puts the top card
    (Swamp) into her graveyard, keeps Mountain on top, then draws Mountain and Island."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    spell = t.put("Diresight", t.alice, "hand")
    swamp, mountain, _, _ = _library(t, "Forest", "Island", "Mountain", "Swamp")
    t.act(CastSpell(spell))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # Diresight resolves and asks how to surveil
    asked = t.asked()
    assert asked.kind == "surveil" and asked.rule == "701.42a"
    assert len(asked.options) == 5  # none (2 orders), either one, both
    t.act(Choose(((swamp,), (mountain,))))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Diresight", "Swamp"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Island", "Mountain"]
    assert t.library(t.alice) == ["Forest"]
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_42a_doom_whisperer_keeps_both_on_top_in_a_new_order(ruleset: str) -> None:
    """Doom Whisperer: "Pay 2 life: Surveil 2." Alice keeps both cards, Mountain above Swamp
    (the order she chooses), and pays 2 life."""
    t = Table(ruleset)
    whisperer = t.put("Doom Whisperer", t.alice)
    swamp, mountain, _, _ = _library(t, "Forest", "Island", "Mountain", "Swamp")
    t.act(ActivateAbility(whisperer, 0, ()))
    assert t.game.life(t.alice) == 18  # the cost is paid on activation
    events = t.resolve(((), (mountain, swamp)))
    assert t.library(t.alice) == ["Mountain", "Swamp", "Island", "Forest"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == []
    ordered = [e for e in events if isinstance(e, LibraryOrdered)]
    assert [(e.top, e.bottom, e.rule) for e in ordered] == [(2, 0, "701.42a")]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_42a_surveil_both_into_the_graveyard(ruleset: str) -> None:
    t = Table(ruleset)
    whisperer = t.put("Doom Whisperer", t.alice)
    swamp, mountain, _ = _library(t, "Forest", "Mountain", "Swamp")
    t.act(ActivateAbility(whisperer, 0, ()))
    t.resolve(((swamp, mountain), ()))
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Mountain", "Swamp"]
    assert t.library(t.alice) == ["Forest"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_42a_surveil_with_an_empty_library_does_nothing(ruleset: str) -> None:
    t = Table(ruleset)
    whisperer = t.put("Doom Whisperer", t.alice)
    t.begin()
    t.act(ActivateAbility(whisperer, 0, ()))
    events = t.resolve()
    assert not [e for e in events if isinstance(e, LibraryOrdered)]
    assert t.game.life(t.alice) == 18
