"""Carrying out the choices a spell or ability makes as it resolves (CR 608.2d: if an effect
offers a choice not made on casting, the player announces it while applying the effect).

* :class:`~mtgrules.effects.chosen_values.ChooseValue` ("Choose a creature type.", "Choose a
  color."): the controller is asked (a decision, never chosen silently), the answer is an
  event (:class:`~mtgrules.chosen_events.ChoseOnResolution`) in the resolution's history;
* the following instructions of the same resolution read it: :func:`with_chosen` replaces the
  placeholders of their data ("the chosen type", "that color") by the chosen value before
  they are carried out. An ability of a permanent that made the choice as it entered
  (CR 614.12) reads that one when it made none itself;
* :class:`~mtgrules.effects.chosen_values.GrantProtectionOfChoice`: a color chosen on
  resolution, then the objects gain protection from it until end of turn (CR 702.16a, layer 6
  CR 613.1f). Nothing is asked when no object is left to gain it (CR 608.2b).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, TypeVar

from mtgrules.cards.abilities import instructions
from mtgrules.cards.database import CardDatabase, default_database
from mtgrules.choices import Chooser, Decision
from mtgrules.chosen_events import ChoseOnResolution, RevealedAtRandom
from mtgrules.effects.chosen_groups import NarrowedGroupEach
from mtgrules.effects.chosen_values import (
    OF_YOUR_CHOICE,
    PLACEHOLDERS,
    ChooseValue,
    GrantProtectionOfChoice,
    IfRevealedHasChosenName,
    RevealAtRandom,
)
from mtgrules.effects.instructions import GrantKeyword, Instruction
from mtgrules.events import Event
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.rules import entering_choices
from mtgrules.rules.casting import has_color
from mtgrules.rules.keywords import has_subtype
from mtgrules.state import EntityId, GameState

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

CHOICE_INSTRUCTIONS = (
    ChooseValue,
    GrantProtectionOfChoice,
    RevealAtRandom,
    IfRevealedHasChosenName,
)
"""The instructions :func:`carry_out` carries out."""
RULE = "608.2d"  # both editions
FOLLOW = "608.2c"  # the instructions followed in order
COLORS = ("white", "blue", "black", "red", "green")
_T = TypeVar("_T")


def creature_types(state: GameState) -> tuple[str, ...]:
    """The creature types a player may name: those of the creature cards and tokens in the
    game, wherever they are (any other type would name no object of this game)."""
    found = {
        subtype
        for obj in state.objects.values()
        if CardType.CREATURE in obj.types
        for subtype in obj.subtypes
    }
    return tuple(sorted(found)) or ("Human",)


@cache
def _names(database: CardDatabase) -> tuple[str, ...]:
    return tuple(sorted(database))


def card_names() -> tuple[str, ...]:
    """The names a player may choose (CR 201.3: the name of a card): those of the card
    database, in alphabetical order."""
    return _names(default_database())


def _options(state: GameState, what: str) -> tuple[str, ...]:
    if what == "color":
        return COLORS
    if what == "card name":
        return card_names()
    return creature_types(state)


def _ask(game: Resolution, ctx: Context, what: str, options: tuple[str, ...]) -> str:
    """The controller's answer: a decision (never chosen by the engine), answered by the
    action's answers or the game's policy; ChoiceRequired when there is none yet."""
    chooser = game._chooser if game._chooser is not None else Chooser(game.choices)
    answer = chooser.ask(
        Decision(
            kind=f"choose {what}",
            player=ctx.controller,
            options=options,
            labels=options,
            prompt=f"choose a {what}",
            rule=RULE,
        )
    )
    return str(answer)


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Ask the controller for the value (CR 608.2d); for a protection, grant it."""
    assert isinstance(step, CHOICE_INSTRUCTIONS)
    if isinstance(step, ChooseValue):
        value = _ask(game, ctx, step.what, _options(game.state, step.what))
        chose = ChoseOnResolution(
            source=ctx.source, player=ctx.controller, what=step.what, value=value, rule=RULE
        )
        return game._emit([chose])
    if isinstance(step, RevealAtRandom):
        return _reveal_at_random(game, ctx)
    if isinstance(step, IfRevealedHasChosenName):
        if not _revealed_has_chosen_name(game.state, ctx):
            return []
        return game._carry_out(instructions((step.then,)), ctx)  # without the joints
    if not any(game._on_battlefield(p) for p in game._refs(step.on, ctx)):
        return []  # CR 608.2b: nothing left to protect, no choice to make
    events: list[Event] = []
    color = step.color  # "the chosen color": chosen earlier, replaced by with_chosen
    if not color:
        color = _ask(game, ctx, "color", COLORS)
        chose = ChoseOnResolution(
            source=ctx.source, player=ctx.controller, what="color", value=color, rule=RULE
        )
        events = game._emit([chose])
    if color not in COLORS:
        return []  # no color was chosen
    grant = GrantKeyword(
        keyword=Keyword(f"protection from {color}"), on=step.on, duration=step.duration
    )
    return events + game._modify(grant, ctx)


