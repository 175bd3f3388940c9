"""Random self-play, ours against the peer engine phase-python 0.103.0 (a Rust engine), in
decisions per second on the same decks, seeds and game count (target: ours/phase >= 10).

For each pair of decks in ``SHARED/peers/decks/`` it runs, one after the other, two
subprocesses (so neither engine's start-up or memory weighs on the other):
``mtgrules selfplay`` and ``SHARED/peers/phase_selfplay.py``, each playing ``--games`` games
from seeds S, S+1, ... (the first player alternates with the seed in both), and reads the last
line each prints, ``decisions/s X``. Both count the same thing: the time of the loop of legal
actions, random choice and apply, without start-up and deck compilation.

The pairs: every unordered pair of different decks (with the three benchmark decks, three
pairs), because a rate is a property of the cards that meet; a mirror match adds no cards
that another pair doesn't already play, and the seat order doesn't change which cards meet
(each engine alternates the first player by seed), so ``--both-orders`` (twice the time)
adds the reversed seats only as a check of that.

phase-python is installed by this script, when missing, in its own virtual environment
(``benchmarks/.venv-phase/`` by default: ``python -m venv`` then
``pip install phase-python==0.103.0``), never in the project's.

Run: ``python benchmarks/selfplay_vs_phase.py [--games 5] [--seed 1] [--ruleset current]
[--shared ../shared] [--repeat 1] [--both-orders] [--profile]``. ``--repeat K`` runs each
engine K times per pair, alternately, and keeps each one's best rate (the machine is shared:
the best run is the one least slowed by other work); ``--profile`` then prints where our time
goes (cProfile of our self-play of the same games, top 15 functions by cumulative time).
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import math
import pstats
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.table import Table

from mtgrules.errors import RulesError
from mtgrules.selfplay import play_games, read_deck

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
PHASE_VERSION = "0.103.0"
PHASE_REQUIREMENT = f"phase-python=={PHASE_VERSION}"
TARGET_RATIO = 10.0
RATE_PREFIX = "decisions/s "
PROFILE_LINES = 15


class BenchError(Exception):
    """A problem the benchmark reports in one line (no traceback) before it stops."""


@dataclass(frozen=True)
class Row:
    """One deck pair's figures."""

    deck_a: str
    deck_b: str
    ours: float
    phase: float

    @property
    def ratio(self) -> float:
        return self.ours / self.phase if self.phase > 0 else math.inf


def _venv_python(venv: Path) -> Path:
    scripts = "Scripts" if sys.platform == "win32" else "bin"
    return venv / scripts / ("python.exe" if sys.platform == "win32" else "python")


def _phase_installed(python: Path) -> bool:
    if not python.exists():
        return False
    probe = "import importlib.metadata as m, phase; print(m.version('phase-python'))"
    done = subprocess.run([str(python), "-c", probe], capture_output=True, text=True)
    return done.returncode == 0 and done.stdout.strip() == PHASE_VERSION


def ensure_phase(venv: Path, console: Console) -> Path:
    """The Python of a virtual environment holding phase-python, created when missing."""
    python = _venv_python(venv)
    if _phase_installed(python):
        return python
    console.print(f"installing {PHASE_REQUIREMENT} in {venv} ...", highlight=False)
    if not python.exists():
        _run_or_fail([sys.executable, "-m", "venv", str(venv)], "creating the virtual env")
        # Keep the environment out of version control and of the linters (they read .gitignore).
        (venv / ".gitignore").write_text("*\n", encoding="utf-8")
    _run_or_fail(
        [str(python), "-m", "pip", "install", "-q", PHASE_REQUIREMENT],
        f"pip install {PHASE_REQUIREMENT}",
    )
    if not _phase_installed(python):
        raise BenchError(f"{PHASE_REQUIREMENT} is not importable in {venv} after installing it")
    return python


def _run_or_fail(command: list[str], what: str) -> str:
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        raise BenchError(f"{what} failed (exit {done.returncode}): {' | '.join(tail)}")
    return done.stdout


def last_rate(output: str, engine: str) -> float:
    """X of the last line ``decisions/s X`` of an engine's output."""
    lines = output.strip().splitlines()
    last = lines[-1].strip() if lines else ""
    if not last.startswith(RATE_PREFIX):
        raise BenchError(f"{engine}'s last line is {last!r}, not 'decisions/s X'")
    try:
        return float(last.removeprefix(RATE_PREFIX))
    except ValueError:
        raise BenchError(f"{engine}'s last line {last!r} holds no number") from None


def run_ours(args: argparse.Namespace, deck_a: Path, deck_b: Path) -> float:
    command = [sys.executable, "-m", "mtgrules.cli", "selfplay"]
    command += ["--deck-a", str(deck_a), "--deck-b", str(deck_b)]
    command += ["--games", str(args.games), "--seed", str(args.seed)]
    command += ["--ruleset", args.ruleset, "--max-decisions", str(args.max_decisions)]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode not in (0, 1):  # 1: a game crashed; its line says so, the rate stands
        tail = (done.stdout + done.stderr).strip().splitlines()[-1:]
        raise BenchError(f"mtgrules selfplay failed (exit {done.returncode}): {' '.join(tail)}")
    return last_rate(done.stdout, "mtgrules selfplay")


