"""Card data speed: loading the bundled data from a cold start, and compiling a whole
MTGJSON AtomicCards file (issue goals: under 1 s and under 60 s).

Run: ``python benchmarks/card_data.py [--cards PATH]`` (default: the bundled data only).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

from mtgrules.cards.compiler import compile_face
from mtgrules.cards.database import read_mtgjson

_COLD_LOAD = (
    "import time; t = time.perf_counter(); "
    "from mtgrules.cards.database import bundled_database; db = bundled_database(); "
    "print(len(db), time.perf_counter() - t)"
)


def cold_load() -> tuple[int, float]:
    """Cards in the bundled data and seconds to load them, in a fresh interpreter."""
    out = subprocess.run(
        [sys.executable, "-c", _COLD_LOAD], check=True, capture_output=True, text=True
    ).stdout.split()
    return int(out[0]), float(out[1])


def compile_all(path: Path) -> tuple[int, int, float]:
    """Cards in the file, cards supported, seconds to read and compile them all."""
    start = time.perf_counter()
    faces = read_mtgjson(path)
    supported = sum(1 for face in faces.values() if compile_face(face).supported)
    return len(faces), supported, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="an MTGJSON AtomicCards file to compile")
    args = parser.parse_args()
    count, seconds = cold_load()
    print(f"bundled data: {count} cards loaded in {seconds:.3f} s (goal < 1 s)")
    if args.cards is not None:
        total, supported, seconds = compile_all(args.cards)
        print(f"compiled {total} cards ({supported} supported) in {seconds:.1f} s (goal < 60 s)")


if __name__ == "__main__":
    main()
