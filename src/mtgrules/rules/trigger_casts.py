"""Cast triggers with the spell described (CR 603.2; a spell becomes cast once it is on the
stack, CR 601.2i): "Whenever a player casts a spell with mana value 3 or less", "Whenever an
opponent casts a white or blue instant or sorcery spell", "Whenever you cast an instant,
sorcery, or Wizard spell", "Whenever an opponent casts a Spirit or Arcane spell".

A description is read into groups of words: the words of a group are joined by "or" (and
commas), and the spell must match each group (one of its words): "white or blue instant or
sorcery" is (white or blue) and (instant or sorcery). A word is a color ("colorless",
"multicolored" too, CR 105.2), a card type, a subtype, or "non" and one of these.

>>> described("a white or blue instant or sorcery spell")
SpellDescription(groups=(('white', 'blue'), ('instant', 'sorcery')), most=None, least=None, \
not_from_hand=False)
>>> described("a spell with mana value 3 or less").most
3
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from mtgrules.objects import CardType
from mtgrules.rules.casting import has_color
from mtgrules.rules.conditions import FROM_HAND
from mtgrules.rules.keywords import has_subtype
from mtgrules.rules.transform import mana_value
from mtgrules.rules.turn_record import CAST, CAST_AS, this_turn
from mtgrules.rulesets import Ruleset
from mtgrules.stack import ItemKind
from mtgrules.state import EntityId, GameObject, GameState
from mtgrules.turn_events import PutOnStack

CASTERS = {"you cast": "you", "a player casts": "player", "an opponent casts": "opponent"}
"""The words of who casts the spell, and who that is."""

_COLORS = frozenset({"white", "blue", "black", "red", "green", "colorless", "multicolored"})
_TYPES = frozenset(t.value.lower() for t in CardType)
SUBTYPES = frozenset(
    {
        *("Arcane", "Adventure", "Lesson", "Trap", "Aura", "Equipment"),
        *("Spirit", "Wizard", "Dragon", "Vampire", "Elf", "Goblin", "Kithkin", "Pirate"),
    }
)
"""The subtypes a described spell may name (CR 205.3)."""
_MANA_VALUE = re.compile(r" with mana value (\d+) or (less|greater)$")
NOT_FROM_HAND = " from anywhere other than your hand"
CAST_RULE = "601.2"
"""The rule of a spell put on the stack by being cast (a copy is put there by another)."""


@dataclass(frozen=True, slots=True)
class SpellDescription:
    """What a cast spell must be: one word of each group, and its mana value within bounds."""

    groups: tuple[tuple[str, ...], ...]
    most: int | None = None  # "with mana value N or less"
    least: int | None = None  # "with mana value N or greater"
    not_from_hand: bool = False  # "from anywhere other than your hand" (CR 601.2a: its zone)


HISTORIC = "historic"
"""CR 700.6: artifacts, legendaries and Sagas are historic."""


def _known_word(word: str) -> bool:
    bare = word.removeprefix("non")
    if word == HISTORIC or (word == bare and bare in SUBTYPES):
        return True
    return bare in _COLORS or bare in _TYPES or (word == bare and bare.istitle())


@cache
def described(words: str) -> SpellDescription | None:
    """The description of "a|an [words] spell [with mana value N or less|greater]", or None
    if a word isn't one the engine knows."""
    most = least = None
    not_from_hand = words.endswith(NOT_FROM_HAND)
    words = words.removesuffix(NOT_FROM_HAND)
    found = _MANA_VALUE.search(words)
    if found is not None:
        bound = int(found.group(1))
        most, least = (bound, None) if found.group(2) == "less" else (None, bound)
        words = words[: found.start()]
    article, _, rest = words.partition(" ")
    if article not in ("a", "an") or not (rest == "spell" or rest.endswith(" spell")):
        return None
    groups: list[list[str]] = []
    joined = False  # "or" or a comma joins the next word to the group before it
    for word in rest.removesuffix("spell").split():
        if word == "or":
            joined = True
            continue
        bare = word.removesuffix(",")
        if not _known_word(bare):
            return None
        if joined and groups:
            groups[-1].append(bare)
        else:
            groups.append([bare])
        joined = word.endswith(",")
    return SpellDescription(tuple(tuple(g) for g in groups), most, least, not_from_hand)


