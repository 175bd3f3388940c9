"""Vanguard (CR 902; the same numbers in the rules of 2011).

- CR 902.3: each player has a vanguard card, face up in the command zone for the whole game.
- CR 902.4: a player's starting life total is 20 plus or minus their vanguard's life
  modifier (CR 118.1b in 2011, 119.1b today: :class:`mtgrules.variants.Vanguard`).
- CR 902.5: the hand modifier changes the starting and maximum hand size; the engine deals
  no opening hands, so it is kept as printed and not applied.
- CR 902.6: the vanguard's owner and controller is the player who started with it.
- CR 902.7: its abilities function from the command zone: static abilities affect the game,
  triggered abilities trigger, activated abilities may be activated.

A vanguard's "Requirement — ..." line is a condition on its owner's deck: the engine builds
no decks, so it has no effect (:class:`~mtgrules.effects.variants.DeckRequirement`).

Modifiers: newer vanguards print "Starting hand size +1 Starting life total -5" in their text
(cards/variant_cards.py reads it); older ones print them outside the text box, where the card
data doesn't keep them, so their life modifier is given with the card when the player joins.
"""

from __future__ import annotations

from mtgrules.cards.model import CardDef
from mtgrules.cards.variant_cards import modifiers_of
from mtgrules.errors import ConfigurationError
from mtgrules.objects import CardType
from mtgrules.rules.command_cards import checked_cards

VANGUARD_VARIANT = "vanguard"


def vanguard_life_modifier(card: object, given: int, variant: str) -> int:
    """The life modifier a player's vanguard ``card`` gives their starting life total (CR
    902.4): the one printed in its text, or ``given`` for a card whose text has none. A
    ConfigurationError for a card that isn't a vanguard, outside a Vanguard game, or a
    ``given`` modifier that contradicts the printed one."""
    if variant != VANGUARD_VARIANT:
        raise ConfigurationError(
            f"a vanguard card is for a Vanguard game (CR 902.3), not a {variant} game"
        )
    (vanguard,) = checked_cards((card,), (CardType.VANGUARD,), "a vanguard", "902.3")
    printed = modifiers_of(vanguard.statics)
    if printed is None:
        return given
    if given and given != printed.life:
        raise ConfigurationError(
            f"{vanguard.name}'s life modifier is {printed.life:+d} (printed), not {given:+d}"
        )
    return printed.life


def is_vanguard(card: CardDef) -> bool:
    return CardType.VANGUARD in card.types


__all__ = ["VANGUARD_VARIANT", "is_vanguard", "vanguard_life_modifier"]
