"""CR 701.8b (2011: 701.7b): by default the discarding player chooses; "discards a card at
random" leaves it to chance, and "Target player reveals their hand. You choose a nonland card
from it. That player discards that card." lets another player choose. The engine has no
hidden information, so the reveal itself changes nothing; the choice and the discard are
the behaviour. Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.events import ZoneChanged
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table

DISCARD_B = {"current": "701.8b", "cr2011": "701.7b"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_8b_hypnotic_specter_makes_the_damaged_opponent_discard_at_random(
    ruleset: str,
) -> None:
    """Hypnotic Specter deals 2 damage to Bob: Bob, not Alice, discards one card of his
    three at random."""
    t = Table(ruleset)
    specter = t.put("Hypnotic Specter", t.alice)
    hand = {t.put(name, t.bob, "hand") for name in ("Forest", "Grizzly Bears", "Shock")}
    t.put("Island", t.alice, "hand")
    t.game.deal_damage(specter, t.bob, 2)
    events = t.game.resolve_triggers()
    moved = [e for e in events if isinstance(e, ZoneChanged)]
    assert len(moved) == 1 and moved[0].object in hand
    assert moved[0].rule == DISCARD_B[ruleset] and moved[0].destination is Zone.GRAVEYARD
    assert len(t.zone_of(t.bob, Zone.HAND)) == 2 and len(t.zone_of(t.bob, Zone.GRAVEYARD)) == 1
    assert t.zone_of(t.alice, Zone.HAND) == ["Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_8b_the_random_card_comes_from_the_game_rng(ruleset: str) -> None:
    """Over many seeds, each card of the hand is the one discarded at least once."""
    seen: set[str] = set()
    for seed in range(40):
        t = Table(ruleset)
        t.game.state.rng.seed(seed)
        specter = t.put("Hypnotic Specter", t.alice)
        for name in ("Forest", "Grizzly Bears", "Shock"):
            t.put(name, t.bob, "hand")
        t.game.deal_damage(specter, t.bob, 2)
        t.game.resolve_triggers()
        seen.update(t.zone_of(t.bob, Zone.GRAVEYARD))
    assert seen == {"Forest", "Grizzly Bears", "Shock"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_8b_discard_at_random_from_an_empty_hand_does_nothing(ruleset: str) -> None:
    t = Table(ruleset)
    specter = t.put("Hypnotic Specter", t.alice)
    t.game.deal_damage(specter, t.bob, 2)
    events = t.game.resolve_triggers()
    assert not [e for e in events if isinstance(e, ZoneChanged)]
    assert t.game.life(t.bob) == 18


def _thoughtseize(t: Table) -> None:
    t.lands("Swamp", t.alice, 1)
    spell = t.put("Thoughtseize", t.alice, "hand")
    t.begin()
    t.act(CastSpell(spell, (t.bob,)))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_8b_thoughtseize_the_caster_chooses_a_nonland_card(ruleset: str) -> None:
    """Thoughtseize at Bob (Forest, Grizzly Bears, Shock): Alice chooses among the nonland
    cards only; Bob discards Shock, Alice loses 2 life."""
    t = Table(ruleset)
    t.put("Forest", t.bob, "hand")
    bears = t.put("Grizzly Bears", t.bob, "hand")
    shock = t.put("Shock", t.bob, "hand")
    _thoughtseize(t)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())  # Thoughtseize resolves
    asked = t.asked()
    assert asked.kind == "choose discard" and asked.player == t.alice
    assert asked.rule == DISCARD_B[ruleset]
    assert set(asked.options) == {(bears,), (shock,)}
    t.game.apply(Choose((shock,)))
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Shock"]
    assert t.zone_of(t.bob, Zone.HAND) == ["Forest", "Grizzly Bears"]
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr701_8b_thoughtseize_finds_no_nonland_card(ruleset: str) -> None:
    """Bob holds only lands: nothing is discarded, Alice still loses 2 life."""
    t = Table(ruleset)
    t.put("Forest", t.bob, "hand")
    t.put("Mountain", t.bob, "hand")
    _thoughtseize(t)
    t.resolve()
    assert t.zone_of(t.bob, Zone.HAND) == ["Forest", "Mountain"]
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == []
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ deals damage to an opponent, that player discards a card at random.",
        "Whenever ~ deals combat damage to a player, that player discards a card at random.",
        "When ~ enters, discard a card at random.",
        "At the beginning of your upkeep, discard a card at random.",
        "Target player reveals their hand. You choose a nonland card from it. That player "
        "discards that card. You lose 2 life.",
        "Target opponent reveals their hand. You choose a creature card from it. That player "
        "discards that card.",
    ],
)
def test_cr701_8b_round_trip(line: str) -> None:
    round_trip(line)


def test_cr701_8b_each_opponent_is_not_one_revealing_player() -> None:
    with pytest.raises(ClauseError):
        parse_line(
            "Each opponent reveals their hand. You choose a nonland card from it. That player "
            "discards that card."
        )
