"""Transformer callbacks of "tap an untapped [kind] you control" in an effect
(:mod:`mtgrules.effects.tap_chosen`; CR 608.2c, 608.2d): "you may tap an untapped non-Human
creature you control", "you may tap another untapped Citizen you control"."""

from __future__ import annotations

from lark import Token

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, _fail
from mtgrules.effects.tap_chosen import TapChosen

_TYPES = frozenset({"creature", "artifact", "land", "permanent"})


class TapChosenRules(BuilderBase):
    """Tapping a permanent the controller chooses."""

    def tap_kind_type(self, c: list[Token]) -> str:
        word = str(c[0])
        if c[0].type == "COUNT_SUBTYPE":
            return word.capitalize()  # "Citizen": subtypes capitalised (CR 205.3)
        if word not in _TYPES:
            _fail(f"tapping an untapped {word}")
        return word

    def tap_kind_non(self, c: list[Token]) -> str:
        adjective, noun = str(c[0]), str(c[1])
        if not adjective.startswith("non-") or noun not in _TYPES:
            _fail(f"tapping an untapped {adjective} {noun}")
        return f"non-{adjective[4:].capitalize()} {noun}"  # "non-Human creature"

    def tap_chosen_a(self, c: list[str]) -> Sentence:
        return (TapChosen(kind=c[0]),)

    def tap_chosen_another(self, c: list[str]) -> Sentence:
        return (TapChosen(kind=c[0], another=True),)


__all__ = ["TapChosenRules"]
