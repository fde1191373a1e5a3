"""The components of Carcassonne – Die Burg, read from a TOML (or JSON) file and validated.

The format and its validation rules §V1–§V5 are those of the reference §6; the shipped file
``data/castle.toml`` is our reconstruction to the constraints of §7 (the real castle and tiles
are printed only on the physical game). A teacher who owns the game loads the real ones with
``load_castle``: anything wrong raises a ``PositionError`` whose English and German message names
the rule, and where (row, tile id, tower index …) — never a traceback.

``statistics`` computes the §7.2 figures of a component set, so the documentation's table can be
regenerated (``python -m burg.carcassonne.data``).
"""

from __future__ import annotations

import json
import re
import tomllib
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

from burg.carcassonne import data_messages as _messages
from burg.carcassonne.model import SIDES, WALL, Castle, Side, StartField, TileType, Tower
from burg.core.errors import PositionError
from burg.core.jsonread import brief

#: The shipped component file (our reconstruction, §7).
DEFAULT_FILE = Path(__file__).with_name("data") / "castle.toml"
#: What the real game has (§1): spaces, castle tiles, towers holding a wall tile.
CELLS = 76
TILES = 60
WALL_TILE_TOWERS = 13
SOURCES = ("reconstruction", "physical-game")
CONFS = ("R", "O", "F", "A")

_ID = re.compile(r"^[PTHC][0-9]+$")
_FORMAT = "§6"
_V1, _V2, _V3, _V4, _V5 = (f"§6 V{i}" for i in range(1, 6))
# per side: the direction of its wall edge walked clockwise (_STEP) and the neighbour (_DELTA)
_STEP = {0: (0, 1), 1: (1, 0), 2: (0, -1), 3: (-1, 0)}
_DELTA = {0: (-1, 0), 1: (0, 1), 2: (1, 0), 3: (0, -1)}


@dataclass(frozen=True)
class DataWarning:
    """A problem the loader fixed instead of rejecting the file (§V5: merged duplicate types)."""

    key: str
    rule: str
    params: dict[str, Any] = field(default_factory=dict)

    def render(self, lang: str = "en") -> str:
        """The warning's text in ``lang``."""
        return _messages.render(self.key, self.rule, self.params, lang)


def _fail(key: str, rule: str = _FORMAT, **params: Any) -> NoReturn:
    raise PositionError(f"carcassonne.data.{key}", rule=rule, **params)


# --- typed readers: every wrong type is a PositionError naming where it is -----------------


def _table(value: Any, where: str, allowed: Iterable[str] | None = None) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        _fail("table", where=where, got=brief(value))
    if allowed is None:
        return value
    allowed = tuple(allowed)
    unknown = sorted(str(k) for k in value if k not in allowed)
    if unknown:
        _fail("unknown_keys", where=where, keys=", ".join(unknown), allowed=", ".join(allowed))
    return value


def _need(d: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in d:
        _fail("missing", where=where, field=key)
    return d[key]


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        _fail("list", where=where, got=brief(value))
    return value


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str):
        _fail("text", where=where, got=brief(value))
    return value


def _int(value: Any, where: str, lo: int | None = None) -> int:
    if type(value) is not int:
        _fail("int", where=where, got=brief(value))
    if lo is not None and value < lo:
        _fail("range", where=where, lo=lo, got=value)
    return value


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        _fail("bool", where=where, got=brief(value))
    return value


