"""'[Do something] unless [a player] [does something else]' beyond one mana, life or discard
cost (CR 118.12; 2011: 117.12): the player may sacrifice permanents ("unless they sacrifice a
creature of their choice", "unless you sacrifice two lands"), or choose between two costs
("unless that player pays {1} or 1 life", "unless they sacrifice a nonland permanent of their
choice or discard a card"); a group of players ("each opponent loses 3 life unless they
discard a card") decides player by player, and the instruction is carried out for each player
who doesn't pay. Carried out by :mod:`mtgrules.resolution_unless_costs`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction, Ref


UNLESS = "unless"
"""The form of an :class:`~mtgrules.effects.conditions.IfCondition` printed "[clause] unless
[condition]" (CR 608.2c): its ``otherwise`` is carried out when the condition is false."""


@dataclass(frozen=True, slots=True, kw_only=True)
class UnlessCost:
    """One thing the player may do instead: pay ``mana`` or ``life``, discard ``discard``
    cards, or sacrifice ``count`` permanents of kind ``sacrifice`` ("creature", "nonland
    permanent", "land"; ``other``: "another" / "other than ~", never the source;
    ``their_choice``: the words "of their choice", which don't change the meaning)."""

    mana: str = ""
    life: int = 0
    discard: int = 0
    sacrifice: str = ""
    count: int = 1
    other: str = ""
    their_choice: bool = False
    per_counter: str = ""
    """ "for each age counter on it": the cost once per counter of that kind on the source
    (cumulative upkeep, CR 702.24a; 2011: 702.22a)."""
    damage: int = 0
    """ "unless its controller has ~ deal 6 damage to them": the player may choose to be
    dealt that damage by the source (CR 120.3; always possible)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class UnlessPaid:
    """ "[then] unless [who] [costs, joined by "or"]": each player of ``who`` (in APNAP order,
    CR 101.4) may do one of ``costs`` they can do in full (CR 118.3); ``then`` is carried out
    if they don't (for a group of players, for each of them who doesn't: the group in
    ``then`` is read as that player). ``said``: the payer's words when they are a pronoun or
    "that player" ("they", "that player"), else empty (the reference's own words)."""

    then: tuple[Instruction, ...]
    who: Ref
    costs: tuple[UnlessCost, ...]
    said: str = ""
    anyone: bool = False
    """ "Any player may have ~ deal 5 damage to them. If no one does, [then].": the players
    are asked in APNAP order until one does (CR 101.4); ``then`` is carried out once, only
    if no one did."""


__all__ = ["UNLESS", "UnlessCost", "UnlessPaid"]
