"""Loading scenario files: every problem is found before anything runs, and reported with
the file, the line and a hint; the command exits with code 2 and prints no trace."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.cli import main
from mtgrules.scenario import ScenarioError, load_scenario, parse_scenario, run_scenario

GOOD = """\
title = "Shock the bears"
ruleset = "current"

[start]
step = "precombat main"
active = "alice"

[[players]]
id = "alice"

[[players.battlefield]]
id = "mountain"
card = "Mountain"

[[players.hand]]
id = "shock"
card = "Shock"

[[players]]
id = "bob"

[[players.battlefield]]
id = "bears"
card = "Grizzly Bears"

[[actions]]
cast = "shock"
targets = ["bears"]

[[actions]]
pass = 2

[expect]
zone = { bears = "graveyard" }
"""


def _error(source: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as caught:
        run_scenario(parse_scenario(source, "bad.toml"))
    return caught.value


def _line(source: str, text: str) -> int:
    return next(n for n, line in enumerate(source.splitlines(), 1) if text in line)


def test_a_good_scenario_loads_and_passes() -> None:
    outcome = run_scenario(parse_scenario(GOOD, "good.toml"))
    assert outcome.passed
    assert not outcome.game.is_on_battlefield(outcome.ids["bears"])


def test_toml_syntax_error_names_its_line() -> None:
    source = GOOD.replace('id = "bob"', 'id = "bob')
    error = _error(source)
    assert error.path == "bad.toml"
    assert error.line == _line(source, 'id = "bob')
    assert "not valid TOML" in str(error)


def test_unknown_key_names_its_line_and_suggests_the_known_key() -> None:
    source = GOOD.replace('targets = ["bears"]', 'targetz = ["bears"]')
    error = _error(source)
    assert error.line == _line(source, "targetz")
    assert "unknown key 'targetz'" in str(error)
    assert "did you mean 'targets'" in error.hint


def test_unknown_action_suggests_the_known_one() -> None:
    source = GOOD.replace("pass = 2", "passs = 2")
    error = _error(source)
    assert error.line == _line(source, "passs")
    assert "unknown action 'passs'" in str(error)
    assert "'pass'" in error.hint


def test_wrong_type_names_the_value_and_its_line() -> None:
    source = GOOD.replace("pass = 2", 'pass = "twice"')
    error = _error(source)
    assert error.line == _line(source, "pass =")
    assert "actions[2].pass must be an integer, not text" in str(error)


def test_wrong_type_in_a_player_table() -> None:
    source = GOOD.replace('id = "bob"', 'id = "bob"\nlife = "twenty"')
    error = _error(source)
    assert error.line == _line(source, "life =")
    assert "players[2].life must be an integer" in str(error)


def test_unknown_card_suggests_close_names() -> None:
    source = GOOD.replace('card = "Grizzly Bears"', 'card = "Grizly Bears"')
    error = _error(source)
    assert error.line == _line(source, "Grizly")
    assert "unknown card 'Grizly Bears'" in str(error)
    assert "Grizzly Bears" in str(error)


def test_unknown_id_in_an_action() -> None:
    source = GOOD.replace('targets = ["bears"]', 'targets = ["bear"]')
    error = _error(source)
    assert error.line == _line(source, 'targets = ["bear"]')
    assert "unknown id 'bear'" in str(error)
    assert "did you mean 'bears'" in error.hint


def test_unknown_id_in_an_expectation() -> None:
    source = GOOD.replace('zone = { bears = "graveyard" }', 'zone = { beers = "graveyard" }')
    error = _error(source)
    assert error.line == _line(source, "beers")
    assert "unknown card id 'beers'" in str(error)


def test_an_id_used_twice() -> None:
    source = GOOD.replace('id = "shock"', 'id = "bears"')
    error = _error(source)
    assert "the id 'bears' is used twice" in str(error)


def test_illegal_action_names_the_rule_the_line_and_what_the_game_waits_for() -> None:
    # Alice can't attack from her main phase: the game waits for her priority.
    source = GOOD.replace('cast = "shock"\ntargets = ["bears"]', 'attack = { bears = "alice" }')
    error = _error(source)
    assert error.line == _line(source, "attack =")
    assert error.rule is not None
    assert "waits for alice: priority" in error.hint
    assert 'cast = "shock", targets = ["bears"]' in error.hint


def test_an_action_of_the_turn_structure_needs_a_start() -> None:
    start = '[start]\nstep = "precombat main"\nactive = "alice"\n'
    error = _error(GOOD.replace(start, ""))
    assert "need a [start] table" in str(error)


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError) as caught:
        load_scenario(tmp_path / "nothing.toml")
    assert "can't read the file" in str(caught.value)


def test_inline_card_text_that_does_not_compile_names_the_clause() -> None:
    source = GOOD.replace(
        'card = "Grizzly Bears"',
        'name = "Odd Bear"\ntype = "Creature"\npower = 2\ntoughness = 2\n'
        'text = "Whenever the moon is full, draw a card."',
    )
    error = _error(source)
    assert error.line == _line(source, "[[players.battlefield]]") or error.line is not None
    assert "Odd Bear is not supported" in str(error)


def test_bad_files_exit_2_with_the_error_and_no_trace_of_any_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good, bad = tmp_path / "good.toml", tmp_path / "bad.toml"
    good.write_text(GOOD, encoding="utf-8")
    bad.write_text(GOOD.replace("pass = 2", "pass = 0"), encoding="utf-8")
    assert main(["run", str(good), str(bad)]) == 2
    out = capsys.readouterr().out
    assert f"{bad}:{_line(GOOD, 'pass = 2')}" in out
    assert "must be at least 1" in out
    assert "Traceback" not in out
    assert "Shock the bears" not in out  # nothing of the good file ran either


def test_check_reports_a_bad_file_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "good.toml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "bad.toml").write_text(GOOD.replace("ruleset", "rulset"), encoding="utf-8")
    assert main(["check", str(tmp_path)]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "1 passed, 1 failed"
    assert any(line.startswith("ERROR") and "unknown key 'rulset'" in line for line in lines)
