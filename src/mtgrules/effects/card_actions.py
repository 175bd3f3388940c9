"""Instructions that move one card of the player's choosing or copy one of their tokens:

* "Populate." (CR 701.36a: choose a creature token you control and create a token that's a
  copy of it; CR 701.36b: with no creature token, nothing happens);
* "Learn." (CR 701.48a: "You may reveal a Lesson card you own from outside the game and put
  it into your hand, or discard a card to draw a card." A game here has no cards outside it,
  no sideboard, so the choice is to discard a card and draw one, or not);
* "put a card from your hand on the bottom of your library" (CR 401.4 for the library's
  order: the player chooses the card, CR 608.2d), usually after "You may" (effects/you_may.py).

Populate (2012) and learn (2021) came after the 2011 rules; under that ruleset they apply the
same way and cite today's rules.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class Populate:
    """ "Populate" (CR 701.36a-b)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Learn:
    """ "Learn" (CR 701.48a), with no cards outside the game: discard a card to draw one,
    or don't."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HandCardToBottom:
    """ "put a card from your hand on the bottom of your library": the controller chooses a
    card in their hand (none in hand: nothing happens)."""


__all__ = ["HandCardToBottom", "Learn", "Populate"]