def run_phase(args: argparse.Namespace, python: Path, script: Path, a: Path, b: Path) -> float:
    command = [str(python), str(script), "--deck-a", str(a), "--deck-b", str(b)]
    command += ["--games", str(args.games), "--seed", str(args.seed)]
    command += ["--max-decisions", str(args.max_decisions)]
    output = _run_or_fail(command, "phase_selfplay.py")
    return last_rate(output, "phase_selfplay.py")


def deck_pairs(decks: list[Path], both_orders: bool) -> list[tuple[Path, Path]]:
    """Every unordered pair of different decks (and each reversed, with ``both_orders``)."""
    pairs = list(itertools.combinations(decks, 2))
    if both_orders:
        pairs += [(b, a) for a, b in pairs]
    return pairs


def profile_ours(args: argparse.Namespace, pairs: list[tuple[Path, Path]]) -> None:
    """cProfile of our self-play of the same games, top functions by cumulative time."""
    profile = cProfile.Profile()
    for path_a, path_b in pairs:
        deck_a, deck_b = read_deck(path_a), read_deck(path_b)
        deck_a.definitions(), deck_b.definitions()  # compiled before the profile starts
        profile.enable()
        for _ in play_games(
            deck_a,
            deck_b,
            games=args.games,
            seed=args.seed,
            ruleset=args.ruleset,
            max_decisions=args.max_decisions,
        ):
            pass
        profile.disable()
    print(f"\nwhere our time goes ({len(pairs)} pairs, {args.games} games each, profiled):")
    pstats.Stats(profile, stream=sys.stdout).sort_stats("cumulative").print_stats(PROFILE_LINES)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="games per pair, each engine (5)")
    parser.add_argument("--seed", type=int, default=1, help="game i of a pair uses seed S+i (1)")
    parser.add_argument("--ruleset", default="current", choices=("current", "cr2011"))
    parser.add_argument("--max-decisions", type=int, default=5000, help="per game (5000)")
    parser.add_argument(
        "--shared",
        type=Path,
        default=REPO.parent / "shared",
        help="the shared folder holding peers/ (default: ../shared next to the repository)",
    )
    parser.add_argument(
        "--phase-venv",
        type=Path,
        default=HERE / ".venv-phase",
        help="the virtual environment for phase-python (made when missing)",
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        metavar="K",
        help="run each engine K times per pair, alternately, and keep its best rate (1)",
    )
    parser.add_argument("--both-orders", action="store_true", help="also each pair reversed")
    parser.add_argument("--profile", action="store_true", help="then profile our self-play")
    return parser


def _table(rows: list[Row], args: argparse.Namespace) -> Table:
    table = Table(
        title=f"random self-play, {args.games} games per pair from seed {args.seed}, "
        f"best of {args.repeat} (ours: ruleset {args.ruleset}); "
        f"target ours/phase >= {TARGET_RATIO:g}"
    )
    table.add_column("deck pair (A vs B)", no_wrap=True)
    table.add_column("ours decisions/s", justify="right")
    table.add_column("phase decisions/s", justify="right")
    table.add_column("ours/phase", justify="right")
    for row in rows:
        table.add_row(
            f"{row.deck_a} vs {row.deck_b}",
            f"{row.ours:,.1f}",
            f"{row.phase:,.1f}",
            f"{row.ratio:.2f}",
        )
    return table


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    console = Console()
    err = Console(stderr=True)
    try:
        if min(args.games, args.max_decisions, args.repeat) < 1:
            raise BenchError("--games, --max-decisions and --repeat must be at least 1")
        peers = args.shared / "peers"
        script = peers / "phase_selfplay.py"
        if not script.is_file():
            raise BenchError(
                f"{script} not found: the peer's script and decks are in the shared folder's "
                "peers/ (give its place with --shared PATH)"
            )
        decks = sorted((peers / "decks").glob("*.txt"))
        if len(decks) < 2:
            raise BenchError(f"{peers / 'decks'} holds fewer than two decks (*.txt)")
        python = ensure_phase(args.phase_venv, err)
        pairs = deck_pairs(decks, args.both_orders)
        rows: list[Row] = []
        started = time.perf_counter()
        for path_a, path_b in pairs:
            names = f"{path_a.stem} vs {path_b.stem}"
            ours, phase = 0.0, 0.0
            for run in range(1, args.repeat + 1):  # alternated, the best of each kept
                err.print(f"{names}: ours (run {run}) ...", highlight=False)
                ours = max(ours, run_ours(args, path_a, path_b))
                err.print(f"{names}: phase (run {run}) ...", highlight=False)
                phase = max(phase, run_phase(args, python, script, path_a, path_b))
            rows.append(Row(path_a.stem, path_b.stem, ours, phase))
        console.print(_table(rows, args))
        lowest = min(rows, key=lambda row: row.ratio)
        met = sum(row.ratio >= TARGET_RATIO for row in rows)
        console.print(
            f"lowest ratio {lowest.ratio:.2f} ({lowest.deck_a} vs {lowest.deck_b}); "
            f"target >= {TARGET_RATIO:g} met on {met} of {len(rows)} pairs; "
            f"wall time {time.perf_counter() - started:.0f} s",
            highlight=False,
            soft_wrap=True,
        )
        if args.profile:
            profile_ours(args, pairs)
    except (BenchError, RulesError) as error:
        err.print(f"[red]error:[/red] {error}", highlight=False, soft_wrap=True)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
