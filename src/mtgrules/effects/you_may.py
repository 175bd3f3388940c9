"""An optional action in the middle of a spell's or ability's effect: "You may discard a
card. If you do, draw a card." (Tweeze), "Then you may discard two cards." (Thrilling
Discovery), "I — You may sacrifice a creature." (a Saga chapter).

CR 608.2d: if an effect offers a choice other than those made as the spell was cast or the
ability put on the stack, the player announces it while applying the effect. "You may" is such
a choice: the controller chooses, as the sentence is carried out, whether to carry out its
instructions. "If you do, ..." after it (CR 608.2c) is true only if the controller chose to
and the action was done in full (:func:`mtgrules.resolution_you_may.done_in_full`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from mtgrules.effects.instructions import Instruction


@dataclass(frozen=True, slots=True, kw_only=True)
class YouMay:
    """ "You may [instructions]." in an effect: the controller chooses whether to carry out
    ``steps`` (CR 608.2d); "Target opponent may draw a card.": the player ``who`` names
    chooses, and the instructions are theirs."""

    steps: tuple[Instruction, ...]
    who: int = -2  # mtgrules.effects.instructions.YOU (which imports this module)


def with_player(step: Instruction, who: object) -> Instruction:
    """``step`` (an instruction with a ``who``) carried out by the player ``who`` names."""
    changed: Any = dataclasses.replace(cast(Any, step), who=who)
    return cast("Instruction", changed)


def if_you_do_after_you_may(sentences: Sequence[Sequence[object]]) -> bool:
    """Whether every "If you do, ..." of these sentences follows a sentence that is one
    :class:`YouMay` (after its "Then"): the choice "If you do" asks about (CR 608.2c)."""
    from mtgrules.cards.abilities import Joint
    from mtgrules.effects.instructions import IfYouDo

    found = False
    for index, sentence in enumerate(sentences):
        if any(isinstance(s, IfYouDo) for s in sentence):
            before = [s for s in sentences[index - 1] if not isinstance(s, Joint)] if index else []
            if len(sentence) != 1 or len(before) != 1 or not isinstance(before[0], YouMay):
                return False
            found = True
    return found


__all__ = ["YouMay", "if_you_do_after_you_may", "with_player"]
