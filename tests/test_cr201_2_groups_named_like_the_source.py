"""Groups named after the ability's source (CR 201.2: the same name): "When ~ enters, put a
+1/+1 counter on each other creature you control named ~." Real cards under both editions:
Charmed Stray and Baloth Packhunter; only Alice's other permanents with that name get
counters (not the entering one, not Bob's, not another creature); "you gain 2 life for each
creature you control named ~" (Cleric of the Forward Order) counts the entering one too."""

from __future__ import annotations

import pytest

from mtgrules.actions import CastSpell
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "When ~ enters, put a +1/+1 counter on each other creature you control named ~.",
        "When ~ enters, put two +1/+1 counters on each other creature you control named ~.",
        "When ~ dies, destroy each creature named ~.",
        "When ~ enters, you gain 2 life for each creature you control named ~.",
    ],
)
def test_cr201_2_named_group_round_trip(line: str) -> None:
    round_trip(line)


def test_cr201_2_players_have_no_name() -> None:
    with pytest.raises(ClauseError):
        parse_line("When ~ enters, each player named ~ loses 1 life.")


def _counters(t: Table, obj: EntityId) -> int:
    return t.game.state.objects[obj].counters.get("+1/+1", 0)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    ("card", "land", "lands", "each"),
    [("Charmed Stray", "Plains", 1, 1), ("Baloth Packhunter", "Forest", 4, 2)],
)
def test_cr201_2_counters_on_each_other_creature_named_like_it(
    ruleset: str, card: str, land: str, lands: int, each: int
) -> None:
    """Alice has two of the card and Grizzly Bears, Bob one; she casts a third: her two
    others get the counters, the new one, the Bears and Bob's don't."""
    t = Table(ruleset)
    mine = [t.put(card, t.alice), t.put(card, t.alice)]
    bears = t.put("Grizzly Bears", t.alice)
    bobs = t.put(card, t.bob)
    t.lands(land, t.alice, lands)
    new = t.put(card, t.alice, "hand")
    t.begin()
    t.act(CastSpell(new, ()))
    t.resolve()  # the creature spell: it enters, its ability triggers
    assert len(t.game.state.stack) == 1
    t.resolve()
    assert [_counters(t, o) for o in mine] == [each, each]
    entered = next(
        o.id
        for o in t.game.state.battlefield()
        if o.name == card and o.controller == t.alice and o.id not in mine
    )
    assert (_counters(t, entered), _counters(t, bears), _counters(t, bobs)) == (0, 0, 0)


def _life(t: Table, player: EntityId) -> int:
    state = t.game.state
    return state.life[state.players[player].pool]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("already", "gained"), [(0, 2), (2, 6)])
def test_cr201_2_life_for_each_creature_named_like_it(
    ruleset: str, already: int, gained: int
) -> None:
    """Cleric of the Forward Order: Alice gains 2 life for each Cleric she controls, the
    entering one included; Bob's Cleric and her Grizzly Bears don't count."""
    t = Table(ruleset)
    for _ in range(already):
        t.put("Cleric of the Forward Order", t.alice)
    t.put("Grizzly Bears", t.alice)
    t.put("Cleric of the Forward Order", t.bob)
    t.lands("Plains", t.alice, 2)
    new = t.put("Cleric of the Forward Order", t.alice, "hand")
    t.begin()
    t.act(CastSpell(new, ()))
    t.resolve()
    t.resolve()
    assert (_life(t, t.alice), _life(t, t.bob)) == (20 + gained, 20)
