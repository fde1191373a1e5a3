"""The games of the family, found by name: the conformance test, saves and the front page use it."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from burg.core.game import Game

#: name -> the module path of its ``Game`` class (imported on first use).
GAMES: dict[str, str] = {
    "schutz": "burg.schutz.game:Game",
    "wettkampf": "burg.wettkampf.game:Game",
    "carcassonne": "burg.carcassonne.game:Game",
}


def game_class(name: str) -> type[Game]:
    """The ``Game`` class of the game called ``name`` (a key of ``GAMES``)."""
    module, _, attr = GAMES[name].partition(":")
    return getattr(import_module(module), attr)
