"""Events of the choices a permanent's controller makes as it enters (CR 614.12; the
permanent remembers them: :mod:`mtgrules.rules.entering_choices`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.state import EntityId


@dataclass(frozen=True, slots=True, kw_only=True)
class ChoseAsEnters(Event):
    """``player`` chose ``value`` (a color, a creature type) as ``permanent`` entered:
    "As this creature enters, choose a color." (``what``: "color", "creature type")."""

    permanent: EntityId
    player: EntityId
    what: str
    value: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ChosePlayerAsEnters(Event):
    """``player`` chose ``that_player`` as ``permanent`` entered: "As this enchantment
    enters, choose an opponent." (``what``: "opponent", "player")."""

    permanent: EntityId
    player: EntityId
    what: str
    that_player: EntityId
