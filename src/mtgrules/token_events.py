"""The event of a token ceasing to exist (CR 704.5d, the same number in 2011: a token in a
zone other than the battlefield ceases to exist when state-based actions are performed;
CR 111.7 today, 110.5g in 2011, say the same of a token that has left the battlefield).
Committed by :mod:`mtgrules.rules.commit`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.state import EntityId, GameObject, GameState

TOKEN_CEASES = "704.5d"


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenCeasedToExist(Event):
    """The token ``object`` (in a graveyard, a hand, exile or a library) ceased to exist."""

    object: EntityId


def tokens_ceasing(state: GameState) -> list[Event]:
    """CR 704.5d: the tokens outside the battlefield, each ceasing to exist."""
    return [
        TokenCeasedToExist(object=o.id, rule=TOKEN_CEASES)
        for o in state.objects.values()
        if o.token and o.zone is not Zone.BATTLEFIELD
    ]


def commit_token_ceased(state: GameState, e: TokenCeasedToExist) -> None:
    """Remove the token; what refers to it sees it as it last existed (CR 608.2h)."""
    obj: GameObject | None = state.objects.pop(e.object, None)
    if obj is None:
        return
    state.lki[e.object] = obj
    library = state.libraries.get(obj.owner)
    if library and e.object in library:
        library.remove(e.object)


__all__ = ["TOKEN_CEASES", "TokenCeasedToExist", "commit_token_ceased", "tokens_ceasing"]
