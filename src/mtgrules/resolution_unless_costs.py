"""'[Do something] unless [a player] [does something else]' with sacrifices, two costs or a
group of players (:class:`mtgrules.effects.unless_costs.UnlessPaid`), carried out.

* CR 118.12 (2011: 117.12): as the spell or ability resolves, the player may do one of the
  things named; if they don't, the instruction is carried out.
* CR 118.3 (2011: 117.3): a player can't pay a cost without the resources to pay it in full:
  only the costs they can pay are offered (two lands to sacrifice, 3 life to pay, a card to
  discard); with none, nothing is asked and the instruction is carried out.
* CR 101.4: a group of players ("each opponent loses 3 life unless they discard a card")
  decides in APNAP order, each seeing the earlier choices; then the instruction is carried
  out for each player who didn't pay, the group read as that player.
* A sacrifice (CR 701.16a) is chosen by the sacrificing player among the permanents of that
  kind they control ("other than ~": never the source).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from mtgrules import resolution_optional, resolution_zones
from mtgrules.cards.mana import parse_mana_cost
from mtgrules.cards.pending import THAT_PLAYER
from mtgrules.choices import Decision
from mtgrules.counter_events import UnlessOffered
from mtgrules.effects.instructions import YOU, Discard, Each, Instruction, PayMana
from mtgrules.effects.unless_costs import UnlessCost, UnlessPaid
from mtgrules.events import Event
from mtgrules.objects import Zone
from mtgrules.proposed import DamagePart
from mtgrules.resolution_sacrifice import apnap_order, is_kind, sacrifice_chosen
from mtgrules.rules import life as life_rules
from mtgrules.rules.casting import plan_payment
from mtgrules.rules.effects_in_force import effects_in_force
from mtgrules.state import EntityId

if TYPE_CHECKING:
    from mtgrules.resolution import Context, Resolution

DECLINE = "don't pay"
"""The answer of a player who pays none of the costs."""


def _counted(game: Resolution, cost: UnlessCost, ctx: Context) -> UnlessCost:
    """The cost "for each [kind] counter on it" as many times as the source has such
    counters (CR 702.24a: cumulative upkeep; none: a cost of 0 life, always payable)."""
    if not cost.per_counter:
        return cost
    source = game.state.objects.get(ctx.source)
    times = source.counter(cost.per_counter) if source is not None else 0
    return dataclasses.replace(cost, life=cost.life * times, per_counter="")


def words(cost: UnlessCost) -> str:
    """The cost as printed, with its verb: "pay {1}", "pay 1 life", "discard a card",
    "sacrifice two land(s)"."""
    if cost.mana:
        return f"pay {cost.mana}"
    if cost.damage:
        return f"be dealt {cost.damage} damage"
    if cost.life or not (cost.discard or cost.sacrifice):
        return f"pay {cost.life} life"
    if cost.discard:
        return f"discard {cost.discard} card(s)"
    other = f" {cost.other}" if cost.other else ""
    return f"sacrifice {cost.count} {cost.sacrifice}(s){other}"


def _sacrificeable(game: Resolution, player: EntityId, cost: UnlessCost, ctx: Context) -> int:
    """How many permanents of the cost's kind ``player`` could sacrifice."""
    return sum(
        1
        for o in game.state.objects.values()
        if o.zone is Zone.BATTLEFIELD
        and o.controller == player
        and not (cost.other and o.id == ctx.source)
        and is_kind(o, cost.sacrifice)
    )


def can_pay(game: Resolution, player: EntityId, cost: UnlessCost, ctx: Context) -> bool:
    """CR 118.3: the player has what the whole cost needs (mana: CR 601.2h; life: CR 119.4,
    2011 118.4; cards in hand; permanents to sacrifice)."""
    state = game.state
    if cost.mana:
        return plan_payment(state, player, parse_mana_cost(cost.mana)) is not None
    if cost.damage:  # being dealt damage is a choice, not a resource (CR 120.3)
        return True
    if cost.life or not (cost.discard or cost.sacrifice):  # paying 0 life: always (118.4)
        return state.life_of(player) >= cost.life
    if cost.discard:
        hand = [o for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player]
        return len(hand) >= cost.discard
    return _sacrificeable(game, player, cost, ctx) >= cost.count


