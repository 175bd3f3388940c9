"""Activation costs that describe the objects they use (CR 602.2b, 118.3; 2011: 117.3):
"Tap an untapped Cleric you control", "Tap two untapped artifacts and/or creatures you
control", "Exile ~", "Exile two cards from your graveyard", "Exile the top ten cards of your
library" (the library must hold that many cards, CR 118.3). Read by
:func:`mtgrules.rules.costs.parse_extra_cost`; checked and paid with the other extra costs
(a player can't pay a cost without the resources to pay it fully, CR 118.3).

Tapping an untapped creature for a cost that isn't {T} ignores summoning sickness (CR 302.6
restricts only the creature's own {T} abilities); the source itself may be tapped for it
unless the cost also has {T} or says "other than ~".

>>> parse_described_cost("Tap two untapped artifacts and/or creatures you control")
('tap untapped', 2, 'artifact or creature', False)
>>> parse_described_cost("Exile two cards from your graveyard")
('exile from graveyard', 2, 'card', False)
>>> parse_described_cost("Exile an instant or sorcery card from your graveyard")
('exile from graveyard', 1, 'instant or sorcery', False)
>>> parse_described_cost("Exile the top ten cards of your library")
('exile from library', 10, 'card', False)
>>> parse_described_cost("Tap an untapped red creature you control other than ~")
('tap untapped', 1, 'red creature', True)
>>> parse_described_cost("Exile a blue card from your hand")
('exile from hand', 1, 'blue', False)
"""

from __future__ import annotations

TAP_UNTAPPED = "tap untapped"
EXILE_SELF = "exile self"
EXILE_FROM_GRAVEYARD = "exile from graveyard"
EXILE_FROM_LIBRARY = "exile from library"
EXILE_GRAVEYARD_TOP = "exile top of graveyard"
EXILE_FROM_HAND = "exile from hand"  # "Exile a blue card from your hand" (CR 118.9 costs)
COLORS = ("white", "blue", "black", "red", "green")

_NUMBERS = {"a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_NUMBERS |= {"seven": 7, "eight": 8, "nine": 9, "ten": 10}
_PLURALS = {"allies": "ally", "mountains": "mountain"}
_CARD_FROM_HAND = ["card", "from", "your", "hand"]
_CARDS_FROM_HAND = ["cards", "from", "your", "hand"]
_CARD_FROM_GRAVEYARD = ["card", "from", "your", "graveyard"]


def _singular(word: str) -> str:
    word = word.lower()
    return _PLURALS.get(word, word[:-1] if word.endswith("s") else word)


def parse_described_cost(text: str) -> tuple[str, int, str, bool] | None:
    """``text`` as (action, count, noun, another) or None. ``noun``: a card type or subtype in
    lower case, "artifact or creature" for either; ``another``: "other than ~"."""
    if text == "Exile ~":
        return (EXILE_SELF, 1, "", False)
    if text == "Exile the top card of your graveyard":  # CR 404.2: no choice
        return (EXILE_GRAVEYARD_TOP, 1, "card", False)
    words = text.split()
    if words[:1] == ["Exile"] and words[3:] in (_CARD_FROM_HAND, _CARDS_FROM_HAND):
        count = _NUMBERS.get(words[1])  # "Exile two black cards from your hand": noun "black"
        if count is None or words[2] not in COLORS:
            return None
        return (EXILE_FROM_HAND, count, words[2], False)
    if words[:1] == ["Exile"] and words[2:] == ["cards", "from", "your", "graveyard"]:
        count = _NUMBERS.get(words[1])
        return None if count is None else (EXILE_FROM_GRAVEYARD, count, "card", False)
    if words[:1] == ["Exile"] and words[1] in ("a", "an") and words[-4:] == _CARD_FROM_GRAVEYARD:
        # "Exile a creature card / an instant or sorcery card from your graveyard" (CR 602.2b)
        return (EXILE_FROM_GRAVEYARD, 1, " ".join(words[2:-4]) or "card", False)
    if words[:3] == ["Exile", "the", "top"] and words[-3:] == ["of", "your", "library"]:
        middle = words[3:-3]
        if middle == ["card"]:
            return (EXILE_FROM_LIBRARY, 1, "card", False)
        count = _NUMBERS.get(middle[0], 0) if middle[1:] == ["cards"] else 0
        return (EXILE_FROM_LIBRARY, count, "card", False) if count > 1 else None
    if words[:1] != ["Tap"] or len(words) < 6 or words[2] != "untapped":
        return None
    count = _NUMBERS.get(words[1])
    another = words[-3:] == ["other", "than", "~"]
    rest = words[3:-3] if another else words[3:]
    if count is None or len(rest) < 3 or rest[-2:] != ["you", "control"]:
        return None
    nouns = rest[:-2]
    if len(nouns) == 2 and nouns[0] in COLORS:  # "an untapped red creature" (CR 105.2)
        return (TAP_UNTAPPED, count, f"{nouns[0]} {nouns[1].lower()}", another)
    if nouns[1:2] not in ([], ["and/or"]) or len(nouns) > 3:
        return None
    parts = [nouns[0], *nouns[2:]]
    names = [_singular(p) if count > 1 else p.lower() for p in parts]
    return (TAP_UNTAPPED, count, " or ".join(names), another)


__all__ = [
    "COLORS",
    "EXILE_FROM_GRAVEYARD",
    "EXILE_FROM_HAND",
    "EXILE_FROM_LIBRARY",
    "EXILE_GRAVEYARD_TOP",
    "EXILE_SELF",
    "TAP_UNTAPPED",
    "parse_described_cost",
]
