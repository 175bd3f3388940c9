"""Transformer rules for who does what in a trigger event (CR 603.2): the subject ("a creature
you control", "another nontoken Zombie you control", "~ or another Samurai or Warrior you
control", "a creature you control with deathtouch", "one or more creatures you control",
"enchanted creature") and the verb ("attacks", "dies", "deals combat damage to a player", ...).

A condition becomes the engine's own trigger condition where it has one
(:class:`~mtgrules.effects.triggers.WhenEntersBattlefield`, ``WhenAttacks``, ...); otherwise a
:class:`~mtgrules.cards.pending.WhenOther` names the event by its words, which
:mod:`mtgrules.rules.trigger_events` reads (when it can't, the card waits for the engine).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from lark import Token

from mtgrules.cards.abilities import Condition
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.cards.pending import WhenAnotherEnters, WhenOther
from mtgrules.cards.vocabulary import PERMANENT, PERMANENT_TYPES, match_kind
from mtgrules.effects.attached import attached_trigger
from mtgrules.effects.base import Match, Who
from mtgrules.effects.triggers import WhenAttacks, WhenDealsDamage, WhenEntersBattlefield

_CARD_TYPES = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker"})


@dataclass(frozen=True, slots=True)
class Subject:
    """The subject of a trigger event, word by word as printed."""

    article: str  # "a" (or "an"), "another", "~ or another", "enchanted", "equipped"
    adjective: str = ""  # "nontoken", "white", ...
    nouns: tuple[str, ...] = ()  # ("creature",), ("Samurai", "Warrior"): "Samurai or Warrior"
    controller: str = ""  # "you control", "an opponent controls", "you don't control"
    with_: str = ""  # "with deathtouch"

    def words(self) -> str:
        noun = " or ".join(self.nouns)
        article = self.article
        if article == "a" and (self.adjective or noun)[:1].lower() in "aeiou":
            article = "an"
        parts = (article, self.adjective, noun, self.controller, self.with_)
        return " ".join(p for p in parts if p)

    @property
    def simple(self) -> bool:
        """One card type (or "permanent"), no adjective and no "with"."""
        return (
            len(self.nouns) == 1
            and (self.nouns[0] in _CARD_TYPES or self.nouns[0] == PERMANENT)
            and not self.adjective
            and not self.with_
        )


def _noun(token: Token) -> str:
    """A noun as printed: subtypes are capitalized ("Zombie"), card types are not."""
    word = str(token)
    return word.capitalize() if token.type == "CREATURE_TYPE" else word


class TriggerSubjectRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def kind_one(self, c: list[Token]) -> tuple[str, ...]:
        return (_noun(c[0]),)

    def kind_source(self, _: list[Any]) -> tuple[str, ...]:
        return ("source",)  # any object, as the source of the damage it deals

    def kind_two(self, c: list[Token]) -> tuple[str, ...]:
        return (f"{c[0]} {c[1]}",)  # "artifact creature"

    def kind_either(self, c: list[tuple[str, ...]]) -> tuple[str, ...]:
        return (*c[0], *c[1])

    def trigger_with(self, c: list[Token]) -> str:
        return f"with {c[0]}"

    def trigger_without(self, c: list[Token]) -> str:
        return f"without {c[0]}"

    def trigger_with_number(self, c: list[Token]) -> str:
        return f"with {c[0]} {c[1]} or {c[2]}"  # "with power 4 or greater"

    def perm_noun(self, c: list[Any]) -> Subject:
        adjective = ""
        if isinstance(c[0], Token) and c[0].type == "ADJ":
            adjective, c = str(c[0]), c[1:]
        nouns: tuple[str, ...] = c[0]
        rest = [str(x) for x in c[1:]]
        with_ = next((x for x in rest if x.startswith(("with ", "without "))), "")
        controller = next((x for x in rest if not x.startswith(("with ", "without "))), "")
        return Subject("a", adjective, nouns, controller, with_)

    def subject_a(self, c: list[Subject]) -> Subject:
        return c[0]

    def subject_another(self, c: list[Subject]) -> Subject:
        s = c[0]
        return Subject("another", s.adjective, s.nouns, s.controller, s.with_)

    def subject_self_or_another(self, c: list[Subject]) -> Subject:
        s = c[0]
        return Subject("~ or another", s.adjective, s.nouns, s.controller, s.with_)

    def subject_attached(self, c: list[Token]) -> Subject:
        return Subject(str(c[0]), nouns=(str(c[1]),))

    def controller_you(self, _: list[Any]) -> str:
        return "you control"

    def controller_opponent(self, _: list[Any]) -> str:
        return "an opponent controls"

    def controller_not_you(self, _: list[Any]) -> str:
        return "you don't control"

    def when_generic(self, c: list[Any]) -> Condition:
        """Engine trigger conditions where the engine has them, else the event's words."""
        return _condition(c[0], str(c[1]), once=False)

    def when_generic_once(self, c: list[Any]) -> Condition:
        return _condition(c[0], str(c[1]), once=True)

    def when_you_sacrifice(self, c: list[Subject]) -> WhenOther:
        if c[0].article not in ("a", "another"):
            _fail("a sacrifice of something other than a permanent you control")
        return WhenOther(event=f"you sacrifice {c[0].words()}")  # CR 701.17a

    def when_opponent_gains_life(self, _: list[Any]) -> WhenOther:
        return WhenOther(event="an opponent gains life")

    def during_your_turn(self, _: list[Any]) -> str:
        return "during your turn"

    def during_opponents_turn(self, _: list[Any]) -> str:
        return "during an opponent's turn"

    def when_generic_during(self, c: list[Any]) -> WhenOther:
        return WhenOther(event=f"{c[0].words()} {c[1]} {c[2]}", once=False)

    def when_you_lose_life_during(self, c: list[str]) -> WhenOther:
        return WhenOther(event=f"you lose life {c[0]}")

    def when_opponent_loses_life_during(self, c: list[str]) -> WhenOther:
        return WhenOther(event=f"an opponent loses life {c[0]}")

    def when_batch_during(self, c: list[Any]) -> WhenOther:
        return WhenOther(event=f"{c[0].words()} {c[1]} {c[2]}")

    def when_self_once(self, c: list[str]) -> WhenOther:
        return WhenOther(event=f"~ {c[0]}", once=True)  # "When ~ attacks"

    def when_self_more(self, c: list[str]) -> WhenOther:
        return WhenOther(event=f"~ {c[0]}")

    def batch_noun(self, c: list[Any]) -> Subject:
        items = list(c)
        adjective = ""
        if isinstance(items[0], Token) and items[0].type == "ADJ":
            adjective = str(items.pop(0))
        kind: Token = items[0]
        noun = str(kind) if kind.type == "PERM_TYPES" else str(kind).capitalize()
        controller = str(items[1]) if len(items) > 1 else ""
        return Subject("one or more", adjective, (noun,), controller)

    def batch_typed(self, c: list[Any]) -> Subject:
        # "one or more artifact creatures you control": the first word as an adjective
        if str(c[1]) != "creatures":
            _fail("a batch of noncreatures")
        controller = str(c[2]) if len(c) > 2 else ""
        return Subject("one or more", str(c[0]), ("creatures",), controller)

    def batch_two_subtypes(self, c: list[Any]) -> Subject:
        # "one or more Ninja or Rogue creatures you control"
        if str(c[2]) != "creatures":
            _fail("a batch of noncreatures")
        either = f"{_noun(c[0])} or {_noun(c[1])}"
        return Subject("one or more", either, ("creatures",), str(c[3]) if len(c) > 3 else "")

    def when_batch(self, c: list[Any]) -> WhenOther:
        # "Whenever one or more creatures you control attack" (CR 603.2c: once per event)
        return WhenOther(event=f"{c[0].words()} {c[1]}")


