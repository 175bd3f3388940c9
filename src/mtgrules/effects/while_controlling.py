"""Abilities granted "for as long as you control ~" (CR 611.2b): "When ~ enters, another
target permanent gains indestructible for as long as you control ~." (Aegis Angel).

* :class:`GrantWhileYouControl`: the instruction. If its controller no longer controls the
  source when it resolves, the duration has already ended and it does nothing (CR 611.2b).
* :class:`WhileYouControlSource`: what it leaves among the game's effects: the ability-adding
  effects (layer 6, CR 613.1f) it created, which end as soon as the controller no longer
  controls the source -- it left the battlefield or another player gained control of it
  (:mod:`mtgrules.rules.linked_returns` ends them right after the event).

>>> from mtgrules.objects import Keyword
>>> GrantWhileYouControl(keyword=Keyword.INDESTRUCTIBLE, on=-100).on
-100
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgrules.effects.base import Duration, Effect
from mtgrules.objects import Keyword

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Ref

WHILE_YOU_CONTROL = "611.2b"  # a continuous effect that lasts "for as long as" ...


@dataclass(frozen=True, slots=True, kw_only=True)
class GrantWhileYouControl:
    """ "[ref] gains [keyword] for as long as you control ~"."""

    keyword: Keyword
    on: Ref


@dataclass(frozen=True, slots=True, kw_only=True)
class WhileYouControlSource(Effect):
    """The effects ``effects`` last while ``controller`` controls ``source`` (CR 611.2b)."""

    effects: tuple[int, ...] = ()
    duration: Duration = Duration.INDEFINITE


__all__ = ["WHILE_YOU_CONTROL", "GrantWhileYouControl", "WhileYouControlSource"]
