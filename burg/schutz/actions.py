"""Actions of Im Schutze der Burg: one class per kind of decision, with a stable JSON form.

Every action names the seat that takes it and the decisions it ``answers``. ``Game.legal_actions()``
lists them and ``Game.apply()`` takes them (or their JSON form); ``ACTIONS`` parses and checks them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from burg.core.actions import MALFORMED_RULE, Action, ActionSet, interned
from burg.core.errors import IllegalAction
from burg.schutz.data import HAND, KINDS

__all__ = ["MALFORMED_RULE", "Action", "interned"]  # and the action classes below


@dataclass(frozen=True, slots=True)
class ChooseCards(Action):
    """Secretly choose this round's person card(s) (Auswahl der Personenkarten)."""

    cards: tuple[str, ...]
    type: ClassVar[str] = "choose_cards"
    answers: ClassVar[tuple[str, ...]] = ("choose_cards",)

    def normalized(self) -> ChooseCards:
        """Cards in hand order: one form per choice (§S2)."""
        return replace(self, cards=tuple(sorted(self.cards, key=_hand_index)))


@dataclass(frozen=True, slots=True)
class ChooseWorkerPieces(Action):
    """Arbeiter C's owner picks its 2 free pieces from sand, wood and clay."""

    kinds: tuple[str, ...]
    type: ClassVar[str] = "choose_worker_pieces"
    answers: ClassVar[tuple[str, ...]] = ("worker_pieces",)

    def normalized(self) -> ChooseWorkerPieces:
        """Pieces in kind order: one form per choice."""
        return replace(self, kinds=tuple(sorted(self.kinds, key=_kind_index)))


@dataclass(frozen=True, slots=True)
class PlaceTrader(Action):
    """Händler: put a helper at a cart or the rider (displacing an old foreign helper there)."""

    cart: str
    type: ClassVar[str] = "place_trader"
    answers: ClassVar[tuple[str, ...]] = ("trader",)


@dataclass(frozen=True, slots=True)
class TakeFromTower(Action):
    """Maurer: take all pieces of one kind from the defence tower."""

    kind: str
    type: ClassVar[str] = "take_from_tower"
    answers: ClassVar[tuple[str, ...]] = ("tower",)


@dataclass(frozen=True, slots=True)
class BuyPiece(Action):
    """Steinmetz: buy one piece from another player's Arbeiter card for 1 taler."""

    seller: int
    card: str
    kind: str
    type: ClassVar[str] = "buy_piece"
    answers: ClassVar[tuple[str, ...]] = ("buy",)


@dataclass(frozen=True, slots=True)
class SellLastPiece(Action):
    """Steinmetz asked for the last piece of one's Arbeiter card: sell it for 1 taler."""

    type: ClassVar[str] = "sell_last_piece"
    answers: ClassVar[tuple[str, ...]] = ("sell",)


@dataclass(frozen=True, slots=True)
class KeepLastPiece(Action):
    """Steinmetz asked for the last piece of one's Arbeiter card: refuse, keep it."""

    type: ClassVar[str] = "keep_last_piece"
    answers: ClassVar[tuple[str, ...]] = ("sell",)


@dataclass(frozen=True, slots=True)
class ChooseBuilding(Action):
    """Choose a building template to build; its payment is the next decision."""

    building: str
    type: ClassVar[str] = "choose_building"
    answers: ClassVar[tuple[str, ...]] = ("build",)


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """Pay for the chosen building.

    ``pieces`` are the pieces paid per kind (sand, wood, clay, stone); ``from_silver`` says how many
    of them were taken from the carts in exchange for silver put into the forge.
    """

    building: str
    pieces: tuple[int, int, int, int]
    from_silver: tuple[int, int, int, int] = (0, 0, 0, 0)
    type: ClassVar[str] = "pay"
    answers: ClassVar[tuple[str, ...]] = ("payment",)

    @classmethod
    def malformed(cls, field: str, value: Any) -> IllegalAction:
        """Payment vectors are four whole numbers (sand, wood, clay, stone)."""
        if field in ("pieces", "from_silver"):
            return IllegalAction("pay.malformed", rule="Zahlung in Rohstoffen")
        return IllegalAction("action.malformed", rule=MALFORMED_RULE, detail=f"{field}={value!r}")


