"""Actions taken from the opening hands as the game starts (CR 103.6; 2011: 103.5): the
starting player first, then each other player in turn order, may put each card whose ability
allows it onto the battlefield ("you may begin the game with it on the battlefield", CR
103.6a; 2011: 103.5a; effects/opening_hand.py). Each card is a ``may`` decision of its owner;
with no one asked, the player does it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.choices import Chooser, Decision
from mtgrules.effects.opening_hand import BeginOnBattlefield
from mtgrules.events import Event, ZoneChanged
from mtgrules.objects import Zone
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.engine import Game


def begin_on_battlefield(game: Game, starting: EntityId, chooser: Chooser | None) -> list[Event]:
    """Each player's cards that may begin the game on the battlefield, put there if the
    player so chooses, the starting player first."""
    state = game.state
    rule = game.ruleset.rule("opening hand")
    order = sorted(state.players, key=lambda p: (p != starting, p))  # two players: CR 103.6
    events: list[Event] = []
    for player in order:
        cards = sorted(
            o.id
            for o in state.objects.values()
            if o.zone is Zone.HAND
            and o.owner == player
            and any(isinstance(s, BeginOnBattlefield) for s in o.statics)
        )
        for card in cards:
            if chooser is not None and not chooser.ask(
                Decision(
                    kind="may",
                    player=player,
                    options=(True, False),
                    labels=("begin the game with it on the battlefield", "keep it in hand"),
                    prompt=f"begin the game with {state.objects[card].name} on the battlefield?",
                    rule=rule,
                )
            ):
                continue
            moved = ZoneChanged(
                object=card,
                new_id=state.next_id,
                origin=Zone.HAND,
                destination=Zone.BATTLEFIELD,
                rule=rule,
            )
            events.extend(game._emit([moved]))
    return events


__all__ = ["begin_on_battlefield"]
