"""Finding scenario files: under paths given on the command line (directories recursively,
following symbolic links), and the examples the package ships."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from importlib import resources
from pathlib import Path

from mtgrules.scenario.errors import ScenarioError

SUFFIX = ".toml"
EXAMPLES = "examples/cr"


def scenario_files(paths: Iterable[str]) -> list[Path]:
    """Every ``.toml`` file under ``paths``, in order; a ScenarioError for a missing path."""
    found: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_file():
            found.append(path)
        elif path.is_dir():
            found.extend(_walk(path))
        else:
            raise ScenarioError("no such file or directory", path=given)
    return found


def _walk(directory: Path) -> Iterator[Path]:
    seen: set[str] = set()
    for root, dirs, files in os.walk(directory, followlinks=True):
        real = os.path.realpath(root)
        if real in seen:  # a link back up the tree
            dirs.clear()
            continue
        seen.add(real)
        dirs.sort()
        for name in sorted(files):
            if name.endswith(SUFFIX):
                yield Path(root) / name


def bundled_examples() -> list[tuple[str, str]]:
    """The examples of the rules excerpts shipped in the package: (name, TOML text)."""
    folder = resources.files("mtgrules.data").joinpath(EXAMPLES)
    return sorted(
        (f"{EXAMPLES}/{item.name}", item.read_text(encoding="utf-8"))
        for item in folder.iterdir()
        if item.name.endswith(SUFFIX)
    )
