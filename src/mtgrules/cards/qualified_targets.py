"""Targets of a second card type or of a supertype (CR 115.1, 205.2a, 205.4a): "target
artifact creature" (a creature that is also an artifact), "target legendary creature [you
control]".

:class:`QualifiedTarget` is a :class:`~mtgrules.cards.target_descriptions.DescribedTarget`
with ``and_type`` (a card type the object must also have) and ``supertype``; both are checked
as the target is chosen and again as the ability resolves (CR 608.2b) by
:func:`mtgrules.rules.casting._passes_filters`.

>>> spec = QualifiedTarget(kinds=frozenset({"creature"}), supertype="legendary")
>>> qualified_words(spec)
'target legendary creature'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from mtgrules.cards.target_descriptions import DescribedTarget, described_words
from mtgrules.cards.vocabulary import kinds_words

QUALIFIERS = ("legendary", "artifact")
"""The words read before "creature": a supertype (CR 205.4a) or a second card type."""


@dataclass(frozen=True, slots=True, kw_only=True)
class QualifiedTarget(DescribedTarget):
    """A target that also has the card type ``and_type`` ("artifact") or the supertype
    ``supertype`` ("legendary")."""

    and_type: str = ""
    supertype: str = ""


def qualified_words(spec: QualifiedTarget) -> str:
    """The words as printed: the qualifier right before the noun ("target legendary creature
    you control")."""
    values = {f.name: getattr(spec, f.name) for f in dataclasses.fields(DescribedTarget)}
    words = described_words(DescribedTarget(**values))
    noun = kinds_words(spec.kinds)
    qualifier = " ".join(w for w in (spec.supertype, spec.and_type) if w)
    return words.replace(f" {noun}", f" {qualifier} {noun}", 1) if qualifier else words


__all__ = ["QUALIFIERS", "QualifiedTarget", "qualified_words"]
