"""Trigger conditions of the "trigger events 7" block of oracle.lark, read into
:class:`~mtgrules.cards.pending.WhenOther` by their words (the engine reads them in
rules/trigger_casts.py and rules/trigger_events_7.py): "Whenever you cast a historic spell"
(CR 700.6), "Whenever a player casts a Goblin spell" (CR 205.3), "Whenever you cast an
instant or sorcery spell that targets a creature" (CR 601.2c), "Whenever you cast a white
spell or a Plains you control enters", "Whenever ~ deals damage to a Goblin or Orc"."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.build_base import ClauseError
from mtgrules.cards.pending import WhenOther


def _a(word: str) -> str:
    """ "a" or "an" before a word as printed ("an Elf", "a Unicorn")."""
    return "an" if word[:1].lower() in "aeio" else "a"


def _kind(token: Token) -> str:
    """A creature type as printed (CR 205.3m): "Goblin"."""
    return "-".join(part.capitalize() for part in str(token).split("-"))


def _spell_word(caster: str, word: str) -> WhenOther:
    return WhenOther(event=f"{caster} {_a(word)} {word} spell", once=False)


class Triggers7Rules:
    """Transformer callbacks of the "trigger events 7" block of oracle.lark."""

    def when_ev7_you_cast_historic(self, _: list[Any]) -> WhenOther:
        # CR 700.6: artifacts, legendaries and Sagas are historic
        return _spell_word("you cast", "historic")

    def when_ev7_you_cast_kind(self, c: list[Token]) -> WhenOther:
        return _spell_word("you cast", _kind(c[0]))  # "an Elf spell" (CR 205.3)

    def when_ev7_player_casts_kind(self, c: list[Token]) -> WhenOther:
        return _spell_word("a player casts", _kind(c[0]))

    def when_ev7_opponent_casts_kind(self, c: list[Token]) -> WhenOther:
        return _spell_word("an opponent casts", _kind(c[0]))

    def when_ev7_cast_targeting(self, c: list[Token]) -> WhenOther:
        # CR 601.2c: the targets are chosen as the spell is cast
        first, second, target = (str(t) for t in c)
        if {first, second} != {"instant", "sorcery"}:
            raise ClauseError("an instant or sorcery spell named twice")
        spell = f"an {first} or {second} spell"
        return WhenOther(event=f"you cast {spell} that targets a {target}", once=False)

    def when_ev7_cast_spell_targeting(self, c: list[Token]) -> WhenOther:
        return WhenOther(event=f"you cast a spell that targets a {c[0]}", once=False)

    def when_ev7_cast_or_land_enters(self, c: list[Token]) -> WhenOther:
        # "Whenever you cast a white spell or a Plains you control enters" (CR 601.2i, 603.6a)
        color, land = str(c[0]), _kind(c[1])
        event = f"you cast {_a(color)} {color} spell or {_a(land)} {land} you control enters"
        return WhenOther(event=event, once=False)

    def when_ev7_deals_damage_to_kind(self, c: list[Token]) -> WhenOther:
        # CR 120.3: "Whenever ~ deals damage to a Vampire / a Goblin or Orc"
        kinds = [_kind(t) for t in c]
        return WhenOther(event=f"~ deals damage to {_a(kinds[0])} {' or '.join(kinds)}", once=False)

    def when_ev7_you_life(self, c: list[Token]) -> WhenOther:
        # CR 603.2: "Whenever you gain life for the first time each turn" (each life gain or
        # loss is one event, CR 119.9-10)
        return WhenOther(event=f"you {c[0]}", once=False)

    def when_ev7_opponent_life(self, c: list[Token]) -> WhenOther:
        return WhenOther(event=f"an opponent {c[0]}", once=False)

    def when_ev7_you_draw_nth(self, c: list[Token]) -> WhenOther:
        return WhenOther(event=f"you draw your {c[0]}", once=False)  # CR 121.1

    def when_ev7_player_sacrifices(self, c: list[Any]) -> WhenOther:
        # CR 701.17a: "Whenever a player sacrifices a permanent" (a permanent they control)
        subject = c[0]
        if subject.article != "a" or subject.controller:
            raise ClauseError("a sacrifice by a player of something other than 'a [permanent]'")
        return WhenOther(event=f"a player sacrifices {subject.words()}", once=False)

    def when_ev7_you_sacrifice_batch(self, c: list[Token]) -> WhenOther:
        # CR 603.2c: "Whenever you sacrifice one or more other creatures": once per action
        return WhenOther(event=f"you sacrifice one or more {c[0]}", once=False)

    def when_ev7_player_cycles(self, _: list[Any]) -> WhenOther:
        # CR 702.29c: triggered as any player cycles a card (rules/trigger_cycle_any.py)
        return WhenOther(event="a player cycles a card", once=False)

    def ev7_attacks_you(self, _: list[Any]) -> str:
        return "attacks you"  # CR 508.1b: the player it attacks

    def ev7_attacks_opponent(self, _: list[Any]) -> str:
        return "attacks one of your opponents"
