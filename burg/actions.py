"""Actions: small immutable values, one class per kind of decision, with a stable JSON form.

Every action names the seat that takes it. ``Game.legal_actions()`` lists them and
``Game.apply()`` takes them (or their JSON form).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Any, ClassVar, TypeVar

from burg.data import HAND, KINDS
from burg.errors import IllegalAction


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of all actions."""

    player: int
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        """A plain dict: ``{"type": ..., "player": ..., ...}``."""
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            v = getattr(self, f.name)
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out


@dataclass(frozen=True, slots=True)
class ChooseCards(Action):
    """Secretly choose this round's person card(s) (Auswahl der Personenkarten)."""

    cards: tuple[str, ...]
    type: ClassVar[str] = "choose_cards"


@dataclass(frozen=True, slots=True)
class ChooseWorkerPieces(Action):
    """Arbeiter C's owner picks its 2 free pieces from sand, wood and clay."""

    kinds: tuple[str, ...]
    type: ClassVar[str] = "choose_worker_pieces"


@dataclass(frozen=True, slots=True)
class PlaceTrader(Action):
    """Händler: put a helper at a cart or the rider (displacing an old foreign helper there)."""

    cart: str
    type: ClassVar[str] = "place_trader"


@dataclass(frozen=True, slots=True)
class TakeFromTower(Action):
    """Maurer: take all pieces of one kind from the defence tower."""

    kind: str
    type: ClassVar[str] = "take_from_tower"


@dataclass(frozen=True, slots=True)
class BuyPiece(Action):
    """Steinmetz: buy one piece from another player's Arbeiter card for 1 taler."""

    seller: int
    card: str
    kind: str
    type: ClassVar[str] = "buy_piece"


@dataclass(frozen=True, slots=True)
class ChooseBuilding(Action):
    """Choose a building template to build; its payment is the next decision."""

    building: str
    type: ClassVar[str] = "choose_building"


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


@dataclass(frozen=True, slots=True)
class PlaceHelper(Action):
    """Maurer/Steinmetz: put a helper into a slot, from personal supply or from one's own cart."""

    building: str
    slot: int
    source: str = "supply"
    type: ClassVar[str] = "place_helper"


@dataclass(frozen=True, slots=True)
class PalasConvert(Action):
    """Final scoring, Palas: convert one piece into VP (silver through the forge into ``into``)."""

    kind: str
    into: str = ""
    type: ClassVar[str] = "palas_convert"


@dataclass(frozen=True, slots=True)
class Back(Action):
    """Leave the payment of a chosen building and choose again."""

    type: ClassVar[str] = "back"


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Pass / finish the current step (no trader, no more builds, buys, helpers or conversions)."""

    type: ClassVar[str] = "done"


# --- the winter game (Die Burg im Winter) ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LoseCard(Action):
    """Pest or Schneeverwehung: put one person card out of the game."""

    card: str
    type: ClassVar[str] = "lose_card"


@dataclass(frozen=True, slots=True)
class PayTalers(Action):
    """Pest or Schneeverwehung: pay the talers the winter card asks for instead."""

    type: ClassVar[str] = "pay_talers"


@dataclass(frozen=True, slots=True)
class ReturnStone(Action):
    """Mauerbruch: return ``count`` stone to the supply for 3 VP each; ``silver`` of them were
    first taken from the cart for silver put into the forge."""

    count: int
    silver: int = 0
    type: ClassVar[str] = "return_stone"


@dataclass(frozen=True, slots=True)
class Woo(Action):
    """Burgfräulein: put one piece (``item`` a kind) or one taler (``"taler"``) on the card."""

    item: str
    type: ClassVar[str] = "woo"


@dataclass(frozen=True, slots=True)
class TakeStake(Action):
    """Burgfräulein won: take one item (a piece kind or ``"taler"``) from the card."""

    item: str
    type: ClassVar[str] = "take_stake"


@dataclass(frozen=True, slots=True)
class ReturnMerchant(Action):
    """Dorfschänke: a Händler who cannot pay the toll takes one of his merchant helpers back."""

    cart: str
    type: ClassVar[str] = "return_merchant"


@dataclass(frozen=True, slots=True)
class RecallInnkeeper(Action):
    """Dorfschänke: with Händler, Maurer or Steinmetz, take one's innkeeper back to supply."""

    type: ClassVar[str] = "recall_innkeeper"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (
        ChooseCards,
        ChooseWorkerPieces,
        PlaceTrader,
        TakeFromTower,
        BuyPiece,
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
}