def _condition(subject: Subject, event: str, *, once: bool) -> Condition:
    words = f"{subject.words()} {event}"
    if subject.article in ("enchanted", "equipped"):
        attached = attached_trigger(subject.article, event)  # CR 303.4m, 301.5
        if attached is not None and subject.nouns == ("creature",):
            # "When enchanted creature dies" is the only attached event worded "When".
            wording_once = subject.article == "enchanted" and event == "dies"
            if wording_once == once:
                return attached
        return WhenOther(event=words, once=once)
    if once or not subject.simple:
        return WhenOther(event=words, once=once)
    noun = subject.nouns[0]
    kinds = PERMANENT_TYPES if noun == PERMANENT else frozenset({match_kind(noun)})
    who = {"you control": Who.YOU, "": Who.ANY}.get(subject.controller)
    if subject.article == "a" and who is not None:
        match = Match(kinds=kinds, controller=who)
        if event == "enters":
            return WhenEntersBattlefield(who=match)
        if noun == "creature" and who is Who.YOU and event == "attacks":
            return WhenAttacks(who=match)
        if noun == "creature" and who is Who.YOU and event == "deals combat damage to a player":
            return WhenDealsDamage(from_=match, combat_only=True, to_player_only=True)
    if subject.article == "another" and who is Who.YOU and event == "enters":
        return WhenAnotherEnters(who=Match(kinds=kinds, controller=Who.YOU))
    return WhenOther(event=words)


