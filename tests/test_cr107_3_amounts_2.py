"""CR 107.3, 608.2h (2011: 608.2g): amounts computed as the instruction is carried out that
are values of the game: "the greatest power / toughness among [group]" (CR 208.1), "the
amount of life you gained this turn", "the number of spells you've cast this turn", "the
number of colors of mana spent to cast ~" (CR 601.2h: the mana paid; converge). Real cards,
played under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.pending import Counted
from mtgrules.cards.render_amounts_2 import GREATEST_POWER
from mtgrules.events import DamageEventOccurred
from mtgrules.objects import Zone
from mtgrules.resolution_counts import countable
from mtgrules.rules.casting import IllegalActionError
from tests.amounts_2_play import cast_and_resolve, settle
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "Target player loses X life and you gain X life, where X is the greatest power among "
        "creatures you control.",
        "When ~ enters, you gain life equal to the greatest toughness among other creatures you "
        "control.",
        "When ~ enters, you gain X life, where X is the greatest power among Giants you control.",
        "~ deals X damage to target creature or planeswalker, where X is the greatest power "
        "among creatures you control.",
        "~ deals damage to any target equal to the total power of creatures you control.",
        "You gain 2 life. Each creature gets -X/-X until end of turn, where X is the amount of "
        "life you gained this turn.",
        "At the beginning of your end step, each opponent loses X life, where X is the amount "
        "of life you gained this turn.",
        "You lose life equal to the amount of life you lost this turn.",
        "~ enters with X +1/+1 counters on it, where X is the amount of life you've gained this "
        "turn.",
        "When ~ enters, it deals damage equal to the number of spells you've cast this turn to "
        "any target.",
        "~ deals X damage to target creature, where X is 2 plus the number of other spells "
        "you've cast this turn.",
        "When ~ enters, you gain life equal to the number of colors among permanents you control.",
        "You draw X cards and lose X life, where X is the number of colors of mana spent to "
        "cast ~.",
        "Target player draws X cards, ~ deals X damage to any target, and you gain X life, "
        "where X is the number of colors of mana spent to cast ~.",
    ],
)
def test_cr107_3_game_amount_lines_round_trip_and_are_supported(line: str) -> None:
    round_trip(line)


def test_cr107_3_a_measure_of_cards_in_a_zone_is_not_computed() -> None:
    """The greatest power among cards in a graveyard isn't one of the groups computed."""
    per = Counted(noun="creature card", zone="your graveyard", measure=GREATEST_POWER)
    assert countable(per) is not None


def test_cr208_1_essence_harvest_greatest_power_among_your_creatures(ruleset: str) -> None:
    """Essence Harvest: Alice's greatest power is Craw Wurm's 6 (Bob's bigger creature and
    Alice's Gray Ogre don't count): Bob loses 6, Alice gains 6."""
    t = CombatTable(ruleset)
    t.put("Gray Ogre", t.alice)
    t.put("Craw Wurm", t.alice)
    t.put("Wall of Stone", t.bob)
    t.put("Colossal Dreadmaw", t.bob)
    t.lands("Swamp", 3)
    t.main_phase()
    cast_and_resolve(t, "Essence Harvest", t.bob)
    assert (t.game.life(t.bob), t.game.life(t.alice)) == (14, 26)


def test_cr208_1_essence_harvest_with_no_creature_is_zero(ruleset: str) -> None:
    """No creature: X is 0, no life changes hands (CR 107.1b)."""
    t = CombatTable(ruleset)
    t.lands("Swamp", 3)
    t.main_phase()
    cast_and_resolve(t, "Essence Harvest", t.bob)
    assert (t.game.life(t.bob), t.game.life(t.alice)) == (20, 20)


def test_cr109_1_flourishing_hunter_counts_other_creatures_only(ruleset: str) -> None:
    """Flourishing Hunter (6/6): "other creatures you control": Gray Ogre's toughness 2, not
    the Hunter's own 6, and not Bob's Wall of Stone (8)."""
    t = CombatTable(ruleset)
    t.put("Gray Ogre", t.alice)
    t.put("Wall of Stone", t.bob)
    t.lands("Forest", 6)
    t.main_phase()
    cast_and_resolve(t, "Flourishing Hunter")
    t.resolve()  # the enters trigger
    assert t.game.life(t.alice) == 22