@dataclass(frozen=True, slots=True)
class PlaceHelper(Action):
    """Maurer/Steinmetz: put a helper into a slot, from personal supply or from one's own cart."""

    building: str
    slot: int
    source: str = "supply"
    type: ClassVar[str] = "place_helper"
    answers: ClassVar[tuple[str, ...]] = ("helpers",)


@dataclass(frozen=True, slots=True)
class PalasConvert(Action):
    """Final scoring, Palas: convert one piece into VP (silver through the forge into ``into``)."""

    kind: str
    into: str = ""
    type: ClassVar[str] = "palas_convert"
    answers: ClassVar[tuple[str, ...]] = ("palas",)


@dataclass(frozen=True, slots=True)
class Back(Action):
    """Leave the payment of a chosen building and choose again."""

    type: ClassVar[str] = "back"
    answers: ClassVar[tuple[str, ...]] = ("payment",)


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Pass / finish the current step (no trader, no more builds, buys, helpers or conversions)."""

    type: ClassVar[str] = "done"
    answers: ClassVar[tuple[str, ...]] = (
        "trader",
        "buy",
        "build",
        "helpers",
        "palas",
        "winter",
        "woo",
    )


# --- the winter game (Die Burg im Winter) ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LoseCard(Action):
    """Pest or Schneeverwehung: put one person card out of the game."""

    card: str
    type: ClassVar[str] = "lose_card"
    answers: ClassVar[tuple[str, ...]] = ("winter",)


@dataclass(frozen=True, slots=True)
class PayTalers(Action):
    """Pest or Schneeverwehung: pay the talers the winter card asks for instead."""

    type: ClassVar[str] = "pay_talers"
    answers: ClassVar[tuple[str, ...]] = ("winter",)


@dataclass(frozen=True, slots=True)
class ReturnStone(Action):
    """Mauerbruch: return ``count`` stone to the supply for 3 VP each; ``silver`` of them were
    first taken from the cart for silver put into the forge."""

    count: int
    silver: int = 0
    type: ClassVar[str] = "return_stone"
    answers: ClassVar[tuple[str, ...]] = ("winter",)


@dataclass(frozen=True, slots=True)
class Woo(Action):
    """Burgfräulein: put one piece (``item`` a kind) or one taler (``"taler"``) on the card."""

    item: str
    type: ClassVar[str] = "woo"
    answers: ClassVar[tuple[str, ...]] = ("woo",)


@dataclass(frozen=True, slots=True)
class TakeStake(Action):
    """Burgfräulein won: take one item (a piece kind or ``"taler"``) from the card."""

    item: str
    type: ClassVar[str] = "take_stake"
    answers: ClassVar[tuple[str, ...]] = ("share",)


@dataclass(frozen=True, slots=True)
class ReturnMerchant(Action):
    """Dorfschänke: a Händler who cannot pay the toll takes one of his merchant helpers back."""

    cart: str
    type: ClassVar[str] = "return_merchant"
    answers: ClassVar[tuple[str, ...]] = ("toll",)


@dataclass(frozen=True, slots=True)
class RecallInnkeeper(Action):
    """Dorfschänke: with Händler, Maurer or Steinmetz, take one's innkeeper back to supply."""

    type: ClassVar[str] = "recall_innkeeper"
    answers: ClassVar[tuple[str, ...]] = ("trader", "helpers")


ACTIONS = ActionSet(
    ChooseCards,
    ChooseWorkerPieces,
    PlaceTrader,
    TakeFromTower,
    BuyPiece,
    SellLastPiece,
    KeepLastPiece,
    ChooseBuilding,
    Pay,
    PlaceHelper,
    PalasConvert,
    Back,
    Done,
    LoseCard,
    PayTalers,
    ReturnStone,
    Woo,
    TakeStake,
    ReturnMerchant,
    RecallInnkeeper,
)
ACTION_TYPES = ACTIONS.types
canonical = ACTIONS.canonical
action_from_json = ACTIONS.from_json


def _hand_index(card: str) -> tuple[int, str]:
    return (HAND.index(card), "") if card in HAND else (len(HAND), card)


def _kind_index(kind: str) -> tuple[int, str]:
    return (KINDS.index(kind), "") if kind in KINDS else (len(KINDS), kind)
