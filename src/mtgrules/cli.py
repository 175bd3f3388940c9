"""The ``mtgrules`` command: run and check scenario files, the demo of the rules' examples,
the rules' text, the card database, and self-play."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.markup import escape

from mtgrules.cards.cli import add_cards_command, run_cards_command
from mtgrules.errors import RulesError
from mtgrules.explain.cli import add_rule_command, run_rule_command
from mtgrules.scenario import Outcome, ScenarioError, load_scenario, parse_scenario, run_scenario
from mtgrules.scenario.discovery import bundled_examples, scenario_files
from mtgrules.scenario.json_output import error_json, outcome_json
from mtgrules.scenario.output import check_line, print_error, print_outcome
from mtgrules.selfplay.cli import add_selfplay_command, run_selfplay_command

PASSED, FAILED, BAD_INPUT = 0, 1, 2
LANGS = ("en", "fr")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mtgrules", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="run scenario files and print their traces")
    run.add_argument("files", nargs="+", metavar="FILE")
    run.add_argument("--lang", choices=LANGS, default="en")
    run.add_argument("--json", action="store_true", help="machine-readable output")
    check = commands.add_parser("check", help="run every scenario under the paths, one line each")
    check.add_argument("paths", nargs="+", metavar="PATH")
    check.add_argument("--json", action="store_true", help="machine-readable output")
    demo = commands.add_parser("demo", help="run the examples of the rules excerpts")
    demo.add_argument("--lang", choices=LANGS, default="en")
    demo.add_argument("--ruleset", choices=["current", "cr2011", "both"], default="both")
    add_rule_command(commands)
    add_cards_command(commands)
    add_selfplay_command(commands)
    return parser


def _load_all(files: Sequence[str]) -> tuple[list[Outcome], list[ScenarioError]]:
    """Run every file (nothing printed yet): the outcomes, and the files that can't run."""
    outcomes, errors = [], []
    for file in scenario_files(files):
        try:
            outcomes.append(run_scenario(load_scenario(file)))
        except ScenarioError as error:
            errors.append(error)
    return outcomes, errors


def _json(document: Any) -> None:
    sys.stdout.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def _verdict(outcomes: Sequence[Outcome]) -> int:
    return PASSED if all(o.passed for o in outcomes) else FAILED


def run(console: Console, files: Sequence[str], lang: str, as_json: bool) -> int:
    """``mtgrules run``: every file is loaded and run before anything is printed; a bad file
    prints its error (file, line, hint) and nothing runs: exit 2."""
    outcomes, errors = _load_all(files)
    if errors:
        if as_json:
            _json({"errors": [error_json(e) for e in errors]})
        for error in [] if as_json else errors:
            print_error(console, error)
        return BAD_INPUT
    if as_json:
        _json({"scenarios": [outcome_json(o, lang) for o in outcomes]})
    else:
        for outcome in outcomes:
            print_outcome(console, outcome, lang)
    return _verdict(outcomes)


def check(console: Console, paths: Sequence[str], as_json: bool) -> int:
    """``mtgrules check``: one line per scenario, then ``N passed, N failed``."""
    outcomes, errors = _load_all(paths)
    passed = sum(o.passed for o in outcomes)
    failed = len(outcomes) - passed + len(errors)
    if as_json:
        _json(
            {
                "scenarios": [outcome_json(o, events=False) for o in outcomes],
                "errors": [error_json(e) for e in errors],
                "passed": passed,
                "failed": failed,
            }
        )
    else:
        for outcome in outcomes:
            console.print(check_line(outcome), soft_wrap=True)
        for error in errors:
            console.print(f"[bold red]ERROR[/bold red] {escape(str(error))}", soft_wrap=True)
        console.print(f"{passed} passed, {failed} failed", highlight=False, soft_wrap=True)
    return BAD_INPUT if errors else (PASSED if not failed else FAILED)


def demo(console: Console, lang: str, rulesets: Sequence[str]) -> int:
    """``mtgrules demo``: the scenario files of the rules' examples shipped in the package,
    with their traces."""
    outcomes = []
    for name, text in bundled_examples():
        scenario = parse_scenario(text, name)
        if scenario.ruleset in rulesets:
            outcomes.append(run_scenario(scenario))
    for outcome in outcomes:
        print_outcome(console, outcome, lang)
    return _verdict(outcomes)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    console = Console()
    try:
        if args.command == "cards":
            return run_cards_command(args, console)
        if args.command == "selfplay":
            return run_selfplay_command(args, console)
        if args.command == "rule":
            return run_rule_command(args, console)
        if args.command == "run":
            return run(console, args.files, args.lang, args.json)
        if args.command == "check":
            return check(console, args.paths, args.json)
        rulesets = ["cr2011", "current"] if args.ruleset == "both" else [args.ruleset]
        return demo(console, args.lang, rulesets)
    except RulesError as error:
        if getattr(args, "json", False) and isinstance(error, ScenarioError):
            _json({"errors": [error_json(error)]})
        else:
            console.print(f"[red]error:[/red] {escape(str(error))}")
        return BAD_INPUT


if __name__ == "__main__":
    sys.exit(main())
