"""``python -m burg``: see ``burg.schutz.cli``."""

from burg.schutz.cli import main

raise SystemExit(main())
