"""CR 107.3, 608.2h (2011: 608.2g): amounts computed as the instruction is carried out, third
set: "your life total" (CR 119.1), "~'s power" (CR 208.1), "the number of basic land types
among lands you control" (domain, CR 305.6), "creatures that died this turn" (CR 700.4),
"creatures attacking you" (CR 508.1), "the total life lost by ... this turn" (CR 119.3),
"for each spell you've cast this turn", "for each Elf on the battlefield", "the number of
cards in their graveyard". Real cards, played under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose, DeclareAttackers, PassPriority
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.grammar import parse_line
from mtgrules.cards.pending import Counted
from mtgrules.cards.render_amounts_3 import LIFE_TOTAL
from mtgrules.objects import Zone
from mtgrules.resolution_counts import countable
from tests.card_table import round_trip
from tests.combat_table import CombatTable
from tests.instruction_play import RULESETS, Table


@pytest.mark.parametrize(
    "line",
    [
        "~ deals X damage to any target, where X is the number of basic land types among lands "
        "you control.",
        "You gain 2 life for each basic land type among lands you control.",
        "~ deals X damage to target creature, where X is 2 plus the number of basic land types "
        "among lands you control.",
        "[−3]: Put X +1/+1 counters on target creature, where X is your life total.",
        "Create X 1/1 white Pegasus creature tokens with flying, where X is your life total.",
        "Whenever an artifact you control is put into a graveyard from the battlefield, target "
        "opponent loses life equal to ~'s power.",
        "{5}{B}{B}, Sacrifice ~: Target player loses X life, where X is ~'s power.",
        "~ enters with a +1/+1 counter on it for each creature that died this turn.",
        "You gain 3 life for each creature attacking you.",
        "Create X 1/1 green Spider creature tokens with reach, where X is the number of "
        "creatures attacking you.",
        "{T}, Sacrifice ~: You gain life equal to the total life lost by all players this turn.",
        "~ enters with X +1/+1 counters on it, where X is the total life lost by your opponents "
        "this turn.",
        "Whenever you cast a spell, you gain 1 life for each spell you've cast this turn.",
        "{T}: You gain 1 life for each Elf on the battlefield.",
        "When you cycle ~, you may have it deal X damage to target creature, where X is the "
        "number of Goblins on the battlefield.",
        "Sacrifice ~: You gain 1 life for each Elf card in your graveyard.",
        "Target player draws X cards and loses X life, where X is the number of cards in their "
        "graveyard.",
    ],
)
def test_cr107_3_amount_3_lines_round_trip_and_are_supported(line: str) -> None:
    round_trip(line)


def test_cr107_3_x_is_one_number_a_life_gain_before_it_is_refused() -> None:
    """X is one number for the sentence (CR 107.3): "where X is your life total" can't be
    counted again after a life gain of the same sentence changed it."""
    with pytest.raises(ClauseError):
        parse_line("You gain X life and draw X cards, where X is your life total.")


def test_cr107_3_a_life_total_with_a_condition_is_not_computed() -> None:
    assert countable(Counted(noun=LIFE_TOTAL, controller="you control")) is not None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr305_6_tribal_flames_counts_each_basic_land_type_once(ruleset: str) -> None:
    """Tribal Flames with three Mountains, Taiga (Mountain Forest) and Tundra (Plains
    Island): four basic land types among five lands, tapped or not; Bob's Swamp doesn't
    count. Bob takes 4."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 3)
    t.put("Taiga", t.alice)
    t.put("Tundra", t.alice)
    t.put("Swamp", t.bob)
    t.begin()
    t.act(CastSpell(t.put("Tribal Flames", t.alice, "hand"), (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr305_6_wandering_stream_gains_two_for_each_basic_land_type(ruleset: str) -> None:
    """Wandering Stream with Forest, Forest, Island: two types, Alice gains 4."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 2)
    t.put("Island", t.alice)
    t.begin()
    t.act(CastSpell(t.put("Wandering Stream", t.alice, "hand")))
    t.resolve()
    assert t.game.life(t.alice) == 24


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr119_1_storm_herd_creates_one_pegasus_per_life(ruleset: str) -> None:
    """Storm Herd after Alice took 3 from her own Lightning Bolt: 17 Pegasus tokens."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 10)
    t.put("Mountain", t.alice)
    t.begin()
    t.act(CastSpell(t.put("Lightning Bolt", t.alice, "hand"), (t.alice,)))
    t.resolve()
    t.act(CastSpell(t.put("Storm Herd", t.alice, "hand")))
    t.resolve()
    pegasi = [o for o in t.game.state.objects.values() if "Pegasus" in o.subtypes and o.token]
    assert len(pegasi) == 17


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr208_1_marionette_master_loses_life_equal_to_its_power(ruleset: str) -> None:
    """Marionette Master (1/3) given +3/+3 by Giant Growth, then Alice's Ornithopter is
    shattered: its power now is 4, Bob loses 4."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.put("Forest", t.alice)
    master = t.put("Marionette Master", t.alice)
    thopter = t.put("Ornithopter", t.alice)
    t.begin()
    t.act(CastSpell(t.put("Giant Growth", t.alice, "hand"), (master,)))
    t.resolve()
    t.act(CastSpell(t.put("Shatter", t.alice, "hand"), (thopter,)))
    t.resolve()
    if t.game.state.pending_choice is not None:  # the trigger's target: the only opponent
        t.resolve(t.bob)
    else:
        t.resolve()
    assert t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr700_4_grizzly_ghoul_counts_every_creature_that_died(ruleset: str) -> None:
    """Grizzly Ghoul after Bob's Grizzly Bears and Alice's Llanowar Elves were shocked: it
    enters with two +1/+1 counters (a 6/5, from 4/3)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 4)
    t.lands("Swamp", t.alice, 3)
    t.put("Forest", t.alice)
    bears = t.put("Grizzly Bears", t.bob)
    elves = t.put("Llanowar Elves", t.alice)
    t.begin()
    for victim in (bears, elves):
        t.act(CastSpell(t.put("Shock", t.alice, "hand"), (victim,)))
        t.resolve()
    t.act(CastSpell(t.put("Grizzly Ghoul", t.alice, "hand")))
    t.resolve()
    (ghoul,) = [o for o in t.game.state.objects.values() if o.name == "Grizzly Ghoul"]
    assert ghoul.zone is Zone.BATTLEFIELD
    assert (ghoul.current_power(), ghoul.current_toughness()) == (6, 5)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr700_4_grizzly_ghoul_with_no_death_has_no_counter(ruleset: str) -> None:
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 3)
    t.put("Forest", t.alice)
    t.begin()
    t.act(CastSpell(t.put("Grizzly Ghoul", t.alice, "hand")))
    t.resolve()
    (ghoul,) = [o for o in t.game.state.objects.values() if o.name == "Grizzly Ghoul"]
    assert (ghoul.current_power(), ghoul.current_toughness()) == (4, 3)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr508_1_blessed_reversal_counts_the_creatures_attacking_bob(ruleset: str) -> None:
    """Alice attacks Bob with Grizzly Bears and Gray Ogre; Bob casts Blessed Reversal: 6
    life (Alice's Llanowar Elves, not attacking, doesn't count)."""
    t = CombatTable(ruleset)
    bears = t.put("Grizzly Bears", t.alice)
    ogre = t.put("Gray Ogre", t.alice)
    t.put("Llanowar Elves", t.alice)
    for _ in range(2):
        t.put("Plains", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((bears, t.bob), (ogre, t.bob))))
    t.pass_until("priority")
    reversal = t.put("Blessed Reversal", t.bob, "hand")
    t.game.apply(PassPriority())  # Alice, the active player, passes first (CR 117.3b)
    t.game.apply(CastSpell(reversal))
    t.resolve()
    assert t.game.life(t.bob) == 26


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr119_3_tainted_sigil_gains_all_life_lost_this_turn(ruleset: str) -> None:
    """Bob lost 2 (Shock) and Alice 3 (her own Lightning Bolt): Tainted Sigil gains 5."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    sigil = t.put("Tainted Sigil", t.alice)
    t.begin()
    t.act(CastSpell(t.put("Shock", t.alice, "hand"), (t.bob,)))
    t.resolve()
    t.act(CastSpell(t.put("Lightning Bolt", t.alice, "hand"), (t.alice,)))
    t.resolve()
    t.act(ActivateAbility(sigil, 0))
    t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (22, 18)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr119_3_cryptborn_horror_counts_only_opponents_losses(ruleset: str) -> None:
    """Bob lost 2, Alice 3: Cryptborn Horror enters with two +1/+1 counters (a 2/2)."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.lands("Swamp", t.alice, 3)
    t.begin()
    t.act(CastSpell(t.put("Shock", t.alice, "hand"), (t.bob,)))
    t.resolve()
    t.act(CastSpell(t.put("Lightning Bolt", t.alice, "hand"), (t.alice,)))
    t.resolve()
    t.act(CastSpell(t.put("Cryptborn Horror", t.alice, "hand")))
    t.resolve()
    (horror,) = [o for o in t.game.state.objects.values() if o.name == "Cryptborn Horror"]
    assert (horror.current_power(), horror.current_toughness()) == (2, 2)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2_aetherflux_reservoir_gains_one_more_each_spell(ruleset: str) -> None:
    """Two Shocks in a turn: Aetherflux Reservoir gains 1, then 2."""
    t = Table(ruleset)
    t.lands("Mountain", t.alice, 2)
    t.put("Aetherflux Reservoir", t.alice)
    t.begin()
    for _ in range(2):
        t.act(CastSpell(t.put("Shock", t.alice, "hand"), (t.bob,)))
        while t.game.state.stack:
            t.resolve()
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (23, 16)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_3_wellwisher_counts_every_players_elves(ruleset: str) -> None:
    """Wellwisher with Alice's Llanowar Elves and Bob's Llanowar Elves: 3 Elves, 3 life
    (Bob's Grizzly Bears isn't one)."""
    t = Table(ruleset)
    wellwisher = t.put("Wellwisher", t.alice)
    t.put("Llanowar Elves", t.alice)
    t.put("Llanowar Elves", t.bob)
    t.put("Grizzly Bears", t.bob)
    t.begin()
    t.act(ActivateAbility(wellwisher, 0))
    t.resolve()
    assert t.game.life(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_eldritch_pact_counts_the_targets_graveyard(ruleset: str) -> None:
    """Eldritch Pact on Bob, who has 2 cards in his graveyard (Alice's 3 don't count): Bob
    draws 2 and loses 2."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 7)
    for _ in range(2):
        t.put("Island", t.bob, "graveyard")
    for _ in range(3):
        t.put("Island", t.alice, "graveyard")
    for _ in range(4):
        t.put("Island", t.bob, "library")
    t.begin()
    t.act(CastSpell(t.put("Eldritch Pact", t.alice, "hand"), (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 18
    assert len(t.zone_of(t.bob, Zone.HAND)) == 2


@pytest.mark.parametrize(
    "line",
    [
        "Whenever another creature you control enters, put X +1/+1 counters on it, where X is "
        "its power.",
        "When ~ enters, sacrifice another creature. You gain X life and draw X cards, where X is "
        "that creature's power.",
        "Create X 1/1 green Saproling creature tokens, where X is that creature's mana value.",
    ],
)
def test_cr608_2h_object_value_lines_round_trip_and_are_supported(line: str) -> None:
    round_trip(line)


def test_cr608_2h_its_power_with_no_object_to_read_is_refused() -> None:
    """An activated ability without a target: the engine doesn't know whose power "its"
    names, so the line isn't supported."""
    from mtgrules.cards.support import missing

    assert missing(parse_line("{T}: You gain X life, where X is its power.")) is not None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_railway_brawler_counts_the_entering_creatures_power(ruleset: str) -> None:
    """Railway Brawler and Alice's Grizzly Bears entering: two +1/+1 counters on the Bears
    (a 4/4), none on the Brawler."""
    t = Table(ruleset)
    t.lands("Forest", t.alice, 2)
    brawler = t.put("Railway Brawler", t.alice)
    t.begin()
    t.act(CastSpell(t.put("Grizzly Bears", t.alice, "hand")))
    while t.game.state.stack:
        t.resolve()
    (bears,) = [o for o in t.game.state.objects.values() if o.name == "Grizzly Bears"]
    assert (bears.current_power(), bears.current_toughness()) == (4, 4)
    assert t.game.state.objects[brawler].current_power() == 5


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_disciple_of_bolas_uses_the_sacrificed_creatures_power(ruleset: str) -> None:
    """Disciple of Bolas sacrificing Craw Wurm (6/4): Alice gains 6 and draws 6."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    t.put("Craw Wurm", t.alice)
    for _ in range(8):
        t.put("Island", t.alice, "library")
    t.begin()
    t.act(CastSpell(t.put("Disciple of Bolas", t.alice, "hand")))
    while t.game.state.stack or t.game.state.pending_choice is not None:
        if t.game.state.pending_choice is not None:
            t.game.apply(Choose(t.asked().options[0]))
        else:
            t.resolve()
    assert t.game.life(t.alice) == 26
    assert len(t.zone_of(t.alice, Zone.HAND)) == 6


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr608_2h_death_mutation_counts_the_destroyed_creatures_mana_value(ruleset: str) -> None:
    """Death Mutation destroys Bob's Craw Wurm ({4}{G}{G}): six Saprolings for Alice."""
    t = Table(ruleset)
    t.lands("Swamp", t.alice, 4)
    t.lands("Forest", t.alice, 4)
    wurm = t.put("Craw Wurm", t.bob)
    t.begin()
    t.act(CastSpell(t.put("Death Mutation", t.alice, "hand"), (wurm,)))
    t.resolve()
    saprolings = [o for o in t.game.state.objects.values() if "Saproling" in o.subtypes]
    assert len(saprolings) == 6
    assert all(o.controller == t.alice for o in saprolings)


@pytest.mark.parametrize(
    "line",
    [
        "You gain 1 life for each creature your opponents control.",
        "Whenever ~ attacks, it gets +X/+0 until end of turn, where X is the number of artifacts "
        "your opponents control.",
        "~ deals damage to target attacking creature equal to the number of Equipment you control.",
    ],
)
def test_cr109_5_counted_groups_round_trip_and_are_supported(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr102_2_riot_control_counts_every_opponents_creatures(ruleset: str) -> None:
    """Riot Control with Bob's three creatures and Alice's own Grizzly Bears: Alice gains 3."""
    t = Table(ruleset)
    t.lands("Plains", t.alice, 3)
    t.put("Grizzly Bears", t.alice)
    for name in ("Grizzly Bears", "Gray Ogre", "Llanowar Elves"):
        t.put(name, t.bob)
    t.begin()
    t.act(CastSpell(t.put("Riot Control", t.alice, "hand")))
    t.resolve()
    assert t.game.life(t.alice) == 23


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr301_5_armed_response_counts_the_casters_equipment(ruleset: str) -> None:
    """Alice attacks with Craw Wurm; Bob, with two Bonesplitters (Alice's one doesn't count),
    casts Armed Response on it: 2 damage marked on the Wurm."""
    t = CombatTable(ruleset)
    wurm = t.put("Craw Wurm", t.alice)
    t.put("Bonesplitter", t.alice)
    for _ in range(2):
        t.put("Bonesplitter", t.bob)
    for _ in range(3):
        t.put("Plains", t.bob)
    t.to_attackers()
    t.game.apply(DeclareAttackers(((wurm, t.bob),)))
    t.pass_until("priority")
    response = t.put("Armed Response", t.bob, "hand")
    t.game.apply(PassPriority())  # Alice, the active player, passes first (CR 117.3b)
    t.game.apply(CastSpell(response, (wurm,)))
    t.resolve()
    assert t.obj(wurm).damage == 2


def test_cr614_1a_gain_becomes_loss_round_trips() -> None:
    round_trip("If an opponent would gain life, that player loses that much life instead.")


def _nectar_table(ruleset: str, caster: str) -> tuple[Table, int]:
    """Alice controls Tainted Remedy; ``caster`` ("alice" / "bob"), the active player in
    their main phase, has two Plains and Sacred Nectar ("You gain 4 life.") in hand."""
    t = Table(ruleset)
    t.put("Tainted Remedy", t.alice)
    player = t.alice if caster == "alice" else t.bob
    t.lands("Plains", player, 2)
    nectar = t.put("Sacred Nectar", player, "hand")
    t.game.begin("precombat main", active=player)
    return t, nectar


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_tainted_remedy_turns_an_opponents_gain_into_a_loss(ruleset: str) -> None:
    """Bob's Sacred Nectar: he loses 4 instead of gaining 4."""
    t, nectar = _nectar_table(ruleset, "bob")
    t.act(CastSpell(nectar))
    t.resolve()
    assert t.game.life(t.bob) == 16


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr614_1a_tainted_remedy_leaves_its_controllers_gain(ruleset: str) -> None:
    """Alice's own Sacred Nectar: Alice isn't her own opponent, she gains 4."""
    t, nectar = _nectar_table(ruleset, "alice")
    t.act(CastSpell(nectar))
    t.resolve()
    assert t.game.life(t.alice) == 24


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr616_1_the_gaining_player_orders_boon_reflection_and_tainted_remedy(
    ruleset: str,
) -> None:
    """Bob controls Boon Reflection: he chooses it first (CR 616.1), the gain of 4 becomes 8,
    then a loss of 8."""
    t, nectar = _nectar_table(ruleset, "bob")
    t.put("Boon Reflection", t.bob)
    t.act(CastSpell(nectar))
    t.game.apply(PassPriority())
    t.game.apply(PassPriority())
    order = t.asked()
    assert order.kind == "replacement_order" and order.player == t.bob
    boon = next(o for o, label in zip(order.options, order.labels, strict=True) if "twice" in label)
    t.game.apply(Choose(boon))
    assert t.game.life(t.bob) == 12


@pytest.mark.parametrize(
    ("lands", "size"),
    [(("Forest", "Plains", "Island", "Swamp"), (6, 6)), (("Forest",) * 4, (3, 3))],
)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr601_2h_woodland_wanderer_counts_the_colors_spent(
    ruleset: str, lands: tuple[str, ...], size: tuple[int, int]
) -> None:
    """Woodland Wanderer (2/2, converge) cast with green, white, blue and black mana enters
    with four +1/+1 counters; with four green mana, with one."""
    t = Table(ruleset)
    for land in lands:
        t.put(land, t.alice)
    t.begin()
    t.act(CastSpell(t.put("Woodland Wanderer", t.alice, "hand")))
    t.resolve()
    (wanderer,) = [o for o in t.game.state.objects.values() if o.name == "Woodland Wanderer"]
    assert wanderer.zone is Zone.BATTLEFIELD
    assert (wanderer.current_power(), wanderer.current_toughness()) == size


@pytest.mark.parametrize(
    "line",
    [
        "~ enters with a +1/+1 counter on it for each color of mana spent to cast it.",
        "{T}: ~ deals damage to target attacking creature equal to the number of untapped "
        "Mountains you control.",
        "{2}{G}: ~ gets +X/+X until end of turn, where X is the number of snow permanents you "
        "control.",
        "When you cycle ~, you may have target player lose life equal to the number of Zombies "
        "on the battlefield.",
    ],
)
def test_cr205_4a_more_counted_lines_round_trip_and_are_supported(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr205_4a_skred_counts_only_its_controllers_snow_permanents(ruleset: str) -> None:
    """Skred with two Snow-Covered Mountains and a Mountain (Bob's Snow-Covered Forest
    doesn't count): 2 damage marked on Bob's Craw Wurm."""
    t = Table(ruleset)
    t.lands("Snow-Covered Mountain", t.alice, 2)
    t.put("Mountain", t.alice)
    t.put("Snow-Covered Forest", t.bob)
    wurm = t.put("Craw Wurm", t.bob)
    t.begin()
    t.act(CastSpell(t.put("Skred", t.alice, "hand"), (wurm,)))
    t.resolve()
    assert t.game.state.objects[wurm].damage == 2


@pytest.mark.parametrize("ruleset", RULESETS)
def test_cr603_5_gempalm_polluter_counts_every_players_zombies(ruleset: str) -> None:
    """Gempalm Polluter cycled with Alice's and Bob's Gravediggers (Zombies) and Bob's
    Grizzly Bears: Alice has Bob lose 2 life."""
    t = Table(ruleset)
    polluter = t.put("Gempalm Polluter", t.alice, "hand")
    t.put("Island", t.alice, "library")
    t.lands("Swamp", t.alice, 2)
    t.put("Gravedigger", t.alice)
    t.put("Gravedigger", t.bob)
    t.put("Grizzly Bears", t.bob)
    t.begin()
    t.game.apply(ActivateAbility(polluter, 0, ()))
    for _ in range(20):
        found = t.game.decision()
        if found is None or (not t.game.state.stack and not t.game.state.pending_choice):
            break
        if found.kind == "targets":
            t.game.apply(Choose((t.bob,)))
        else:
            t.game.apply(Choose(True) if found.kind == "may" else PassPriority())
    assert (t.game.life(t.alice), t.game.life(t.bob)) == (20, 18)
