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
from mtgrules.effects.instructions import IfYouDo, Instruction, PayLife, PayMana
from mtgrules.effects.you_may import YouMay
from mtgrules.errors import IllegalLifeActionError
from mtgrules.events import Event
from mtgrules.resolution_you_may import done_in_full
from mtgrules.rules import life as life_rules
from mtgrules.rules.casting import plan_payment
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.turn_events import DrewFromEmptyLibrary, ManaAdded, ManaSpent, Tapped

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

OPTIONAL_INSTRUCTIONS = (PayMana, PayLife, IfYouDo)
"""The instructions :func:`carry_out` carries out."""

NOT_DONE = (DrewFromEmptyLibrary,)
"""Events that don't count as having done the action ("draw a card" from an empty
library)."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`OPTIONAL_INSTRUCTIONS`."""
    if isinstance(step, PayMana):
        return _pay_mana(game, step, ctx)
    if isinstance(step, PayLife):
        return _pay_life(game, step, ctx)
    assert isinstance(step, IfYouDo)
    before = ctx.history[-1][1] if ctx.history else []
    if ctx.history and isinstance(ctx.history[-1][0], YouMay):
        # "You may discard two cards. If you do, ...": declined, or done only in part,
        # it isn't done (CR 608.2c, 608.2d; resolution_you_may.py)
        return game._carry_out(step.then, ctx) if done_in_full(ctx.history[-1][0], before) else []
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
    if not spent:
        return []  # {0}: paid with nothing (CR 118.5)
    events.append(ManaSpent(player=player, mana=tuple(sorted(spent.items())), rule=rule))
    return game._emit(events)


def _pay_life(game: Resolution, step: PayLife, ctx: Context) -> list[Event]:
    """Pay the life, or nothing if it can't be paid: a life total of less than that
    amount (CR 119.4; 2011: 118.4) or a player who can't lose life (CR 119.8 / 118.8)."""
    payment = {ctx.controller: step.amount}
    try:
        paid = life_rules.pay_life(game.state, game.ruleset, payment, effects_in_force(game.state))
    except IllegalLifeActionError:
        return []
    return game._emit(paid)


__all__ = ["OPTIONAL_INSTRUCTIONS", "carry_out"]
