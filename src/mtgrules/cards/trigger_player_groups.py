""" "Each other opponent" after a trigger event that names an opponent: "Whenever ~ deals
combat damage to an opponent, it deals that much damage to each other opponent." (Hydra
Omnivore, Grenzo's Ruffians, Amarant Coral; CR 603.2: the effect refers to the trigger
event's player). The group is the controller's opponents (CR 102.3) other than that player;
in a two-player game there is none."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.abilities import Ability, TriggeredLine
from mtgrules.effects.instructions import Each
from mtgrules.effects.triggers import WhenDealsDamage
from mtgrules.rules.trigger_events import has_player
from mtgrules.state import EntityId, GameState

WORDS = "each other opponent"
THAT_PLAYER_CONTROLS = "that player controls"


@dataclass(frozen=True, slots=True, kw_only=True)
class OtherOpponentsEach(Each):
    """ "each other opponent": the players of ``match`` (the opponents) but the trigger
    event's player."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ThatPlayerControlsEach(Each):
    """ "each creature that player controls": the permanents of ``match`` the trigger event's
    player controls."""


def controlled_by_that_player(
    state: GameState, found: list[EntityId], that_player: EntityId | None
) -> list[EntityId]:
    """The permanents of ``found`` the trigger event's player controls (CR 603.2)."""
    return [e for e in found if that_player is not None and state.controller_of(e) == that_player]


def other_opponents(found: list[EntityId], that_player: EntityId | None) -> list[EntityId]:
    """The opponents of ``found`` but ``that_player`` (CR 603.2)."""
    return [e for e in found if e != that_player]


def other_opponents_problem(group: object, ability: Ability) -> str | None:
    """What the engine lacks for "each other opponent" / "each creature that player controls"
    in ``ability``: a trigger event with a player."""
    if not isinstance(group, OtherOpponentsEach | ThatPlayerControlsEach):
        return None
    when = ability.when if isinstance(ability, TriggeredLine) else None
    if has_player(when) or (isinstance(when, WhenDealsDamage) and when.to_player_only):
        return None  # "deals combat damage to a player": the player dealt damage
    return f"{type(group).__name__} (which player: the trigger event names none)"


__all__ = [
    "THAT_PLAYER_CONTROLS",
    "WORDS",
    "OtherOpponentsEach",
    "ThatPlayerControlsEach",
    "controlled_by_that_player",
    "other_opponents",
    "other_opponents_problem",
]
