"""CR 604.3: characteristic-defining abilities ("~'s power and toughness are each equal to
the number of ..."), printed with ``*``; CR 611.3a: "~ gets +N/+N for each ...", counted
continuously; CR 614.1c: "~ enters with N counters on it". Real cards from the bundled
database, played under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.compiler import CardFace, compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.events import Event
from mtgrules.objects import PLUS_ONE
from tests.attachment_play import RULESETS, Table


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


def pt(t: Table, creature: int) -> tuple[int, int]:
    return t.game.power(creature), t.game.toughness(creature)


def entered(t: Table, events: list[Event], card: int) -> int:
    return t.new_id(events, t.new_id(events, card))


def test_cr604_3_power_and_toughness_follow_the_count(table: Table) -> None:
    """Crusader of Odric (*/*): "... each equal to the number of creatures you control."
    (itself included); a creature dying lowers it at once."""
    t = table
    crusader = t.put("Crusader of Odric", t.alice)
    assert pt(t, crusader) == (1, 1)
    bears = t.put("Grizzly Bears", t.alice)
    t.put("Grizzly Bears", t.bob)  # not Alice's
    assert pt(t, crusader) == (2, 2)
    t.lands("Mountain", t.alice, 1)
    t.main_phase()
    t.cast(t.put("Lightning Bolt", t.alice, "hand"), bears)
    assert not t.game.is_on_battlefield(bears)
    assert pt(t, crusader) == (1, 1)


def test_cr604_3_zero_count_creature_dies(table: Table) -> None:
    """Splinterfright (*/*, creature cards in your graveyard): with none it is 0/0 and is
    put into the graveyard (CR 704.5f); with one it survives as 1/1."""
    t = table
    t.put("Grizzly Bears", t.alice, "graveyard")
    fright = t.put("Splinterfright", t.alice)
    assert pt(t, fright) == (1, 1)
    lonely = t.put("Splinterfright", t.bob)
    assert pt(t, lonely) == (0, 0)
    t.game.check_state_based_actions()
    assert not t.game.is_on_battlefield(lonely)
    assert t.game.is_on_battlefield(fright)


def test_cr604_3_star_without_a_defining_ability_stays_unsupported() -> None:
    """A ``*`` the card's text doesn't define can't be played (no number to use)."""
    face = CardFace(
        name="Odd Beast",
        mana_cost="{2}{G}",
        types=("Creature",),
        power="*",
        toughness="*",
        text="Trample",
    )
    compiled = compile_face(face)
    assert not compiled.supported
    assert compiled.unsupported == "(power *)"


def test_cr611_3a_gets_for_each(table: Table) -> None:
    """A "gets +N/+N for each ..." card counts continuously (CR 611.3a)."""
    database = bundled_database()
    card = database.card("Crusader of Odric")
    assert card.power == 0 and card.toughness == 0  # the printed * (CR 604.3)
    t = table
    grim = t.put("Grim Strider", t.alice)  # "gets -1/-1 for each card in your hand"
    base = pt(t, grim)
    t.put("Grizzly Bears", t.alice, "hand")
    assert pt(t, grim) == (base[0] - 1, base[1] - 1)


def test_cr614_1c_enters_with_counters(table: Table) -> None:
    """Spike Feeder (0/0): "This creature enters with two +1/+1 counters on it." Cast, it
    enters with them and survives (CR 614.1c, 122.6)."""
    t = table
    t.lands("Forest", t.alice, 3)
    t.main_phase()
    card = t.put("Spike Feeder", t.alice, "hand")
    feeder = entered(t, t.cast(card), card)
    assert t.game.is_on_battlefield(feeder)
    assert t.game.counters(feeder) == {PLUS_ONE: 2}
    assert pt(t, feeder) == (2, 2)
