"""Transformer rules for abilities removed until end of turn (CR 613.1f, layer 6): "Target
creature loses flying until end of turn.", "That creature loses flying and first strike until
end of turn." (rendered by :mod:`mtgrules.cards.render_sentences`)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase
from mtgrules.effects.instructions import LoseKeyword


class KeywordLossRules(BuilderBase):
    """Callbacks named after the grammar rules and aliases."""

    def lose_keywords(self, c: list[Any]) -> Sentence:
        on = self._permanents(c[0])  # "target creature loses flying" (CR 613.1f)
        return tuple(LoseKeyword(keyword=k, on=on) for k in c[1])
