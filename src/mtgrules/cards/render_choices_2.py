"""The Oracle words of the choices made as a spell or ability resolves (the inverse of
:mod:`mtgrules.cards.build_choices_2`; CR 608.2d): "choose a creature type", "[ref] gains
protection from the color of your choice", "creatures you control of the chosen type",
"permanents you control of that type", "each creature of the chosen color"."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from mtgrules.cards.creature_types import plural as subtype_plural
from mtgrules.cards.pending import Counted
from mtgrules.cards.vocabulary import PERMANENT_TYPES
from mtgrules.effects.base import Duration, Who
from mtgrules.effects.chosen_groups import NarrowedGroupEach
from mtgrules.effects.chosen_values import (
    PLACEHOLDERS,
    ChooseValue,
    GrantProtectionOfChoice,
    IfRevealedHasChosenName,
    RevealAtRandom,
)
from mtgrules.objects import CardType

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context
    from mtgrules.effects.instructions import Instruction

_CREATURES = frozenset({CardType.CREATURE.value})


class Named(Protocol):
    """The renderer's context: whether the object has been named in the sentence."""

    self_named: bool


def choice_clause(step: object, ctx: _Context) -> str | None:
    """ "choose a color", "target creature gains protection from the color of your choice";
    None for another instruction."""
    if isinstance(step, ChooseValue):
        return f"choose a {step.what}"
    if isinstance(step, RevealAtRandom):
        return "reveal a card at random from your hand"
    if isinstance(step, GrantProtectionOfChoice):
        from mtgrules.cards.render_effects import _subject_verb  # a cycle: imported when used

        gains = _subject_verb(step.on, ctx, "gains", "gain")
        until = " until end of turn" if step.duration is Duration.END_OF_TURN else ""
        color = step.color or "the color of your choice"
        return f"{gains} protection from {color}{until}"
    return None


def revealed_name_sentence(
    step: object, ctx: Named, clauses: Callable[[tuple[Instruction, ...]], str]
) -> str | None:
    """ "If that card has the chosen name, ~ deals 2 damage to any target.", with ``clauses``
    writing its instructions (the object named again); None for another instruction."""
    if not isinstance(step, IfRevealedHasChosenName):
        return None
    ctx.self_named = False
    return f"If that card has the chosen name, {clauses(step.then)}."


def narrowed_group_words(ref: object) -> str | None:
    """ "creatures you control of the chosen type", "other Goblins you control", "green
    creatures you control": a narrowed group as a plural subject; None for another
    reference."""
    if not isinstance(ref, NarrowedGroupEach):
        return None
    match = ref.match
    owner = {Who.YOU: " you control", Who.ANY: "", Who.OPPONENT: " your opponents control"}
    other = "other " if ref.other else ""
    if match.ids is not None:
        return None
    if ref.subtype in PLACEHOLDERS:  # "creatures you control of the chosen type"
        nouns = {_CREATURES: "creatures", PERMANENT_TYPES: "permanents"}
        if match.kinds not in nouns or ref.color:
            return None
        return f"{other}{nouns[match.kinds]}{owner[match.controller]} of {ref.subtype}"
    if ref.subtype_noun:  # "Goblins you control"
        if match.kinds is not None or ref.color:
            return None
        return f"{other}{subtype_plural(ref.subtype)}{owner[match.controller]}"
    if match.kinds == PERMANENT_TYPES and not (ref.color or ref.subtype):
        return f"{other}permanents{owner[match.controller]}"  # build_choices_2.py
    if match.kinds != _CREATURES:
        return None
    words = " ".join(w for w in (ref.color, ref.subtype, "creatures") if w)
    return f"{other}{words}{owner[match.controller]}"  # "green creatures", "Elf creatures"


def chosen_counted_words(per: Counted, *, plural: bool) -> str | None:
    """ "permanent(s) you control of the chosen type", "permanent of that color": a count
    whose noun or adjective is a placeholder."""
    if per.adjective in PLACEHOLDERS:  # "permanent of that color"
        plain = Counted(noun=per.noun, adjective=per.adjective, controller=per.controller)
        if per != plain:
            return None
        noun = f"{per.noun}s" if plural else per.noun
        return " ".join(w for w in (noun, "of", per.adjective, per.controller) if w)
    if per.noun not in PLACEHOLDERS:
        return None
    noun = "permanents" if plural else "permanent"
    return " ".join(w for w in (noun, per.controller, "of", per.noun) if w)


__all__ = [
    "choice_clause",
    "chosen_counted_words",
    "narrowed_group_words",
    "revealed_name_sentence",
]
