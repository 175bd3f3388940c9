"""Whole games between two agents: the self-play loop.

An :class:`Agent` is anything with ``choose(game, actions) -> action``: it is given the game and
its legal actions (never empty) and returns one of them. :class:`RandomAgent` picks uniformly at
random with its own seeded source, so the same seed plays the same game.

A large combat can have too many legal actions to list. The loop then asks the agent's
``propose(game)`` for one, if it has that method, else draws one at random
(:func:`mtgrules.unlisted.random_proposal`), and asks again until the game accepts one.

>>> from mtgrules.selfplay import bundled_deck, play_game
>>> red, green = bundled_deck("red-burn"), bundled_deck("seed-green-white")
>>> result = play_game(red, green, seed=3, max_decisions=50)
>>> result.decisions, result.stopped
(50, 'decision cap (50) reached')
>>> play_game(red, green, seed=3, max_decisions=50) == result  # same seed, same game
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from mtgrules.actions import Action
from mtgrules.cards.model import CardDef
from mtgrules.engine import Game
from mtgrules.errors import RulesError
from mtgrules.rules.casting import IllegalActionError
from mtgrules.selfplay.decks import Deck
from mtgrules.unlisted import random_proposal, too_many_to_list

__all__ = [
    "Agent",
    "GameResult",
    "RandomAgent",
    "SelfPlayError",
    "play_game",
    "play_games",
]

MAX_DECISIONS = 5000
MAX_PROPOSALS = 10_000  # proposals tried for one decision with too many actions to list
SEATS = ("A", "B")


class Agent(Protocol):
    """A player's decision maker."""

    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        """One of ``actions`` (the legal actions now, never empty) for the player
        ``game.decision_player()``."""
        ...


