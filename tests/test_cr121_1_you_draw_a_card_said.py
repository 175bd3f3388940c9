"""CR 121.1: "you draw a card" keeps its "you" in the card's words (``DrawCards.said_you``,
words only: the same draw as "draw a card"), after another player's trigger ("Whenever a player
casts an instant or sorcery spell, you draw a card.") and before another player's instruction
("you draw a card and that opponent discards a card"). Real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.abilities import EffectLine
from mtgrules.cards.grammar import parse_line
from mtgrules.effects.instructions import DrawCards
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import RULESETS, round_trip
from tests.combat_play import attack_unblocked
from tests.combat_table import CombatTable
from tests.instruction_play import Table


@pytest.mark.parametrize(
    "line",
    [
        "Whenever a player casts an instant or sorcery spell, you draw a card.",  # Niv-Mizzet
        "Whenever ~ deals damage to an opponent, you draw a card and that opponent discards a "
        "card.",  # Fungal Shambler
        "Whenever you attack, you draw a card and you lose 1 life.",
        "Whenever you attack, you draw a card and lose 1 life.",
        "Whenever you cast a creature spell, draw a card.",
        "Target opponent discards a card and you draw a card.",
        "You gain 2 life and draw a card.",
    ],
)
def test_cr121_1_you_draw_round_trip(line: str) -> None:
    round_trip(line)


def test_cr121_1_you_draw_is_the_same_draw() -> None:
    """The words differ, the instruction is the same."""
    said, plain = parse_line("You draw a card."), parse_line("Draw a card.")
    assert isinstance(said, EffectLine) and isinstance(plain, EffectLine)
    assert said.sentences == plain.sentences == ((DrawCards(count=1),),)


def _hand(t: Table | CombatTable, player: EntityId) -> int:
    objects = t.game.state.objects.values()
    return sum(1 for o in objects if o.zone is Zone.HAND and o.owner == player)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr121_1_niv_mizzet_parun_you_draw_on_an_opponents_spell(ruleset: str) -> None:
    """Niv-Mizzet, Parun: Bob's Lightning Bolt at Alice makes Alice (Niv-Mizzet's controller)
    draw a card, not Bob; her draw makes Niv-Mizzet deal 1 damage to Bob."""
    t = Table(ruleset)
    t.put("Niv-Mizzet, Parun", t.alice)
    t.put("Island", t.alice, "library")
    t.put("Island", t.bob, "library")
    t.lands("Mountain", t.bob, 1)
    t.begin()
    t.game.apply(PassPriority())  # Alice passes; Bob bolts her
    t.act(CastSpell(t.put("Lightning Bolt", t.bob, "hand"), (t.alice,)))
    while t.game.state.stack:
        t.game.apply(PassPriority())
        if t.game.state.pending_choice is not None:
            t.game.apply(Choose((t.bob,)))  # Niv-Mizzet's draw trigger: Bob
    assert (_hand(t, t.alice), _hand(t, t.bob)) == (1, 0)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (17, 19)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr121_1_fungal_shambler_you_draw_that_opponent_discards(ruleset: str) -> None:
    """Fungal Shambler (6/4) attacks Bob unblocked: Alice draws a card, Bob discards his only
    card (6 damage: 14)."""
    t = CombatTable(ruleset)
    shambler = t.put("Fungal Shambler", t.alice)
    t.put("Shock", t.bob, "hand")
    attack_unblocked(t, shambler)
    assert (_hand(t, t.alice), _hand(t, t.bob), t.game.life(t.bob)) == (1, 0, 14)
    assert [o.name for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD] == ["Shock"]
