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
    # CR 111.10g: a colorless Blood artifact token ("{1}, {T}, Discard a card, Sacrifice
    # this token: Draw a card."). Its costs are written here in the order the renderer gives
    # them; the order doesn't matter, the total cost is paid in any order (CR 601.2h,
    # 602.2b; 2011: the same numbers).
    "Blood": "{1}, {T}, Sacrifice Blood, Discard a card: Draw a card.",
    # CR 111.10e: a colorless Shard enchantment token.
    "Shard": "{2}, Sacrifice Shard: Scry 1, then draw a card.",
    # CR 111.10s: a colorless Map artifact token (explore: CR 701.44).
    "Map": "{1}, {T}, Sacrifice Map: Target creature you control explores. "
    "Activate only as a sorcery.",
    # CR 111.10t: a colorless Junk artifact token.
    "Junk": "{T}, Sacrifice Junk: Exile the top card of your library. "
    "You may play that card this turn. Activate only as a sorcery.",
    # CR 111.10u: a colorless Lander artifact token.
    "Lander": "{2}, {T}, Sacrifice Lander: Search your library for a basic land card, "
    "put it onto the battlefield tapped, then shuffle.",
    # CR 111.10v: a colorless Mutagen artifact token.
    "Mutagen": "{1}, {T}, Sacrifice Mutagen: Put a +1/+1 counter on target creature. "
    "Activate only as a sorcery.",
}
"""The predefined tokens the engine creates, with their abilities ("this token" written
as the token's name)."""

PREDEFINED_TYPES: dict[str, str] = {"Shard": "Enchantment"}
"""The card type of a predefined token that isn't an artifact."""

ROLES: dict[str, str] = {
    # CR 111.10k: Monster, 111.10n: Sorcerer, 111.10q: Wicked (the other Roles' abilities
    # aren't all understood yet: a card creating one stays unsupported).
    "Monster": "Enchanted creature gets +1/+1 and has trample.",
    "Sorcerer": 'Enchanted creature gets +1/+1 and has "Whenever this creature attacks, scry 1."',
    "Wicked": "Enchanted creature gets +1/+1.\nWhen Wicked is put into a graveyard from the "
    "battlefield, each opponent loses 1 life.",
}
"""Role tokens (CR 111.10j-r): colorless Aura Role enchantment tokens named after the Role,
with enchant creature and these abilities."""
ROLE = "Role"

PREDEFINED = frozenset(PREDEFINED_TEXT) | {f"{role} {ROLE}" for role in ROLES}


@cache
def predefined(name: str) -> CardDef:
    """The definition of the predefined token ``name``: a colorless artifact (or
    enchantment) token of the subtype ``name`` with its abilities."""
    from mtgrules.cards.compiler import compile_text  # the compiler checks support first

    role = name.removesuffix(f" {ROLE}")
    if role in ROLES:  # "a Monster Role token": named Monster (CR 111.10k)
        text = "Enchant creature\n" + ROLES[role]
        return compile_text(role, types=["Enchantment"], subtypes=["Aura", ROLE], text=text)
    kind = PREDEFINED_TYPES.get(name, "Artifact")
    return compile_text(name, types=[kind], subtypes=[name], text=PREDEFINED_TEXT[name])


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


__all__ = ["PREDEFINED", "ROLE", "ROLES", "attack_target", "predefined", "token_abilities"]
