"""Small helpers for tests that play through the game's entry point."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.actions import PassPriority
from mtgrules.choices import Decision
from mtgrules.events import Event
from mtgrules.state import EntityId
from mtgrules.turn_events import StepBegan


def creature(
    game: Game,
    controller: EntityId,
    name: str,
    power: int,
    toughness: int,
    *keywords: str,
    damage: int = 0,
    counters: dict[str, int] | None = None,
) -> EntityId:
    """A creature on the battlefield with these characteristics."""
    return game.add_permanent(
        name,
        controller=controller,
        types={"Creature"},
        power=power,
        toughness=toughness,
        keywords=keywords,
        damage=damage,
        counters=counters,
    )


def decision(game: Game) -> Decision:
    found = game.decision()
    assert found is not None
    return found


def pass_step(game: Game) -> list[Event]:
    """Both players pass priority until the next step begins (resolving whatever is on the
    stack), or until the game waits for something other than priority."""
    events: list[Event] = []
    while decision(game).kind == "priority":
        done = game.apply(PassPriority())
        events.extend(done)
        if any(isinstance(e, StepBegan) for e in done):
            break
    return events
