"""A target of one of a printed series of creature subtypes (CR 115.1, 205.3): "target
Insect, Rat, Spider, or Squirrel". It is matched like any described target with subtypes (any
of them, :mod:`mtgrules.rules.target_relations`); its ``text`` keeps the series as printed,
and the renderer gives it back as is."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.target_descriptions import DescribedTarget


@dataclass(frozen=True, slots=True, kw_only=True)
class SeriesTarget(DescribedTarget):
    """A :class:`DescribedTarget` whose subtypes are printed as a series of three or more."""


def series_words(names: list[str]) -> str:
    """ "Insect, Rat, Spider, or Squirrel".

    >>> series_words(["Goblin", "Orc", "Pirate"])
    'Goblin, Orc, or Pirate'
    """
    return ", ".join(names[:-1]) + ", or " + names[-1]


__all__ = ["SeriesTarget", "series_words"]
