"""Results of events on life, and the effects that modify them.

Damage is processed into results (CR 120.3 / 119.3); life gain and loss from spells are
results too (CR 118.3). Before they happen, "can't gain life" / "can't lose life" remove them
(CR 118.7, 118.8), then replacement effects that modify results apply (CR 120.4c / 119.4b),
the affected player choosing the order when several apply (CR 616.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mtgrules.choices import Chooser, Decision
from mtgrules.effects.base import Effect
from mtgrules.effects.life import CantGainLife, CantLoseLife, LifeFloor, ModifyLifeGain
from mtgrules.effects.life_gain_loss import GainBecomesLoss
from mtgrules.events import (
    CountersPut,
    CountersRemoved,
    DamageMarked,
    Event,
    LifeGained,
    LifeLost,
    PoisonCountersGiven,
    ResultReplaced,
)
from mtgrules.objects import LOYALTY, MINUS_ONE
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameState


class ResultKind(StrEnum):
    LIFE_LOSS = "life loss"
    LIFE_GAIN = "life gain"
    POISON = "poison counters"
    LOYALTY_LOSS = "loyalty counters removed"
    MINUS_COUNTERS = "-1/-1 counters"
    MARKED_DAMAGE = "marked damage"


@dataclass(slots=True)
class Result:
    """One result of an event, still open to replacement."""

    kind: ResultKind
    target: EntityId
    amount: int
    source: EntityId | None
    rule: str
    from_damage: bool = False


def replace_results(
    state: GameState,
    ruleset: Ruleset,
    results: list[Result],
    effects: list[Effect],
    chooser: Chooser,
) -> list[Event]:
    """Apply restrictions and result-replacement effects to ``results`` in place; return the
    events that say what they changed."""
    events: list[Event] = []
    if not effects:
        return events
    gains = [r for r in results if r.kind is ResultKind.LIFE_GAIN]
    losses = [r for r in results if r.kind is ResultKind.LIFE_LOSS]
    blocked_gainers: set[EntityId] = set()
    for effect in effects:
        # CR 118.7: a player who can't gain life doesn't; replacement effects on that life
        # gain won't do anything. CR 118.8: a player who can't lose life doesn't.
        if isinstance(effect, CantGainLife | CantLoseLife):
            gain = isinstance(effect, CantGainLife)
            for result in gains if gain else losses:
                rule = restriction_rule(state, ruleset, effect, result.target)
                if result.amount and rule is not None:
                    if gain:
                        blocked_gainers.add(result.target)
                    events.append(_replaced(effect, result, 0, rule))
    replacements = [
        e for e in effects if isinstance(e, ModifyLifeGain | LifeFloor | GainBecomesLoss)
    ]
    if not replacements:
        return events
    pools = {state.players[r.target].pool for r in gains + losses if r.target in state.players}
    # Everyone whose life total the event changes: in Two-Headed Giant, both teammates.
    players = sorted(p.id for p in state.players.values() if p.pool in pools)
    for player in players:
        applied: set[int] = set()
        while True:
            candidates = [
                e
                for e in replacements
                if e.id not in applied
                and _applies(state, e, player, gains, losses, blocked_gainers)
            ]
            if not candidates:
                break
            chosen = candidates[0]
            if len(candidates) > 1:
                # CR 616.1: the affected player chooses which replacement effect applies first.
                answer = chooser.ask(
                    Decision(
                        kind="replacement_order",
                        player=player,
                        options=tuple(e.id for e in candidates),
                        labels=tuple(e.text or e.kind for e in candidates),
                        prompt="choose the replacement effect to apply first to your life",
                        rule="616.1",
                    )
                )
                chosen = next(e for e in candidates if e.id == answer)
            applied.add(chosen.id)
            events.extend(_apply(state, chosen, player, gains, losses))
    return events


def restriction_rule(
    state: GameState, ruleset: Ruleset, effect: Effect, player: EntityId
) -> str | None:
    """The rule under which "can't gain life" / "can't lose life" stops ``player``: its own
    (CR 118.7 / 118.8), or a teammate's in Two-Headed Giant (CR 810.9g / 810.9h); None if
    the effect doesn't restrict ``player``."""
    if not isinstance(effect, CantGainLife | CantLoseLife):
        return None
    gain = isinstance(effect, CantGainLife)
    if effect.who.matches(state, player, effect.controller):
        return ruleset.life("7" if gain else "8")
    me = state.players.get(player)
    if me is None or me.team is None:
        return None
    for mate in state.players.values():
        if (
            mate.id != player
            and mate.pool == me.pool
            and effect.who.matches(state, mate.id, effect.controller)
        ):
            return "810.9g" if gain else "810.9h"
    return None


def _applies(
    state: GameState,
    effect: ModifyLifeGain | LifeFloor | GainBecomesLoss,
    player: EntityId,
    gains: list[Result],
    losses: list[Result],
    blocked_gainers: set[EntityId],
) -> bool:
    if not effect.who.matches(state, player, effect.controller):
        return False
    if isinstance(effect, ModifyLifeGain | GainBecomesLoss):
        # CR 118.7: a replacement effect on the life gain of a player who can't gain life
        # won't do anything.
        return player not in blocked_gainers and any(
            r.target == player and r.amount > 0 for r in gains
        )
    if effect.condition is not None and not effect.condition.holds(state, effect.controller):
        return False
    return _damage_loss_to(state, player, losses) > 0 and (
        _life_after(state, player, gains, losses) < effect.floor
    )


