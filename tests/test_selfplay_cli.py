"""``mtgrules selfplay`` and its Python API: one line per game and the closing
``decisions/s X``, reproducible games from a seed, deck files refused in one line (exit 2),
the bundled decks, agents plugged into the loop, and games stopped at the decision cap."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from mtgrules.actions import Action, PassPriority
from mtgrules.cli import main
from mtgrules.engine import Game
from mtgrules.selfplay import (
    GameResult,
    RandomAgent,
    bundled_deck,
    bundled_decks,
    play_game,
    play_games,
)

GAME_LINE = re.compile(
    r"game (\d+) seed (-?\d+): (\d+) decisions, (\d+) turns, life A (-?\d+) B (-?\d+), (.+)"
)
RATE_LINE = re.compile(r"decisions/s (\d+(?:\.\d+)?)")
OPENING_HAND = 7  # CR 103.5: each player draws seven cards


def selfplay(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    """Run ``mtgrules selfplay ARGS``: the exit status and the lines printed."""
    status = main(["selfplay", *args])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err
    return status, captured.out.splitlines()


def game_lines(lines: list[str]) -> list[str]:
    return [line for line in lines if GAME_LINE.fullmatch(line)]


def test_selfplay_prints_one_line_per_game_then_decisions_per_second(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, lines = selfplay(
        capsys, "--deck-a", "red-burn", "--deck-b", "seed-green-white", "--games", "3",
        "--seed", "5", "--max-decisions", "40",
    )  # fmt: skip
    assert status == 0
    games = [GAME_LINE.fullmatch(line) for line in game_lines(lines)]
    assert [(m.group(1), m.group(2)) for m in games if m] == [("0", "5"), ("1", "6"), ("2", "7")]
    for match in games:
        assert match is not None and 0 < int(match.group(3)) <= 40
    rate = RATE_LINE.fullmatch(lines[-1])
    assert rate is not None, lines[-1]
    assert float(rate.group(1)) > 0
    assert "games 3:" in "\n".join(lines)


def test_selfplay_same_seed_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--deck-a", "black-keywords", "--deck-b", "red-burn", "--games", "2"]
    args += ["--seed", "11", "--max-decisions", "120"]
    first = game_lines(selfplay(capsys, *args)[1])
    second = game_lines(selfplay(capsys, *args)[1])
    assert len(first) == 2
    assert first == second


def test_selfplay_under_cr2011(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = selfplay(
        capsys, "--deck-a", "red-burn", "--deck-b", "black-keywords", "--ruleset", "cr2011",
        "--max-decisions", "40",
    )  # fmt: skip
    assert status == 0
    assert "ruleset cr2011" in lines[0]
    assert len(game_lines(lines)) == 1
    assert RATE_LINE.fullmatch(lines[-1])
    rulesets: list[str] = []
    play_game(
        bundled_deck("red-burn"),
        bundled_deck("black-keywords"),
        seed=0,
        ruleset="cr2011",
        max_decisions=5,
        on_action=lambda game, action: rulesets.append(game.ruleset.name),
    )
    assert rulesets == ["cr2011"] * 5


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (None, "no deck file"),
        ("4 Mountain\nfour Lightning Bolt\n", "line 2: 'four Lightning Bolt' is not 'COUNT Card"),
        ("4 Mountain\n4 Lightnig Bolt\n", "unknown card 'Lightnig Bolt'; did you mean 'Lightning"),
        ("4 Mountain\n4 Abzan Charm\n", "Abzan Charm is not supported"),
        ("# only a comment\n", "the deck holds no cards"),
    ],
    ids=["missing file", "malformed line", "unknown card", "unsupported card", "empty deck"],
)
def test_selfplay_deck_file_errors_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str | None, expected: str
) -> None:
    deck = tmp_path / "my-deck.txt"
    if text is not None:
        deck.write_text(text, encoding="utf-8")
    status, lines = selfplay(capsys, "--deck-a", "red-burn", "--deck-b", str(deck))
    assert status == 2
    assert len(lines) == 1, lines  # one line, even past the console's width; no game played
    assert lines[0].startswith("error: ")
    assert expected in lines[0]


def test_selfplay_unknown_deck_name_lists_the_bundled_decks(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, lines = selfplay(capsys, "--deck-a", "red-burnn", "--deck-b", "red-burn")
    assert status == 2
    assert lines == [
        "error: no deck file 'red-burnn' and no bundled deck of that name "
        "(the bundled decks: black-keywords, red-burn, seed-green-white)"
    ]


def test_bundled_decks_are_the_benchmark_decks_and_all_their_cards_compile() -> None:
    assert bundled_decks() == ["black-keywords", "red-burn", "seed-green-white"]
    for name in bundled_decks():
        deck = bundled_deck(name)
        assert deck.name == name
        assert len(deck.cards) >= 60
        assert len(deck.definitions()) == len(deck.cards)


def test_a_deck_file_wins_over_a_bundled_deck_of_the_same_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "red-burn").write_text("40 Mountain\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    status, lines = selfplay(
        capsys, "--deck-a", "red-burn", "--deck-b", "black-keywords", "--max-decisions", "5"
    )
    assert status == 0
    assert lines[0].startswith("self-play: A red-burn (40 cards) vs B black-keywords (60 cards)")


class CountingAgent:
    """Plays at random and records what it was asked: the player deciding and the actions."""

    def __init__(self, seed: int) -> None:
        self.random = RandomAgent(random.Random(seed))
        self.calls: list[tuple[int, tuple[Action, ...]]] = []

    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        assert list(actions) == list(game.legal_actions())  # the legal actions, as they are now
        self.calls.append((game.decision_player(), tuple(actions)))
        return self.random.choose(game, actions)


def test_an_agent_is_asked_once_per_decision_of_its_seat_with_the_legal_actions() -> None:
    agents = (CountingAgent(1), CountingAgent(2))
    applied: list[tuple[int, Action]] = []
    result = play_game(
        bundled_deck("red-burn"),
        bundled_deck("black-keywords"),
        seed=4,
        agents=agents,
        max_decisions=150,
        on_action=lambda game, action: applied.append((len(applied), action)),
    )
    assert result.decisions == 150 == len(applied)
    assert len(agents[0].calls) + len(agents[1].calls) == result.decisions
    assert agents[0].calls and agents[1].calls  # both seats decided
    seats = [{player for player, _ in agent.calls} for agent in agents]
    assert len(seats[0]) == len(seats[1]) == 1 and seats[0] != seats[1]  # each its own seat
    for agent in agents:
        assert all(actions for _, actions in agent.calls)  # never asked with no choice


class PassingAgent:
    """Passes priority whenever it can; otherwise takes the first legal action."""

    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        return next((a for a in actions if isinstance(a, PassPriority)), actions[0])


def test_cr704_5b_players_who_only_pass_lose_by_drawing_from_an_empty_library() -> None:
    # Nothing is played, so nobody's life changes; CR 103.8a: the starting player (A on an
    # even seed) skips its first draw, so B is the first to draw from an empty library.
    deck_a, deck_b = bundled_deck("red-burn"), bundled_deck("black-keywords")
    assert len(deck_a.cards) == len(deck_b.cards)
    result = play_game(deck_a, deck_b, seed=0, agents=(PassingAgent(), PassingAgent()))
    assert result.winner == "A"
    assert result.stopped == "A wins (B lost by CR 704.5b)"
    assert result.life == (20, 20)
    draws_before_empty = len(deck_b.cards) - OPENING_HAND
    assert result.turns == 2 * draws_before_empty + 2  # B draws on turns 2, 4, ...


def test_play_games_plays_seeds_s_plus_i_with_the_agents_of_each_seed() -> None:
    red, black = bundled_deck("red-burn"), bundled_deck("black-keywords")
    asked: list[int] = []

    def agents(seed: int) -> tuple[CountingAgent, CountingAgent]:
        asked.append(seed)
        return CountingAgent(seed), CountingAgent(seed + 1000)

    results = list(play_games(red, black, games=3, seed=20, agents=agents, max_decisions=30))
    assert [r.seed for r in results] == [20, 21, 22] == asked
    defaults = list(play_games(red, black, games=2, seed=20, max_decisions=60))
    for index, result in enumerate(defaults):
        assert result == play_game(red, black, seed=20 + index, max_decisions=60)


def test_a_game_stopped_at_the_cap_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    result: GameResult = play_game(
        bundled_deck("seed-green-white"), bundled_deck("red-burn"), seed=2, max_decisions=25
    )
    assert (result.decisions, result.winner) == (25, None)
    assert result.stopped == "decision cap (25) reached"
    assert result.line(0).endswith(", decision cap (25) reached")
    status, lines = selfplay(
        capsys, "--deck-a", "seed-green-white", "--deck-b", "red-burn", "--seed", "2",
        "--max-decisions", "25",
    )  # fmt: skip
    assert status == 0
    assert game_lines(lines) == [result.line(0)]
    assert "stopped at the cap 1" in "\n".join(lines)


def test_selfplay_refuses_zero_games(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = selfplay(capsys, "--deck-a", "red-burn", "--deck-b", "red-burn", "--games", "0")
    assert status == 2
    assert lines == ["error: --games and --max-decisions must be at least 1"]


def test_the_readme_self_play_example_runs_and_prints_what_it_says(
    capsys: pytest.CaptureFixture[str],
) -> None:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Self-play", 1)[1].split("\n## ", 1)[0]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    claimed = re.search(r"print\(result\.stopped\)  # (.+)", code)
    assert claimed is not None
    exec(compile(code, "README.md", "exec"), {"__name__": "readme_example"})
    out = capsys.readouterr().out.splitlines()
    assert out[0] == claimed.group(1)
    assert GAME_LINE.fullmatch(out[1])
    played = [line.split() for line in out[2:]]
    assert [row[0] for row in played] == ["100", "101"]  # seeds S+i
    assert all(0 < int(row[1]) <= 200 for row in played)  # decisions, at most the cap


def test_the_benchmark_against_the_peer_says_in_one_line_when_the_peer_is_missing(
    tmp_path: Path,
) -> None:
    script = Path(__file__).resolve().parents[1] / "benchmarks" / "selfplay_vs_phase.py"
    done = subprocess.run(
        [sys.executable, str(script), "--shared", str(tmp_path)], capture_output=True, text=True
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.splitlines() == [
        f"error: {tmp_path / 'peers' / 'phase_selfplay.py'} not found: the peer's script and "
        "decks are in the shared folder's peers/ (give its place with --shared PATH)"
    ]
