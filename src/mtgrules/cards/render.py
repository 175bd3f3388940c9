"""Compiled abilities back to Oracle text, from the data alone (DESIGN principle 3).

The round-trip check compares this rendering with the card's Oracle text (both in the form
of :func:`mtgrules.cards.text.comparable`): if the compiler dropped or changed a word, they
differ. Self-references render as ``~``, or "it" for a later mention as a subject.

>>> from mtgrules.cards.grammar import parse_line
>>> render_ability(parse_line("target creature gets +3/+3 and gains trample until end of turn."))
'Target creature gets +3/+3 and gains trample until end of turn.'
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.cards.abilities import (
    Ability,
    ActivatedLine,
    Bullet,
    ChapterLine,
    ClassLevelLine,
    Condition,
    EffectLine,
    Either,
    KeywordLine,
    LevelLine,
    ModalHeader,
    ModalLine,
    PrototypeLine,
    RestrictionLine,
    StaticLine,
)
from mtgrules.cards.build_counter_changes import PREVENT_REMOVE
from mtgrules.cards.build_opening_hand import opening_hand_words
from mtgrules.cards.build_player_hexproof import player_hexproof_words
from mtgrules.cards.build_spell_phrases import join_protections
from mtgrules.cards.granted_abilities import AttachedGrants, granted_text, render_quoted
from mtgrules.cards.mana import NO_COST
from mtgrules.cards.model import Cost, Restriction
from mtgrules.cards.pending import (
    AdditionalCost,
    AtBeginningOf,
    AttachedGets,
    CantBeCountered,
    ChooseAsEnters,
    CombatRule,
    ConditionalKeywords,
    ConditionalStatic,
    CostReduction,
    CountedPowerToughness,
    Enchant,
    EntersTapped,
    EntersWithCounters,
    GroupHas,
    GroupLoses,
    OtherKeyword,
    WhenAnotherEnters,
    WhenCast,
    WhenDies,
    WhenLeaves,
    WhenOther,
)
from mtgrules.cards.render_activation_words import (
    MAX_SPEED_LABEL,
    exert_trigger,
    limited,
    max_speed_trigger,
)
from mtgrules.cards.render_auras import kept_rider, protection_words
from mtgrules.cards.render_casting_timing import cast_only_words
from mtgrules.cards.render_conditions import condition_words, entering_if
from mtgrules.cards.render_costs_4 import costs_4_words
from mtgrules.cards.render_counter_changes import entering_counted_words, prevent_remove_words
from mtgrules.cards.render_damage_life import x_value_words
from mtgrules.cards.render_effects import (
    _PLAYERS,
    _SELF_MATCH,
    _YOUR_CREATURES,
    RenderError,
    _capital,
    _Context,
    _controller_suffix,
    _counted,
    _keywords,
    _pt,
)
from mtgrules.cards.render_graveyard_returns import SHUFFLE_INSTEAD_WORDS
from mtgrules.cards.render_impulse import graveyard_static_text
from mtgrules.cards.render_land_plays import land_play_static
from mtgrules.cards.render_replacement import damage_static_text
from mtgrules.cards.render_sentences import _sentences, _x_pt
from mtgrules.cards.render_spell_cost_groups import group_cost_words
from mtgrules.cards.render_statics import (
    conditioned_group_text,
    group_loses_text,
    group_subject,
)
from mtgrules.cards.render_statics_3 import outcome_words
from mtgrules.cards.render_statics_4 import attached_condition_text, attached_rules_text
from mtgrules.cards.render_statics_5 import (
    attached_base_text,
    during_your_turn,
    listed_with_granted,
    ruled_keywords_text,
)
from mtgrules.cards.render_triggers_6 import triggers_once_each_turn
from mtgrules.cards.vocabulary import (
    counters_phrase,
    group_noun,
    kinds_words,
)
from mtgrules.effects.alternative_costs import (  # CR 118.8, 118.9, 601.2f
    AlternativeCost,
    CostLessByX,
    OptionalCost,
    SpellsCostMore,
)
from mtgrules.effects.attached import (
    AttachedRestriction,
    ControlAttached,
    attached_trigger_words,
    restriction_words,
)
from mtgrules.effects.base import PLAYER, ControlsA, Effect, Match, Who
from mtgrules.effects.casting_timing import CastOnly
from mtgrules.effects.chosen_counters import EntersWithChosenCounter, chosen_counter_words
from mtgrules.effects.commander import DeckAbility
from mtgrules.effects.damage import DamageCantBePrevented, PreventDamage
from mtgrules.effects.exile_instead import EXILE_INSTEAD_WORDS, ExileInsteadOfGraveyard
from mtgrules.effects.flash_costs import FlashCost
from mtgrules.effects.graveyard_returns import ShuffleInsteadOfGraveyard
from mtgrules.effects.hand_size import NoMaximumHandSize
from mtgrules.effects.life import CantGainLife, LifeFloor, ModifyLifeGain
from mtgrules.effects.life_gain_loss import GAIN_BECOMES_LOSS_WORDS, OPPONENTS, GainBecomesLoss
from mtgrules.effects.spell_cost_groups import GroupSpellsCost
from mtgrules.effects.spell_costs import (
    ConditionalCostReduction,
    SpellsCostLess,
    TargetedCostReduction,
)
from mtgrules.effects.toughness_damage import ToughnessAssigns, toughness_assigns_text
from mtgrules.effects.triggers import (
    WhenAttacks,
    WhenBlocks,
    WhenDealsDamage,
    WhenDealtDamage,
    WhenEntersBattlefield,
    WhenGainLife,
)
from mtgrules.objects import CardType, Keyword
from mtgrules.rules.combat_rules_4 import WHERE_X
from mtgrules.rules.entering_choices import CHOSEN_COLOR
from mtgrules.rules.exert import is_exert_self
from mtgrules.rules.lesser_power_blocks import LESSER_POWER
from mtgrules.rules.lesser_power_blocks import WORDS as LESSER_POWER_WORDS

__all__ = ["RenderError", "render_abilities", "render_ability"]


def _cost(cost: Cost, x: int = 0, extra: Sequence[str] = ()) -> str:
    parts = []
    if cost.mana != NO_COST or x:
        parts.append("{X}" * x + (str(cost.mana) if cost.mana != NO_COST else ""))
    if cost.tap:
        parts.append("{T}")
    if cost.life:
        parts.append(f"Pay {cost.life} life")
    if cost.sacrifice_self:
        parts.append("Sacrifice ~")
    parts.extend(extra)
    # CR 118.5 (2011: 117.5): a cost of no mana and nothing else is written {0}.
    return ", ".join(parts) if parts else "{0}"


def _condition(when: Condition) -> str:
    attached = attached_trigger_words(when)
    if attached is not None:
        return attached
    if isinstance(when, Either) and when.both:
        second = _condition(when.second)
        return f"{_condition(when.first)} and {second[0].lower()}{second[1:]}"
    if isinstance(when, Either):
        first = _condition(when.first)
        second = _condition(when.second).split(" ")[-1]
        return f"Whenever {first.split(' ', 1)[1]} or {second}"
    if isinstance(when, WhenAttacks) and when.who == _SELF_MATCH:
        return "Whenever ~ attacks"
    if isinstance(when, WhenAttacks) and when.who == _YOUR_CREATURES:
        return "Whenever a creature you control attacks"
    if (
        isinstance(when, WhenDealsDamage)
        and when.from_ == _YOUR_CREATURES
        and when.combat_only
        and when.to_player_only
    ):
        return "Whenever a creature you control deals combat damage to a player"
    if isinstance(when, WhenBlocks) and when.who == _SELF_MATCH:
        return "Whenever ~ blocks"
    if isinstance(when, WhenDealsDamage) and when.from_ == _SELF_MATCH:
        combat = "combat " if when.combat_only else ""
        player = " to a player" if when.to_player_only else ""
        return f"Whenever ~ deals {combat}damage{player}"
    if isinstance(when, WhenDealtDamage) and when.to == _SELF_MATCH and not when.combat_only:
        return "Whenever ~ is dealt damage"
    if isinstance(when, WhenGainLife) and when.who == Match.you():
        return "Whenever you gain life"
    if isinstance(when, WhenEntersBattlefield) and when.who == _SELF_MATCH:
        return "When ~ enters"
    if isinstance(when, WhenEntersBattlefield) and when.who.ids is None and when.who.kinds:
        suffix = {Who.YOU: " you control", Who.ANY: ""}.get(when.who.controller)
        if suffix is not None:
            noun = group_noun(when.who.kinds)
            article = "an" if noun[0] in "aeiou" else "a"
            return f"Whenever {article} {noun}{suffix} enters"
    if isinstance(when, WhenDies) and when.who == _SELF_MATCH:
        return "When ~ dies"
    if isinstance(when, WhenAnotherEnters) and when.who.controller is Who.YOU and when.who.kinds:
        return f"Whenever another {group_noun(when.who.kinds)} you control enters"
    if isinstance(when, AtBeginningOf):
        if when.step == "combat on your turn":
            return "At the beginning of combat on your turn"
        if when.wording.startswith("of "):  # "of enchanted creature's controller"
            return f"At the beginning of the {when.step} {when.wording}"
        whose = (
            when.wording
            or {
                Who.YOU: "your",
                Who.ANY: "each",
                Who.OPPONENT: "each opponent's",
            }[when.whose]
        )
        return f"At the beginning of {whose} {when.step}"
    if isinstance(when, WhenLeaves) and when.who == _SELF_MATCH:
        return "When ~ leaves the battlefield"
    if isinstance(when, WhenCast):
        who = {Who.YOU: "you cast", Who.ANY: "a player casts", Who.OPPONENT: "an opponent casts"}[
            when.whose
        ]
        if when.non:
            return f"Whenever {who} a non{when.non} spell"
        if when.color == CHOSEN_COLOR:  # CR 614.12 (rules/entering_choices.py)
            return f"Whenever {who} a spell of the chosen color"
        if when.color:
            return f"Whenever {who} a {when.color} spell"
        if when.kinds == frozenset({"instant", "sorcery"}):
            return f"Whenever {who} an instant or sorcery spell"
        if when.kinds is not None and len(when.kinds) == 1:
            (kind,) = tuple(when.kinds)
            return f"Whenever {who} a{'n' if kind[0] in 'aeiou' else ''} {kind} spell"
        if when.kinds is None:
            return f"Whenever {who} a spell"
    if isinstance(when, WhenOther):
        once = when.event in _ONCE_EVENTS if when.once is None else when.once
        return f"{'When' if once else 'Whenever'} {when.event}"
    raise RenderError(f"no words for {when}")


_ONCE_EVENTS = frozenset(
    {
        "you cast ~",
        "~ is put into a graveyard from the battlefield",
        "~ is turned face up",
        "you cycle ~",
        "enchanted creature dies",
        "~ enters or leaves the battlefield",
        "~ is put into a graveyard from anywhere",
        "enchanted creature is dealt damage",
        "~ becomes monstrous",
        "~ enters or dies",
    }
)
"""Events whose trigger is worded "When" rather than "Whenever"."""


_CHOICES = {(1, 1): "one", (2, 2): "two", (3, 3): "three", (1, 2): "one or both"}


_CHOICES[(1, 99)] = "one or more"


_RESTRICTIONS = {
    (Restriction.CANT_BLOCK,): "~ can't block.",
    (Restriction.CANT_ATTACK,): "~ can't attack.",
    (Restriction.CANT_ATTACK, Restriction.CANT_BLOCK): "~ can't attack or block.",
    (Restriction.EXTRA_BLOCK,): "~ can block an additional creature each combat.",
}


def _static(effect: Effect) -> str:
    if isinstance(effect, DeckAbility):  # CR 903.3a, 702.124 (cards/build_commander.py)
        return effect.words
    replacement = damage_static_text(effect)  # "If a source would deal damage to ..."
    if replacement is not None:
        return replacement
    from_graveyard = graveyard_static_text(effect)  # render_impulse.py
    if from_graveyard is not None:
        return from_graveyard
    if isinstance(effect, ShuffleInsteadOfGraveyard):  # CR 614.1a (rules/shuffle_instead.py)
        return SHUFFLE_INSTEAD_WORDS
    if isinstance(effect, ExileInsteadOfGraveyard):  # CR 614.1a (rules/exile_instead.py)
        return EXILE_INSTEAD_WORDS
    if isinstance(effect, GainBecomesLoss) and effect.who == OPPONENTS:  # CR 614.1a
        return GAIN_BECOMES_LOSS_WORDS
    if (
        isinstance(effect, ModifyLifeGain)
        and effect.who == Match.you()
        and effect.multiplier == 2
        and not effect.plus
    ):
        return "If you would gain life, you gain twice that much life instead."
    if (
        isinstance(effect, ModifyLifeGain)
        and effect.who == Match.you()
        and effect.multiplier == 1
        and effect.plus > 0
    ):
        return f"If you would gain life, you gain that much life plus {effect.plus} instead."
    if (
        isinstance(effect, LifeFloor)
        and effect.who == Match.you()
        and effect.condition == ControlsA(card_type=CardType.CREATURE)
    ):
        return (
            "If you control a creature, damage that would reduce your life total to less "
            f"than {effect.floor} reduces it to {effect.floor} instead."
        )
    if (
        isinstance(effect, PreventDamage)
        and effect.amount is None
        and effect.from_ is None
        and effect.combat is not False
        and not effect.next_time
        and effect.then is None
        and effect.to in (_SELF_MATCH, Match.you())
    ):
        combat = "combat " if effect.combat else ""
        who = "~" if effect.to == _SELF_MATCH else "you"
        return f"Prevent all {combat}damage that would be dealt to {who}."
    if (outcome := outcome_words(effect)) is not None:  # render_statics_3.py (CR 104.2-3)
        return outcome
    if (land_plays := land_play_static(effect)) is not None:  # CR 305.2
        return land_plays
    if (opening := opening_hand_words(effect)) is not None:  # CR 103.6a (leylines)
        return opening
    if (hexproof := player_hexproof_words(effect)) is not None:  # CR 702.11c
        return hexproof
    if isinstance(effect, NoMaximumHandSize):  # CR 402.2
        if effect.who == Match.you():
            return "You have no maximum hand size."
        if effect.who == Match(kinds=_PLAYERS):
            return "Players have no maximum hand size."
    if isinstance(effect, CantGainLife):
        if effect.who == Match(kinds=_PLAYERS):
            return "Players can't gain life."
        if effect.who == Match(kinds=_PLAYERS, controller=Who.OPPONENT):
            return "Your opponents can't gain life."
    if isinstance(effect, DamageCantBePrevented) and effect == DamageCantBePrevented(
        duration=effect.duration, text=effect.text
    ):
        return "Damage can't be prevented."
    if isinstance(effect, EntersTapped):
        if effect.unless_pay_life:
            return (
                f"As ~ enters, you may pay {effect.unless_pay_life} life. If you don't, it "
                "enters tapped."
            )
        if effect.unless is not None:
            return f"~ enters tapped unless {condition_words(effect.unless)}."
        return "~ enters tapped."
    if isinstance(effect, EntersWithChosenCounter):  # CR 614.1c (effects/chosen_counters.py)
        return chosen_counter_words(effect)
    if isinstance(effect, EntersWithCounters):
        counters = counters_phrase(effect.count, effect.kind)
        if effect.per is not None:  # rules/x_counters.py
            return entering_counted_words(effect, counters)
        if effect.x:
            return f"~ enters with X {effect.kind} counters on it."
        if effect.condition is not None:  # cards/render_conditions.py
            return entering_if(effect.condition, counters)
        return f"~ enters with {counters} on it."
    if isinstance(effect, AdditionalCost):
        return f"As an additional cost to cast ~, {effect.cost}."
    if isinstance(effect, CastOnly):  # CR 601.3 (rules/casting_timing.py)
        return cast_only_words(effect)
    if isinstance(effect, AlternativeCost | SpellsCostMore | CostLessByX | OptionalCost):
        return costs_4_words(effect)  # cards/render_costs_4.py
    if isinstance(effect, CostReduction):
        return f"~ costs {effect.mana} less to cast for each {_counted(effect.per)}."
    if isinstance(effect, ConditionalCostReduction):  # CR 601.2f (rules/static_abilities.py)
        condition = condition_words(effect.condition)
        if effect.leading:
            return f"If {condition}, ~ costs {effect.mana} less to cast."
        return f"~ costs {effect.mana} less to cast if {condition}."
    if isinstance(effect, FlashCost):  # CR 601.2f (rules/flash_costs.py)
        return effect.words
    if isinstance(effect, GroupSpellsCost):  # CR 601.2f (rules/spell_cost_groups.py)
        return group_cost_words(effect)
    if isinstance(effect, SpellsCostLess):  # CR 601.2f (rules/spell_cost_reductions.py)
        return effect.words
    if isinstance(effect, TargetedCostReduction):  # CR 601.2f (rules/spell_cost_reductions.py)
        return f"~ costs {effect.mana} less to cast if it targets {effect.words}."
    if isinstance(effect, ChooseAsEnters):
        return f"As ~ enters, choose {effect.what}."
    if isinstance(effect, ConditionalKeywords):
        keywords = _keywords([Keyword(k) for k in effect.keywords])
        if effect.condition == "during your turn":
            return f"During your turn, ~ has {keywords}."
        return f"~ has {keywords} {effect.condition}."
    if isinstance(effect, ConditionalStatic):
        return _conditional_static(effect)
    if isinstance(effect, CountedPowerToughness):
        if effect.form == WHERE_X:  # "~ gets -X/-X, where X is your life total."
            return f"~ gets {_x_pt(effect.power, effect.toughness)}, where X is " + (
                f"{x_value_words(effect.per)}."
            )
        if effect.form == "gets" and (effect.power or effect.toughness):
            pt = _pt(effect.power, effect.toughness)
            return f"~ gets {pt} for each {_counted(effect.per)}."
        number = f"equal to the number of {_counted(effect.per, plural=True)}"
        if effect.form == "each" and not (effect.power or effect.toughness):
            return f"~'s power and toughness are each {number}."
        if effect.form == "power" and not (effect.power or effect.toughness):
            return f"~'s power is {number}."
        raise RenderError(f"no words for {effect}")
    if isinstance(effect, GroupLoses):
        loses = group_loses_text(effect)  # render_statics.py
        if loses is None:
            raise RenderError(f"no words for {effect}")
        return loses
    if isinstance(effect, CombatRule):
        if effect.rule == "may assign its combat damage as though it weren't blocked":
            return "You may have ~ assign its combat damage as though it weren't blocked."
        if effect.rule == "may be exerted as it attacks":
            return "You may exert ~ as it attacks."
        if effect.rule == LESSER_POWER:  # rules/lesser_power_blocks.py (CR 509.1b)
            return LESSER_POWER_WORDS
        return f"~ {effect.rule}."
    if isinstance(effect, CantBeCountered):
        return "~ can't be countered."
    if isinstance(effect, Enchant):
        if effect.filter is not None:
            return _capital(effect.filter.text)  # "Enchant nonland permanent" (build_auras)
        if effect.kinds == {PLAYER} and effect.whose is Who.OPPONENT:
            return "Enchant opponent"
        return _capital(
            f"enchant {kinds_words(effect.kinds)}"
            + _controller_suffix(effect.whose, plural_owner=False)
        )
    if isinstance(effect, ControlAttached):
        return f"You control {effect.attachment} {effect.noun}."
    if isinstance(effect, AttachedRestriction):
        words = restriction_words(effect.restrictions)
        return _capital(f"{effect.attachment} {effect.noun} {words}.")
    if isinstance(effect, AttachedGrants):
        return granted_text(effect)  # cards/granted_abilities.py
    if isinstance(effect, AttachedGets) and len(effect.rules) == 1 and len(effect.keywords) == 1:
        if effect.per is not None or effect.condition is not None or effect.base is not None:
            raise RenderError(f"no words for {effect}")
        listed = _keywords([Keyword(k) for k in effect.keywords])
        return ruled_keywords_text(effect, listed)  # render_statics_5.py (CR 701.15a, 508.1d)
    if isinstance(effect, AttachedGets) and effect.rules:
        return attached_rules_text(effect)  # render_statics_4.py (CR 510.1a, 509.1b)
    if isinstance(effect, ToughnessAssigns):
        return toughness_assigns_text(effect)  # CR 510.1a
    if isinstance(effect, AttachedGets) and effect.base is not None:  # CR 613.4b
        if effect.power or effect.toughness or effect.condition or effect.during_your_turn:
            raise RenderError(f"no words for {effect}")
        listed = _keywords([Keyword(k) for k in effect.keywords]) if effect.keywords else ""
        return attached_base_text(effect, listed)  # render_statics_5.py
    if isinstance(effect, AttachedGets | GroupHas):
        if isinstance(effect, AttachedGets):
            subject, singular = f"{effect.attachment} {effect.noun}", True
        else:
            group = group_subject(effect)  # render_statics.py
            if group is None:
                raise RenderError(f"no words for {effect}")
            subject, singular = group, bool(effect.with_counter)  # "each creature ... has"
        keywords = _keywords([Keyword(k) for k in effect.keywords]) if effect.keywords else ""
        keywords = protection_words(effect.keywords) or keywords  # cards/render_auras.py
        gets, has = ("gets", "has") if singular else ("get", "have")
        if effect.power or effect.toughness:
            text = f"{subject} {gets} {_pt(effect.power, effect.toughness)}"
            if isinstance(effect, AttachedGets) and effect.per is not None:
                text += f" for each {_counted(effect.per)}"  # "for each Swamp you control"
            if keywords:
                text += f" and {has} {keywords}"
        elif keywords and isinstance(effect, GroupHas) and effect.granted:
            text = f"{subject} {has} {listed_with_granted(effect.keywords, effect.granted)}"
        elif keywords:
            text = f"{subject} {has} {keywords}"
        elif isinstance(effect, GroupHas) and effect.granted:
            quoted = " and ".join(render_quoted(q) for q in effect.granted)
            return _capital(f"{subject} {has} {quoted}") + "."  # "... have "{T}: ...""
        else:
            raise RenderError(f"no words for {effect}")
        rider = kept_rider(effect) if isinstance(effect, AttachedGets) else ""
        if isinstance(effect, AttachedGets) and effect.during_your_turn:
            text = f"during your turn, {text}"  # CR 611.3a
        if isinstance(effect, AttachedGets) and effect.condition is not None:
            return attached_condition_text(effect, text) + rider  # render_statics_4.py
        if isinstance(effect, GroupHas) and effect.condition is not None:
            text = conditioned_group_text(effect, text)  # render_statics.py, CR 611.3a
        return _capital(text) + "." + rider
    raise RenderError(f"no words for {effect}")


def _conditional_static(effect: ConditionalStatic) -> str:
    keywords = _keywords([Keyword(k) for k in effect.keywords]) if effect.keywords else ""
    if effect.granted:  # "has vigilance and "{T}: ..."" (CR 613.1f; build_self_quoted.py)
        quoted = " and ".join(render_quoted(q) for q in effect.granted)
        keywords = f"{keywords} and {quoted}" if keywords else quoted
    if effect.power or effect.toughness:
        text = f"~ gets {_pt(effect.power, effect.toughness)}"
        if keywords:
            text += f" and has {keywords}"
    elif keywords:
        text = f"~ has {keywords}"
    elif effect.not_creature:
        text = "~ isn't a creature"  # CR 613.1d
    elif effect.unless:  # "~ can't attack or block unless ..." (CR 508.1c, 509.1b)
        words = "can't attack or block" if len(effect.unless) == 2 else effect.unless[0]
        return f"~ {words} unless {condition_words(effect.condition)}."
    else:
        raise RenderError(f"no words for {effect}")
    if effect.condition.form == MAX_SPEED_LABEL:  # "Max speed — ~ has lifelink." (CR 702.179)
        return f"Max speed — {text}."
    if during_your_turn(effect.condition):  # CR 611.3a (cards/render_statics_5.py)
        return f"During your turn, {text}."
    condition = condition_words(effect.condition)  # cards/render_conditions.py
    if effect.leading:
        return f"As long as {condition}, {text}."
    return f"{text} as long as {condition}."


def render_ability(ability: Ability) -> str:
    """One ability as one line of Oracle text."""
    if isinstance(ability, KeywordLine):
        words = [k.words if isinstance(k, OtherKeyword) else k.value for k in ability.keywords]
        if ability.separator == ", ":  # "protection from black and from red" (CR 702.16a)
            words = join_protections(words)
        text = _capital(ability.separator.join(words))
        text = text.replace("—pay", "—Pay").replace("—discard", "—Discard")
        if "—" not in text or text.endswith("}"):  # "Suspend 4—{1}{R}" (CR 702.62a)
            return text
        return text + "."  # "Ward—Pay 2 life.", "Ward—Discard a card."
    if isinstance(ability, RestrictionLine):
        restriction = _RESTRICTIONS.get(ability.restrictions)
        if restriction is None:
            raise RenderError(f"no words for {ability}")
        return restriction
    if isinstance(ability, StaticLine):
        if ability.form == PREVENT_REMOVE:  # cards/render_counter_changes.py (CR 615.5)
            return prevent_remove_words(ability.effect)
        if ability.form == "if":
            text = _static(ability.effect)
            prefix, combat = "Prevent all damage that would be dealt to ", "combat"
            if not text.startswith(prefix) or combat in text:
                raise RenderError(f"no 'if' form for {ability.effect}")
            return f"If damage would be dealt to {text[len(prefix) : -1]}, prevent that damage."
        if ability.form == "all":  # "All Slivers have "..."" (cards/build_granted.py)
            return f"All {_static(ability.effect)}"
        return _static(ability.effect)
    if isinstance(ability, EffectLine):
        return _sentences(ability.sentences, _Context(ability.targets))
    if isinstance(ability, ChapterLine):  # CR 714.2b-c (cards/sagas.py)
        return f"{ability.numerals} — {render_ability(ability.effect)}"
    if isinstance(ability, PrototypeLine):  # CR 702.160a (cards/prototypes.py)
        return f"Prototype {ability.cost} — {ability.power}/{ability.toughness}"
    if isinstance(ability, ClassLevelLine):  # CR 716.2a, 716.4 (cards/classes.py)
        becomes = render_ability(ability.becomes) if ability.becomes is not None else ""
        when = f"When ~ becomes level {ability.level}, {becomes[:1].lower()}{becomes[1:]}"
        lines = [f"{ability.cost}: Level {ability.level}", *([when] if becomes else [])]
        return "\n".join([*lines, *(render_ability(a) for a in ability.abilities)])
    if isinstance(ability, LevelLine):  # CR 711.2a-b (cards/levelers.py)
        levels = f"{ability.low}+" if ability.high is None else f"{ability.low}-{ability.high}"
        lines = [f"LEVEL {levels}", f"{ability.power}/{ability.toughness}"]
        return "\n".join([*lines, *(render_ability(a) for a in ability.abilities)])
    if isinstance(ability, ModalHeader | ModalLine):
        choice = _CHOICES.get((ability.minimum, ability.maximum))
        if choice is None:
            raise RenderError(f"no words for choosing {ability.minimum}-{ability.maximum}")
        header = f"Choose {choice} —"
        if ability.when is not None:
            header = _condition(ability.when) + ", c" + header[1:]
        if isinstance(ability, ModalHeader):
            return header
        return "\n".join([header, *(render_ability(Bullet(mode)) for mode in ability.modes)])
    if isinstance(ability, Bullet):
        return "• " + _sentences(ability.mode.sentences, _Context(ability.mode.targets))
    if isinstance(ability, ActivatedLine):
        if ability.loyalty is not None:
            n = ability.loyalty
            cost = f"[{'+' if n > 0 else ''}{n}]".replace("-", "\u2212")
            if ability.x:  # "[−X]" (rules/loyalty.py)
                cost = "[\u2212X]"
        else:
            cost = _cost(ability.cost, ability.x, ability.extra_costs)
        ctx = _Context(ability.targets, self_named=ability.cost.sacrifice_self)
        text = f"{cost}: " + _sentences(ability.sentences, ctx)
        return limited(text, ability.limit)  # CR 602.5b (render_activation_words.py)
    if ability.once_each_turn:
        return triggers_once_each_turn(ability, render_ability)  # CR 603.2
    if ability.intervening is not None and ability.intervening.form == MAX_SPEED_LABEL:
        return max_speed_trigger(ability, render_ability)  # CR 702.179
    if is_exert_self(ability.when):
        return exert_trigger(ability, render_ability)  # CR 701.43a
    condition = _condition(ability.when)
    if ability.form == "the battlefield" and condition == "When ~ enters":
        condition = "When ~ enters the battlefield"
    elif ability.form:
        raise RenderError(f"no form {ability.form!r} for {condition}")
    ctx = _Context(ability.targets, self_named="~" in condition)
    if ability.intervening is not None:
        condition += f", if {condition_words(ability.intervening)}"  # CR 603.4
    lead = condition + ", " + ("you may " if ability.optional else "")
    return _sentences(ability.sentences, ctx, lead=lead)


def render_abilities(abilities: Sequence[Ability]) -> str:
    """A card's text: one line per ability."""
    return "\n".join(render_ability(a) for a in abilities)
