"""Transformer rules for creating tokens (CR 111) and searching libraries (CR 701.19)."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.abilities import (
    Sentence,
)
from mtgrules.cards.build_base import (
    BuilderBase,
    _fail,
    _number,
    _pt,
)
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

    def token_colors(self, c: list[Token]) -> tuple[str, ...]:
        colors = tuple(str(t) for t in c)
        if len(set(colors)) != len(colors) or ("colorless" in colors and len(colors) > 1):
            _fail("token colors")
        return colors

    def creature_type(self, _: list[Any]) -> tuple[str, ...]:
        return ("Creature",)

    def artifact_creature_type(self, _: list[Any]) -> tuple[str, ...]:
        return ("Artifact", "Creature")

    def _creature_token(self, c: list[Any], keywords: tuple[Keyword, ...]) -> Sentence:
        count, pt, colors, *rest = c
        subtypes = tuple(str(t).capitalize() for t in rest if isinstance(t, Token))
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
            ),
        )

    def creature_token(self, c: list[Any]) -> Sentence:
        return self._creature_token(c, ())

    def creature_token_with(self, c: list[Any]) -> Sentence:
        return self._creature_token(c[:-1], c[-1])

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
