"""Instructions rendered as clauses and sentences of Oracle text, from the compiled data
alone (see :mod:`mtgrules.cards.render`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from mtgrules.cards.additional_draws import additional_cards
from mtgrules.cards.attack_refs import ATTACK_REFS
from mtgrules.cards.controlled_first_groups import (
    controlled_first_words as controlled_first_each_words,
)
from mtgrules.cards.controlled_targets import controlled_first_words
from mtgrules.cards.creature_types import plural as subtype_plural
from mtgrules.cards.damaged_refs import DAMAGED_THIS_WAY
from mtgrules.cards.numbered_targets import NumberedTargets, numbered_words
from mtgrules.cards.other_targets import (
    EachOfTargets,
    UpToOneOtherTarget,
    each_of_targets_words,
    other_target_words,
)
from mtgrules.cards.owner_refs import ITS_OWNER
from mtgrules.cards.pending import (
    CHOSEN_PLAYER,
    ITS_CONTROLLER,
    THAT_CREATURE,
    THAT_PLAYER,
    THAT_TARGET,
    THAT_TARGETS_CONTROLLER,
    TRIGGERING_OBJECT,
    Counted,
    FilteredEach,
    FilteredTarget,
    OtherEach,
    PreventNextFromChosenSource,
)
from mtgrules.cards.player_again import PLAYERS_AGAIN
from mtgrules.cards.player_targets import ThatPlayersTarget, that_players_words
from mtgrules.cards.qualified_targets import QualifiedTarget, qualified_words
from mtgrules.cards.render_amounts_3 import counted_3_words
from mtgrules.cards.render_choices_2 import chosen_counted_words, narrowed_group_words
from mtgrules.cards.render_countering import unless_words
from mtgrules.cards.render_poison import poisoned_each_words
from mtgrules.cards.render_prevented_counters import counters_prevented_text
from mtgrules.cards.render_replacement import created_damage_text
from mtgrules.cards.render_returns import return_words
from mtgrules.cards.subtype_series import SeriesTarget
from mtgrules.cards.target_descriptions import (
    DescribedEach,
    DescribedTarget,
    TargetGroup,
    described_words,
    group_words,
)
from mtgrules.cards.that_opponent import words as that_opponent_words
from mtgrules.cards.they_groups import TheyGroup
from mtgrules.cards.they_player import THEY_PLAYER
from mtgrules.cards.they_player import words as they_words
from mtgrules.cards.trigger_player_groups import (
    THAT_PLAYER_CONTROLS,
    OtherOpponentsEach,
    ThatPlayerControlsEach,
)
from mtgrules.cards.trigger_player_groups import WORDS as OTHER_OPPONENTS
from mtgrules.cards.triggering_controller import words as triggering_controller_words
from mtgrules.cards.vocabulary import (
    ANY_TARGET_KINDS,
    PERMANENT,
    PERMANENT_TYPES,
    counters_phrase,
    filtered_words,
    group_noun,
    kinds_words,
    number_word,
    ordered_kinds,
    several_permanent_kinds,
    target_words,
)
from mtgrules.effects.attached import attached_words
from mtgrules.effects.base import PLAYER, Effect, Match, Who
from mtgrules.effects.chosen_values import PLACEHOLDERS
from mtgrules.effects.damage import DamageCantBePrevented, PreventDamage
from mtgrules.effects.graveyard_returns import THAT_CARD, WHERE_IT_WENT, WHERE_THAT_WENT
from mtgrules.effects.instructions import (
    SELF,
    YOU,
    AddMana,
    AddOneManaOf,
    AssignNoCombatDamage,
    Attach,
    BecomeMonarch,
    CounterSpell,
    CreateEffect,
    Destroy,
    Discard,
    DoesntUntapNext,
    DrawAtNextUpkeep,
    DrawCards,
    Each,
    Exile,
    GainControl,
    GainLife,
    GetEnergy,
    Instruction,
    Investigate,
    LoseLife,
    Mill,
    ModifyPowerToughness,
    PayEnergy,
    PayMana,
    Proliferate,
    PutCounters,
    Ref,
    Regenerate,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    SacrificeOne,
    SacrificeOneOfTheirChoice,
    Scry,
    SearchForCard,
    SearchLibrary,
    Tap,
    Transform,
    Unless,
    Untap,
    target_index,
)
from mtgrules.effects.poison import PoisonedEach
from mtgrules.effects.spell_targets import SpellTarget
from mtgrules.effects.targets import TargetSpec
from mtgrules.objects import CardType, Keyword
from mtgrules.resolution_counter_counts import counted_words, with_counter_words
from mtgrules.rules.entering_choices import CHOSEN_COLOR

_SELF_MATCH = Match.ids_of(SELF)


_YOUR_CREATURES = Match(kinds=frozenset({CardType.CREATURE.value}), controller=Who.YOU)


_CREATURES = frozenset({CardType.CREATURE.value})


_PLAYERS = frozenset({PLAYER})


class RenderError(Exception):
    """Compiled data the renderer has no words for: it was not produced by the compiler."""


@dataclass(slots=True)
class _Context:
    """What the sentence so far has introduced: targets by their words, then "it"."""

    targets: Sequence[TargetSpec]
    introduced: set[int] = field(default_factory=set)
    self_named: bool = False

    def ref(self, ref: Ref, *, subject: bool = False) -> str:
        if isinstance(ref, NumberedTargets):  # "two target nonblack creatures" (CR 115.1)
            return numbered_words(ref, self.targets)
        if isinstance(ref, EachOfTargets):
            return each_of_targets_words(ref)  # cards/other_targets.py
        if isinstance(ref, OtherOpponentsEach):  # CR 603.2 (cards/trigger_player_groups.py)
            return OTHER_OPPONENTS
        if isinstance(ref, ThatPlayerControlsEach):  # "each creature that player controls"
            return f"each creature {THAT_PLAYER_CONTROLS}"
        if isinstance(ref, PoisonedEach):  # CR 122.1f (cards/render_poison.py)
            return poisoned_each_words(ref)
        if isinstance(ref, Each):
            return _each(ref.match, ref)
        if ref in (SELF, WHERE_IT_WENT):  # WHERE_IT_WENT: the card in the graveyard (400.7d)
            word = "it" if subject and self.self_named else "~"
            self.self_named = True
            return word
        if ref == YOU:
            return "you"
        if (pronoun := they_words(ref, subject=subject)) is not None:
            return pronoun  # "they" / "them": the event's player (cards/they_player.py)
        if (opponent := that_opponent_words(ref)) is not None:
            return opponent  # the event's player, an opponent (cards/that_opponent.py)
        if ref == THAT_PLAYER or ref in PLAYERS_AGAIN:  # cards/player_again.py
            return "that player"
        if ref == CHOSEN_PLAYER:
            return "the chosen player"
        if ref == THAT_TARGET and self.targets:
            # the first target, named again before any other (the compiler reads it so only)
            if several_permanent_kinds(self.targets[0].kinds):
                return f"that {PERMANENT}"  # "target creature or planeswalker" (CR 110.4)
            return f"that {kinds_words(self.targets[0].kinds)}"
        if ref == THAT_CREATURE and not self.targets:
            return "that creature"
        if ref in (TRIGGERING_OBJECT, WHERE_THAT_WENT):
            return "it"  # the object that triggered the ability (CR 603.7c), its card (400.7d)
        if ref == THAT_CARD:
            return "that card"  # the card the triggering object became (CR 400.7d)
        if ref == THAT_TARGETS_CONTROLLER and len(self.targets) == 1:
            kinds = self.targets[0].kinds
            several = len(kinds) > 1 and {k.capitalize() for k in kinds} <= PERMANENT_TYPES
            noun = PERMANENT if several else kinds_words(kinds)
            return f"that {noun}'s controller"
        if ref == ITS_CONTROLLER:
            return "its controller"
        if ref == ITS_OWNER:  # CR 108.3 (cards/owner_refs.py)
            return "its owner"
        if ref == DAMAGED_THIS_WAY:  # cards/damaged_refs.py
            return "creatures dealt damage this way"
        if ref in ATTACK_REFS:  # "the player or planeswalker it's attacking" (CR 508.5)
            return ATTACK_REFS[ref]
        if (controller := triggering_controller_words(ref)) is not None:
            return controller  # "that land's controller": of the triggering object
        if (attached := attached_words(ref)) is not None:
            return attached
        index = target_index(ref)
        if index is None or index >= len(self.targets):
            raise RenderError(f"no words for reference {ref}")
        if index in self.introduced:
            return "it"
        self.introduced.add(index)
        spec = self.targets[index]
        if isinstance(spec, SpellTarget):
            return spec.text  # "target noncreature spell" (cards/build_countering.py)
        if isinstance(spec, ThatPlayersTarget):
            return that_players_words(spec)  # cards/player_targets.py
        if isinstance(spec, UpToOneOtherTarget):
            return other_target_words(spec)  # cards/other_targets.py
        if isinstance(spec, SeriesTarget):
            return spec.text  # "target Insect, Rat, Spider, or Squirrel" (subtype_series.py)
        if isinstance(spec, QualifiedTarget):
            return qualified_words(spec)  # "target legendary creature" (qualified_targets.py)
        if isinstance(spec, DescribedTarget):
            return described_words(spec)  # cards/target_descriptions.py
        if isinstance(spec, FilteredTarget):
            filters = {name: getattr(spec, name) for name in _FILTERS if getattr(spec, name)}
            if spec.another and spec.kinds == ANY_TARGET_KINDS and not filters:
                return "any other target"
            words = filtered_words(spec.kinds, spec.controller, filters)
            first = controlled_first_words(spec.kinds, spec.controller, filters)
            if first is not None and spec.text == first and not spec.up_to_one:
                words = first  # "... you control with power 2 or less" (controlled_targets.py)
            if spec.another:
                words = "another " + words
            elif spec.up_to_one:
                words = "up to one " + words
            return words + " you don't control" if spec.not_yours else words
        return target_words(spec.kinds, spec.controller, spec.players)


def _each(match: Match, each: Each | None = None) -> str:
    from mtgrules.cards.named_groups import named_each_words  # "... named ~" (CR 201.2)
    from mtgrules.cards.typed_groups import typed_each_words  # "each other Dragon creature"

    if (named := named_each_words(each)) is not None:
        return named
    if (typed := typed_each_words(each)) is not None:
        return typed
    if (first := controlled_first_each_words(each)) is not None:
        return first  # "each creature you control with lifelink" (controlled_first_groups.py)
    kinds = match.kinds or frozenset()
    if isinstance(each, FilteredEach):
        filters = {name: getattr(each, name) for name in _FILTERS if getattr(each, name)}
        if each == FilteredEach(match=Match(kinds=_PLAYERS), another=True):
            return "each other player"
        if each == FilteredEach(match=match, color=each.color) and each.color in PLACEHOLDERS:
            return f"{_each(match)} of {each.color}"  # "each creature of the chosen color"
        described = isinstance(each, DescribedEach)  # "each creature blocking it"
        if not (filters or each.another or described) or match.ids is not None or PLAYER in kinds:
            raise RenderError(f"no words for {each}")
        words = filtered_words(frozenset({group_noun(kinds)}), Who.ANY, filters)
        lead = "each other " if each.another else "each "
        if isinstance(each, DescribedEach):
            return words.replace("target ", lead, 1) + " " + each.relation
        return words.replace("target ", lead, 1) + _controller_suffix(
            match.controller, plural_owner=True
        )
    if match.ids is not None or not kinds:
        raise RenderError(f"no words for {match}")
    if kinds == _PLAYERS:
        return {Who.ANY: "each player", Who.OPPONENT: "each opponent", Who.YOU: "you"}[
            match.controller
        ]
    noun = f"each {group_noun(kinds)}"
    return noun + _controller_suffix(match.controller, plural_owner=True)


def _controller_suffix(controller: Who, *, plural_owner: bool) -> str:
    if controller is Who.YOU:
        return " you control"
    if controller is Who.OPPONENT:
        return " your opponents control" if plural_owner else " an opponent controls"
    return ""


def _group_subject(match: Match) -> str | None:
    """ "creatures you control": a plural group as a subject, or None."""
    if match.kinds == _CREATURES and match.controller is Who.YOU and match.ids is None:
        return "creatures you control"
    return None


def _plural_subject(ref: Ref) -> str | None:
    """ "creatures you control", "other creatures you control", "attacking creatures": a
    group as the subject of a plural verb, or None."""
    from mtgrules.cards.said_groups import said_group_words  # "all creatures"

    if (said := said_group_words(ref)) is not None:
        return said
    if isinstance(ref, TheyGroup):  # the group of the sentence before (cards/they_groups.py)
        return "they"
    if isinstance(ref, TargetGroup):
        return group_words(ref)  # "up to two target creatures each" (target_descriptions.py)
    if (chosen := narrowed_group_words(ref)) is not None:
        return chosen  # "creatures you control of the chosen type" (render_choices_2.py)
    if type(ref) is FilteredEach and ref == FilteredEach(match=ref.match, another=True):
        group = _group_subject(ref.match)
        return None if group is None else "other " + group
    if type(ref) is FilteredEach and ref == FilteredEach(match=ref.match, state="attacking"):
        if ref.match.kinds == _CREATURES and ref.match.ids is None:
            suffix = " you control" if ref.match.controller is Who.YOU else ""
            if ref.match.controller in (Who.YOU, Who.ANY):
                return f"attacking creatures{suffix}"
        return None
    if not isinstance(ref, Each) or isinstance(ref, FilteredEach):
        return None
    group = _group_subject(ref.match)
    if group is not None and isinstance(ref, OtherEach):
        return "other " + group
    return group


def _pt(power: int, toughness: int) -> str:
    """ "+2/+0", "-0/-1": a zero takes the sign of the other number, as Oracle text writes it."""

    def signed(n: int, other: int) -> str:
        return f"-{n}" if n == 0 and other < 0 else f"{n:+d}"

    return f"{signed(power, toughness)}/{signed(toughness, power)}"


def _keywords(keywords: Sequence[Keyword]) -> str:
    words = [k.value for k in keywords]
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


def _cards(count: int) -> str:
    return "a card" if count == 1 else f"{number_word(count)} cards"


def _subject_verb(ref: Ref, ctx: _Context, singular: str, plural: str) -> str:
    group = _plural_subject(ref)
    if group is not None:
        return f"{group} {plural}"
    if ref in (YOU, THEY_PLAYER):  # "you lose", "they lose" (cards/they_player.py)
        return f"{ctx.ref(ref, subject=True)} {plural}"
    return f"{ctx.ref(ref, subject=True)} {singular}"


def _only_id(match: Match) -> int:
    ids = tuple(match.ids or ())
    if len(ids) != 1 or match.kinds is not None or match.controller is not Who.ANY:
        raise RenderError(f"no words for {match}")
    return ids[0]


def _chosen_source(effect: PreventNextFromChosenSource, ctx: _Context) -> str:
    """ "the next time a red source of your choice would deal damage to you this turn,
    prevent that damage"."""
    plain = PreventNextFromChosenSource(
        next_time=True,
        quality=effect.quality,
        to=effect.to,
        duration=effect.duration,
        then=effect.then,
    )
    if effect != plain:
        raise RenderError(f"no words for {effect}")
    quality = f"{effect.quality} " if effect.quality else ""
    article = "an" if (quality or "source")[0] in "aeiou" else "a"
    source = f"{article} {quality}source of your choice"
    if effect.quality == CHOSEN_COLOR:  # chosen as the permanent entered (CR 614.12)
        source = f"a source of your choice of {CHOSEN_COLOR}"
    to = ""
    if effect.to is not None:
        to = " to you" if effect.to == Match.you() else f" to {ctx.ref(_only_id(effect.to))}"
    gain = ". You gain life equal to the damage prevented this way" if effect.then else ""
    return f"the next time {source} would deal damage{to} this turn, prevent that damage{gain}"


