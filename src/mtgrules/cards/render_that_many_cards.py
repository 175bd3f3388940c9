"""Oracle text of the card instructions of :mod:`mtgrules.effects.that_many_cards`, generated
from the compiled data alone, and whether the engine can carry them out where they stand:
"that many" needs a trigger event with an amount (CR 603.2: the damage dealt, the life gained
or lost; :mod:`mtgrules.rules.trigger_amounts`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.cards.abilities import Ability, Either, TriggeredLine
from mtgrules.cards.vocabulary import number_word
from mtgrules.effects.that_many_cards import DiscardThatMany, YouAndPlayerEachDraw
from mtgrules.rules.trigger_amounts import has_amount

if TYPE_CHECKING:
    from mtgrules.cards.render_effects import _Context


def that_many_card_clause(step: object, ctx: _Context) -> str | None:
    """The words of a :mod:`mtgrules.effects.that_many_cards` instruction, or None."""
    if isinstance(step, DiscardThatMany):
        return f"{ctx.ref(step.who, subject=True)} discards that many cards"
    if isinstance(step, YouAndPlayerEachDraw):
        if step.count is None:
            cards = "that many cards"
        else:
            cards = "a card" if step.count == 1 else f"{number_word(step.count)} cards"
        return f"you and {ctx.ref(step.who)} each draw {cards}"
    return None


def that_many_card_problem(step: object, ability: Ability) -> str | None:
    """What the engine lacks to carry out ``step`` in ``ability``, or None."""
    counted = isinstance(step, YouAndPlayerEachDraw) and step.count is None
    if not (isinstance(step, DiscardThatMany) or counted):
        return None
    if isinstance(ability, TriggeredLine):
        when = ability.when
        conditions = (when.first, when.second) if isinstance(when, Either) else (when,)
        if all(has_amount(c) for c in conditions):
            return None
    return f"{type(step).__name__} (that many of what)"


__all__ = ["that_many_card_clause", "that_many_card_problem"]
