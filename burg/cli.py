"""``python -m burg`` and the ``burg`` script: each game's command line, chosen by ``--game``.

``burg simulate …`` and ``burg replay FILE`` are Im Schutze der Burg's (``burg.schutz.cli``), as
they always were; ``--game NAME`` (anywhere on the line) passes the rest to the command line its
record names (``burg.core.registry``). ``replay`` without ``--game`` reads which game a save
file is of.
"""

from __future__ import annotations

import json
import sys
from importlib import import_module
from pathlib import Path

from burg.core.registry import records


def _game_of_save(argv: list[str]) -> str | None:
    """``replay FILE``: the game a save file names, or whose position format it is (``None``
    if it cannot be read: the game's own command then reports the problem)."""
    args = [a for a in argv if not a.startswith("-")]
    if len(args) < 2 or args[0] != "replay":
        return None
    try:
        data = json.loads(Path(args[1]).read_bytes())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    games = records()
    for name, r in games.items():
        if data.get("format") == r.position_format:
            return name
    game = data.get("game")
    return game if game in games else None


def main(argv: list[str] | None = None) -> int:
    """Run the command line of the game named by ``--game`` (default: the family's first game)."""
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
    games = records()
    if game is not None and game not in games:
        print(f"unknown game {game!r}; known: {', '.join(games)}", file=sys.stderr)
        return 2
    default = next(iter(games))  # the family's first game, as it always was
    game = game or _game_of_save(argv) or default
    if game == default and argv[:1] in (["-h"], ["--help"]):
        print(f"--game {{{','.join(games)}}}: the game (default {default})\n")
    return int(import_module(games[game].cli).main(argv))
