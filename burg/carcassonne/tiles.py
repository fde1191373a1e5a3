"""Tile geometry (reference §2.1, §2.2): rotation, slots, the features of an oriented tile and
the castle's cells with what each side faces. Pure functions of the components, computed once
per castle (``geometry``) and shared by every state.

Slots are numbered ``side * 3 + i`` (side N=0, E=1, S=2, W=3; i = 0, 1, 2 read clockwise), so
a tile's perimeter is 12 slots. Rotating r quarter turns clockwise moves side s to (s + r) mod 4
and keeps each side's order (§2.1).
"""

from __future__ import annotations

from dataclasses import dataclass

from burg.carcassonne.model import SIDES, WALL, Castle, TileType

#: The side a cell's side faces on its neighbour (§2.2): N↔S, E↔W.
OPPOSITE = (2, 3, 0, 1)
#: Row and column steps to the neighbour on each side (row 0 north).
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
#: What a side faces besides a cell (§2.2): the plain wall; start field ``i`` is ``START - i``.
WALL_SIDE = -1
START = -2


def rotate(tokens: tuple[str, ...], r: int) -> tuple[str, ...]:
    """The 12 slot tokens after ``r`` quarter turns clockwise (§2.1)."""
    k = 3 * (r % 4)
    return tokens[12 - k :] + tokens[: 12 - k] if k else tokens


def flat(t: TileType) -> tuple[str, ...]:
    """A tile type's 12 slot tokens, north up."""
    return tuple(tok for side in t.sides for tok in side)


@dataclass(frozen=True, slots=True)
class Oriented:
    """A tile type turned ``rotation`` quarter turns: its local features (index → id, kind),
    each slot's feature index, each side's features, path middles, fountains and markets."""

    type: int
    rotation: int
    ids: tuple[str, ...]  # local feature index -> id ("P1")
    kinds: tuple[str, ...]  # local feature index -> kind letter
    slots: tuple[int, ...]  # 12 slots -> local feature index
    side_features: tuple[tuple[int, ...], ...]  # per side: its local feature indices
    paths: int  # bit s set: side s has a path in its middle slot (§L3)
    fountains: tuple[bool, ...]  # per local feature
    markets: tuple[int, ...]  # per local feature
    sides: tuple[int, ...] = ()  # per local feature: bit s set if it touches side s
    #: per side: its 3 slots' (local feature, kind) in the order a facing tile's slots 0, 1, 2
    #: meet them (slot i meets slot 2 - i, §2.2)
    facing: tuple[tuple[tuple[int, str], ...], ...] = ()

    def feature(self, fid: str) -> int:
        """The local index of feature ``fid``; -1 if the tile has none."""
        try:
            return self.ids.index(fid)
        except ValueError:
            return -1


def orient(t: TileType, index: int, r: int) -> Oriented:
    """Tile type ``t`` (number ``index`` in the castle) turned ``r`` quarter turns."""
    tokens = rotate(flat(t), r)
    ids: list[str] = []
    for tok in (*tokens, *t.enclosed):
        if tok not in ids:
            ids.append(tok)
    slots = tuple(ids.index(tok) for tok in tokens)
    sides = tuple(tuple(sorted(set(slots[3 * s : 3 * s + 3]))) for s in range(4))
    paths = sum(1 << s for s in range(4) if tokens[3 * s + 1][0] == "P")
    return Oriented(
        type=index,
        rotation=r,
        ids=tuple(ids),
        kinds=tuple(i[0] for i in ids),
        slots=slots,
        side_features=sides,
        paths=paths,
        fountains=tuple(i in t.fountains for i in ids),
        markets=tuple(t.markets.get(i, 0) for i in ids),
        sides=tuple(sum(1 << s for s in range(4) if j in sides[s]) for j in range(len(ids))),
        facing=tuple(
            tuple((slots[3 * s + 2 - i], ids[slots[3 * s + 2 - i]][0]) for i in range(3))
            for s in range(4)
        ),
    )