def _choice(value: Any, where: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        _fail("choice", where=where, allowed=", ".join(allowed), got=brief(value))
    return value


def _pair(value: Any, where: str) -> tuple[int, int]:
    items = _list(value, where)
    if len(items) != 2:
        _fail("pair", where=where, got=brief(value))
    return _int(items[0], f"{where}[0]"), _int(items[1], f"{where}[1]")


def _ids(value: Any, where: str) -> list[str]:
    return [_text(v, f"{where}[{i}]") for i, v in enumerate(_list(value, where))]


def _markets(value: Any, where: str) -> dict[str, int]:
    table = _table(value, where)
    return {str(k): _int(v, f"{where}.{k}") for k, v in table.items()}


# --- geometry helpers (§2.1) ---------------------------------------------------------------


def rotate_sides(sides: tuple[Side, ...], r: int) -> tuple[Side, ...]:
    """``sides`` turned ``r`` quarter turns clockwise: side s moves to index (s + r) mod 4 and
    keeps its token order (§2.1 Rotation)."""
    return tuple(sides[(i - r) % 4] for i in range(4))


def slot_name(index: int) -> str:
    """The name of perimeter slot ``index`` (0–11): ``N0`` … ``W2`` (§2.1)."""
    return f"{SIDES[index // 3]}{index % 3}"


def interleaving(tokens: Iterable[str]) -> tuple[str, str] | None:
    """The first pair of ids that interleave round a tile's 12 slots (a…b…a…b), or ``None``
    (§2.1 Planarity)."""
    ring = list(tokens)
    ids = list(dict.fromkeys(ring))
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            runs = [t for t in ring if t in (a, b)]
            runs = [t for k, t in enumerate(runs) if k == 0 or t != runs[k - 1]]
            if len(runs) > 1 and runs[0] == runs[-1]:
                runs.pop()
            if len(runs) >= 4:
                return a, b
    return None


def feature_sides(tile: TileType) -> dict[str, set[int]]:
    """Each perimeter feature id of ``tile`` -> the indices of the sides it touches."""
    out: dict[str, set[int]] = {}
    for s, side in enumerate(tile.sides):
        for token in side:
            out.setdefault(token, set()).add(s)
    return out


# --- the loader ----------------------------------------------------------------------------


def _parse(source: str | bytes | Path | Mapping[str, Any]) -> Mapping[str, Any]:
    """The raw tables of a component file: TOML or JSON text, bytes, a path, or a mapping."""
    is_json = False
    if isinstance(source, Path):
        is_json = source.suffix.lower() == ".json"
        try:
            source = source.read_bytes()
        except OSError as e:
            _fail("read", detail=e.strerror or type(e).__name__)
    if isinstance(source, bytes | bytearray):
        try:
            source = bytes(source).decode("utf-8-sig")
        except UnicodeDecodeError as e:
            _fail("encoding", detail=str(e))
    if isinstance(source, str):
        if is_json or source.lstrip().startswith("{"):
            try:
                raw: Any = json.loads(source)
            except json.JSONDecodeError as e:
                _fail("json", line=e.lineno, column=e.colno, detail=e.msg)
            except (ValueError, RecursionError) as e:
                _fail("json", line="?", column="?", detail=type(e).__name__)
        else:
            try:
                raw = tomllib.loads(source)
            except tomllib.TOMLDecodeError as e:
                _fail("toml", detail=str(e))
    else:
        raw = source
    return _table(raw, "the file", ("meta", "board", "track", "start_field", "tile", "wall_tiles"))


def _conf(d: Mapping[str, Any], where: str, default: str) -> str:
    return _choice(d["conf"], f"{where}.conf", CONFS) if "conf" in d else default


def _board(raw: Mapping[str, Any], lesson: bool) -> tuple[frozenset[tuple[int, int]], int, int]:
    """§V1: equal rows of '#' and '.', one connected region without holes, 76 spaces."""
    board = _table(_need(raw, "board", "the file"), "[board]", ("cells", "conf"))
    rows = [
        _text(r, f"board.cells[{i}]")
        for i, r in enumerate(_list(_need(board, "cells", "[board]"), "board.cells"))
    ]
    if not rows:
        _fail("board_empty", _V1)
    width = len(rows[0])
    cells: set[tuple[int, int]] = set()
    for r, row in enumerate(rows):
        if len(row) != width:
            _fail("board_width", _V1, row=r, got=len(row), need=width)
        for c, ch in enumerate(row):
            if ch not in "#.":
                _fail("board_char", _V1, row=r, col=c, char=ch)
            if ch == "#":
                cells.add((r, c))
    if not cells:
        _fail("board_count", _V1, got=0, need=CELLS)
    first = min(cells)
    seen = _flood(first, cells)
    if len(seen) != len(cells):
        _fail("board_split", _V1, cell=min(cells - seen), first=first)
    # holes: outside cells (padded by a ring) that cannot reach the ring
    outside = {(r, c) for r in range(-1, len(rows) + 1) for c in range(-1, width + 1)} - cells
    reached = _flood((-1, -1), outside)
    if len(reached) != len(outside):
        _fail("board_holes", _V1, cell=min(outside - reached))
    if not lesson and len(cells) != CELLS:
        _fail("board_count", _V1, got=len(cells), need=CELLS)
    return frozenset(cells), len(rows), width


def _flood(start: tuple[int, int], region: set[tuple[int, int]]) -> set[tuple[int, int]]:
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for dr, dc in _DELTA.values():
            n = (r + dr, c + dc)
            if n in region and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def wall_corners(cells: frozenset[tuple[int, int]]) -> list[tuple[tuple[int, int], bool]]:
    """The wall's corners as grid vertices ``(row, col)``, clockwise from the north-west corner of
    the first row, each with ``True`` if convex (§V2, §B2). Raises ``PositionError`` if the
    boundary is not one simple loop."""
    out_edge: dict[tuple[int, int], tuple[int, int]] = {}  # vertex -> direction of its edge
    for r, c in cells:
        starts = {0: (r, c), 1: (r, c + 1), 2: (r + 1, c + 1), 3: (r + 1, c)}
        for s, (dr, dc) in _DELTA.items():
            if (r + dr, c + dc) not in cells:
                v = starts[s]
                if v in out_edge:
                    _fail("board_pinch", _V2, vertex=v)
                out_edge[v] = _STEP[s]
    start = min(out_edge)
    loop: list[tuple[tuple[int, int], bool]] = []
    v, d = start, out_edge[start]
    visited = 0
    while True:
        nxt = (v[0] + d[0], v[1] + d[1])
        visited += 1
        d2 = out_edge[nxt]
        if d2 != d:
            loop.append((nxt, d2 == (d[1], -d[0])))  # a right turn is convex
        v, d = nxt, d2
        if v == start:
            break
    if visited != len(out_edge):  # cannot happen for a connected board without holes
        _fail("board_pinch", _V2, vertex=start)
    # start the list at the loop's first corner in reading order
    i = min(range(len(loop)), key=lambda k: loop[k][0])
    return loop[i:] + loop[:i]


def _towers(
    raw: Mapping[str, Any], cells: frozenset[tuple[int, int]], lesson: bool, conf: str
) -> tuple[int, tuple[Tower, ...]]:
    """§V2: one tower per wall corner, in track order, numbers [n, n+1] ascending, 0/1 first."""
    track = _table(_need(raw, "track", "the file"), "[track]", ("length", "towers", "conf"))
    length = _int(track.get("length", 100), "track.length", 2)
    default = _conf(track, "track", conf)
    towers: list[Tower] = []
    for i, t in enumerate(_list(_need(track, "towers", "[track]"), "track.towers")):
        where = f"track.towers[{i}]"
        t = _table(t, where, ("numbers", "corner", "wall_tile", "conf"))
        numbers = _pair(_need(t, "numbers", where), f"{where}.numbers")
        corner = _pair(_need(t, "corner", where), f"{where}.corner")
        wall_tile = _bool(t.get("wall_tile", True), f"{where}.wall_tile")
        n = numbers[0]
        if numbers[1] != n + 1 or not 0 <= n < length - 1:
            _fail("tower_numbers", _V2, index=i, last=length - 1, got=list(numbers))
        towers.append(Tower(numbers, corner, wall_tile, _conf(t, where, default)))
    if not towers:
        _fail("towers_empty", _V2)
    if towers[0].numbers != (0, 1) or towers[0].wall_tile:
        first = towers[0]
        _fail("tower_first", _V2, got=list(first.numbers), wall_tile=str(first.wall_tile).lower())
    for i in range(1, len(towers)):
        if towers[i].numbers[0] <= towers[i - 1].numbers[1]:
            _fail(
                "tower_overlap",
                _V2,
                index=i,
                got=list(towers[i].numbers),
                prev=i - 1,
                before=list(towers[i - 1].numbers),
            )
    corners = [v for v, _ in wall_corners(cells)]
    at: dict[tuple[int, int], int] = {}
    for i, t in enumerate(towers):
        if t.corner not in corners:
            _fail("tower_not_corner", _V2, index=i, corner=list(t.corner))
        if t.corner in at:
            _fail("tower_twice", _V2, index=at[t.corner], other=i, corner=list(t.corner))
        at[t.corner] = i
    for v in corners:
        if v not in at:
            _fail("tower_missing", _V2, corner=list(v), got=len(towers), need=len(corners))
    k = corners.index(towers[0].corner)
    clockwise = corners[k:] + corners[:k]
    counter = [clockwise[0], *reversed(clockwise[1:])]
    order = clockwise if towers[1 % len(towers)].corner == clockwise[1 % len(corners)] else counter
    for i, t in enumerate(towers):
        if t.corner != order[i]:
            _fail("tower_order", _V2, index=i, corner=list(t.corner), expected=list(order[i]))
    held = sum(t.wall_tile for t in towers)
    if not lesson and held != WALL_TILE_TOWERS:
        _fail("wall_tiles", _V2, got=held, need=WALL_TILE_TOWERS)
    return length, tuple(towers)


def _token(token: str) -> bool:
    return bool(_ID.match(token))


def _start_fields(
    raw: Mapping[str, Any], cells: frozenset[tuple[int, int]], conf: str
) -> tuple[StartField, ...]:
    """§V3: each start field lies on a wall side of a space, alone; edge tokens and extras."""
    out: list[StartField] = []
    taken: dict[tuple[tuple[int, int], str], str] = {}
    allowed = ("id", "cell", "side", "edge", "markets", "fountains", "conf", "note")
    for i, f in enumerate(_list(raw.get("start_field", []), "start_field")):
        where = f"start_field[{i}]"
        sid = _text(_need(_table(f, where), "id", where), f"{where}.id")
        where = f"start field {sid}"
        f = _table(f, where, allowed)
        cell = _pair(_need(f, "cell", where), f"{where}.cell")
        side = _text(_need(f, "side", where), f"{where}.side")
        if side not in SIDES:
            _fail("start_side", _V3, id=sid, got=side)
        if cell not in cells:
            _fail("start_cell", _V3, id=sid, cell=cell)
        dr, dc = _DELTA[SIDES.index(side)]
        if (cell[0] + dr, cell[1] + dc) in cells:
            _fail("start_inside", _V3, id=sid, side=side, cell=cell)
        if (cell, side) in taken:
            _fail("start_shared", _V3, id=taken[cell, side], other=sid, side=side, cell=cell)
        if any(s.id == sid for s in out):
            _fail("id_twice", _V3, id=sid, what="start field")
        taken[cell, side] = sid
        edge = _text(_need(f, "edge", where), f"{where}.edge").split()
        if len(edge) != 3:
            _fail("start_edge", _V3, id=sid, got=len(edge))
        for slot, token in enumerate(edge):
            if token != WALL and not _token(token):
                _fail("start_token", _V3, id=sid, slot=slot, token=token)
            if token.startswith("P") and slot != 1:
                _fail("start_path_slot", _V3, id=sid, token=token, slot=slot)
        markets = _markets(f.get("markets", {}), f"{where}.markets")
        for ref, n in markets.items():
            if not ref.startswith("C") or ref not in edge:
                _fail("start_market", _V3, id=sid, ref=ref)
            _int(n, f"{where}.markets.{ref}", 1)
        fountains = _ids(f.get("fountains", []), f"{where}.fountains")
        for ref in fountains:
            if not ref.startswith("P") or ref not in edge:
                _fail("start_fountain", _V3, id=sid, ref=ref)
        out.append(
            StartField(
                sid,
                cell,
                side,
                (edge[0], edge[1], edge[2]),
                markets,
                frozenset(fountains),
                _conf(f, where, conf),
            )
        )
    return tuple(out)


def _tile(i: int, t: Any, conf: str) -> TileType:
    """§V4 for one tile type."""
    allowed = ("id", "count", "sides", "fountains", "markets", "square", "enclosed", "conf")
    where = f"tile[{i}]"
    tid = _text(_need(_table(t, where), "id", where), f"{where}.id")
    where = f"tile {tid}"
    t = _table(t, where, (*allowed, "picture", "note"))
    count = _int(_need(t, "count", where), f"{where}.count")
    if count < 1:
        _fail("tile_count", _V4, tile=tid, got=count)
    text = _text(_need(t, "sides", where), f"{where}.sides")
    parts = [p.split() for p in text.split("|")]
    if len(parts) != 4 or any(len(p) != 3 for p in parts):
        _fail("tile_shape", _V4, tile=tid, got=brief(text))
    ring = [tok for p in parts for tok in p]
    for k, token in enumerate(ring):
        if not _token(token):
            _fail("tile_token", _V4, tile=tid, slot=slot_name(k), token=token)
        if token.startswith("P") and k % 3 != 1:
            _fail("tile_path_slot", _V4, tile=tid, token=token, slot=slot_name(k))
    pair = interleaving(ring)
    if pair:
        _fail("tile_interleave", _V4, tile=tid, a=pair[0], b=pair[1])
    enclosed = _ids(t.get("enclosed", []), f"{where}.enclosed")
    for ref in enclosed:
        if not _token(ref) or ref[0] not in "THC" or ref in ring or enclosed.count(ref) > 1:
            _fail("tile_enclosed", _V4, tile=tid, ref=ref)
    features = set(ring) | set(enclosed)
    fountains = _ids(t.get("fountains", []), f"{where}.fountains")
    for ref in fountains:
        if not ref.startswith("P") or ref not in features:
            _fail("tile_fountain", _V4, tile=tid, ref=ref)
    markets = _markets(t.get("markets", {}), f"{where}.markets")
    for ref, n in markets.items():
        if not ref.startswith("C") or ref not in features:
            _fail("tile_market", _V4, tile=tid, ref=ref)
        if n < 1:
            _fail("tile_market_count", _V4, tile=tid, ref=ref, got=n)
    square = _bool(t.get("square", False), f"{where}.square")
    sides = tuple((p[0], p[1], p[2]) for p in parts)
    tile = TileType(
        tid,
        count,
        (sides[0], sides[1], sides[2], sides[3]),
        frozenset(fountains),
        markets,
        square,
        tuple(enclosed),
        _conf(t, where, conf),
    )
    buildings = any(f[0] in "TH" for f in features)
    for ref, touched in feature_sides(tile).items():
        if ref.startswith("P") and len(touched) == 1 and not (square or buildings):
            _fail("tile_path_end", _V4, tile=tid, ref=ref, side=SIDES[next(iter(touched))])
    return tile


def canonical(tile: TileType) -> tuple[Any, ...]:
    """A key equal for two tile types that are the same under rotation and renaming of ids,
    with equal extras (§V5)."""
    best: tuple[Any, ...] | None = None
    for r in range(4):
        ring = [tok for side in rotate_sides(tile.sides, r) for tok in side]
        names: dict[str, str] = {}
        for tok in [*ring, *tile.enclosed]:
            if tok not in names:
                names[tok] = f"{tok[0]}{sum(n[0] == tok[0] for n in names.values()) + 1}"
        key = (
            tuple(names[t] for t in ring),
            tuple(sorted(names[e] for e in tile.enclosed)),
            tuple(sorted(names[f] for f in tile.fountains)),
            tuple(sorted((names[c], n) for c, n in tile.markets.items())),
            tile.square,
        )
        if best is None or key < best:
            best = key
    assert best is not None
    return best


def duplicate_types(tiles: Iterable[TileType]) -> list[tuple[str, str]]:
    """Pairs ``(first id, later id)`` of tile types that are equal under rotation (§V5)."""
    first: dict[tuple[Any, ...], str] = {}
    out = []
    for t in tiles:
        key = canonical(t)
        if key in first:
            out.append((first[key], t.id))
        else:
            first[key] = t.id
    return out


def _tiles(
    raw: Mapping[str, Any], lesson: bool, conf: str
) -> tuple[tuple[TileType, ...], list[DataWarning]]:
    """§V4 for every tile, §V5 (merge duplicates, with a warning), and the total of 60."""
    tiles: list[TileType] = []
    for i, t in enumerate(_list(_need(raw, "tile", "the file"), "tile")):
        tile = _tile(i, t, conf)
        if any(x.id == tile.id for x in tiles):
            _fail("id_twice", _V4, id=tile.id, what="tile")
        tiles.append(tile)
    total = sum(t.count for t in tiles)
    if not lesson and total != TILES:
        _fail("tiles_total", _V4, got=total, need=TILES)
    warnings: list[DataWarning] = []
    for keep, drop in duplicate_types(tiles):
        k = next(i for i, t in enumerate(tiles) if t.id == keep)
        d = next(i for i, t in enumerate(tiles) if t.id == drop)
        merged = tiles[k].count + tiles[d].count
        tiles[k] = replace(tiles[k], count=merged)
        del tiles[d]
        warnings.append(
            DataWarning(
                "carcassonne.data.tile_duplicate",
                _V5,
                {"tile": keep, "other": drop, "count": merged},
            )
        )
    return tuple(tiles), warnings


def load_castle_with_warnings(
    source: str | bytes | Path | Mapping[str, Any], *, lesson: bool = False
) -> tuple[Castle, list[DataWarning]]:
    """``load_castle`` and the warnings of §V5 (duplicate tile types that were merged)."""
    raw = _parse(source)
    meta = _table(raw.get("meta", {}), "[meta]", ("game", "dataset", "source", "conf", "note"))
    dataset = _text(meta.get("dataset", "unnamed"), "meta.dataset")
    origin = _choice(meta.get("source", "reconstruction"), "meta.source", SOURCES)
    conf = _conf(meta, "meta", "A")
    cells, rows, cols = _board(raw, lesson)
    length, towers = _towers(raw, cells, lesson, conf)
    start_fields = _start_fields(raw, cells, conf)
    tiles, warnings = _tiles(raw, lesson, conf)
    wall = _table(raw.get("wall_tiles", {}), "[wall_tiles]", ("types", "copies", "conf"))
    types = _int(wall.get("types", 9), "wall_tiles.types", 1)
    copies = _int(wall.get("copies", 2), "wall_tiles.copies", 1)
    castle = Castle(
        dataset, origin, cells, rows, cols, length, towers, start_fields, tiles, types, copies
    )
    return castle, warnings


def load_castle(source: str | bytes | Path | Mapping[str, Any], *, lesson: bool = False) -> Castle:
    """A component set from TOML or JSON text, bytes, a path, or parsed tables (§6), checked
    against §V1–§V4; duplicate tile types are merged (§V5, see ``load_castle_with_warnings``).
    ``lesson=True`` drops the counts of the real game (76 spaces, 13 wall tiles, 60 tiles) for
    lesson boards. Raises ``PositionError`` naming the rule and the place."""
    return load_castle_with_warnings(source, lesson=lesson)[0]


@cache
def default_castle() -> Castle:
    """The shipped component set (our reconstruction, §7), loaded once."""
    return load_castle(DEFAULT_FILE)


# --- statistics of a component set (§7.2) ----------------------------------------------------

#: The §7.2 targets: statistic -> (lowest, highest, what it counts). Counts weight each type by
#: its ``count``; ``None`` means no bound.
TARGETS: dict[str, tuple[float | None, float | None, str]] = {
    "types": (20, 35, "tile types"),
    "copies_min": (1, None, "fewest copies of a type"),
    "copies_max": (None, 4, "most copies of a type"),
    "tiles": (60, 60, "castle tiles"),
    "path_tiles": (44, 50, "tiles with ≥ 1 path side"),
    "no_path_tiles": (10, 16, "tiles with no path"),
    "four_path_tiles": (None, 4, "tiles with 4 path sides"),
    "path_sides": (90, 110, "path sides in total (of 240)"),
    "inner_end_share": (0.40, None, "share of path tiles with a path's inner end"),
    "square_tiles": (4, 6, "tiles with a square (Platz)"),
    "fountain_tiles": (6, 8, "tiles with a fountain (Brunnen)"),
    "tile_markets": (8, 10, "markets on tiles"),
    "markets_per_tile_max": (None, 1, "most markets on one tile"),
    "start_field_markets": (1, 1, "markets on start fields"),
    "tower_tiles": (20, 28, "tiles with a tower part"),
    "house_tiles": (24, 32, "tiles with a house part"),
    "court_tiles": (36, 48, "tiles with a court part"),
    "small_building_tiles": (10, None, "tiles with a tower or house part touching one side only"),
    "enclosed": (0, 2, "enclosed features"),
}


def statistics(castle: Castle) -> dict[str, float]:
    """The §7.2 statistics of ``castle`` (keys as in ``TARGETS``), each tile type weighted by
    its count. A path's inner end is a path feature that touches one side only (§2.1)."""
    stats: Counter[str] = Counter()
    for t in castle.tiles:
        n = t.count
        touched = feature_sides(t)
        path_sides = sum(side[1].startswith("P") for side in t.sides)
        kinds = {f[0] for f in (*touched, *t.enclosed)}
        stats["path_sides"] += n * path_sides
        stats["path_tiles"] += n * (path_sides > 0)
        stats["no_path_tiles"] += n * (path_sides == 0)
        stats["four_path_tiles"] += n * (path_sides == 4)
        inner = any(f[0] == "P" and len(s) == 1 for f, s in touched.items())
        stats["inner_end_tiles"] += n * inner
        stats["square_tiles"] += n * t.square
        stats["fountain_tiles"] += n * bool(t.fountains)
        stats["tile_markets"] += n * sum(t.markets.values())
        stats["tower_tiles"] += n * ("T" in kinds)
        stats["house_tiles"] += n * ("H" in kinds)
        stats["court_tiles"] += n * ("C" in kinds)
        small = any(f[0] in "TH" and len(s) == 1 for f, s in touched.items())
        stats["small_building_tiles"] += n * small
        stats["enclosed"] += n * len(t.enclosed)
    out: dict[str, float] = {
        "types": len(castle.tiles),
        "copies_min": min((t.count for t in castle.tiles), default=0),
        "copies_max": max((t.count for t in castle.tiles), default=0),
        "tiles": castle.n_tiles,
        **{k: stats[k] for k in TARGETS if k in stats},
    }
    paths = stats["path_tiles"]
    out["inner_end_share"] = round(stats["inner_end_tiles"] / paths, 2) if paths else 0.0
    out["markets_per_tile_max"] = max((sum(t.markets.values()) for t in castle.tiles), default=0)
    out["start_field_markets"] = sum(sum(f.markets.values()) for f in castle.start_fields)
    for k in TARGETS:
        out.setdefault(k, 0)
    return {k: out[k] for k in TARGETS}


def meets(name: str, value: float) -> bool:
    """Whether ``value`` meets the §7.2 target of statistic ``name``."""
    lo, hi, _ = TARGETS[name]
    return (lo is None or value >= lo) and (hi is None or value <= hi)


def statistics_table(castle: Castle) -> str:
    """The §7.2 statistics of ``castle`` against their targets, as a Markdown table."""
    lines = ["| statistic | target | value | met |", "|---|---|---|---|"]
    for name, value in statistics(castle).items():
        lo, hi, label = TARGETS[name]
        if lo == hi:
            target = f"{lo:g}"
        elif hi is None:
            target = f"≥ {lo:g}"
        elif lo is None:
            target = f"≤ {hi:g}"
        else:
            target = f"{lo:g}–{hi:g}"
        mark = "yes" if meets(name, value) else "**no**"
        lines.append(f"| {label} (`{name}`) | {target} | {value:g} | {mark} |")
    return "\n".join(lines)


if __name__ == "__main__":  # regenerate the table of docs/carcassonne-components.md
    print(statistics_table(default_castle()))
