"""`mtgrules demo` runs the examples of the rules excerpts under both rulesets."""

from __future__ import annotations

import pytest

from mtgrules.cli import main


def test_demo_prints_every_example_with_its_outcome(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    for ruleset in ("cr2011", "current"):
        assert f"Boon Reflection ({ruleset})" in out
    assert out.count("active player at 22 life, 3/3 has 2 damage marked") == 2
    assert out.count("defending player at 2 life") == 1  # cr2011: the example as written
    assert out.count("defending player at 6 life (today Awe Strike's life gain") == 1
    assert out.count("Pridemate triggered 2 times; it is now 4/4") == 2
    assert "CR 119.4c" in out and "CR 120.4d" in out


def test_demo_rejects_an_unknown_ruleset() -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["demo", "--ruleset", "cr1999"])
    assert exit_info.value.code == 2