def test_cr608_2h_essence_pulse_counts_the_life_just_gained(ruleset: str) -> None:
    """Essence Pulse: "You gain 2 life. Each creature gets -X/-X ...": Alice gained 3 before
    (Revitalize) and 2 now: X is 5 as the second instruction is carried out. Craw Wurm
    (6/4) dies; Wall of Stone (0/8) survives as -5/3."""
    t = CombatTable(ruleset)
    wurm = t.put("Craw Wurm", t.bob)
    wall = t.put("Wall of Stone", t.bob)
    t.lands("Plains", 2)
    t.lands("Swamp", 4)
    t.main_phase()
    cast_and_resolve(t, "Revitalize")
    cast_and_resolve(t, "Essence Pulse")
    assert t.game.life(t.alice) == 25
    assert not t.game.is_on_battlefield(wurm)
    assert t.obj(wall).current_toughness() == 3


def test_cr107_3m_voracious_wurm_enters_with_the_life_gained_this_turn(ruleset: str) -> None:
    """Voracious Wurm after Revitalize: X is 3, it enters as a 5/5."""
    t = CombatTable(ruleset)
    t.lands("Plains", 2)
    t.lands("Forest", 2)
    t.main_phase()
    cast_and_resolve(t, "Revitalize")
    cast_and_resolve(t, "Voracious Wurm")
    wurm = t.named("Voracious Wurm")
    assert (wurm.current_power(), wurm.current_toughness()) == (5, 5)


def test_cr601_2_noise_marine_counts_the_spells_cast_this_turn(ruleset: str) -> None:
    """Noise Marine after Shock: two spells cast this turn (the Marine too; its cascade
    finds only lands). Bob takes 2 from Shock, then 2 from the trigger."""
    t = CombatTable(ruleset)
    t.lands("Mountain", 6)
    t.main_phase()
    cast_and_resolve(t, "Shock", t.bob)
    t.game.apply(CastSpell(t.put("Noise Marine", t.alice, "hand")))
    while t.game.decision_kind() == "priority" and t.game.state.stack:
        t.resolve()
        if t.game.decision_kind() == "targets":
            break
    decision = t.asked()
    assert decision.kind == "targets"
    choice = next(o for o in decision.options if isinstance(o, Choose) and o.answer == (t.bob,))
    t.game.apply(choice)
    t.resolve()
    assert t.game.life(t.bob) == 16


def test_cr109_1_thunder_salvo_counts_other_spells_only(ruleset: str) -> None:
    """Thunder Salvo after Shock: X is 2 plus one other spell, 3 damage to Craw Wurm (6/4),
    which survives (counting Thunder Salvo itself would make it 4, lethal)."""
    t = CombatTable(ruleset)
    wurm = t.put("Craw Wurm", t.bob)
    t.lands("Mountain", 3)
    t.main_phase()
    cast_and_resolve(t, "Shock", t.bob)
    cast_and_resolve(t, "Thunder Salvo", wurm)
    assert t.game.is_on_battlefield(wurm) and t.obj(wurm).damage == 3


def test_cr105_2_luminollusk_counts_the_colors_among_your_permanents(ruleset: str) -> None:
    """Luminollusk (green) with Alice's Gray Ogre (red), Azorius Guildmage (white and blue)
    and Ornithopter (colorless); Bob's Serra Angel doesn't count: 4 colors, Alice gains 4."""
    t = CombatTable(ruleset)
    for name in ("Gray Ogre", "Azorius Guildmage", "Ornithopter"):
        t.put(name, t.alice)
    t.put("Serra Angel", t.bob)
    t.lands("Forest", 4)
    t.main_phase()
    cast_and_resolve(t, "Luminollusk")
    settle(t)
    assert t.game.life(t.alice) == 24


