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
from mtgrules.cards.build_abilities import AbilityRules
from mtgrules.cards.build_amounts import AmountRules
from mtgrules.cards.build_animation import AnimationRules
from mtgrules.cards.build_auras import AuraRules
from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.build_choices import ChoiceRules
from mtgrules.cards.build_combat_keywords import CombatKeywordRules
from mtgrules.cards.build_conditions import ConditionRules
from mtgrules.cards.build_counted_damage import CountedDamageRules
from mtgrules.cards.build_counter_changes import CounterChangeRules
from mtgrules.cards.build_countering import CounteringRules
from mtgrules.cards.build_described_costs import DescribedCostRules
from mtgrules.cards.build_designations import DesignationRules
from mtgrules.cards.build_each_of import EachOfRules
from mtgrules.cards.build_effects import EffectRules
from mtgrules.cards.build_emblems import EmblemRules
from mtgrules.cards.build_granted import GrantedRules
from mtgrules.cards.build_graveyard_cards import GraveyardCardRules
from mtgrules.cards.build_impulse import ImpulseRules
from mtgrules.cards.build_keyword_choice import KeywordChoiceRules
from mtgrules.cards.build_keyword_loss import KeywordLossRules
from mtgrules.cards.build_library import LibraryRules
from mtgrules.cards.build_life_totals import LifeTotalRules
from mtgrules.cards.build_loyalty import PlaneswalkerRules
from mtgrules.cards.build_no_regeneration import NoRegenerationRules
from mtgrules.cards.build_player_instructions import PlayerInstructionRules
from mtgrules.cards.build_prevention import PreventionRules
from mtgrules.cards.build_prevention_groups import PreventionGroupRules
from mtgrules.cards.build_returns import ReturnRules
from mtgrules.cards.build_sacrifice import SacrificeRules
from mtgrules.cards.build_spell_costs import SpellCostRules
from mtgrules.cards.build_statics import StaticRules
from mtgrules.cards.build_target_descriptions import TargetDescriptionRules
from mtgrules.cards.build_targets import TargetRules
from mtgrules.cards.build_tokens_search import TokenSearchRules
from mtgrules.cards.build_triggers import TriggerRules
from mtgrules.cards.triggering_object import resolve_it

__all__ = ["ClauseError", "parse_line"]


class _Builder(
    ReturnRules,
    EachOfRules,
    CountedDamageRules,
    TargetDescriptionRules,
    NoRegenerationRules,
    TargetRules,
    EffectRules,
    TokenSearchRules,
    GrantedRules,
    PreventionRules,
    PreventionGroupRules,
    AmountRules,
    AbilityRules,
    TriggerRules,
    StaticRules,
    KeywordLossRules,
    KeywordChoiceRules,
    CounteringRules,
    ConditionRules,
    CombatKeywordRules,
    SpellCostRules,
    ChoiceRules,
    LibraryRules,
    ImpulseRules,
    GraveyardCardRules,
    PlaneswalkerRules,  # before AnimationRules, its base
    AnimationRules,
    CounterChangeRules,
    SacrificeRules,
    PlayerInstructionRules,
    DesignationRules,
    DescribedCostRules,
    LifeTotalRules,
    EmblemRules,
    AuraRules,
):
    """The transformer: one callback per grammar rule or alias, from the rule modules."""


_builder = _Builder()


@cache
def _parser() -> Callable[[str], Any]:
    grammar = resources.files("mtgrules.cards").joinpath("oracle.lark").read_text("utf-8")
    lark = Lark(grammar, parser="lalr", transformer=_builder, maybe_placeholders=False, cache=True)
    return lark.parse


def parse_line(line: str) -> Ability:
    """One line of Oracle text (``~`` for self-references, no reminder text), compiled; a
    :class:`ClauseError` when the grammar or the compiler can't read it."""
    parse = _parser()
    _builder.reset()
    try:
        result = parse(line.lower())
    except UnexpectedInput as error:
        position = getattr(error, "pos_in_stream", None)
        token = getattr(error, "token", None)
        if token is not None and getattr(token, "start_pos", None) is not None:
            position = token.start_pos
        raise ClauseError("not understood", len(line) if position is None else position) from None
    ability: Ability = resolve_it(result)  # "it": this object or the triggering one
    return ability
