"""``python -m burg`` and the ``burg`` script: each game's command line, chosen by ``--game``.

``burg simulate …`` and ``burg replay FILE`` are Im Schutze der Burg's (``burg.schutz.cli``), as
they always were; ``--game wettkampf`` or ``--game carcassonne`` (anywhere on the line) passes
the rest to ``burg.wettkampf.cli`` or ``burg.carcassonne.cli``. ``replay`` without ``--game``
reads which game a save file is of.
"""

from __future__ import annotations

import json
import sys
from importlib import import_module
from pathlib import Path

#: Each game's command line (a module with ``main(argv)``).
CLIS: dict[str, str] = {
    "schutz": "burg.schutz.cli",
    "wettkampf": "burg.wettkampf.cli",
    "carcassonne": "burg.carcassonne.cli",
}


def _game_of_save(argv: list[str]) -> str | None:
    """``replay FILE``: the game a save file names (``None`` if it cannot be read: the game's
    own command then reports the problem)."""
    args = [a for a in argv if not a.startswith("-")]
    if len(args) < 2 or args[0] != "replay":
        return None
    try:
        data = json.loads(Path(args[1]).read_bytes())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    if data.get("format") == "burg-wettkampf-position":
        return "wettkampf"
    if data.get("format") == "burg-carcassonne-position":
        return "carcassonne"
    game = data.get("game")
    return game if game in CLIS else None


def main(argv: list[str] | None = None) -> int:
    """Run the command line of the game named by ``--game`` (default: Im Schutze der Burg)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] and argv[0] in ("hint", "review"):  # the coach reads the game from the file
        return int(import_module("burg.coach_cli").main(argv))
    game = None
    for i, a in enumerate(argv):
        if a == "--game" and i + 1 < len(argv):
            game = argv[i + 1]
            del argv[i : i + 2]
            break
        if a.startswith("--game="):
            game = a.split("=", 1)[1]
            del argv[i]
            break
    if game is not None and game not in CLIS:
        print(f"unknown game {game!r}; known: {', '.join(CLIS)}", file=sys.stderr)
        return 2
    game = game or _game_of_save(argv) or "schutz"
    if game == "schutz" and argv[:1] in (["-h"], ["--help"]):
        print(f"--game {{{','.join(CLIS)}}}: the game (default schutz)\n")
    return int(import_module(CLIS[game]).main(argv))
