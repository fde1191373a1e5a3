"""Carcassonne – Die Burg (Reiner Knizia, Hans im Glück 2003): tile laying for 2 inside a castle
wall that is also the score track.

The rules are those of ``docs/rules/carcassonne.md``, cited as ``§<id>``: its sections (§2–§5),
placement rules (§L1 …), decisions (§C1 …, the engine's own among them) and worked examples
(§E1 …). The castle and tiles are our reconstruction (§7). The components are data (``model``;
the loader ``data``), the rules code (``rules``).
"""

from burg.carcassonne import messages as messages  # registers the game's error texts
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
