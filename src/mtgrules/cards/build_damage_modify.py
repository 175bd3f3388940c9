"""Transformer rules for static damage replacement effects whose sources are described by
words (CR 614.1a): "If another red source you control would deal damage to ..., it deals that
much damage plus 1 [to that permanent or player] instead.", "If a creature you control would
deal damage to a permanent or player, it deals double that damage instead." (see
effects/described_modify.py). The words after the result that name the recipient again are
kept as printed, and must name it rightly ("to that player" only for players)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import StaticLine
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.effects.base import PLAYER, Duration, Match, Who
from mtgrules.effects.described_modify import DescribedModify, source_words, word_problem
from mtgrules.effects.instructions import SELF

_MULTIPLES = {"double": 2, "triple": 3}
Result = tuple[int, int, str]  # multiplier, plus, tail


def _tail_fits(tail: str, to: Match | None) -> bool:
    """ "to that permanent or player" after every recipient; "to that player" only after
    players; no words always."""
    if tail == "any":
        return to is None
    if tail == "player":
        return to is not None and to.kinds == frozenset({PLAYER})
    return True


def _owner(c: list[Any]) -> Who:
    owners = [x for x in c if isinstance(x, Match)]
    return owners[0].controller if owners else Who.ANY


class DamageModifyRules(BuilderBase):
    """Callbacks named after the grammar rules of the block."""

    def modify_multiple(self, c: list[Any]) -> Result:
        return (_MULTIPLES[str(c[0])], 0, str(c[1]) if len(c) > 1 else "")

    def modify_plus(self, c: list[Any]) -> Result:
        return (1, int(c[0]), str(c[1]) if len(c) > 1 else "")

    def _modify_static(
        self, noun: str, words: tuple[str, ...], c: list[Any], *, other: bool = False
    ) -> StaticLine:
        for word in words:
            problem = word_problem(word)
            if problem is not None:
                _fail(problem)
        whom, (multiplier, plus, tail) = c[-2], c[-1]
        to = None if whom == "any" else whom
        if not _tail_fits(tail, to):
            _fail("the damage's recipient named again in other words")
        owner = _owner(c[:-2]) if noun == "source" else Who.YOU
        effect = DescribedModify(
            from_=source_words(noun, words, owner),
            to=to,
            multiplier=multiplier,
            plus=plus,
            other=other,
            tail=tail,
            duration=Duration.STATIC,
        )
        return StaticLine(effect)

    def static_modify_another(self, c: list[Any]) -> StaticLine:
        """ "If another [red] source [you control] would deal damage to ..." (Embermaw
        Hellion): not the damage this permanent deals."""
        color = tuple(str(x) for x in c if isinstance(x, Token) and x.type == "TOKEN_COLOR")
        return self._modify_static("source", color, c, other=True)

    def static_modify_color_or_artifact(self, c: list[Any]) -> StaticLine:
        return self._modify_static("source", (str(c[0]), "artifact"), c)

    def static_modify_instant_sorcery(self, c: list[Any]) -> StaticLine:
        return self._modify_static("source", ("instant", "sorcery"), c)

    def static_modify_subtype(self, c: list[Any]) -> StaticLine:
        return self._modify_static("source", (str(c[0]),), c)

    def static_modify_creature(self, c: list[Any]) -> StaticLine:
        return self._modify_static("creature", (), c)

    def static_modify_creature_anyone(self, c: list[Token]) -> StaticLine:
        """ "If a creature you control would deal damage, it deals double that damage
        instead." (Mishra): to any recipient, no recipient printed."""
        effect = DescribedModify(
            from_=source_words("creature", (), Who.YOU),
            multiplier=_MULTIPLES[str(c[0])],
            anyone=True,
            duration=Duration.STATIC,
        )
        return StaticLine(effect)

    def static_modify_self_combat_to_player(self, c: list[Token]) -> StaticLine:
        """ "If ~ would deal combat damage to a player, it deals double that damage to that
        player instead." (Charging Tuskodon)"""
        effect = DescribedModify(
            from_=Match.ids_of(SELF),
            to=Match(kinds=frozenset({PLAYER})),
            combat=True,
            multiplier=_MULTIPLES[str(c[0])],
            tail="player",
            duration=Duration.STATIC,
        )
        return StaticLine(effect)
