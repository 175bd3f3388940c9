"""Reading a game: life, counters, characteristics, effects. Queries return values or copies,
never the live state, so only the game's actions change it."""

from __future__ import annotations

import copy

from mtgrules.choices import Answers
from mtgrules.effects.base import Effect
from mtgrules.effects.triggers import PendingTrigger
from mtgrules.errors import UnknownEntityError
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameObject, GameState, Player
from mtgrules.variants import Variant


class GameView:
    """The queries of a :class:`~mtgrules.game.Game`."""

    ruleset: Ruleset
    variant: Variant
    state: GameState
    log: list[Event]
    created_effects: dict[int, Effect]
    choices: Answers

    # -- queries --------------------------------------------------------------------------------
    def life(self, player: EntityId) -> int:
        self._player(player)
        return self.state.life_of(player)

    def poison(self, player: EntityId) -> int:
        self._player(player)
        return self.state.poison_of(player)

    def player(self, player: EntityId) -> Player:
        """A copy of the player (change the game through its actions, not through this)."""
        return copy.deepcopy(self._player(player))

    def obj(self, object_id: EntityId) -> GameObject:
        """A copy of the object with this id; after it changed zones, of its last known
        information (CR 400.7)."""
        view = self.state.source_view(object_id)
        if view is None:
            raise UnknownEntityError(f"unknown object {object_id!r}")
        return copy.deepcopy(view)

    def power(self, object_id: EntityId) -> int:
        return self._object(object_id).current_power()

    def toughness(self, object_id: EntityId) -> int:
        return self._object(object_id).current_toughness()

    def loyalty(self, object_id: EntityId) -> int:
        return self._object(object_id).current_loyalty()

    def describe_effect(self, effect_id: int) -> str:
        """An effect's text (or kind and id), whether it is in force, printed on a permanent,
        or ended."""
        effect = self.created_effects.get(effect_id)
        if effect is None:
            effect = next((e for e in effects_in_force(self.state) if e.id == effect_id), None)
        if effect is None:
            return f"effect #{effect_id}"
        return effect.text or f"{effect.kind} #{effect_id}"

    def damage_on(self, object_id: EntityId) -> int:
        return self._object(object_id).damage

    def counters(self, object_id: EntityId) -> dict[str, int]:
        return dict(self._object(object_id).counters)

    def is_on_battlefield(self, object_id: EntityId) -> bool:
        obj = self.state.objects.get(object_id)
        return obj is not None and obj.zone is Zone.BATTLEFIELD

    def has_lost(self, player: EntityId) -> bool:
        return self._player(player).has_lost

    @property
    def winners(self) -> frozenset[EntityId] | None:
        """None while the game goes on; the winners (empty for a draw) once it is over."""
        return self.state.winners

    @property
    def pending_triggers(self) -> list[PendingTrigger]:
        return list(self.state.pending_triggers)

    def _player(self, player: EntityId) -> Player:
        try:
            return self.state.players[player]
        except (KeyError, TypeError):
            raise UnknownEntityError(f"unknown player {player!r}") from None

    def _object(self, object_id: EntityId) -> GameObject:
        try:
            return self.state.objects[object_id]
        except (KeyError, TypeError):
            raise UnknownEntityError(f"unknown object {object_id!r}") from None