A = TypeVar("A", bound=Action)


@lru_cache(maxsize=1 << 16, typed=True)
def interned(cls: type[A], *values: Any) -> A:
    """The shared instance of ``cls(*values)``. Actions are immutable and the rules list the same
    few thousand again and again; looking one up is much faster than making a frozen dataclass."""
    return cls(*values)


# The JSON/Python type of every action field: "int", "str", "strs" (tuple of str), "ints4".
_FIELD_TYPES: dict[str, str] = {
    "player": "int",
    "seller": "int",
    "slot": "int",
    "cart": "str",
    "kind": "str",
    "card": "str",
    "building": "str",
    "source": "str",
    "into": "str",
    "item": "str",
    "count": "int",
    "silver": "int",
    "cards": "strs",
    "kinds": "strs",
    "pieces": "ints4",
    "from_silver": "ints4",
}

# Rulebook section for malformed input: the turn structure (Spielablauf).
MALFORMED_RULE = "Spielablauf"


def _field_ok(kind: str, v: Any) -> bool:
    if kind == "int":
        return type(v) is int  # bools and floats are not seats, slots or counts
    if kind == "str":
        return type(v) is str
    if kind == "strs":
        return isinstance(v, (tuple, list)) and all(type(x) is str for x in v)
    return isinstance(v, (tuple, list)) and len(v) == 4 and all(type(x) is int for x in v)


def canonical(action: Action) -> Action:
    """Check every field's type strictly and bring unordered choices into their one order
    (cards in hand order, worker pieces in kind order); raise ``IllegalAction`` if malformed."""
    if not isinstance(action, Action) or type(action) not in ACTION_TYPES.values():
        raise IllegalAction("action.malformed", rule=MALFORMED_RULE, detail=type(action).__name__)
    changes: dict[str, Any] = {}
    for f in fields(action):
        v = getattr(action, f.name)
        if not _field_ok(_FIELD_TYPES[f.name], v):
            if f.name in ("pieces", "from_silver"):
                raise IllegalAction("pay.malformed", rule="Zahlung in Rohstoffen")
            raise IllegalAction("action.malformed", rule=MALFORMED_RULE, detail=f"{f.name}={v!r}")
        if isinstance(v, list):
            changes[f.name] = tuple(v)
    t = type(action)
    if t is ChooseCards:
        cards = changes.get("cards", action.cards)  # type: ignore[attr-defined]
        changes["cards"] = tuple(sorted(cards, key=_hand_index))
    elif t is ChooseWorkerPieces:
        kinds = changes.get("kinds", action.kinds)  # type: ignore[attr-defined]
        changes["kinds"] = tuple(sorted(kinds, key=_kind_index))
    return replace(action, **changes) if changes else action


def _hand_index(card: str) -> tuple[int, str]:
    return (HAND.index(card), "") if card in HAND else (len(HAND), card)


def _kind_index(kind: str) -> tuple[int, str]:
    return (KINDS.index(kind), "") if kind in KINDS else (len(KINDS), kind)


def action_from_json(data: Any) -> Action:
    """Parse an action's JSON form; raise ``IllegalAction`` for anything malformed."""
    if not isinstance(data, dict):
        raise IllegalAction("action.malformed", rule=MALFORMED_RULE, detail="not an object")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if type(kind) is str else None
    if cls is None:
        raise IllegalAction("action.malformed", rule=MALFORMED_RULE, detail=f"type {kind!r}")
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            if f.name in ("from_silver", "source", "into", "silver"):
                continue
            raise IllegalAction(
                "action.malformed", rule=MALFORMED_RULE, detail=f"missing field {f.name!r}"
            )
        kwargs[f.name] = data[f.name]
    extra = set(data) - {f.name for f in fields(cls)} - {"type"}
    if extra:
        raise IllegalAction(
            "action.malformed", rule=MALFORMED_RULE, detail=f"unknown fields {sorted(extra)}"
        )
    return canonical(cls(**kwargs))
