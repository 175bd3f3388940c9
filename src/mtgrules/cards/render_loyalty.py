"""Oracle text of the planeswalker templates (:mod:`mtgrules.cards.build_loyalty`) and of
emblems (:mod:`mtgrules.cards.render_emblems`): "until end of turn, ~ becomes a 5/5 Human
Soldier creature with indestructible that's still a planeswalker", "prevent all damage that
would be dealt to him this turn", generated from the compiled data alone."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgrules.cards.build_loyalty import STILL_PLANESWALKER
from mtgrules.cards.render_emblems import emblem_clause
from mtgrules.effects.animation import ARTIFACT_CREATURE, BecomeCreature
from mtgrules.effects.pronouns import CreateEffectOnPronoun

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def planeswalker_clause(step: object, ctx: _Context) -> str | None:
    """The words of a planeswalker template or an emblem, or None for another instruction."""
    from mtgrules.cards.render_animation import animation_clause

    emblem = emblem_clause(step, ctx)
    if emblem is not None:
        return emblem
    if isinstance(step, CreateEffectOnPronoun):
        return f"prevent all damage that would be dealt to {step.pronoun} this turn"
    if isinstance(step, BecomeCreature) and step.keeps == STILL_PLANESWALKER:
        plain = animation_clause(dataclasses.replace(step, keeps=ARTIFACT_CREATURE), ctx)
        assert plain is not None
        return plain + " that's still a planeswalker"
    return None


__all__ = ["planeswalker_clause"]
