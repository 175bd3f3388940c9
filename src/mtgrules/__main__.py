"""``python -m mtgrules``: the ``mtgrules`` command."""

import sys

from mtgrules.cli import main

if __name__ == "__main__":
    sys.exit(main())
