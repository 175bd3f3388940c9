"""Transformer rules for exile "until ~ leaves the battlefield" (CR 610.3): "When ~ enters,
exile target creature an opponent controls until ~ leaves the battlefield." The words of the
object are the usual subject (a target with its filters); the instruction is
:class:`~mtgrules.effects.linked_exile.ExileUntilLeaves`."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.linked_exile import ExileUntilLeaves


class LinkedExileRules(BuilderBase):
    """Callbacks named after the grammar's aliases."""

    def exile_until_leaves(self, c: list[Any]) -> Sentence:
        """ "exile [subject] until ~ leaves the battlefield" (CR 610.3)."""
        return (ExileUntilLeaves(on=self._single(c[0])),)


__all__ = ["LinkedExileRules"]
