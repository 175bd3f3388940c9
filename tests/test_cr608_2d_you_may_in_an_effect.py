"""CR 608.2d: a choice an effect offers is made as the effect is applied. "You may discard a
card. If you do, draw a card." in a spell: the controller chooses as the spell resolves; "If
you do" (CR 608.2c) is true only when they chose to and did it in full (CR 609.3: with one
card in hand, "discard two cards" discards one, which isn't doing it). Real cards, under both
rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "You may discard a card. If you do, draw a card.",
        "~ deals 3 damage to any target. You may discard a card. If you do, draw a card.",
        "You gain 2 life. Then you may discard two cards. If you do, draw three cards.",
    ],
)
def test_cr608_2d_optional_sentences_round_trip(line: str) -> None:
    round_trip(line)


def test_cr608_2c_if_you_do_needs_a_choice_before_it() -> None:
    """ "If you do" after an instruction that isn't a choice is refused in a spell."""
    assert missing(parse_line("Draw a card. If you do, you gain 2 life.")) is not None


def test_cr118_9_you_may_sacrifice_rather_than_pay_stays_an_alternative_cost() -> None:
    """ "You may sacrifice a Mountain rather than pay ~'s mana cost." is a cost (CR 118.9),
    not an optional action of the effect."""
    line = parse_line("You may sacrifice a Mountain rather than pay ~'s mana cost.")
    assert not hasattr(line, "sentences")


def test_cr603_5_a_triggered_abilitys_first_you_may_is_its_own() -> None:
    """ "When ~ enters, you may discard a card." stays an optional trigger (CR 603.5)."""
    line = parse_line("When ~ enters, you may discard a card. If you do, draw a card.")
    assert getattr(line, "optional", False)


@pytest.mark.parametrize(
    "name", ["Tweeze", "Incinerating Blast", "Witch's Mark", "Thrilling Discovery"]
)
def test_cr608_2d_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def _tweeze(ruleset: str) -> tuple[Table, int, int]:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.put("Island", t.alice, "library")
    tweeze = t.put("Tweeze", t.alice, "hand")
    swamp = t.put("Swamp", t.alice, "hand")
    t.put("Plains", t.alice, "hand")
    t.begin()
    t.act(CastSpell(tweeze, (t.bob,)))
    return t, tweeze, swamp


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_tweeze_discards_then_draws(ruleset: str) -> None:
    """Tweeze on Bob: 3 damage; Alice chooses to discard the Swamp and draws the Island."""
    t, _, swamp = _tweeze(ruleset)
    t.resolve(True, (swamp,))
    assert t.game.life(t.bob) == 17
    assert t.zone_of(t.alice, Zone.HAND) == ["Island", "Plains"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Swamp", "Tweeze"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_tweeze_declined_draws_nothing(ruleset: str) -> None:
    """Declined: the damage is dealt, nothing is discarded and "if you do" is false."""
    t, _, _ = _tweeze(ruleset)
    t.resolve(False)
    assert t.game.life(t.bob) == 17
    assert t.zone_of(t.alice, Zone.HAND) == ["Plains", "Swamp"]
    assert t.library(t.alice) == ["Island"]


def _discovery(ruleset: str, hand: int) -> Table:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    t.lands("Plains", t.alice, 1)
    for _ in range(3):
        t.put("Island", t.alice, "library")
    discovery = t.put("Thrilling Discovery", t.alice, "hand")
    for _ in range(hand):
        t.put("Swamp", t.alice, "hand")
    t.begin()
    t.act(CastSpell(discovery, ()))
    return t


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_thrilling_discovery_two_discarded_three_drawn(ruleset: str) -> None:
    """Two cards in hand: both discarded (no choice of which), three Islands drawn."""
    t = _discovery(ruleset, 2)
    t.resolve(True)
    assert t.game.life(t.alice) == 22
    assert t.zone_of(t.alice, Zone.HAND) == ["Island", "Island", "Island"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Swamp", "Swamp", "Thrilling Discovery"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr609_3_thrilling_discovery_one_card_is_not_two(ruleset: str) -> None:
    """One card in hand: choosing to discard two discards it, but that isn't discarding two
    cards: no cards are drawn (CR 608.2c, 609.3)."""
    t = _discovery(ruleset, 1)
    t.resolve(True)
    assert t.zone_of(t.alice, Zone.HAND) == []
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Swamp", "Thrilling Discovery"]
    assert len(t.library(t.alice)) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_the_may_is_asked_of_the_controller(ruleset: str) -> None:
    """The choice belongs to the spell's controller, with the rule it comes from."""
    t = _discovery(ruleset, 2)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    asked = t.asked()
    assert (asked.kind, asked.player, asked.rule) == ("may", t.alice, "608.2d")
    assert t.zone_of(t.alice, Zone.HAND) == ["Swamp", "Swamp"]  # nothing done before the answer


def test_cr608_2d_a_group_may_is_refused() -> None:
    """ "Each opponent may draw a card." is several players' choices (CR 101.4): refused."""
    with pytest.raises(ClauseError):
        parse_line("Draw two cards. Each opponent may draw a card.")


def _phelddagrif(ruleset: str) -> tuple[Table, int]:
    t = Table(ruleset)
    t.lands("Island", t.alice, 1)
    t.put("Forest", t.bob, "library")
    beast = t.put("Phelddagrif", t.alice)
    t.begin()
    t.act(ActivateAbility(beast, 2, (t.bob,)))
    return t, beast


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_target_opponent_chooses_to_draw(ruleset: str) -> None:
    """Phelddagrif's {U} ability: it returns to Alice's hand; Bob, the target opponent, is
    asked and draws the Forest."""
    t, _ = _phelddagrif(ruleset)
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    asked = t.asked()
    assert (asked.kind, asked.player) == ("may", t.bob)
    t.act(Choose(True))
    assert t.zone_of(t.alice, Zone.HAND) == ["Phelddagrif"]
    assert t.zone_of(t.bob, Zone.HAND) == ["Forest"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2d_target_opponent_declines(ruleset: str) -> None:
    t, _ = _phelddagrif(ruleset)
    t.resolve(False)
    assert t.zone_of(t.alice, Zone.HAND) == ["Phelddagrif"]
    assert t.zone_of(t.bob, Zone.HAND) == []
    assert t.library(t.bob) == ["Forest"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_35a_a_card_discarded_into_exile_by_madness_is_discarded(ruleset: str) -> None:
    """Tweeze, Alice discards Fiery Temper (madness {R}): it is discarded into exile instead
    of the graveyard (CR 702.35a; 2011: 702.33a), and that is still discarding a card, so "If
    you do" is true and she draws the Island."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.put("Island", t.alice, "library")
    tweeze = t.put("Tweeze", t.alice, "hand")
    t.put("Fiery Temper", t.alice, "hand")
    t.begin()
    t.act(CastSpell(tweeze, (t.bob,)))
    t.resolve(True)
    assert t.zone_of(t.alice, Zone.EXILE) == ["Fiery Temper"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Island"]
