"""Transformer rule for "up to one target creature you don't control" (CR 115.1: zero or
one target; "you don't control": any other player's), as in "When ~ enters, it fights up to
one target creature you don't control." The spec is a
:class:`~mtgrules.cards.pending.FilteredTarget` with ``up_to_one`` and ``not_yours``, which
the engine checks as the target is chosen and on resolution (rules/casting.py)."""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase, ClauseError, _filtered
from mtgrules.cards.vocabulary import filtered_words
from mtgrules.effects.base import PLAYER, Who
from mtgrules.effects.instructions import Ref, target


class UpToOneRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def up_to_one_target_not_yours(self, c: list[Any]) -> Ref:
        """ "up to one target [creature] you don't control"."""
        words, filters = c[0]
        if PLAYER in words or "opponent" in words or "spell" in words:
            raise ClauseError("up to one player or spell you don't control")
        kinds = frozenset(words)
        text = "up to one " + filtered_words(kinds, Who.ANY, filters) + " you don't control"
        spec = dataclasses.replace(
            _filtered(kinds, Who.ANY, filters, text), not_yours=True, up_to_one=True
        )
        self.targets.append(spec)
        return target(len(self.targets) - 1)

    def have_fight(self, c: list[Any]) -> Sentence:
        """ "you may have it fight target creature you don't control" (CR 701.14a)."""
        fought = self.fight(c)  # type: ignore[attr-defined]  # build_damage_life.py
        return tuple(dataclasses.replace(f, have=True) for f in fought)


__all__ = ["UpToOneRules"]
