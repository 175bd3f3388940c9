"""CR 712 (2011: CR 711): transforming double-faced cards in the card data and in a game.

The card data keeps the link between a card's two faces (both MTGJSON shapes); a card is
supported only when both faces are; everywhere but the battlefield a double-faced card is its
front face (CR 712.8a; 2011: 711.2a); a transformed permanent's mana value is its front
face's today (CR 202.3b) and 0 in 2011 (its back face has no mana cost, CR 2011 711.2b)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from mtgrules import Game
from mtgrules.cards.cli import main
from mtgrules.cards.compiler import CardFace, compile_face
from mtgrules.cards.coverage import measure
from mtgrules.cards.database import (
    CardDatabase,
    bundled_database,
    default_database,
    import_file,
    parse_atomic,
    write_compact,
)
from mtgrules.errors import ConfigurationError
from mtgrules.objects import Zone
from mtgrules.rules.transform import mana_value
from tests.card_table import RULESETS

DELVER = {
    "name": "Delver of Secrets // Insectile Aberration",
    "manaCost": "{U}",
    "types": ["Creature"],
    "subtypes": ["Human", "Wizard"],
    "power": "1",
    "toughness": "1",
    "text": "{3}{U}: Transform this creature.",
    "layout": "transform",
    "back": "Insectile Aberration",
}
ABERRATION = {
    "name": "Insectile Aberration",
    "manaCost": None,
    "types": ["Creature"],
    "subtypes": ["Human", "Insect"],
    "power": "3",
    "toughness": "2",
    "text": "Flying",
    "layout": "transform",
    "face": "back",
    "front": "Delver of Secrets",
}
SPLIT_ENTRIES = {
    "meta": {},
    "data": {
        "Delver of Secrets // Insectile Aberration": [DELVER],
        "Insectile Aberration": [ABERRATION],
    },
}


def _side(face: dict[str, Any], side: str, face_name: str) -> dict[str, Any]:
    out = {k: v for k, v in face.items() if k not in ("back", "front", "face")}
    return out | {
        "name": "Delver of Secrets // Insectile Aberration",
        "faceName": face_name,
        "side": side,
    }


STANDARD = {
    "meta": {},
    "data": {
        "Delver of Secrets // Insectile Aberration": [
            _side(DELVER, "a", "Delver of Secrets"),
            _side(ABERRATION, "b", "Insectile Aberration"),
        ]
    },
}


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Imports go to a temporary directory, never the user's."""
    where = tmp_path / "userdata"
    monkeypatch.setenv("MTGRULES_DATA_DIR", str(where))
    return where


@pytest.mark.parametrize("document", [SPLIT_ENTRIES, STANDARD], ids=["split entries", "standard"])
def test_cr711_both_shapes_link_front_and_back(document: dict[str, Any], tmp_path: Path) -> None:
    """Either MTGJSON shape gives one entry per face, the two linked; the compact file
    written for the package keeps the link."""
    cards = parse_atomic(document)
    front = cards["Delver of Secrets // Insectile Aberration"]
    assert front.name == "Delver of Secrets"
    assert front.back is not None and front.back.power == "3"
    back = cards["Insectile Aberration"]
    assert back.front is not None and back.front.name == "Delver of Secrets"
    out = tmp_path / "cards.jsonl.gz"
    write_compact(cards, out)
    db = CardDatabase.from_file(out)
    assert db.face("delver of secrets").back == front.back  # found by its front face's name
    card = db.card("Insectile Aberration")  # either face names the whole card
    assert card.name == "Delver of Secrets" and card.back is not None
    assert (card.back.name, card.back.power, card.back.mana_cost) == (
        "Insectile Aberration",
        3,
        None,
    )


