"""Builder callbacks of the casual variants' lines (oracle.lark, block "casual variants"): a
scheme's "When you set this scheme in motion, ..." (CR 904.9) and "abandon this scheme" (CR
904.11), and a plane's "Whenever chaos ensues, ..." (CR 901.9). The triggers are
:class:`~mtgrules.cards.pending.WhenOther` events fired by :mod:`mtgrules.rules.schemes` and
:mod:`mtgrules.rules.planechase` (rules/variant_triggers.py)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Sentence
from mtgrules.cards.build_base import BuilderBase
from mtgrules.cards.pending import WhenOther
from mtgrules.effects.variants import CHAOS_ENSUES, SET_IN_MOTION, AbandonScheme


class VariantRules(BuilderBase):
    """Callbacks of the "casual variants" grammar block."""

    def when_set_in_motion(self, _: list[Any]) -> WhenOther:
        return WhenOther(event=SET_IN_MOTION, once=True)  # CR 904.9

    def when_chaos_ensues(self, _: list[Any]) -> WhenOther:
        return WhenOther(event=CHAOS_ENSUES, once=False)  # CR 901.9

    def abandon_scheme(self, _: list[Any]) -> Sentence:
        return (AbandonScheme(),)  # CR 904.11


def variant_clause(step: object) -> str | None:
    """The words of a variant's instruction, or None for another instruction."""
    return "abandon ~" if isinstance(step, AbandonScheme) else None


__all__ = ["VariantRules", "variant_clause"]
