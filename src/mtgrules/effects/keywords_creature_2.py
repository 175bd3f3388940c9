"""Instructions and static abilities of creature keywords whose effect the other instructions
can't say, carried out by :mod:`mtgrules.resolution_keywords_creature_2` (instructions) and
:mod:`mtgrules.rules.keywords_creature_2` (as a permanent spell resolves):

* rampage N: "it gets +N/+N until end of turn for each creature blocking it beyond the
  first" (CR 702.23a; 2011: 702.21a);
* melee: "it gets +1/+1 until end of turn for each opponent you attacked with a creature this
  combat" (CR 702.121a);
* fabricate N: "you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless
  Servo artifact creature tokens." (CR 702.123a);
* graft N: "you may move a +1/+1 counter from this permanent onto that creature" (CR
  702.58a; 2011: 702.56a);
* riot (CR 702.136a), devour N (CR 702.82a; 2011: 702.80a) and amplify N (CR 702.38a;
  2011: 702.36a), replacement effects on how the permanent enters (CR 614.1c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Effect

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class PumpPerBlockerBeyondFirst:
    """ "It gets +N/+N until end of turn for each creature blocking it beyond the first."
    (rampage N, CR 702.23a): the source gets +``amount``/+``amount`` for each creature
    blocking it, less one, counted once as the ability resolves (CR 702.23b)."""

    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class PumpPerOpponentAttacked:
    """ "It gets +1/+1 until end of turn for each opponent you attacked with a creature this
    combat." (melee, CR 702.121a): counted as the ability resolves."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersOrServos:
    """ "You may put N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo
    artifact creature tokens." (fabricate N, CR 702.123a): ``count`` is N."""

    count: int


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveCounter:
    """ "Move a [kind] counter from this permanent onto [ref]" (graft, CR 702.58a; CR 122.5:
    one counter leaves the source and is put on the other permanent)."""

    kind: str
    to: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class SquadCopies:
    """ "Create a token that's a copy of it for each time its squad cost was paid." (squad,
    CR 702.157a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Riot(Effect):
    """Riot (CR 702.136a): "You may have this permanent enter with an additional +1/+1
    counter on it. If you don't, it gains haste." Each instance works separately
    (702.136b)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Devour(Effect):
    """Devour N (CR 702.82a; 2011: 702.80a): "As this object enters, you may sacrifice any
    number of creatures. This permanent enters with N +1/+1 counters on it for each creature
    sacrificed this way." ``count`` is N."""

    count: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Amplify(Effect):
    """Amplify N (CR 702.38a; 2011: 702.36a): "As this object enters, reveal any number of
    cards from your hand that share a creature type with it. This permanent enters with N
    +1/+1 counters on it for each card revealed this way." ``count`` is N."""

    count: int


__all__ = [
    "Amplify",
    "CountersOrServos",
    "Devour",
    "MoveCounter",
    "PumpPerBlockerBeyondFirst",
    "PumpPerOpponentAttacked",
    "Riot",
    "SquadCopies",
]