def _reveal_at_random(game: Resolution, ctx: Context) -> list[Event]:
    """One card of the controller's hand, chosen at random, is revealed (it stays there);
    nothing when the hand is empty."""
    hand = sorted(
        o.id
        for o in game.state.objects.values()
        if o.zone is Zone.HAND and o.owner == ctx.controller
    )
    if not hand:
        return []
    card = game.state.rng.choice(hand)
    return game._emit([RevealedAtRandom(player=ctx.controller, card=card, rule=FOLLOW)])


def _revealed_has_chosen_name(state: GameState, ctx: Context) -> bool:
    """Whether the last card revealed at random has the last card name chosen (CR 201.3;
    names compared as the card's name, CR 201.2)."""
    revealed = [
        e.card for _, events in ctx.history for e in events if isinstance(e, RevealedAtRandom)
    ]
    name = chosen_values(state, ctx).get("card name")
    if not revealed or name is None:
        return False
    card = state.objects.get(revealed[-1])
    return card is not None and card.name == name


def chosen_values(state: GameState, ctx: Context) -> dict[str, str]:
    """What this resolution chose so far ({"color": "red"}), the latest choice of each kind;
    else what its source chose as it entered (CR 614.12)."""
    values: dict[str, str] = {}
    for what in ("creature type", "color"):
        entered = entering_choices.chosen(state, ctx.source, what)
        if isinstance(entered, str):
            values[what] = entered
    for _, events in ctx.history:
        for event in events:
            if isinstance(event, ChoseOnResolution):
                values[event.what] = event.value
    return values


def with_chosen(
    game: Resolution, steps: Sequence[_T], ctx: Context
) -> tuple[tuple[_T, ...], list[Event]]:
    """``steps`` with every placeholder of their data ("the chosen type", "that color")
    replaced by what was chosen (unchanged when nothing was: then the placeholder names no
    type or color, and the instruction finds nothing), and the events of a choice made here:
    a group "of the creature type of your choice" asks for the type first if this resolution
    hasn't chosen one (CR 608.2d)."""
    events: list[Event] = []
    if any(_of_your_choice(step) for step in steps) and not _chose_type(ctx):
        value = _ask(game, ctx, "creature type", creature_types(game.state))
        chose = ChoseOnResolution(
            source=ctx.source, player=ctx.controller, what="creature type", value=value, rule=RULE
        )
        events = game._emit([chose])
        ctx.history.append((ChooseValue(what="creature type"), events))
    values = chosen_values(game.state, ctx)
    if not values:
        return tuple(steps), events
    return tuple(_swap(step, values) for step in steps), events


def _of_your_choice(step: object) -> bool:
    group = getattr(step, "on", None)
    return isinstance(group, NarrowedGroupEach) and group.subtype == OF_YOUR_CHOICE


def _chose_type(ctx: Context) -> bool:
    return any(
        isinstance(e, ChoseOnResolution) and e.what == "creature type"
        for _, events in ctx.history
        for e in events
    )


def _swap(value: _T, values: dict[str, str]) -> _T:
    """``value`` with its placeholders replaced, rebuilt only where one was found (frozen
    dataclasses and tuples, walked through; any other value unchanged)."""
    if isinstance(value, str):
        what = PLACEHOLDERS.get(value)
        found = values.get(what) if what is not None else None
        return found if found is not None else value  # type: ignore[return-value]
    if isinstance(value, tuple):
        swapped = tuple(_swap(v, values) for v in value)
        same = all(a is b for a, b in zip(swapped, value, strict=True))
        return value if same else swapped  # type: ignore[return-value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for field in dataclasses.fields(value):
            if not field.init:
                continue
            old = getattr(value, field.name)
            new = _swap(old, values)
            if new is not old:
                changes[field.name] = new
        return dataclasses.replace(value, **changes) if changes else value
    return value


def in_narrowed_group(
    state: GameState, group: NarrowedGroupEach, entity: EntityId, source: EntityId
) -> bool:
    """Whether ``entity`` (already matching the group's kinds and controller) is a permanent
    with the group's creature type (CR 205.3; changeling, CR 702.73a) and color (CR 105.2)
    and, for "other", isn't the source."""
    if group.other and entity == source:
        return False
    obj = state.objects.get(entity)
    if obj is None or group.subtype in PLACEHOLDERS or group.color in PLACEHOLDERS:
        return False  # a player, or no type was chosen
    if group.subtype and not has_subtype(obj, group.subtype):
        return False
    return not group.color or has_color(obj.colors, group.color)


__all__ = [
    "CHOICE_INSTRUCTIONS",
    "card_names",
    "carry_out",
    "chosen_values",
    "creature_types",
    "in_narrowed_group",
    "with_chosen",
]
