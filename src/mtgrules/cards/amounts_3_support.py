"""Whether the engine knows the object of "where X is its power / that creature's mana value"
in a compiled ability (CR 608.2h): the same objects as "equal to its power"
(:func:`mtgrules.cards.variable_support.amount_problem`): the spell's only target, the only
target of an activated ability, the creature sacrificed before it, or the trigger event's
object of a triggered ability without targets."""

from __future__ import annotations

from mtgrules.cards.abilities import Ability
from mtgrules.cards.pending import Counted
from mtgrules.cards.render_amounts_3 import OBJECT_VALUES
from mtgrules.cards.variable_support import amount_problem, trigger_has_object
from mtgrules.effects.instructions import ChangeVariableLife


def object_value_problem(per: object, ability: Ability) -> str | None:
    """What the engine lacks to know the object of ``per`` in ``ability``, or None (also
    None when ``per`` isn't a value of an object)."""
    if not isinstance(per, Counted) or per.noun not in OBJECT_VALUES:
        return None
    name = per.noun.replace("that artifact's", "its")  # the only target (resolution_amounts_3)
    step = ChangeVariableLife(amount=name, gain=True)
    return amount_problem(step, ability, trigger_has_object(ability))


__all__ = ["object_value_problem"]
