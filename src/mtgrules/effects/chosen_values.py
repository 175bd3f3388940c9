"""Choices a spell or ability makes as it resolves, and the words that read them later in the
same text (CR 608.2d: a choice an effect offers is announced while the effect is applied):

* "Choose a creature type. Creatures you control of the chosen type get +1/+0 and gain
  indestructible until end of turn." (And They Shall Know No Fear), "Choose a color. ~ deals X
  damage to each creature of the chosen color." (Sudden Demise): :class:`ChooseValue`, then
  instructions whose data hold a placeholder (:data:`CHOSEN_TYPE`, :data:`THAT_TYPE`,
  :data:`CHOSEN_COLOR`, :data:`THAT_COLOR`) replaced by the chosen value before they are
  carried out (:mod:`mtgrules.rules.chosen_on_resolution`);
* "Choose a card name, then reveal a card at random from your hand. If that card has the
  chosen name, ~ deals 2 damage to any target." (Cursed Scroll): :class:`RevealAtRandom`,
  :class:`IfRevealedHasChosenName`; the name must be a card's (CR 201.3);
* "Target creature you control gains protection from the color of your choice until end of
  turn." (Gods Willing): :class:`GrantProtectionOfChoice`, a color chosen on resolution, then a
  protection keyword granted in layer 6 (CR 702.16a, 613.1f).

>>> ChooseValue(what="color")
ChooseValue(what='color')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtgrules.effects.base import Duration

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref

CHOSEN_TYPE = "the chosen type"
CHOSEN_COLOR = "the chosen color"
"""The same placeholders as a choice made as a permanent enters (rules/entering_choices.py)."""
THAT_TYPE = "that type"
THAT_COLOR = "that color"
"""The other wording of a chosen value ("for each permanent you control of that type")."""
OF_YOUR_CHOICE = "the creature type of your choice"
"""A type chosen as the group is read: "creatures of the creature type of your choice"."""
PLACEHOLDERS = {
    CHOSEN_TYPE: "creature type",
    OF_YOUR_CHOICE: "creature type",
    THAT_TYPE: "creature type",
    CHOSEN_COLOR: "color",
    THAT_COLOR: "color",
}
"""Each placeholder and the kind of value ("color", "creature type") it stands for."""
WHATS = ("creature type", "color", "card name")
"""What "Choose a ..." lets the controller choose as the spell or ability resolves."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseValue:
    """ "Choose a creature type." / "Choose a color.": the controller of the spell or ability
    chooses one ``what`` as it resolves (CR 608.2d); the later instructions of the same text
    read it through a placeholder."""

    what: str


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealAtRandom:
    """ "reveal a card at random from your hand": the controller reveals one card of their
    hand chosen at random (nothing if the hand is empty); it stays in the hand."""


@dataclass(frozen=True, slots=True, kw_only=True)
class IfRevealedHasChosenName:
    """ "If that card has the chosen name, [then]." (Cursed Scroll): ``then`` (the sentence as
    written, with its joints) is carried out only if the card revealed at random has the card
    name chosen earlier in the same resolution (CR 201.3, 608.2c)."""

    then: tuple[Any, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class GrantProtectionOfChoice:
    """ "[ref] gains protection from the color of your choice until end of turn": the
    controller chooses a color on resolution (CR 608.2d); the objects gain protection from it
    (CR 702.16a; layer 6, CR 613.1f)."""

    on: Ref
    duration: Duration = Duration.END_OF_TURN
    color: str = ""
    """ "" : asked on resolution ("the color of your choice"); :data:`CHOSEN_COLOR`: the color
    chosen earlier ("gain protection from the chosen color"), replaced before it runs."""


__all__ = [
    "CHOSEN_COLOR",
    "CHOSEN_TYPE",
    "OF_YOUR_CHOICE",
    "PLACEHOLDERS",
    "THAT_COLOR",
    "THAT_TYPE",
    "WHATS",
    "ChooseValue",
    "GrantProtectionOfChoice",
    "IfRevealedHasChosenName",
    "RevealAtRandom",
]
