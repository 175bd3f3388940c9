"""The card database and the ``mtgrules cards`` command: MTGJSON files (gzipped or not),
bundled data, case-insensitive look-ups with suggestions, clear errors without tracebacks."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from mtgrules.cards.cli import main
from mtgrules.cards.coverage import DAMAGE_LIFE, measure
from mtgrules.cards.database import (
    CardDatabase,
    bundled_database,
    default_database,
    import_file,
    parse_atomic,
    read_mtgjson,
    write_compact,
)
from mtgrules.cards.errors import CardDataError, UnknownCardError

ATOMIC = {
    "meta": {"version": "test"},
    "data": {
        "Shock": [
            {
                "name": "Shock",
                "manaCost": "{R}",
                "type": "Instant",
                "types": ["Instant"],
                "text": "Shock deals 2 damage to any target.",
                "layout": "normal",
            }
        ],
        "Scryer": [
            {
                "name": "Scryer",
                "manaCost": "{U}",
                "types": ["Sorcery"],
                "text": "Venture into the dungeon.",
            }
        ],
    },
}


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    plain = tmp_path / "cards.json"
    plain.write_text(json.dumps(ATOMIC))
    packed = tmp_path / "cards.json.gz"
    packed.write_bytes(gzip.compress(json.dumps(ATOMIC).encode()))
    return {"plain": plain, "gz": packed}


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Imports go to a temporary directory, never the user's."""
    where = tmp_path / "userdata"
    monkeypatch.setenv("MTGRULES_DATA_DIR", str(where))
    return where


@pytest.mark.parametrize("kind", ["plain", "gz"])
def test_reads_mtgjson_gzipped_or_not(files: dict[str, Path], kind: str) -> None:
    cards = read_mtgjson(files[kind])
    assert set(cards) == {"Shock", "Scryer"}
    assert cards["Shock"].mana_cost == "{R}"


@pytest.mark.parametrize(
    "content",
    [
        b"not json",
        b'{"data": []}',
        b"[1, 2]",
        b'{"data": {"X": []}}',
        b'{"data": {"X": [{"types": 3}]}}',
    ],
)
def test_malformed_files_are_card_data_errors(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(CardDataError):
        read_mtgjson(path)


def test_missing_file() -> None:
    with pytest.raises(CardDataError, match="can't read"):
        read_mtgjson("/nonexistent/cards.json")


def test_lookup_is_case_insensitive_with_suggestions() -> None:
    db = bundled_database()
    assert db.face("LIGHTNING BOLT").name == "Lightning Bolt"
    with pytest.raises(UnknownCardError) as error:
        db.face("Lightening Bolt")
    assert "Lightning Bolt" in error.value.suggestions
    assert "did you mean" in str(error.value)


def test_bundled_data_is_complete() -> None:
    """The package carries all 35,033 cards (load time: ``benchmarks/card_data.py``)."""
    bundled_database.cache_clear()
    db = bundled_database()
    assert len(db) == 35033


def test_import_then_show_and_coverage(
    files: dict[str, Path], data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    count, where = import_file(files["gz"])
    assert count == 2 and where.parent == data_dir
    assert len(default_database()) == 2
    assert main(["cards", "show", "shock"]) == 0
    out = capsys.readouterr().out
    assert "Shock deals 2 damage to any target." in out and "supported" in out
    assert main(["cards", "show", "Scryer"]) == 0
    assert "unsupported: Venture into the dungeon." in capsys.readouterr().out
    assert main(["cards", "show", "Shokk"]) == 2
    assert "did you mean 'Shock'" in capsys.readouterr().out
    assert main(["cards", "coverage", "--cards", str(files["plain"])]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1] == "damage/life subset supported: 1/1 (100.0%)"


def test_bad_input_is_an_error_without_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert main(["cards", "import", str(bad)]) == 2
    assert main(["cards", "coverage", "--cards", str(tmp_path / "none.json")]) == 2
    out = capsys.readouterr().out
    assert "error:" in out and "Traceback" not in out


def test_coverage_counts_the_damage_life_subset() -> None:
    db = CardDatabase(parse_atomic(ATOMIC))
    result = measure(db.faces())
    assert (result.total, result.supported, result.subset, result.subset_supported) == (2, 1, 1, 1)
    assert result.shapes["Venture into the dungeon."] == 1
    assert DAMAGE_LIFE.search("Regenerate target creature")


def test_the_compact_format_round_trips(tmp_path: Path, files: dict[str, Path]) -> None:
    """The package's own format (written by scripts/build_card_data.py and by import) reads
    back the same cards, lazily."""
    cards = read_mtgjson(files["gz"])
    out = tmp_path / "cards.jsonl.gz"
    write_compact(cards, out)
    db = CardDatabase.from_file(out)
    assert {f.name: f for f in db.faces()} == cards
    first = out.read_bytes()
    write_compact(cards, out)
    assert out.read_bytes() == first  # reproducible


def test_a_damaged_compact_file_is_a_card_data_error(tmp_path: Path) -> None:
    bad = tmp_path / "cards.jsonl"
    bad.write_text('{"format":"mtgrules-cards/1","names":["A","B"]}\n["A"]')
    with pytest.raises(CardDataError, match="damaged"):
        CardDatabase.from_file(bad)
    bad.write_text('{"format":"mtgrules-cards/1","names":["A"]}\n[1, 2]')
    with pytest.raises(CardDataError, match="damaged"):
        CardDatabase.from_file(bad).face("A")
