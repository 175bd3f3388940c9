"""General Oracle templates, second round (CR 208.1, 611.2a, 115.1): "with power N or greater"
/ "or less" on targets, groups and counts, and durations said first ("Until end of turn,
target creature gets +1/+0 and gains first strike.").

Each family: the compiled data means what the text says, renders back to the same words, and
is what the engine carries out; a few real cards are then played through the engine.
"""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell, Choose
from mtgrules.cards.abilities import EffectLine, Joint, StaticLine, instructions
from mtgrules.cards.compiler import compile_face
from mtgrules.cards.database import bundled_database
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.pending import (
    THAT_TARGET,
    Counted,
    FilteredEach,
    FilteredTarget,
    PreventNextFromChosenSource,
)
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from mtgrules.cards.text import comparable
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.effects.damage import ModifyDamage, PreventDamage
from mtgrules.effects.instructions import (
    YOU,
    ChangeVariableLife,
    CreateEffect,
    DealDamageByPower,
    Destroy,
    ForEach,
    GainLife,
    GrantKeyword,
    ModifyPowerToughness,
    target,
)
from mtgrules.objects import Keyword, Zone
from mtgrules.rules.casting import IllegalActionError, power_passes
from tests.card_table import RULESETS, Table, in_hand, round_trip
from tests.instruction_play import Table as XTable


# -- "with power N or greater / or less" (CR 208.1) ----------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "Destroy target creature with power 4 or greater. You gain 3 life.",
        "Exile target creature with power 2 or less. Its controller gains 4 life.",
        "{1}: Target creature with power 5 or greater gains trample until end of turn.",
        "{1}: Regenerate target creature with power 5 or greater.",
        "Destroy each creature with power 2 or less.",
        "~ deals 3 damage to each creature with power 4 or greater.",
        "You gain 4 life for each creature you control with power 4 or greater.",
        "Draw a card for each creature you control with power 4 or greater.",
        "Whenever ~ attacks, it deals X damage to each opponent and you gain X life, where X is "
        "the number of creatures you control with power 2 or less.",
    ],
)
def test_cr208_1_power_filters_round_trip(line: str) -> None:
    round_trip(line)


def test_cr208_1_power_filter_data() -> None:
    ability = parse_line("Destroy target creature with power 4 or greater.")
    assert isinstance(ability, EffectLine)
    (spec,) = ability.targets
    assert isinstance(spec, FilteredTarget) and spec.power == "4 or greater"
    each = parse_line("Destroy each creature with power 2 or less.")
    (step,) = instructions(each.sentences)  # type: ignore[union-attr]
    assert isinstance(step, Destroy) and isinstance(step.on, FilteredEach)
    assert step.on.power == "2 or less"
    counted = parse_line("You gain 4 life for each creature you control with power 4 or greater.")
    assert instructions(counted.sentences) == (  # type: ignore[union-attr]
        ForEach(
            step=GainLife(amount=4),
            per=Counted(noun="creature", controller="you control", power="4 or greater"),
        ),
    )


def test_cr208_1_power_comparisons() -> None:
    assert power_passes(4, "4 or greater") and power_passes(9, "4 or greater")
    assert not power_passes(3, "4 or greater")
    assert power_passes(2, "2 or less") and power_passes(-1, "2 or less")
    assert not power_passes(3, "2 or less")


def test_destroy_each_needs_a_condition() -> None:
    """ "Destroy each creature." isn't a printed template ("Destroy all creatures." is): only a
    group with a condition compiles after "destroy each"."""
    with pytest.raises(ClauseError):
        parse_line("Destroy each creature.")


# -- "Until end of turn, ..." (CR 611.2a) -------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "Until end of turn, target creature gets +1/+0 and gains first strike and lifelink.",
        "Until end of turn, creatures you control get +5/+5 and gain first strike, trample, "
        "and lifelink.",
        "Until end of turn, creatures you control get +1/+1 and gain trample and infect.",
        "Until end of turn, target creature gains indestructible.",
        "{1}: Until end of turn, ~ gets +1/+1.",
        "Target creature gains first strike, trample, and lifelink until end of turn.",
    ],
)
def test_cr611_2a_duration_said_first_round_trips(line: str) -> None:
    round_trip(line)


