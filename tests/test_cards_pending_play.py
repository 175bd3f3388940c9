"""Cards waiting for engine features, played with those features counted as implemented.

The compiler keeps a card unsupported until the engine's instruction is listed in
``cards.support.IMPLEMENTED`` (DESIGN principle 3). These tests check that the engine's
implementations (``resolution_zones.py``) do what the compiled data says, so that the
instructions can be listed: Squadron Hawk (a rules-excerpt card), regeneration, tokens.
"""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from mtgrules.cards import support
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.cards.model import CardDef
from mtgrules.effects.instructions import CreateToken, Regenerate, SearchLibrary
from mtgrules.objects import Zone
from mtgrules.state import EntityId

ENGINE = {SearchLibrary, Regenerate, CreateToken}


def test_the_engine_lists_these_instructions_as_implemented() -> None:
    assert support.IMPLEMENTED >= ENGINE


def card(name: str) -> CardDef:
    """Compiled afresh (not from the database's cache, which holds the unsupported result)."""
    return compile_face(bundled_database().face(name)).definition()


def until_priority(game: Game, *, yes: bool = True) -> None:
    """Answer "may" questions with ``yes`` and other questions with their first option until
    the game waits for priority again."""
    while (d := game.decision()) is not None and d.kind != "priority":
        first = d.options[0]
        assert isinstance(first, Choose)  # a choice's options are Choose actions
        game.apply(Choose(yes) if d.kind == "may" else first)


def resolve(game: Game) -> None:
    game.apply(PassPriority())
    game.apply(PassPriority())
    until_priority(game)


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
def test_squadron_hawk_finds_the_other_hawks(ruleset: str) -> None:
    """Squadron Hawk: "When this creature enters, you may search your library for up to three
    cards named Squadron Hawk, reveal them, put them into your hand, then shuffle.\""""
    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    for _ in range(2):
        game.add_card_def(card("Plains"), owner=alice, zone="battlefield")
    hawk = game.add_card_def(card("Squadron Hawk"), owner=alice, zone="hand")
    for _ in range(3):
        game.add_card_def(card("Squadron Hawk"), owner=alice, zone="library")
    game.add_card_def(card("Forest"), owner=alice, zone="library")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(hawk))
    resolve(game)  # the Hawk resolves; its trigger goes on the stack
    assert game.state.stack
    resolve(game)  # the trigger resolves: yes, find all three
    in_hand = [o for o in game.state.objects.values() if o.zone is Zone.HAND and o.owner == alice]
    assert [o.name for o in in_hand] == ["Squadron Hawk"] * 3
    assert [game.state.objects[c].name for c in game.state.libraries[alice]] == ["Forest"]


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
def test_drudge_skeletons_regenerates(ruleset: str) -> None:
    """ "{B}: Regenerate this creature.": the shield replaces its destruction by lethal damage
    (CR 701.14 in the 2022 excerpt / 701.12 in 2011): it stays, tapped, damage removed."""
    game = Game(ruleset)
    alice, bob = game.add_player("Alice"), game.add_player("Bob")
    game.add_card_def(card("Swamp"), owner=bob, zone="battlefield")
    skeletons = game.add_card_def(card("Drudge Skeletons"), owner=bob, zone="battlefield")
    game.add_card_def(card("Mountain"), owner=alice, zone="battlefield")
    bolt = game.add_card_def(card("Lightning Bolt"), owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(PassPriority())
    game.apply(ActivateAbility(skeletons, 0))
    resolve(game)
    game.apply(CastSpell(bolt, (skeletons,)))
    resolve(game)
    obj = game.state.objects[skeletons]
    assert game.is_on_battlefield(skeletons)
    assert obj.tapped and obj.damage == 0


@pytest.mark.parametrize("ruleset", ["cr2011", "current"])
def test_raise_the_alarm_creates_two_soldiers(ruleset: str) -> None:
    game = Game(ruleset)
    alice, _ = game.add_player("Alice"), game.add_player("Bob")
    for _ in range(2):
        game.add_card_def(card("Plains"), owner=alice, zone="battlefield")
    alarm = game.add_card_def(card("Raise the Alarm"), owner=alice, zone="hand")
    game.begin("precombat main", active=alice)
    game.apply(CastSpell(alarm))
    resolve(game)
    tokens: list[EntityId] = [o.id for o in game.state.objects.values() if o.token]
    assert len(tokens) == 2
    for token in tokens:
        obj = game.state.objects[token]
        assert (game.power(token), game.toughness(token)) == (1, 1)
        assert obj.subtypes == {"Soldier"} and obj.controller == alice
