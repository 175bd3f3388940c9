"""The Oracle words of :class:`mtgrules.effects.unless_costs.UnlessPaid` (the inverse of
:mod:`mtgrules.cards.build_unless_costs`, CR 118.12): "each opponent loses 3 life unless that
player sacrifices a nonland permanent or discards a card", "unless they pay {1} or 1 life"."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.conditions import IfCondition
from mtgrules.effects.instructions import YOU, Instruction
from mtgrules.effects.unless_costs import UNLESS, UnlessCost, UnlessPaid

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def cost_words(cost: UnlessCost) -> str:
    """The cost without its verb: "{1}", "1 life", "a card", "two lands", "a creature of
    their choice", "a creature other than ~"."""
    if cost.mana:
        return cost.mana
    if cost.damage:  # "has ~ deal 6 damage to them" (CR 120.3)
        return f"~ deal {cost.damage} damage to them"
    if cost.life:
        return f"{cost.life} life"
    if cost.discard:
        return "a card" if cost.discard == 1 else f"{number_word(cost.discard)} cards"
    if cost.count > 1:
        return f"{number_word(cost.count)} {cost.sacrifice}s"
    article = "an" if cost.sacrifice[:1].lower() in "aeiou" else "a"
    words = (
        f"another {cost.sacrifice}" if cost.other == "another" else f"{article} {cost.sacrifice}"
    )
    if cost.other == "other than ~":
        words += " other than ~"
    return words + " of their choice" if cost.their_choice else words


def _verb(cost: UnlessCost, plural: bool) -> str:
    if cost.damage:
        return "have" if plural else "has"
    if cost.mana or cost.life:
        return "pay" if plural else "pays"
    if cost.discard:
        return "discard" if plural else "discards"
    return "sacrifice" if plural else "sacrifices"


def _acts(costs: tuple[UnlessCost, ...], plural: bool) -> str:
    """ "pays {1} or 1 life" (two payments share the verb), "sacrifices a creature or
    discards a card"."""
    parts: list[str] = []
    for index, cost in enumerate(costs):
        same = index > 0 and _verb(cost, plural) == _verb(costs[index - 1], plural)
        paying = bool(cost.mana or cost.life)
        words = cost_words(cost)
        parts.append(words if same and paying else f"{_verb(cost, plural)} {words}")
    return " or ".join(parts)


def unless_clause(
    step: Instruction, ctx: _Context, clause: Callable[[Instruction], str]
) -> str | None:
    """ "[clause] unless [payer] [costs]" / "[clause] unless [condition]" (``clause`` writes
    an instruction), or None for another instruction."""
    if isinstance(step, IfCondition) and step.form == UNLESS and len(step.otherwise) == 1:
        from mtgrules.cards.render_conditions import condition_words  # imports render_effects

        return f"{clause(step.otherwise[0])} unless {condition_words(step.condition)}"
    if not isinstance(step, UnlessPaid) or len(step.then) != 1:
        return None
    if step.said:
        payer, plural = step.said, step.said == "they"
    elif step.who == YOU:
        payer, plural = "you", True
    else:
        payer, plural = ctx.ref(step.who), False
    return f"{clause(step.then[0])} unless {payer} {_acts(step.costs, plural)}"


__all__ = ["cost_words", "unless_clause"]
