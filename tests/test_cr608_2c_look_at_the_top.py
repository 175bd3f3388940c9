"""Looking at the top cards: "Look at the top N cards of your library. Put K of them into
your hand and the rest on the bottom of your library in any order." (CR 608.2c: the
instructions in the order written; CR 401.4: cards put on the bottom at the same time are
ordered by their owner). Real cards played under both rulesets; every choice is the
controller's, through the game's decisions."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, Choose, PassPriority
from mtgrules.cards import support
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.effects.library import LookAtTop
from mtgrules.keyword_action_events import LibraryOrdered
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def test_cr608_2c_look_at_the_top_is_implemented() -> None:
    assert LookAtTop in support.IMPLEMENTED


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 4 damage to any target. Look at the top four cards of your library. Put one "
        "of those cards into your hand and the rest on the bottom of your library in any order.",
        "Look at the top four cards of your library. Put two of them into your hand and the "
        "rest into your graveyard. You lose 2 life.",
        "Look at the top three cards of your library. Put two of them into your hand and the "
        "other into your graveyard. ~ deals 2 damage to you.",
        "~ deals 5 damage to up to one target creature. Look at the top two cards of your "
        "library. Put one of those cards into your hand and the other on the bottom of your "
        "library.",
        "Look at the top six cards of your library. You may reveal a creature card from among "
        "them and put it into your hand. Put the rest on the bottom of your library in a "
        "random order. You gain 3 life.",
        "Look at the top three cards of your library. You may reveal a permanent card from "
        "among them and put it into your hand. Put the rest on the bottom of your library in "
        "any order. You gain 3 life.",
    ],
)
def test_cr608_2c_look_at_the_top_lines_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        # "the other" names one card: four looked at, two taken, two left
        "Look at the top four cards of your library. Put two of them into your hand and the "
        "other into your graveyard.",
        # every card looked at taken: nothing is "the rest"
        "Look at the top two cards of your library. Put two of them into your hand and the "
        "rest into your graveyard.",
        # several cards on the bottom with no order said
        "Look at the top four cards of your library. Put one of them into your hand and the "
        "rest on the bottom of your library.",
        "Look at the top four cards of your library. You may reveal a player card from among "
        "them and put it into your hand. Put the rest on the bottom of your library in any order.",
    ],
)
def test_cr608_2c_look_at_the_top_rejects_inconsistent_wording(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)


def _library(t: Table, *names: str) -> list[int]:
    """Put the cards into Alice's library, the last one on top, and begin the game in her
    main phase; the library's ids, top first."""
    for name in names:
        t.put(name, t.alice, "library")
    t.begin()
    return list(reversed(t.game.state.libraries[t.alice]))


