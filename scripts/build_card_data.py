"""Generate the bundled card data, ``src/mtgrules/data/cards.jsonl.gz``, from an MTGJSON
AtomicCards file (by default ``../shared/cards/atomic-cards.json.gz``).

    python scripts/build_card_data.py [SOURCE] [--out PATH]

The output keeps only the fields the compiler reads: a header line with every card name,
then one JSON array per card (parsed only when the card is looked up), gzipped; it is
byte-for-byte the same for the same input (sorted names, gzip mtime 0).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mtgrules.cards.database import read_mtgjson, write_compact
from mtgrules.errors import RulesError

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = ROOT.parent / "shared" / "cards" / "atomic-cards.json.gz"
DEFAULT_OUT = ROOT / "src" / "mtgrules" / "data" / "cards.jsonl.gz"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", nargs="?", default=str(DEFAULT_SOURCE))
    parser.add_argument("--out", default=str(DEFAULT_OUT))
    args = parser.parse_args(argv)
    try:
        cards = read_mtgjson(args.source)
    except RulesError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    out = Path(args.out)
    write_compact(cards, out)
    print(f"{len(cards)} cards -> {out} ({out.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
