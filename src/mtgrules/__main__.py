"""``python -m mtgrules``: the ``mtgrules`` command."""

import sys

from mtgrules.cli import main

sys.exit(main())
