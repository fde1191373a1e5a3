"""``python -m burg``: see ``burg.cli`` (``--game`` chooses the game)."""

from burg.cli import main

raise SystemExit(main())