class RandomAgent:
    """Picks uniformly at random among the legal actions."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        return actions[int(self.rng.random() * len(actions))]

    def propose(self, game: Game) -> Action:
        """One candidate when the actions are too many to list (drawn again until legal:
        each legal action has the same chance)."""
        return random_proposal(game, self.rng)


class SelfPlayError(RulesError):
    """An agent gave an action the game refused (the game is as it was before it)."""


@dataclass(frozen=True)
class GameResult:
    """How one game went. ``winner`` is the seat ("A" or "B") that won, None for a draw
    or a game stopped at the decision cap; ``stopped`` says why the game ended."""

    seed: int
    decisions: int
    turns: int
    life: tuple[int, int]
    winner: str | None
    stopped: str
    seconds: float = field(compare=False)

    def line(self, index: int) -> str:
        """The line ``mtgrules selfplay`` prints for it."""
        return (
            f"game {index} seed {self.seed}: {self.decisions} decisions, {self.turns} turns, "
            f"life A {self.life[0]} B {self.life[1]}, {self.stopped}"
        )


def _propose_until_legal(
    game: Game, agent: Agent, fallback: random.Random, seed: int, decisions: int
) -> Action:
    """Apply the first proposal the game accepts (a refused one changes nothing)."""
    propose: Callable[[Game], Action] | None = getattr(agent, "propose", None)
    for _ in range(MAX_PROPOSALS):
        action = propose(game) if propose is not None else random_proposal(game, fallback)
        try:
            game.apply(action)
        except RulesError:
            continue
        return action
    raise SelfPlayError(
        f"seed {seed}, decision {decisions + 1}: no legal {game.decision_kind()} found in "
        f"{MAX_PROPOSALS} proposals"
    )


def _outcome(game: Game, seats: tuple[int, int], cap: int) -> tuple[str | None, str]:
    winners = game.state.winners
    if winners is None:
        return None, f"decision cap ({cap}) reached"
    losses = ", ".join(
        f"{seat} lost by CR {game.player(p).loss_rule}"
        for seat, p in zip(SEATS, seats, strict=True)
        if game.has_lost(p)
    )
    if len(winners) != 1:
        return None, f"draw ({losses})"
    winner = SEATS[seats.index(next(iter(winners)))]
    return winner, f"{winner} wins ({losses})"


def new_game(
    cards_a: Sequence[CardDef], cards_b: Sequence[CardDef], seed: int, ruleset: str = "current"
) -> tuple[Game, tuple[int, int]]:
    """A started game (libraries shuffled from ``seed``, opening hands drawn) between seat A
    with ``cards_a`` and seat B with ``cards_b``; A starts on even seeds, B on odd ones."""
    game = Game(ruleset)
    seats = (game.add_player("A"), game.add_player("B"))
    for seat, cards in zip(seats, (cards_a, cards_b), strict=True):
        for card in cards:
            game.add_card_def(card, owner=seat)
    game.start(first=seats[seed % 2], seed=seed)
    return game, seats


def play_game(
    deck_a: Deck | Sequence[CardDef],
    deck_b: Deck | Sequence[CardDef],
    *,
    seed: int,
    ruleset: str = "current",
    agents: tuple[Agent, Agent] | None = None,
    max_decisions: int = MAX_DECISIONS,
    on_action: Callable[[Game, Action], None] | None = None,
) -> GameResult:
    """Play one game to its end or to ``max_decisions`` decisions. ``agents`` decide for
    seats A and B (by default two :class:`RandomAgent` sharing ``random.Random(seed)``);
    ``on_action(game, action)`` is called after each action is applied. The time counted
    in ``seconds`` is the loop of legal actions, choice and apply alone."""
    cards_a = deck_a.definitions() if isinstance(deck_a, Deck) else deck_a
    cards_b = deck_b.definitions() if isinstance(deck_b, Deck) else deck_b
    game, seats = new_game(cards_a, cards_b, seed, ruleset)
    if agents is None:
        shared = RandomAgent(random.Random(seed))
        agents = (shared, shared)
        if on_action is None:  # nobody else holds the game: rollbacks by replay are exact
            game.use_replay_rollback()
    by_player = dict(zip(seats, agents, strict=True))
    fallback = random.Random(seed)  # proposals for agents without ``propose``
    decisions, seconds = 0, 0.0
    clock = time.perf_counter
    start = clock()
    while decisions < max_decisions:
        try:
            actions = game.legal_actions()
        except IllegalActionError as error:
            if not too_many_to_list(error):
                raise
            agent = by_player[game.decision_player()]
            action = _propose_until_legal(game, agent, fallback, seed, decisions)
        else:
            if not actions:
                break
            action = by_player[game.decision_player()].choose(game, actions)
            try:
                game.apply(action)
            except RulesError as refused:
                raise SelfPlayError(
                    f"seed {seed}, decision {decisions + 1}: {action!r} was refused: {refused}"
                ) from refused
        decisions += 1
        if on_action is not None:
            seconds += clock() - start
            on_action(game, action)
            start = clock()
    seconds += clock() - start
    winner, stopped = _outcome(game, seats, max_decisions)
    life = (game.life(seats[0]), game.life(seats[1]))
    return GameResult(seed, decisions, game.state.turn, life, winner, stopped, seconds)


def play_games(
    deck_a: Deck,
    deck_b: Deck,
    *,
    games: int,
    seed: int,
    ruleset: str = "current",
    agents: Callable[[int], tuple[Agent, Agent]] | None = None,
    max_decisions: int = MAX_DECISIONS,
) -> Iterator[GameResult]:
    """``games`` games, the i-th from seed ``seed + i``; ``agents(seed)`` makes the agents
    of a game (two random agents by default). The decks are compiled once."""
    cards_a, cards_b = deck_a.definitions(), deck_b.definitions()
    for index in range(games):
        game_seed = seed + index
        yield play_game(
            cards_a,
            cards_b,
            seed=game_seed,
            ruleset=ruleset,
            agents=None if agents is None else agents(game_seed),
            max_decisions=max_decisions,
        )
