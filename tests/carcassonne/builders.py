"""Castles and positions for the Carcassonne tests, built from the model types: the board of
rules/carcassonne.md §7.4, the sample tiles of rules/carcassonne.md §7.5 and small boards for the
worked examples of rules/carcassonne.md §9."""

from __future__ import annotations

from collections.abc import Iterable

from burg.carcassonne.game import Game
from burg.carcassonne.model import Castle, StartField, TileType, Tower
from burg.carcassonne.rules import setup

#: The illustrative board of rules/carcassonne.md §7.4 ('#' = a space inside the wall).
MASK_74 = (
    "..#####..",
    "..#######",
    "#########",
    "#########",
    "#########",
    "#########",
    "#########",
    "########.",
    "########.",
    "...###...",
)
#: Its towers (rules/carcassonne.md §6), in track order.
TOWERS_74 = (
    ((0, 1), (0, 2), False),
    ((12, 13), (0, 7), True),
    ((16, 17), (1, 7), True),
    ((22, 23), (1, 9), True),
    ((33, 34), (7, 9), True),
    ((37, 38), (7, 8), True),
    ((43, 44), (9, 8), True),
    ((49, 50), (9, 6), True),
    ((53, 54), (10, 6), True),
    ((61, 62), (10, 3), True),
    ((65, 66), (9, 3), True),
    ((73, 74), (9, 0), True),
    ((88, 89), (2, 0), True),
    ((94, 95), (2, 2), True),
)
#: Its start fields (rules/carcassonne.md §7.4): id, cell, side, edge, markets.
STARTS_74 = (
    ("S1", (0, 4), "N", "-- P1 --", {}),
    ("S2", (3, 8), "E", "T1 T1 T1", {}),
    ("S3", (6, 8), "E", "-- P1 --", {}),
    ("S4", (9, 4), "S", "C1 C1 C1", {"C1": 1}),
    ("S5", (8, 1), "S", "H1 H1 H1", {}),
    ("S6", (5, 0), "W", "-- P1 --", {}),
    ("S7", (2, 1), "N", "C1 C1 C1", {}),
)
#: The sample tiles of rules/carcassonne.md §7.5: id -> (sides, extras).
SAMPLES: dict[str, tuple[str, dict]] = {
    "S-a": ("C1 P1 C2 | C2 C2 C2 | C2 P1 C1 | C1 C1 C1", {"fountains": frozenset({"P1"})}),
    "S-b": ("H1 H1 H1 | C1 C1 C1 | C1 P1 C2 | C2 C2 C2", {}),
    "S-c": ("C1 P1 C2 | C2 P2 C3 | C3 C3 C3 | C3 P3 C1", {"square": True}),
    "S-d": ("T1 T1 C1 | C1 C1 C1 | C1 C1 H1 | H1 H1 T1", {"markets": {"C1": 1}}),
    "S-e": ("C1 P1 C2 | C2 P1 C1 | C1 C1 C1 | C1 C1 C1", {"markets": {"C1": 1}}),
    "S-f": ("H1 P1 H2 | H2 H2 H2 | H2 P1 H1 | H1 H1 H1", {}),
    "S-g": ("C1 P1 C2 | C2 P1 C3 | C3 P1 C4 | C4 P1 C1", {}),
    "S-h": ("T1 T1 T1 | T1 C1 C1 | C1 P1 C1 | C1 C1 T1", {"square": True}),
}
#: Counts giving 60 tiles with the samples.
COUNTS = {"S-a": 8, "S-b": 8, "S-c": 6, "S-d": 8, "S-e": 8, "S-f": 8, "S-g": 6, "S-h": 8}


def tile(tid: str, sides: str, count: int = 1, **extras: object) -> TileType:
    """A tile type from a sides string ``"N0 N1 N2 | E… | S… | W…"`` (rules/carcassonne.md §2.1)."""
    parts = tuple(tuple(side.split()) for side in sides.split("|"))
    return TileType(id=tid, count=count, sides=parts, **extras)  # type: ignore[arg-type]


def sample(tid: str, count: int = 1, new_id: str | None = None) -> TileType:
    """One of the sample tiles of rules/carcassonne.md §7.5."""
    sides, extras = SAMPLES[tid]
    return tile(new_id or tid, sides, count, **extras)


def castle(
    mask: Iterable[str] = MASK_74,
    starts: Iterable[tuple] = STARTS_74,
    tiles: Iterable[TileType] | None = None,
    towers: Iterable[tuple] = TOWERS_74,
) -> Castle:
    """A castle: the board of rules/carcassonne.md §7.4 and the sample tiles of
    rules/carcassonne.md §7.5 unless told otherwise."""
    rows = list(mask)
    cells = frozenset((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#")
    sfs = tuple(
        StartField(
            id=i,
            cell=cell,
            side=side,
            edge=tuple(edge.split()),
            markets=dict(m),  # type: ignore[arg-type]
        )
        for i, cell, side, edge, m in starts
    )
    if tiles is None:
        tiles = [sample(t, n) for t, n in COUNTS.items()]
    return Castle(
        dataset="test",
        source="reconstruction",
        cells=cells,
        rows=len(rows),
        cols=max(len(r) for r in rows),
        track_length=100,
        towers=tuple(Tower(numbers=n, corner=c, wall_tile=w) for n, c, w in towers),
        start_fields=sfs,
        tiles=tuple(tiles),
    )


ILLUSTRATIVE = castle()


def position(
    c: Castle,
    draws: list[str],
    *,
    towers: dict[tuple[int, int], int] | None = None,
    start_player: int = 0,
    totals: tuple[int, int] = (0, 0),
    held: tuple[list[int], list[int]] = ([], []),
) -> Game:
    """A game on castle ``c`` whose stack yields tile ids ``draws`` in order; ``towers`` puts
    wall tiles on towers (by numbers), ``held`` gives wall tiles taken before the game."""
    ids = [t.id for t in c.tiles]
    stack = [ids.index(t) for t in reversed(draws)]
    wall = [0] * len(c.towers)
    for numbers, w in (towers or {}).items():
        wall[next(i for i, t in enumerate(c.towers) if t.numbers == numbers)] = w
    st = setup.empty_state(c, ["Black", "White"], stack, wall, [], start_player)
    st.total = list(totals)
    st.held = [[(w, -1) for w in h] for h in held]
    return Game.from_state(st)


def strip(*rows: str) -> tuple[str, ...]:
    """A mask from rows (for small boards)."""
    return rows
