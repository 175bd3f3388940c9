"""The ``mtgrules`` command."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import fields

from rich.console import Console
from rich.table import Table

from mtgrules.cards.cli import add_cards_command, run_cards_command
from mtgrules.engine import Game
from mtgrules.errors import RulesError
from mtgrules.events import Event
from mtgrules.examples import EXAMPLES
from mtgrules.rules.damage import describe
from mtgrules.turn_events import PriorityPassed

ENTITY_FIELDS = frozenset({"source", "recipient", "original", "player", "permanent", "affected"})


def _details(game: Game, event: Event) -> str:
    """The event's fields, with players and objects by name."""
    shown = []
    for f in fields(event):
        value = getattr(event, f.name)
        if f.name == "rule" or value is None:
            continue
        if f.name in ENTITY_FIELDS and isinstance(value, int):
            value = describe(game.state, value)
        elif f.name == "effect" and isinstance(value, int):
            value = game.describe_effect(value)
        shown.append(f"{f.name}={value}")
    return ", ".join(shown)


def demo(console: Console, rulesets: Sequence[str]) -> int:
    """Run the examples of the rules excerpts and print their events with the rules."""
    for ruleset in rulesets:
        for example in EXAMPLES:
            game, events, summary = example.build(ruleset)
            table = Table(
                title=f"CR {example.rule} example: {example.title} ({ruleset})",
                title_justify="left",
            )
            table.add_column("event")
            table.add_column("details")
            table.add_column("rule", justify="right")
            for event in events:
                if isinstance(event, PriorityPassed):
                    continue  # every step's passes: left out of the demo's tables
                table.add_row(type(event).__name__, _details(game, event), f"CR {event.rule}")
            console.print(table)
            console.print(f"  => {summary}\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="mtgrules", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    demo_parser = commands.add_parser("demo", help="run the examples of the rules excerpts")
    demo_parser.add_argument("--ruleset", choices=["current", "cr2011", "both"], default="both")
    add_cards_command(commands)
    args = parser.parse_args(argv)
    console = Console()
    try:
        if args.command == "cards":
            return run_cards_command(args, console)
        if args.command == "demo":
            rulesets = ["cr2011", "current"] if args.ruleset == "both" else [args.ruleset]
            return demo(console, rulesets)
    except RulesError as error:
        console.print(f"[red]error:[/red] {error}")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