def _is(state: GameState, spell: GameObject, word: str) -> bool:
    if word.startswith("non") and word != "non":
        return not _is(state, spell, word[3:])
    if word in _COLORS:
        return has_color(spell.colors, word)
    if word == HISTORIC:  # CR 700.6: an artifact, a legendary, or a Saga
        legendary = "Legendary" in spell.supertypes
        return legendary or CardType.ARTIFACT in spell.types or has_subtype(spell, "Saga")
    for card_type in CardType:
        if card_type.value.lower() == word:
            return card_type in spell.types
    return has_subtype(spell, word)


def matches(
    state: GameState, ruleset: Ruleset, description: SpellDescription, spell: GameObject
) -> bool:
    """The spell is what the description says (its mana value today, converted mana cost in
    2011: CR 202.3, 2011 202.3)."""
    if not all(any(_is(state, spell, w) for w in group) for group in description.groups):
        return False
    value = mana_value(spell, ruleset)
    if description.most is not None and value > description.most:
        return False
    return description.least is None or value >= description.least


def cast(
    state: GameState,
    ruleset: Ruleset,
    caster: str,
    description: SpellDescription,
    you: EntityId,
    event: object,
    *,
    nth: int = 0,
    or_copy: bool = False,
) -> list[tuple[EntityId | None, EntityId | None]]:
    """Each time a cast trigger triggers on ``event``: once, with "that player" the caster
    and the spell the event's object (CR 603.7c). ``nth``: only the Nth spell of the
    description that player cast this turn; ``or_copy``: a copy put on the stack too (CR
    707.10: copying a spell isn't casting it)."""
    if not isinstance(event, PutOnStack) or event.item.kind is not ItemKind.SPELL:
        return []
    if event.rule != CAST_RULE and not or_copy:
        return []  # a copy of a spell isn't cast (CR 707.10)
    spell = state.source_view(event.item.id)
    who = event.item.controller
    if spell is None:
        return []
    if caster == "you" and who != you:
        return []
    if caster == "opponent" and who not in state.opponents(you):
        return []
    if description.not_from_hand and FROM_HAND in event.item.cast_with:
        return []  # cast from its owner's hand (rules/conditions.py marks, CR 601.2a)
    if not matches(state, ruleset, description, spell):
        return []
    if nth and (event.rule != CAST_RULE or cast_this_turn(state, description, who) != nth):
        return []  # CR 603.2: "their second spell each turn"
    return [(who, event.item.id)]


def cast_this_turn(state: GameState, description: SpellDescription, player: EntityId) -> int:
    """How many spells of ``description`` ``player`` cast this turn (this one included: the
    record is kept as the spell is cast), read from rules/turn_record.py (mana values aren't
    recorded: a description with one isn't counted)."""
    if description.groups == ():
        return this_turn(state, CAST, player)
    total = 0
    for (turn, what, who), amount in state.history.items():
        if turn == state.turn and who == player and what.startswith(CAST_AS):
            colors, types, subtypes = (p.split() for p in what.removeprefix(CAST_AS).split("|"))
            words = _Words(frozenset(colors), frozenset(types), frozenset(subtypes))
            if all(any(words.has(w) for w in group) for group in description.groups):
                total += amount
    return total


@dataclass(frozen=True, slots=True)
class _Words:
    """A spell as the turn's record keeps it: its colors, card types and subtypes."""

    colors: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]

    def has(self, word: str) -> bool:
        if word.startswith("non") and word != "non":
            return not self.has(word[3:])
        if word in _COLORS:
            return has_color(self.colors, word)
        return word in self.types or word in self.subtypes
