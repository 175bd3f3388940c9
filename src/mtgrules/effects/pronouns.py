"""Instructions whose text names their object with a pronoun: a planeswalker's "Prevent all
damage that would be dealt to him this turn." (Gideon Jura). The pronoun is only words: the
instruction is carried out as the one it extends; "him" or "her" is the object that has
the ability (CR 201.5: an object's text that refers to itself means that object)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.instructions import CreateEffect

PRONOUNS = ("him", "her")
"""The pronouns an ability uses for its own object."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateEffectOnPronoun(CreateEffect):
    """A :class:`CreateEffect` whose text names ``~`` with ``pronoun`` ("him" or "her")."""

    pronoun: str = "him"


__all__ = ["PRONOUNS", "CreateEffectOnPronoun"]
