"""CR 510.1a: each attacking and blocking creature assigns combat damage equal to its power;
an effect may make it its toughness: "Each creature assigns combat damage equal to its
toughness rather than its power." (Doran, the Siege Tower: every creature, both players'),
"Each creature you control assigns ..." (Belligerent Brontodon: only its controller's),
"Enchanted creature gets +0/+2 and assigns ..." (Treefolk Umbra: the enchanted creature, for
as long as it is enchanted). Real cards, both rulesets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules.actions import CastSpell, PassPriority
from mtgrules.objects import Zone
from tests.card_table import round_trip
from tests.combat_table import CombatTable

RULESETS = ["cr2011", "current"]


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Iterator[CombatTable]:
    yield CombatTable(request.param)


@pytest.mark.parametrize(
    "line",
    [
        "Each creature assigns combat damage equal to its toughness rather than its power.",
        "Each creature you control assigns combat damage equal to its toughness rather than its "
        "power.",
        "~ assigns combat damage equal to its toughness rather than its power.",
        "Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather "
        "than its power.",
    ],
)
def test_cr510_1a_toughness_damage_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr510_1a_doran_attacks_for_its_toughness(table: CombatTable) -> None:
    """Doran, the Siege Tower (0/5) attacks unblocked: Bob loses 5 life, not 0."""
    t = table
    doran = t.put("Doran, the Siege Tower", t.alice)
    t.attack(doran)
    t.finish_combat()
    assert t.game.state.life_of(t.bob) == 15


def test_cr510_1a_doran_applies_to_each_players_creatures(table: CombatTable) -> None:
    """With Alice's Doran out, Bob's Horned Turtle (1/4) blocks Alice's Hill Giant (3/3):
    the Turtle deals 4 (the Giant dies), the Giant deals 3 (the Turtle lives)."""
    t = table
    t.put("Doran, the Siege Tower", t.alice)
    giant = t.put("Hill Giant", t.alice)
    turtle = t.put("Horned Turtle", t.bob)
    t.attack(giant, blocks=((turtle, giant),))
    t.finish_combat()
    assert t.zone("Hill Giant") is Zone.GRAVEYARD
    assert t.zone("Horned Turtle") is Zone.BATTLEFIELD
    assert t.obj(turtle).damage == 3


def test_cr510_1a_belligerent_brontodon_only_its_controllers(table: CombatTable) -> None:
    """Alice's Belligerent Brontodon: her Horned Turtle (1/4) attacks for 4; Bob's Hill
    Giant blocking her Grizzly Bears still deals its power (3), and the Bears (2/2) deal 2."""
    t = table
    t.put("Belligerent Brontodon", t.alice)
    turtle = t.put("Horned Turtle", t.alice)
    bears = t.put("Grizzly Bears", t.alice)
    giant = t.put("Hill Giant", t.bob)
    t.attack(turtle, bears, blocks=((giant, bears),))
    t.finish_combat()
    assert t.game.state.life_of(t.bob) == 16
    assert t.zone("Grizzly Bears") is Zone.GRAVEYARD
    assert t.obj(giant).damage == 2


def test_cr510_1a_treefolk_umbra_on_the_enchanted_creature(table: CombatTable) -> None:
    """Treefolk Umbra on Alice's Grizzly Bears (2/4 with it): they attack for 4; her other
    Grizzly Bears attack for 2."""
    t = table
    bears = t.put("Grizzly Bears", t.alice)
    other = t.put("Grizzly Bears", t.alice)
    for _ in range(3):
        t.put("Forest", t.alice)
    t.main_phase()
    umbra = t.put("Treefolk Umbra", t.alice, "hand")
    t.game.apply(CastSpell(umbra, (bears,)))
    t.resolve()
    assert (t.game.power(bears), t.game.toughness(bears)) == (2, 4)
    t.attack(bears, other)
    t.finish_combat()
    assert t.game.state.life_of(t.bob) == 14


def test_cr613_4c_deaths_shadow_follows_your_life_total(table: CombatTable) -> None:
    """Death's Shadow (13/13) gets -X/-X, where X is its controller's life total (layer 7c,
    CR 613.4c, counted continuously): at 8 life it is 5/5; Bob's Lightning Bolt to Alice (5
    life) makes it 8/8; at 13 life or more its toughness is 0 and it dies (CR 704.5f)."""
    t = table
    state = t.game.state
    state.life[state.players[t.alice].pool] = 8
    shadow = t.put("Death's Shadow", t.alice)
    assert (t.game.power(shadow), t.game.toughness(shadow)) == (5, 5)
    t.put("Mountain", t.bob)
    t.main_phase()
    t.game.apply(PassPriority())  # Alice passes; Bob casts Lightning Bolt at her
    t.game.apply(CastSpell(t.put("Lightning Bolt", t.bob, "hand"), (t.alice,)))
    t.resolve()
    assert state.life_of(t.alice) == 5
    assert (t.game.power(shadow), t.game.toughness(shadow)) == (8, 8)
    state.life[state.players[t.alice].pool] = 13
    t.put("Mountain", t.alice)
    t.game.apply(CastSpell(t.put("Shock", t.alice, "hand"), (t.bob,)))
    t.resolve()  # state-based actions checked as a player would receive priority
    assert t.zone("Death's Shadow") is Zone.GRAVEYARD
