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
    x: int = 0
    """{X} symbols (CR 107.3): X is chosen as the spell is cast or the ability activated."""
    hybrid: tuple[str, ...] = ()
    """Hybrid symbols (CR 107.4e), each as its two halves: "RW" for {R/W}, "2R" for {2/R}
    (paid with one of its colors, or two generic mana for {2/R})."""

    @property
    def mana_value(self) -> int:
        """CR 202.3: the total amount of mana in the cost (X is 0 off the stack; {2/R}
        counts 2, CR 202.3f)."""
        value = self.generic + len(self.colored) + len(self.phyrexian)
        if self.hybrid:
            value += sum(2 if h[0] == "2" else 1 for h in self.hybrid)
        return value

    def __str__(self) -> str:
        parts = ["{X}"] * self.x
        if self.generic or not (self.colored or self.phyrexian or self.hybrid or self.x):
            parts.append(f"{{{self.generic}}}")
        parts += [f"{{{h[0]}/{h[1]}}}" for h in self.hybrid]
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
    symbols = (*cost.colored, *cost.phyrexian, *"".join(cost.hybrid))
    return frozenset(COLOR_NAMES[s] for s in symbols if s in COLOR_NAMES)


def parse_mana_cost(text: str) -> ManaCost:
    """A mana cost from its symbols, ``"{1}{R}"``; an unknown symbol is a ConfigurationError."""
    if not isinstance(text, str):
        raise ConfigurationError(f"a mana cost is text like '{{1}}{{R}}', not {text!r}")
    symbols = _SYMBOL.findall(text)
    if _SYMBOL.sub("", text).strip():
        raise ConfigurationError(f"not a mana cost: {text!r}")
    generic = x = 0
    colored: list[str] = []
    phyrexian: list[str] = []
    hybrid: list[str] = []
    for symbol in symbols:
        upper = symbol.upper()
        if upper.isdigit():
            generic += int(upper)
        elif upper in MANA_SYMBOLS:
            colored.append(upper)
        elif upper == "X":
            x += 1  # CR 107.3
        elif len(upper) == 3 and upper.endswith("/P") and upper[0] in COLORS:
            phyrexian.append(upper[0])
        elif (
            len(upper) == 3
            and upper[1] == "/"
            and upper[2] in COLORS
            and (upper[0] in COLORS or upper[0] == "2")
            and upper[0] != upper[2]
        ):
            hybrid.append(upper[0] + upper[2])  # CR 107.4e: {R/W}, {2/R}
        else:
            raise ConfigurationError(f"unsupported mana symbol {{{symbol}}} in {text!r}")
    return ManaCost(generic, tuple(colored), tuple(phyrexian), x, tuple(hybrid))
