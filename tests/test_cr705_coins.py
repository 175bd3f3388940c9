"""Flipping a coin (CR 705.1; the same number in 2011): the player who flips wins or loses
the flip, and "If you win the flip, ..." / "If you lose the flip, ..." follow the outcome
(CR 608.2c). Real cards from the bundled database, under both rulesets; the coin is the
game's seeded random source, so the same seed replays the same game."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, PassPriority
from mtgrules.objects import Zone
from mtgrules.random_events import CoinFlipLost, CoinFlipWon
from mtgrules.state import EntityId
from tests.card_table import round_trip
from tests.instruction_play import RULESETS, Table
from tests.random_play import flips, outcomes, seed_game


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your upkeep, flip a coin. If you lose the flip, ~ deals 3 damage to"
        " you.",
        "{T}, Pay 3 life: Flip a coin. If you win the flip, you gain 6 life.",
        "Flip a coin. If you win the flip, ~ deals 1 damage to each creature and each player. If"
        " you lose the flip, each player draws a card.",
        "{T}: Flip a coin. If you win the flip, ~ deals 2 damage to any target. If you lose the"
        " flip, ~ deals 2 damage to itself.",
    ],
)
def test_cr705_1_coin_flip_lines_round_trip(line: str) -> None:
    round_trip(line)


def _mana_crypt_upkeep(ruleset: str, won: bool) -> Table:
    t = Table(ruleset)
    t.put("Mana Crypt", t.alice)
    t.game.begin("upkeep", active=t.alice)
    seed_game(t.game, flips(won))
    while t.game.state.stack:
        t.game.apply(PassPriority())
    return t


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr705_1_mana_crypt_lost_flip_deals_3_damage_to_you(ruleset: str) -> None:
    t = _mana_crypt_upkeep(ruleset, won=False)
    (lost,) = outcomes(t.game.log)
    assert isinstance(lost, CoinFlipLost) and lost.player == t.alice and lost.rule == "705.1"
    assert t.game.life(t.alice) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr705_1_mana_crypt_won_flip_does_nothing(ruleset: str) -> None:
    t = _mana_crypt_upkeep(ruleset, won=True)
    assert [type(e) for e in outcomes(t.game.log)] == [CoinFlipWon]
    assert t.game.life(t.alice) == 20


def test_cr705_the_same_seed_replays_the_same_flips() -> None:
    """The coin is the game's random source: two games from the same seed flip alike."""
    logs = []
    for _ in range(2):
        t = Table("current")
        t.put("Mana Crypt", t.alice)
        t.game.begin("upkeep", active=t.alice)
        t.game.state.rng.seed(7)
        while t.game.state.stack:
            t.game.apply(PassPriority())
        logs.append([type(e).__name__ for e in outcomes(t.game.log)])
    assert logs[0] == logs[1] and len(logs[0]) == 1


def _winter_sky(ruleset: str, won: bool) -> tuple[Table, EntityId]:
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    bears = t.put("Grizzly Bears", t.bob)
    for owner in (t.alice, t.bob):
        t.put("Island", owner, "library")
    t.begin()
    t.game.apply(CastSpell(t.put("Winter Sky", t.alice, "hand")))
    seed_game(t.game, flips(won))
    t.resolve()
    return t, bears


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr705_1_winter_sky_won_flip_deals_1_damage_to_each_creature_and_player(
    ruleset: str,
) -> None:
    t, bears = _winter_sky(ruleset, won=True)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (19, 19)
    assert t.game.damage_on(bears) == 1
    assert t.zone_of(t.alice, Zone.HAND) == t.zone_of(t.bob, Zone.HAND) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr705_1_winter_sky_lost_flip_each_player_draws(ruleset: str) -> None:
    t, bears = _winter_sky(ruleset, won=False)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 20)
    assert t.game.damage_on(bears) == 0
    assert t.zone_of(t.alice, Zone.HAND) == t.zone_of(t.bob, Zone.HAND) == ["Island"]


def _bangchuckers(ruleset: str, won: bool) -> tuple[Table, EntityId]:
    t = Table(ruleset)
    goblin = t.put("Goblin Bangchuckers", t.alice)
    t.begin()
    t.game.apply(ActivateAbility(goblin, 0, (t.bob,)))
    seed_game(t.game, flips(won))
    t.resolve()
    return t, goblin


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr705_1_goblin_bangchuckers_won_flip_deals_2_damage_to_its_target(ruleset: str) -> None:
    t, goblin = _bangchuckers(ruleset, won=True)
    assert t.game.life(t.bob) == 18
    assert t.game.is_on_battlefield(goblin)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr705_1_goblin_bangchuckers_lost_flip_deals_2_damage_to_itself(ruleset: str) -> None:
    t, goblin = _bangchuckers(ruleset, won=False)
    assert t.game.life(t.bob) == 20
    assert not t.game.is_on_battlefield(goblin)  # 2 damage on a 2/2 (CR 704.5g)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("won", [True, False])
def test_cr705_1_bottle_of_suleiman_djinn_or_5_damage(ruleset: str, won: bool) -> None:
    t = Table(ruleset)
    t.lands("Island", t.alice, 1)
    bottle = t.put("Bottle of Suleiman", t.alice)
    t.begin()
    t.game.apply(ActivateAbility(bottle, 0))
    seed_game(t.game, flips(won))
    t.resolve()
    djinns = [
        o
        for o in t.game.state.objects.values()
        if o.zone is Zone.BATTLEFIELD and o.name == "Djinn Token"
    ]
    assert t.game.life(t.alice) == (20 if won else 15)
    assert len(djinns) == (1 if won else 0)
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ["Bottle of Suleiman"]  # sacrificed as a cost


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("won", [True, False])
def test_cr608_2n_molten_birth_won_flip_returns_the_spell_to_its_owners_hand(
    ruleset: str, won: bool
) -> None:
    """A spell that puts itself into its owner's hand as it resolves isn't put into the
    graveyard afterwards (CR 608.2n)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.begin()
    t.game.apply(CastSpell(t.put("Molten Birth", t.alice, "hand")))
    seed_game(t.game, flips(won))
    t.resolve()
    elementals = [
        o for o in t.game.state.objects.values() if o.token and o.zone is Zone.BATTLEFIELD
    ]
    assert len(elementals) == 2
    assert t.zone_of(t.alice, Zone.HAND) == (["Molten Birth"] if won else [])
    assert t.zone_of(t.alice, Zone.GRAVEYARD) == ([] if won else ["Molten Birth"])