def _prevention(effect: Effect, ctx: _Context) -> str:
    counters = counters_prevented_text(effect, lambda e: _prevention(e, ctx))  # CR 615.5
    if counters is not None:
        return counters
    if type(effect) is DamageCantBePrevented and effect == DamageCantBePrevented(
        duration=effect.duration
    ):
        return "damage can't be prevented this turn"
    created = created_damage_text(effect, ctx.ref)  # before "the next time": a subclass
    if created is not None:
        return created
    if isinstance(effect, PreventNextFromChosenSource):
        return _chosen_source(effect, ctx)
    if not isinstance(effect, PreventDamage) or effect.combat is False:
        raise RenderError(f"no words for {effect}")
    if effect.next_time:
        if effect.from_ is None or effect.to is not None or effect.then is None:
            raise RenderError(f"no words for {effect}")
        return (
            f"the next time {ctx.ref(_only_id(effect.from_))} would deal damage this turn, "
            "prevent that damage. You gain life equal to the damage prevented this way"
        )
    if effect.then is not None or (effect.from_ is not None and effect.to is not None):
        raise RenderError(f"no words for {effect}")
    combat = "combat " if effect.combat else ""
    if effect.from_ is not None:
        if effect.amount is not None:
            raise RenderError(f"no words for {effect}")
        by = ctx.ref(_only_id(effect.from_))
        return f"prevent all {combat}damage that would be dealt by {by} this turn"
    if effect.to is None:
        if effect.amount is not None:
            raise RenderError(f"no words for {effect}")
        return f"prevent all {combat}damage that would be dealt this turn"
    recipient = ctx.ref(_only_id(effect.to))
    if effect.amount is None:
        return f"prevent all {combat}damage that would be dealt to {recipient} this turn"
    return (
        f"prevent the next {effect.amount} {combat}damage that would be dealt to "
        f"{recipient} this turn"
    )


