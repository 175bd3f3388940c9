"""The rules excerpts bundled with the package (mtgrules/data/rules), by rule number and
language, and ``mtgrules rule NUMBER [--lang fr]``."""

from __future__ import annotations

import argparse
import io

import pytest
from rich.console import Console

from mtgrules.errors import RulesError
from mtgrules.explain import UnknownLanguageError, UnknownRuleError, excerpts, rule_text
from mtgrules.explain.cli import add_rule_command, run_rule_command
from mtgrules.explain.rules_text import find_rule, subrules


def test_cr510_1c_in_english_with_its_examples() -> None:
    """CR 2011 510.1c: a blocked creature assigns its combat damage to its blockers; the
    Vastwood Gorger and Enormous Baloth examples follow, each on a line of its own."""
    text = rule_text("510.1c")
    assert text.startswith("A blocked creature assigns its combat damage to the creatures")
    lines = text.splitlines()
    examples = [line for line in lines if line.startswith("Example:")]
    assert len(examples) == 4
    assert "Vastwood Gorger" in examples[0] and "Enormous Baloth" in examples[3]
    assert "510.1d" not in text and "blocking creature assigns" not in text  # next rule apart


def test_cr119_3_in_french() -> None:
    """RC 2011 119.3, from the French excerpt, and a subrule in the official terms."""
    assert rule_text("119.3", "fr").startswith(
        "Les blessures peuvent avoir un ou plusieurs des résultats suivants"
    )
    assert "marqueurs loyauté" in rule_text("119.3c", "fr")
    assert "lien de vie" in rule_text("119.3f", "fr")


def test_a_rule_printed_inside_the_previous_paragraph_is_split_off() -> None:
    """The French excerpt prints 119.8 at the end of 119.7's paragraph."""
    assert rule_text("119.7", "fr").endswith("« Sources de blessures. »")
    assert rule_text("119.8", "fr").startswith("Si une source devait infliger 0 blessure")


def test_rule_numbers_are_normalized_and_editions_kept_apart() -> None:
    assert rule_text("CR 510.1C.") == rule_text("510.1c")
    excerpt, text = find_rule("120.3b")
    assert excerpt.edition == "2022" and "that source’s controller" in text
    assert find_rule("119.3b")[0].edition == "2011"
    assert subrules(find_rule("510.1")[0], "510.1") == [f"510.1{c}" for c in "abcde"]


def test_the_listing_names_every_excerpt_edition_and_language() -> None:
    found = {(e.edition, e.section, e.lang) for e in excerpts()}
    assert found == {
        ("2011", "118", "en"),
        ("2011", "119", "en"),
        ("2011", "119", "fr"),
        ("2011", "510", "en"),
        ("2022", "120", "en"),
    }


def test_unknown_rule_error_lists_the_excerpts() -> None:
    with pytest.raises(UnknownRuleError) as caught:
        rule_text("702.19b")
    message = str(caught.value)
    assert isinstance(caught.value, RulesError)
    assert "no rule '702.19b'" in message
    for listed in ("CR 2011 119 Damage: 119.1-119.8 (en, fr)", "CR 2022 120", "CR 2011 510"):
        assert listed in message


def test_a_rule_without_a_french_excerpt_is_an_error_in_french() -> None:
    with pytest.raises(UnknownRuleError, match="in language 'fr'"):
        rule_text("510.1c", "fr")
    with pytest.raises(UnknownLanguageError):
        rule_text("119.3", "de")


# -- mtgrules rule -----------------------------------------------------------------------------
def run(*argv: str) -> tuple[int, str]:
    parser = argparse.ArgumentParser(prog="mtgrules")
    add_rule_command(parser.add_subparsers(dest="command", required=True))
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None)
    code = run_rule_command(parser.parse_args(["rule", *argv]), console)
    return code, out.getvalue()


def test_rule_command_prints_the_rule_and_exits_0() -> None:
    code, out = run("510.1c")
    assert code == 0
    assert "CR 510.1c" in out and "A blocked creature assigns its combat damage" in out


def test_rule_command_in_french() -> None:
    code, out = run("119.3a", "--lang", "fr")
    assert code == 0
    assert "RC 119.3a" in out and "font perdre à ce joueur autant de points de vie" in out


def test_rule_command_falls_back_to_english_with_a_note() -> None:
    code, out = run("510.2", "--lang", "fr")
    assert code == 0
    assert "no French excerpt" in out and "all combat damage" in out


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (("999.1",), "no rule '999.1'"),
        (("119.3", "--lang", "de"), "unknown language 'de'"),
    ],
)
def test_rule_command_unknown_rule_or_language_exits_2_with_the_listing(
    argv: tuple[str, ...], says: str
) -> None:
    code, out = run(*argv)
    assert code == 2
    assert says in out
    assert "The bundled rules excerpts are" in out and "Traceback" not in out
