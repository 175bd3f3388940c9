"""Sacrifice costs that describe what is sacrificed (CR 602.2b, 118.3; 2011: 117.3; CR 701.17a
/ 2011 701.13a: sacrificing moves a permanent its controller controls to its owner's
graveyard). Read by :func:`mtgrules.rules.costs.parse_extra_cost`, checked and paid with the
other extra costs (no partial payment, CR 118.3).

The noun uses the words of :func:`mtgrules.rules.costs._is`: a card type or subtype, "X or Y"
for either, "nonX Y" for a Y that isn't an X (CR 205.4b-style negation: "nonland permanent",
"nontoken creature"), "X token" for a token that is an X (CR 111.1), a color first for its
color (CR 105.2). ``another``: the ability's source can't be sacrificed for it.

>>> parse_sacrifice_cost("Sacrifice another creature or an artifact")
('sacrifice', 1, 'creature or artifact', True)
>>> parse_sacrifice_cost("Sacrifice a nonland permanent")
('sacrifice', 1, 'nonland permanent', False)
>>> parse_sacrifice_cost("Sacrifice an artifact token")
('sacrifice', 1, 'artifact token', False)
>>> parse_sacrifice_cost("Sacrifice two other creatures")
('sacrifice', 2, 'creature', True)
>>> parse_sacrifice_cost("Sacrifice two Blood tokens")
('sacrifice', 2, 'blood token', False)
>>> parse_sacrifice_cost("Sacrifice another black creature")
('sacrifice', 1, 'black creature', True)
>>> parse_sacrifice_cost("Sacrifice a creature") is None  # read by rules/costs.py itself
True
"""

from __future__ import annotations

SACRIFICE = "sacrifice"
_ARTICLES = ("a", "an")
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_COLORS = ("white", "blue", "black", "red", "green")
_NONS = ("nontoken", "nonland", "noncreature", "nonartifact", "nonenchantment")


def _either(words: list[str]) -> str | None:
    """ "creature or an artifact" as "creature or artifact"; None if not "X or [a|an] Y"."""
    if len(words) == 3 and words[1] == "or":
        return f"{words[0]} or {words[2]}"
    if len(words) == 4 and words[1] == "or" and words[2] in _ARTICLES:
        return f"{words[0]} or {words[3]}"
    return None


def parse_sacrifice_cost(text: str) -> tuple[str, int, str, bool] | None:
    """``text`` as (action, count, noun, another), or None when it isn't one of these forms."""
    words = text.lower().split()
    if words[:1] != [SACRIFICE] or len(words) < 3:
        return None
    first, rest = words[1], words[2:]
    another = first == "another"
    if first not in (*_ARTICLES, "another") and first not in _COUNTS:
        return None
    if first in _COUNTS:  # "Sacrifice two other creatures"
        if len(rest) == 2 and rest[0] == "other" and rest[1].endswith("s"):
            return (SACRIFICE, _COUNTS[first], rest[1][:-1], True)
        if len(rest) == 2 and rest[1] == "tokens":  # "two Blood tokens" (CR 111.10)
            return (SACRIFICE, _COUNTS[first], f"{rest[0]} token", False)
        return None
    either = _either(rest)
    if either is not None:
        return (SACRIFICE, 1, either, another)
    if len(rest) == 2 and (rest[0] in _NONS or rest[0] in _COLORS):
        return (SACRIFICE, 1, " ".join(rest), another)  # "nonland permanent", "black creature"
    if rest[-1:] == ["token"] and len(rest) <= 2 and not another:
        return (SACRIFICE, 1, " ".join(rest), False)  # "a token", "an artifact token"
    return None


__all__ = ["SACRIFICE", "parse_sacrifice_cost"]
