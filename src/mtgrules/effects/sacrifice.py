"""Sacrifices of permanents the sacrificing player chooses, beyond "[who] sacrifices a
creature" (:class:`mtgrules.effects.instructions.SacrificeOne`): "sacrifice a creature other
than ~", "Each player sacrifices three creatures of their choice", "Each opponent sacrifices a
creature with the greatest power among creatures that player controls", "sacrifice that many
permanents" (CR 701.16a, 2011: 701.14a; carried out by :mod:`mtgrules.resolution_sacrifice`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction, Ref

YOU = -2  # mtgrules.effects.instructions.YOU (which imports this module): the controller


@dataclass(frozen=True, slots=True, kw_only=True)
class SacrificeChosen:
    """ "[who] sacrifice(s) [count] [kind] [of their choice]": each player of ``who`` chooses
    ``count`` permanents of ``kind`` they control and sacrifices them (``that_many``: as many
    as the trigger event's amount, CR 603.2; ``other``: "another" / "other than ~", never the
    source; ``greatest_power``: among their creatures with the greatest power;
    ``their_choice``: the words "of their choice", which don't change the meaning)."""

    kind: str
    who: Ref = YOU
    count: int = 1
    that_many: bool = False
    other: str = ""  # "", "another", "other than ~"
    greatest_power: bool = False
    their_choice: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class IfYouCant:
    """ "[sacrifice a creature]. If you can't, [then]." (CR 608.2c: the text decides what
    happens): ``then`` is carried out only if the controller sacrificed fewer permanents than
    the sacrifice before it asked for (CR 609.3: they sacrificed all they could). Follows a
    sacrifice by the controller ("you") only."""

    then: tuple[Instruction, ...]


__all__ = ["IfYouCant", "SacrificeChosen"]
