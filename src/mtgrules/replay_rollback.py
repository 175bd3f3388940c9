"""Rollback by replay: an action's "as it was before" without copying the state first.

Every action is atomic: refused, or stopped by a choice it needs, it leaves the game exactly
as it was (engine.py ``apply``). By default the game copies its state before each action to
return to it. A :class:`ReplayJournal` copies it only every ``every`` actions (a
*checkpoint*) and keeps the actions applied since, with the answers they used; to return to
the moment before an action, it takes the checkpoint again and applies those actions once
more. The game is deterministic (its random generator is part of the state), so they do
exactly what they did: the same events, ids and state.

It holds only while nothing but the game's actions changes the game: the journal starts
over when the state object was replaced or the log grew outside an action (a rule action
such as ``deal_damage``), and the game uses it only where nobody else holds the game (the
self-play loop with its own agents) and with no answering policy (``Game.choices``). A
change made directly to ``game.state`` would be lost on a rollback.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mtgrules.actions import Action
from mtgrules.state import GameState

if TYPE_CHECKING:
    from mtgrules.engine import Game

EVERY = 64
"""Actions between two checkpoints: a rollback replays at most this many."""


@dataclass(slots=True)
class ReplayJournal:
    """A checkpoint of the game and the actions applied since (see the module)."""

    every: int = EVERY
    checkpoint: GameState | None = None
    log_length: int = 0  # the log's and the created effects' lengths at the checkpoint
    created: int = 0
    since: list[tuple[Action, tuple[Hashable, ...]]] = field(default_factory=list)
    state: GameState | None = None  # the state and log length the last action left
    logged: int = 0

    def prepare(self, game: Game) -> None:
        """Before an action: a new checkpoint if the game changed otherwise since the last
        action, or if ``every`` actions were applied since the last one."""
        if (
            self.checkpoint is None
            or game.state is not self.state
            or len(game.log) != self.logged
            or len(self.since) >= self.every
        ):
            self.checkpoint = game.state.copy()
            self.log_length, self.created = len(game.log), len(game.created_effects)
            self.since.clear()

    def record(self, game: Game, action: Action, answers: tuple[Hashable, ...]) -> None:
        """After an action applied in full with ``answers``."""
        self.since.append((action, answers))
        self.state, self.logged = game.state, len(game.log)

    def return_to_before(self, game: Game) -> None:
        """The game as it was before the action under way: the checkpoint, and the actions
        since replayed; it becomes the new checkpoint."""
        assert self.checkpoint is not None
        game.state = self.checkpoint.copy()
        del game.log[self.log_length :]
        if len(game.created_effects) > self.created:
            game.created_effects = dict(list(game.created_effects.items())[: self.created])
        for action, answers in self.since:
            game.replay_action(action, answers)
        self.checkpoint = game.state.copy()
        self.log_length, self.created = len(game.log), len(game.created_effects)
        self.since.clear()
        self.state, self.logged = game.state, len(game.log)


__all__ = ["EVERY", "ReplayJournal"]