_EVENT_WORDS = {
    "ev_attacks": "attacks",
    "ev_blocks": "blocks",
    "ev_dies": "dies",
    "ev_enters": "enters",
    "ev_attacks_alone": "attacks alone",
    "ev_becomes_tapped": "becomes tapped",
    "ev_combat_damage_to_player": "deals combat damage to a player",
    "ev_combat_damage": "deals combat damage",
    "ev_deals_damage": "deals damage",
    "ev_dealt_damage": "is dealt damage",
    "ev_leaves": "leaves the battlefield",
    "ev_put_into_graveyard": "is put into a graveyard from the battlefield",
    "ev_unblocked": "attacks and isn't blocked",
    "ev_becomes_blocked": "becomes blocked",
    "ev_attacks_or_blocks": "attacks or blocks",
    "ev_combat_damage_to_opponent": "deals combat damage to an opponent",
    "ev_damage_to_player": "deals damage to a player",
    "ev_damage_to_opponent": "deals damage to an opponent",
    "ev_damage_to_you": "deals damage to you",
    "ev_damage_to_self": "deals damage to ~",
    "ev_attacks_you": "attacks you or a planeswalker you control",
    "ev_damage_to_creature": "deals damage to a creature",
    "ev_combat_damage_to_creature": "deals combat damage to a creature",
    "ev_combat_damage_to_you": "deals combat damage to you",
    "ev_targeted": "becomes the target of a spell or ability",
    "ev_targeted_by_opponent": "becomes the target of a spell or ability an opponent controls",
    "ev_attack": "attack",
    "ev_deal_combat_damage_to_player": "deal combat damage to a player",
    "ev_leave": "leave the battlefield",
    "ev_die": "die",
    "ev_enter": "enter",
    "ev_blocks_or_blocked": "blocks or becomes blocked",
    "ev_enters_or_leaves": "enters or leaves the battlefield",
    "ev_blocks_creature": "blocks a creature",
    "ev_dealt_combat_damage": "is dealt combat damage",
    "ev_becomes_untapped": "becomes untapped",
    "ev_damage_creature_or_opponent": "deals damage to a creature or opponent",
    "ev_noncombat_damage_to_opponent": "deals noncombat damage to an opponent",
}
"""The words of each verb rule of the grammar (its words are anonymous tokens)."""


def _words_callback(words: str) -> Callable[[TriggerSubjectRules, list[Any]], str]:
    def callback(self: TriggerSubjectRules, _: list[Any]) -> str:
        return words

    return callback


for _rule, _words in _EVENT_WORDS.items():
    setattr(TriggerSubjectRules, _rule, _words_callback(_words))

__all__ = ["Subject", "TriggerSubjectRules"]
