"""``mtgrules rule NUMBER [--lang en|fr]``: print a rule from the bundled rules excerpts.

Wire into the ``mtgrules`` parser with :func:`add_rule_command`, and dispatch
``args.command == "rule"`` to :func:`run_rule_command`. An unknown rule or language prints
which excerpts the package has and exits with code 2.
"""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.markup import escape

from mtgrules.explain.errors import ExplainError, UnknownRuleError
from mtgrules.explain.languages import LANGUAGES, check_language
from mtgrules.explain.rules_text import Excerpt, find_rule, listing, normalize, subrules

FOUND = 0
NOT_FOUND = 2
LANGUAGE_NAMES = {"en": "English", "fr": "French"}
# How each language cites the rules: "CR" (Comprehensive Rules), "RC" (Règles complètes).
EDITION_NAMES = {"en": ("CR", "Comprehensive Rules"), "fr": ("RC", "Règles complètes")}


def add_rule_command(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add ``rule NUMBER [--lang en|fr]`` to the ``mtgrules`` command."""
    rule = subparsers.add_parser(
        "rule", help="print a rule's text from the bundled Comprehensive Rules excerpts"
    )
    rule.add_argument("number", help="a rule number, e.g. 510.1c")
    # No ``choices``: an unknown language gets the message listing the excerpts, exit 2.
    rule.add_argument("--lang", default="en", help=f"language: {', '.join(LANGUAGES)}")


def run_rule_command(args: argparse.Namespace, console: Console) -> int:
    """Print the rule ``args.number`` in ``args.lang``; when the rule has no excerpt in that
    language, its English text with a note. 0 when found, 2 (with the list of the bundled
    excerpts) when not."""
    lang: str = getattr(args, "lang", "en") or "en"
    try:
        check_language(lang)
        excerpt, text, note = _lookup(args.number, lang)
    except ExplainError as error:
        console.print(f"[red]error:[/red] {escape(str(error))}")
        if not isinstance(error, UnknownRuleError):
            console.print(escape(listing()))
        return NOT_FOUND
    number = normalize(args.number)
    citation, rules = EDITION_NAMES.get(excerpt.lang, EDITION_NAMES["en"])
    language = LANGUAGE_NAMES.get(excerpt.lang, excerpt.lang)
    console.print(
        f"[bold]{citation} {number}[/bold]  ({rules} {excerpt.edition}, {excerpt.title}, "
        f"{language})"
    )
    if note:
        console.print(f"[yellow]{escape(note)}[/yellow]")
    console.print(escape(text))
    below = subrules(excerpt, number)
    if below:
        console.print(f"subrules: {', '.join(below)}")
    return FOUND


def _lookup(number: str, lang: str) -> tuple[Excerpt, str, str | None]:
    """The excerpt and text of the rule in ``lang``, else in English with a note."""
    try:
        excerpt, text = find_rule(number, lang)
        return excerpt, text, None
    except UnknownRuleError:
        if lang == "en":
            raise
    excerpt, text = find_rule(number, "en")
    return excerpt, text, f"no {LANGUAGE_NAMES[lang]} excerpt has this rule: the English text"
