"""The event of a token ceasing to exist (CR 704.5d, the same number in 2011: a token in a
zone other than the battlefield ceases to exist when state-based actions are performed;
CR 111.7 today, 110.5g in 2011, say the same of a token that has left the battlefield).
Committed by :mod:`mtgrules.rules.commit`. Also the state-based action that keeps one Role
per player on a permanent (CR 704.5y)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from mtgrules.cards.tokens import ROLE
from mtgrules.events import Event, ZoneChanged
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
        for o in state.objects.tokens()
        if o.zone is not Zone.BATTLEFIELD
    ]


ROLE_REPLACED = "704.5y"


def roles_replaced(state: GameState, new_ids: Iterator[int], moving: set[EntityId]) -> list[Event]:
    """CR 704.5y: a permanent with more than one Role controlled by the same player attached
    to it: each of those Roles but the newest (greatest timestamp) is put into its owner's
    graveyard. The 2011 rules have no Roles; a card that creates one uses today's rules."""
    groups: dict[tuple[EntityId, EntityId], list[GameObject]] = {}
    for obj in state.battlefield():
        if ROLE in obj.subtypes and obj.attached_to is not None and obj.id not in moving:
            groups.setdefault((obj.attached_to, obj.controller), []).append(obj)
    events: list[Event] = []
    for roles in groups.values():
        newest = max(roles, key=lambda r: r.timestamp)
        events.extend(
            ZoneChanged(
                object=r.id,
                new_id=next(new_ids),
                origin=Zone.BATTLEFIELD,
                destination=Zone.GRAVEYARD,
                rule=ROLE_REPLACED,
            )
            for r in roles
            if r is not newest
        )
    return events


def commit_token_ceased(state: GameState, e: TokenCeasedToExist) -> None:
    """Remove the token; what refers to it sees it as it last existed (CR 608.2h)."""
    obj: GameObject | None = state.objects.pop(e.object, None)
    if obj is None:
        return
    state.lki[e.object] = obj
    library = state.libraries.get(obj.owner)
    if library and e.object in library:
        library.remove(e.object)


__all__ = [
    "ROLE_REPLACED",
    "TOKEN_CEASES",
    "TokenCeasedToExist",
    "commit_token_ceased",
    "roles_replaced",
    "tokens_ceasing",
]
