"""One-shot instructions: what a spell or ability does when it resolves (CR 608.2c).

An instruction names who or what it acts on with a *reference*: a sentinel ``int`` for "this
object" (``SELF``), "you" (``YOU``) or a target (``target(0)``), or an :class:`Each` filter
("each creature", "each opponent"). References are resolved when the instruction is carried
out, so a card's text compiles to data once and is played many times.

>>> DealDamage(amount=3, to=target(0))
DealDamage(amount=3, to=-10, source=-1)
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect, Match
from mtgrules.objects import PLUS_ONE, Keyword

SELF = -1  # "this permanent / this spell / ~"
YOU = -2  # the controller of the spell or ability
_TARGET_BASE = -10


def target(index: int) -> int:
    """The reference to an ability's ``index``-th target."""
    return _TARGET_BASE - index


def target_index(ref: int) -> int | None:
    """Which target ``ref`` refers to, or None if it isn't a target reference."""
    return _TARGET_BASE - ref if ref <= _TARGET_BASE else None


@dataclass(frozen=True, slots=True, kw_only=True)
class Each:
    """ "each creature", "each opponent", "each creature and each player": every entity that
    matches, relative to the ability's controller."""

    match: Match


Ref = int | Each


@dataclass(frozen=True, slots=True, kw_only=True)
class DealDamage:
    """ "[source] deals N damage to [ref]" (CR 120.1)."""

    amount: int
    to: Ref
    source: int = SELF


@dataclass(frozen=True, slots=True, kw_only=True)
class GainLife:
    """ "[who] gains N life" (CR 118.3 / 119.3); ``who`` defaults to "you"."""

    amount: int
    who: Ref = YOU


@dataclass(frozen=True, slots=True, kw_only=True)
class LoseLife:
    """ "[who] loses N life" (CR 118.3 / 119.3)."""

    amount: int
    who: Ref = YOU


@dataclass(frozen=True, slots=True, kw_only=True)
class PutCounters:
    """ "Put N [kind] counters on [ref]" (CR 121 / 122)."""

    kind: str = PLUS_ONE
    count: int = 1
    on: Ref = SELF


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyPowerToughness:
    """ "[ref] gets +N/+M until end of turn": a continuous effect in layer 7c (CR 613)."""

    power: int
    toughness: int
    on: Ref
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True, kw_only=True)
class GrantKeyword:
    """ "[ref] gains [keyword] until end of turn": an ability-adding effect in layer 6."""

    keyword: Keyword
    on: Ref
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateEffect:
    """Create a prevention or replacement effect (CR 611.2): ``effect`` is a template whose
    :class:`~mtgrules.effects.base.Match` ids may hold references (``SELF``, ``target(i)``),
    bound when the instruction is carried out. ("Prevent the next 4 damage that would be
    dealt to any target this turn.")"""

    effect: Effect


@dataclass(frozen=True, slots=True, kw_only=True)
class AddMana:
    """ "Add {G}": mana into the controller's mana pool (CR 106.3)."""

    mana: str  # one symbol per character: W U B R G C
    amount: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawCards:
    """ "[who] draws N cards" (CR 121.1 / 120.1 in 2011)."""

    count: int = 1
    who: Ref = YOU


@dataclass(frozen=True, slots=True, kw_only=True)
class Destroy:
    """ "Destroy [ref]" (CR 701.7 / 701.6 in 2011)."""

    on: Ref


# -- instructions the card compiler produces, pending in the engine (see cards/support.py) -------
@dataclass(frozen=True, slots=True, kw_only=True)
class SearchLibrary:
    """ "Search your library for up to N cards named ~, reveal them, put them into your hand,
    then shuffle": the keyword actions search, reveal and shuffle (CR 701). The controller
    finds up to ``up_to`` cards (``named_self``: with the same name as this object), reveals
    them if ``reveal``, puts them into ``destination`` and shuffles their library."""

    up_to: int = 1
    named_self: bool = False
    reveal: bool = False
    destination: str = "hand"


Instruction = (
    DealDamage
    | GainLife
    | LoseLife
    | PutCounters
    | ModifyPowerToughness
    | GrantKeyword
    | CreateEffect
    | AddMana
    | DrawCards
    | Destroy
    | SearchLibrary
)
