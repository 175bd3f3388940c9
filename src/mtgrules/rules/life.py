"""Life (CR 118 in 2011, CR 119 today): gaining, losing, paying, setting and exchanging.

>>> from mtgrules import Game
>>> game = Game(ruleset="cr2011")
>>> alice = game.add_player("Alice")
>>> [e.rule for e in game.pay_life(alice, 3)]
['118.4']
>>> game.life(alice)
17
"""

from __future__ import annotations

from collections.abc import Mapping

from mtgrules.choices import Chooser
from mtgrules.effects.base import Effect
from mtgrules.effects.life import CantGainLife, CantLoseLife
from mtgrules.errors import IllegalLifeActionError, UnknownEntityError
from mtgrules.events import Event, LifeLost, NothingHappened
from mtgrules.rules.results import (
    Result,
    ResultKind,
    replace_results,
    restriction_rule,
    result_events,
)
from mtgrules.rulesets import Ruleset
from mtgrules.state import EntityId, GameState


def check_player(state: GameState, player: EntityId) -> None:
    if not isinstance(player, int) or player not in state.players:
        raise UnknownEntityError(f"unknown player {player!r}")


def check_source(state: GameState, source: EntityId | None) -> None:
    """A source of life gain or loss is an object in the game, or its last known information."""
    if source is not None and (not isinstance(source, int) or state.source_view(source) is None):
        raise UnknownEntityError(f"unknown source {source!r}")


def check_amount(amount: int, what: str) -> None:
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise IllegalLifeActionError(f"{what} must be a whole number, not {amount!r}", rule="107.1")
    if amount < 0:
        # CR 107.1b: no negative life gain, loss or payment.
        raise IllegalLifeActionError(f"can't {what} a negative amount ({amount})", rule="107.1b")


def _life_results(
    state: GameState,
    ruleset: Ruleset,
    results: list[Result],
    effects: list[Effect],
    chooser: Chooser,
) -> list[Event]:
    events = replace_results(state, ruleset, results, effects, chooser)
    events.extend(result_events(state, results))
    return events


def change_life(
    state: GameState,
    ruleset: Ruleset,
    player: EntityId,
    amount: int,
    gain: bool,
    source: EntityId | None,
    effects: list[Effect],
    chooser: Chooser,
) -> list[Event]:
    """CR 118.3: a player gains (``gain``) or loses life; replacement effects and "can't
    gain/lose life" may change it. Gaining or losing 0 life is no event."""
    check_player(state, player)
    check_source(state, source)
    check_amount(amount, "gain" if gain else "lose")
    if amount == 0:
        verb = "gains" if gain else "loses"
        return [NothingHappened(player=player, reason=f"{verb} 0 life", rule=ruleset.life("3"))]
    kind = ResultKind.LIFE_GAIN if gain else ResultKind.LIFE_LOSS
    result = Result(kind, player, amount, source, ruleset.life("3"))
    return _life_results(state, ruleset, [result], effects, chooser)


def pay_life(
    state: GameState,
    ruleset: Ruleset,
    payments: Mapping[EntityId, int],
    effects: list[Effect],
) -> list[Event]:
    """CR 118.4: pay life only with at least that much; paying 0 is always allowed. In a
    Two-Headed Giant game the team's life must cover what both members pay (CR 118.4a)."""
    if not isinstance(payments, Mapping):
        raise IllegalLifeActionError(f"payments map players to amounts, not {payments!r}")
    for player, amount in payments.items():
        check_player(state, player)
        check_amount(amount, "pay")
    by_pool: dict[int, int] = {}
    for player, amount in payments.items():
        pool = state.players[player].pool
        by_pool[pool] = by_pool.get(pool, 0) + amount
    for player, amount in payments.items():
        if amount == 0:
            continue
        shared = state.players[player].team is not None
        total = by_pool[state.players[player].pool]
        life = state.life_of(player)
        if total > life:
            rule = ruleset.life("4a") if shared else ruleset.life("4")
            whose = "their team's" if shared else "their"
            raise IllegalLifeActionError(
                f"{state.players[player].name} can't pay {total} life with {whose} life "
                f"total of {life}",
                rule=rule,
            )
        for effect in effects:
            # CR 118.8: a player who can't lose life can't pay life.
            restricted = restriction_rule(state, ruleset, effect, player)
            if restricted is not None and isinstance(effect, CantLoseLife):
                raise IllegalLifeActionError(
                    f"{state.players[player].name} can't lose life, so can't pay life",
                    rule=restricted,
                )
    return [
        LifeLost(player=player, amount=amount, rule=ruleset.life("4"))
        for player, amount in payments.items()
        if amount > 0
    ]


def set_life(
    state: GameState,
    ruleset: Ruleset,
    player: EntityId,
    total: int,
    source: EntityId | None,
    effects: list[Effect],
    chooser: Chooser,
) -> list[Event]:
    """CR 118.5: setting a life total gains or loses the difference."""
    check_player(state, player)
    check_source(state, source)
    if not isinstance(total, int) or isinstance(total, bool):
        raise IllegalLifeActionError(
            f"a life total must be a whole number, not {total!r}", rule="107.1"
        )
    difference = total - state.life_of(player)
    if difference == 0:
        return [
            NothingHappened(player=player, reason="life total unchanged", rule=ruleset.life("5"))
        ]
    kind = ResultKind.LIFE_GAIN if difference > 0 else ResultKind.LIFE_LOSS
    result = Result(kind, player, abs(difference), source, ruleset.life("5"))
    return _life_results(state, ruleset, [result], effects, chooser)


def exchange_life(
    state: GameState,
    ruleset: Ruleset,
    first: EntityId,
    second: EntityId,
    effects: list[Effect],
    chooser: Chooser,
) -> list[Event]:
    """Exchanging life totals: each player gains or loses the difference. A player who can't
    gain life can't exchange with a higher total, one who can't lose life with a lower one;
    then the exchange doesn't happen (CR 118.7, 118.8)."""
    check_player(state, first)
    check_player(state, second)
    if first != second and state.players[first].pool == state.players[second].pool:
        # CR 810.9e: teammates can't exchange life totals.
        return [
            NothingHappened(
                player=first, reason="teammates can't exchange life totals", rule="810.9e"
            )
        ]
    difference = state.life_of(second) - state.life_of(first)
    if difference == 0 or first == second:
        return [
            NothingHappened(
                player=first, reason="life totals already equal", rule=ruleset.exchange_rule
            )
        ]
    gainer, loser = (first, second) if difference > 0 else (second, first)
    for effect in effects:
        who = gainer if isinstance(effect, CantGainLife) else loser
        rule = restriction_rule(state, ruleset, effect, who)
        if rule is not None:
            reason = "can't gain life" if who == gainer else "can't lose life"
            return [NothingHappened(player=who, reason=f"{reason}: no exchange", rule=rule)]
    amount = abs(difference)
    results = [
        Result(ResultKind.LIFE_GAIN, gainer, amount, None, ruleset.exchange_rule),
        Result(ResultKind.LIFE_LOSS, loser, amount, None, ruleset.exchange_rule),
    ]
    return _life_results(state, ruleset, results, effects, chooser)