@pytest.mark.parametrize("document", [SPLIT_ENTRIES, STANDARD], ids=["split entries", "standard"])
def test_cr711_import_accepts_both_shapes(
    document: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cards.json.gz"
    path.write_bytes(gzip.compress(json.dumps(document).encode()))
    count, _ = import_file(path)
    assert count == 2
    assert default_database().card("Delver of Secrets").back is not None
    assert main(["cards", "show", "Insectile Aberration"]) == 0
    out = capsys.readouterr().out
    assert "front face: Delver of Secrets" in out and "supported" in out


def test_cr711_supported_only_when_both_faces_are() -> None:
    """A front face the engine plays is not enough: the back face must compile too."""
    back = CardFace(
        name="Night",
        types=("Creature",),
        power="2",
        toughness="2",
        text="Venture into the dungeon.",
    )
    front = CardFace(
        name="Day",
        types=("Creature",),
        power="1",
        toughness="1",
        text="{2}: Transform this creature.",
        layout="transform",
        back=back,
    )
    result = compile_face(front)
    assert not result.supported
    assert result.unsupported == "Venture into the dungeon."
    assert result.reason is not None and "the back face, Night" in result.reason
    lone = compile_face(
        CardFace(name="Day", types=("Creature",), power="1", toughness="1", layout="transform")
    )
    assert lone.unsupported == "(transform layout: no back face)"


def test_cr711_bundled_cards_count_both_faces() -> None:
    """Real cards: Cloistered Youth and its back face are supported together; Delver of
    Secrets isn't (its front face's look at the top card isn't played), and so neither is
    Insectile Aberration, though "Flying" alone compiles."""
    db = bundled_database()
    youth = db.card("Cloistered Youth")
    assert youth.back is not None and youth.back.name == "Unholy Fiend"
    assert db.compiled("Unholy Fiend").supported
    assert not db.compiled("Delver of Secrets").supported
    assert not db.compiled("Insectile Aberration").supported
    faces = [db.face(n) for n in ("Cloistered Youth // Unholy Fiend", "Unholy Fiend")]
    assert measure(faces).supported == 2


@pytest.mark.parametrize("name", ["Realm-Cloaked Giant // Cast Off", "Life // Death"])
def test_cards_of_one_face_in_the_data_say_why(name: str) -> None:
    """Adventure, split and modal double-faced cards: the card data holds one face."""
    result = bundled_database().compiled(name)
    assert not result.supported
    assert result.unsupported is not None and "the card data holds one face" in result.unsupported


def test_cr711_battles_stay_unsupported() -> None:
    result = bundled_database().compiled("Invasion of Belenon")
    assert result.unsupported == "(transform layout: a battle)"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr711_2a_front_face_outside_the_battlefield(ruleset: str) -> None:
    """A double-faced card in a hand is its front face; one that dies transformed is its
    front face again in the graveyard (CR 712.8a; 2011: 711.2a), a new object (CR 400.7)."""
    game = Game(ruleset)
    alice = game.add_player("Alice")
    game.add_player("Bob")
    card = bundled_database().card("Cloistered Youth")
    in_hand = game.add_card_def(card, owner=alice, zone="hand")
    assert game.state.objects[in_hand].name == "Cloistered Youth"
    fiend = game.add_card_def(card, owner=alice, zone="battlefield", transformed=True)
    assert game.state.objects[fiend].name == "Unholy Fiend"
    assert game.state.objects[fiend].power == 3
    events = game.move_to_zone(fiend, "graveyard")
    new_id = game.state.moved_to[fiend]
    dead = game.state.objects[new_id]
    assert dead.zone is Zone.GRAVEYARD
    assert (dead.name, dead.power, dead.transformed) == ("Cloistered Youth", 1, False)
    assert game.state.source_view(fiend) is not None
    assert game.state.source_view(fiend).name == "Unholy Fiend"  # type: ignore[union-attr]
    assert events


@pytest.mark.parametrize(("ruleset", "expected"), [("current", 2), ("cr2011", 0)])
def test_cr202_3b_mana_value_of_the_back_face(ruleset: str, expected: int) -> None:
    """Cloistered Youth ({1}{W}) transformed: Unholy Fiend's mana value is 2 today (CR
    202.3b); under the 2011 rules the back face has no mana cost, converted mana cost 0
    (CR 2011 711.2b). Front face up, it is 2 under both."""
    game = Game(ruleset)
    alice = game.add_player("Alice")
    youth = game.add_card_def(
        bundled_database().card("Cloistered Youth"), owner=alice, zone="battlefield"
    )
    assert mana_value(game.state.objects[youth], game.ruleset) == 2
    game.transform(youth)
    fiend = game.state.objects[youth]
    assert fiend.name == "Unholy Fiend" and fiend.mana_cost is None
    assert mana_value(fiend, game.ruleset) == expected


def test_cr701_28a_only_a_double_faced_card_enters_transformed() -> None:
    game = Game()
    alice = game.add_player("Alice")
    bolt = bundled_database().card("Lightning Bolt")
    with pytest.raises(ConfigurationError, match="transformed"):
        game.add_card_def(bolt, owner=alice, zone="battlefield", transformed=True)
    assert not game.state.objects
