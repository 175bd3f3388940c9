"""General Oracle templates (CR 608.2c, 107.3, 109.1, 115): how clauses join (", then",
"A, B, and C", "Then ..."), amounts X a sentence defines ("..., where X is the number of
..."), "each other [filtered] creature", "that permanent's controller", "you may have ~ deal
...", subjects said once ("discards a card, mills two cards, and loses 2 life").

Each family: the compiled data means what the text says, renders back to the same words, and
is what the engine carries out; a few real cards are then played through the engine.
"""

from __future__ import annotations

import pytest

from mtgrules.actions import ActivateAbility, CastSpell
from mtgrules.cards.abilities import EffectLine, Joint, TriggeredLine, instructions
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.pending import THAT_TARGETS_CONTROLLER, Counted, FilteredEach
from mtgrules.cards.support import missing
from mtgrules.effects.instructions import (
    SELF,
    DealDamage,
    Discard,
    DrawCards,
    ForEach,
    GainLife,
    LoseLife,
    Mill,
    ModifyPowerToughness,
    Regenerate,
    Scry,
    target,
)
from mtgrules.objects import Step
from tests.card_table import RULESETS, Table, in_hand, round_trip


# -- how clauses join --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "Draw a card, then discard a card.",
        "Scry 2, then draw two cards. You lose 2 life.",
        "Target opponent discards two cards, mills two cards, and loses 2 life.",
        "Put a +1/+1 counter on target creature. Then ~ deals 2 damage to each opponent.",
        "Whenever ~ deals combat damage to a player, draw a card, then discard a card.",
    ],
)
def test_cr608_2c_joined_clauses_round_trip(line: str) -> None:
    round_trip(line)


def test_cr608_2c_then_is_words_only_the_instructions_run_in_order() -> None:
    ability = parse_line("Draw a card, then discard a card.")
    assert isinstance(ability, EffectLine)
    assert ability.sentences == ((DrawCards(count=1), Joint(", then"), Discard(count=1)),)
    assert instructions(ability.sentences) == (DrawCards(count=1), Discard(count=1))


def test_cr608_2c_a_list_says_its_subject_once() -> None:
    ability = parse_line("Target opponent discards two cards, mills two cards, and loses 2 life.")
    who = target(0)
    assert instructions(ability.sentences) == (  # type: ignore[union-attr]
        Discard(count=2, who=who),
        Mill(count=2, who=who),
        LoseLife(amount=2, who=who),
    )


def test_a_lone_comma_after_a_cost_like_clause_is_still_a_cost() -> None:
    round_trip("Pay 2 life, Sacrifice ~: Draw a card.")
    with pytest.raises(ClauseError):
        parse_line("Draw a card, discard a card.")  # no list without ", and" / ", then"


# -- amounts X defined by the sentence ----------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "~ deals X damage to any target, where X is the number of creatures you control.",
        "You gain X life and draw X cards, where X is the number of creatures you control.",
        "Target creature gets +X/+X until end of turn, where X is the number of cards in your "
        "hand.",
        "Creatures you control get +X/+0 until end of turn, where X is the number of Elves you "
        "control.",
        "Target player loses X life and mills X cards, where X is the number of Zombies you "
        "control.",
        "When ~ enters, put X +1/+1 counters on target creature, where X is the number of "
        "opponents you have.",
    ],
)
def test_cr107_3_where_x_round_trips(line: str) -> None:
    round_trip(line)


def test_cr107_3_x_is_counted_like_for_each() -> None:
    ability = parse_line(
        "You gain X life and draw X cards, where X is the number of creatures you control."
    )
    per = Counted(noun="creature", controller="you control")
    assert instructions(ability.sentences) == (  # type: ignore[union-attr]
        ForEach(step=GainLife(amount=1), per=per, form="where X"),
        ForEach(step=DrawCards(count=1), per=per, form="where X"),
    )


def test_cr107_3_x_is_one_number_for_the_sentence() -> None:
    """Drawing changes the number of cards in hand: "draw X cards and gain X life, where X is
    the number of cards in your hand" would count twice, so it isn't compiled; drawing
    doesn't change the number of creatures, so that one is."""
    with pytest.raises(ClauseError):
        parse_line("Draw X cards and you gain X life, where X is the number of cards in your hand.")
    round_trip(
        "You draw X cards and you lose X life, where X is the number of creatures you control."
    )


def test_cr107_3_an_x_without_its_definition_is_not_compiled() -> None:
    """Without "where X is", X is the one of the cost (CR 107.3a, effects/cost_x.py): a
    triggered ability has no cost to announce it, so the engine refuses it there."""
    assert missing(parse_line("Draw X cards.")) is None
    assert missing(parse_line("When ~ enters, draw X cards.")) is not None


# -- groups and references ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "~ deals 2 damage to each other creature.",
        "{T}: ~ deals 1 damage to each other creature without flying.",
        "~ deals 2 damage to each nonblack creature you control.",
        "Whenever ~ attacks, other creatures you control get +1/+1 until end of turn.",
        "~ deals 5 damage to target creature or planeswalker and 2 damage to that permanent's "
        "controller.",
        "Sacrifice ~: Regenerate target artifact.",
        "Target permanent gains indestructible until end of turn.",
    ],
)
def test_cr115_groups_and_references_round_trip(line: str) -> None:
    round_trip(line)


