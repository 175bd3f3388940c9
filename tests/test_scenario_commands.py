"""``mtgrules run`` and ``mtgrules check``: traces, verdicts and exit codes, JSON output, and
the shipped examples of the rules excerpts, which must all pass."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mtgrules.cli import main
from tests.test_scenario_loading import GOOD

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


@pytest.fixture
def scenario(tmp_path: Path) -> Path:
    path = tmp_path / "shock.toml"
    path.write_text(GOOD, encoding="utf-8")
    return path


def test_run_prints_the_trace_and_exits_0(
    scenario: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["run", str(scenario)]) == 0
    out = capsys.readouterr().out
    assert "Shock the bears" in out
    assert 'cast = "shock", targets = ["bears"]' in out
    assert "CR 704.5g" in out  # the bears die as a state-based action
    assert "passed" in out


def test_run_exits_1_and_shows_expected_and_actual(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "wrong.toml"
    path.write_text(
        GOOD.replace('zone = { bears = "graveyard" }', "life = { bob = 17 }"), encoding="utf-8"
    )
    assert main(["run", str(path)]) == 1
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if "life of bob" in line)
    assert re.search(r"17\s*│\s*20", row), row  # expected 17, actual 20
    assert "FAILED" in out


def test_an_expected_error_passes_and_leaves_the_game_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # CR 118.4 / today's 119.4: a player can't pay more life than they have.
    source = GOOD.replace(
        "[[actions]]\npass = 2",
        '[[actions]]\npass = 2\n\n[[actions]]\npay_life = 25\nplayer = "bob"\n'
        'expect_error = { rule = "119.4", message = "pay" }',
    ).replace('zone = { bears = "graveyard" }', "life = { bob = 20 }")
    path = tmp_path / "pay.toml"
    path.write_text(source, encoding="utf-8")
    assert main(["run", str(path)]) == 0
    assert "illegal, as expected" in capsys.readouterr().out


def test_an_action_expected_to_fail_that_succeeds_fails_the_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = GOOD.replace("pass = 2", 'pass = 2\nexpect_error = "117.3"')
    path = tmp_path / "no-error.toml"
    path.write_text(source, encoding="utf-8")
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "expected to be illegal" in out
    assert out.splitlines()[-1] == "0 passed, 1 failed"


def test_run_json_has_events_with_class_fields_and_rule(
    scenario: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["run", "--json", str(scenario)]) == 0
    document = json.loads(capsys.readouterr().out)
    [result] = document["scenarios"]
    assert result["passed"] is True
    events = [e for step in result["steps"] for e in step["events"]]
    dealt = next(e for e in events if e["class"] == "DamageDealt")
    assert dealt["rule"].startswith("120.")  # CR 120: damage, today
    assert dealt["fields"]["recipient"] == "bears"
    assert dealt["fields"]["amount"] == 2
    assert isinstance(dealt["text"], str) and dealt["text"]
    [check] = result["expectations"]
    assert check == {
        "kind": "zone",
        "subject": "bears",
        "after_action": None,
        "expected": "graveyard",
        "actual": "graveyard",
        "passed": True,
    }


def test_run_json_reports_a_bad_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(GOOD.replace("pass = 2", "pass = true"), encoding="utf-8")
    assert main(["run", "--json", str(path)]) == 2
    [error] = json.loads(capsys.readouterr().out)["errors"]
    assert error["file"] == str(path)
    assert error["line"] == GOOD.splitlines().index("pass = 2") + 1


def test_check_json_parses(scenario: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--json", str(scenario)]) == 0
    document = json.loads(capsys.readouterr().out)
    assert (document["passed"], document["failed"], document["errors"]) == (1, 0, [])


def test_check_examples_passes_every_shipped_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    """``examples/cr`` is a symbolic link to the package's examples: check follows it."""
    assert (EXAMPLES / "cr").is_symlink()
    files = list((EXAMPLES / "cr").glob("*.toml"))
    assert len(files) >= 15
    assert main(["check", str(EXAMPLES)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == f"{len(files)} passed, 0 failed"
    assert sum(line.startswith("PASS ") for line in lines) == len(files)


EXCERPT_EXAMPLES = {
    # rule of the example, ruleset: how many scenarios play it (both branches of 510.2)
    ("2011 118.9", "cr2011"): 1,
    ("2011 119.4", "cr2011"): 2,  # Boon Reflection; Worship and Awe Strike
    ("2011 119.4", "current"): 1,  # Worship and Awe Strike: the outcome differs today
    ("2011 119.5", "cr2011"): 2,
    ("2011 510.1c", "cr2011"): 4,  # three Vastwood Gorger examples; Baloth and Boars
    ("510.1c", "current"): 3,  # the Gorger examples: no damage assignment order today
    ("2011 510.2", "cr2011"): 2,  # Mogg Fanatic sacrificed, or not
}


def test_every_example_of_the_rules_excerpts_has_its_scenarios() -> None:
    found: dict[tuple[str, str], int] = {}
    for path in (EXAMPLES / "cr").glob("*.toml"):
        text = path.read_text(encoding="utf-8")
        rule = re.search(r'^rule = "(.*)"$', text, re.M)
        ruleset = re.search(r'^ruleset = "(.*)"$', text, re.M)
        assert rule and ruleset, path
        key = (rule.group(1), ruleset.group(1))
        found[key] = found.get(key, 0) + 1
    for key, count in EXCERPT_EXAMPLES.items():
        assert found.get(key, 0) >= count, key
