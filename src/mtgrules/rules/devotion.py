"""Devotion (CR 700.5; the 2011 rules have no devotion, which came later: the engine uses
today's rule under both rulesets).

CR 700.5: a player's devotion to [color] is the number of mana symbols of that color among
the mana costs of permanents that player controls. CR 700.5a: devotion to [color] and
[color] counts each mana symbol that is either color once (a hybrid {W/U} counts once
towards devotion to white and blue; a {R/G} counts towards devotion to red).

>>> from mtgrules.cards.mana import parse_mana_cost
>>> symbols_of(parse_mana_cost("{1}{W}{W/U}{U/P}"), "white and blue")
3
>>> symbols_of(parse_mana_cost("{2/R}{G}"), "red")
1
"""

from __future__ import annotations

from mtgrules.cards.mana import ManaCost
from mtgrules.state import EntityId, GameState

LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
"""The mana symbol letter of each color (CR 107.4a)."""


def letters(colors: str) -> frozenset[str]:
    """ "white and blue" as its mana letters {"W", "U"}."""
    return frozenset(LETTERS[word] for word in colors.split(" and "))


def symbols_of(cost: ManaCost | None, colors: str) -> int:
    """How many mana symbols of ``cost`` are of one of ``colors`` (CR 700.5a: once each)."""
    if cost is None:
        return 0
    wanted = letters(colors)
    symbols = (*cost.colored, *cost.phyrexian, *cost.hybrid)
    return sum(1 for symbol in symbols if wanted & set(symbol))


def devotion(state: GameState, player: EntityId, colors: str) -> int:
    """``player``'s devotion to ``colors`` ("red", "white and blue") now (CR 700.5): the mana
    symbols among the mana costs of the permanents they control (a token or a face-down
    permanent has no mana cost, CR 111.3, 708.2)."""
    return sum(
        symbols_of(obj.mana_cost, colors)
        for obj in state.battlefield()
        if obj.controller == player and obj.face_down is None
    )


__all__ = ["LETTERS", "devotion", "letters", "symbols_of"]
