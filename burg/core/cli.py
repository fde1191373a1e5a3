"""What every game's command line shares (``python -m burg … replay``)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from burg.core.errors import BurgError


def replay(
    file: str, lang: str, load: Callable[[bytes], Any], narrate: Callable[[Any, str], list[str]]
) -> int:
    """Print the saved game in ``file`` as a narrated story in ``lang``; a file that cannot be
    read or loaded gives one line on standard error and exit status 2."""
    try:
        data = Path(file).read_bytes()
    except OSError as exc:
        print(f"cannot read {file}: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        game = load(data)
    except BurgError as exc:
        print(f"{file}: {exc.render(lang)}", file=sys.stderr)
        return 2
    for line in narrate(game, lang):
        print(line)
    return 0
