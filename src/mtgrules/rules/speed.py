"""Speed (CR 702.179, "Start your engines!"; Aetherdrift, 2025: under ``cr2011`` it is
played by today's rules and cited by today's number, like every keyword printed after 2011).

* A player has no speed until they control a permanent with start your engines!; then, as a
  state-based action, their speed becomes 1 (:func:`speeds_started`). Once they have a speed
  they keep it, whatever they control later. A player with no speed has speed 0 for effects
  that ask.
* A player with a speed has an inherent triggered ability: "Whenever one or more opponents
  lose life during your turn, if your speed is less than 4, your speed increases by 1. This
  ability triggers only once each turn." (:func:`speed_triggers`; it has no source and uses
  the stack, like the monarch's abilities, CR 724.2).
* A player "has max speed" if their speed is 4; "Max speed — [ability]" means "As long as you
  have max speed, this object has [ability]." (:func:`has_max_speed`).

>>> from mtgrules.state import GameState
>>> speed_of(GameState(), 1), has_max_speed(GameState(), 1)
(0, False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mtgrules.cards.pending import OtherKeyword
from mtgrules.effects.base import Duration, Effect, Match
from mtgrules.effects.speed import IncreaseSpeed, StartYourEngines
from mtgrules.effects.triggers import PendingTrigger, TriggeredAbility, WhenGainLife
from mtgrules.events import Event, LifeLost
from mtgrules.speed_events import SpeedChanged, SpeedTriggered
from mtgrules.state import EntityId, GameState

RULE = "702.179"
SPEED = "speed"
"""``Counted.noun`` of the amount "your speed" ("X is your speed")."""
MAX_SPEED = 4
START_YOUR_ENGINES = "start your engines!"
"""The keyword's name (an :class:`OtherKeyword` of the compiled card)."""

TRIGGER_TEXT = (
    "Whenever one or more opponents lose life during your turn, if your speed is less than 4, "
    "your speed increases by 1. This ability triggers only once each turn."
)
SPEED_ABILITY = TriggeredAbility(
    when=WhenGainLife(who=Match()),  # never matched: :func:`speed_triggers` finds when it triggers
    effect=(IncreaseSpeed(),),
    text=TRIGGER_TEXT,
)
"""The inherent triggered ability of a player with a speed, controlled by that player."""


def speed_of(state: GameState, player: EntityId) -> int:
    """``player``'s speed; 0 if they have none."""
    return state.speed.get(player, 0)


def has_max_speed(state: GameState, player: EntityId) -> bool:
    """``player`` has max speed: their speed is 4."""
    return speed_of(state, player) >= MAX_SPEED


def is_start_your_engines(keyword: object) -> bool:
    """``keyword`` is start your engines!."""
    return isinstance(keyword, OtherKeyword) and keyword.name == START_YOUR_ENGINES


def engines_statics(keyword: object) -> list[Effect]:
    """The static ability start your engines! of a compiled card (none for other keywords)."""
    if not is_start_your_engines(keyword):
        return []
    return [StartYourEngines(duration=Duration.STATIC, text="Start your engines!")]


def speeds_started(state: GameState) -> list[Event]:
    """The state-based action of start your engines!: each player with no speed who controls
    a permanent with it gets speed 1 (CR 702.179)."""
    players = {
        obj.controller
        for obj in state.battlefield()
        if obj.statics and any(isinstance(static, StartYourEngines) for static in obj.statics)
    }
    return [
        SpeedChanged(player=player, speed=1, rule=RULE)
        for player in sorted(players)
        if player not in state.speed and not state.players[player].has_lost
    ]


def speed_triggers(state: GameState, events: Sequence[Event]) -> list[Event]:
    """The speed ability of the active player, if one or more of their opponents lost life in
    ``events`` during their turn, their speed is less than 4 and it hasn't triggered this turn
    (CR 702.179)."""
    player = state.active_player
    if (
        player is None
        or player not in state.speed
        or speed_of(state, player) >= MAX_SPEED
        or state.speed_triggered.get(player) == state.turn
    ):
        return []
    opponents = set(state.opponents(player))
    if any(isinstance(e, LifeLost) and e.player in opponents and e.amount > 0 for e in events):
        return [SpeedTriggered(controller=player, rule=RULE)]
    return []


def increased(state: GameState, player: EntityId) -> list[Event]:
    """ "Your speed increases by 1." for ``player``: nothing without a speed or at 4."""
    if player not in state.speed or has_max_speed(state, player):
        return []
    return [SpeedChanged(player=player, speed=speed_of(state, player) + 1, rule=RULE)]


# -- commit ---------------------------------------------------------------------------------
def commit_speed_changed(state: GameState, e: SpeedChanged) -> None:
    state.speed[e.player] = e.speed


def commit_speed_triggered(state: GameState, e: SpeedTriggered) -> None:
    """It waits to be put on the stack; with no source, the player stands for it."""
    state.speed_triggered[e.controller] = state.turn  # only once each turn
    state.pending_triggers.append(
        PendingTrigger(
            source=e.controller, controller=e.controller, ability=SPEED_ABILITY, rule=e.rule
        )
    )


SPEED_COMMITS: dict[type[Event], Callable[[GameState, Any], None]] = {
    SpeedChanged: commit_speed_changed,
    SpeedTriggered: commit_speed_triggered,
}
"""How :mod:`mtgrules.rules.commit` applies the events of this module."""


__all__ = [
    "MAX_SPEED",
    "RULE",
    "SPEED",
    "SPEED_ABILITY",
    "SPEED_COMMITS",
    "START_YOUR_ENGINES",
    "TRIGGER_TEXT",
    "engines_statics",
    "has_max_speed",
    "increased",
    "is_start_your_engines",
    "speed_of",
    "speed_triggers",
    "speeds_started",
]
