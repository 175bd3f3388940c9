"""The card data keeps every face of a card of several parts (split, aftermath, adventurer,
modal double-faced, ...: MTGJSON lists each face with its ``faceName`` and ``side``), in
read MTGJSON data and in the package's own card file; a card is supported only when every
face compiles (CR 709, 712, 715). Data holding one face of such a card leaves it refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.database import CardDatabase, bundled_database, parse_atomic, write_compact
from mtgrules.cards.errors import UnsupportedCardError
from mtgrules.cards.faces import CardFace
from mtgrules.cards.multi_face import compile_multi
from mtgrules.objects import Zone
from tests.card_table import RULESETS, Table
from tests.multi_face_cards import DOCUMENT, database


def test_every_face_is_read_with_its_face_name() -> None:
    """ "Fire // Ice" is read as the face Fire with Ice as its second part."""
    face = database().face("Fire // Ice")
    assert (face.name, face.mana_cost, face.layout) == ("Fire", "{1}{R}", "split")
    assert [(p.name, p.mana_cost, p.text) for p in face.parts] == [
        ("Ice", "{1}{U}", "Tap target permanent.\nDraw a card.")
    ]
    assert database().face("Foulmire Knight").parts[0].subtypes == ("Adventure",)


def test_the_package_card_file_keeps_every_part(tmp_path: Path) -> None:
    """Written in the package's format and read back, each card keeps its parts and
    compiles the same."""
    path = tmp_path / "cards.jsonl.gz"
    write_compact(parse_atomic(DOCUMENT), path)
    again = CardDatabase.from_file(path)
    for name in DOCUMENT["data"]:
        assert again.face(name) == database().face(name)
        assert again.compiled(name).supported == database().compiled(name).supported
    assert again.card("Cut // Ribbons").parts[1].name == "Ribbons"


def test_data_holding_one_face_leaves_the_card_refused() -> None:
    """The bundled data holds only Fire: the card stays unsupported, naming why."""
    compiled = bundled_database().compiled("Fire // Ice")
    assert not compiled.supported
    assert compiled.unsupported == "(split layout: the card data holds one face)"
    with pytest.raises(UnsupportedCardError):
        compiled.definition()


def test_a_face_that_does_not_compile_refuses_the_card() -> None:
    """Every face must compile: a second half the grammar doesn't know refuses the card,
    naming that face."""
    ice = CardFace(name="Ice", mana_cost="{1}{U}", types=("Instant",), text="Frobnicate.")
    fire = CardFace(
        name="Fire",
        mana_cost="{1}{R}",
        types=("Instant",),
        layout="split",
        text="Fire deals 2 damage to any target.",
        parts=(ice,),
    )
    compiled = compile_multi(fire)
    assert not compiled.supported
    assert compiled.reason is not None and "(the second face, Ice)" in compiled.reason


@pytest.mark.parametrize("layout", ["flip", "meld", "prepare"])
def test_layouts_the_engine_does_not_play_stay_refused(layout: str) -> None:
    """Flip, meld and prepare cards are refused with their layout, even with every face."""
    back = CardFace(name="Back", types=("Creature",), power="2", toughness="2")
    front = CardFace(
        name="Front",
        mana_cost="{1}",
        types=("Creature",),
        power="1",
        toughness="1",
        layout=layout,
        parts=(back,),
    )
    compiled = compile_multi(front)
    assert (compiled.supported, compiled.unsupported) == (False, f"({layout} layout)")


def test_a_reversible_card_is_the_card_on_both_sides() -> None:
    """ "Terror // Terror" (the same card on each side, CR 201.2) is the card Terror."""
    compiled = bundled_database().compiled("Terror // Terror")
    assert compiled.supported, compiled.reason
    assert compiled.definition().name == "Terror"
    assert compiled.rendered() == bundled_database().compiled("Terror").rendered()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_reversible_card_plays_as_its_card(ruleset: str) -> None:
    """Terror // Terror cast on Bob's Grizzly Bears destroys them."""
    t = Table(ruleset)
    t.lands("Swamp", 2)
    bears = t.put("Grizzly Bears", t.bob)
    terror = t.put("Terror // Terror", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(terror, (bears,)))
    t.resolve()
    graveyard = {o.name for o in t.game.state.objects.values() if o.zone is Zone.GRAVEYARD}
    assert graveyard == {"Grizzly Bears", "Terror"}
