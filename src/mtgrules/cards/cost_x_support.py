"""Whether the engine knows the X of a :class:`~mtgrules.effects.cost_x.CostX` ("draw X
cards", "gets +X/+0"): X is announced for the {X} of a spell's mana cost as it is cast
(CR 601.2b; the compiler checks that the mana cost has {X}, cards/compiler._x_problem) or of
an activation cost (CR 602.2b). A triggered ability has no X to announce."""

from __future__ import annotations

from mtgrules.cards.abilities import ActivatedLine, EffectLine, ModalLine


def cost_x_problem(ability: object) -> str | None:
    """What the engine lacks to know X in ``ability``, or None (CR 107.3a)."""
    if isinstance(ability, EffectLine | ModalLine):
        return None  # a spell: X of its mana cost
    if isinstance(ability, ActivatedLine) and ability.x:
        return None  # {X} in the activation cost
    return "CostX (X of no cost)"


__all__ = ["cost_x_problem"]
