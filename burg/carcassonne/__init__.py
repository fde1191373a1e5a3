"""Carcassonne – Die Burg (Reiner Knizia, Hans im Glück 2003): tile laying for 2 inside a castle
wall that is also the score track.

The rules reference is ``/work/shared/rules/carcassonne-die-burg.md`` (sections §2–§5, decisions
C1 …); the decisions the engine takes are listed in ``docs/rules-decisions.md``. The components
are data (``model``; the loader ``data``), the rules code (``rules``).
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
