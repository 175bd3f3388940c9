"""A sentence whose clauses share their subject "you", said once ("You draw two cards and lose 2
life.") or twice ("you draw a card and you lose 1 life"): the same instructions, followed in
the order written (CR 608.2c); "you" draws the cards (CR 121.1, 2011: 120.1) and loses or
gains the life (CR 119.3, 2011: 118.3). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.abilities import EffectLine
from mtgrules.cards.grammar import parse_line
from mtgrules.effects.instructions import DrawCards, GainLife, LoseLife
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "You draw two cards and lose 2 life.",  # Night's Whisper
        "You draw three cards and gain 3 life.",  # Voyage Home
        "Whenever ~ attacks, you draw a card and lose 1 life.",  # Moonglove Extractor
        "Whenever another nontoken creature you control dies, you draw a card and lose 1 life.",
        "Target creature you control gets +1/+1 until end of turn. You draw a card and gain 1 "
        "life.",  # Oracle's Restoration
        "At the beginning of combat on your turn, put a +1/+1 counter on ~. Then you draw X "
        "cards and lose X life, where X is the number of counters on ~.",  # Savanti Romero
        "At the beginning of your upkeep, you draw a card and you lose 1 life.",  # Phyrexian Arena
        "Target player draws two cards and loses 2 life.",  # Sign in Blood
        # "you" said again after a clause whose subject is another player
        "When ~ enters, target opponent discards a card and you draw a card.",
        "Whenever ~ deals combat damage to a player, that player discards a card and you draw "
        "a card.",  # Dimir Cutpurse
        "Target player gains 5 life, ~ deals 5 damage to any target, then you draw five cards.",
        "Target player mills two cards. Draw two cards.",  # Pilfered Plans: a new sentence
    ],
)
def test_cr608_2c_subject_said_once_or_twice_round_trip(line: str) -> None:
    round_trip(line)


def test_cr119_3_subject_said_once_is_the_same_instruction_for_the_engine() -> None:
    """Only the wording differs: the same player ("you") loses the same amount."""
    once = parse_line("You draw two cards and lose 2 life.")
    twice = parse_line("You draw two cards and you lose 2 life.")
    assert isinstance(once, EffectLine) and isinstance(twice, EffectLine)
    (draw, lose), (draw2, lose2) = once.sentences[0], twice.sentences[0]
    assert draw == draw2 == DrawCards(count=2)
    assert isinstance(lose, LoseLife) and isinstance(lose2, LoseLife)
    assert (lose.amount, lose.who) == (lose2.amount, lose2.who) == (2, LoseLife(amount=2).who)
    assert lose.elided and not lose2.elided


def _hand(t: Table, player: int) -> int:
    state = t.game.state
    return sum(1 for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player)


def _library(t: Table, count: int) -> None:
    for _ in range(count):
        t.put("Island", t.alice, "library")
        t.put("Island", t.bob, "library")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr119_3_nights_whisper_draws_two_and_loses_two(ruleset: str) -> None:
    """Night's Whisper: Alice (who cast it) draws two cards and loses 2 life; Bob is
    untouched."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    whisper = t.put("Night's Whisper", t.alice, "hand")
    _library(t, 3)
    t.begin()
    t.act(CastSpell(whisper, ()))
    before = _hand(t, t.alice)
    t.resolve()
    state = t.game.state
    assert _hand(t, t.alice) == before + 2
    assert len(state.libraries[t.alice]) == 1
    assert state.life_of(t.alice) == 18
    assert state.life_of(t.bob) == 20
    assert len(state.libraries[t.bob]) == 3
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Night's Whisper"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr119_3_oracles_restoration_draws_and_gains_after_the_pump(ruleset: str) -> None:
    """Oracle's Restoration: the creature gets +1/+1, then Alice draws a card and gains 1
    life (a second sentence whose clauses share "you")."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 1)
    bears = t.put("Grizzly Bears", t.alice)
    spell = t.put("Oracle's Restoration", t.alice, "hand")
    _library(t, 2)
    t.begin()
    t.act(CastSpell(spell, (bears,)))
    before = _hand(t, t.alice)
    t.resolve()
    state = t.game.state
    assert _hand(t, t.alice) == before + 1
    assert state.life_of(t.alice) == 21
    assert state.life_of(t.bob) == 20
    assert t.game.power(bears) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr121_1_psychic_symbiont_opponent_discards_and_you_draw(ruleset: str) -> None:
    """Psychic Symbiont: "target opponent discards a card and you draw a card": Bob discards
    his only card, Alice (not Bob) draws."""
    t = Table(ruleset)
    t.lands("Island", t.alice, 3)
    t.lands("Swamp", t.alice, 3)
    symbiont = t.put("Psychic Symbiont", t.alice, "hand")
    t.put("Grizzly Bears", t.bob, "hand")
    _library(t, 2)
    t.begin()
    t.act(CastSpell(symbiont, ()))
    t.resolve()  # the creature spell
    t.resolve()  # its enters trigger, targeting Bob (the only opponent)
    state = t.game.state
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Island"]
    assert len(state.libraries[t.bob]) == 2


def test_cr119_3_gain_marker_kept_apart_from_the_plain_instruction() -> None:
    gain = parse_line("You draw three cards and gain 3 life.")
    assert isinstance(gain, EffectLine)
    step = gain.sentences[0][1]
    assert isinstance(step, GainLife) and step.elided and step.amount == 3
