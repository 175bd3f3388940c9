"""Sources and recipients of damage described by a group of words (CR 615.1a, 614.1a):
"non-Human sources", "attacking creatures", "creatures with power 2 or less", "creature
tokens you control", "sources you don't control", "colorless sources".

The description is checked as the damage would be dealt (CR 615.1a: a prevention effect looks
at the damage event, not at a set fixed when the effect began; CR 611.2c fixes only the
affected objects of an effect that changes characteristics). A source of damage is always an
object (CR 120.1 / 2011 119.1); only "players" and "you and ..." describe players.

:class:`WordedPrevention` is a :class:`PreventDamage` that keeps which of the printed word
orders it had ("dealt this turn by X" or "dealt by X this turn"), so that the card's text
can be given back; the engine applies it as any prevention effect.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import PLAYER, Match, Who
from mtgrules.effects.damage import PreventDamage
from mtgrules.objects import CardType, Keyword, Zone
from mtgrules.state import EntityId, GameObject, GameState

NOUN_KINDS: dict[str, frozenset[str] | None] = {
    "creatures": frozenset({CardType.CREATURE.value}),
    "creature tokens": frozenset({CardType.CREATURE.value}),
    "planeswalkers": frozenset({CardType.PLANESWALKER.value}),
    "permanents": None,
    "sources": None,
    "spells": None,
    "players": frozenset({PLAYER}),
}
"""The nouns of a group and the kinds of objects (or players) they name."""

COLORS = ("white", "blue", "black", "red", "green")
COMBAT_STATES = ("attacking", "blocking", "tapped", "untapped")
CARD_TYPES = {t.value.lower(): t for t in CardType}


def adjective_problem(word: str) -> str | None:
    """Why ``word`` can't describe a source or recipient of damage; None if it can."""
    if word in COMBAT_STATES or word in COLORS or word in ("colorless", "multicolored"):
        return None
    if word.startswith("non"):
        rest = word[3:].lstrip("-")
        if rest in COLORS or rest in CARD_TYPES or rest.isalpha():
            return None  # a color, a card type, or a subtype ("non-Human")
    return f"the adjective {word!r} of a group of damage sources"


def _holds(state: GameState, view: GameObject, word: str) -> bool:
    """Whether the object ``view`` is ``word`` now (CR 105.2 colors, 205 types)."""
    if " or " in word:  # "black sources and red sources": either color (CR 105.2)
        return any(_holds(state, view, part) for part in word.split(" or "))
    combat = state.combat
    if word in COMBAT_STATES:
        attacking = combat is not None and view.id in combat.attackers
        blocking = combat is not None and view.id in combat.blocking
        return {
            "attacking": attacking,
            "blocking": blocking,
            "tapped": view.tapped,
            "untapped": not view.tapped,
        }[word]
    if word in COLORS:
        return word in view.colors
    if word == "colorless":
        return not view.colors
    if word == "multicolored":
        return len(view.colors) >= 2
    rest = word[3:].lstrip("-")  # "non...": adjective_problem allowed nothing else
    if rest in COLORS:
        return rest not in view.colors
    if rest in CARD_TYPES:
        return CARD_TYPES[rest] not in view.types
    from mtgrules.rules.keywords import has_subtype  # here: rules import effects

    return not has_subtype(view, rest.capitalize())  # CR 702.73a: changeling has all types


def _compare(value: int, words: str) -> bool:
    """ "2 or less" / "4 or greater" (CR 208.1: the current power)."""
    number, _, comparison = words.partition(" or ")
    return value <= int(number) if comparison == "less" else value >= int(number)


@dataclass(frozen=True, slots=True, kw_only=True)
class DescribedMatch(Match):
    """A group of objects (and players, for ``noun`` "players" or ``and_you``) described by
    words: ``adjectives`` as printed ("attacking", "non-human", "nongreen", "black"), each of
    which must hold; ``noun`` one of :data:`NOUN_KINDS`; ``power`` ("2 or less");
    ``keyword`` with (``has``) or without it; ``controller`` "you control" / "your opponents
    control" and ``not_yours`` "you don't control" (CR 109.5, relative to the effect's
    controller); ``and_you`` "you and [group]" (the controller as a player)."""

    noun: str = "creatures"
    adjectives: tuple[str, ...] = ()
    power: str = ""
    keyword: str = ""
    has: bool = True
    not_yours: bool = False
    and_you: bool = False

    def matches(self, state: GameState, entity: EntityId, you: EntityId) -> bool:
        if entity in state.players:
            if self.and_you and entity == you:
                return True
            return self.noun == "players" and Match.matches(self, state, entity, you)
        if self.noun == "players" or not Match.matches(self, state, entity, you):
            return False
        view = state.source_view(entity)
        if view is None:
            return False
        if self.not_yours and view.controller == you:
            return False
        if self.noun == "creature tokens" and not view.token:
            return False
        if self.noun == "spells" and view.zone is not Zone.STACK:
            return False  # CR 112.1: a spell is a card or copy on the stack
        if not all(_holds(state, view, word) for word in self.adjectives):
            return False
        if self.keyword and view.has(Keyword(self.keyword)) != self.has:
            return False
        return not self.power or _compare(view.current_power(), self.power)


def described(
    noun: str,
    adjectives: tuple[str, ...] = (),
    *,
    controller: Who = Who.ANY,
    not_yours: bool = False,
    power: str = "",
    keyword: str = "",
    has: bool = True,
    and_you: bool = False,
) -> DescribedMatch:
    """A :class:`DescribedMatch` with the kinds of its noun."""
    return DescribedMatch(
        kinds=NOUN_KINDS[noun],
        controller=controller,
        noun=noun,
        adjectives=adjectives,
        power=power,
        keyword=keyword,
        has=has,
        not_yours=not_yours,
        and_you=and_you,
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class WordedPrevention(PreventDamage):
    """ "Prevent all [combat / noncombat] damage ..." with a group of sources or recipients
    (CR 615.1a); ``wording`` is the printed order of its parts (see
    :mod:`mtgrules.cards.render_prevention_groups`)."""

    wording: str = ""


__all__ = ["DescribedMatch", "WordedPrevention", "adjective_problem", "described"]
