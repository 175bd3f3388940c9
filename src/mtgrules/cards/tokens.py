"""Predefined tokens (CR 111.10): "create a Treasure token" makes a token with the
characteristics and abilities the rules give that name, compiled from their text like any
card (DESIGN principle 3). The 2011 rules have no predefined tokens; a card that names one
uses today's definition under either ruleset.

>>> predefined("Food").activated[0].text
'{2}, {T}, Sacrifice Food: You gain 3 life.'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from mtgrules.cards.model import ActivatedAbility, CardDef, Restriction
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.objects import Keyword

if TYPE_CHECKING:
    from mtgrules.effects.instructions import CreateToken
    from mtgrules.state import EntityId, GameState

PREDEFINED_TEXT: dict[str, str] = {
    # CR 111.10a: a colorless Treasure artifact token.
    "Treasure": "{T}, Sacrifice Treasure: Add one mana of any color.",
    # CR 111.10b: a colorless Food artifact token.
    "Food": "{2}, {T}, Sacrifice Food: You gain 3 life.",
    # CR 111.10c: a colorless Gold artifact token.
    "Gold": "Sacrifice Gold: Add one mana of any color.",
    # CR 111.10f: a colorless Clue artifact token.
    "Clue": "{2}, Sacrifice Clue: Draw a card.",
}
"""The predefined tokens the engine creates, with their abilities ("this artifact" written
as the token's name)."""

PREDEFINED = frozenset(PREDEFINED_TEXT)


@cache
def predefined(name: str) -> CardDef:
    """The definition of the predefined token ``name``: a colorless artifact token of the
    subtype ``name`` with its abilities."""
    from mtgrules.cards.compiler import compile_text  # the compiler checks support first

    return compile_text(name, types=["Artifact"], subtypes=[name], text=PREDEFINED_TEXT[name])


@dataclass(frozen=True, slots=True)
class TokenAbilities:
    """The abilities a token's quoted text gives it (CR 111.4)."""

    activated: tuple[ActivatedAbility, ...] = ()
    triggers: tuple[TriggeredAbility, ...] = ()
    restrictions: frozenset[Restriction] = frozenset()
    keywords: frozenset[Keyword] = frozenset()


NO_ABILITIES = TokenAbilities()


def token_abilities(step: CreateToken) -> TokenAbilities:
    """ "create a 1/1 black Rat creature token with "This creature can't block."": the
    token's abilities from its quoted text, "this creature" being the token (CR 113.2c)."""
    if not step.abilities:
        return NO_ABILITIES
    from mtgrules.cards.granted_abilities import granted_parts

    parts = [granted_parts(q) for q in step.abilities]
    return TokenAbilities(
        activated=tuple(a for p in parts for a in p.activated),
        triggers=tuple(t for p in parts for t in p.triggers),
        restrictions=frozenset(r for p in parts for r in p.restrictions),
        keywords=frozenset(k for p in parts for k in p.keywords),
    )


def attack_target(state: GameState, source: EntityId, controller: EntityId) -> EntityId | None:
    """Whom a token put onto the battlefield attacking attacks (CR 508.4: its controller
    chooses; here what the source attacks if it is attacking, else the first opponent still
    in the game); None outside combat (CR 506.3: it enters, not attacking)."""
    combat = state.combat
    if combat is None:
        return None
    if source in combat.attackers:
        return combat.attackers[source]
    opponents = [p for p in state.opponents(controller) if not state.players[p].has_lost]
    return opponents[0] if opponents else None


__all__ = ["PREDEFINED", "attack_target", "predefined", "token_abilities"]
