"""``mtgrules demo`` runs the scenario files of the rules excerpts' examples that the
package ships, with their traces, in English or French."""

from __future__ import annotations

import pytest

from mtgrules.cli import main
from mtgrules.scenario.discovery import bundled_examples


def test_demo_runs_every_shipped_example_and_all_pass(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    examples = bundled_examples()
    assert len(examples) >= 15
    assert out.count("=> passed") == len(examples)
    assert "FAILED" not in out
    for title in (
        "Ajani's Pridemate and two creatures with lifelink (cr2011)",
        "Boon Reflection, wither and lifelink, and a prevention shield (cr2011)",
        "Worship and Awe Strike against two 5/5 attackers (current)",
        "Enormous Baloth and Durkwood Boars (cr2011)",
    ):
        assert title in out
    assert "CR 119.4c" in out and "CR 510.2" in out  # events cite their rules


def test_demo_in_french_cites_the_rules_as_rc(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert out.count("=> réussi") == len(bundled_examples())
    assert "(RC 510.2)" in out


def test_demo_filters_by_ruleset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--ruleset", "current"]) == 0
    out = capsys.readouterr().out
    assert "(current)" in out and "(cr2011)" not in out


@pytest.mark.parametrize("option", [["--ruleset", "cr1999"], ["--lang", "de"]])
def test_demo_rejects_an_unknown_option_value(option: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["demo", *option])
    assert exit_info.value.code == 2