def test_cr105_2_shimmercreep_with_only_itself_is_one_color(ruleset: str) -> None:
    """Shimmercreep (black) alone: X is 1, Bob loses 1 and Alice gains 1."""
    t = CombatTable(ruleset)
    t.lands("Swamp", 5)
    t.main_phase()
    cast_and_resolve(t, "Shimmercreep")
    settle(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (21, 19)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_bosh_deals_the_sacrificed_artifacts_mana_value(ruleset: str) -> None:
    """Bosh, Iron Golem: "Sacrifice an artifact: ~ deals damage equal to the sacrificed
    artifact's mana value to any target." Alice sacrifices Icy Manipulator ({4}): Bob takes 4."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    bosh = t.put("Bosh, Iron Golem", t.alice)
    icy = t.put("Icy Manipulator", t.alice)
    t.begin()
    t.act(ActivateAbility(bosh, 0, (t.bob,)), (icy,))
    assert not t.game.is_on_battlefield(icy)
    t.resolve()
    assert t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_reckoners_bargain_gains_the_sacrificed_permanents_mana_value(
    ruleset: str,
) -> None:
    """Reckoner's Bargain, sacrificing Icy Manipulator ({4}) rather than Gray Ogre as its
    additional cost: Alice gains 4."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 2)
    for _ in range(2):
        t.put("Island", t.alice, "library")
    icy = t.put("Icy Manipulator", t.alice)
    ogre = t.put("Gray Ogre", t.alice)  # {2}{R}: chosen, Alice would gain 3
    t.begin()
    t.act(CastSpell(t.put("Reckoner's Bargain", t.alice, "hand")), (icy,))
    assert t.game.is_on_battlefield(ogre)
    t.resolve()
    assert t.game.life(t.alice) == 24


@pytest.mark.parametrize(
    "line",
    [
        "{T}: ~ deals damage to each player equal to half that player's life total, rounded down.",
        "When ~ enters, each player loses a third of their life, rounded up.",
    ],
)
def test_cr107_1a_parts_of_life_totals_round_trip(line: str) -> None:
    round_trip(line)


def test_cr107_1a_half_a_life_total_is_dealt_to_players_only() -> None:
    with pytest.raises(ClauseError):
        parse_line(
            "~ deals damage to each creature equal to half that player's life total, rounded down."
        )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr107_1a_heartless_hidetsugu_halves_each_players_own_total(ruleset: str) -> None:
    """Heartless Hidetsugu after Lava Spike (Bob at 17): Alice takes 10, Bob 8 (17 / 2
    rounded down), in one damage event."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 1)
    hidetsugu = t.put("Heartless Hidetsugu", t.alice)
    t.begin()
    t.act(CastSpell(t.put("Lava Spike", t.alice, "hand"), (t.bob,)))
    t.resolve()
    t.act(ActivateAbility(hidetsugu, 0))
    events = t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (10, 9)
    assert sum(isinstance(e, DamageEventOccurred) for e in events) == 1


def test_cr107_1a_dire_fleet_ravager_takes_a_third_rounded_up(ruleset: str) -> None:
    """Dire Fleet Ravager with Bob at 17 (Lava Spike): Alice loses 7 (20 / 3 rounded up),
    Bob 6."""
    t = CombatTable(ruleset)
    t.lands("Swamp", 5)
    t.lands("Mountain", 1)
    t.main_phase()
    cast_and_resolve(t, "Lava Spike", t.bob)
    cast_and_resolve(t, "Dire Fleet Ravager")
    settle(t)
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (13, 11)


def test_cr601_2f_ghalta_costs_the_total_power_of_your_creatures_less(ruleset: str) -> None:
    """Ghalta, Primal Hunger ({10}{G}{G}) with Craw Wurm (6) and Hill Giant (3): 9 less,
    {1}{G}{G}, which three Forests pay; Bob's Colossal Dreadmaw doesn't count."""
    t = CombatTable(ruleset)
    t.put("Craw Wurm", t.alice)
    t.put("Hill Giant", t.alice)
    t.put("Colossal Dreadmaw", t.bob)
    t.lands("Forest", 3)
    t.main_phase()
    cast_and_resolve(t, "Ghalta, Primal Hunger")
    assert t.game.is_on_battlefield(t.named("Ghalta, Primal Hunger").id)


def test_cr601_2f_ghalta_without_enough_power_cant_be_cast(ruleset: str) -> None:
    """Hill Giant alone: 3 less, {7}{G}{G}, more than three Forests: refused, nothing moves."""
    t = CombatTable(ruleset)
    t.put("Hill Giant", t.alice)
    t.lands("Forest", 3)
    t.main_phase()
    ghalta = t.put("Ghalta, Primal Hunger", t.alice, "hand")
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(ghalta))
    assert t.obj(ghalta).zone is Zone.HAND and not t.game.state.stack
