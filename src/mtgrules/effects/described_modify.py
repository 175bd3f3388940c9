"""Static damage replacement effects whose sources are described by words (CR 614.1a; 2011:
the same rule): "If another red source you control would deal damage to a permanent or player,
it deals that much damage plus 1 to that permanent or player instead." (Embermaw Hellion), "If
a creature you control would deal damage to a permanent or player, it deals double that damage
instead." (Gratuitous Violence), "If a red or artifact source you control would deal damage to
an opponent or a permanent an opponent controls, it deals that much damage plus 1 instead."
(Mechanized Warfare), "If a Giant source you control ..." (Calamity Bearer).

The source is checked as the damage would be dealt (CR 120.7: as it is, or as it last existed);
"another" excludes the effect's own source (the permanent with the ability).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Match, Who
from mtgrules.effects.damage import ModifyDamage
from mtgrules.objects import CardType, Zone
from mtgrules.state import EntityId, GameObject, GameState

COLORS = ("white", "blue", "black", "red", "green")
CARD_TYPES = {t.value.lower(): t for t in CardType}
SOURCE_NOUNS = {"source": None, "creature": frozenset({CardType.CREATURE.value})}


def word_problem(word: str) -> str | None:
    """Why ``word`` can't describe a source (a color, a card type or a subtype can)."""
    if word in COLORS or word in CARD_TYPES or word.isalpha():
        return None
    return f"the word {word!r} of a damage source"


def _is(view: GameObject, word: str) -> bool:
    """CR 105.2 (an object is each of its colors), 205.2a (card types), 205.3 (subtypes;
    changeling, CR 702.73a, through rules.keywords.has_subtype)."""
    if word in COLORS:
        return word in view.colors
    if word in CARD_TYPES:
        return CARD_TYPES[word] in view.types
    from mtgrules.rules.keywords import has_subtype  # here: rules import effects

    return has_subtype(view, word.capitalize())


@dataclass(frozen=True, slots=True, kw_only=True)
class SourceWords(Match):
    """Sources of damage described by ``words``, any one of which must hold ("red or
    artifact", "instant or sorcery", "Giant"; none: any source), of the ``noun`` "source" or
    "creature", with the :class:`Match` controller ("you control")."""

    noun: str = "source"
    words: tuple[str, ...] = ()

    def matches(self, state: GameState, entity: EntityId, you: EntityId) -> bool:
        if entity in state.players or not Match.matches(self, state, entity, you):
            return False  # a source of damage is an object (CR 120.1 / 2011 119.1)
        view = state.source_view(entity)
        if view is None:
            return False
        if self.noun == "creature" and (view.zone is Zone.STACK or not view.is_creature):
            return False
        return not self.words or any(_is(view, word) for word in self.words)


def source_words(noun: str, words: tuple[str, ...], controller: Who) -> SourceWords:
    """A :class:`SourceWords` with the kinds of its noun."""
    return SourceWords(kinds=SOURCE_NOUNS[noun], controller=controller, noun=noun, words=words)


@dataclass(frozen=True, slots=True, kw_only=True)
class DescribedModify(ModifyDamage):
    """ "... it deals double / triple that damage" or "that much damage plus N" instead
    (CR 614.1a), as printed: ``other`` "another" (not damage this effect's own source
    deals), ``tail`` the words after the result naming the recipient again ("any": "to that
    permanent or player", "player": "to that player", "": none), ``anyone`` no recipient
    printed ("would deal damage, it deals double that damage instead")."""

    other: bool = False
    tail: str = ""
    anyone: bool = False

    def covers(self, state: GameState, source: EntityId, recipient: EntityId, combat: bool) -> bool:
        if self.other and source == self.source:
            return False
        return ModifyDamage.covers(self, state, source, recipient, combat)


__all__ = ["DescribedModify", "SourceWords", "source_words", "word_problem"]