def _cast(t: Table, spell: int, *targets: int) -> None:
    """Cast the spell, then both players pass: it starts resolving (and asks)."""
    t.act(CastSpell(spell, targets))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_prophetic_bolt_one_into_the_hand_the_rest_below_in_a_chosen_order(
    ruleset: str,
) -> None:
    """Prophetic Bolt: 4 damage to Bob; of the top four (Plains, Swamp, Mountain, Island),
    Alice takes Mountain and puts the other three on the bottom, Swamp lowest."""
    t = Table(ruleset)
    t.lands("Island", t.alice, 1)
    t.lands("Mountain", t.alice, 4)
    bolt = t.put("Prophetic Bolt", t.alice, "hand")
    plains, swamp, mountain, island, _ = _library(
        t, "Forest", "Island", "Mountain", "Swamp", "Plains"
    )
    _cast(t, bolt, t.bob)
    asked = t.asked()
    assert asked.kind == "look at the top" and asked.rule == "608.2c"
    assert set(asked.options) == {(plains,), (swamp,), (mountain,), (island,)}
    t.game.apply(Choose((mountain,)))
    asked = t.asked()
    assert asked.kind == "bottom order" and asked.rule == "401.4"
    assert len(asked.options) == 6  # three cards, every order
    events = t.act(Choose((plains, island, swamp)))  # the last one lowest
    assert t.game.life(t.bob) == 16
    assert t.zone_of(t.alice, Zone.HAND) == ["Mountain"]
    assert t.library(t.alice) == ["Forest", "Plains", "Island", "Swamp"]
    ordered = [e for e in events if isinstance(e, LibraryOrdered)]
    assert [(e.top, e.bottom, e.rule) for e in ordered] == [(0, 3, "401.4")]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_bitter_revelation_two_into_the_hand_the_rest_into_the_graveyard(
    ruleset: str,
) -> None:
    """Bitter Revelation: two of the top four into the hand, the other two into the
    graveyard, then Alice loses 2 life."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    spell = t.put("Bitter Revelation", t.alice, "hand")
    plains, swamp, mountain, island, _ = _library(
        t, "Forest", "Island", "Mountain", "Swamp", "Plains"
    )
    _cast(t, spell)
    assert len(t.asked().options) == 6  # two of four
    t.act(Choose((swamp, island)))
    assert t.zone_of(t.alice, Zone.HAND) == ["Island", "Swamp"]
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Bitter Revelation", "Mountain", "Plains"]
    assert t.library(t.alice) == ["Forest"]
    assert t.game.life(t.alice) == 18
    assert plains != mountain


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_stress_dream_the_other_card_goes_to_the_bottom(ruleset: str) -> None:
    """Stress Dream: 5 damage to Bob's Grizzly Bears; of the top two, Alice takes Island;
    the other, Plains, goes under the Forest."""
    t = Table(ruleset)
    t.lands("Island", t.alice, 1)
    t.lands("Mountain", t.alice, 4)
    bears = t.put("Grizzly Bears", t.bob)
    spell = t.put("Stress Dream", t.alice, "hand")
    plains, island, _ = _library(t, "Forest", "Island", "Plains")
    _cast(t, spell, bears)
    t.act(Choose((island,)))
    assert t.zone_of(t.bob, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert t.zone_of(t.alice, Zone.HAND) == ["Island"]
    assert t.library(t.alice) == ["Forest", "Plains"]
    assert plains in t.game.state.libraries[t.alice]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_basic_conjuration_only_a_creature_card_may_be_taken(ruleset: str) -> None:
    """Basic Conjuration: "You may reveal a creature card from among them": the options are
    the creature cards and none; the rest go to the bottom in a random order."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    spell = t.put("Basic Conjuration", t.alice, "hand")
    ids = _library(t, "Plains", "Grizzly Bears", "Island", "Forest", "Swamp", "Mountain")
    bears = ids[4]
    _cast(t, spell)
    asked = t.asked()
    assert set(asked.options) == {(bears,), ()}
    t.act(Choose((bears,)))
    assert t.zone_of(t.alice, Zone.HAND) == ["Grizzly Bears"]
    assert sorted(t.library(t.alice)) == ["Forest", "Island", "Mountain", "Plains", "Swamp"]
    assert t.game.life(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_basic_conjuration_may_take_nothing(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Forest", t.alice, 3)
    spell = t.put("Basic Conjuration", t.alice, "hand")
    _library(t, "Grizzly Bears", "Island")
    _cast(t, spell)
    t.act(Choose(()))
    assert t.zone_of(t.alice, Zone.HAND) == []
    assert sorted(t.library(t.alice)) == ["Grizzly Bears", "Island"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2c_fewer_cards_than_looked_at(ruleset: str) -> None:
    """With two cards in the library, "the top four" are those two (CR 608.2c: as much as
    possible); Bitter Revelation puts both into the hand."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    spell = t.put("Bitter Revelation", t.alice, "hand")
    _library(t, "Forest", "Island")
    _cast(t, spell)
    assert t.game.state.pending_choice is None  # one option: both cards
    assert t.zone_of(t.alice, Zone.HAND) == ["Forest", "Island"]
    assert t.library(t.alice) == []
