"""A delayed triggered ability that waits for an object's death (CR 603.7): "Searing Blood
deals 2 damage to target creature. When that creature dies this turn, ..." (Blessed
Defiance, Scarblade's Malice, Time to Feed, Kelsien).

* :class:`WhenThatDiesThisTurn`: the instruction. As it is carried out, the resolving spell or
  ability creates a delayed triggered ability (CR 603.7a) that refers to that particular
  object (CR 603.7c): "that creature" is the target named before it.
* ``DiesThisTurnTrigger`` (:mod:`mtgrules.effects.dies_this_turn_trigger`): the delayed
  triggered ability among the game's effects. It triggers once (CR 603.7b) if that object
  is put into a graveyard from the battlefield (dies, CR 700.4) this turn; it ends in the
  cleanup step (CR 514.2). If the object left the battlefield otherwise, it is a new object
  (CR 400.7) and the ability never triggers.

>>> WhenThatDiesThisTurn(sentences=(), on=-100).on
-100
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.cards.abilities import Sentence
    from mtgrules.effects.instructions import Ref

RULE = "603.7c"  # the delayed ability refers to the particular object it was created for
WORDS = "When that creature dies this turn, "


@dataclass(frozen=True, slots=True, kw_only=True)
class WhenThatDiesThisTurn:
    """ "When that creature dies this turn, [sentences]" (CR 603.7a, 603.7c): ``on`` is the
    target "that creature" names; in ``sentences`` it is the object that died."""

    sentences: tuple[Sentence, ...]
    on: Ref


__all__ = ["RULE", "WORDS", "WhenThatDiesThisTurn"]
