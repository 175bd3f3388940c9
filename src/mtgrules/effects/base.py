"""What every effect has: a controller, a source, a duration, and filters that say which
players and objects it affects."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mtgrules.objects import CardType, Zone
from mtgrules.state import EntityId, GameState

PLAYER = "player"


class Duration(StrEnum):
    """How long an effect lasts (CR 611.2, 611.3, 514.2)."""

    END_OF_TURN = "this turn"  # ends in the cleanup step (CR 514.2)
    INDEFINITE = "indefinitely"
    STATIC = "while its source is on the battlefield"  # a static ability (CR 611.3)


class Who(StrEnum):
    """Whose: relative to the effect's controller."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"


@dataclass(frozen=True, slots=True, kw_only=True)
class Match:
    """A filter on players and objects: specific ids, kinds (``"player"`` or a card type),
    and a controller relative to the effect's controller (a player controls themself).

    >>> Match.ids_of(7)
    Match(ids=frozenset({7}), kinds=None, controller=<Who.ANY: 'any'>)
    """

    ids: frozenset[EntityId] | None = None
    kinds: frozenset[str] | None = None
    controller: Who = Who.ANY

    @staticmethod
    def ids_of(*ids: EntityId) -> Match:
        return Match(ids=frozenset(ids))

    @staticmethod
    def you() -> Match:
        """ "You": the effect's controller, as a player."""
        return Match(kinds=frozenset({PLAYER}), controller=Who.YOU)

    def matches(self, state: GameState, entity: EntityId, you: EntityId) -> bool:
        if self.ids is not None and entity not in self.ids:
            return False
        player = state.players.get(entity)
        if player is not None:
            if self.kinds is not None and PLAYER not in self.kinds:
                return False
            controller = entity
        else:
            obj = state.source_view(entity)
            if obj is None:
                return False
            if self.kinds is not None and not any(t.value in self.kinds for t in obj.types):
                return False
            controller = obj.controller
        if self.controller is Who.YOU:
            return controller == you
        if self.controller is Who.OPPONENT:
            return controller in state.opponents(you)
        return True


@dataclass(frozen=True, slots=True, kw_only=True)
class ControlsA:
    """Condition: the effect's controller controls a permanent of this type (Worship's "if
    you control a creature")."""

    card_type: CardType

    def holds(self, state: GameState, you: EntityId) -> bool:
        return any(
            obj.controller == you and obj.zone is Zone.BATTLEFIELD and self.card_type in obj.types
            for obj in state.objects.values()
        )


Condition = ControlsA


@dataclass(frozen=True, slots=True, kw_only=True)
class Effect:
    """Base of all effects. ``id`` and ``timestamp`` are given when the effect is added to a
    game; a static effect printed on an object takes that object's controller and id."""

    controller: EntityId = 0
    source: EntityId | None = None
    duration: Duration = Duration.END_OF_TURN
    id: int = 0
    timestamp: int = 0
    text: str = ""

    @property
    def kind(self) -> str:
        return type(self).__name__
