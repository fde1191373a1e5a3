"""Old home of Im Schutze der Burg's actions; kept so that people's notebooks that
``from burg.actions import ChooseCards …`` still work. The code lives in ``burg.schutz.actions``."""

from burg.schutz.actions import (  # noqa: F401 - re-exported: the names the module had
    ACTION_TYPES,
    ACTIONS,
    MALFORMED_RULE,
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
    canonical,
    interned,
)

#: What the module offered before the family: the action classes, their table, the readers.
__all__ = [
    "ACTIONS",
    "ACTION_TYPES",
    "MALFORMED_RULE",
    "Action",
    "action_from_json",
    "canonical",
    "interned",
    *(cls.__name__ for cls in ACTIONS.types.values()),
]
