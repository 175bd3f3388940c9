"""Mana costs and mana pools (CR 107.4, 106, 202).

>>> cost = parse_mana_cost("{1}{B/P}")
>>> cost.generic, cost.phyrexian, cost.mana_value
(1, ('B',), 2)
>>> str(parse_mana_cost("{2}{R}{R}"))
'{2}{R}{R}'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mtgrules.errors import ConfigurationError

COLORS = "WUBRG"
MANA_SYMBOLS = COLORS + "C"
_SYMBOL = re.compile(r"\{([^}]*)\}")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost (CR 202.1): generic mana, colored (or colorless ``C``) symbols, and
    Phyrexian symbols, each payable with one mana of its color or 2 life (CR 107.4f)."""

    generic: int = 0
    colored: tuple[str, ...] = ()
    phyrexian: tuple[str, ...] = ()

    @property
    def mana_value(self) -> int:
        """CR 202.3: the total amount of mana in the cost."""
        return self.generic + len(self.colored) + len(self.phyrexian)

    def __str__(self) -> str:
        parts = (
            [f"{{{self.generic}}}"] if self.generic or not (self.colored or self.phyrexian) else []
        )
        parts += [f"{{{c}}}" for c in self.colored]
        parts += [f"{{{c}/P}}" for c in self.phyrexian]
        return "".join(parts)


NO_COST = ManaCost()
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def colors_of(cost: ManaCost | None) -> frozenset[str]:
    """CR 202.2 (and 105.2): an object's colors are the colors of the mana symbols in its
    mana cost (Phyrexian symbols included)."""
    if cost is None:
        return frozenset()
    return frozenset(COLOR_NAMES[s] for s in (*cost.colored, *cost.phyrexian) if s in COLOR_NAMES)


def parse_mana_cost(text: str) -> ManaCost:
    """A mana cost from its symbols, ``"{1}{R}"``; an unknown symbol is a ConfigurationError."""
    if not isinstance(text, str):
        raise ConfigurationError(f"a mana cost is text like '{{1}}{{R}}', not {text!r}")
    symbols = _SYMBOL.findall(text)
    if _SYMBOL.sub("", text).strip():
        raise ConfigurationError(f"not a mana cost: {text!r}")
    generic = 0
    colored: list[str] = []
    phyrexian: list[str] = []
    for symbol in symbols:
        upper = symbol.upper()
        if upper.isdigit():
            generic += int(upper)
        elif upper in MANA_SYMBOLS:
            colored.append(upper)
        elif len(upper) == 3 and upper.endswith("/P") and upper[0] in COLORS:
            phyrexian.append(upper[0])
        else:
            raise ConfigurationError(f"unsupported mana symbol {{{symbol}}} in {text!r}")
    return ManaCost(generic, tuple(colored), tuple(phyrexian))
