"""Delayed triggered abilities as data (CR 603.7): created by a resolving spell or ability,
they trigger once, at a later time the effect names ("at the beginning of the next end
step", "at the beginning of the next turn's upkeep"), and then cease to exist (CR 603.7b).

A :class:`DelayedTrigger` lives among the game's effects until it triggers; its ability acts on
the object it was created for (``that_object``: "sacrifice it", "return it to its owner's
hand", CR 603.7c: it refers to that particular object), and its source is the object that
created it (CR 603.7).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.base import Duration, Effect
from mtgrules.effects.triggers import TriggeredAbility
from mtgrules.objects import Step
from mtgrules.state import EntityId

NEXT_END_STEP = "the next end step"
NEXT_UPKEEP = "the next turn's upkeep"
YOUR_NEXT_UPKEEP = "your next upkeep"  # rebound (CR 702.88a): the controller's own upkeep
END_OF_COMBAT = "end of combat"  # CR 511.2: "at end of combat" (effects/end_of_combat.py)
WHEN_WORDS = {
    NEXT_END_STEP: Step.END,
    NEXT_UPKEEP: Step.UPKEEP,
    YOUR_NEXT_UPKEEP: Step.UPKEEP,
    END_OF_COMBAT: Step.END_OF_COMBAT,
}
"""The times a delayed triggered ability waits for, by their words (CR 603.7a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DelayedTrigger(Effect):
    """ "At the beginning of [when], [ability]": triggers the first time that step begins
    after it was created (in a later turn for "the next turn's upkeep"), once (CR 603.7b)."""

    ability: TriggeredAbility
    when: str = NEXT_END_STEP
    created_turn: int = 0
    that_object: EntityId | None = None
    duration: Duration = Duration.INDEFINITE

    @property
    def step(self) -> Step:
        return WHEN_WORDS[self.when]

    def is_due(self, step: Step, turn: int, active: EntityId | None = None) -> bool:
        """Whether it triggers as ``step`` of ``turn`` (``active``'s turn) begins (CR 603.7a)."""
        if step is not self.step:
            return False
        if self.when == YOUR_NEXT_UPKEEP:
            return turn > self.created_turn and active == self.controller
        return turn > self.created_turn if self.when == NEXT_UPKEEP else True


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileInsteadOfLeaving(Effect):
    """ "If it would leave the battlefield, exile it instead of putting it anywhere else."
    (unearth, CR 702.84a; 2011: 702.82a): a replacement effect (CR 614.1a) on one permanent,
    for as long as it stays that object (CR 400.7)."""

    permanent: EntityId
    duration: Duration = Duration.INDEFINITE


__all__ = [
    "END_OF_COMBAT",
    "NEXT_END_STEP",
    "NEXT_UPKEEP",
    "YOUR_NEXT_UPKEEP",
    "DelayedTrigger",
    "ExileInsteadOfLeaving",
]
