"""What the delayed triggered abilities of rebound and warp do, as data
(:mod:`mtgrules.rules.zone_keywords` creates them; :mod:`mtgrules.resolution_zone_keywords`
carries them out):

* :class:`CastExiledFree`: rebound's "you may cast this card from exile without paying its
  mana cost" (CR 702.88a; 2011: 702.86a), at the beginning of its owner's next upkeep;
* :class:`ExileWarped`: warp's "exile the permanent this spell becomes at the beginning of
  the next end step. Its owner may cast this card after the current turn has ended for as
  long as it remains exiled." (CR 702.185a).

Both act on the object their delayed triggered ability was created for (CR 603.7c: "that
object", :attr:`~mtgrules.resolution.Context.that_object`).

The activated abilities of transmute (from the hand) and scavenge (from the graveyard) read
the card they were activated from, as it last existed there (CR 608.2h):

* :class:`SearchSameManaValue`: "Search your library for a card with the same mana value as
  this card, reveal it, put it into your hand, then shuffle." (CR 702.53a; 2011: 702.51a);
* :class:`CountersBySourcePower`: "Put a number of +1/+1 counters equal to the power of the
  card you exiled on target creature." (CR 702.97a).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect

AFTER_THIS_TURN = "after the current turn has ended for as long as it remains exiled"
"""How long warp's permission lasts (CR 702.185a): from the next turn on, while the card
stays the same object in exile (CR 400.7)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CastExiledFree:
    """Its controller may cast the exiled card the ability refers to without paying its mana
    cost, as the ability resolves (rebound, CR 702.88a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileWarped:
    """Exile the permanent the ability refers to; its owner may cast the card from exile on
    any later turn, for as long as it remains exiled (warp, CR 702.185a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchSameManaValue:
    """Its controller searches their library for a card with the mana value of the ability's
    source (a search for a stated quality may find none, CR 701.23b), reveals it, puts it into
    their hand, then shuffles."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersBySourcePower:
    """Put as many +1/+1 counters as the ability's source card's power on ``on``."""

    on: int


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateZombieCopy:
    """Embalm (CR 702.128a) and eternalize (CR 702.129a): "Create a token that's a copy of
    this card, except it's [white / black][, it's 4/4], it has no mana cost, and it's a Zombie
    in addition to its other types." The copy is of the card as it last existed in the
    graveyard (CR 608.2h)."""

    color: str
    power_toughness: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Dredge(Effect):
    """ "Dredge N" (CR 702.52a; 2011: 702.50a), a static ability that functions while the card
    is in its owner's graveyard: "If you would draw a card, you may mill N cards instead. If
    you do, return this card from your graveyard to your hand." (rules/zone_keywords.py)."""

    count: int
    duration: Duration = Duration.STATIC


__all__ = [
    "AFTER_THIS_TURN",
    "CastExiledFree",
    "CountersBySourcePower",
    "CreateZombieCopy",
    "Dredge",
    "ExileWarped",
    "SearchSameManaValue",
]
