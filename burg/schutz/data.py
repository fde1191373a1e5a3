"""Component data of the game, loaded once from ``data/components.toml``.

Every number of the game lives in that table with its confidence label (what the labels mean:
docs/rules/schutz.md); this module only turns it into fast, typed constants for the rules code.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

_RAW: dict[str, Any] = tomllib.loads(
    resources.files("burg.schutz").joinpath("data/components.toml").read_text(encoding="utf-8")
)

#: Piece kinds in a fixed order; pieces are held as 5-element count lists in this order.
KINDS: tuple[str, ...] = ("sand", "wood", "clay", "stone", "silver")
SAND, WOOD, CLAY, STONE, SILVER = range(5)
#: The four kinds with building points (carts); silver travels on the rider.
BUILD_KINDS: tuple[str, ...] = KINDS[:4]
#: Merchant positions: the four carts (by the kind they carry) and the rider.
CARTS: tuple[str, ...] = ("sand", "wood", "clay", "stone", "rider")
KIND_INDEX: dict[str, int] = {k: i for i, k in enumerate(KINDS)}
CART_INDEX: dict[str, int] = {c: i for i, c in enumerate(CARTS)}

PIECE_COUNT: tuple[int, ...] = tuple(_RAW["pieces"][k]["count"] for k in KINDS)
POINTS: tuple[int, ...] = tuple(_RAW["pieces"][k]["points"] for k in KINDS)
DELIVERY: tuple[int, ...] = tuple(_RAW["pieces"][k]["delivery"] for k in KINDS)
TALERS_TOTAL: int = _RAW["talers"]["total"]

_SETUP = _RAW["setup"]
ROUNDS: dict[int, int] = {int(k): v for k, v in _SETUP["rounds"].items()}
HELPERS: dict[int, int] = {int(k): v for k, v in _SETUP["helpers"].items()}
CARDS_TO_CHOOSE: dict[int, int] = {int(k): v for k, v in _SETUP["cards_to_choose"].items()}
START_TALERS: int = _SETUP["start_talers"]
START_PIECES: tuple[int, ...] = tuple(_SETUP["start_pieces"].get(k, 0) for k in KINDS)
START_TOWER: tuple[int, ...] = tuple(_SETUP["defence_tower"].get(k, 0) for k in KINDS)
VP_TRACK: int = _RAW["vp_track"]["spaces"]

_CARDS = _RAW["cards"]
#: The 8 person cards of every hand, in resolution order.
HAND: tuple[str, ...] = tuple(_CARDS["hand"])
WORKER_CARDS: tuple[str, ...] = ("arbeiter_a", "arbeiter_b", "arbeiter_c")
#: Resolution rank of every card (Kartenfolge); all Arbeiter share one rank.
CARD_RANK: dict[str, int] = {
    c: _CARDS["order"].index("arbeiter" if c in WORKER_CARDS else c) for c in HAND
}
BOTE_TALERS: int = _CARDS["bote_talers"]
BAUMEISTER_VP: int = _CARDS["baumeister_vp_per_building"]
BUILDS_PER_CARD: int = _CARDS["builds_per_card"]
HELPERS_PER_CARD: int = _CARDS["helpers_per_card"]
MIN_KINDS: int = _RAW["building_rules"]["min_kinds"]


@dataclass(frozen=True, slots=True)
class WorkerStock:
    """What an Arbeiter card is stocked with (Bestücken der Arbeiterkarten)."""

    fixed: tuple[int, ...]
    choice: int
    choice_kinds: tuple[int, ...]


WORKERS: dict[str, WorkerStock] = {
    c: WorkerStock(
        fixed=tuple(_RAW["workers"][c]["fixed"].get(k, 0) for k in KINDS),
        choice=_RAW["workers"][c]["choice"],
        choice_kinds=tuple(KIND_INDEX[k] for k in _RAW["workers"][c]["choice_kinds"]),
    )
    for c in WORKER_CARDS
}


@dataclass(frozen=True, slots=True)
class BuildingType:
    """One building type of the castle (Liste der Bauwerke)."""

    key: str
    name_de: str
    count: int
    value: int
    vp: int
    fees: tuple[int, ...]
    prebuilt: bool
    is_tower: bool
    is_house: bool
    conf: dict[str, str]


BUILDING_TYPES: dict[str, BuildingType] = {
    key: BuildingType(
        key=key,
        name_de=b["name_de"],
        count=b["count"],
        value=b["value"],
        vp=b["vp"],
        fees=tuple(b["slots"]),
        prebuilt=b.get("prebuilt", False),
        is_tower=b.get("tower", False),
        is_house=b.get("house", False),
        conf=dict(b["conf"]),
    )
    for key, b in _RAW["buildings"].items()
}


def _template_ids() -> dict[str, str]:
    ids: dict[str, str] = {}
    for key, bt in BUILDING_TYPES.items():
        if bt.count == 1:
            ids[key] = key
        else:
            for i in range(1, bt.count + 1):
                ids[f"{key}_{i}"] = key
    return ids


#: Every building in the castle by id ("turm_3") -> its type key ("turm").
BUILDING_OF: dict[str, str] = _template_ids()
#: The building templates that can be built (all but Markt and Schmiede).
TEMPLATES: tuple[str, ...] = tuple(
    b for b, t in BUILDING_OF.items() if not BUILDING_TYPES[t].prebuilt
)
PREBUILT: tuple[str, ...] = tuple(b for b, t in BUILDING_OF.items() if BUILDING_TYPES[t].prebuilt)
#: Buildings with helper slots (Gehilfenplätze).
SLOT_BUILDINGS: tuple[str, ...] = tuple(b for b, t in BUILDING_OF.items() if BUILDING_TYPES[t].fees)

_SCORING = _RAW["scoring"]
SCORING_ORDER: tuple[str, ...] = tuple(_SCORING["order"])
BERGFRIED_VP_PER_FREE_SLOT: int = _SCORING["bergfried_vp_per_free_slot"]
TAVERNE_HELPERS_PER_VP: tuple[int, ...] = tuple(_SCORING["taverne_helpers_per_vp"])
GROSSES_TOR_VP_PER_TOWER: int = _SCORING["grosses_tor_vp_per_tower"]
KLEINES_TOR_VP_PER_TOWER: int = _SCORING["kleines_tor_vp_per_tower"]
STALL_VP_PER_HOUSE: tuple[int, ...] = tuple(_SCORING["stall_vp_per_house"])
GESINDEHAUS_VP_PER_TEMPLATE: int = _SCORING["gesindehaus_vp_per_template"]
MARKT_TALERS_PER_VP: tuple[int, ...] = tuple(_SCORING["markt_talers_per_vp"])
SCHMIEDE_BARS_PER_VP: tuple[int, ...] = tuple(_SCORING["schmiede_bars_per_vp"])
PALAS_PIECES_PER_HELPER: int = _RAW["buildings"]["palas"]["palas_pieces_per_helper"]
_WINTER = _RAW["winter"]
WINTER_MARKED_FIELDS: tuple[int, ...] = tuple(_WINTER["marked_fields"])
#: The six winter cards (Die Burg im Winter) and those that stay in play once drawn.
WINTER_CARDS: tuple[str, ...] = tuple(_WINTER["cards"])
WINTER_STAYS: tuple[str, ...] = tuple(_WINTER["stays"])
INNKEEPER_FEE: int = _WINTER["innkeeper_fee"]
INN_TOLL: int = _WINTER["inn_toll"]
GRANARY_FEE: int = _WINTER["granary_fee"]
GRANARY_VP: tuple[int, ...] = tuple(_WINTER["granary_vp"])
PEST_TALER_PER_CARD: int = _WINTER["pest_taler_per_card"]
WALL_MOST_STONE: int = _WINTER["wall_most_stone"]
WALL_VP_PER_STONE: int = _WINTER["wall_vp_per_stone"]
LADY_VP: int = _WINTER["lady_vp"]
SNOW_TALERS: int = _WINTER["snow_talers"]


@cache
def winter_draw_rounds(rounds_total: int) -> tuple[int, ...]:
    """The rounds that draw a winter card: round r takes the taler of field N + 1 - r."""
    return tuple(
        r for r in range(1, rounds_total + 1) if rounds_total + 1 - r in WINTER_MARKED_FIELDS
    )


def raw_table() -> dict[str, Any]:
    """The component table as loaded (for documentation and the lessons)."""
    return _RAW
