"""CR 603.7c, 608.2c: "that opponent" is the trigger event's player when that player is always
an opponent ("Whenever ~ deals damage to an opponent, that opponent discards a card."), the
same player as "that player" (cards/that_opponent.py); after an event of any player, or no
player, it isn't supported. Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.abilities import TriggeredLine
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.faces import CardFace
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.that_opponent import THAT_OPPONENT
from mtgrules.effects.instructions import LoseLife
from mtgrules.objects import Zone
from tests.card_table import RULESETS, round_trip
from tests.combat_play import attack_unblocked
from tests.combat_table import CombatTable


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals damage to an opponent, that opponent discards a card.",  # Zhang Liao
        "Whenever ~ deals combat damage to an opponent, that opponent loses 1 life.",
        "Whenever an opponent draws a card, that opponent loses 1 life.",
        "Whenever an opponent casts a spell, ~ deals 1 damage to that opponent.",
    ],
)
def test_cr603_7c_that_opponent_round_trip(line: str) -> None:
    round_trip(line)


def test_cr603_7c_that_opponent_is_the_events_player() -> None:
    line = parse_line("Whenever an opponent draws a card, that opponent loses 1 life.")
    assert isinstance(line, TriggeredLine)
    assert line.sentences == ((LoseLife(amount=1, who=THAT_OPPONENT),),)


@pytest.mark.parametrize(
    "text",
    [
        "Whenever Testcard deals damage to a player, that opponent discards a card.",
        "Whenever a player casts a spell, that opponent loses 1 life.",
        "When Testcard enters, that opponent loses 1 life.",
    ],
)
def test_cr603_7c_that_opponent_needs_an_opponents_event(text: str) -> None:
    face = CardFace(
        name="Testcard", mana_cost="{1}", types=("Creature",), power="1", toughness="1", text=text
    )
    assert not compile_face(face).supported


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_7c_zhang_liao_that_opponent_discards(ruleset: str) -> None:
    """Zhang Liao, Hero of Hefei (3/3) attacks Bob unblocked: 3 damage, and Bob (that opponent)
    discards one of his two cards; Alice's hand is untouched."""
    t = CombatTable(ruleset)
    zhang = t.put("Zhang Liao, Hero of Hefei", t.alice)
    for name in ("Grizzly Bears", "Shock"):
        t.put(name, t.bob, "hand")
        t.put(name, t.alice, "hand")
    attack_unblocked(t, zhang)
    assert t.game.life(t.bob) == 17
    bob_hand = [
        o for o in t.game.state.objects.values() if o.zone is Zone.HAND and o.owner == t.bob
    ]
    bob_yard = [
        o for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD and o.owner == t.bob
    ]
    alice_hand = [
        o for o in t.game.state.objects.values() if o.zone is Zone.HAND and o.owner == t.alice
    ]
    assert (len(bob_hand), len(bob_yard), len(alice_hand)) == (1, 1, 2)