def _shares_life(state: GameState, player: EntityId, other: EntityId) -> bool:
    """One life total: the same player, or teammates in Two-Headed Giant (CR 810.9)."""
    return state.players[other].pool == state.players[player].pool


def _damage_loss_to(state: GameState, player: EntityId, losses: list[Result]) -> int:
    return sum(r.amount for r in losses if r.from_damage and _shares_life(state, player, r.target))


def _life_after(
    state: GameState, player: EntityId, gains: list[Result], losses: list[Result]
) -> int:
    """The player's life total after the event: a Two-Headed Giant team's shared total counts
    what the event does to both teammates (CR 810.9)."""
    gained = sum(r.amount for r in gains if _shares_life(state, player, r.target))
    lost = sum(r.amount for r in losses if _shares_life(state, player, r.target))
    return state.life_of(player) + gained - lost


def _apply(
    state: GameState,
    effect: ModifyLifeGain | LifeFloor | GainBecomesLoss,
    player: EntityId,
    gains: list[Result],
    losses: list[Result],
) -> list[Event]:
    events: list[Event] = []
    if isinstance(effect, GainBecomesLoss):  # CR 614.1a: "loses that much life instead"
        return become_losses(effect, player, gains, losses)
    if isinstance(effect, ModifyLifeGain):
        for result in gains:
            if result.target == player and result.amount > 0:
                events.append(
                    _replaced(effect, result, result.amount * effect.multiplier + effect.plus)
                )
        return events
    # A life floor reduces the damage's life loss so the total ends at the floor (Worship). In
    # Two-Headed Giant, damage to a teammate reduces "your life total" too (CR 810.9): the
    # player's own loss is cut first.
    excess = effect.floor - _life_after(state, player, gains, losses)
    own_first = sorted(losses, key=lambda r: r.target != player)
    for result in own_first:
        if excess <= 0:
            break
        if result.from_damage and result.amount > 0 and _shares_life(state, player, result.target):
            cut = min(excess, result.amount)
            excess -= cut
            events.append(_replaced(effect, result, result.amount - cut))
    return events


def become_losses(
    effect: GainBecomesLoss, player: EntityId, gains: list[Result], losses: list[Result]
) -> list[Event]:
    """ "that player loses that much life instead" (CR 614.1a): each gain of ``player``
    becomes a loss of the same amount, no longer open to life-gain replacements (a loss not
    from damage: no life floor cuts it)."""
    events: list[Event] = []
    for result in [r for r in gains if r.target == player and r.amount > 0]:
        events.append(
            ResultReplaced(
                effect=effect.id,
                affected=player,
                what=result.kind.value,
                before=result.amount,
                after=0,
                rule="614.1a",
            )
        )
        gains.remove(result)
        result.kind, result.rule = ResultKind.LIFE_LOSS, "614.1a"
        losses.append(result)
    return events


def _replaced(effect: Effect, result: Result, after: int, rule: str = "614.1a") -> ResultReplaced:
    event = ResultReplaced(
        effect=effect.id,
        affected=result.target,
        what=result.kind.value,
        before=result.amount,
        after=after,
        rule=rule,
    )
    result.amount = after
    return event


def result_events(state: GameState, results: list[Result]) -> list[Event]:
    """The events of the results that still happen (amount above 0)."""
    events: list[Event] = []
    loyalty_left: dict[EntityId, int] = {}
    for r in results:
        if r.amount <= 0:
            continue
        kind = r.kind
        if kind is ResultKind.LIFE_LOSS:
            events.append(LifeLost(player=r.target, amount=r.amount, source=r.source, rule=r.rule))
        elif kind is ResultKind.LIFE_GAIN:
            events.append(
                LifeGained(player=r.target, amount=r.amount, source=r.source, rule=r.rule)
            )
        elif kind is ResultKind.MARKED_DAMAGE:
            assert r.source is not None
            events.append(
                DamageMarked(permanent=r.target, amount=r.amount, source=r.source, rule=r.rule)
            )
        elif kind is ResultKind.MINUS_COUNTERS:
            events.append(
                CountersPut(
                    permanent=r.target,
                    kind=MINUS_ONE,
                    amount=r.amount,
                    source=r.source,
                    rule=r.rule,
                )
            )
        elif kind is ResultKind.LOYALTY_LOSS:
            # Only counters that are there can be removed, across simultaneous damage too.
            present = loyalty_left.get(r.target, state.objects[r.target].counter(LOYALTY))
            removed = min(present, r.amount)
            loyalty_left[r.target] = present - removed
            if removed:
                events.append(
                    CountersRemoved(
                        permanent=r.target,
                        kind=LOYALTY,
                        amount=removed,
                        source=r.source,
                        rule=r.rule,
                    )
                )
        else:
            events.append(
                PoisonCountersGiven(player=r.target, amount=r.amount, source=r.source, rule=r.rule)
            )
    return events
