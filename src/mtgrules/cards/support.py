"""What the engine implements, as types: a compiled card is supported only if every
instruction, trigger condition and effect template in it is one of these (DESIGN
principle 3: never silently half-played).

An instruction type the compiler produces but :mod:`mtgrules.resolution` doesn't carry out
(listed in ``/work/notes/cards-needs.md`` with its rule) stays out of :data:`IMPLEMENTED`
until the engine implements it; add it here then.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from mtgrules.cards.abilities import (
    Ability,
    ActivatedLine,
    EffectLine,
    Either,
    KeywordLine,
    ModalLine,
    StaticLine,
    TriggeredLine,
    instructions,
)
from mtgrules.cards.amounts_3_support import object_value_problem
from mtgrules.cards.attachment_abilities import is_equip
from mtgrules.cards.blocker_kind_support import blocker_kind_problem
from mtgrules.cards.build_commander import is_partner
from mtgrules.cards.build_conditions import (
    condition_part_problem,
    entering_condition,
    is_condition_part,
    unfold,
)
from mtgrules.cards.build_costs_4 import costs_4_problem
from mtgrules.cards.build_returns import returns_itself
from mtgrules.cards.build_spell_cost_groups import group_cost_problem
from mtgrules.cards.build_spell_costs import spell_cost_problem
from mtgrules.cards.casting_keywords import SELF_ZONE_COSTS, is_casting_keyword
from mtgrules.cards.chosen_source_prevention import (
    PreventAllFromChosenSource,
    ShieldFromChosenSource,
)
from mtgrules.cards.controlled_first_groups import ControlledFirstEach
from mtgrules.cards.cost_x_support import cost_x_problem
from mtgrules.cards.counter_keywords import is_outlast
from mtgrules.cards.dies_this_turn_support import dies_this_turn_problem
from mtgrules.cards.divided_targets import FilteredPoint, XPoints
from mtgrules.cards.granted_abilities import AttachedGrants
from mtgrules.cards.impulse_support import (
    graveyard_cast_problem,
    graveyard_trigger_problem,
    impulse_problem,
)
from mtgrules.cards.keyword_abilities import (
    expands,
    is_cycling,
    is_echo,
    typecycling_search,
)
from mtgrules.cards.library_support import library_problem
from mtgrules.cards.morph import is_face_down_keyword
from mtgrules.cards.named_groups import NamedEach
from mtgrules.cards.numbered_targets import NumberedTargets
from mtgrules.cards.other_targets import EachOfTargets
from mtgrules.cards.pending import (
    CHOSEN_PLAYER,
    ITS_CONTROLLER,
    THAT_CREATURE,
    THAT_PLAYER,
    THAT_TARGET,
    THAT_TARGETS_CONTROLLER,
    TRIGGERING_OBJECT,
    ActivationLimit,
    AdditionalCost,
    AtBeginningOf,
    AttachedGets,
    CantBeCountered,
    ChooseAsEnters,
    ChooseModes,
    CombatRule,
    ConditionalKeywords,
    ConditionalStatic,
    CostReduction,
    CountedPowerToughness,
    CounterKind,
    Enchant,
    EntersTapped,
    EntersWithCounters,
    EventReference,
    ExtraCost,
    FilteredEach,
    FilteredTarget,
    GroupHas,
    GroupLoses,
    OtherKeyword,
    PredefinedToken,
    PreventNextFromChosenSource,
    TargetsControllerEach,
    VariableAmount,
    WhenAnotherEnters,
    WhenCast,
    WhenDies,
    WhenLeaves,
    WhenOther,
)
from mtgrules.cards.player_targets import ThatPlayersTarget
from mtgrules.cards.random_support import result_problem
from mtgrules.cards.reflexive_support import reflexive_problem
from mtgrules.cards.render_amounts_2 import THAT_MANY
from mtgrules.cards.render_end_of_combat import end_of_combat_problem
from mtgrules.cards.render_that_many_cards import that_many_card_problem
from mtgrules.cards.reveal_support import reveal_problem
from mtgrules.cards.said_groups import SaidGroup
from mtgrules.cards.target_descriptions import DescribedEach, TargetGroup
from mtgrules.cards.target_player_groups import TargetPlayersGroup
from mtgrules.cards.that_opponent import THAT_OPPONENT, opponents_event
from mtgrules.cards.their_groups import THEIR_GROUPS
from mtgrules.cards.they_groups import TheyGroup
from mtgrules.cards.they_player import THEY_PLAYER
from mtgrules.cards.token_riders import CreateTokensThatHave
from mtgrules.cards.tokens import PREDEFINED
from mtgrules.cards.trigger_player_groups import (
    OtherOpponentsEach,
    ThatPlayerControlsEach,
    other_opponents_problem,
)
from mtgrules.cards.triggering_object import names_object
from mtgrules.cards.typed_groups import TypedEach
from mtgrules.cards.unearth import is_unearth
from mtgrules.cards.variable_support import (
    amount_problem,
    optional_problem,
    that_many_problem,
    trigger_has_object,
)
from mtgrules.cards.ward import is_ward
from mtgrules.cards.zone_abilities import is_dredge, is_zone_ability
from mtgrules.carried_out import CARRIED_OUT
from mtgrules.effects.alternative_costs import (  # CR 118.8, 118.9, 601.2f
    AlternativeCost,
    CostLessByX,
    OptionalCost,
    SpellsCostMore,
)
from mtgrules.effects.attached import AttachedRestriction, ControlAttached
from mtgrules.effects.attached_prevention import PreventAttached
from mtgrules.effects.base import Match
from mtgrules.effects.casting_timing import CastOnly
from mtgrules.effects.chosen_counters import EntersWithChosenCounter
from mtgrules.effects.chosen_fight import ChosenFight
from mtgrules.effects.chosen_groups import NarrowedGroupEach
from mtgrules.effects.commander import DeckAbility
from mtgrules.effects.cost_x import CostX
from mtgrules.effects.counter_changes import RemoveCounterFromPrevented
from mtgrules.effects.damage import (
    DamageCantBePrevented,
    GainLifeFromPrevented,
    ModifyDamage,
    PreventDamage,
    RedirectDamage,
)
from mtgrules.effects.damage_counters import DamageToCounters
from mtgrules.effects.damage_kept import DamageNotRemoved
from mtgrules.effects.described_damage import WordedPrevention
from mtgrules.effects.described_modify import DescribedModify, SourceWords
from mtgrules.effects.die_replacement import ExileDamagedByInsteadOfDying
from mtgrules.effects.dies_this_turn import WhenThatDiesThisTurn
from mtgrules.effects.divided_prevention import DividedShield
from mtgrules.effects.divided_x import DividedXDamage
from mtgrules.effects.exile_instead import ExileInsteadOfGraveyard
from mtgrules.effects.flash_costs import FlashCost
from mtgrules.effects.game_outcome import NoLossForLife, OutcomeLock
from mtgrules.effects.graveyard_returns import ShuffleInsteadOfGraveyard
from mtgrules.effects.hand_size import NoMaximumHandSize
from mtgrules.effects.instructions import (
    ChangeVariableLife,
    CreateEffect,
    CreateToken,
    DealVariableDamage,
    Each,
    ForEach,
    IfYouDo,
    PayLife,
    PayMana,
    PutCounters,
    Unless,
)
from mtgrules.effects.land_plays import AdditionalLandPlay
from mtgrules.effects.library import DrawThatMany
from mtgrules.effects.life import CantGainLife, CantLoseLife, LifeFloor, ModifyLifeGain
from mtgrules.effects.life_gain_loss import GainBecomesLoss
from mtgrules.effects.opening_hand import BeginOnBattlefield
from mtgrules.effects.other_prevention import (
    AttachedCreatures,
    AttachedHost,
    PreventToAndBy,
    PreventToOthers,
)
from mtgrules.effects.play_permissions import CastSelfFromGraveyard, PlayExiled
from mtgrules.effects.player_hexproof import PlayerHexproof
from mtgrules.effects.poison import PoisonedEach
from mtgrules.effects.prevented_counters import CountersForPrevented
from mtgrules.effects.redirection import ChosenSourceRedirect, WordedRedirect
from mtgrules.effects.reflexive import WhenYouDo
from mtgrules.effects.sacrifice import IfYouCant
from mtgrules.effects.spell_cost_groups import GroupSpellsCost
from mtgrules.effects.spell_costs import (
    ConditionalCostReduction,
    SpellsCostLess,
    TargetedCostReduction,
)
from mtgrules.effects.spell_targets import SpellTarget
from mtgrules.effects.targets import DividedTarget, TargetSpec
from mtgrules.effects.toughness_damage import ToughnessAssigns
from mtgrules.effects.triggers import (
    WhenAttacks,
    WhenBlocks,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenEntersBattlefield,
    WhenGainLife,
)
from mtgrules.effects.unless_costs import UnlessPaid
from mtgrules.effects.x_prevention import PreventNextX
from mtgrules.objects import Keyword
from mtgrules.resolution_counts import COUNTABLE, countable
from mtgrules.rules import trigger_events
from mtgrules.rules.activation_limits import LIMITS
from mtgrules.rules.activation_words import LIMITS as WORD_LIMITS
from mtgrules.rules.costs import parse_extra_cost
from mtgrules.rules.entering_choices import choice_problem
from mtgrules.rules.mana_triggers import triggered_mana_problem
from mtgrules.rules.speed import is_start_your_engines
from mtgrules.rules.static_abilities import static_problem

IMPLEMENTED: set[type] = {
    # instructions carried out by the engine (resolution.py, resolution_zones.py)
    *CARRIED_OUT,
    ShuffleInsteadOfGraveyard,  # a static replacement (rules/shuffle_instead.py, CR 614.1a)
    ExileInsteadOfGraveyard,  # disturb back faces (rules/exile_instead.py, CR 614.1a)
    EntersWithChosenCounter,  # chosen as it enters (rules/chosen_counters.py, CR 614.1c)
    # points of damage divided among targets (rules/divided.py, CR 601.2d)
    DividedTarget,
    FilteredPoint,  # among targets with conditions (cards/divided_targets.py)
    DividedXDamage,  # X damage divided (rules/x_divided.py: spells only, below)
    ChosenFight,  # a Fight with its words (effects/chosen_fight.py)
    EachOfTargets,  # "each of up to two target creatures" (cards/other_targets.py)
    # targets on the stack (rules/stack_targets.py, CR 115.1)
    SpellTarget,
    # trigger conditions of rules/triggers.py (and rules/trigger_events.py)
    AtBeginningOf,
    WhenAnotherEnters,
    WhenLeaves,
    WhenDies,
    WhenCast,
    EntersTapped,
    # modal spells (rules/modes.py; a modal triggered ability stays unsupported)
    ChooseModes,
    # {X} in an activated ability's cost (rules/x_costs.py)
    VariableAmount,
    WhenAttacks,
    WhenBlocks,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenEntersBattlefield,
    WhenGainLife,
    # effect templates applied by the damage and life rules
    CantGainLife,
    NoMaximumHandSize,  # CR 402.2 (rules/hand_size.py)
    PlayerHexproof,  # CR 702.11c (rules/player_hexproof.py)
    BeginOnBattlefield,  # CR 103.6a, leylines (rules/opening_hand.py)
    OutcomeLock,  # CR 104.2, 104.3 (rules/game_outcome.py)
    NoLossForLife,  # CR 104.3b, 704.5a
    DamageNotRemoved,  # CR 514.2 (effects/damage_kept.py)
    ToughnessAssigns,  # CR 510.1a (rules/combat_rules_4.py)
    DeckAbility,  # CR 903.3a, 702.124: designating commanders (rules/commander.py)
    CantLoseLife,
    DamageCantBePrevented,
    GainLifeFromPrevented,
    RemoveCounterFromPrevented,  # rules/shield_counters.py (CR 615.5)
    LifeFloor,
    ModifyDamage,
    ModifyLifeGain,
    GainBecomesLoss,  # CR 614.1a (effects/life_gain_loss.py, rules/results.py)
    PreventDamage,
    PreventNextFromChosenSource,  # the source chosen on resolution (resolution_chosen_source)
    PreventNextX,  # X fixed with the cost (rules/x_costs.fix_x)
    PreventAttached,  # on what an Aura is attached to (effects/attached_prevention.py)
    WordedPrevention,  # groups of sources / recipients (effects/described_damage.py)
    PreventAllFromChosenSource,  # all damage of a chosen source (cards/chosen_source_prevention)
    ShieldFromChosenSource,  # the next N damage of a chosen source (the same module)
    DividedShield,  # a shield divided among targets (effects/divided_prevention.py)
    DamageToCounters,  # damage replaced by counters (effects/damage_counters.py)
    ExileDamagedByInsteadOfDying,  # "exile it instead" (rules/die_replacement.py)
    RedirectDamage,
    WordedRedirect,  # redirections read from their words (effects/redirection.py)
    ChosenSourceRedirect,  # ... from a source chosen on resolution (resolution_redirection.py)
    DescribedModify,  # double / plus N for sources described by words (described_modify.py)
    CountersForPrevented,  # counters for the damage prevented (rules/prevented_counters.py)
    PreventToOthers,  # "another creature you control" (effects/other_prevention.py)
    PreventToAndBy,  # "to and dealt by ~" (the same module)
    AttachedCreatures,  # "by enchanted creatures" (the same module)
    AttachedHost,  # "to equipped creature" (the same module)
    SourceWords,  # "a Giant source", "a Cleric creature you control" (described_modify.py)
    # Auras and Equipment (rules/attachments.py)
    Enchant,
    AttachedGets,
    AttachedGrants,
    AttachedRestriction,
    ControlAttached,
    # static abilities of permanents and spells (rules/static_abilities.py)
    GroupHas,
    ConditionalStatic,
    ConditionalKeywords,
    CountedPowerToughness,
    CombatRule,
    GroupLoses,  # "lose trample and can't have or gain trample"
    EntersWithCounters,
    CantBeCountered,
    CostReduction,
    # what casting a spell costs (rules/additional_costs.py, rules/static_abilities.py)
    AdditionalCost,
    ConditionalCostReduction,
    TargetedCostReduction,
    SpellsCostLess,  # rules/spell_cost_reductions.py
    GroupSpellsCost,  # rules/spell_cost_groups.py
    FlashCost,  # rules/flash_costs.py
    CastOnly,  # CR 601.3 (rules/casting_timing.py)
    # targets and groups
    TargetSpec,
    Each,
    FilteredEach,
    DescribedEach,  # rules/target_relations.py
    TypedEach,  # cards/typed_groups.py: subtype / and_type (rules/casting.py)
    ControlledFirstEach,  # cards/controlled_first_groups.py (a FilteredEach)
    NamedEach,  # cards/named_groups.py: the source's name (rules/casting.py, CR 201.2)
    SaidGroup,  # cards/said_groups.py: "all creatures get -3/-3 until end of turn"
    TargetGroup,  # resolution.py: its targets
    NumberedTargets,  # "two target nonblack creatures" (cards/numbered_targets.py)
    TheyGroup,  # "They gain ..." (cards/they_groups.py)
    CreateTokensThatHave,  # "... tokens. They have \"...\"" (cards/token_riders.py)
    TargetsControllerEach,  # resolution_joined_damage.controlled_by_target
    NarrowedGroupEach,  # "of the chosen type" (rules/chosen_on_resolution.py)
    *THEIR_GROUPS,  # cards/their_groups.py: Each / TargetsControllerEach
    PoisonedEach,  # "each opponent who has three or more poison counters" (resolution_poison)
    OtherOpponentsEach,  # "each other opponent" (cards/trigger_player_groups.py)
    ThatPlayerControlsEach,  # "each creature that player controls"
    TargetPlayersGroup,  # "all creatures target opponent controls" (target_player_groups.py)
    AdditionalLandPlay,  # CR 305.2 (rules/land_plays.py)
}
"""Types the engine implements. Extend when the engine implements a pending instruction."""


KEYWORD_WORDS = frozenset(k.value for k in Keyword)

RULED_COUNTERS = frozenset(
    {"defense"}  # keyword, shield, stun counters (CR 122.1b-d): applied
)
"""Counters with rules of their own the engine doesn't apply yet (CR 122.1g-i). It applies
+X/+Y, keyword, shield and stun counters (CR 122.1a-d: counter_kinds.py, rules/stun_counters.py,
rules/shield_counters.py), lore counters (CR 714: rules/sagas.py) and loyalty counters (a
planeswalker's loyalty, CR 306.5b, 704.5i: rules/loyalty.py); other kinds only count
(CR 122.1)."""


_REFERENCE_NAMES = {
    THAT_PLAYER: "that player",
    ITS_CONTROLLER: "its controller",
    THAT_TARGETS_CONTROLLER: "that [type]'s controller",
    THAT_CREATURE: "that creature (of the trigger event)",
    THAT_TARGET: "that [type] (the only target)",
    TRIGGERING_OBJECT: "it (the object that triggered the ability)",
    CHOSEN_PLAYER: "the chosen player",
    THEY_PLAYER: "they / them (the event's player)",  # cards/they_player.py
    THAT_OPPONENT: "that opponent (the event's player)",  # cards/that_opponent.py
}


ENGINE_REFERENCES = frozenset(
    {
        _REFERENCE_NAMES[r]
        for r in (
            ITS_CONTROLLER,
            THAT_TARGETS_CONTROLLER,
            THAT_TARGET,
            THAT_PLAYER,
            THAT_CREATURE,
            TRIGGERING_OBJECT,
            CHOSEN_PLAYER,
            THEY_PLAYER,
            THAT_OPPONENT,
        )
    }
)
"""References the engine resolves (resolution.Resolution._refs)."""

_REF_FIELDS = frozenset({"to", "who", "on", "source", "first", "second", "what", "from_"})


def _references(value: object) -> Iterator[object]:
    """The values of an instruction's reference fields, in nested instructions too."""
    if isinstance(value, tuple):
        for item in value:
            yield from _references(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            inner = getattr(value, item.name)
            if item.name in _REF_FIELDS:
                yield inner
            if isinstance(inner, tuple) or (
                dataclasses.is_dataclass(inner) and not isinstance(inner, Match)
            ):
                yield from _references(inner)


def parts(ability: Ability) -> Iterator[object]:
    """The engine data an ability is made of: instructions, the effect templates they
    create, trigger conditions, static effects."""
    if isinstance(ability, KeywordLine):
        yield from ability.keywords
        return
    if isinstance(ability, ModalLine):
        yield ChooseModes()
        if ability.when is not None:
            yield ability.when
        for mode in ability.modes:
            yield from parts(mode)
        return
    if isinstance(ability, StaticLine):
        yield ability.effect
        then = getattr(ability.effect, "then", None)
        if then is not None:
            yield then
        return
    if isinstance(ability, ActivatedLine):
        if ability.limit is not None:
            yield ability.limit
        if ability.x:
            yield VariableAmount(name="X")
        for cost in ability.extra_costs:
            yield ExtraCost(cost)
    if isinstance(ability, EffectLine | ActivatedLine | TriggeredLine):
        yield from ability.targets
        for step in unfold(instructions(ability.sentences)):  # "If [condition], ..." too
            for name in ("to", "who", "on"):
                ref = getattr(step, name, None)
                if isinstance(ref, Each):
                    yield ref
            for value in _references(step):
                if isinstance(value, int) and value in _REFERENCE_NAMES:
                    yield EventReference(_REFERENCE_NAMES[value])
    used = {
        value
        for step in instructions(getattr(ability, "sentences", ()))
        for value in _references(step)
        if value in (THAT_PLAYER, THAT_CREATURE, TRIGGERING_OBJECT, THEY_PLAYER, THAT_OPPONENT)
    }
    if isinstance(ability, TriggeredLine) and getattr(ability.intervening, "who", "") == (
        "that player"
    ):
        used.add(THAT_PLAYER)  # "if that player has ..." (CR 603.4)
    if any(isinstance(spec, ThatPlayersTarget) for spec in getattr(ability, "targets", ())):
        used.add(THAT_PLAYER)  # "target creature that player controls" (cards/player_targets.py)
    conditions = (
        (ability.when.first, ability.when.second)
        if isinstance(ability, TriggeredLine) and isinstance(ability.when, Either)
        else (ability.when,)
        if isinstance(ability, TriggeredLine)
        else ()
    )
    for value in sorted(used):
        if not conditions or any(not _event_has(c, value) for c in conditions):
            # "that player" / "that creature" with no such player or object in the event.
            yield EventReference(f"{_REFERENCE_NAMES[value]} (not in this event)")
    if isinstance(ability, TriggeredLine):
        # "it" in an ability watching other objects is the triggering object (CR 603.7c,
        # cards/triggering_object.py), checked above like "that creature"; "~" is this one.
        if ability.intervening is not None:
            yield ability.intervening
        if isinstance(ability.when, Either):
            yield ability.when.first
            yield ability.when.second
        else:
            yield ability.when
    if isinstance(ability, EffectLine | ActivatedLine | TriggeredLine):
        for step in unfold(instructions(ability.sentences)):
            yield step
            if isinstance(step, Unless | IfYouCant | UnlessPaid):
                yield from step.then  # "[then] unless [a player] pays" (CR 118.12)
            for made in (step, *step.also) if isinstance(step, CreateToken) else ():
                if made.name:  # each description of "a Food token or a Treasure token"
                    yield PredefinedToken(made.name)
                for word in made.keywords:
                    if word not in KEYWORD_WORDS:
                        yield OtherKeyword(word)
            if isinstance(step, PutCounters) and step.kind in RULED_COUNTERS:
                yield CounterKind(step.kind)
            if isinstance(step, CreateEffect):
                yield step.effect
                then = getattr(step.effect, "then", None)
                if then is not None:
                    yield then
                for name in ("to", "from_", "who"):
                    match = getattr(step.effect, name, None)
                    ids = match.ids if isinstance(match, Match) else None
                    for ref in sorted(ids or ()):
                        if ref in _REFERENCE_NAMES:
                            yield EventReference(_REFERENCE_NAMES[ref])


EVENT_HAS: dict[int, tuple[type, ...]] = {
    # the trigger events with a player the engine gives "that player" (rules/triggers.py)
    THAT_PLAYER: (
        WhenDealsDamage,
        WhenDealtDamage,
        WhenGainLife,
        AtBeginningOf,
        WhenAttacks,
        WhenCast,
    ),
    # and those with another object it gives "that creature"
    THAT_CREATURE: (
        WhenDealsDamage,
        WhenDealtDamage,
        WhenAttacks,
        WhenBlocks,
        WhenDies,
        WhenEntersBattlefield,
    ),
}


def _event_has(condition: object, ref: int) -> bool:
    """The trigger event of ``condition`` has the player or object ``ref`` names."""
    if ref == TRIGGERING_OBJECT:
        return names_object(condition)
    if ref == THEY_PLAYER:  # "they": the event's player, as "that player" (CR 603.7c)
        ref = THAT_PLAYER
    if ref == THAT_OPPONENT:  # the event's player, always an opponent (CR 603.7c, 102.3)
        return opponents_event(condition) and _event_has(condition, THAT_PLAYER)
    if isinstance(condition, EVENT_HAS[ref]):
        return True
    if ref == THAT_PLAYER:
        return trigger_events.has_player(condition)
    return trigger_events.has_object(condition)


def _filter_missing(part: FilteredTarget) -> str | None:
    """What of a filtered target the engine doesn't check yet (colors, "up to one")."""
    for word in (part.with_keyword, part.without_keyword):
        if word and word not in KEYWORD_WORDS:
            return f"FilteredTarget (the keyword {word})"
    return None


def missing(ability: Ability) -> str | None:
    """The name of the first part of ``ability`` the engine doesn't implement, or None."""
    if isinstance(ability, ModalLine) and ability.when is not None:
        from mtgrules.cards.modal_trigger_lines import modal_trigger_problem

        return modal_trigger_problem(ability)  # CR 603.3c, 700.2 (rules/modal_triggers.py)
    if isinstance(ability, TriggeredLine):  # CR 605.4a (rules/mana_triggers.py)
        mana_problem = triggered_mana_problem(ability.when, parts(ability))
        if mana_problem is not None:
            return mana_problem
    if isinstance(ability, TriggeredLine) and any(returns_itself(p) for p in parts(ability)):
        problem = graveyard_trigger_problem(ability)  # cards/impulse_support.py
        if problem is not None:
            return problem
    if (blocked := blocker_kind_problem(ability)) is not None:
        return blocked  # "it" / "that creature" after "blocked by a Vampire" (CR 603.7c)
    for part in parts(ability):
        entering = entering_condition(part)  # "unless [condition]", "if [condition]"
        if entering is not None and condition_part_problem(entering, ability) is not None:
            return condition_part_problem(entering, ability)
        if isinstance(part, EventReference) and part.name in ENGINE_REFERENCES:
            continue
        if isinstance(part, WhenYouDo):  # CR 603.12 (cards/reflexive_support.py)
            problem = reflexive_problem(part, ability)
            if problem is not None:
                return problem
            continue
        if isinstance(part, WhenThatDiesThisTurn):  # CR 603.7c (dies_this_turn_support.py)
            problem = dies_this_turn_problem(part)
            if problem is not None:
                return problem
            continue
        if isinstance(part, XPoints):  # the engine divides X as a spell is cast (601.2d)
            if isinstance(ability, EffectLine):
                continue
            return "XPoints (X damage divided by an ability)"
        if isinstance(part, FilteredTarget):
            reason = _filter_missing(part)
            if reason is not None:
                return reason
            continue
        if isinstance(part, OtherKeyword):
            if is_partner(part):
                continue  # CR 702.124h: designating commanders (rules/commander.py)
            if is_equip(part):
                continue  # CR 702.6a: an activated ability (cards/attachment_abilities.py)
            if expands(part) or is_cycling(part) or is_echo(part) or is_ward(part):
                continue  # played as its abilities (cards/keyword_abilities.py)
            if is_outlast(part):
                continue  # an activated ability (cards/counter_keywords.py, CR 702.107a)
            if typecycling_search(part) is not None:
                continue  # typecycling, from the hand (CR 702.29e)
            if is_casting_keyword(part):
                continue  # how or from where it is cast (rules/alternative_casting.py)
            if is_face_down_keyword(part):
                continue  # cast face down, turned face up (rules/face_down.py)
            if is_unearth(part):
                continue  # from the graveyard (cards/unearth.py, CR 702.84a)
            if is_zone_ability(part) or is_dredge(part):
                continue  # transmute, scavenge, dredge (cards/zone_abilities.py)
            if is_start_your_engines(part):
                continue  # a static ability and the player's speed (rules/speed.py)
            return f"the keyword {part.name}"
        if isinstance(part, FilteredEach):
            for word in (part.with_keyword, part.without_keyword):
                if word and word not in KEYWORD_WORDS:
                    return f"FilteredEach (the keyword {word})"
        if isinstance(part, ForEach):
            problem = countable(part.per)
            if problem is None and not isinstance(part.step, COUNTABLE):
                problem = type(part.step).__name__
            if problem is None and part.form == THAT_MANY:  # CR 603.2: the event's amount
                problem = that_many_problem(ability)
            if problem is None:  # "where X is its power" (cards/amounts_3_support.py)
                problem = object_value_problem(part.per, ability)
            if problem is not None:
                return f"ForEach ({problem})"
        if isinstance(part, WhenOther):
            if trigger_events.known(part):
                continue
            return f"WhenOther ({part.event})"
        if is_condition_part(part):  # CR 603.4, 602.5b, 608.2c (cards/build_conditions.py)
            problem = condition_part_problem(part, ability)
            if problem is not None:
                return problem
            continue
        if isinstance(part, ActivationLimit):
            if part.limit not in LIMITS | WORD_LIMITS:  # rules/activation_words.py
                return f"ActivationLimit ({part.limit})"
            continue
        if isinstance(part, PredefinedToken):
            if part.name not in PREDEFINED:
                return f"PredefinedToken ({part.name})"
            continue
        if isinstance(part, PayMana | PayLife | IfYouDo):
            problem = optional_problem(part, ability)
            if problem is not None:
                return problem
        if isinstance(part, CastSelfFromGraveyard):  # CR 601.2a (rules/play_permissions.py)
            problem = graveyard_cast_problem(part)
            if problem is not None:
                return problem
            continue
        if isinstance(part, PlayExiled):  # CR 611.2a (cards/impulse_support.py)
            problem = impulse_problem(part, ability)
            if problem is not None:
                return problem
            continue
        if isinstance(part, DrawThatMany):  # CR 603.2 (cards/library_support.py)
            problem = library_problem(part, ability)
            if problem is not None:
                return problem
            continue
        if (problem := reveal_problem(part, ability)) is not None:
            return problem  # "mills that many cards" (cards/reveal_support.py, CR 603.2)
        if (problem := that_many_card_problem(part, ability)) is not None:
            return problem  # "discards that many cards" (cards/render_that_many_cards.py)
        if (problem := end_of_combat_problem(part, ability)) is not None:
            return problem  # "destroy that creature at end of combat" (CR 603.7c)
        for group in (getattr(part, "to", None), getattr(part, "who", None)):
            if (problem := other_opponents_problem(group, ability)) is not None:
                return problem  # "each other opponent" (cards/trigger_player_groups.py)
        if (problem := result_problem(part, ability)) is not None:
            return problem  # "equal to the result" after no roll (cards/random_support.py)
        if isinstance(part, CostX):  # "draw X cards" (cards/cost_x_support.py, CR 107.3a)
            problem = cost_x_problem(ability)
            if problem is not None:
                return problem
            continue
        if isinstance(part, DealVariableDamage | ChangeVariableLife):
            problem = amount_problem(part, ability, trigger_has_object(ability))
            if problem is not None:
                return problem
            continue
        if isinstance(part, ExtraCost):
            if parse_extra_cost(part.cost) is not None or part.cost in SELF_ZONE_COSTS:
                continue  # paid as it is activated (rules/costs.py, cards/casting_keywords.py)
            return f"ExtraCost ({part.cost})"
        if isinstance(part, EntersWithCounters) and part.kind in RULED_COUNTERS:
            return f"CounterKind ({part.kind})"
        if isinstance(part, ChooseAsEnters):  # CR 614.12 (rules/entering_choices.py)
            problem = choice_problem(part)
            if problem is not None:
                return problem
            continue
        if isinstance(
            part, AdditionalCost | ConditionalCostReduction | TargetedCostReduction | CastOnly
        ):
            problem = spell_cost_problem(part, ability)  # cards/build_spell_costs.py
            if problem is not None:
                return problem
            continue
        if isinstance(part, GroupSpellsCost):  # cards/build_spell_cost_groups.py
            problem = group_cost_problem(part)
            if problem is not None:
                return problem
            continue
        if isinstance(part, AlternativeCost | SpellsCostMore | CostLessByX | OptionalCost):
            problem = costs_4_problem(part, ability)  # cards/build_costs_4.py
            if problem is not None:
                return problem
            continue
        problem = static_problem(part)
        if problem is not None:
            return problem
        if type(part) not in IMPLEMENTED and not isinstance(part, Keyword):
            return type(part).__name__
    return None