def _to_and_by(first: Instruction, second: Instruction | None) -> PreventDamage | None:
    """The first of "prevent all damage that would be dealt to and dealt by X": a shield to
    X followed by one from X, alike otherwise."""
    if not (isinstance(first, CreateEffect) and isinstance(second, CreateEffect)):
        return None
    to, by = first.effect, second.effect
    if not (isinstance(to, PreventDamage) and isinstance(by, PreventDamage)):
        return None
    if to.to is None or to.from_ is not None or by.from_ != to.to or by.to is not None:
        return None
    if to.amount is not None or by.amount is not None or to.combat != by.combat:
        return None
    if to.next_time or by.next_time or to.then is not None or by.then is not None:
        return None
    return to


def _clause(step: Instruction, ctx: _Context) -> str:
    from mtgrules.cards.build_variants import variant_clause
    from mtgrules.cards.build_while_controlling import while_controlling_clause
    from mtgrules.cards.render_amass import amass_clause
    from mtgrules.cards.render_animation import animation_clause
    from mtgrules.cards.render_card_actions import card_action_clause
    from mtgrules.cards.render_choices_2 import choice_clause
    from mtgrules.cards.render_chosen_returns import chosen_return_clause
    from mtgrules.cards.render_chosen_targets import chosen_targets_clause
    from mtgrules.cards.render_control import control_clause
    from mtgrules.cards.render_counter_changes import counter_change_clause
    from mtgrules.cards.render_damage_life import damage_life_clause  # a cycle: imported when used
    from mtgrules.cards.render_designations import designation_clause
    from mtgrules.cards.render_double_power import double_power_clause
    from mtgrules.cards.render_end_of_combat import end_of_combat_clause
    from mtgrules.cards.render_graveyard_cards import graveyard_card_clause
    from mtgrules.cards.render_graveyard_returns import graveyard_return_clause
    from mtgrules.cards.render_impulse import impulse_clause
    from mtgrules.cards.render_land_plays import land_play_clause
    from mtgrules.cards.render_library import library_clause
    from mtgrules.cards.render_library_tops import library_top_clause
    from mtgrules.cards.render_life_totals import life_total_clause
    from mtgrules.cards.render_linked_exile import linked_exile_clause
    from mtgrules.cards.render_loyalty import planeswalker_clause
    from mtgrules.cards.render_mana_amounts import mana_amount_clause
    from mtgrules.cards.render_mass_tap import mass_tap_clause
    from mtgrules.cards.render_monstrosity import monstrosity_clause
    from mtgrules.cards.render_no_regeneration import no_regeneration_clause
    from mtgrules.cards.render_player_instructions import player_instruction_clause
    from mtgrules.cards.render_random import random_clause
    from mtgrules.cards.render_reveals import reveal_clause
    from mtgrules.cards.render_sacrifice import sacrifice_clause
    from mtgrules.cards.render_statics_3 import blocking_clause
    from mtgrules.cards.render_tap_chosen import tap_chosen_clause
    from mtgrules.cards.render_target_player_groups import target_players_clause
    from mtgrules.cards.render_that_many_cards import that_many_card_clause
    from mtgrules.cards.render_tokens import token_clause
    from mtgrules.cards.render_unblockable import unblockable_clause
    from mtgrules.cards.render_unless_costs import unless_clause

    named = chosen_targets_clause(step, ctx)  # render_chosen_targets.py: CR 601.2c
    if named is not None:
        return named
    rolled = random_clause(step, ctx)  # render_random.py: coins, dice, clash (CR 705, 706)
    if rolled is not None:
        return rolled
    abandon = variant_clause(step)  # build_variants.py: "abandon ~" (CR 904.11)
    if abandon is not None:
        return abandon
    chosen = choice_clause(step, ctx)  # render_choices_2.py: CR 608.2d
    if chosen is not None:
        return chosen
    tokens = token_clause(step, ctx)  # render_tokens.py: CR 111
    if tokens is not None:
        return tokens
    moved = damage_life_clause(step, ctx)
    if moved is not None:
        return moved
    walker = planeswalker_clause(step, ctx)  # render_loyalty.py: emblems, "that's still a
    if walker is not None:  # planeswalker", "dealt to him this turn"
        return walker
    impulse = impulse_clause(step, ctx)  # render_impulse.py: "exile the top card of your library"
    if impulse is not None:
        return impulse
    from_graveyard = graveyard_card_clause(step, ctx)  # render_graveyard_cards.py
    if from_graveyard is not None:
        return from_graveyard
    returned = graveyard_return_clause(step, ctx)  # render_graveyard_returns.py
    if returned is not None:
        return returned
    linked = (  # CR 610.3, 608.2d, 611.2b
        linked_exile_clause(step, ctx)
        or chosen_return_clause(step)
        or while_controlling_clause(step, ctx)
    )
    if linked is not None:
        return linked
    library = library_clause(step, ctx)  # render_library.py: surveil, look at the top cards
    if library is not None:
        return library
    revealed = reveal_clause(step, ctx)  # render_reveals.py: mills and reveals (CR 701.17a)
    if revealed is not None:
        return revealed
    animated = animation_clause(step, ctx)  # render_animation.py: "becomes a 2/2 creature"
    if animated is not None:
        return animated
    counters = counter_change_clause(step, ctx)  # render_counter_changes.py
    if counters is not None:
        return counters
    sacrificed = sacrifice_clause(step, ctx)  # render_sacrifice.py
    if sacrificed is not None:
        return sacrificed
    grouped = player_instruction_clause(step, ctx)  # render_player_instructions.py
    if grouped is not None:
        return grouped
    designated = designation_clause(step, ctx)  # render_designations.py: the monarch
    if designated is not None:
        return designated
    life_total = life_total_clause(step, ctx)  # render_life_totals.py: CR 118.5, 118.7
    if life_total is not None:
        return life_total
    if (doubled := double_power_clause(step, ctx)) is not None:
        return doubled  # render_double_power.py: CR 701.9b
    if (blocking := blocking_clause(step, ctx)) is not None:
        return blocking  # render_statics_3.py: "can't block this turn" (CR 509.1b)
    if (unblockable := unblockable_clause(step, ctx)) is not None:
        return unblockable  # render_unblockable.py: "can't be blocked this turn" (CR 509.1b)
    if (unregenerable := no_regeneration_clause(step, ctx)) is not None:
        return unregenerable  # render_no_regeneration.py: "can't be regenerated this turn"
    if (controlled := control_clause(step, ctx)) is not None:
        return controlled  # render_control.py: "for as long as you control ~" (CR 611.2b)
    if (amassed := amass_clause(step)) is not None:
        return amassed  # render_amass.py: "amass Orcs 2" (CR 701.44a)
    if (card_action := card_action_clause(step)) is not None:
        return card_action  # render_card_actions.py: "populate", "learn" (CR 701.36a)
    if (monstrous := monstrosity_clause(step)) is not None:
        return monstrous  # render_monstrosity.py: "monstrosity 3" (CR 701.37a, 701.46a)
    if (mana := mana_amount_clause(step)) is not None:
        return mana  # render_mana_amounts.py: "add three mana of any one color" (CR 106.1a)
    if (tapped := mass_tap_clause(step)) is not None:
        return tapped  # render_mass_tap.py: "tap all creatures your opponents control"
    if (top := library_top_clause(step, ctx)) is not None:
        return top  # render_library_tops.py: "put ~ on top of its owner's library"
    if (theirs := target_players_clause(step, ctx)) is not None:
        return theirs  # render_target_player_groups.py: "... target opponent controls"
    if (land_play := land_play_clause(step)) is not None:
        return land_play  # render_land_plays.py: CR 305.2
    if (cards := that_many_card_clause(step, ctx)) is not None:
        return cards  # render_that_many_cards.py: "that player discards that many cards"
    if (delayed := end_of_combat_clause(step, ctx)) is not None:
        return delayed  # render_end_of_combat.py: "destroy that creature at end of combat"
    if (tapped_one := tap_chosen_clause(step)) is not None:
        return tapped_one  # render_tap_chosen.py: "tap an untapped Citizen you control"
    if isinstance(step, ModifyPowerToughness):
        return _subject_verb(step.on, ctx, "gets", "get") + f" {_pt(step.power, step.toughness)}"
    if isinstance(step, DrawCards):
        cards = additional_cards(step.count) if step.additional else _cards(step.count)
        if step.who == YOU:  # "you draw a card" as the card says it (build_whenever_8.py)
            return f"you draw {cards}" if step.said_you else f"draw {cards}"
        verb = "draw" if step.who == THEY_PLAYER else "draws"  # "they draw a card"
        return f"{ctx.ref(step.who, subject=True)} {verb} {cards}"
    if isinstance(step, Destroy):
        if isinstance(step.on, NumberedTargets):  # "destroy two target ..." (CR 115.1)
            return f"destroy {ctx.ref(step.on)}"
        if isinstance(step.on, FilteredEach):
            return f"destroy {_each(step.on.match, step.on)}"
        if isinstance(step.on, Each):
            match = step.on.match
            kinds = match.kinds or frozenset()
            if match.controller is not Who.ANY or match.ids is not None or PLAYER in kinds:
                raise RenderError(f"no words for {step}")
            noun = PERMANENT if kinds == PERMANENT_TYPES else group_noun(kinds)
            return f"destroy all {noun}s"
        return f"destroy {ctx.ref(step.on)}"
    if isinstance(step, PutCounters):
        return f"put {counters_phrase(step.count, step.kind)} on {ctx.ref(step.on)}"
    if isinstance(step, AddMana):
        return "add " + "".join(f"{{{m}}}" for m in step.mana * step.amount)
    if isinstance(step, CreateEffect):
        return _prevention(step.effect, ctx)
    if isinstance(step, SearchLibrary):
        if not (step.named_self and step.reveal and step.destination == "hand" and step.up_to > 1):
            raise RenderError(f"no words for {step}")
        return (
            f"search your library for up to {number_word(step.up_to)} cards named ~, reveal "
            "them, put them into your hand, then shuffle"
        )
    if isinstance(step, SearchForCard):
        what = " ".join(w for w in ("a", "basic" if step.basic else "", step.kind, "card") if w)
        if step.named_self:
            what += " named ~"
        if step.destination == "battlefield" and not step.reveal:
            where = "onto the battlefield tapped" if step.tapped else "onto the battlefield"
        elif step.destination == "hand" and not step.tapped:
            where = "into your hand"
        else:
            raise RenderError(f"no words for {step}")
        reveal = "reveal it, " if step.reveal else ""
        return f"search your library for {what}, {reveal}put it {where}, then shuffle"
    if isinstance(step, AddOneManaOf):
        if step.options == "WUBRG":
            return "add one mana of any color"
        symbols = [f"{{{o}}}" for o in step.options]
        if len(symbols) == 2:
            return f"add {symbols[0]} or {symbols[1]}"
        return "add " + ", ".join(symbols[:-1]) + ", or " + symbols[-1]
    if isinstance(step, Regenerate):
        return f"regenerate {ctx.ref(step.on)}"
    if isinstance(step, Tap):
        return f"tap {ctx.ref(step.on)}"
    if isinstance(step, AssignNoCombatDamage):  # CR 510.1a
        return f"{ctx.ref(step.on, subject=True)} assigns no combat damage this turn"
    if isinstance(step, Untap):
        return f"untap {ctx.ref(step.on)}"
    if isinstance(step, DoesntUntapNext):  # CR 502.3 (2011: 502.2)
        on = "it" if step.it else ctx.ref(step.on, subject=True)
        return f"{on} doesn't untap during its controller's next untap step"
    if isinstance(step, Transform):
        return "transform it" if step.it else f"transform {ctx.ref(step.on)}"
    if isinstance(step, ReturnToHand):
        return f"return {ctx.ref(step.on)} to its owner's hand"
    if isinstance(step, Exile):
        return f"exile {ctx.ref(step.on)}"
    if isinstance(step, Scry):
        return f"scry {step.count}"
    if isinstance(step, Mill):
        if step.who == YOU:  # "you mill two cards" (cards/build_reveals.py)
            return ("you " if step.said_you else "") + f"mill {_cards(step.count)}"
        return f"{ctx.ref(step.who, subject=True)} mills {_cards(step.count)}"
    if isinstance(step, Investigate):
        return "investigate"
    if isinstance(step, SacrificeOne):
        article = "an" if step.kind[0] in "aeiou" else "a"
        text = f"{ctx.ref(step.who, subject=True)} sacrifices {article} {step.kind}"
        return text + " of their choice" if isinstance(step, SacrificeOneOfTheirChoice) else text
    if isinstance(step, DrawAtNextUpkeep):
        return f"draw {_cards(step.count)} at the beginning of the next turn's upkeep"
    if isinstance(step, GainControl):
        return f"gain control of {ctx.ref(step.on)} until end of turn"
    if isinstance(step, ReturnFromGraveyard):  # cards/render_returns.py
        index = target_index(step.on) if isinstance(step.on, int) else None
        itself = step.on in (SELF, WHERE_IT_WENT)
        if not itself and (index is None or index >= len(ctx.targets)):
            raise RenderError(f"no words for {step}")
        if index is not None:
            ctx.introduced.add(index)
        spec = ctx.targets[index] if index is not None else None
        return return_words(step, (lambda: spec) if spec is not None else None)
    if isinstance(step, Attach):
        if step.what != SELF:
            raise RenderError(f"no words for {step}")
        return f"attach {'~' if step.named else 'it'} to {ctx.ref(step.to)}"
    if isinstance(step, Sacrifice):
        return f"sacrifice {ctx.ref(step.on)}"
    if isinstance(step, CounterSpell):
        return f"counter {ctx.ref(step.on)}"
    unless = unless_clause(step, ctx, lambda s: _clause(s, ctx))  # render_unless_costs.py
    if unless is not None:
        return unless
    if isinstance(step, Unless) and len(step.then) == 1:  # CR 118.12
        first = _clause(step.then[0], ctx)
        return f"{first} {unless_words(step, ctx.ref(step.who) if step.who != YOU else '')}"
    if isinstance(step, Proliferate):
        return "proliferate"
    if isinstance(step, BecomeMonarch):
        return "you become the monarch"
    if isinstance(step, GetEnergy):
        return "you get " + "{E}" * step.count
    if isinstance(step, PayMana):
        return f"pay {step.mana}"
    if isinstance(step, PayEnergy):
        return "pay " + "{E}" * step.count
    if isinstance(step, Discard):
        if step.who == YOU:
            return f"discard {_cards(step.count)}"
        return f"{ctx.ref(step.who, subject=True)} discards {_cards(step.count)}"
    raise RenderError(f"no words for {step}")


