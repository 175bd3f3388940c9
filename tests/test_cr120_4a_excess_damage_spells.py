"""CR 120.4a: "~ deals 4 damage to target creature. Excess damage is dealt to that creature's
controller instead." Today the damage event's first step moves the damage beyond lethal to
the controller (a DamageRedirected event, rule 120.4a). The 2011 rules have no excess step
(CR 2011 119.4): the card's own words split the damage as it is dealt, lethal damage (CR 2011
119.6) to the creature and the rest to its controller, in one event. Either way the outcome
is the same. Real cards, under both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.events import DamageDealt, DamageRedirected
from mtgrules.objects import Zone
from tests.attachment_play import RULESETS, Table
from tests.card_table import round_trip


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[Table]:
    yield Table(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "~ deals 4 damage to target creature. Excess damage is dealt to that creature's "
        "controller instead.",
        "~ deals X damage to target creature, where X is the number of instant and sorcery "
        "cards in your graveyard. Excess damage is dealt to that creature's controller instead.",
        "Whenever ~ attacks, it deals damage equal to its power to up to one other target "
        "creature. Excess damage is dealt to that creature's controller instead.",
    ],
)
def test_cr120_4a_excess_sentence_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize(
    "line",
    [
        # no creature target whose controller "that creature's controller" is
        "~ deals 4 damage to any target. Excess damage is dealt to that creature's controller "
        "instead.",
        # nothing dealt before it
        "Draw a card. Excess damage is dealt to that creature's controller instead.",
    ],
)
def test_cr120_4a_excess_without_damage_to_one_target_creature_is_refused(line: str) -> None:
    with pytest.raises(ClauseError):
        parse_line(line)


@pytest.mark.parametrize(
    "name", ["Flame Spill", "Pigment Storm", "Gandalf's Sanction", "Ravenous Tyrannosaurus"]
)
def test_cr120_4a_real_cards_compile(name: str) -> None:
    assert bundled_database().compiled(name).supported


def _in_graveyard(t: Table, name: str, owner: int) -> bool:
    """A card called ``name`` is in its owner's graveyard (a new object, CR 400.7)."""
    return any(
        o.name == name and o.zone is Zone.GRAVEYARD and o.owner == owner
        for o in t.game.state.objects.values()
    )


def _flame_spill(t: Table, target: int) -> list[object]:
    t.lands("Mountain", t.alice, 3)
    t.main_phase()
    spill = t.put("Flame Spill", t.alice, "hand")
    return list(t.cast(spill, target))


def test_cr120_4a_flame_spill_kills_bears_and_bob_takes_the_rest(table: Table) -> None:
    """4 damage to Bob's 2/2 Grizzly Bears: 2 is lethal, the other 2 is dealt to Bob."""
    t = table
    bears = t.put("Grizzly Bears", t.bob)
    events = _flame_spill(t, bears)
    assert t.game.life(t.bob) == 18
    assert t.game.life(t.alice) == 20
    assert _in_graveyard(t, "Grizzly Bears", t.bob)
    dealt = [(e.recipient, e.amount) for e in events if isinstance(e, DamageDealt)]
    assert sorted(dealt) == sorted([(bears, 2), (t.bob, 2)])
    redirected = [e for e in events if isinstance(e, DamageRedirected)]
    if t.game.ruleset.name == "current":
        # CR 120.4a: the excess step moves it.
        assert [(e.original, e.recipient, e.amount, e.rule) for e in redirected] == [
            (bears, t.bob, 2, "120.4a")
        ]
    else:
        assert redirected == []  # CR 2011 119.4: no excess step, the card's own split


def test_cr120_4a_damage_already_marked_counts(table: Table) -> None:
    """Bears with 1 damage marked: 1 more is lethal, 3 goes to Bob."""
    t = table
    bears = t.put("Grizzly Bears", t.bob)
    shock = t.put("Shock", t.alice, "graveyard")
    t.game.deal_damage(shock, bears, 1)
    _flame_spill(t, bears)
    assert t.game.life(t.bob) == 17
    assert _in_graveyard(t, "Grizzly Bears", t.bob)


def test_cr120_4a_no_excess_on_a_creature_it_doesnt_kill(table: Table) -> None:
    """Exactly lethal damage has no excess: Flame Spill's 4 to Craw Wurm (6/4), Pigment
    Storm's 5 to Shivan Dragon (5/5); both die and nothing reaches Bob."""
    t = table
    wurm = t.put("Craw Wurm", t.bob)
    _flame_spill(t, wurm)
    assert t.game.life(t.bob) == 20
    assert _in_graveyard(t, "Craw Wurm", t.bob)
    dragon = t.put("Shivan Dragon", t.bob)
    t.lands("Mountain", t.alice, 5)
    storm = t.put("Pigment Storm", t.alice, "hand")
    t.cast(storm, dragon)
    assert t.game.life(t.bob) == 20
    assert _in_graveyard(t, "Shivan Dragon", t.bob)  # 5 is lethal to the 5/5


def test_cr120_4a_excess_goes_to_the_creatures_controller(table: Table) -> None:
    """Alice's own Bears: the excess is dealt to Alice (its controller), not to Bob."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    _flame_spill(t, bears)
    assert t.game.life(t.alice) == 18
    assert t.game.life(t.bob) == 20


def test_cr120_4a_gandalfs_sanction_counts_then_splits(table: Table) -> None:
    """X = 3 instants in Alice's graveyard: 2 to Bob's Bears, 1 to Bob."""
    t = table
    for _ in range(3):
        t.put("Lightning Bolt", t.alice, "graveyard")
    t.put("Lightning Bolt", t.bob, "graveyard")  # Bob's graveyard isn't counted
    bears = t.put("Grizzly Bears", t.bob)
    t.lands("Mountain", t.alice, 2)
    t.lands("Island", t.alice, 1)
    t.main_phase()
    sanction = t.put("Gandalf's Sanction", t.alice, "hand")
    t.cast(sanction, bears)
    assert t.game.life(t.bob) == 19
    assert _in_graveyard(t, "Grizzly Bears", t.bob)
