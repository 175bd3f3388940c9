"""What of random outcomes (:mod:`mtgrules.effects.random_outcomes`) the engine knows in a
compiled ability: an amount that reads a die's result ("equal to the result", CR 706.2) must
follow a roll of the same ability, and "that much" in "If the result is 3 or less, you lose
that much life." is that result."""

from __future__ import annotations

from collections.abc import Iterator

from mtgrules.cards.abilities import Ability, TriggeredLine, instructions
from mtgrules.cards.pending import WhenDies
from mtgrules.effects.instructions import SELF, ReturnToHand
from mtgrules.effects.random_outcomes import RESULT, THE_RESULT, IfOutcome, ResultTimes, RollDie
from mtgrules.resolution_variable import THAT_MUCH


def _steps(ability: Ability) -> Iterator[object]:
    """The ability's instructions, with those inside "If [outcome], ..." after each."""
    pending = list(instructions(getattr(ability, "sentences", ())))
    while pending:
        step = pending.pop(0)
        yield step
        inner = getattr(step, "then", ())
        if isinstance(inner, tuple):
            pending[:0] = instructions((inner,))


def reads_a_roll(step: object, ability: Ability) -> bool:
    """``step``'s amount is the result of a die the ability rolls before it (CR 706.2)."""
    amount = THE_RESULT if isinstance(step, ResultTimes) else getattr(step, "amount", None)
    if amount not in (THE_RESULT, THAT_MUCH):
        return False
    rolled = False
    for seen in _steps(ability):
        if isinstance(seen, RollDie):
            rolled = True
        if amount == THE_RESULT and seen is step:
            return rolled
        if isinstance(seen, IfOutcome) and seen.outcome == RESULT and rolled:
            inside = instructions((seen.then,))
            if amount == THAT_MUCH and any(inner is step for inner in inside):
                return True
    return False


def result_problem(part: object, ability: Ability) -> str | None:
    """What the engine lacks to carry out ``part`` after a random outcome, or None: "equal to
    the result" needs a roll before it; "When ~ dies, clash ... If you win, return this card
    to its owner's hand." returns the card from the graveyard, which the engine doesn't."""
    if isinstance(part, ResultTimes) and not reads_a_roll(part, ability):
        return "ResultTimes (no die rolled before it)"
    dies = isinstance(ability, TriggeredLine) and isinstance(ability.when, WhenDies)
    if dies and isinstance(part, IfOutcome) and ReturnToHand(on=SELF) in part.then:
        return "ReturnToHand (the card that died, from its graveyard)"
    return None


__all__ = ["reads_a_roll", "result_problem"]
