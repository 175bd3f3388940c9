"""``mtgrules cards``: import card data, show a card, measure coverage.

Wire into the ``mtgrules`` parser with :func:`add_cards_command`, and dispatch
``args.command == "cards"`` to :func:`run_cards_command`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from mtgrules.cards.compiler import CompiledCard
from mtgrules.cards.coverage import Coverage, measure
from mtgrules.cards.database import CardDatabase, default_database, import_file
from mtgrules.cards.errors import UnknownCardError
from mtgrules.errors import RulesError

TOP_SHAPES = 20
NOT_FOUND = 2


def add_cards_command(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add ``cards import|show|coverage`` to the ``mtgrules`` command."""
    cards = subparsers.add_parser("cards", help="card data: import, show a card, coverage")
    actions = cards.add_subparsers(dest="cards_command", required=True)
    importing = actions.add_parser("import", help="use a newer MTGJSON AtomicCards file")
    importing.add_argument("path", help="an MTGJSON AtomicCards file (.json or .json.gz)")
    show = actions.add_parser("show", help="a card, its compiled abilities, and its support")
    show.add_argument("name", help="the card's name (any case)")
    show.add_argument("--cards", metavar="PATH", help="an MTGJSON AtomicCards file to use")
    coverage = actions.add_parser("coverage", help="how many cards of a file are supported")
    coverage.add_argument("--cards", metavar="PATH", help="an MTGJSON AtomicCards file")


def _database(path: str | None) -> CardDatabase:
    return CardDatabase.from_file(path) if path else default_database()


def show_card(console: Console, compiled: CompiledCard) -> None:
    face = compiled.face
    title = face.name + (f"  {face.mana_cost}" if face.mana_cost else "")
    console.print(f"[bold]{escape(title)}[/bold]")
    if face.back is not None:  # CR 712 (2011: 711): a transforming double-faced card
        console.print(escape(f"(front face; back face: {face.back.name})"))
    if face.front is not None:
        console.print(escape(f"(back face; front face: {face.front.name})"))
    console.print(escape(face.type_line))
    if face.power is not None or face.toughness is not None:
        console.print(f"{face.power}/{face.toughness}")
    if face.loyalty is not None:
        console.print(f"Loyalty: {face.loyalty}")
    if face.text:
        console.print(escape(face.text))
    console.print("\n[bold]compiled:[/bold]")
    rendered = compiled.rendered()
    for line in rendered or ["(no abilities)"]:
        console.print(f"  {escape(line)}")
    if compiled.supported:
        console.print("[green]supported[/green]")
    else:
        console.print(f"[red]unsupported:[/red] {escape(compiled.unsupported or '')}")
        if compiled.reason:
            console.print(f"  ({escape(compiled.reason)})")


def print_coverage(console: Console, result: Coverage) -> None:
    pct = Coverage.percent
    console.print(f"cards: {result.total}")
    console.print(
        f"supported: {result.supported}/{result.total} ({pct(result.supported, result.total)})"
    )
    console.print(f"damage/life subset: {result.subset} cards")
    console.print(
        f"compiled and rendered exactly, waiting for engine features: {result.waiting} "
        f"({result.subset_waiting} in the damage/life subset)"
    )
    if result.sole_needs:
        top = ", ".join(f"{name} ({count})" for name, count in result.sole_needs.most_common(10))
        console.print(
            "damage/life cards each engine feature alone would make supported: " + escape(top)
        )
    console.print(f"compiled in {result.seconds:.1f} s")
    table = Table(title=f"top {TOP_SHAPES} unsupported clause shapes", title_justify="left")
    table.add_column("cards", justify="right")
    table.add_column("clause")
    for clause, count in result.shapes.most_common(TOP_SHAPES):
        table.add_row(str(count), escape(clause))
    console.print(table)
    console.print(result.last_line(), markup=False, highlight=False)


def run_cards_command(args: argparse.Namespace, console: Console) -> int:
    """Run ``mtgrules cards ...``: 0 on success, 2 for an unknown card or bad input."""
    try:
        if args.cards_command == "import":
            count, where = import_file(args.path)
            console.print(f"imported {count} cards into {escape(str(where))}")
            return 0
        if args.cards_command == "show":
            database = _database(args.cards)
            try:
                compiled = database.compiled(args.name)
            except UnknownCardError as error:
                console.print(f"[red]error:[/red] {escape(str(error))}")
                return NOT_FOUND
            show_card(console, compiled)
            return 0
        database = _database(args.cards)
        print_coverage(console, measure(database.faces()))
        return 0
    except RulesError as error:
        console.print(f"[red]error:[/red] {escape(str(error))}")
        return 2


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m mtgrules.cards.cli ...``: the cards command on its own."""
    parser = argparse.ArgumentParser(prog="mtgrules")
    commands = parser.add_subparsers(dest="command", required=True)
    add_cards_command(commands)
    args = parser.parse_args(argv)
    return run_cards_command(args, Console())


if __name__ == "__main__":
    sys.exit(main())