def test_cr611_2a_duration_first_is_the_same_effect() -> None:
    """Only the wording differs: the instructions are those of the duration said last."""
    first = parse_line("Until end of turn, target creature gets +1/+0 and gains lifelink.")
    last = parse_line("Target creature gets +1/+0 and gains lifelink until end of turn.")
    assert isinstance(first, EffectLine) and isinstance(last, EffectLine)
    assert first.sentences[0][0] == Joint("until end of turn,")
    assert instructions(first.sentences) == instructions(last.sentences)
    assert instructions(first.sentences) == (
        ModifyPowerToughness(power=1, toughness=0, on=target(0)),
        GrantKeyword(keyword=Keyword.LIFELINK, on=target(0)),
    )


def test_cr611_2a_duration_first_only_before_pumps_and_grants() -> None:
    for line in (
        "Until end of turn, ~ deals 2 damage to any target.",
        "Until end of turn, target creature gets +1/+1. You gain 2 life and draw a card.",
    ):
        try:
            ability = parse_line(line)
        except ClauseError:
            continue
        # the second sentence is its own; the first keeps the duration's words
        assert comparable(render_ability(ability)) == comparable(line)


# -- play ---------------------------------------------------------------------------------------


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Table:
    return Table(request.param)


def test_triumphant_surge_targets_only_power_4_or_greater(table: Table) -> None:
    """Triumphant Surge: "Destroy target creature with power 4 or greater. You gain 3 life."
    A 2/2 isn't a legal target (CR 115.1); a 6/4 is."""
    t = table
    t.lands("Plains", 4)
    ogre = t.put("Gray Ogre", t.bob)
    wurm = t.put("Craw Wurm", t.bob)
    surge = t.put("Triumphant Surge", t.alice, "hand")
    t.main_phase()
    with pytest.raises(IllegalActionError):
        t.game.apply(CastSpell(surge, (ogre,)))
    assert t.game.state.objects[surge].zone is Zone.HAND
    t.game.apply(CastSpell(surge, (wurm,)))
    t.resolve()
    assert not t.game.is_on_battlefield(wurm)
    assert t.game.is_on_battlefield(ogre)
    assert t.game.life(t.alice) == 23


def test_shamanic_revelation_counts_power_4_or_greater(table: Table) -> None:
    """Shamanic Revelation: "Draw a card for each creature you control. / Ferocious — You gain
    4 life for each creature you control with power 4 or greater." Three creatures, one with
    power 4 or greater: three cards, 4 life."""
    t = table
    t.lands("Forest", 5)
    for _ in range(4):
        t.put("Forest", t.alice, "library")
    t.put("Craw Wurm", t.alice)
    t.put("Gray Ogre", t.alice)
    t.put("Llanowar Elves", t.alice)
    t.put("Craw Wurm", t.bob)  # not Alice's: not counted
    revelation = t.put("Shamanic Revelation", t.alice, "hand")
    t.main_phase()
    hand = in_hand(t)
    t.game.apply(CastSpell(revelation, ()))
    t.resolve()
    assert in_hand(t) == hand - 1 + 3
    assert t.game.life(t.alice) == 24


def test_swift_justice_pumps_and_grants_until_end_of_turn(table: Table) -> None:
    """Swift Justice: "Until end of turn, target creature gets +1/+0 and gains first strike
    and lifelink." """
    t = table
    t.lands("Plains", 1)
    ogre = t.put("Gray Ogre", t.alice)
    justice = t.put("Swift Justice", t.alice, "hand")
    t.main_phase()
    t.game.apply(CastSpell(justice, (ogre,)))
    t.resolve()
    creature = t.game.state.objects[ogre]
    assert creature.current_power() == 3 and creature.current_toughness() == 2
    assert creature.has(Keyword.FIRST_STRIKE) and creature.has(Keyword.LIFELINK)


# -- X of the mana cost for life (CR 107.3a) ----------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "Target player gains X life.",
        "~ deals X damage to any target and you gain X life.",
        "Each opponent loses X life and you gain X life.",
        "Target player gains X life and draws a card.",
        "{X}, {T}: You gain X life.",
    ],
)
def test_cr107_3a_life_x_of_the_cost_round_trips(line: str) -> None:
    round_trip(line)


