"""Transformer rules for creating tokens (CR 111) and searching libraries (CR 701.19).

A creature token may enter tapped, tapped and attacking (CR 508.4: it was never declared as
an attacker), with keywords and with quoted abilities (CR 111.4, cards/granted_abilities.py);
"create X 1/1 ... tokens, where X is ..." counts as it is carried out (CR 107.3, 608.2h)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.abilities import (
    Sentence,
)
from mtgrules.cards.build_base import (
    _X,
    BuilderBase,
    _fail,
    _number,
    _pt,
)
from mtgrules.cards.granted_abilities import compile_quoted
from mtgrules.effects.instructions import (
    CreateToken,
    SearchForCard,
    SearchLibrary,
)
from mtgrules.objects import Keyword


class TokenSearchRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def token_word(self, c: list[Any]) -> None:
        return None

    def named_token(self, c: list[Any]) -> Sentence:
        return (CreateToken(count=c[0], name=str(c[1]).capitalize(), types=("Artifact",)),)

    def named_counter_token(self, c: list[Any]) -> Sentence:
        if str(c[1]) != "blood":
            _fail(f"a {c[1]} token")
        return self.named_token(c)

    def token_colors(self, c: list[Token]) -> tuple[str, ...]:
        colors = tuple(str(t) for t in c)
        if len(set(colors)) != len(colors) or ("colorless" in colors and len(colors) > 1):
            _fail("token colors")
        return colors

    def creature_type(self, _: list[Any]) -> tuple[str, ...]:
        return ("Creature",)

    def artifact_creature_type(self, _: list[Any]) -> tuple[str, ...]:
        return ("Artifact", "Creature")

    def _creature_token(self, c: list[Any], keywords: tuple[Keyword, ...], **more: Any) -> Sentence:
        count, pt, colors, *rest = (x for x in c if not (isinstance(x, Token) and x == "tapped"))
        words = [t for x in rest for t in (x if isinstance(x, list) else [x])]
        subtypes = tuple(str(t).capitalize() for t in words if isinstance(t, Token))
        types = next(t for t in rest if isinstance(t, tuple))
        power, toughness = _pt(pt)
        if power < 0 or toughness < 0 or str(pt).startswith("-"):
            _fail("a token with negative power")
        return (
            CreateToken(
                count=count,
                power=power,
                toughness=toughness,
                colors=colors,
                subtypes=subtypes,
                types=types,
                keywords=tuple(k.value for k in keywords),
                **more,
            ),
        )

    def creature_token(self, c: list[Any]) -> Sentence:
        return self._creature_token(c, ())

    def creature_token_with(self, c: list[Any]) -> Sentence:
        return self._creature_token(c[:-1], c[-1])

    def token_subtypes(self, c: list[Token]) -> list[Token]:
        return c

    def creature_token_tapped(self, c: list[Any]) -> Sentence:
        return self._creature_token(c, (), tapped=True)

    def creature_token_tapped_with(self, c: list[Any]) -> Sentence:
        return self._creature_token(c[:-1], c[-1], tapped=True)

    def creature_token_attacking(self, c: list[Any]) -> Sentence:
        return self._attacking(self._creature_token(c[:-1], ()), c[-1])

    def creature_token_with_attacking(self, c: list[Any]) -> Sentence:
        return self._attacking(self._creature_token(c[:-2], c[-2]), c[-1])

    def _attacking(self, sentence: Sentence, words: Token) -> Sentence:
        (step,) = sentence
        assert isinstance(step, CreateToken)
        if ("that's" in words) != (step.count == 1):
            _fail("'that's' / 'that are' for the wrong number of tokens")
        return (replace(step, tapped=True, attacking=True),)

    def creature_token_quoted(self, c: list[Any]) -> Sentence:
        quoted = compile_quoted(str(c[-1]))
        return self._creature_token(c[:-1], (), abilities=(quoted,))

    def creature_token_kw_quoted(self, c: list[Any]) -> Sentence:
        quoted = compile_quoted(str(c[-1]))
        return self._creature_token(c[:-2], (Keyword(str(c[-2])),), abilities=(quoted,))

    def x_creature_tokens(self, c: list[Any]) -> Sentence:
        (step,) = self._creature_token([1, *c], ())
        assert isinstance(step, CreateToken)
        return (_X(step),)  # type: ignore[return-value]

    def x_creature_tokens_with(self, c: list[Any]) -> Sentence:
        (step,) = self._creature_token([1, *c[:-1]], c[-1])
        assert isinstance(step, CreateToken)
        return (_X(step),)  # type: ignore[return-value]

    def what_any(self, _: list[Any]) -> dict[str, Any]:
        return {}

    def what_named(self, _: list[Any]) -> dict[str, Any]:
        return {"named_self": True}

    def what_basic_land(self, _: list[Any]) -> dict[str, Any]:
        return {"basic": True, "kind": "land"}

    def what_basic_subtype(self, c: list[Token]) -> dict[str, Any]:
        return {"basic": True, "kind": str(c[0]).capitalize()}

    def what_subtype(self, c: list[Token]) -> dict[str, Any]:
        return {"kind": str(c[0]).capitalize()}

    def tail_reveal_hand(self, _: list[Any]) -> dict[str, Any]:
        return {"reveal": True}

    def tail_hand(self, _: list[Any]) -> dict[str, Any]:
        return {}

    def tail_battlefield_tapped(self, _: list[Any]) -> dict[str, Any]:
        return {"destination": "battlefield", "tapped": True}

    def tail_battlefield(self, _: list[Any]) -> dict[str, Any]:
        return {"destination": "battlefield"}

    def search_card(self, c: list[dict[str, Any]]) -> Sentence:
        what, tail = c
        return (SearchForCard(**what, **tail),)

    def search_named(self, c: list[Token]) -> Sentence:
        return (SearchLibrary(up_to=_number(c[0]), named_self=True, reveal=True),)
