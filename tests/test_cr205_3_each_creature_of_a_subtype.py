"""Groups of one creature type or of two card types as the object of an instruction: "put a
+1/+1 counter on each other Dragon creature you control" (CR 205.3: a creature with that
subtype), "... on each other artifact creature you control" (an object with both types),
"each other" never the source (CR 109.1), "you control" only the controller's (CR 122.1: the
counters go on exactly those permanents). Real cards, under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell, TurnFaceUp
from mtgrules.cards.grammar import ClauseError, parse_line
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "When ~ is turned face up, put a +1/+1 counter on each other Dragon creature you control.",
        "When ~ enters, put a +1/+1 counter on each other artifact creature you control.",
        "When ~ enters, put a +1/+1 counter on each other Ally creature you control.",
    ],
)
def test_cr205_3_typed_group_round_trips(line: str) -> None:
    round_trip(line)


def test_cr205_3_a_group_of_an_unknown_type_is_not_compiled() -> None:
    """A word that is neither a card type nor a creature type is refused."""
    with pytest.raises(ClauseError):
        parse_line("When ~ enters, put a +1/+1 counter on each other Blorp creature you control.")


def _plus_counters(t: Table, permanent: int) -> int:
    return t.game.counters(permanent).get("+1/+1", 0)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3_arcbound_shikari_counters_on_other_artifact_creatures(ruleset: str) -> None:
    """Arcbound Shikari enters (modular 2): Alice's Ornithopter gets a +1/+1 counter; her
    Grizzly Bears (not an artifact), Bob's Ornithopter and the Shikari itself don't."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.lands("Plains", t.alice, 1)
    mine = t.put("Ornithopter", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    theirs = t.put("Ornithopter", t.bob)
    shikari = t.put("Arcbound Shikari", t.alice, "hand")
    t.begin()
    t.act(CastSpell(shikari, ()))
    t.resolve()  # it enters with two +1/+1 counters; its ability goes on the stack
    t.resolve()
    (entered,) = [o.id for o in t.game.state.battlefield() if o.name == "Arcbound Shikari"]
    assert _plus_counters(t, mine) == 1
    assert (_plus_counters(t, bears), _plus_counters(t, theirs)) == (0, 0)
    assert _plus_counters(t, entered) == 2
    assert (t.game.power(mine), t.game.toughness(mine)) == (1, 3)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3_shieldhide_dragon_turned_face_up_counters_on_other_dragons(
    ruleset: str,
) -> None:
    """Shieldhide Dragon cast face down, then turned face up for its megamorph cost: Alice's
    Shivan Dragon gets a +1/+1 counter; Bob's Shivan Dragon and Alice's Grizzly Bears don't;
    the Shieldhide Dragon has only its megamorph counter."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 10)
    mine = t.put("Shivan Dragon", t.alice)
    theirs = t.put("Shivan Dragon", t.bob)
    bears = t.put("Grizzly Bears", t.alice)
    dragon = t.put("Shieldhide Dragon", t.alice, "hand")
    t.begin()
    t.act(CastSpell(dragon, (), "megamorph"))
    t.resolve()
    (down,) = [o.id for o in t.game.state.battlefield() if o.face_down is not None]
    t.act(TurnFaceUp(down))
    t.resolve()
    assert _plus_counters(t, mine) == 1
    assert (_plus_counters(t, theirs), _plus_counters(t, bears)) == (0, 0)
    assert _plus_counters(t, down) == 1
    assert t.game.power(mine) == 6
