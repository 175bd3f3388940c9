"""Grammar callbacks for choices made as a spell or ability resolves (CR 608.2d) and the words
that read them in the same text (effects/chosen_values.py; the engine side is
:mod:`mtgrules.rules.chosen_on_resolution`):

* "Choose a creature type." / "Choose a color." (:class:`ChooseValue`);
* "Creatures you control of the chosen type get +1/+0 and gain indestructible until end of
  turn." (a group of the chosen type, :class:`NarrowedGroupEach`; with a printed type or
  color too: "Goblins you control get +1/+0 and gain haste until end of turn.");
* "the number of permanents you control of the chosen type", "for each permanent you control
  of that type" (a :class:`Counted` whose noun is the placeholder: a subtype once chosen);
* "each creature of the chosen color" (a :class:`FilteredEach` whose color is the placeholder);
* "[ref] gains protection from the color of your choice until end of turn"
  (:class:`GrantProtectionOfChoice`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail, _pt
from mtgrules.cards.pending import Counted, GroupHas
from mtgrules.cards.vocabulary import PERMANENT_TYPES
from mtgrules.effects.base import Duration, Match, Who
from mtgrules.effects.chosen_groups import NarrowedGroupEach
from mtgrules.effects.chosen_values import (
    CHOSEN_COLOR,
    CHOSEN_TYPE,
    OF_YOUR_CHOICE,
    THAT_COLOR,
    THAT_TYPE,
    ChooseValue,
    GrantProtectionOfChoice,
    IfRevealedHasChosenName,
    RevealAtRandom,
)
from mtgrules.effects.instructions import GrantKeyword, ModifyPowerToughness
from mtgrules.objects import CardType


def _narrowed_group(group: GroupHas) -> NarrowedGroupEach:
    """The group of a one-shot effect read from a static group's words (CR 611.2c): "[other]
    creatures you control of the chosen type", "Goblins you control", "green creatures you
    control"; any other narrowing ("with flying", tokens, "attacking") is not compiled here."""
    plain = GroupHas(
        match=group.match,
        other=group.other,
        subtype=group.subtype,
        subtype_noun=group.subtype_noun,
        color=group.color,
        duration=group.duration,
    )
    bare = not (group.subtype or group.color)
    if group == plain and bare and group.match.kinds is None and group.match.ids is None:
        # "Permanents you control gain indestructible until end of turn." (CR 611.2c: the
        # permanents as the effect begins; not players, rules/chosen_on_resolution.py)
        match = Match(kinds=PERMANENT_TYPES, controller=group.match.controller)
        return NarrowedGroupEach(match=match, other=group.other)
    if group != plain or bare:
        _fail("a narrowed group in a one-shot effect")
    return NarrowedGroupEach(
        match=group.match,
        subtype=group.subtype,
        subtype_noun=group.subtype_noun,
        color=group.color,
        other=group.other,
    )


class ChoiceOnResolutionRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def choose_creature_type(self, _: list[Any]) -> Sentence:
        return (ChooseValue(what="creature type"),)

    def choose_color(self, _: list[Any]) -> Sentence:
        return (ChooseValue(what="color"),)

    def choose_card_name(self, _: list[Any]) -> Sentence:
        return (ChooseValue(what="card name"),)

    def reveal_at_random(self, _: list[Any]) -> Sentence:
        return (RevealAtRandom(),)

    def if_revealed_has_chosen_name(self, c: list[Sentence]) -> Sentence:
        """ "If that card has the chosen name, [clauses]." (CR 201.3, 608.2c)."""
        return (IfRevealedHasChosenName(then=tuple(c[0])),)

    def grant_protection_of_choice(self, c: list[Any]) -> Sentence:
        return (GrantProtectionOfChoice(on=self._permanents(c[0])),)

    def grant_protection_chosen(self, c: list[Any]) -> Sentence:
        """ "[ref] gains protection from the chosen color until end of turn" (CR 702.16a)."""
        return (GrantProtectionOfChoice(on=self._permanents(c[0]), color=CHOSEN_COLOR),)

    def group_grant_protection_chosen(self, c: list[Any]) -> Sentence:
        return (GrantProtectionOfChoice(on=self._group(c[0]), color=CHOSEN_COLOR),)

    def lord_grant_protection_chosen(self, c: list[Any]) -> Sentence:
        return (GrantProtectionOfChoice(on=_narrowed_group(c[0]), color=CHOSEN_COLOR),)

    def chosen_group_pump(self, c: list[Any]) -> Sentence:
        power, toughness = _pt(c[1])
        on = _narrowed_group(c[0])
        return (ModifyPowerToughness(power=power, toughness=toughness, on=on),)

    def chosen_group_pump_and_grant(self, c: list[Any]) -> Sentence:
        power, toughness = _pt(c[1])
        on = _narrowed_group(c[0])
        grants = tuple(GrantKeyword(keyword=k, on=on) for k in c[2])
        return (ModifyPowerToughness(power=power, toughness=toughness, on=on), *grants)

    def chosen_group_grant(self, c: list[Any]) -> Sentence:
        on = _narrowed_group(c[0])
        return tuple(GrantKeyword(keyword=k, on=on) for k in c[1])

    def chosen_type_permanents_grant(self, c: list[Any]) -> Sentence:
        """ "Other permanents you control of that type gain hexproof and indestructible until
        end of turn." (Selfless Safewright; ``other``: not the source, CR 109.1)."""
        words = str(c[0])
        which = THAT_TYPE if words.endswith(THAT_TYPE) else CHOSEN_TYPE
        on = NarrowedGroupEach(
            match=Match(kinds=PERMANENT_TYPES, controller=Who.YOU),
            subtype=which,
            other=words.startswith("other "),
        )
        return tuple(GrantKeyword(keyword=k, on=on) for k in c[1])

    def counted_of_chosen_type(self, c: list[Any]) -> Counted:
        """ "permanents you control of the chosen type": permanents with that subtype (the
        noun, a placeholder until the type is chosen, is read as a subtype, CR 205.3)."""
        noun, controller, which = c
        if not isinstance(noun, Token) or not str(noun).startswith("permanent"):
            _fail("counting a card type of the chosen type")  # a subtype and a card type
        return Counted(noun=str(which), controller=str(controller))

    def counted_of_chosen_color(self, c: list[Any]) -> Counted:
        """ "permanent of that color": the color, a placeholder until chosen, is the count's
        adjective (CR 105.2)."""
        noun, which = c
        return Counted(noun=str(noun), adjective=str(which))

    def player_counted_of_chosen_color(self, c: list[Any]) -> Counted:
        """ "creatures of that color that player controls" (Searing Rays; CR 105.2)."""
        noun, which, controller = c
        return Counted(noun=str(noun)[:-1], adjective=str(which), controller=str(controller))

    def the_chosen_color(self, _: list[Any]) -> str:
        return CHOSEN_COLOR

    def that_color(self, _: list[Any]) -> str:
        return THAT_COLOR

    def your_choice_group(self, _: list[Any]) -> GroupHas:
        """ "creatures of the creature type of your choice": chosen as the effect begins
        (CR 608.2d)."""
        creatures = Match(kinds=frozenset({CardType.CREATURE.value}))
        return GroupHas(match=creatures, subtype=OF_YOUR_CHOICE, duration=Duration.STATIC)

    def the_chosen_type(self, _: list[Any]) -> str:
        return CHOSEN_TYPE

    def that_type(self, _: list[Any]) -> str:
        return THAT_TYPE

    def each_of_chosen_color(self, _: list[Any]) -> tuple[str, str, str]:
        """ "each creature of the chosen color": the filter ``color`` of the group."""
        return ("filter", "color", CHOSEN_COLOR)


def choices_on_resolution(abilities: Sequence[object]) -> set[str]:
    """What the abilities choose as they resolve ("color", "creature type"): the choices
    their own "the chosen color" / "the chosen type" read (CR 608.2d)."""
    return {
        step.what
        for ability in abilities
        for sentence in getattr(ability, "sentences", ())
        for step in sentence
        if isinstance(step, ChooseValue)
    }


__all__ = ["ChoiceOnResolutionRules", "choices_on_resolution"]
