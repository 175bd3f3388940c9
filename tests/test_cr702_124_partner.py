"""Partner abilities (CR 702.124, today's numbers; printed after 2011, they apply under either
ruleset): each lets a player designate two commanders with its own requirements: partner
(702.124h), partner—[text] (702.124i), partner with [name] (702.124j, with its enters
trigger), choose a Background (702.124k); different partner abilities can't be combined
(702.124f), and no player has more than two commanders (702.124g). Real cards."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import CastSpell
from mtgrules.cards.compiler import compile_text
from mtgrules.cards.database import bundled_database
from mtgrules.cards.model import CardDef
from mtgrules.errors import ConfigurationError
from mtgrules.objects import Zone
from mtgrules.state import EntityId
from tests.card_table import RULESETS, round_trip
from tests.instruction_play import Table

LINES = [
    "Partner",
    "Partner with Chakram Retriever",
    "Partner with Krav, the Unredeemed",
    "Partner—Friends forever",
    "Partner—Character select",
    "Partner—Father & son",
    "Choose a Background",
]


@pytest.mark.parametrize("line", LINES)
def test_cr702_124_partner_lines_round_trip(line: str) -> None:
    round_trip(line)


def _game(ruleset: str) -> tuple[Game, EntityId]:
    game = Game(ruleset, variant="commander")
    return game, game.add_player("Alice")


def _card(game: Game, card: str | CardDef, owner: EntityId) -> EntityId:
    definition = bundled_database().card(card) if isinstance(card, str) else card
    return game.add_card_def(definition, owner=owner, zone="command")


def _legend(name: str, text: str, subtypes: tuple[str, ...] = ("Turtle",)) -> CardDef:
    return compile_text(
        name,
        types=["Creature"],
        supertypes=["Legendary"],
        subtypes=subtypes,
        power=2,
        toughness=2,
        text=text,
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124h_two_commanders_with_partner(ruleset: str) -> None:
    game, alice = _game(ruleset)
    akiri = _card(game, "Akiri, Line-Slinger", alice)
    kamahl = _card(game, "Kamahl, Heart of Krosa", alice)
    events = game.designate_commanders(alice, akiri, kamahl)
    assert [(e.card, e.rule) for e in events] == [(akiri, "702.124h"), (kamahl, "702.124h")]
    assert game.state.commanders == {alice: (akiri, kamahl)}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124h_two_commanders_need_both_to_have_partner(ruleset: str) -> None:
    game, alice = _game(ruleset)
    akiri = _card(game, "Akiri, Line-Slinger", alice)
    wilson = _card(game, "Wilson, Refined Grizzly", alice)
    with pytest.raises(ConfigurationError, match=r"702\.124f"):
        game.designate_commanders(alice, akiri, wilson)
    assert not game.state.commanders


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124g_never_more_than_two_commanders(ruleset: str) -> None:
    game, alice = _game(ruleset)
    names = ("Akiri, Line-Slinger", "Kamahl, Heart of Krosa", "Tana, the Bloodsower")
    cards = [_card(game, name, alice) for name in names]
    with pytest.raises(ConfigurationError, match=r"702\.124g"):
        game.designate_commanders(alice, *cards)
    assert not game.state.commanders


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124i_partner_text_pairs_only_with_the_same_text(ruleset: str) -> None:
    game, alice = _game(ruleset)
    michelangelo = _card(game, "Michelangelo, the Heart", alice)
    same = _card(game, _legend("Test Leader", "Partner—Character select"), alice)
    other = _card(game, _legend("Test Friend", "Partner—Friends forever"), alice)
    plain = _card(game, "Akiri, Line-Slinger", alice)
    for wrong in (other, plain):  # CR 702.124f: a different partner ability
        with pytest.raises(ConfigurationError, match=r"702\.124f"):
            game.designate_commanders(alice, michelangelo, wrong)
    events = game.designate_commanders(alice, michelangelo, same)
    assert {e.rule for e in events} == {"702.124i"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124j_partner_with_pairs_the_two_named_cards(ruleset: str) -> None:
    game, alice = _game(ruleset)
    slinger = _card(game, "Chakram Slinger", alice)
    akiri = _card(game, "Akiri, Line-Slinger", alice)
    with pytest.raises(ConfigurationError, match=r"702\.124f"):
        game.designate_commanders(alice, slinger, akiri)
    # Chakram Slinger and Chakram Retriever aren't legendary: they can't lead a deck
    with pytest.raises(ConfigurationError, match=r"702\.124f"):
        game.designate_commanders(alice, slinger, _card(game, "Chakram Retriever", alice))
    first = _legend("Test Krav", "Partner with Test Regna")
    second = _legend("Test Regna", "Partner with Test Krav")
    lone = _legend("Test Gorm", "Partner with Test Virtus")
    krav, regna, gorm = (_card(game, c, alice) for c in (first, second, lone))
    with pytest.raises(ConfigurationError, match=r"702\.124f"):
        game.designate_commanders(alice, krav, gorm)  # names another card
    events = game.designate_commanders(alice, krav, regna)
    assert {e.rule for e in events} == {"702.124j"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124j_partner_with_puts_the_partner_into_hand(ruleset: str) -> None:
    """Chakram Slinger enters: Alice targets herself, searches, finds Chakram Retriever and
    puts it into her hand, then shuffles (a normal game: no commanders needed)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    for _ in range(3):
        t.put("Island", t.alice, "library")
    retriever = t.put("Chakram Retriever", t.alice, "library")
    slinger = t.put("Chakram Slinger", t.alice, "hand")
    t.begin()
    t.act(CastSpell(slinger, ()))
    t.resolve((t.alice,))  # Chakram Slinger resolves; its trigger targets Alice
    assert t.game.state.stack
    t.resolve(True, (retriever,))
    hand = [o.name for o in t.game.state.objects.values() if o.zone is Zone.HAND]
    assert hand == ["Chakram Retriever"]
    assert len(t.game.state.libraries[t.alice]) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124j_the_target_player_may_decline(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    t.put("Chakram Retriever", t.alice, "library")
    slinger = t.put("Chakram Slinger", t.alice, "hand")
    t.begin()
    t.act(CastSpell(slinger, ()))
    t.resolve((t.alice,))
    t.resolve(False)
    assert not [o for o in t.game.state.objects.values() if o.zone is Zone.HAND]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124k_choose_a_background_with_a_background(ruleset: str) -> None:
    game, alice = _game(ruleset)
    wilson = _card(game, "Wilson, Refined Grizzly", alice)
    background = compile_text(
        "Test Upbringing", types=["Enchantment"], supertypes=["Legendary"], subtypes=["Background"]
    )
    upbringing = _card(game, background, alice)
    with pytest.raises(ConfigurationError, match=r"903\.3"):
        game.designate_commanders(alice, upbringing)  # a Background can't lead alone
    akiri = _card(game, "Akiri, Line-Slinger", alice)
    with pytest.raises(ConfigurationError, match=r"702\.124f"):
        game.designate_commanders(alice, akiri, upbringing)
    events = game.designate_commanders(alice, upbringing, wilson)
    assert {e.rule for e in events} == {"702.124k"}


_GRANTED = "Whenever an artifact or creature you control is put into a graveyard"


def _granted(game: Game, creature: EntityId) -> bool:
    """The creature has the Background's ability (printed: Wilson has ward {2} too)."""
    return any(t.text.startswith(_GRANTED) for t in game.state.objects[creature].all_triggers)


def _backgrounds(ruleset: str, *, designate: bool) -> tuple[Game, EntityId, EntityId, EntityId]:
    """Alice's commanders Wilson, Refined Grizzly (choose a Background) and Agent of the Iron
    Throne ("Commander creatures you own have "Whenever an artifact or creature you control is
    put into a graveyard from the battlefield, each opponent loses 1 life.""), both on the
    battlefield with Grizzly Bears; or the same cards, no commander designated."""
    game = Game(ruleset, variant="commander")
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    database = bundled_database()
    wilson, agent, bears = (
        game.add_card_def(database.card(name), owner=alice, zone="battlefield")
        for name in ("Wilson, Refined Grizzly", "Agent of the Iron Throne", "Grizzly Bears")
    )
    if designate:
        assert {e.rule for e in game.designate_commanders(alice, wilson, agent)} == {"702.124k"}
    return game, bob, wilson, bears


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124k_a_background_grants_its_ability_to_the_commander(ruleset: str) -> None:
    game, bob, wilson, bears = _backgrounds(ruleset, designate=True)
    assert _granted(game, wilson) and not _granted(game, bears)
    game.move_to_zone(bears, "graveyard")
    game.resolve_triggers()
    assert game.life(bob) == 39  # 40 in a Commander game (CR 903.7), then 1 lost


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124k_no_commander_no_ability(ruleset: str) -> None:
    game, bob, wilson, bears = _backgrounds(ruleset, designate=False)
    assert not _granted(game, wilson)
    game.move_to_zone(bears, "graveyard")
    game.resolve_triggers()
    assert game.life(bob) == 40


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr702_124k_commander_creatures_you_own_under_an_opponents_control(ruleset: str) -> None:
    """The commander keeps the ability while Bob controls it (Alice owns it); its "you
    control" is now Bob: his creature dying makes Alice, his opponent, lose 1 life."""
    game, bob, wilson, _ = _backgrounds(ruleset, designate=True)
    game.set_controller(wilson, bob)
    assert _granted(game, wilson)
    alice = game.state.objects[wilson].owner
    bears = bundled_database().card("Grizzly Bears")
    ogre = game.add_card_def(bears, owner=bob, zone="battlefield")
    game.move_to_zone(ogre, "graveyard")
    game.resolve_triggers()
    assert (game.life(alice), game.life(bob)) == (39, 40)