def signature(o: Oriented) -> tuple[object, ...]:
    """The shape of an oriented tile (local features are numbered by first appearance round the
    slots, so ids do not matter): equal signatures are one placement (§2.1, listed once)."""
    return (o.slots, o.kinds, o.fountains, o.markets)


@dataclass(frozen=True, slots=True)
class Geometry:
    """A castle prepared for play: cell indices, what each cell side faces, the oriented tiles
    (``oriented[type][r]``), the distinct rotations of each type, and the towers by number."""

    castle: Castle
    cells: tuple[tuple[int, int], ...]  # cell index -> (row, col), row by row
    index: dict[tuple[int, int], int]
    faces: tuple[tuple[int, ...], ...]  # cell -> per side: cell index, WALL_SIDE, START-i
    oriented: tuple[tuple[Oriented, ...], ...]
    rotations: tuple[tuple[int, ...], ...]  # type -> its distinct rotations
    start_edges: tuple[tuple[str, str, str], ...]
    tower_at: dict[int, int]  # track number -> tower index (§4.1)
    start_nodes: dict[tuple[int, str], int]  # (start field, feature id) -> node (set-up order)
    start_paths: tuple[bool, ...]  # start field -> a path in its middle slot (§L4)
    paths: tuple[int, ...]  # type * 4 + rotation -> its path-side bits (§L3)
    #: cell -> its interior neighbours as (cell, side bit, the neighbour's facing side)
    neighbours: tuple[tuple[tuple[int, int, int], ...], ...] = ()
    #: cell -> whether it lies against a start field, and the side bits of those with a path
    #: in the middle slot (§L2, §L4)
    start_sides: tuple[tuple[bool, int], ...] = ()


_CACHE: dict[int, Geometry] = {}


def geometry(castle: Castle) -> Geometry:
    """The castle prepared for play (computed once per castle object)."""
    g = _CACHE.get(id(castle))
    if g is not None and g.castle is castle:
        return g
    cells = tuple(sorted(castle.cells))
    index = {c: i for i, c in enumerate(cells)}
    starts = {(sf.cell, SIDES.index(sf.side)): i for i, sf in enumerate(castle.start_fields)}
    faces = []
    for r, c in cells:
        row = []
        for s, (dr, dc) in enumerate(STEPS):
            nb = index.get((r + dr, c + dc))
            if nb is None:
                sf = starts.get(((r, c), s))
                nb = WALL_SIDE if sf is None else START - sf
            row.append(nb)
        faces.append(tuple(row))
    oriented = tuple(tuple(orient(t, i, r) for r in range(4)) for i, t in enumerate(castle.tiles))
    rotations = []
    for per in oriented:
        seen: set[tuple[object, ...]] = set()
        keep = []
        for o in per:
            sig = signature(o)
            if sig not in seen:
                seen.add(sig)
                keep.append(o.rotation)
        rotations.append(tuple(keep))
    tower_at = {n: i for i, t in enumerate(castle.towers) for n in t.numbers}
    start_nodes: dict[tuple[int, str], int] = {}
    for i, start_field in enumerate(castle.start_fields):
        for tok in start_field.edge:
            if tok != WALL and (i, tok) not in start_nodes:
                start_nodes[(i, tok)] = len(start_nodes)
    g = Geometry(
        castle=castle,
        cells=cells,
        index=index,
        faces=tuple(faces),
        oriented=oriented,
        rotations=tuple(rotations),
        start_edges=tuple(sf.edge for sf in castle.start_fields),
        tower_at=tower_at,
        start_nodes=start_nodes,
        start_paths=tuple(sf.edge[1][0] == "P" for sf in castle.start_fields),
        paths=tuple(o.paths for per in oriented for o in per),
        neighbours=tuple(
            tuple((nb, 1 << s, OPPOSITE[s]) for s, nb in enumerate(row) if nb >= 0) for row in faces
        ),
        start_sides=tuple(
            (
                any(nb <= START for nb in row),
                sum(
                    1 << s
                    for s, nb in enumerate(row)
                    if nb <= START and castle.start_fields[START - nb].edge[1][0] == "P"
                ),
            )
            for row in faces
        ),
    )
    _CACHE[id(castle)] = g
    return g
