"""Rolling a die (CR 706, today's rules; 2011 had no dice, and a game under ``cr2011`` rolls
them by today's rule and cites it): "Roll a six-sided die." / "roll a d20", the result (CR
706.2) read by "equal to the result" and "If the result is 3 or less, you lose that much
life." (CR 608.2c). Real cards from the bundled database, under both rulesets; the die is the
game's seeded random source."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.support import missing
from mtgrules.objects import Keyword, Zone
from mtgrules.random_events import DieRolled
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table
from tests.random_play import outcomes, rolls, seed_game


@pytest.mark.parametrize(
    "line",
    [
        "{T}, Sacrifice ~: Roll a six-sided die. You gain life equal to the result.",
        "When ~ enters, roll a six-sided die. If the result is 3 or less, you lose that much life.",
        "When ~ dies, roll a six-sided die. If the result is 4 or less, ~ deals that much damage"
        " to you.",
        "Whenever ~ deals combat damage to a player, roll a d20.",
        "Roll a d20. If the result is 15 or greater, ~ deals 5 damage to any target.",
    ],
)
def test_cr706_die_roll_lines_round_trip(line: str) -> None:
    round_trip(line)


def test_cr706_2_the_result_without_a_roll_is_not_supported() -> None:
    """ "equal to the result" needs a die rolled before it in the same ability."""
    assert missing(parse_line("You gain life equal to the result.")) is not None
    assert missing(parse_line("If the result is 3 or less, you lose that much life.")) is not None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr706_2_vegetation_abomination_gains_life_equal_to_the_result(ruleset: str) -> None:
    t = Table(ruleset)
    plant = t.put("Vegetation Abomination", t.alice)
    t.begin()
    t.game.apply(ActivateAbility(plant, 0))
    seed_game(t.game, rolls(6, 5))
    t.resolve()
    (rolled,) = outcomes(t.game.log)
    assert isinstance(rolled, DieRolled)
    assert (rolled.player, rolled.sides, rolled.result, rolled.rule) == (t.alice, 6, 5, "706.2")
    assert t.game.life(t.alice) == 25


def _customer(ruleset: str, result: int) -> Table:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    t.begin()
    t.game.apply(CastSpell(t.put("Dissatisfied Customer", t.alice, "hand")))
    t.resolve()  # the creature spell; its enters trigger goes on the stack
    seed_game(t.game, rolls(6, result))
    t.resolve()
    return t


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr706_2_dissatisfied_customer_result_3_or_less_loses_that_much(ruleset: str) -> None:
    t = _customer(ruleset, 2)
    assert [e.result for e in outcomes(t.game.log) if isinstance(e, DieRolled)] == [2]
    assert t.game.life(t.alice) == 18


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr706_2_dissatisfied_customer_result_over_3_loses_nothing(ruleset: str) -> None:
    t = _customer(ruleset, 4)
    assert [e.result for e in outcomes(t.game.log) if isinstance(e, DieRolled)] == [4]
    assert t.game.life(t.alice) == 20


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("result", "life"), [(4, 16), (5, 20)])
def test_cr706_2_non_human_cannonball_dies_and_deals_the_result_to_you(
    ruleset: str, result: int, life: int
) -> None:
    t = Table(ruleset)
    cannonball = t.put("Non-Human Cannonball", t.alice)
    t.lands("Mountain", t.bob, 1)
    t.begin()
    t.game.apply(PassPriority())  # Bob gets priority and bolts the 4/3
    t.game.apply(CastSpell(t.put("Lightning Bolt", t.bob, "hand"), (cannonball,)))
    t.resolve()  # 3 damage: it dies, its trigger goes on the stack
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Non-Human Cannonball"]
    seed_game(t.game, rolls(6, result))
    t.resolve()
    assert t.game.life(t.alice) == life


def test_cr706_the_same_seed_replays_the_same_rolls() -> None:
    results = []
    for _ in range(2):
        t = Table("current")
        plant = t.put("Vegetation Abomination", t.alice)
        t.begin()
        t.game.state.rng.seed(11)
        t.game.apply(ActivateAbility(plant, 0))
        t.resolve()
        results.append((t.game.life(t.alice), outcomes(t.game.log)))
    assert results[0] == results[1]
    assert 21 <= results[0][0] <= 26


# -- results tables: "Roll a d20." then "1—9 | ...", "10—19 | ...", "20 | ..." (CR 706.2) ----
def test_cr706_2_results_table_compiles_into_the_roll_and_renders_back() -> None:
    from mtgrules.cards.database import bundled_database

    compiled = bundled_database().compiled("Herald of Hadar")
    assert compiled.supported, compiled.reason


def test_cr706_2_results_table_after_a_line_without_a_roll_is_not_supported() -> None:
    from mtgrules.cards.compiler import compile_face
    from mtgrules.cards.database import bundled_database

    face = bundled_database().face("Contact Other Plane")
    rolled = compile_face(face)
    assert rolled.supported, rolled.reason
    text = (face.text or "").replace("Roll a d20.", "Draw a card.")
    unrolled = compile_face(dataclasses.replace(face, text=text))
    assert not unrolled.supported


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    ("result", "bob", "alice", "treasures"), [(5, 18, 20, 0), (15, 18, 22, 0), (20, 18, 22, 2)]
)
def test_cr706_2_herald_of_hadar_does_the_row_of_the_result(
    ruleset: str, result: int, bob: int, alice: int, treasures: int
) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 6)
    herald = t.put("Herald of Hadar", t.alice)
    t.begin()
    t.game.apply(ActivateAbility(herald, 0))
    seed_game(t.game, rolls(20, result))
    t.resolve()
    assert (t.game.life(t.bob), t.game.life(t.alice)) == (bob, alice)
    found = [o for o in t.game.state.objects.values() if o.zone is Zone.BATTLEFIELD and o.token]
    assert len(found) == treasures


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("result", "alice"), [(9, 18), (10, 20)])
def test_cr706_2_faridehs_fireball_low_roll_deals_2_damage_to_each_player(
    ruleset: str, result: int, alice: int
) -> None:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 5)
    bears = t.put("Grizzly Bears", t.bob)
    t.begin()
    t.game.apply(CastSpell(t.put("Farideh's Fireball", t.alice, "hand"), (bears,)))
    seed_game(t.game, rolls(20, result))
    t.resolve()
    assert not t.game.is_on_battlefield(bears)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (alice, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr706_2_ancient_copper_dragon_creates_treasures_equal_to_the_result(
    ruleset: str,
) -> None:
    """CR 510.2 then 603.2: the combat damage to Bob triggers the roll; 13 Treasures."""
    t = Table(ruleset)
    dragon = t.put("Ancient Copper Dragon", t.alice)
    t.begin()
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())
    t.game.apply(DeclareAttackers(((dragon, t.bob),)))
    seed_game(t.game, rolls(20, 13))
    while not [e for e in t.game.log if isinstance(e, DieRolled)] or t.game.state.stack:
        kind = t.decision().kind
        t.game.apply(DeclareBlockers(()) if kind == "declare blockers" else PassPriority())
    assert t.game.life(t.bob) == 14
    treasures = [o for o in t.game.state.objects.values() if o.token and o.zone is Zone.BATTLEFIELD]
    assert len(treasures) == 13
    assert {o.name for o in treasures} == {"Treasure"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_2_brazen_dwarf_triggers_when_you_roll_a_die(ruleset: str) -> None:
    """Alice's roll triggers her Brazen Dwarf; Bob's roll doesn't."""
    t = Table(ruleset)
    t.put("Brazen Dwarf", t.alice)
    mine = t.put("Vegetation Abomination", t.alice)
    theirs = t.put("Vegetation Abomination", t.bob)
    t.begin()
    t.game.apply(ActivateAbility(mine, 0))
    t.resolve()  # the roll: the Dwarf's trigger goes on the stack
    t.resolve()
    assert t.game.life(t.bob) == 19
    t.game.apply(PassPriority())  # Bob gets priority and rolls
    t.game.apply(ActivateAbility(theirs, 0))
    t.resolve()
    assert not t.game.state.stack
    assert t.game.life(t.alice) == 20 + sum(
        e.result for e in outcomes(t.game.log) if isinstance(e, DieRolled) and e.player == t.alice
    )
    assert t.game.life(t.bob) > 19  # he gained the result, lost nothing more


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr706_2_lightfoot_rogue_row_10_to_19_pumps_it_and_gives_deathtouch(ruleset: str) -> None:
    """A row's "it" is the creature with the ability (no target, its own attack)."""
    t = Table(ruleset)
    rogue = t.put("Lightfoot Rogue", t.alice)
    t.begin()
    while t.decision().kind != "declare attackers":
        t.game.apply(PassPriority())
    t.game.apply(DeclareAttackers(((rogue, t.bob),)))
    seed_game(t.game, rolls(20, 12))
    t.resolve()
    view = t.game.state.source_view(rogue)
    assert view is not None
    assert view.current_power() == 3
    assert view.has(Keyword.DEATHTOUCH)
