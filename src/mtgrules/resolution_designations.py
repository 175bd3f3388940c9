"""Carrying out the instructions of players' designations and resources (CR 107.14, 122.1,
724; :mod:`mtgrules.rules.designations`): "you get {E}{E}", "[you may] pay {E}{E}", "you
become the monarch", the monarch's "its controller becomes the monarch", and "investigate"
(CR 701.16 today: create a Clue token, CR 111.10f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.designation_events import BecameMonarch, EnergyGot, EnergyPaid
from mtgrules.effects.designations import BecomeTheMonarch, WinTheGame
from mtgrules.effects.instructions import (
    BecomeMonarch,
    CreateToken,
    GetEnergy,
    Instruction,
    Investigate,
    PayEnergy,
)
from mtgrules.events import Event, GameOver
from mtgrules.rules.designations import BECOME_MONARCH, GET_ENERGY, PAY_ENERGY, energy_of
from mtgrules.rules.game_outcome import may_win
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

DESIGNATION_INSTRUCTIONS = (
    GetEnergy,
    PayEnergy,
    BecomeMonarch,
    BecomeTheMonarch,
    Investigate,
    WinTheGame,
)
"""The instructions :func:`carry_out` carries out."""

CLUE = CreateToken(name="Clue", types=("Artifact",))
"""CR 701.16a (investigate): "Create a Clue token." (CR 111.10f)."""


WIN_RULE = "104.2b"  # an effect may state that a player wins the game


def _team(game: Resolution, player: EntityId) -> frozenset[EntityId]:
    """The winners when ``player`` wins: they and their teammates (a Two-Headed Giant team
    wins together, CR 810)."""
    players = game.state.players
    team = players[player].team
    if team is None:
        return frozenset({player})
    return frozenset(p for p, who in players.items() if who.team == team)


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`DESIGNATION_INSTRUCTIONS`."""
    player = ctx.controller
    if isinstance(step, GetEnergy):
        return game._emit([EnergyGot(player=player, amount=step.count, rule=GET_ENERGY)])
    if isinstance(step, PayEnergy):
        if energy_of(game.state, player) < step.count:
            return []  # CR 601.2h: no partial payment; "if you do" is false
        return game._emit([EnergyPaid(player=player, amount=step.count, rule=PAY_ENERGY)])
    if isinstance(step, Investigate):
        return game._carry_out((CLUE,), ctx)
    if isinstance(step, WinTheGame):
        if not may_win(game.state, player):  # "you can't win the game" (rules/game_outcome.py)
            return []
        return game._emit([GameOver(winners=_team(game, player), rule=WIN_RULE)])
    who = step.who if isinstance(step, BecomeTheMonarch) else None
    players = [player] if who is None else game._refs(who, ctx)
    crowned = [p for p in players if p in game.state.players][:1]
    if not crowned or game.state.monarch == crowned[0]:
        return []  # already the monarch: nothing changes
    return game._emit([BecameMonarch(player=crowned[0], rule=BECOME_MONARCH)])


__all__ = ["DESIGNATION_INSTRUCTIONS", "carry_out"]