def carry_out(game: Resolution, step: UnlessPaid, ctx: Context) -> list[Event]:
    """Offer the costs to each payer (APNAP order), then carry out ``then`` for each who
    didn't pay."""
    rule = game.ruleset.rule("unless")
    state = game.state
    payers = [p for p in game._refs(step.who, ctx) if p in state.players]
    group = isinstance(step.who, Each)
    if not group:
        payers = payers[:1]
    if not payers:
        return game._carry_out(step.then, ctx)
    events: list[Event] = []
    if step.anyone:
        return _offered_to_anyone(game, step, ctx, apnap_order(state, payers), rule)
    refused: list[EntityId] = []
    for payer in apnap_order(state, payers):
        chosen = _choose(game, payer, step, ctx, rule)
        events += game._emit(
            [
                UnlessOffered(
                    player=payer,
                    cost=" or ".join(words(c) for c in step.costs)
                    if chosen is None
                    else words(chosen),
                    paid=chosen is not None,
                    rule=rule,
                )
            ]
        )
        if chosen is None:
            refused.append(payer)
        else:
            events += _pay(game, payer, chosen, ctx)
    for payer in refused:
        if not group:
            events += game._carry_out(step.then, ctx)
            continue
        # the group read as this player ("each opponent loses 3 life" -> "that player ...")
        then = tuple(_as_that_player(s, step.who) for s in step.then)
        events += game._carry_out(then, dataclasses.replace(ctx, that_player=payer))
    return events


def _offered_to_anyone(
    game: Resolution, step: UnlessPaid, ctx: Context, players: list[EntityId], rule: str
) -> list[Event]:
    """ "Any player may have ~ deal 5 damage to them. If no one does, ...": each player in
    APNAP order (CR 101.4) may do it, until one does; ``then`` only if no one did."""
    events: list[Event] = []
    for player in players:
        chosen = _choose(game, player, step, ctx, rule)
        label = words(chosen) if chosen is not None else " or ".join(words(c) for c in step.costs)
        offered = UnlessOffered(player=player, cost=label, paid=chosen is not None, rule=rule)
        events += game._emit([offered])
        if chosen is not None:
            return events + _pay(game, player, chosen, ctx)
    return events + game._carry_out(step.then, ctx)


def _as_that_player(step: Instruction, group: object) -> Instruction:
    changes = {
        name: THAT_PLAYER for name in ("to", "who", "on") if getattr(step, name, None) == group
    }
    return dataclasses.replace(step, **changes) if changes else step  # type: ignore[arg-type]


def _choose(
    game: Resolution, player: EntityId, step: UnlessPaid, ctx: Context, rule: str
) -> UnlessCost | None:
    """The cost ``player`` pays, or None (none they can pay in full, or they decline; a
    player asked by no one pays the first they can)."""
    costs = [_counted(game, c, ctx) for c in step.costs]
    payable = [c for c in costs if can_pay(game, player, c, ctx)]
    if not payable:
        return None
    if game._chooser is None:
        return payable[0]
    if len(step.costs) == 1:
        label = words(payable[0])
        yes = game._chooser.ask(
            Decision(
                kind="may",
                player=player,
                options=(True, False),
                labels=(label, DECLINE),
                prompt=f"{label}?",
                rule=rule,
            )
        )
        return payable[0] if yes else None
    labels = tuple(words(c) for c in payable)
    answer = game._chooser.ask(
        Decision(
            kind="unless",
            player=player,
            options=(*labels, DECLINE),
            labels=(*labels, DECLINE),
            prompt=" or ".join(labels) + "?",
            rule=rule,
        )
    )
    return None if answer == DECLINE else payable[labels.index(str(answer))]


def _pay(game: Resolution, payer: EntityId, cost: UnlessCost, ctx: Context) -> list[Event]:
    paying = dataclasses.replace(ctx, controller=payer)
    if cost.mana:
        return resolution_optional.carry_out(game, PayMana(mana=cost.mana), paying)
    if cost.damage:  # "has ~ deal 6 damage to them": the source deals it (CR 120.3)
        return game.deal_damage_event([DamagePart(ctx.source, payer, cost.damage)])
    if cost.life or not (cost.discard or cost.sacrifice):
        state, ruleset = game.state, game.ruleset
        return game._run(
            lambda _: life_rules.pay_life(
                state, ruleset, {payer: cost.life}, effects_in_force(state)
            )
        )
    if cost.discard:
        return resolution_zones.carry_out(game, Discard(count=cost.discard, who=YOU), paying)
    excluded = frozenset({ctx.source}) if cost.other else frozenset()
    return sacrifice_chosen(game, [payer], cost.sacrifice, cost.count, excluded=excluded)


__all__ = ["DECLINE", "can_pay", "carry_out", "words"]
