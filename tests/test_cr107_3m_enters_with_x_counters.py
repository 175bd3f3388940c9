"""Entering with X counters (CR 107.3m, 614.1c, 122.6): "~ enters with X +1/+1 counters on
it." X is the value announced as the spell was cast (CR 601.2b); put onto the battlefield
without being cast, X is 0 (CR 107.3i). +X/+Y counters other than +1/+1 change power and
toughness too (CR 122.1a). Played with real cards under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose
from mtgrules.cards.compiler import CardFace, compile_face
from mtgrules.events import DamageDealt
from mtgrules.objects import PLUS_ONE, Zone
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


def _cast_with_x(t: Table, name: str, lands: str, count: int, x: int) -> int:
    """Alice casts ``name`` with X = ``x``; it resolves. The permanent's id."""
    t.lands(lands, t.alice, count)
    card = t.put(name, t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(card))
    assert t.asked().kind == "X"
    t.game.apply(Choose(x))
    t.resolve()
    return next(o.id for o in t.game.state.battlefield() if o.name == name)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3m_walking_ballista_enters_with_x_counters_and_removes_one(ruleset: str) -> None:
    """Walking Ballista ({X}{X}, 0/0) cast with X = 2 (four Plains) enters with two +1/+1
    counters: a 2/2. "Remove a +1/+1 counter from ~: ~ deals 1 damage to any target." Bob
    takes 1; the Ballista is a 1/1."""
    t = Table(ruleset)
    ballista = _cast_with_x(t, "Walking Ballista", "Plains", 4, 2)
    state = t.game.state
    assert state.objects[ballista].counter(PLUS_ONE) == 2
    assert t.game.power(ballista) == 2
    t.act(ActivateAbility(ballista, 1, (t.bob,)))
    assert state.objects[ballista].counter(PLUS_ONE) == 1
    events = t.resolve()
    assert [e.amount for e in events if isinstance(e, DamageDealt)] == [1]
    assert t.game.life(t.bob) == 19 and t.game.power(ballista) == 1


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_3i_walking_ballista_put_onto_the_battlefield_has_no_counters(
    ruleset: str,
) -> None:
    """Put onto the battlefield without being cast, X is 0: a 0/0 Ballista with no counters
    is put into its owner's graveyard (CR 704.5f)."""
    t = Table(ruleset)
    ballista = t.put("Walking Ballista", t.alice)
    assert t.game.state.objects[ballista].counter(PLUS_ONE) == 0
    t.begin()
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Walking Ballista"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr122_1a_lightning_serpent_plus_one_plus_zero_counters_add_power(ruleset: str) -> None:
    """Lightning Serpent ({X}{R}, 2/1) cast with X = 3 enters with three +1/+0 counters: a
    5/1 (a +1/+0 counter adds 1 to power and 0 to toughness)."""
    t = Table(ruleset)
    serpent = _cast_with_x(t, "Lightning Serpent", "Mountain", 4, 3)
    assert t.game.state.objects[serpent].counter("+1/+0") == 3
    assert t.game.power(serpent) == 5
    assert t.game.state.objects[serpent].current_toughness() == 1


@pytest.mark.parametrize(("cost", "supported"), [("{X}{X}", True), ("{2}", False)])
def test_cr107_3m_x_counters_use_the_x_of_the_mana_cost(cost: str, supported: bool) -> None:
    """{X} in the mana cost is used by "enters with X counters": such a card is supported;
    the same text without {X} in the mana cost is not (X would be undefined, CR 107.3)."""
    face = CardFace(
        name="Ballista",
        mana_cost=cost,
        types=("Artifact", "Creature"),
        power="0",
        toughness="0",
        text="This creature enters with X +1/+1 counters on it.",
    )
    assert compile_face(face).supported is supported
    round_trip("~ enters with X +1/+1 counters on it.")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1c_stag_beetle_counts_the_other_creatures_as_it_enters(ruleset: str) -> None:
    """Stag Beetle (0/0): "enters with X +1/+1 counters on it, where X is the number of other
    creatures on the battlefield." With one creature of Alice's and two of Bob's it enters
    with three (it doesn't count itself: it isn't on the battlefield yet, CR 614.12)."""
    t = Table(ruleset)
    t.put("Grizzly Bears", t.alice)
    t.put("Hill Giant", t.bob)
    t.put("Gray Ogre", t.bob)
    t.lands("Forest", t.alice, 5)
    beetle = t.put("Stag Beetle", t.alice, "hand")
    t.begin()
    t.act(CastSpell(beetle))
    t.resolve()
    (entered,) = [o for o in t.game.state.battlefield() if o.name == "Stag Beetle"]
    assert entered.counter(PLUS_ONE) == 3 and t.game.power(entered.id) == 3


@pytest.mark.parametrize(
    "line",
    [
        "~ enters with X +1/+1 counters on it, where X is the number of other creatures on the "
        "battlefield.",
        "~ enters with a +1/+1 counter on it for each creature card in your graveyard.",
        "~ enters with a +1/+1 counter on it for each other creature you control with a +1/+1 "
        "counter on it.",
    ],
)
def test_cr614_1c_counted_entering_counters_round_trip(line: str) -> None:
    round_trip(line)
