"""Choices made as a permanent enters (CR 614.12 / 614.1c: "As this creature enters, choose a
color / a creature type / an opponent / a player."), remembered by the permanent and read by
its other abilities: "Creatures of the chosen type your opponents control get -1/-1.",
"Whenever you cast a spell of the chosen color, you gain 1 life.", "... to the chosen
player".

The choice is made by the permanent's controller before it enters (a decision of kind
``choose as enters``), so the permanent's abilities see it from the moment it is on the
battlefield. The chosen value belongs to that object: once it leaves, it is a new object with
no choice (CR 400.7). A permanent put onto the battlefield by a spell resolving is asked here
(:mod:`mtgrules.turn_steps`); the creature types offered are those of the cards and tokens in
the game (any other type would name no object).

>>> CHOICES["a color"]
'color'
"""

from __future__ import annotations

from collections.abc import Hashable

from mtgrules.cards.pending import ChooseAsEnters
from mtgrules.choice_events import ChoseAsEnters, ChosePlayerAsEnters
from mtgrules.choices import Chooser, Decision
from mtgrules.events import Event
from mtgrules.objects import CardType
from mtgrules.state import EntityId, GameObject, GameState

RULE = "614.12"  # both editions
KIND = "choose as enters"
COLORS = ("white", "blue", "black", "red", "green")
CHOICES = {
    "a color": "color",
    "a creature type": "creature type",
    "an opponent": "opponent",
    "a player": "player",
}
"""What the engine lets a player choose as a permanent enters, and the key it is kept by."""
CHOSEN_COLOR = "the chosen color"
CHOSEN_TYPE = "the chosen type"
"""Placeholders in a compiled ability for the value chosen as its source entered."""
CHOSEN_PLAYERS = "the chosen player's"
"""The wording of "At the beginning of the chosen player's upkeep" (an ``AtBeginningOf``)."""


def chosen(state: GameState, permanent: EntityId, what: str) -> str | int | None:
    """What was chosen for ``what`` ("color", "creature type", "opponent", "player") as
    ``permanent`` entered, or None."""
    return state.chosen.get((permanent, what))


def chosen_player(state: GameState, permanent: EntityId) -> EntityId | None:
    """The opponent or player chosen as ``permanent`` entered."""
    for what in ("opponent", "player"):
        value = chosen(state, permanent, what)
        if isinstance(value, int):
            return value
    return None


def resolve(state: GameState, permanent: EntityId, value: str) -> str:
    """``value`` with a placeholder ("the chosen color") replaced by what was chosen for
    ``permanent`` ("" when nothing was); any other value unchanged."""
    if value == CHOSEN_COLOR:
        found = chosen(state, permanent, "color")
    elif value == CHOSEN_TYPE:
        found = chosen(state, permanent, "creature type")
    else:
        return value
    return found if isinstance(found, str) else ""


def _creature_types(state: GameState) -> tuple[str, ...]:
    found = {
        subtype
        for obj in state.objects.values()
        if CardType.CREATURE in obj.types
        for subtype in obj.subtypes
    }
    return tuple(sorted(found)) or ("Human",)


def _options(state: GameState, what: str, controller: EntityId) -> tuple[Hashable, ...]:
    if what == "color":
        return COLORS
    if what == "creature type":
        return _creature_types(state)
    players = [p for p, player in state.players.items() if not player.has_lost]
    if what == "opponent":
        return tuple(p for p in players if p in state.opponents(controller))
    return tuple(players)


def choices_as_enters(
    state: GameState, card: GameObject, new_id: EntityId, chooser: Chooser
) -> list[Event]:
    """The choices ``card``'s controller makes as it enters the battlefield as ``new_id``
    (CR 614.12), one decision per "As ~ enters, choose ..." ability, as events."""
    events: list[Event] = []
    for static in card.statics:
        if not isinstance(static, ChooseAsEnters) or static.what not in CHOICES:
            continue
        what = CHOICES[static.what]
        options = _options(state, what, card.controller)
        if not options:
            continue
        names = state.players
        labels = tuple(names[o].name if isinstance(o, int) else str(o) for o in options)
        answer = chooser.ask(
            Decision(
                kind=KIND,
                player=card.controller,
                options=options,
                labels=labels,
                prompt=f"choose {static.what} as {card.name} enters",
                rule=RULE,
            )
        )
        if isinstance(answer, int):
            events.append(
                ChosePlayerAsEnters(
                    permanent=new_id,
                    player=card.controller,
                    what=what,
                    that_player=answer,
                    rule=RULE,
                )
            )
        else:
            events.append(
                ChoseAsEnters(
                    permanent=new_id,
                    player=card.controller,
                    what=what,
                    value=str(answer),
                    rule=RULE,
                )
            )
    return events


def commit_chose(state: GameState, event: ChoseAsEnters) -> None:
    state.chosen[(event.permanent, event.what)] = event.value


def commit_chose_player(state: GameState, event: ChosePlayerAsEnters) -> None:
    state.chosen[(event.permanent, event.what)] = event.that_player


def choice_problem(effect: ChooseAsEnters) -> str | None:
    """What the engine lacks to let a player make this choice (for cards/support.py)."""
    return None if effect.what in CHOICES else f"ChooseAsEnters ({effect.what})"


_READS = {
    "the chosen player": ("opponent", "player"),
    "the chosen color": ("color",),
    "the chosen type": ("creature type",),
}


def unchosen_reference(rendered: str, choices: set[str]) -> str | None:
    """A card whose text reads "the chosen player/color/type" but makes no such choice as it
    enters (CR 614.12) would act on nothing: the words it reads, else None. ``rendered`` is
    the card's compiled abilities rendered back to text; ``choices`` the keys of its
    "As ~ enters, choose ..." abilities ("color", "player", ...)."""
    lowered = rendered.lower()
    for words, keys in _READS.items():
        if words in lowered and not choices & set(keys):
            return words
    return None


__all__ = [
    "CHOSEN_COLOR",
    "CHOSEN_PLAYERS",
    "CHOSEN_TYPE",
    "choice_problem",
    "choices_as_enters",
    "chosen",
    "chosen_player",
    "commit_chose",
    "commit_chose_player",
    "resolve",
    "unchosen_reference",
]
