"""Words shared by the compiler and the renderer: numbers, card types, targets and groups.

>>> target_words(frozenset({"creature", "player", "planeswalker"}), Who.ANY)
'any target'
>>> target_words(frozenset({"player", "planeswalker"}), Who.ANY)
'target player or planeswalker'
>>> target_words(frozenset({"player", "planeswalker"}), Who.ANY, players=Who.OPPONENT)
'target opponent or planeswalker'
>>> kinds_words(frozenset({"creature", "planeswalker", "battle"}))
'creature, planeswalker, or battle'
>>> number_word(3), number_value("three")
('three', 3)
"""

from __future__ import annotations

from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.objects import CardType

NUMBER_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
)

# The order in which Oracle text lists kinds ("creature or planeswalker", "player or
# planeswalker", "artifact or enchantment").
KIND_ORDER = (
    "artifact",
    "creature",
    "enchantment",
    "land",
    PLAYER,
    "planeswalker",
    "battle",
    "spell",
)
ANY_TARGET_KINDS = frozenset({"creature", PLAYER, "planeswalker"})
PERMANENT = "permanent"
PERMANENT_TYPES = frozenset(
    t.value
    for t in (
        CardType.ARTIFACT,
        CardType.BATTLE,
        CardType.CREATURE,
        CardType.ENCHANTMENT,
        CardType.LAND,
        CardType.PLANESWALKER,
    )
)
"""Match kinds for "each permanent": the permanent types (CR 110.4)."""


def several_permanent_kinds(kinds: frozenset[str], word: str = PERMANENT) -> bool:
    """ "that permanent" names again a target of several permanent types ("target creature
    or planeswalker. That permanent loses indestructible ..."; CR 110.4)."""
    capitalized = frozenset(k.capitalize() for k in kinds)
    return word == PERMANENT and len(capitalized) > 1 and capitalized <= PERMANENT_TYPES


PLURALS = {
    "creatures": "creature",
    "artifacts": "artifact",
    "enchantments": "enchantment",
    "lands": "land",
    "permanents": PERMANENT,
    "planeswalkers": "planeswalker",
}


def number_word(n: int) -> str:
    """How Oracle text writes a count of cards or counters: "two cards", "three counters"."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def counters_phrase(count: int, kind: str) -> str:
    """ "a +1/+1 counter", "an oil counter", "two charge counters" (CR 122.1)."""
    if count != 1:
        return f"{number_word(count)} {kind} counters"
    return f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind} counter"


def number_value(word: str) -> int:
    return NUMBER_WORDS.index(word) if word in NUMBER_WORDS else int(word)


def ordered_kinds(kinds: frozenset[str]) -> list[str]:
    """The kinds in the order Oracle text lists them."""
    return sorted(kinds, key=lambda k: KIND_ORDER.index(k) if k in KIND_ORDER else 99)


_ordered = ordered_kinds


def kinds_words(kinds: frozenset[str], players: Who = Who.ANY) -> str:
    """ "creature or planeswalker", "creature, planeswalker, or battle"; with ``players``
    ``Who.OPPONENT`` the player is "opponent" ("opponent or planeswalker")."""
    names = ["opponent" if k == PLAYER and players is Who.OPPONENT else k for k in _ordered(kinds)]
    if len(names) > 2:
        return ", ".join(names[:-1]) + ", or " + names[-1]
    return " or ".join(names)


def target_words(kinds: frozenset[str], controller: Who, players: Who = Who.ANY) -> str:
    """The words of a target (CR 115.1): "any target", "target creature you control",
    "target opponent", "target opponent or planeswalker"."""
    if kinds == ANY_TARGET_KINDS and controller is Who.ANY and players is Who.ANY:
        return "any target"
    if kinds == frozenset({PLAYER}) and controller is Who.OPPONENT:
        return "target opponent"
    words = f"target {kinds_words(kinds, players)}"
    if controller is Who.YOU:
        return f"{words} you control"
    if controller is Who.OPPONENT:
        return f"{words} an opponent controls"
    return words


COLORS = ("white", "blue", "black", "red", "green")
STATES = ("attacking", "blocking", "attacking or blocking", "tapped", "untapped")


def filtered_words(kinds: frozenset[str], controller: Who, filters: dict[str, str]) -> str:
    """ "target attacking or blocking creature", "target nonblack creature", "target
    creature with flying"."""
    words = ["target"]
    if filters.get("state"):
        words.append(filters["state"])
    if filters.get("not_type"):
        rest = filters["not_type"]
        # "nonartifact, nonblack creature": the type first, with a comma
        comma = "," if filters.get("not_color") else ""
        words.append(("non-" if rest[:1].isupper() else "non") + rest + comma)
    if filters.get("not_color"):
        words.append(", ".join("non" + c for c in filters["not_color"].split(", ")))
    if filters.get("color"):
        words.append(filters["color"])
    words.append(kinds_words(kinds))
    if filters.get("with_keyword"):
        words.append("with " + filters["with_keyword"])
    if filters.get("without_keyword"):
        words.append("without " + filters["without_keyword"])
    if filters.get("power"):
        words.append("with power " + filters["power"])
    if filters.get("mana_value"):
        words.append("with mana value " + filters["mana_value"])
    text = " ".join(words)
    if controller is Who.YOU:
        return f"{text} you control"
    if controller is Who.OPPONENT:
        return f"{text} an opponent controls"
    return text


def match_kind(word: str) -> str:
    """A type word as a :class:`~mtgrules.effects.base.Match` kind (card types by their
    CardType value, players as ``"player"``)."""
    return PLAYER if word in (PLAYER, "opponent") else CardType(word.capitalize()).value


def group_noun(kinds: frozenset[str]) -> str:
    """ "creature", "permanent", "creature and each player": the noun after "each"."""
    if kinds == PERMANENT_TYPES:
        return PERMANENT
    names = [k.lower() for k in kinds]
    return " and each ".join(_ordered(frozenset(names)))


LEAD_DURATION = "until end of turn,"
"""The words of a :class:`~mtgrules.cards.abilities.Joint` opening a sentence whose duration
is said first ("Until end of turn, target creature gets +1/+0 and gains first strike.")."""


def damage_tail_kind(to: Match | None) -> str:
    """How "it deals double that damage ..." names the recipient again: "any" ("to that
    permanent or player") for every recipient, "player" ("to that player") for opponents,
    "" (nothing) for an opponent or a permanent an opponent controls."""
    if to is None:
        return "any"
    if to == Match(kinds=frozenset({PLAYER}), controller=Who.OPPONENT):
        return "player"
    return ""
