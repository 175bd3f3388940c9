"""The cards of the rules excerpts and the benchmark decks, as data: used by the examples of
the demo, the benchmarks and the tests until the Oracle-text compiler builds them."""

from __future__ import annotations

from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.model import ActivatedAbility, CardDef, Cost, Restriction, SpellAbility
from mtgrules.effects.base import Match
from mtgrules.effects.damage import PreventDamage
from mtgrules.effects.instructions import (
    SELF,
    AddMana,
    CreateEffect,
    DealDamage,
    GainLife,
    ModifyPowerToughness,
    target,
)
from mtgrules.effects.targets import ANY_TARGET, TARGET_CREATURE, TARGET_CREATURE_OR_PLAYER
from mtgrules.effects.triggers import TriggeredAbility, WhenBlocks
from mtgrules.objects import CardType, Keyword

CREATURE = frozenset({CardType.CREATURE})


def creature(
    name: str,
    cost: str,
    power: int,
    toughness: int,
    *keywords: Keyword,
    restrictions: frozenset[Restriction] = frozenset(),
    activated: tuple[ActivatedAbility, ...] = (),
    triggers: tuple[TriggeredAbility, ...] = (),
) -> CardDef:
    return CardDef(
        name=name,
        types=CREATURE,
        mana_cost=parse_mana_cost(cost),
        power=power,
        toughness=toughness,
        keywords=frozenset(keywords),
        restrictions=restrictions,
        activated=activated,
        triggers=triggers,
    )


def basic(name: str, mana: str) -> CardDef:
    return CardDef(
        name=name,
        types=frozenset({CardType.LAND}),
        supertypes=frozenset({"Basic"}),
        activated=(
            ActivatedAbility(
                cost=Cost(tap=True), effect=(AddMana(mana=mana),), text=f"{{T}}: Add {{{mana}}}."
            ),
        ),
    )


FOREST = basic("Forest", "G")
MOUNTAIN = basic("Mountain", "R")
PLAINS = basic("Plains", "W")

VASTWOOD_GORGER = creature("Vastwood Gorger", "{5}{G}", 5, 6)
PRIDE_GUARDIAN = creature(
    "Pride Guardian",
    "{W}",
    0,
    3,
    Keyword.DEFENDER,
    triggers=(
        TriggeredAbility(
            when=WhenBlocks(who=Match.ids_of(SELF)),
            effect=GainLife(amount=3),
            text="Whenever Pride Guardian blocks, you gain 3 life.",
        ),
    ),
)
LLANOWAR_ELVES = creature(
    "Llanowar Elves",
    "{G}",
    1,
    1,
    activated=(
        ActivatedAbility(cost=Cost(tap=True), effect=(AddMana(mana="G"),), text="{T}: Add {G}."),
    ),
)
ENORMOUS_BALOTH = creature("Enormous Baloth", "{6}{G}", 7, 7)
TRAINED_ARMODON = creature("Trained Armodon", "{1}{G}{G}", 3, 3)
FORIYSIAN_BRIGADE = creature(
    "Foriysian Brigade", "{3}{W}", 2, 4, restrictions=frozenset({Restriction.EXTRA_BLOCK})
)
SILVERBACK_APE = creature("Silverback Ape", "{3}{G}{G}", 5, 5)
DURKWOOD_BOARS = creature("Durkwood Boars", "{4}{G}", 4, 4)
GOBLIN_PIKER = creature(
    "Goblin Piker", "{1}{R}", 2, 1, restrictions=frozenset({Restriction.CANT_BLOCK})
)
SQUADRON_HAWK = creature("Squadron Hawk", "{1}{W}", 1, 1, Keyword.FLYING)
MOGG_FANATIC = creature(
    "Mogg Fanatic",
    "{R}",
    1,
    1,
    activated=(
        ActivatedAbility(
            cost=Cost(sacrifice_self=True),
            effect=(DealDamage(amount=1, to=target(0)),),
            targets=(TARGET_CREATURE_OR_PLAYER,),
            text=(
                "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to target creature or player."
            ),
        ),
    ),
)
GIANT_GROWTH = CardDef(
    name="Giant Growth",
    types=frozenset({CardType.INSTANT}),
    mana_cost=parse_mana_cost("{G}"),
    spell=SpellAbility(
        effect=(ModifyPowerToughness(power=3, toughness=3, on=target(0)),),
        targets=(TARGET_CREATURE,),
        text="Target creature gets +3/+3 until end of turn.",
    ),
)
MENDING_HANDS = CardDef(
    name="Mending Hands",
    types=frozenset({CardType.INSTANT}),
    mana_cost=parse_mana_cost("{W}"),
    spell=SpellAbility(
        effect=(CreateEffect(effect=PreventDamage(amount=4, to=Match.ids_of(target(0)))),),
        targets=(ANY_TARGET,),
        text="Prevent the next 4 damage that would be dealt to any target this turn.",
    ),
)
LIGHTNING_BOLT = CardDef(
    name="Lightning Bolt",
    types=frozenset({CardType.INSTANT}),
    mana_cost=parse_mana_cost("{R}"),
    spell=SpellAbility(
        effect=(DealDamage(amount=3, to=target(0)),),
        targets=(ANY_TARGET,),
        text="Lightning Bolt deals 3 damage to any target.",
    ),
)
RAGING_GOBLIN = creature("Raging Goblin", "{R}", 1, 1, Keyword.HASTE)
HILL_GIANT = creature("Hill Giant", "{3}{R}", 3, 3)
