"""More Oracle templates (session 2): conditional statics, counted power/toughness, "if you
do", groups of other / attacking / filtered creatures, more trigger events. Each renders back
to its words; the ones the engine doesn't carry out yet are named as pending."""

from __future__ import annotations

import pytest

from mtgrules.cards.abilities import StaticLine, TriggeredLine
from mtgrules.cards.grammar import ClauseError, parse_line
from mtgrules.cards.pending import (
    THAT_CREATURE,
    THAT_TARGET,
    THAT_TARGETS_CONTROLLER,
    ConditionalStatic,
    CountedPowerToughness,
    FilteredEach,
    WhenOther,
)
from mtgrules.cards.render import render_ability
from mtgrules.cards.support import missing
from mtgrules.cards.text import comparable
from mtgrules.effects.conditions import Condition
from mtgrules.effects.instructions import (
    ChangeVariableLife,
    DealDamage,
    DealVariableDamage,
    DrawCards,
    Each,
    ForEach,
    GainLife,
    IfYouDo,
    PayMana,
    SearchForCard,
)

ROUND_TRIPS = [
    "As long as ~ is untapped, it has flying.",
    "~ gets +1/+1 as long as you control a Swamp.",
    "~ has first strike as long as it's attacking.",
    "As long as you have 30 or more life, ~ gets +2/+2 and has flying.",
    "As long as there are seven or more cards in your graveyard, ~ gets +1/+0 and has flying.",
    "~ has lifelink as long as you control three or more artifacts.",
    "As long as it's your turn, ~ has first strike.",
    "~ gets +2/+0 as long as you control a green creature.",
    "~ gets +1/+1 for each artifact you control.",
    "~'s power and toughness are each equal to the number of cards in your hand.",
    "~'s power is equal to the number of creatures you control.",
    "Creatures you control get +1/+1 and gain trample until end of turn.",
    "Attacking creatures get +1/+0 and gain trample until end of turn.",
    "When ~ enters, other creatures you control get +2/+2 and gain vigilance until end of turn.",
    "~ deals X damage to each creature with flying and each player.",
    "~ deals X damage to each creature without flying and each planeswalker.",
    "~ deals 1 damage to each creature and each player.",
    "~ deals 2 damage to each nonartifact creature.",
    "~ deals 2 damage to each white creature.",
    "~ deals 4 damage to target creature and 2 damage to that creature's controller.",
    "Whenever ~ is dealt damage, it deals that much damage to you.",
    "{R}, Discard a card at random: ~ deals 1 damage to any target.",
    "Sacrifice two creatures: Draw a card.",
    "When enchanted creature dies, you gain 2 life.",
    "Whenever ~ and at least two other creatures attack, draw a card.",
    "When ~ enters or dies, it deals 1 damage to any target.",
    "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.",
    "Whenever ~ attacks, you may pay {E}{E}. If you do, draw a card.",
    "At the beginning of your upkeep, you may pay 2 life. If you do, draw a card.",
    "Whenever ~ becomes the target of a spell or ability an opponent controls, you gain 2 life.",
    "Whenever you cast your second spell each turn, draw a card.",
    "Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature.",
    "Whenever ~ deals combat damage to a creature, destroy that creature. It can't be regenerated.",
    "When ~ enters, if it was kicked, you gain 3 life.",
    "When ~ enters, if you control an Island, draw a card.",
    "At the beginning of your upkeep, if you control three or fewer lands, you gain 1 life.",
    "When ~ dies, you gain life equal to its power.",
    "Target player loses 3 life. You gain life equal to the life lost this way.",
    "You gain life equal to the number of creatures you control.",
    "Target opponent loses life equal to the number of cards in your hand.",
    "Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
    "When ~ enters, you may search your library for a basic land card, put it onto the "
    "battlefield tapped, then shuffle.",
    "Search your library for a Plains card, put it onto the battlefield tapped, then shuffle.",
]


@pytest.mark.parametrize("line", ROUND_TRIPS)
def test_templates_render_back_to_their_text(line: str) -> None:
    rendered = render_ability(parse_line(line))
    assert comparable(rendered) == comparable(line)


def test_conditional_static_data() -> None:
    ability = parse_line("As long as you have 30 or more life, ~ gets +2/+2 and has flying.")
    assert isinstance(ability, StaticLine)
    effect = ability.effect
    assert isinstance(effect, ConditionalStatic)
    assert effect.condition == Condition("life", amount=30)
    assert (effect.power, effect.toughness, effect.keywords, effect.leading) == (
        2,
        2,
        ("flying",),
        True,
    )
    assert missing(ability) is None  # rules/static_abilities.py
    monstrous = parse_line("As long as ~ is monstrous, it has flying.")
    # CR 701.37b: a permanent that became monstrous keeps that designation (rules/conditions.py)
    assert missing(monstrous) is None


