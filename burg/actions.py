"""Actions: small immutable values, one class per kind of decision, with a stable JSON form.

Every action names the seat that takes it. ``Game.legal_actions()`` lists them and
``Game.apply()`` takes them (or their JSON form).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

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
    )
}


def action_from_json(data: Any) -> Action:
    """Parse an action's JSON form; raise ``IllegalAction`` for anything malformed."""
    if not isinstance(data, dict):
        raise IllegalAction("action.malformed", detail="not an object")
    cls = ACTION_TYPES.get(data.get("type"))  # type: ignore[arg-type]
    if cls is None:
        raise IllegalAction("action.malformed", detail=f"unknown type {data.get('type')!r}")
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            if f.name in ("from_silver", "source", "into"):
                continue
            raise IllegalAction("action.malformed", detail=f"missing field {f.name!r}")
        v = data[f.name]
        if isinstance(v, list):
            v = tuple(v)
        kwargs[f.name] = v
    extra = set(data) - {f.name for f in fields(cls)} - {"type"}
    if extra:
        raise IllegalAction("action.malformed", detail=f"unknown fields {sorted(extra)}")
    return cls(**kwargs)
