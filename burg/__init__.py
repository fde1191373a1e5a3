"""Burg: an exact rules engine for Im Schutze der Burg (A Castle for All Seasons).

>>> from burg import Game
>>> game = Game(players=4, seed=1)
>>> game.pending.kind
'choose_cards'
"""

from burg.actions import (
    Action,
    Back,
    BuyPiece,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    Done,
    PalasConvert,
    Pay,
    PlaceHelper,
    PlaceTrader,
    TakeFromTower,
    action_from_json,
)
from burg.errors import BurgError, IllegalAction, PositionError
from burg.events import Event
from burg.game import Game
from burg.rules.flow import Decision
from burg.rules.scoring import Standing

__all__ = [
    "Action",
    "Back",
    "BurgError",
    "BuyPiece",
    "ChooseBuilding",
    "ChooseCards",
    "ChooseWorkerPieces",
    "Decision",
    "Done",
    "Event",
    "Game",
    "IllegalAction",
    "PalasConvert",
    "Pay",
    "PlaceHelper",
    "PlaceTrader",
    "PositionError",
    "Standing",
    "TakeFromTower",
    "action_from_json",
]
