"""``mtgrules selfplay``: random self-play of two decks, one line per game, then the speed.

Wire into the ``mtgrules`` parser with :func:`add_selfplay_command`, and dispatch
``args.command == "selfplay"`` to :func:`run_selfplay_command`.
"""

from __future__ import annotations

import argparse
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from mtgrules.cards.model import CardDef
from mtgrules.selfplay.decks import Deck, DeckError, bundled_deck, bundled_decks, read_deck
from mtgrules.selfplay.loop import MAX_DECISIONS, GameResult, play_game

PASSED, CRASHED, BAD_INPUT = 0, 1, 2


def add_selfplay_command(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add ``selfplay`` to the ``mtgrules`` command."""
    names = ", ".join(bundled_decks())
    play = subparsers.add_parser(
        "selfplay",
        help="whole games between two random agents; ends with the line 'decisions/s X'",
        description="Two agents that pick uniformly at random among the legal actions play "
        "whole games with real cards. A deck is a file of 'COUNT Card Name' lines ('#' starts "
        f"a comment) or the name of a bundled deck ({names}).",
    )
    play.add_argument("--deck-a", required=True, metavar="FILE", help="seat A's deck")
    play.add_argument("--deck-b", required=True, metavar="FILE", help="seat B's deck")
    play.add_argument("--games", type=int, default=1, metavar="N", help="how many games (1)")
    play.add_argument("--seed", type=int, default=0, metavar="S", help="game i uses seed S+i (0)")
    play.add_argument("--ruleset", choices=["current", "cr2011"], default="current")
    play.add_argument(
        "--max-decisions",
        type=int,
        default=MAX_DECISIONS,
        metavar="N",
        help=f"stop a game after N decisions ({MAX_DECISIONS})",
    )


def _deck(argument: str) -> Deck:
    """The deck of a file, or the bundled deck of that name when there is no such file."""
    if not Path(argument).exists():
        if argument in bundled_decks():
            return bundled_deck(argument)
        raise DeckError(
            f"no deck file {argument!r} and no bundled deck of that name "
            f"(the bundled decks: {', '.join(bundled_decks())})"
        )
    return read_deck(argument)


def _error(console: Console, message: str) -> int:
    """A user error in one line (never wrapped, no traceback); exit status 2."""
    console.print(f"[red]error:[/red] {escape(message)}", highlight=False, soft_wrap=True)
    return BAD_INPUT


@contextmanager
def _progress(console: Console, games: int) -> Iterator[Progress | None]:
    """A progress bar on a terminal (None when the output is a file or a pipe)."""
    if not console.is_terminal:
        yield None
        return
    columns = (
        TextColumn("self-play"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, transient=True) as progress:
        yield progress


def _crash_line(index: int, seed: int, error: Exception) -> str:
    where = traceback.extract_tb(error.__traceback__)[-1]
    return (
        f"game {index} seed {seed}: crashed: {type(error).__name__}: {error} "
        f"({Path(where.filename).name}:{where.lineno})"
    )


def _summary(results: list[GameResult], crashes: int) -> str:
    wins = [sum(r.winner == seat for r in results) for seat in ("A", "B")]
    capped = sum(r.stopped.startswith("decision cap") for r in results)
    draws = len(results) - wins[0] - wins[1] - capped
    return (
        f"games {len(results) + crashes}: A won {wins[0]}, B won {wins[1]}, draws {draws}, "
        f"stopped at the cap {capped}, crashed {crashes}"
    )


def run_selfplay_command(args: argparse.Namespace, console: Console) -> int:
    """Play the games; exit 0, 1 when a game crashed (the crash is its line), or 2 when a
    deck or an option can't be used (one line, before any game)."""
    if args.games < 1 or args.max_decisions < 1:
        return _error(console, "--games and --max-decisions must be at least 1")
    try:
        deck_a, deck_b = _deck(args.deck_a), _deck(args.deck_b)
        cards: tuple[tuple[CardDef, ...], tuple[CardDef, ...]] = (
            deck_a.definitions(),
            deck_b.definitions(),
        )
    except DeckError as error:
        return _error(console, str(error))
    console.print(
        f"self-play: A {deck_a.name} ({len(deck_a.cards)} cards) vs B {deck_b.name} "
        f"({len(deck_b.cards)} cards), {args.games} games from seed {args.seed}, "
        f"ruleset {args.ruleset}",
        highlight=False,
        markup=False,
        soft_wrap=True,
    )
    results: list[GameResult] = []
    crashes = 0
    with _progress(console, args.games) as progress:
        task = progress.add_task("games", total=args.games) if progress is not None else None
        out = progress.console if progress is not None else console
        for index in range(args.games):
            seed = args.seed + index
            try:
                result = play_game(
                    *cards, seed=seed, ruleset=args.ruleset, max_decisions=args.max_decisions
                )
            except Exception as error:  # an engine failure: reported, the run goes on
                crashes += 1
                line = _crash_line(index, seed, error)
            else:
                results.append(result)
                line = result.line(index)
            out.print(line, highlight=False, markup=False, soft_wrap=True)
            if progress is not None and task is not None:
                progress.advance(task)
    decisions = sum(r.decisions for r in results)
    seconds = sum(r.seconds for r in results)
    console.print(_summary(results, crashes), highlight=False, soft_wrap=True)
    console.print(
        f"decisions {decisions} in {seconds:.2f} s (legal actions, choice and apply)",
        highlight=False,
        soft_wrap=True,
    )
    rate = decisions / seconds if seconds > 0 else 0.0
    console.print(f"decisions/s {rate:.1f}", highlight=False, soft_wrap=True)
    return CRASHED if crashes else PASSED
