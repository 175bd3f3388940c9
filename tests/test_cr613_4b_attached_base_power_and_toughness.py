"""CR 613.4b (2011: 613.3b): "Enchanted creature has base power and toughness 9/10 and has
indestructible." sets the creature's base power and toughness in layer 7b, under the +N/+M
of layer 7c and its counters; the latest such effect wins (CR 613.7); it ends when the Aura
leaves. Real cards, both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.objects import Keyword
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted creature has base power and toughness 9/10 and has indestructible.",
        "Enchanted creature has base power and toughness 8/8 and has trample.",
        "Enchanted creature has base power and toughness 9/9 and has flying, first strike, "
        "trample, and haste.",
        "Equipped creature has base power and toughness 5/5.",
    ],
)
def test_cr613_4b_base_size_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr613_4b_base_size_of_a_player_is_refused() -> None:
    with pytest.raises(ClauseError, match="a player"):
        parse_line("Enchanted player has base power and toughness 1/1.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_4b_almost_perfect_sets_base_then_counters_apply(ruleset: str) -> None:
    """Almost Perfect on Grizzly Bears with a +1/+1 counter: 9/10 base, 10/11 with the counter
    (layer 7c), indestructible; Lightning Bolt doesn't destroy it. Gone, the Bears are 3/3."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Forest", t.alice, 3)
    t.lands("Plains", t.alice, 4)
    t.lands("Mountain", t.alice, 1)
    t.main_phase()
    t.cast(t.put("Battlegrowth", t.alice, "hand"), bears)
    t.cast(t.put("Almost Perfect", t.alice, "hand"), bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (10, 11)
    assert t.game.state.objects[bears].has(Keyword.INDESTRUCTIBLE)
    t.cast(t.put("Lightning Bolt", t.alice, "hand"), bears)
    assert t.game.is_on_battlefield(bears)
    t.game.move_to_zone(t.on_battlefield("Almost Perfect"), "graveyard")
    assert (t.game.power(bears), t.game.toughness(bears)) == (3, 3)
    assert not t.game.state.objects[bears].has(Keyword.INDESTRUCTIBLE)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr613_7_the_later_base_size_wins(ruleset: str) -> None:
    """Gigantiform (8/8 trample) then Almost Perfect (9/10) on the same Grizzly Bears: the
    later timestamp wins, 9/10 with trample and indestructible; with Almost Perfect gone,
    8/8 again."""
    t = Table(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    t.lands("Forest", t.alice, 6)
    t.lands("Plains", t.alice, 5)
    t.main_phase()
    t.cast(t.put("Gigantiform", t.alice, "hand"), bears)
    assert (t.game.power(bears), t.game.toughness(bears)) == (8, 8)
    t.cast(t.put("Almost Perfect", t.alice, "hand"), bears)
    bear = t.game.state.objects[bears]
    assert (t.game.power(bears), t.game.toughness(bears)) == (9, 10)
    assert bear.has(Keyword.TRAMPLE) and bear.has(Keyword.INDESTRUCTIBLE)
    t.game.move_to_zone(t.on_battlefield("Almost Perfect"), "graveyard")
    assert (t.game.power(bears), t.game.toughness(bears)) == (8, 8)
