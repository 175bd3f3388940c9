"""The antecedent of "it" in "tap that creature and it doesn't untap during its controller's
next untap step": the permanent just tapped (the object of the trigger event, CR 603.7c),
not the ability's own object."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from mtgrules.cards.pending import TRIGGERING_OBJECT
from mtgrules.effects.instructions import DoesntUntapNext, Tap


def with_tapped_antecedent(steps: Sequence[Any]) -> tuple[Any, ...]:
    """``steps`` with each "it doesn't untap ..." right after "tap [ref]" reading that ref."""
    out = list(steps)
    for index in range(1, len(out)):
        step, before = out[index], out[index - 1]
        if (
            isinstance(step, DoesntUntapNext)
            and step.on == TRIGGERING_OBJECT
            and isinstance(before, Tap)
        ):
            out[index] = dataclasses.replace(step, on=before.on, it=True)
    return tuple(out)


__all__ = ["with_tapped_antecedent"]