_PLAYER_STEPS = (GainLife, LoseLife, DrawCards, Discard)


_PLURAL = {"card named ~": "cards named ~"}


def _counted(per: Counted, *, plural: bool = False) -> str:
    """ "creature you control" / "creatures you control", "card in your hand"."""
    from mtgrules.cards.named_groups import named_counted_words  # CR 201.2

    if (named := named_counted_words(per, plural=plural)) is not None:
        return named  # "creature you control named ~"
    if (words := counted_3_words(per, plural=plural)) is not None:  # render_amounts_3.py
        return words
    counters = counted_words(per, plural=plural)  # "doom counters on it" (CR 122.1)
    if counters is not None:
        return counters
    if (chosen := chosen_counted_words(per, plural=plural)) is not None:
        return chosen  # "permanents you control of the chosen type" (render_choices_2.py)
    noun = per.noun
    if plural:
        if noun in _PLURAL:
            noun = _PLURAL[noun]
        elif noun.endswith(" card"):
            noun += "s"
        elif noun[:1].isupper():  # a subtype: "Elves", "Plains" (CR 205.3)
            noun = subtype_plural(noun)
        else:
            noun += "s"
    controller = per.controller
    if plural and noun == "opponents":
        controller = "you have"
    zone = f"in {per.zone}" if per.zone else ""
    condition = (
        f"with power {per.power}"
        if per.power
        else f"with {per.with_keyword}"
        if per.with_keyword
        else f"without {per.without_keyword}"
        if per.without_keyword
        else ""
    )
    if per.with_counter:  # "with a +1/+1 counter on it" (resolution_counter_counts.py)
        if condition:
            raise RenderError(f"no words for {per}")
        condition = with_counter_words(per.with_counter, plural=plural)
    if sum(bool(x) for x in (per.power, per.with_keyword, per.without_keyword)) > 1:
        raise RenderError(f"no words for {per}")
    other = "other" if per.other else ""
    return " ".join(w for w in (other, per.adjective, noun, controller, zone, condition) if w)


_FILTERS = (
    "state",
    "color",
    "not_color",
    "not_type",
    "with_keyword",
    "without_keyword",
    "power",
    "mana_value",
)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:] if text[:1].isalpha() else text


def _kind_list(kinds: frozenset[str]) -> list[str]:
    return ordered_kinds(kinds)