def test_conditional_static_is_only_for_this_object() -> None:
    with pytest.raises(ClauseError):
        parse_line("As long as you have 30 or more life, target creature has flying.")


def test_counted_power_toughness() -> None:
    ability = parse_line("~'s power is equal to the number of creatures you control.")
    assert isinstance(ability, StaticLine)
    assert isinstance(ability.effect, CountedPowerToughness)
    assert ability.effect.form == "power"


def test_damage_to_a_filtered_group_and_each_player_is_two_instructions() -> None:
    ability = parse_line("~ deals X damage to each creature with flying and each player.")
    first, second = ability.sentences[0]  # type: ignore[union-attr]
    assert isinstance(first, DealVariableDamage) and isinstance(first.to, FilteredEach)
    assert first.to.with_keyword == "flying"
    assert isinstance(second, DealVariableDamage) and type(second.to) is Each


def test_plain_each_creature_and_each_player_stays_one_group() -> None:
    ability = parse_line("~ deals 1 damage to each creature and each player.")
    (step,) = ability.sentences[0]  # type: ignore[union-attr]
    assert isinstance(step, DealDamage) and type(step.to) is Each


def test_that_creatures_controller_needs_one_creature_target() -> None:
    ability = parse_line(
        "~ deals 4 damage to target creature and 2 damage to that creature's controller."
    )
    steps = ability.sentences[0]  # type: ignore[union-attr]
    assert steps[1] == DealDamage(amount=2, to=THAT_TARGETS_CONTROLLER)
    with pytest.raises(ClauseError):
        parse_line("~ deals 2 damage to that creature's controller.")


def test_other_creatures_you_control() -> None:
    ability = parse_line(
        "Whenever ~ attacks, other creatures you control gain double strike until end of turn."
    )
    (step,) = ability.sentences[0]  # type: ignore[union-attr]
    assert step.on.another  # type: ignore[union-attr]  # "other": not the source (CR 109.1)
    assert missing(ability) is None


def test_if_you_do_follows_an_optional_action() -> None:
    ability = parse_line(
        "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life."
    )
    assert isinstance(ability, TriggeredLine) and ability.optional
    assert ability.sentences == ((PayMana(mana="{1}"),), (IfYouDo(then=(GainLife(amount=1),)),))
    with pytest.raises(ClauseError):
        parse_line("Whenever ~ attacks, draw a card. If you do, discard a card.")


def test_more_trigger_events() -> None:
    ability = parse_line("Whenever ~ and at least two other creatures attack, draw a card.")
    assert isinstance(ability, TriggeredLine)
    assert ability.when == WhenOther(event="~ and at least two other creatures attack")
    assert ability.sentences == ((DrawCards(count=1),),)


def test_that_creature_is_the_trigger_events_creature() -> None:
    ability = parse_line(
        "Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature."
    )
    assert ability.sentences == ((DealDamage(amount=1, to=THAT_CREATURE),),)  # type: ignore[union-attr]
    assert missing(ability) is None  # the other creature of the block (rules/trigger_events.py)
    with pytest.raises(ClauseError):
        parse_line("Tap target artifact. ~ deals 1 damage to that creature.")


def test_that_creature_names_the_only_target_again() -> None:
    ability = parse_line(
        "{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to "
        "and dealt by that creature this turn."
    )
    assert missing(ability) is None  # the engine resolves THAT_TARGET as the only target
    tap = parse_line("Tap target creature. ~ deals 2 damage to that creature.")
    assert tap.sentences[1] == (DealDamage(amount=2, to=THAT_TARGET),)  # type: ignore[union-attr]


def test_life_equal_to_an_amount() -> None:
    ability = parse_line("When ~ dies, you gain life equal to its power.")
    assert ability.sentences == (  # type: ignore[union-attr]
        (ChangeVariableLife(amount="its power", gain=True),),
    )
    counted = parse_line("You gain life equal to the number of creatures you control.")
    (step,) = counted.sentences[0]  # type: ignore[union-attr]
    assert isinstance(step, ForEach) and step.form == "equal"
    assert step.step == GainLife(amount=1)


def test_search_for_a_basic_land() -> None:
    ability = parse_line(
        "Search your library for a basic land card, put it onto the battlefield tapped, then "
        "shuffle."
    )
    assert ability.sentences == (  # type: ignore[union-attr]
        (SearchForCard(basic=True, kind="land", destination="battlefield", tapped=True),),
    )
    assert missing(ability) is None  # carried out (CR 701.23, resolution_keywords.py)
