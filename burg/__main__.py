"""``python -m burg``: see ``burg.cli``."""

from burg.cli import main

raise SystemExit(main())
