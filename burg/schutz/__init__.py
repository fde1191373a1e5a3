"""Im Schutze der Burg (A Castle for All Seasons): the summer game and Die Burg im Winter.

The rules it plays, with every decision it takes: docs/rules/schutz.md.

>>> from burg.schutz import Game
>>> game = Game(players=4, seed=1)
>>> game.pending.kind
'choose_cards'
"""

from burg.core.errors import BurgError, IllegalAction, PositionError
from burg.core.events import Event
from burg.schutz import messages as messages  # registers the game's error texts
from burg.schutz.actions import (
    Action,
    Back,
    BuyPiece,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    Done,
    KeepLastPiece,
    LoseCard,
    PalasConvert,
    Pay,
    PayTalers,
    PlaceHelper,
    PlaceTrader,
    RecallInnkeeper,
    ReturnMerchant,
    ReturnStone,
    SellLastPiece,
    TakeFromTower,
    TakeStake,
    Woo,
    action_from_json,
)
from burg.schutz.game import Decision, Game, Standing

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
    "KeepLastPiece",
    "LoseCard",
    "PalasConvert",
    "Pay",
    "PayTalers",
    "PlaceHelper",
    "PlaceTrader",
    "PositionError",
    "RecallInnkeeper",
    "ReturnMerchant",
    "ReturnStone",
    "SellLastPiece",
    "Standing",
    "TakeFromTower",
    "TakeStake",
    "Woo",
    "action_from_json",
]
