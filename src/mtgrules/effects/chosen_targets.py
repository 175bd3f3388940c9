"""Targets named by a sentence of their own (CR 115.1, 601.2c): "Choose target creature you
control and target creature you don't control.", "Choose any target." The targets are chosen
as the spell is cast or the ability put on the stack, like any other; the sentence does
nothing as the spell resolves: the later sentences act on them ("that creature", "it",
"those creatures fight each other"), each checked again then (CR 608.2b).

>>> ChooseTargets(refs=(-100, -101)).refs
(-100, -101)
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseTargets:
    """ "Choose [target] [and target]": ``refs`` are the targets it names, in order."""

    refs: tuple[int, ...] = ()
