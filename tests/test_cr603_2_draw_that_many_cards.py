"""CR 603.2: "draw that many cards" in a triggered ability draws as many cards as the damage
dealt or the life lost in the event that triggered it (CR 121.1; 2011: 120.1). Prevented
damage is not dealt (CR 615.1). Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules import Match, PreventDamage
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _library(t: Table, count: int) -> None:
    """Islands in Alice's library; the game begins in her main phase."""
    for _ in range(count):
        t.put("Island", t.alice, "library")
    t.begin()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_glint_eye_nephilim_draws_the_combat_damage_it_dealt(ruleset: str) -> None:
    """Glint-Eye Nephilim (2/2) deals 2 combat damage to Bob: Alice draws two cards."""
    t = Table(ruleset)
    _library(t, 5)
    nephilim = t.put("Glint-Eye Nephilim", t.alice)
    t.game.deal_damage_event([DamagePart(nephilim, t.bob, 2, True, None)])
    t.game.resolve_triggers()
    assert len(t.zone_of(t.alice, Zone.HAND)) == 2
    assert len(t.game.state.libraries[t.alice]) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_illusory_ambusher_draws_only_the_damage_not_prevented(ruleset: str) -> None:
    """Illusory Ambusher is dealt 3 damage by Lightning Bolt, 2 of it prevented: it is dealt
    1 and Alice draws one card."""
    t = Table(ruleset)
    _library(t, 5)
    ambusher = t.put("Illusory Ambusher", t.alice)
    bolt = t.put("Lightning Bolt", t.bob, "stack")
    t.game.add_effect(PreventDamage(amount=2, to=Match.ids_of(ambusher)), controller=t.alice)
    t.game.deal_damage(bolt, ambusher, 3)
    t.game.resolve_triggers()
    assert len(t.zone_of(t.alice, Zone.HAND)) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_vilis_draws_the_life_lost(ruleset: str) -> None:
    """Vilis, Broker of Blood: "Whenever you lose life, draw that many cards." Alice loses 3
    life: she draws three."""
    t = Table(ruleset)
    _library(t, 5)
    t.put("Vilis, Broker of Blood", t.alice)
    t.game.lose_life(t.alice, 3)
    t.game.resolve_triggers()
    assert len(t.zone_of(t.alice, Zone.HAND)) == 3


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals combat damage to a player, draw that many cards.",
        "Whenever ~ deals combat damage to a player, you may draw that many cards.",
        "Whenever ~ is dealt damage, draw that many cards.",
        "Whenever you lose life, draw that many cards.",
    ],
)
def test_cr603_2_draw_that_many_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_2_draw_that_many_needs_an_amount() -> None:
    """An attack has no amount: "that many" refers to nothing, so the line is unsupported."""
    problem = missing(parse_line("Whenever ~ attacks, draw that many cards."))
    assert problem is not None and "DrawThatMany" in problem
