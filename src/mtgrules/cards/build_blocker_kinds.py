"""Transformer callbacks of combat triggers that name the other creature's kind (CR 509.3b,
509.3d; 2011: 509.4b, 509.4d): "Whenever ~ becomes blocked by a green creature", "Whenever ~
blocks or becomes blocked by a white creature", "Whenever equipped creature blocks or becomes
blocked by a Vampire", "Whenever ~ blocks a creature without flying". Each builds the
event's words; :mod:`mtgrules.rules.blocker_kinds` reads them (the trigger event's object,
"that creature", is the other creature, CR 603.7c)."""

from __future__ import annotations

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.rules.blocker_kinds import known_kind


class BlockerKindRules(BuilderBase):
    """The words of "blocks / becomes blocked by [a kind of creature]"."""

    def blocker_adjective(self, c: list[Token]) -> str:
        return _kind(f"{_adjective(c[0])} creature")  # "white", "nonblack", "non-Wall"

    def blocker_adjective_either(self, c: list[Token]) -> str:
        return _kind(f"{_adjective(c[0])} or {_adjective(c[1])} creature")  # "green or white"

    def blocker_type(self, c: list[Token]) -> str:
        return _kind(f"{c[0]} creature")  # "artifact creature"

    def ev_blocked_by_any(self, _: list[Token]) -> str:
        return "becomes blocked by a creature"  # "equipped creature becomes blocked by ..."

    def ev_blocks_or_blocked_by_any(self, _: list[Token]) -> str:
        return "blocks or becomes blocked by a creature"

    def blocker_with(self, c: list[Token]) -> str:
        return _kind(f"creature with {c[0]}")  # "creature with flying"

    def blocker_subtype(self, c: list[Token]) -> str:
        return _kind(str(c[0]).capitalize())  # "Vampire": subtypes capitalised (CR 205.3)

    def blocker_keyword(self, c: list[Token]) -> str:
        return _kind(f"creature without {c[0]}")  # "creature without flying"

    def blockers_adjective(self, c: list[Token]) -> str:
        return _kind(f"one or more {_adjective(c[0])} creatures")  # "black creatures"

    def blockers_adjective_either(self, c: list[Token]) -> str:
        # "one or more blue and/or black creatures"
        return _kind(f"one or more {_adjective(c[0])} and/or {_adjective(c[1])} creatures")

    def blockers_subtype(self, c: list[Token]) -> str:
        return _kind(f"one or more {str(c[0]).capitalize()}")  # "Orcs" (CR 205.3)

    def ev_blocked_by_kinds(self, c: list[str]) -> str:
        return f"becomes blocked by {c[0]}"

    def ev_blocks_or_blocked_by_kinds(self, c: list[str]) -> str:
        return f"blocks or becomes blocked by {c[0]}"

    def ev_blocks_kinds(self, c: list[str]) -> str:
        return f"blocks {c[0]}"

    def ev_blocked_by_kind(self, c: list[str]) -> str:
        return f"becomes blocked by {_article(c[0])} {c[0]}"

    def ev_blocks_or_blocked_by_kind(self, c: list[str]) -> str:
        return f"blocks or becomes blocked by {_article(c[0])} {c[0]}"

    def ev_blocks_kind(self, c: list[str]) -> str:
        return f"blocks {_article(c[0])} {c[0]}"


def _adjective(token: Token) -> str:
    word = str(token)
    if word.startswith("non-"):
        return "non-" + word[4:].capitalize()  # "non-Wall": a creature type (CR 205.3)
    return word


def _kind(words: str) -> str:
    if not known_kind(words):
        _fail(f"a blocking or blocked '{words}' the engine can't tell")
    return words


def _article(words: str) -> str:
    return "an" if words[:1].lower() in "aeiou" else "a"


__all__ = ["BlockerKindRules"]
