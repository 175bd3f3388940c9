"""The scenario reports on a terminal, with rich: the trace as a tree of actions and their
events (each a sentence citing its rule), then the expectations, expected against actual."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text
from rich.tree import Tree

from mtgrules.explain import explain
from mtgrules.scenario.describe import describe_spec, toml_value
from mtgrules.scenario.errors import ScenarioError
from mtgrules.scenario.expectations import Check
from mtgrules.scenario.messages import kind_label, message
from mtgrules.scenario.running import Outcome


def title_of(outcome: Outcome) -> str:
    scenario = outcome.scenario
    rule = f"CR {scenario.rule}: " if scenario.rule else ""
    return f"{rule}{scenario.title} ({scenario.ruleset})"


def _start_label(outcome: Outcome, lang: str) -> str:
    start = outcome.scenario.start
    if start is None:
        return message(lang, "setup")
    active = next(p.name for p in outcome.scenario.players if p.id == start.active)
    return message(lang, "start", turn=start.turn, active=active)


def trace(outcome: Outcome, lang: str) -> Tree:
    """The actions of the scenario in order, each with the sentences of its events."""
    tree = Tree(Text(outcome.scenario.file, style="dim"))
    game = outcome.game
    for number, record in enumerate(outcome.records):
        if record.action is None:
            label = Text(_start_label(outcome, lang), style="cyan")
        else:
            label = Text(f"{number}. ", style="cyan")
            label.append(describe_spec(record.action), style="cyan")
            if record.action.note:
                label.append(f"  # {record.action.note}", style="dim")
        branch = tree.add(label)
        for event in record.events:
            branch.add(Text(explain(event, game, lang)))
        if record.error is not None:
            branch.add(Text(message(lang, "illegal", error=str(record.error)), style="yellow"))
    return tree


def show_value(value: object) -> str:
    return value if isinstance(value, str) else toml_value(value)


def check_label(check: Check, lang: str) -> str:
    return kind_label(lang, check.expectation.kind, check.expectation.subject)


def expectations(outcome: Outcome, lang: str) -> Table:
    table = Table(title=message(lang, "expectations"), title_justify="left")
    for column in ("check", "when", "expected", "actual"):
        table.add_column(message(lang, column))
    table.add_column("")
    for check in outcome.checks:
        when = (
            message(lang, "at_end")
            if check.after is None
            else message(lang, "after", n=check.after)
        )
        mark = Text("✓", style="green") if check.passed else Text("✗", style="bold red")
        table.add_row(
            check_label(check, lang),
            when,
            show_value(check.expected),
            show_value(check.actual),
            mark,
        )
    return table


def print_outcome(console: Console, outcome: Outcome, lang: str = "en") -> None:
    console.print(Text(title_of(outcome), style="bold"), soft_wrap=True)
    console.print(trace(outcome, lang))
    if outcome.checks:
        console.print(expectations(outcome, lang))
    if outcome.stopped:
        console.print(Text(message(lang, "stopped", reason=outcome.stopped), style="red"))
    verdict = message(lang, "passed" if outcome.passed else "failed")
    style = "bold green" if outcome.passed else "bold red"
    console.print(Text(f"=> {verdict}", style=style))
    console.print()


def check_line(outcome: Outcome) -> Text:
    """One line for ``mtgrules check``: the verdict, the file, and what failed."""
    if outcome.passed:
        line = Text("PASS ", style="green")
        line.append(f"{outcome.scenario.file}  {title_of(outcome)}")
        return line
    line = Text("FAIL ", style="bold red")
    line.append(f"{outcome.scenario.file}  {title_of(outcome)}")
    for check in outcome.checks:
        if not check.passed:
            line.append(
                f"; {check_label(check, 'en')}: expected {show_value(check.expected)}, "
                f"actual {show_value(check.actual)}"
            )
    if outcome.stopped:
        line.append(f"; {outcome.stopped}")
    return line


def print_error(console: Console, error: ScenarioError) -> None:
    console.print(f"[red]error:[/red] {escape(str(error))}")
