"""The components of Carcassonne – Die Burg as plain data: the castle (its spaces, the wall
with the score track's corner towers, the start fields) and the castle tile types.

Nothing here reads a file or knows a rule: ``burg.carcassonne.data`` reads and validates a
component file (reference §6) into these types; the engine (``burg.carcassonne.game``) plays on
them. Notation (reference §2.1): a side is read clockwise and has 3 slots (0, 1, 2); a token is
a feature id (``P1``, ``T1``, ``H2``, ``C3`` — kind letter and digit) or ``--`` (plain wall, only
on start-field edges). Sides are indexed N=0, E=1, S=2, W=3; cells are ``(row, col)``, row 0 north.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: Feature kinds (§2.1, R): path (Weg), tower (Turm), house (Haus), court (Hof).
KINDS: tuple[str, ...] = ("P", "T", "H", "C")
#: Side names by index (§2.2).
SIDES: tuple[str, ...] = ("N", "E", "S", "W")
#: The plain wall's token on a start-field edge.
WALL = "--"

Side = tuple[str, str, str]
Cell = tuple[int, int]


@dataclass(frozen=True)
class TileType:
    """One type of castle tile (Burgkarte), with north up: ``sides`` N, E, S, W, each 3 tokens
    read clockwise (§2.1); ``count`` copies in the box."""

    id: str
    count: int
    sides: tuple[Side, Side, Side, Side]
    fountains: frozenset[str] = frozenset()  # P ids with a Brunnen
    markets: dict[str, int] = field(default_factory=dict)  # C id -> markets
    square: bool = False  # a Platz (display only: its effect is the split path features)
    enclosed: tuple[str, ...] = ()  # T/H/C ids that touch no side (complete when placed)
    conf: str = "A"


@dataclass(frozen=True)
class Tower:
    """A corner tower (Eckturm) of the score track: its two numbers, the grid vertex it stands
    on (for drawing) and whether it holds a wall tile at set-up (tower 0/1 never does, R)."""

    numbers: tuple[int, int]
    corner: tuple[int, int]
    wall_tile: bool = True
    conf: str = "A"


@dataclass(frozen=True)
class StartField:
    """A start field (Startfeld) on the inner edge of the wall: the interior ``cell`` it lies
    against, on that cell's ``side``; ``edge`` as the tile in ``cell`` sees it (3 tokens,
    clockwise; ``--`` = plain wall)."""

    id: str
    cell: Cell
    side: str  # "N", "E", "S" or "W"
    edge: Side
    markets: dict[str, int] = field(default_factory=dict)
    fountains: frozenset[str] = frozenset()
    conf: str = "A"


@dataclass(frozen=True)
class Castle:
    """A whole component set: the board mask, the track with its towers, the start fields,
    the tile types and the wall tiles (9 types × ``wall_tile_copies``)."""

    dataset: str
    source: str  # "reconstruction" | "physical-game"
    cells: frozenset[Cell]  # the interior spaces (Felder)
    rows: int
    cols: int
    track_length: int
    towers: tuple[Tower, ...]  # in track order, the first [0, 1]
    start_fields: tuple[StartField, ...]
    tiles: tuple[TileType, ...]
    wall_tile_types: int = 9
    wall_tile_copies: int = 2

    @property
    def n_tiles(self) -> int:
        """Castle tiles in the box (60 in the real game)."""
        return sum(t.count for t in self.tiles)
