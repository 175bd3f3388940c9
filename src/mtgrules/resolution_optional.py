"""Optional actions of a resolving ability and what depends on them: "you may pay {1}. If
you do, you gain 1 life." (CR 608.2c; paying mana during resolution: CR 608.2d with the
chance to activate mana abilities, 605.3a). The "may" is the triggered ability's own
choice (CR 603.5); :class:`PayMana` pays the mana if the controller can, and
:class:`IfYouDo` carries out its instructions only if the instruction before it was
carried out (the mana paid, the card drawn, discarded or sacrificed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules import resolution_sacrifice
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.effects.instructions import IfYouDo, Instruction, PayMana
from mtgrules.events import Event
from mtgrules.rules.casting import plan_payment
from mtgrules.turn_events import DrewFromEmptyLibrary, ManaAdded, ManaSpent, Tapped

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

OPTIONAL_INSTRUCTIONS = (PayMana, IfYouDo)
"""The instructions :func:`carry_out` carries out."""

NOT_DONE = (DrewFromEmptyLibrary,)
"""Events that don't count as having done the action ("draw a card" from an empty
library)."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`OPTIONAL_INSTRUCTIONS`."""
    if isinstance(step, PayMana):
        return _pay_mana(game, step, ctx)
    assert isinstance(step, IfYouDo)
    before = ctx.history[-1][1] if ctx.history else []
    if not any(not isinstance(e, NOT_DONE) for e in before):
        return []  # the optional action wasn't carried out: "if you do" is false
    if resolution_sacrifice.fewer_than_asked(ctx):
        return []  # "you may sacrifice two lands" with one land: not done in full
    return game._carry_out(step.then, ctx)


def _pay_mana(game: Resolution, step: PayMana, ctx: Context) -> list[Event]:
    """Pay the mana from the pool and untapped mana sources, or nothing if it can't be
    paid in full (CR 601.2h: no partial payments)."""
    player = ctx.controller
    cost = parse_mana_cost(step.mana)
    payment = plan_payment(game.state, player, cost)
    if payment is None:
        return []
    rule = game.ruleset.rule("pay costs")
    events: list[Event] = []
    spent = dict(payment.from_pool)
    for source, _, mana in payment.tap:
        events.append(Tapped(permanent=source, rule="605.3a"))
        events.append(ManaAdded(player=player, mana=mana, amount=1, rule="106.3"))
        spent[mana] = spent.get(mana, 0) + 1
    events.append(ManaSpent(player=player, mana=tuple(sorted(spent.items())), rule=rule))
    return game._emit(events)


__all__ = ["OPTIONAL_INSTRUCTIONS", "carry_out"]
