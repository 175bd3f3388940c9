"""Countering and "unless a player pays", carried out by resolving spells and abilities.

* "Counter target spell" (CR 701.5a): the spell or ability leaves the stack without
  resolving; a countered spell goes to its owner's graveyard; a spell that can't be
  countered stays (CR 101.2). See :mod:`mtgrules.rules.countering`.
* "[Do something] unless [a player] pays [cost]" (CR 118.12; 2011: 117.12): that player may
  pay the cost (mana, life, discarding cards) as the spell or ability resolves; if they
  don't, the instruction is carried out. Paying is offered only when the player can pay in
  full (CR 601.2h; life: CR 119.4, 2011 118.4). Ward (CR 702.21a) is such an ability: see
  :mod:`mtgrules.cards.ward`.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgrules import resolution_optional, resolution_unless_costs, resolution_zones
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.choices import Decision
from mtgrules.counter_events import UnlessOffered
from mtgrules.effects.instructions import YOU, CounterSpell, Discard, Instruction, PayMana, Unless
from mtgrules.effects.unless_costs import UnlessPaid
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.rules import life as life_rules
from mtgrules.rules.casting import plan_payment
from mtgrules.rules.countering import cost_words, counter_events
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.rules.stack_targets import stack_item
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

COUNTER_INSTRUCTIONS = (CounterSpell, Unless, UnlessPaid)
"""The instructions :func:`carry_out` carries out."""


def carry_out(game: Resolution, step: Instruction, ctx: Context) -> list[Event]:
    """Carry out one of :data:`COUNTER_INSTRUCTIONS`."""
    if isinstance(step, CounterSpell):
        events: list[Event] = []
        for entity in game._refs(step.on, ctx):
            countered = counter_events(game.state, entity, ctx.source)
            if countered:
                events.extend(game._emit(countered))
        return events
    if isinstance(step, UnlessPaid):  # sacrifices, two costs, groups of players
        return resolution_unless_costs.carry_out(game, step, ctx)
    assert isinstance(step, Unless)
    return _unless(game, step, ctx)


def _nothing_to_counter(game: Resolution, step: Unless, ctx: Context) -> bool:
    """Every instruction is to counter something that has already left the stack (the
    offer would change nothing)."""
    return all(isinstance(s, CounterSpell) for s in step.then) and not any(
        stack_item(game.state, entity) is not None
        for s in step.then
        if isinstance(s, CounterSpell)
        for entity in game._refs(s.on, ctx)
    )


def can_pay(game: Resolution, player: EntityId, step: Unless) -> bool:
    """The player can pay the whole cost (CR 601.2h: no partial payment; CR 119.4 / 2011
    118.4: life only with that much life; a discard needs the cards in hand)."""
    state = game.state
    if step.mana:
        return plan_payment(state, player, parse_mana_cost(step.mana)) is not None
    if step.life:
        return state.life_of(player) >= step.life
    hand = [o for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player]
    return len(hand) >= step.discard


def _unless(game: Resolution, step: Unless, ctx: Context) -> list[Event]:
    rule = step.rule or game.ruleset.rule("unless")
    payers = [p for p in game._refs(step.who, ctx) if p in game.state.players]
    if _nothing_to_counter(game, step, ctx):
        return []
    if not payers:
        return game._carry_out(step.then, ctx)
    payer, cost = payers[0], cost_words(step)
    pays = can_pay(game, payer, step) and _chooses_to_pay(game, payer, cost, rule)
    events = game._emit([UnlessOffered(player=payer, cost=cost, paid=pays, rule=rule)])
    if not pays:
        return events + game._carry_out(step.then, ctx)
    paying = dataclasses.replace(ctx, controller=payer)
    if step.mana:
        return events + resolution_optional.carry_out(game, PayMana(mana=step.mana), paying)
    if step.life:
        state, ruleset = game.state, game.ruleset
        payment = {payer: step.life}
        return events + game._run(
            lambda _: life_rules.pay_life(state, ruleset, payment, effects_in_force(state))
        )
    return events + resolution_zones.carry_out(game, Discard(count=step.discard, who=YOU), paying)


def _chooses_to_pay(game: Resolution, player: EntityId, cost: str, rule: str) -> bool:
    """The player decides (paying when no one is asked)."""
    if game._chooser is None:
        return True
    return bool(
        game._chooser.ask(
            Decision(
                kind="may",
                player=player,
                options=(True, False),
                labels=(f"pay {cost}", "don't pay"),
                prompt=f"pay {cost}?",
                rule=rule,
            )
        )
    )


__all__ = ["COUNTER_INSTRUCTIONS", "can_pay", "carry_out"]
