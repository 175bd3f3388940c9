"""Transformer callbacks of the qualified targets block of ``oracle.lark`` (CR 115.1):
"target artifact creature", "target legendary creature [you control | an opponent
controls]" (cards/qualified_targets.py)."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from mtgrules.cards.build_base import BuilderBase, _fail, _filtered
from mtgrules.cards.qualified_targets import QUALIFIERS, QualifiedTarget, qualified_words
from mtgrules.cards.target_descriptions import described
from mtgrules.effects.base import Who
from mtgrules.effects.instructions import Ref, target
from mtgrules.objects import CardType


class QualifiedTargetRules(BuilderBase):
    """Callbacks named after the grammar rules of the qualified targets block."""

    def _qualified(self, c: list[Any], controller: Who) -> Ref:
        qualifier, noun = str(c[0]), str(c[1])
        if qualifier not in QUALIFIERS or noun != "creature":
            _fail(f"a {qualifier} {noun} target")
        kinds = frozenset({noun})
        base = described(_filtered(kinds, controller, {}, ""))
        values = {f.name: getattr(base, f.name) for f in dataclasses.fields(base)}
        # CR 205.4a: "legendary" is a supertype; CR 205.2a: "artifact" a second card type
        # the creature must also have ("artifact creature", CR 301.7)
        if qualifier == "legendary":
            spec = QualifiedTarget(**values, supertype=qualifier)
        else:
            spec = QualifiedTarget(**values, and_type=CardType.ARTIFACT.value.lower())
        self.targets.append(dataclasses.replace(spec, text=qualified_words(spec)))
        return target(len(self.targets) - 1)

    def qualified_target(self, c: list[Token]) -> Ref:
        return self._qualified(c, Who.ANY)

    def qualified_target_yours(self, c: list[Token]) -> Ref:
        return self._qualified(c, Who.YOU)

    def qualified_target_opponents(self, c: list[Token]) -> Ref:
        return self._qualified(c, Who.OPPONENT)


__all__ = ["QualifiedTargetRules"]
