"""The words of alternative costs (CR 118.9; 2011: 117.9) and cost increases (CR 601.2f),
as printed (:mod:`mtgrules.cards.build_costs_4` reads them).

>>> from mtgrules.cards.build_costs_4 import alternative
>>> costs_4_words(alternative(("pay 1 life", "exile a blue card from your hand"), None))
"You may pay 1 life and exile a blue card from your hand rather than pay ~'s mana cost."
"""

from __future__ import annotations

from mtgrules.cards.render_conditions import condition_words
from mtgrules.cards.render_damage_life import x_value_words
from mtgrules.effects.alternative_costs import (
    AlternativeCost,
    CostLessByX,
    OptionalCost,
    SpellsCostMore,
)


def costs_4_words(effect: AlternativeCost | SpellsCostMore | CostLessByX | OptionalCost) -> str:
    """The line of an alternative cost, a cost increase or a reduction by X."""
    if isinstance(effect, SpellsCostMore):
        return effect.words
    if isinstance(effect, OptionalCost):
        return f"As an additional cost to cast ~, you may {effect.in_words}."
    if isinstance(effect, CostLessByX):
        return f"~ costs {{X}} less to cast, where X is {x_value_words(effect.per)}."
    rather = f"you may {' and '.join(effect.parts)} rather than pay ~'s mana cost."
    if effect.condition is None:
        return rather[:1].upper() + rather[1:]
    return f"If {condition_words(effect.condition)}, {rather}"


__all__ = ["costs_4_words"]
