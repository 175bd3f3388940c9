"""Words for animation (:mod:`mtgrules.effects.animation`): "~ becomes a 2/1 red Warrior
creature with first strike until end of turn. It's still a land."; "Until end of turn, ~
becomes a 2/3 white and black Elemental creature with lifelink."; "~ becomes an artifact
creature until end of turn."."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.granted_abilities import render_quoted
from mtgrules.effects.animation import STILL_LAND, BecomeCreature

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def _article(size: str) -> str:
    """ "an 8/8", "an 11/11", "a 2/2"."""
    return "an" if size.startswith(("8", "11", "18")) else "a"


def animation_clause(step: object, ctx: _Context) -> str | None:
    """The clause of a :class:`BecomeCreature` (its sentence's period left out), or None for
    another instruction."""
    from mtgrules.cards.render_effects import _keywords

    if not isinstance(step, BecomeCreature):
        return None
    subject = ctx.ref(step.on, subject=True)
    if step.power is None:
        return f"{subject} becomes an artifact creature until end of turn"
    size = f"{step.power}/{step.toughness}"
    words = [size]
    if step.colors:
        words.append(" and ".join(step.colors))
    words.extend(step.subtypes)
    words.append("artifact creature" if step.artifact else "creature")
    text = f"{subject} becomes {_article(size)} " + " ".join(words)
    if step.keywords:
        text += " with " + _keywords(step.keywords)
    for quoted in step.granted:
        text += " with " + render_quoted(quoted)
    text = f"until end of turn, {text}" if step.lead else f"{text} until end of turn"
    if step.keeps == STILL_LAND:
        text += ". It's still a land"
    return text


__all__ = ["animation_clause"]