def test_cr107_3a_life_x_is_the_cost_x() -> None:
    ability = parse_line("Target player gains X life.")
    assert instructions(ability.sentences) == (  # type: ignore[union-attr]
        ChangeVariableLife(amount="X", gain=True, who=target(0)),
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_stream_of_life_gains_x_life(ruleset: str) -> None:
    """Stream of Life ({X}{G}): "Target player gains X life." With four Forests X is 0 to 3;
    X = 3 gives 3 life (CR 107.3a)."""
    t = XTable(ruleset)
    t.lands("Forest", t.alice, 4)
    stream = t.put("Stream of Life", t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(stream, (t.bob,)))
    asked = t.asked()
    assert asked.kind == "X" and asked.options == (0, 1, 2, 3)
    t.game.apply(Choose(3))
    t.resolve()
    assert t.game.life(t.bob) == 23
    assert t.game.life(t.alice) == 20


# -- "The next time a [red] source of your choice would deal damage ..." (CR 615, 608.2d) ------
@pytest.mark.parametrize(
    "line",
    [
        "{1}: The next time a red source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "{1}{W}: The next time a black or red source of your choice would deal damage to you "
        "this turn, prevent that damage.",
        "{2}: The next time an artifact source of your choice would deal damage to you this "
        "turn, prevent that damage.",
        "Sacrifice ~: The next time a source of your choice would deal damage to any target "
        "this turn, prevent that damage.",
        "{W}, Sacrifice ~: The next time a red source of your choice would deal damage this "
        "turn, prevent that damage.",
    ],
)
def test_cr615_chosen_source_prevention_round_trip(line: str) -> None:
    """It compiles, renders back, and the engine plays it: the source is chosen as the
    ability resolves (CR 609.7a; tests/test_cr615_8_chosen_source.py)."""
    ability = parse_line(line)
    assert comparable(render_ability(ability)) == comparable(line)
    assert missing(ability) is None


def test_cr615_chosen_source_prevention_data() -> None:
    ability = parse_line(
        "{1}: The next time a black or red source of your choice would deal damage to you this "
        "turn, prevent that damage."
    )
    (step,) = instructions(ability.sentences)  # type: ignore[union-attr]
    assert isinstance(step, CreateEffect)
    effect = step.effect
    assert isinstance(effect, PreventNextFromChosenSource)
    assert effect.quality == "black or red" and effect.next_time
    assert effect.to == Match.ids_of(YOU) and effect.amount is None


def test_circle_of_protection_red_is_supported() -> None:
    card = compile_face(bundled_database().face("Circle of Protection: Red"))
    assert card.supported and card.needs == ()


# -- "If a source would deal damage to ..., it deals double that damage ..." (CR 614.1a, 615) ---
@pytest.mark.parametrize(
    "line",
    [
        "If a source would deal damage to a permanent or player, it deals double that damage to "
        "that permanent or player instead.",
        "If a source you control would deal damage to a permanent or player, it deals triple "
        "that damage to that permanent or player instead.",
        "If a source would deal damage to an opponent, it deals double that damage to that "
        "player instead.",
        "If a source you control would deal damage to an opponent or a permanent an opponent "
        "controls, it deals double that damage instead.",
        "If a source would deal damage to you, prevent 1 of that damage.",
        "If a source an opponent controls would deal damage to you, prevent 1 of that damage.",
    ],
)
def test_cr614_1a_static_damage_replacement_round_trips(line: str) -> None:
    round_trip(line)


def test_cr614_1a_static_damage_replacement_data() -> None:
    furnace = parse_line(
        "If a source you control would deal damage to a permanent or player, it deals triple "
        "that damage to that permanent or player instead."
    )
    assert isinstance(furnace, StaticLine)
    assert furnace.effect == ModifyDamage(
        multiplier=3, from_=Match(controller=Who.YOU), to=None, duration=Duration.STATIC
    )
    armor = parse_line("If a source would deal damage to you, prevent 1 of that damage.")
    assert isinstance(armor, StaticLine)
    assert armor.effect == PreventDamage(amount=1, to=Match.you(), duration=Duration.STATIC)


def test_cr614_1a_the_recipient_named_again_must_agree() -> None:
    """ "to an opponent, it deals double that damage instead" isn't a printed wording: the
    words after "that damage" must name the recipient as the card's template does."""
    with pytest.raises(ClauseError):
        parse_line(
            "If a source would deal damage to an opponent, it deals double that damage instead."
        )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_furnace_of_rath_doubles_lightning_bolt(ruleset: str) -> None:
    """Furnace of Rath: "If a source would deal damage to a permanent or player, it deals
    double that damage to that permanent or player instead." Lightning Bolt deals 6."""
    t = XTable(ruleset)
    t.put("Furnace of Rath", t.bob)  # anyone's: it applies to every source
    t.lands("Mountain", t.alice, 1)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(bolt, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 14


@pytest.mark.parametrize("ruleset", RULESETS)
def test_urzas_armor_prevents_1_of_each_damage(ruleset: str) -> None:
    """Urza's Armor: "If a source would deal damage to you, prevent 1 of that damage." A
    Lightning Bolt to its controller deals 2; to the other player, 3."""
    t = XTable(ruleset)
    t.put("Urza's Armor", t.bob)
    t.lands("Mountain", t.alice, 2)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    other = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(bolt, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 18
    t.game.apply(CastSpell(other, (t.alice,)))
    t.resolve()
    assert t.game.life(t.alice) == 17


# -- prevention by kind of source, redirection to this permanent (CR 615.1a, 614.9) -------------
@pytest.mark.parametrize(
    "line",
    [
        "Prevent all damage that would be dealt to ~ by creatures.",
        "Prevent all damage that would be dealt to ~ by artifact sources.",
        "Prevent all combat damage that would be dealt to you by creatures.",
        "All damage that would be dealt to you is dealt to ~ instead.",
    ],
)
def test_cr615_static_prevention_by_sources_and_redirection_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_champion_lancer_takes_no_damage_from_creatures(ruleset: str) -> None:
    """Champion Lancer: "Prevent all damage that would be dealt to Champion Lancer by
    creatures." Prodigal Sorcerer's 1 damage is prevented; Lightning Bolt's 3 isn't."""
    t = XTable(ruleset)
    lancer = t.put("Champion Lancer", t.bob)
    sorcerer = t.put("Prodigal Sorcerer", t.alice)
    t.lands("Mountain", t.alice, 1)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.game.apply(ActivateAbility(sorcerer, 0, (lancer,)))
    t.resolve()
    assert t.game.state.objects[lancer].damage == 0
    t.game.apply(CastSpell(bolt, (lancer,)))
    t.resolve()
    assert not t.game.is_on_battlefield(lancer)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_empyrial_archangel_takes_the_damage_dealt_to_its_controller(ruleset: str) -> None:
    """Empyrial Archangel: "All damage that would be dealt to you is dealt to Empyrial
    Archangel instead." A Lightning Bolt at its controller marks 3 damage on the Angel."""
    t = XTable(ruleset)
    angel = t.put("Empyrial Archangel", t.bob)
    t.lands("Mountain", t.alice, 1)
    bolt = t.put("Lightning Bolt", t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(bolt, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 20
    assert t.game.state.objects[angel].damage == 3


# -- "that creature": the first target named again after a second one (CR 115.1) ---------------
def test_that_creature_is_the_first_target_even_with_a_second() -> None:
    line = (
        "Put a +1/+1 counter on target creature you control. Then that creature deals damage "
        "equal to its power to target creature an opponent controls."
    )
    round_trip(line)
    ability = parse_line(line)
    bite = instructions(ability.sentences)[-1]  # type: ignore[union-attr]
    assert bite == DealDamageByPower(source=THAT_TARGET, to=target(1))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_felling_blow_counter_then_bite(ruleset: str) -> None:
    """Felling Blow: the +1/+1 counter makes Gray Ogre 3/3 before it deals damage equal to its
    power: 3, enough for Hill Giant (CR 608.2c: in order)."""
    t = XTable(ruleset)
    t.lands("Forest", t.alice, 3)
    ogre = t.put("Gray Ogre", t.alice)
    giant = t.put("Hill Giant", t.bob)
    blow = t.put("Felling Blow", t.alice, "hand")
    t.begin()
    t.game.apply(CastSpell(blow, (ogre, giant)))
    t.resolve()
    assert not t.game.is_on_battlefield(giant)
    assert t.game.state.objects[ogre].damage == 0


# -- counts with a keyword: "creatures you control with defender" (CR 702) ----------------------
@pytest.mark.parametrize(
    "line",
    [
        "{1}{R}, {T}: ~ deals damage to target player or planeswalker equal to the number of "
        "creatures you control with defender.",
        "You gain 1 life for each creature with flying.",
        "~ deals 1 damage to each opponent for each creature you control without flying.",
    ],
)
def test_cr702_counts_with_a_keyword_round_trip(line: str) -> None:
    round_trip(line)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_vent_sentinel_counts_creatures_with_defender(ruleset: str) -> None:
    """Vent Sentinel (defender): "... equal to the number of creatures you control with
    defender." With Wall of Stone and Gray Ogre: 2 damage (itself and the Wall)."""
    t = XTable(ruleset)
    t.lands("Mountain", t.alice, 2)
    sentinel = t.put("Vent Sentinel", t.alice)
    t.put("Wall of Stone", t.alice)
    t.put("Gray Ogre", t.alice)
    t.put("Wall of Stone", t.bob)  # not Alice's
    t.begin()
    t.game.apply(ActivateAbility(sentinel, 0, (t.bob,)))
    t.resolve()
    assert t.game.life(t.bob) == 18