def test_cr109_1_each_other_creature_is_not_the_source() -> None:
    ability = parse_line("~ deals 2 damage to each other creature.")
    (step,) = instructions(ability.sentences)  # type: ignore[union-attr]
    assert isinstance(step, DealDamage) and isinstance(step.to, FilteredEach)
    assert step.to.another


def test_nonattacking_is_not_compiled() -> None:
    """ "nonattacking" isn't a type, subtype, supertype or "token" the filters check
    (rules/non_kinds.py): it isn't given a meaning it doesn't have. ("each other player",
    every player but you, not "each opponent": compiled, see
    tests/test_cr120_2b_each_other_player.py.)"""
    with pytest.raises(ClauseError):
        parse_line("Destroy target nonattacking creature.")


def test_that_permanents_controller_is_the_targets_controller() -> None:
    ability = parse_line(
        "~ deals 5 damage to target creature or planeswalker and 2 damage to that permanent's "
        "controller."
    )
    assert instructions(ability.sentences)[1] == DealDamage(  # type: ignore[union-attr]
        amount=2, to=THAT_TARGETS_CONTROLLER
    )


def test_regenerate_a_noncreature_permanent() -> None:
    ability = parse_line("Sacrifice ~: Regenerate target artifact.")
    assert instructions(ability.sentences) == (Regenerate(on=target(0)),)  # type: ignore[union-attr]


# -- "you may have ~ deal ..." ---------------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "Whenever ~ attacks, you may have it deal 1 damage to any target.",
        "When ~ enters, you may have target player lose 2 life.",
        "When ~ enters, you may have it deal damage to target creature equal to the number of "
        "artifacts you control.",
        "Whenever ~ blocks, you may have it deal damage equal to its power to target creature.",
    ],
)
def test_cr603_5_optional_instruction_with_another_subject_round_trips(line: str) -> None:
    round_trip(line)


def test_cr603_5_you_may_have_is_an_optional_trigger() -> None:
    ability = parse_line("Whenever ~ attacks, you may have it deal 1 damage to any target.")
    assert isinstance(ability, TriggeredLine) and ability.optional
    assert instructions(ability.sentences) == (DealDamage(amount=1, to=target(0), source=SELF),)
    with pytest.raises(ClauseError):
        parse_line("Whenever ~ attacks, you may have you lose 1 life.")


def test_scry_then_draw_is_two_instructions() -> None:
    ability = parse_line("Scry 2, then draw two cards.")
    assert instructions(ability.sentences) == (Scry(count=2), DrawCards(count=2))  # type: ignore[union-attr]


def test_pump_per_x_is_one_per_counted_thing() -> None:
    ability = parse_line(
        "Target creature gets +X/+0 until end of turn, where X is the number of cards in your hand."
    )
    (step,) = instructions(ability.sentences)  # type: ignore[union-attr]
    assert isinstance(step, ForEach)
    assert step.step == ModifyPowerToughness(power=1, toughness=0, on=target(0))


# -- real cards played ---------------------------------------------------------------------


@pytest.fixture(params=RULESETS)
def table(request: pytest.FixtureRequest) -> Table:
    return Table(request.param)


def test_fire_ants_damages_each_other_creature_without_flying(table: Table) -> None:
    """Fire Ants: "{T}: Fire Ants deals 1 damage to each other creature without flying." It
    spares itself ("other", CR 109.1) and creatures with flying."""
    t = table
    ants = t.put("Fire Ants", t.alice)
    elves = t.put("Llanowar Elves", t.bob)
    bird = t.put("Suntail Hawk", t.bob)
    t.main_phase()
    assert t.game.state.step is Step.PRECOMBAT_MAIN
    t.game.apply(ActivateAbility(ants, 0, ()))
    t.resolve()
    assert not t.game.is_on_battlefield(elves)
    assert t.game.is_on_battlefield(bird)
    assert t.game.is_on_battlefield(ants) and t.game.state.objects[ants].damage == 0


def test_minions_murmurs_draws_and_loses_x(table: Table) -> None:
    """Minions' Murmurs: "You draw X cards and you lose X life, where X is the number of
    creatures you control." With two creatures: two cards and 2 life (CR 107.3, 608.2h)."""
    t = table
    for _ in range(4):
        t.put("Swamp", t.alice)
    for _ in range(3):
        t.put("Swamp", t.alice, "library")
    t.put("Llanowar Elves", t.alice)
    t.put("Gray Ogre", t.alice)
    t.put("Raging Goblin", t.bob)  # not Alice's: not counted
    murmurs = t.put("Minions' Murmurs", t.alice, "hand")
    t.main_phase()
    hand = in_hand(t)
    t.game.apply(CastSpell(murmurs, ()))
    t.resolve()
    assert t.game.life(t.alice) == 18
    assert in_hand(t) == hand - 1 + 2


def test_unleash_shell_hits_the_permanent_and_its_controller(table: Table) -> None:
    """Unleash Shell: "... 5 damage to target creature or planeswalker and 2 damage to that
    permanent's controller."""
    t = table
    for _ in range(5):
        t.put("Mountain", t.alice)
    t.put("Swamp", t.alice)
    shell = t.put("Unleash Shell", t.alice, "hand")
    ogre = t.put("Gray Ogre", t.bob)
    t.main_phase()
    t.game.apply(CastSpell(shell, (ogre,)))
    t.resolve()
    assert not t.game.is_on_battlefield(ogre)
    assert t.game.life(t.bob) == 18 and t.game.life(t.alice) == 20
