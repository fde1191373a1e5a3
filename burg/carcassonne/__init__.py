"""Carcassonne – Die Burg (Reiner Knizia, Hans im Glück 2003): tile laying for 2 inside a castle
wall that is also the score track.

The rules are those of ``docs/rules/carcassonne.md``, cited as ``§<id>``: its sections (§2–§5),
placement rules (§L1 …), decisions (§C1 …, the engine's own among them) and worked examples
(§E1 …). The castle and tiles are our reconstruction (§7). The components are data (``model``;
the loader ``data``), the rules code (``rules``).
"""

from typing import TYPE_CHECKING

from burg.carcassonne import messages as messages  # registers the game's error texts
from burg.core.registry import lazy_attributes

if TYPE_CHECKING:
    from burg.carcassonne.actions import (
        ACTIONS,
        Action,
        EndTurn,
        ExtraTurn,
        Follower,
        NoFollower,
        Place,
        Score,
        ScoreDouble,
        action_from_json,
    )
    from burg.carcassonne.game import Decision, Game
    from burg.carcassonne.model import Castle, StartField, TileType, Tower

#: What the package offers, imported on first use: finding the family's games (their
#: ``record``) does not load the engine.
_LAZY = {
    "ACTIONS": "burg.carcassonne.actions",
    "Action": "burg.carcassonne.actions",
    "EndTurn": "burg.carcassonne.actions",
    "ExtraTurn": "burg.carcassonne.actions",
    "Follower": "burg.carcassonne.actions",
    "NoFollower": "burg.carcassonne.actions",
    "Place": "burg.carcassonne.actions",
    "Score": "burg.carcassonne.actions",
    "ScoreDouble": "burg.carcassonne.actions",
    "action_from_json": "burg.carcassonne.actions",
    "Decision": "burg.carcassonne.game",
    "Game": "burg.carcassonne.game",
    "Castle": "burg.carcassonne.model",
    "StartField": "burg.carcassonne.model",
    "TileType": "burg.carcassonne.model",
    "Tower": "burg.carcassonne.model",
}

__getattr__ = lazy_attributes(__name__, _LAZY)


__all__ = [
    "ACTIONS",
    "Action",
    "Castle",
    "Decision",
    "EndTurn",
    "ExtraTurn",
    "Follower",
    "Game",
    "NoFollower",
    "Place",
    "Score",
    "ScoreDouble",
    "StartField",
    "TileType",
    "Tower",
    "action_from_json",
]
