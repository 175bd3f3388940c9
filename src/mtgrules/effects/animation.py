"""Effects that make a permanent a creature with set characteristics ("animation"): "This
land becomes a 2/1 red Warrior creature with first strike until end of turn. It's still a
land."

Such an effect applies in several layers (CR 613.1d, 613.1e, 613.1f, 613.4b; 2011: 613.1d-f,
613.3b): its card types and creature types in layer 4, its color in layer 5, its abilities in
layer 6 and its power and toughness in layer 7b (it *sets* them, so +N/+N effects and counters
still apply after it, CR 613.4c). The object keeps its other card types and subtypes: the
effect makes it an "artifact creature", a creature "in addition to its other types", or says
"It's still a land." (CR 205.1b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtgrules.effects.base import Duration
from mtgrules.objects import CardType, Keyword

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref


@dataclass(frozen=True, slots=True)
class Printed:
    """An object's card types, subtypes and colors before any animation applied to it: what
    it goes back to when the last one ends (CR 611.2, 514.2) or it leaves the battlefield
    (CR 400.7)."""

    types: frozenset[CardType]
    subtypes: frozenset[str]
    colors: frozenset[str]


@dataclass(frozen=True, slots=True)
class Animation:
    """The characteristics an animating effect sets, carried by the
    :class:`~mtgrules.state.Modifier` of its effect: card types and creature types added
    (layer 4), the colors it becomes (layer 5; None keeps its colors) and its base power and
    toughness (layer 7b; None keeps them: "becomes an artifact creature")."""

    types: frozenset[CardType]
    subtypes: frozenset[str] = frozenset()
    colors: frozenset[str] | None = None
    power: int | None = None
    toughness: int | None = None
    printed: Printed | None = None  # set as the modifier is made


# The ways a card says the object keeps its other types (CR 205.1b), as the renderer needs them.
STILL_LAND = "still a land"  # "It's still a land."
IN_ADDITION = "in addition"  # "... creature in addition to its other types"
ARTIFACT_CREATURE = "artifact creature"  # "becomes an artifact creature": kept by definition


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomeCreature:
    """ "[ref] becomes a N/N [colors] [creature types] [artifact] creature [with keywords /
    "ability"] until end of turn[. It's still a land.]": one effect in layers 4, 5, 6 and 7b
    (CR 613.1d-f, 613.4b). ``granted`` holds the quoted abilities (CR 113.2c), compiled by
    :mod:`mtgrules.cards.granted_abilities`. ``lead``: written "Until end of turn, [ref]
    becomes ..."; ``keeps``: how the text says it keeps its other types."""

    on: Ref
    power: int | None = None
    toughness: int | None = None
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    artifact: bool = False
    keywords: tuple[Keyword, ...] = ()
    granted: tuple[Any, ...] = ()  # Quoted abilities (cards/granted_abilities.py)
    duration: Duration = Duration.END_OF_TURN
    lead: bool = False
    keeps: str = ARTIFACT_CREATURE

    def animation(self) -> Animation:
        """The characteristics it sets (without the object's printed ones)."""
        types = {CardType.CREATURE}
        if self.artifact:
            types.add(CardType.ARTIFACT)
        return Animation(
            types=frozenset(types),
            subtypes=frozenset(self.subtypes),
            colors=frozenset(self.colors) if self.colors else None,
            power=self.power,
            toughness=self.toughness,
        )


__all__ = [
    "ARTIFACT_CREATURE",
    "IN_ADDITION",
    "STILL_LAND",
    "Animation",
    "BecomeCreature",
    "Printed",
]
