"""Transformer rules for instructions on groups described by their words: "Destroy all
artifacts, creatures, and lands.", "Destroy all nonartifact, nonblack creatures.", "Destroy all
creatures with power 4 or greater.", "Destroy all creatures you don't control." (CR 701.7a,
2011: 701.6a; the group is a :class:`~mtgrules.effects.described_groups.PermanentsGroup`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import Joint, Sentence
from mtgrules.cards.build_base import _X, BuilderBase, _fail
from mtgrules.cards.vocabulary import (
    PERMANENT,
    PERMANENT_TYPES,
    PLURALS,
    match_kind,
    number_value,
)
from mtgrules.effects.base import Match, Who
from mtgrules.effects.described_damage import adjective_problem
from mtgrules.effects.described_groups import PermanentsGroup
from mtgrules.effects.hand_discards import DiscardHand
from mtgrules.effects.instructions import (
    YOU,
    Destroy,
    Each,
    GainLife,
    Instruction,
    LoseLife,
    SearchForCard,
)
from mtgrules.effects.searches import BATTLEFIELD, GRAVEYARD, HAND, TOP, SearchFor
from mtgrules.effects.this_way import COUNTED_NOUNS, ForEachDoneThisWay
from mtgrules.objects import Keyword

_KEYWORDS = frozenset(k.value for k in Keyword)
NOT_YOURS = "not yours"


def _kinds(noun: str) -> frozenset[str]:
    word = PLURALS[noun]
    return PERMANENT_TYPES if word == PERMANENT else frozenset({match_kind(word)})


def permanents_group(c: list[Any]) -> Match:
    """The group "[adjectives] nouns [filter] [controller]"; a plain :class:`Match` when its
    words are one noun alone ("all creatures"), as before."""
    adjectives: tuple[str, ...] = ()
    nouns: tuple[str, ...] = ()
    power, keyword, has = "", "", True
    controller, not_yours = Who.ANY, False
    for part in c:
        if isinstance(part, list):
            adjectives = tuple(part)
        elif isinstance(part, tuple) and part and part[0] == "filter":
            kind, value = part[1], part[2]
            if kind == "power":
                power = value
            elif kind in ("with_keyword", "without_keyword") and value in _KEYWORDS:
                keyword, has = value, kind == "with_keyword"
            else:
                _fail(f"a group of permanents {kind} {value}")
        elif isinstance(part, tuple):
            nouns = part
        elif isinstance(part, Who):
            controller = part
        elif part == NOT_YOURS:
            not_yours = True
    for word in adjectives:
        problem = adjective_problem(word)
        if problem is not None:
            _fail(problem)
    if len(set(nouns)) != len(nouns):
        _fail("a noun twice in a group")
    if (power or keyword) and nouns != ("creatures",):
        _fail("a power or keyword of noncreature permanents")
    kinds = frozenset().union(*(_kinds(n) for n in nouns))
    plain = not (adjectives or power or keyword or not_yours) and controller is Who.ANY
    if len(nouns) == 1 and plain:
        return Match(kinds=kinds)  # "destroy all creatures": as before
    return PermanentsGroup(
        kinds=kinds,
        controller=controller,
        noun=nouns[0] if len(nouns) == 1 else "permanents",
        nouns=nouns,
        adjectives=adjectives,
        power=power,
        keyword=keyword,
        has=has,
        not_yours=not_yours,
    )


def _singular(nouns: Token) -> str:
    """ "creatures" -> "creature": a card type a count of what was destroyed knows."""
    noun = str(nouns).removesuffix("s")
    if noun not in COUNTED_NOUNS:
        _fail(f"a count of the {nouns} destroyed this way")
    return noun


_SEARCH_FOR_CARD = frozenset({"basic", "kind", "named_self", "reveal", "destination", "tapped"})
_SEARCHED_TYPES = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker"})


def searched(what: dict[str, Any], tail: dict[str, Any]) -> Instruction:
    """ "Search your library for a(n) [what], [tail]" (CR 701.23a): the older
    :class:`SearchForCard` when its words are all it knows, else a :class:`SearchFor`."""
    both = {**what, **tail}
    kind = str(both.get("kind", ""))
    older = both.get("destination", HAND) in (HAND, BATTLEFIELD)
    if older and set(both) <= _SEARCH_FOR_CARD and kind[:1].lower() not in tuple("aeiou"):
        return SearchForCard(**both)
    if both.pop("named_self", False):
        _fail("a search for a card named ~ with these words")
    if "kind" in both:
        both["qualities"] = (str(both.pop("kind")),)
    return SearchFor(**both)


class PlayerInstructionRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases of the described groups' block."""

    def all_adjectives(self, c: list[Token]) -> list[str]:
        return [str(t) for t in c]

    def all_adjectives_listed(self, c: list[Token]) -> list[str]:
        return [str(t) for t in c if str(t) not in (",",) and t.type != "LIST_COMMA"]

    def all_nouns(self, c: list[Token]) -> tuple[str, ...]:
        return tuple(str(t) for t in c if t.type == "TYPES")

    def all_yours(self, _: list[Any]) -> Who:
        return Who.YOU

    def all_opponents(self, _: list[Any]) -> Who:
        return Who.OPPONENT

    def all_not_yours(self, _: list[Any]) -> str:
        return NOT_YOURS

    def all_group(self, c: list[Any]) -> Match:
        return permanents_group(c)

    # -- "you draw two cards and lose 2 life": the subject "you" said once ------------
    # CR 119.3: "you" gain or lose the life; ``elided`` keeps only the printed wording.
    def elided_you_gain_life(self, c: list[Token]) -> Sentence:
        return (GainLife(amount=int(c[0]), elided=True),)

    def elided_you_lose_life(self, c: list[Token]) -> Sentence:
        return (LoseLife(amount=int(c[0]), elided=True),)

    def x_elided_you_gain(self, _: list[Any]) -> Sentence:
        return (_X(GainLife(amount=1, elided=True)),)  # type: ignore[return-value]

    def x_elided_you_lose(self, _: list[Any]) -> Sentence:
        return (_X(LoseLife(amount=1, elided=True)),)  # type: ignore[return-value]

    def for_each_destroyed_this_way(self, c: list[Any]) -> Sentence:
        """ "You gain 1 life for each creature destroyed this way." (CR 608.2c): a count of
        what the instructions before it destroyed."""
        clause, noun = c
        steps = [s for s in clause if not isinstance(s, Joint)] if isinstance(clause, tuple) else []
        if (
            len(steps) != 1
            or not isinstance(steps[0], GainLife | LoseLife)
            or steps[0].who != YOU
            or steps[0].elided
        ):
            _fail("'for each ... destroyed this way' after other than 'you gain/lose N life'")
        if str(noun) not in COUNTED_NOUNS:
            _fail(f"a count of each {noun} destroyed this way")
        return (ForEachDoneThisWay(step=steps[0], noun=str(noun)),)

    def gain_equal_destroyed_this_way(self, c: list[Token]) -> Sentence:
        """ "You gain life equal to the number of creatures you controlled that were destroyed
        this way." (CR 608.2c, 608.2h: as they last existed)."""
        step = GainLife(amount=1)
        return (ForEachDoneThisWay(step=step, noun=_singular(c[0]), controlled="you"),)

    def loses_equal_destroyed_this_way(self, c: list[Any]) -> Sentence:
        """ "Each player loses life equal to the number of creatures they controlled that
        were destroyed this way.": each player counts their own (CR 608.2c, 608.2h)."""
        step = LoseLife(amount=1, who=self._players(c[0]))
        return (ForEachDoneThisWay(step=step, noun=_singular(c[1]), controlled="they"),)

    # -- "that player discards their hand" (CR 701.8a; 2011: 701.7a) ----------------
    def player_discards_hand(self, c: list[Any]) -> Sentence:
        return (DiscardHand(who=self._players(c[0])),)

    def you_discard_hand(self, _: list[Any]) -> Sentence:
        return (DiscardHand(),)

    def destroy_all_group(self, c: list[Match]) -> Sentence:
        """ "Destroy all [group]." (CR 701.7a, 2011: 701.6a): every permanent of the group as
        the instruction is carried out."""
        return (Destroy(on=Each(match=c[0])),)

    # -- searches (CR 701.23a-b; 2011: 701.15a-b) --------------------------------------
    def what_either(self, c: list[Token]) -> dict[str, Any]:
        first, second = (str(t).capitalize() for t in c)
        if first == second:
            _fail("a search for X or X")
        return {"qualities": (first, second)}

    def what_type(self, c: list[Token]) -> dict[str, Any]:
        if str(c[0]) not in _SEARCHED_TYPES:
            _fail(f"a search for a {c[0]} card")
        return {"qualities": (str(c[0]),)}

    def what_legendary(self, _: list[Any]) -> dict[str, Any]:
        return {"qualities": ("legendary",)}

    def tail_that_hand(self, _: list[Any]) -> dict[str, Any]:
        return {"that_card": True}

    def tail_that_battlefield_tapped(self, _: list[Any]) -> dict[str, Any]:
        return {"destination": BATTLEFIELD, "tapped": True, "that_card": True}

    def tail_that_graveyard(self, _: list[Any]) -> dict[str, Any]:
        return {"destination": GRAVEYARD, "that_card": True}

    def tail_top(self, _: list[Any]) -> dict[str, Any]:
        return {"destination": TOP}

    def tail_reveal_top(self, _: list[Any]) -> dict[str, Any]:
        return {"destination": TOP, "reveal": True}

    def plural_basic_lands(self, _: list[Any]) -> dict[str, Any]:
        return {"basic": True, "qualities": ("land",)}

    def plural_lands(self, _: list[Any]) -> dict[str, Any]:
        return {"qualities": ("land",)}

    def them_battlefield_tapped(self, _: list[Any]) -> dict[str, Any]:
        return {"destination": BATTLEFIELD, "tapped": True}

    def them_battlefield(self, _: list[Any]) -> dict[str, Any]:
        return {"destination": BATTLEFIELD}

    def them_reveal_hand(self, _: list[Any]) -> dict[str, Any]:
        return {"reveal": True}

    def search_up_to(self, c: list[Any]) -> Sentence:
        """ "Search your library for up to three basic land cards, put them onto the
        battlefield tapped, then shuffle." (CR 701.23b: up to, so any number from none)."""
        count, what, tail = c
        return (SearchFor(up_to=number_value(str(count)), **what, **tail),)


__all__ = ["PlayerInstructionRules", "permanents_group", "searched"]
