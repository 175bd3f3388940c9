"""The Oracle grammar (``oracle.lark``) and the transformer that turns a parsed line into
compiled ability data (:mod:`mtgrules.cards.abilities`).

The parser is Lark's LALR(1) with its contextual lexer, built once (lazily) and reused. The
transformer runs while parsing; it numbers targets in the order the text introduces them
and resolves "it" (the last target named, else this object).

>>> parse_line("~ deals 3 damage to any target.")
EffectLine(sentences=((DealDamage(amount=3, to=-100, source=-1),),), targets=(TargetSpec(...),))
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Any

from lark import Lark, UnexpectedInput

from mtgrules.cards.abilities import Ability
from mtgrules.cards.additional_draws import AdditionalDrawRules
from mtgrules.cards.build_abilities import AbilityRules
from mtgrules.cards.build_activated_2 import Activated2CostRules
from mtgrules.cards.build_activation_words import ActivationWordRules
from mtgrules.cards.build_amass import AmassRules
from mtgrules.cards.build_amounts import AmountRules
from mtgrules.cards.build_amounts_2 import Amounts2Rules
from mtgrules.cards.build_amounts_3 import Amounts3Rules
from mtgrules.cards.build_animation import AnimationRules
from mtgrules.cards.build_auras import AuraRules
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.build_blocker_kinds import BlockerKindRules
from mtgrules.cards.build_card_actions import CardActionRules
from mtgrules.cards.build_choices import ChoiceRules
from mtgrules.cards.build_choices_2 import ChoiceOnResolutionRules
from mtgrules.cards.build_chosen_counters import ChosenCounterRules
from mtgrules.cards.build_chosen_returns import ChosenReturnRules
from mtgrules.cards.build_chosen_targets import ChosenTargetRules
from mtgrules.cards.build_combat_keywords import CombatKeywordRules
from mtgrules.cards.build_commander import CommanderRules
from mtgrules.cards.build_conditionals import ConditionalRules
from mtgrules.cards.build_conditions import ConditionRules
from mtgrules.cards.build_control import ControlRules
from mtgrules.cards.build_controlled_first_groups import ControlledFirstGroupRules
from mtgrules.cards.build_controlled_targets import ControlledTargetRules
from mtgrules.cards.build_costs_4 import AlternativeCostRules
from mtgrules.cards.build_counted_damage import CountedDamageRules
from mtgrules.cards.build_counter_changes import CounterChangeRules
from mtgrules.cards.build_counter_thresholds import CounterThresholdRules
from mtgrules.cards.build_countering import CounteringRules
from mtgrules.cards.build_damage_modify import DamageModifyRules
from mtgrules.cards.build_described_costs import DescribedCostRules
from mtgrules.cards.build_described_searches import DescribedSearchRules
from mtgrules.cards.build_designations import DesignationRules
from mtgrules.cards.build_dies_this_turn import DiesThisTurnRules
from mtgrules.cards.build_disturb import DisturbRules
from mtgrules.cards.build_divided_targets import DividedTargetRules
from mtgrules.cards.build_double_power import DoublePowerRules
from mtgrules.cards.build_each_of import EachOfRules
from mtgrules.cards.build_effects import EffectRules
from mtgrules.cards.build_emblems import EmblemRules
from mtgrules.cards.build_end_of_combat import EndOfCombatRules
from mtgrules.cards.build_exile_keywords import KeywordCostRules
from mtgrules.cards.build_granted import GrantedRules
from mtgrules.cards.build_graveyard_cards import GraveyardCardRules
from mtgrules.cards.build_graveyard_costs import GraveyardCostRules
from mtgrules.cards.build_graveyard_returns import GraveyardReturnRules, where_it_went
from mtgrules.cards.build_impulse import ImpulseRules
from mtgrules.cards.build_keyword_choice import KeywordChoiceRules
from mtgrules.cards.build_keyword_loss import KeywordLossRules
from mtgrules.cards.build_land_plays import LandPlayRules
from mtgrules.cards.build_library import LibraryRules
from mtgrules.cards.build_library_tops import LibraryTopRules
from mtgrules.cards.build_life_totals import LifeTotalRules
from mtgrules.cards.build_linked_exile import LinkedExileRules
from mtgrules.cards.build_loyalty import PlaneswalkerRules
from mtgrules.cards.build_mana_amounts import ManaAmountRules
from mtgrules.cards.build_mass_tap import MassTapRules
from mtgrules.cards.build_monstrosity import MonstrosityRules
from mtgrules.cards.build_no_regeneration import NoRegenerationRules
from mtgrules.cards.build_opening_hand import OpeningHandRules
from mtgrules.cards.build_player_events import PlayerEventRules
from mtgrules.cards.build_player_hexproof import PlayerHexproofRules
from mtgrules.cards.build_player_instructions import PlayerInstructionRules
from mtgrules.cards.build_player_targets import PlayerTargetRules
from mtgrules.cards.build_plural_sacrifices import PluralSacrificeRules
from mtgrules.cards.build_poison import PoisonRules
from mtgrules.cards.build_prevented_counters import PreventedCounterRules
from mtgrules.cards.build_prevention import PreventionRules
from mtgrules.cards.build_prevention_groups import PreventionGroupRules
from mtgrules.cards.build_prevention_more import PreventionMoreRules
from mtgrules.cards.build_pump_order import PumpOrderRules
from mtgrules.cards.build_qualified_targets import QualifiedTargetRules
from mtgrules.cards.build_random import RandomRules
from mtgrules.cards.build_redirection import RedirectionRules
from mtgrules.cards.build_reflexive import ReflexiveRules
from mtgrules.cards.build_returns import ReturnRules
from mtgrules.cards.build_reveals import RevealRules
from mtgrules.cards.build_sacrifice import SacrificeRules
from mtgrules.cards.build_sacrifice_nouns import SacrificeNounRules
from mtgrules.cards.build_self_quoted import SelfQuotedRules
from mtgrules.cards.build_spell_cost_groups import SpellCostGroupRules
from mtgrules.cards.build_spell_costs import SpellCostRules
from mtgrules.cards.build_spell_phrases import SpellPhraseRules
from mtgrules.cards.build_spells_damage import SpellsDamageRules
from mtgrules.cards.build_statics import StaticRules
from mtgrules.cards.build_statics_3 import Statics3Rules
from mtgrules.cards.build_statics_4 import Statics4Rules
from mtgrules.cards.build_statics_5 import Statics5Rules
from mtgrules.cards.build_subtype_targets import SubtypeTargetRules
from mtgrules.cards.build_tap_chosen import TapChosenRules
from mtgrules.cards.build_target_descriptions import TargetDescriptionRules
from mtgrules.cards.build_target_player_groups import TargetPlayerGroupRules
from mtgrules.cards.build_targets import TargetRules
from mtgrules.cards.build_that_many_cards import ThatManyCardRules
from mtgrules.cards.build_they_player import TheyPlayerRules
from mtgrules.cards.build_tokens_search import TokenSearchRules
from mtgrules.cards.build_triggers import TriggerRules
from mtgrules.cards.build_triggers_6 import Triggers6Rules
from mtgrules.cards.build_triggers_7 import Triggers7Rules
from mtgrules.cards.build_turn_conditions import TurnConditionRules
from mtgrules.cards.build_unblockable import UnblockableRules
from mtgrules.cards.build_unless_costs import UnlessCostRules
from mtgrules.cards.build_up_to_one import UpToOneRules
from mtgrules.cards.build_variants import VariantRules
from mtgrules.cards.build_whenever_8 import Whenever8Rules
from mtgrules.cards.build_while_controlling import WhileControllingRules
from mtgrules.cards.build_you_may import YouMayRules
from mtgrules.cards.divided_kinds import DividedKindRules
from mtgrules.cards.named_groups import NamedGroupRules
from mtgrules.cards.numbered_targets import NumberedTargetRules
from mtgrules.cards.said_groups import SaidGroupRules
from mtgrules.cards.they_groups import TheyGroupRules
from mtgrules.cards.token_riders import TokenRiderRules
from mtgrules.cards.triggering_object import resolve_it
from mtgrules.cards.typed_groups import TypedGroupRules

__all__ = ["ClauseError", "parse_line"]


class _Builder(
    ReturnRules,
    EachOfRules,
    CountedDamageRules,
    TargetDescriptionRules,
    PlayerTargetRules,
    DividedTargetRules,
    ChosenTargetRules,
    NoRegenerationRules,
    ControlRules,  # control-changing effects (CR 613.1b)
    TargetRules,
    EffectRules,
    TokenSearchRules,
    GrantedRules,
    PreventionRules,
    PreventionGroupRules,
    RedirectionRules,
    DamageModifyRules,
    PreventedCounterRules,
    PreventionMoreRules,
    AmountRules,
    Amounts2Rules,  # "the greatest power among ..." (CR 107.3, 608.2h)
    Amounts3Rules,  # "your life total", domain, "creatures that died this turn"
    AbilityRules,
    TriggerRules,
    Triggers6Rules,  # crimes (CR 700.13), cards leaving a graveyard (CR 603.2c)
    Triggers7Rules,  # historic / creature-type / targeting cast triggers (CR 700.6, 601.2c)
    PlayerEventRules,  # "Whenever a player discards a card" (CR 701.8a, 121.1, 701.17a)
    DoublePowerRules,  # "double ~'s power until end of turn" (CR 701.9b)
    TheyPlayerRules,  # "they lose 2 life", "to them": the event's player (CR 603.7c)
    Whenever8Rules,  # "each opponent gains that much life" (CR 603.2)
    StaticRules,
    Statics3Rules,  # "can't block this turn", "All Sliver creatures have ..."
    Statics4Rules,  # conditional statics of Auras and Equipment (CR 611.3a)
    Statics5Rules,  # keywords with quoted abilities, "During your turn, ..." (CR 613)
    SelfQuotedRules,  # "As long as ..., ~ has "[ability]"" (CR 611.3a, 613.1f)
    KeywordLossRules,
    KeywordChoiceRules,
    CounteringRules,
    UnlessCostRules,  # "unless they sacrifice a creature", two costs (CR 118.12)
    ConditionRules,
    ConditionalRules,  # conditions on one object and on this turn (CR 608.2c, 602.5b)
    TurnConditionRules,  # "if no creatures died this turn", "different powers" (CR 603.4)
    PumpOrderRules,  # "gains trample and gets +2/+0 until end of turn" (CR 613)
    CombatKeywordRules,
    SpellCostRules,
    ChoiceRules,
    ChoiceOnResolutionRules,  # CR 608.2d: "Choose a color."
    LibraryRules,
    RevealRules,  # mills and reveals of a library's top cards (CR 701.17a, 701.20a)
    ImpulseRules,
    GraveyardCardRules,
    GraveyardReturnRules,
    ControlledTargetRules,  # "target creature you control with power 2 or less"
    DisturbRules,  # "If ~ would be put into a graveyard from anywhere, exile it instead."
    LinkedExileRules,  # exile until ~ leaves the battlefield (CR 610.3)
    ChosenReturnRules,  # "return a creature you control to its owner's hand" (CR 608.2d)
    TypedGroupRules,  # "each other Dragon creature you control" (CR 205.3)
    UpToOneRules,  # "up to one target creature you don't control" (CR 115.1)
    WhileControllingRules,  # "for as long as you control ~" (CR 611.2b)
    ReflexiveRules,  # "When you do, ..." (CR 603.12)
    DiesThisTurnRules,  # "When that creature dies this turn, ..." (CR 603.7c)
    PlaneswalkerRules,  # before AnimationRules, its base
    AnimationRules,
    CounterChangeRules,
    SacrificeRules,
    PlayerInstructionRules,
    DesignationRules,
    CommanderRules,
    DescribedCostRules,
    GraveyardCostRules,
    LifeTotalRules,
    ThatManyCardRules,  # "that player discards that many cards" (CR 603.2, 701.8a)
    AdditionalDrawRules,  # "that player draws an additional card" (CR 121.1)
    NamedGroupRules,  # "each other creature you control named ~" (CR 201.2)
    DividedKindRules,  # "... among any number of target creatures and/or planeswalkers"
    SaidGroupRules,  # "all creatures get -3/-3 until end of turn" (CR 611.2c)
    EndOfCombatRules,  # "destroy that creature at end of combat" (CR 603.7a, 511.2)
    SacrificeNounRules,  # "you may sacrifice a Food", "another creature or artifact"
    BlockerKindRules,  # "Whenever ~ becomes blocked by a green creature" (CR 509.3d)
    TapChosenRules,  # "you may tap an untapped non-Human creature you control" (CR 608.2c)
    EmblemRules,
    AuraRules,
    RandomRules,  # coins, dice, clash (CR 705, 706, 701.23)
    VariantRules,  # schemes set in motion, chaos ensues (CR 904.9, 901.9)
    PoisonRules,  # poison counters on players (CR 122.1f)
    AmassRules,  # "Amass Orcs 2." (CR 701.44a)
    MonstrosityRules,  # "Monstrosity 3.", "Adapt 2." (CR 701.37a, 701.46a)
    PluralSacrificeRules,  # "Sacrifice two Foods" (CR 602.2b, 118.3)
    ManaAmountRules,  # "Add three mana of any one color." (CR 106.1a)
    MassTapRules,  # "Tap all creatures your opponents control." (CR 608.2c)
    LibraryTopRules,  # "Put ~ on top of its owner's library." (CR 400.3)
    SubtypeTargetRules,  # "target Insect, Rat, Spider, or Squirrel" (CR 115.1, 205.3)
    QualifiedTargetRules,  # "target legendary creature" (CR 115.1, 205.4a)
    DescribedSearchRules,  # "a Rebel permanent card with mana value 3 or less" (701.23a)
    ChosenCounterRules,  # "~ enters with your choice of a flying counter or ..." (614.1c)
    ControlledFirstGroupRules,  # "each creature you control with lifelink" (CR 109.5)
    TargetPlayerGroupRules,  # "Destroy all creatures target opponent controls." (CR 115.1)
    LandPlayRules,  # "You may play an additional land this turn." (CR 305.2)
    ActivationWordRules,
    CounterThresholdRules,  # "if there are three or more dread counters on it" (CR 122.1)
    Activated2CostRules,  # hybrid mana, described sacrifices in activation costs
    UnblockableRules,  # "~ can't be blocked this turn" (CR 509.1b)
    KeywordCostRules,  # "Suspend N—[cost]" (CR 702.62a), "Buyback—Pay 4 life."
    AlternativeCostRules,  # "rather than pay ~'s mana cost" (CR 118.9), cost increases
    SpellCostGroupRules,  # "Beast spells you cast cost {1} less to cast." (CR 601.2f)
    SpellPhraseRules,  # "protection from black and from red" (CR 702.16a)
    SpellsDamageRules,  # "also", excess damage (CR 120.4a)
    YouMayRules,  # "You may discard a card." in an effect (CR 608.2d)
    CardActionRules,  # "Populate.", "Learn." (CR 701.36a, 701.48a)
    PlayerHexproofRules,  # "You have hexproof." (CR 702.11c)
    NumberedTargetRules,  # "Destroy two target nonblack creatures." (CR 115.1)
    OpeningHandRules,  # leylines (CR 103.6a)
    TheyGroupRules,  # "They gain ..." (CR 608.2c)
    TokenRiderRules,  # "They have \"Sacrifice ~: Add {C}.\"" (CR 111.4)
):
    """The transformer: one callback per grammar rule or alias, from the rule modules."""


_builder = _Builder()


def oracle_parser(builder: _Builder) -> Callable[[str], Any]:
    """A parser of the Oracle grammar whose callbacks are ``builder``'s; the grammar analysis
    is cached on disk, so a second parser (quoted abilities) costs no new analysis."""
    grammar = resources.files("mtgrules.cards").joinpath("oracle.lark").read_text("utf-8")
    lark = Lark(grammar, parser="lalr", transformer=builder, maybe_placeholders=False, cache=True)
    return lark.parse


@cache
def _parser() -> Callable[[str], Any]:
    return oracle_parser(_builder)


def parse_line(line: str) -> Ability:
    """One line of Oracle text (``~`` for self-references, no reminder text), compiled; a
    :class:`ClauseError` when the grammar or the compiler can't read it."""
    parse = _parser()
    _builder.reset()
    _builder.line = line  # the printed capitals of names (cards/build_commander.py)
    try:
        result = parse(line.lower())
    except UnexpectedInput as error:
        position = getattr(error, "pos_in_stream", None)
        token = getattr(error, "token", None)
        if token is not None and getattr(token, "start_pos", None) is not None:
            position = token.start_pos
        raise ClauseError("not understood", len(line) if position is None else position) from None
    ability: Ability = resolve_it(result)  # "it": this object or the triggering one
    ability = where_it_went(ability)  # CR 400.7d: "When ~ dies, return it ..."
    return ability
