"""The README's Python example runs as written and prints what its comments say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_python_example_runs() -> None:
    match = re.search(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert match is not None, "the README has a Python example"
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        exec(compile(match.group(1), str(README), "exec"), {})
    lines = output.getvalue().splitlines()
    assert lines[0] == "DamagePrevented 615.1"
    assert lines[1] == "DamageDealt 120.4b"
    assert lines[-1] == "7 19"


def test_readme_game_loop_example_runs() -> None:
    """The second Python example: the Vastwood Gorger example of CR 2011 510.1c."""
    examples = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert len(examples) >= 2, "the README has a game loop example"
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        exec(compile(examples[1], str(README), "exec"), {})
    lines = output.getvalue().splitlines()
    assert lines[0] == "order blockers"
    assert lines[1] == "[(3, 2), (4, 1), (5, 0)]"
    assert lines[2] == "False False"


def test_readme_test_command_is_what_ci_runs() -> None:
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()[-1]
    assert ci in README.read_text(encoding="utf-8")
