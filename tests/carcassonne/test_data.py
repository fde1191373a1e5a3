"""The component data of Carcassonne – Die Burg: the shipped reconstruction meets the reference's
constraints (§7.1 §B1–§B4, §T1–§T4, the §7.2 statistics), and every validation rule of §6 (§V1–§V5)
rejects a damaged file with an English and German message naming the place."""

from __future__ import annotations

import copy
import json
import re
import tomllib
from collections import Counter
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from burg.carcassonne.data import (
    DEFAULT_FILE,
    TARGETS,
    canonical,
    default_castle,
    feature_sides,
    load_castle,
    load_castle_with_warnings,
    meets,
    rotate_sides,
    statistics,
    statistics_table,
    wall_corners,
)
from burg.carcassonne.data_messages import ERRORS
from burg.carcassonne.model import TileType
from burg.core.errors import PositionError

RAW: dict[str, Any] = tomllib.loads(DEFAULT_FILE.read_text(encoding="utf-8"))
CASTLE = default_castle()


def tile_from(sides: str, **extras: Any) -> TileType:
    parts = [tuple(p.split()) for p in sides.split("|")]
    return TileType("x", 1, tuple(parts), **extras)  # type: ignore[arg-type]


def raw() -> dict[str, Any]:
    return copy.deepcopy(RAW)


def tile(d: dict[str, Any], tid: str) -> dict[str, Any]:
    return next(t for t in d["tile"] if t["id"] == tid)


def start(d: dict[str, Any], sid: str) -> dict[str, Any]:
    return next(f for f in d["start_field"] if f["id"] == sid)


# --- the shipped file ----------------------------------------------------------------------


def test_shipped_file_loads_without_warnings() -> None:
    castle, warnings = load_castle_with_warnings(DEFAULT_FILE)
    assert warnings == []
    assert castle == CASTLE
    assert default_castle() is CASTLE  # loaded once
    assert (CASTLE.source, CASTLE.dataset) == ("reconstruction", "reconstruction-v1")
    assert CASTLE.n_tiles == 60
    assert (CASTLE.wall_tile_types, CASTLE.wall_tile_copies) == (9, 2)
    assert "RECONSTRUCTION" in DEFAULT_FILE.read_text(encoding="utf-8")


def test_json_with_the_same_keys_loads_the_same_castle(tmp_path: Path) -> None:
    text = json.dumps(RAW)
    assert load_castle(text) == CASTLE
    path = tmp_path / "castle.json"
    path.write_text(text, encoding="utf-8")
    assert load_castle(path) == CASTLE
    assert load_castle(text.encode()) == CASTLE
    assert load_castle(RAW) == CASTLE


def test_b1_board() -> None:
    """§B1: 76 spaces, one region without holes (the loader's §V1), not a rectangle."""
    cells = CASTLE.cells
    assert len(cells) == 76
    rows = {r for r, _ in cells}
    cols = {c for _, c in cells}
    assert len(cells) < len(rows) * len(cols)


def test_b2_corners_each_with_a_tower() -> None:
    corners = wall_corners(CASTLE.cells)
    assert len(corners) == 14
    assert sum(convex for _, convex in corners) == 9
    assert sorted(t.corner for t in CASTLE.towers) == sorted(v for v, _ in corners)


def test_b3_tower_numbers() -> None:
    towers = CASTLE.towers
    assert towers[0].numbers == (0, 1) and not towers[0].wall_tile
    assert towers[1].numbers == (12, 13)
    assert any(33 in t.numbers for t in towers)
    firsts = [t.numbers[0] for t in towers] + [CASTLE.track_length]
    gaps = [b - a for a, b in pairwise(firsts)]
    assert gaps[0] == 12
    assert all(4 <= g <= 16 for g in gaps), gaps
    joints = {(27, 28), (47, 48), (69, 70), (91, 92)}
    assert not joints & {t.numbers for t in towers}
    assert sum(t.wall_tile for t in towers) == 13


def test_b4_start_fields() -> None:
    fields = CASTLE.start_fields
    assert len(fields) == 7
    assert len({(f.cell, f.side) for f in fields}) == 7
    assert len({f.cell for f in fields}) == 7  # never two on one cell
    assert {f.side for f in fields} == {"N", "E", "S", "W"}  # spread round the castle
    kinds = [{t[0] for t in f.edge if t != "--"} for f in fields]
    assert any(f.edge[1].startswith("P") for f in fields)
    assert any(f.markets and "C" in k for f, k in zip(fields, kinds, strict=True))
    assert any("T" in k for k in kinds)
    assert any("H" in k for k in kinds)


def test_t1_t2_t3_tiles() -> None:
    assert CASTLE.n_tiles == 60
    for t in CASTLE.tiles:
        kinds = {tok[0] for side in t.sides for tok in side} | {e[0] for e in t.enclosed}
        assert kinds <= {"P", "T", "H", "C"}
    assert sum(t.count * sum(t.markets.values()) for t in CASTLE.tiles) >= 5  # §T2
    assert sum(t.count for t in CASTLE.tiles if t.fountains) >= 2  # §T3


def one_side_features(kind: str) -> list[tuple[TileType, int, frozenset[int]]]:
    """(tile, side, slots on that side) of every ``kind`` feature touching exactly one side."""
    out = []
    for t in CASTLE.tiles:
        for f, sides in feature_sides(t).items():
            if f[0] == kind and len(sides) == 1:
                (s,) = sides
                out.append((t, s, frozenset(i for i in range(3) if t.sides[s][i] == f)))
    return out


def test_t4_must_be_possible() -> None:
    # a 1-tile complete path: a path with an inner end, its side against the wall
    assert one_side_features("P")
    # a 1-tile complete house: a house touching one side, against the wall
    assert one_side_features("H") or any(e[0] == "H" for t in CASTLE.tiles for e in t.enclosed)
    # a 2-tile tower: two one-side towers whose slots meet exactly (slot i meets 2 - i, §2.2)
    towers = one_side_features("T")
    assert any(
        frozenset(2 - i for i in a) == b and (ta.id != tb.id or ta.count >= 2)
        for ta, _, a in towers
        for tb, _, b in towers
    )
    # a 4-tile tower round one grid point: four corner towers with one slot pattern, symmetric
    # about the corner (slot i of side s <-> slot 2 - i of side s + 1), meet slot to slot turned
    corner: Counter[frozenset[int]] = Counter()
    for t in CASTLE.tiles:
        for f, sides in feature_sides(t).items():
            for s in range(4):
                if f[0] == "T" and sides == {s, (s + 1) % 4}:
                    a = frozenset(i for i in range(3) if t.sides[s][i] == f)
                    b = frozenset(i for i in range(3) if t.sides[(s + 1) % 4][i] == f)
                    if 2 in a and a == frozenset(2 - i for i in b):
                        corner[a] += t.count
    assert max(corner.values()) >= 4
    # a path of 3 tiles and a path start field: straight paths and paths with an inner end
    assert any(f.edge[1].startswith("P") for f in CASTLE.start_fields)
    assert any(
        len(s) == 2 for t in CASTLE.tiles for f, s in feature_sides(t).items() if f[0] == "P"
    )
    # squares, and crossings without a square (one path touching 3 or 4 sides)
    assert any(t.square for t in CASTLE.tiles)
    assert any(
        not t.square and len(s) >= 3
        for t in CASTLE.tiles
        for f, s in feature_sides(t).items()
        if f[0] == "P"
    )


@pytest.mark.parametrize("name", list(TARGETS))
def test_statistics_meet_the_targets(name: str) -> None:
    value = statistics(CASTLE)[name]
    assert meets(name, value), (name, value, TARGETS[name])


def test_statistics_agree_with_a_recount() -> None:
    """Recount the main figures straight from the tiles, apart from ``statistics``."""
    stats = statistics(CASTLE)
    per_tile = [(t.count, sum(s[1][0] == "P" for s in t.sides)) for t in CASTLE.tiles]
    assert stats["path_sides"] == sum(n * p for n, p in per_tile)
    assert stats["path_tiles"] == sum(n for n, p in per_tile if p)
    assert stats["no_path_tiles"] == sum(n for n, p in per_tile if not p)
    assert stats["path_tiles"] + stats["no_path_tiles"] == 60
    assert stats["tile_markets"] == sum(t.count * sum(t.markets.values()) for t in CASTLE.tiles)
    assert stats["fountain_tiles"] == sum(t.count for t in CASTLE.tiles if t.fountains)
    assert stats["square_tiles"] == sum(t.count for t in CASTLE.tiles if t.square)
    text = statistics_table(CASTLE)
    assert "**no**" not in text and text.count("\n") == len(TARGETS) + 1


def test_sample_tiles_are_used() -> None:
    """The §7.5 sample tiles S-a … S-h are all among the types."""
    samples = [
        ("C1 P1 C2 | C2 C2 C2 | C2 P1 C1 | C1 C1 C1", {"fountains": frozenset({"P1"})}),
        ("H1 H1 H1 | C1 C1 C1 | C1 P1 C2 | C2 C2 C2", {}),
        ("C1 P1 C2 | C2 P2 C3 | C3 C3 C3 | C3 P3 C1", {"square": True}),
        ("T1 T1 C1 | C1 C1 C1 | C1 C1 H1 | H1 H1 T1", {"markets": {"C1": 1}}),
        ("C1 P1 C2 | C2 P1 C1 | C1 C1 C1 | C1 C1 C1", {"markets": {"C1": 1}}),
        ("H1 P1 H2 | H2 H2 H2 | H2 P1 H1 | H1 H1 H1", {}),
        ("C1 P1 C2 | C2 P1 C3 | C3 P1 C4 | C4 P1 C1", {}),
        ("T1 T1 T1 | T1 C1 C1 | C1 P1 C1 | C1 C1 T1", {"square": True}),
    ]
    types = {canonical(t) for t in CASTLE.tiles}
    for sides, extras in samples:
        assert canonical(tile_from(sides, **extras)) in types, sides


def test_rotate_sides() -> None:
    sides = (("a",) * 3, ("b",) * 3, ("c",) * 3, ("d",) * 3)
    assert rotate_sides(sides, 1) == (sides[3], sides[0], sides[1], sides[2])
    assert rotate_sides(sides, 4) == sides


# --- validation: every rule rejects a damaged file with both languages ----------------------


def cut(d: dict[str, Any], tid: str, by: int = 1) -> None:
    """Lower tile ``tid``'s count, so that another change keeps the total at 60."""
    tile(d, tid)["count"] -= by


def add_tile(d: dict[str, Any], sides: str, **extras: Any) -> None:
    cut(d, "A2")
    d["tile"].append({"id": "Z9", "count": 1, "sides": sides, **extras})


def set_row(d: dict[str, Any], row: int, text: str) -> None:
    d["board"]["cells"][row] = text


def swap_corners(d: dict[str, Any]) -> None:
    towers = d["track"]["towers"]
    towers[2]["corner"], towers[3]["corner"] = towers[3]["corner"], towers[2]["corner"]


def drop_tower(d: dict[str, Any]) -> None:
    del d["track"]["towers"][5]


CASES: list[tuple[str, Callable[[dict[str, Any]], None], str, str, tuple[str, ...]]] = [
    # (name, damage, key, rule, words both messages must contain)
    ("width", lambda d: set_row(d, 3, "########"), "board_width", "V1", ("3", "8", "9")),
    ("char", lambda d: set_row(d, 4, "####x####"), "board_char", "V1", ("4", "'x'")),
    ("hole", lambda d: set_row(d, 4, "####.####"), "board_holes", "V1", ("(4, 4)",)),
    ("split", lambda d: set_row(d, 9, "...###..#"), "board_split", "V1", ("(9, 8)",)),
    ("count", lambda d: set_row(d, 9, "...##...."), "board_count", "V1", ("75", "76")),
    (
        "not_corner",
        lambda d: d["track"]["towers"][4].update(corner=[6, 9]),
        "tower_not_corner",
        "V2",
        ("4", "[6, 9]"),
    ),
    ("missing", drop_tower, "tower_missing", "V2", ("[7, 8]", "13", "14")),
    (
        "twice",
        lambda d: d["track"]["towers"][3].update(corner=[1, 7]),
        "tower_twice",
        "V2",
        ("2", "3", "[1, 7]"),
    ),
    ("order", swap_corners, "tower_order", "V2", ("2", "[1, 9]", "[1, 7]")),
    (
        "numbers",
        lambda d: d["track"]["towers"][3].update(numbers=[22, 24]),
        "tower_numbers",
        "V2",
        ("3", "[22, 24]"),
    ),
    (
        "first",
        lambda d: d["track"]["towers"][0].update(wall_tile=True),
        "tower_first",
        "V2",
        ("[0, 1]", "true"),
    ),
    (
        "overlap",
        lambda d: d["track"]["towers"][2].update(numbers=[13, 14]),
        "tower_overlap",
        "V2",
        ("2", "[13, 14]", "[12, 13]"),
    ),
    (
        "wall_tiles",
        lambda d: d["track"]["towers"][6].update(wall_tile=False),
        "wall_tiles",
        "V2",
        ("12", "13"),
    ),
    ("start_side", lambda d: start(d, "S2").update(side="X"), "start_side", "V3", ("S2", "X")),
    ("start_in", lambda d: start(d, "S2").update(side="W"), "start_inside", "V3", ("S2", "W")),
    ("start_cell", lambda d: start(d, "S7").update(cell=[0, 0]), "start_cell", "V3", ("S7",)),
    (
        "start_shared",
        lambda d: start(d, "S3").update(cell=[3, 8]),
        "start_shared",
        "V3",
        ("S2", "S3", "(3, 8)"),
    ),
    ("start_edge", lambda d: start(d, "S1").update(edge="-- P1"), "start_edge", "V3", ("S1", "2")),
    (
        "start_token",
        lambda d: start(d, "S4").update(edge="C1 X1 C1"),
        "start_token",
        "V3",
        ("S4", "X1"),
    ),
    (
        "start_path",
        lambda d: start(d, "S1").update(edge="P1 -- --"),
        "start_path_slot",
        "V3",
        ("S1", "P1", "0"),
    ),
    (
        "start_market",
        lambda d: start(d, "S1").update(markets={"P1": 1}),
        "start_market",
        "V3",
        ("S1", "P1"),
    ),
    (
        "start_fountain",
        lambda d: start(d, "S4").update(fountains=["C1"]),
        "start_fountain",
        "V3",
        ("S4", "C1"),
    ),
    (
        "tile_shape",
        lambda d: tile(d, "B3").update(sides="C1 P1 C1 | C1 C1 C1 | C1 T1 C1"),
        "tile_shape",
        "V4",
        ("B3",),
    ),
    (
        "tile_token",
        lambda d: tile(d, "B3").update(sides="C1 P1 C1 | C1 Q1 C1 | C1 T1 C1 | C1 C1 C1"),
        "tile_token",
        "V4",
        ("B3", "E1", "Q1"),
    ),
    (
        "tile_path_slot",
        lambda d: tile(d, "C1").update(sides="P1 C1 C2 | C2 C2 C2 | C2 P1 C1 | C1 C1 C1"),
        "tile_path_slot",
        "V4",
        ("C1", "P1", "N0"),
    ),
    (
        "tile_interleave",
        lambda d: tile(d, "C1").update(sides="C1 P1 C1 | C1 C1 C1 | C1 P1 C1 | C1 C1 C1"),
        "tile_interleave",
        "V4",
        ("C1", "P1"),
    ),
    (
        "tile_fountain",
        lambda d: tile(d, "C1").update(fountains=["C2"]),
        "tile_fountain",
        "V4",
        ("C1", "C2"),
    ),
    (
        "tile_market",
        lambda d: tile(d, "A7").update(markets={"P1": 1}),
        "tile_market",
        "V4",
        ("A7", "P1"),
    ),
    (
        "tile_market_count",
        lambda d: tile(d, "A7").update(markets={"C1": 0}),
        "tile_market_count",
        "V4",
        ("A7", "C1", "0"),
    ),
    (
        "tile_enclosed_kind",
        lambda d: tile(d, "A7").update(enclosed=["P2"]),
        "tile_enclosed",
        "V4",
        ("A7", "P2"),
    ),
    (
        "tile_enclosed_edge",
        lambda d: tile(d, "A7").update(enclosed=["C1"]),
        "tile_enclosed",
        "V4",
        ("A7", "C1"),
    ),
    (
        "tile_path_end",
        lambda d: add_tile(d, "C1 P1 C1 | C1 C1 C1 | C1 C1 C1 | C1 C1 C1"),
        "tile_path_end",
        "V4",
        ("Z9", "P1", "N"),
    ),
    ("tile_count", lambda d: tile(d, "A7").update(count=0), "tile_count", "V4", ("A7", "0")),
    ("tiles_total", lambda d: cut(d, "A2"), "tiles_total", "V4", ("59", "60")),
    (
        "tile_twice",
        lambda d: (cut(d, "A2"), d["tile"].append({**tile(d, "A7"), "count": 1})),
        "id_twice",
        "V4",
        ("A7",),
    ),
]


@pytest.mark.parametrize(
    ("damage", "key", "rule", "words"),
    [pytest.param(*c[1:], id=c[0]) for c in CASES],
)
def test_each_rule_rejects_a_damaged_file(
    damage: Callable[[dict[str, Any]], None], key: str, rule: str, words: tuple[str, ...]
) -> None:
    d = raw()
    damage(d)
    with pytest.raises(PositionError) as info:
        load_castle(d)
    err = info.value
    assert (err.key, err.rule) == (f"carcassonne.data.{key}", f"§6 {rule}")
    en, de = err.render("en"), err.render("de")
    assert en != de
    assert f"[rule: §6 {rule}]" in en and f"[Regel: §6 {rule}]" in de
    for text in (en, de):
        assert "{" not in text, text
        for word in words:
            assert word in text, (word, text)


def test_every_rule_has_a_case() -> None:
    keys = {c[2] for c in CASES}
    tested_elsewhere = {"board_pinch", "towers_empty", "board_empty", "tile_duplicate"}
    format_keys = {"read", "encoding", "toml", "json", "table", "list", "pair", "text", "int"}
    format_keys |= {"bool", "range", "missing", "unknown_keys", "choice"}
    for key in ERRORS["en"]:
        assert key in keys | tested_elsewhere | format_keys, key
    assert ERRORS["en"].keys() == ERRORS["de"].keys()


def test_towers_may_run_counter_clockwise() -> None:
    d = raw()
    towers = d["track"]["towers"]
    corners = [t["corner"] for t in towers]
    for t, c in zip(towers[1:], reversed(corners[1:]), strict=True):
        t["corner"] = c
    assert load_castle(d).towers[1].corner == (2, 2)


def test_lesson_boards_skip_the_counts() -> None:
    d = {
        "board": {"cells": ["##", "##"]},
        "track": {
            "towers": [
                {"numbers": [0, 1], "corner": [0, 0], "wall_tile": False},
                {"numbers": [5, 6], "corner": [0, 2]},
                {"numbers": [9, 10], "corner": [2, 2]},
                {"numbers": [14, 15], "corner": [2, 0]},
            ]
        },
        "tile": [{"id": "A", "count": 3, "sides": "C1 C1 C1 | C1 C1 C1 | C1 C1 C1 | C1 C1 C1"}],
    }
    castle = load_castle(d, lesson=True)
    assert (len(castle.cells), castle.n_tiles) == (4, 3)
    with pytest.raises(PositionError, match="76"):
        load_castle(d)


def test_v5_duplicates_are_merged_with_a_warning() -> None:
    d = raw()
    cut(d, "A3")
    # A3 turned one quarter clockwise, with other ids
    d["tile"].append({"id": "Z1", "count": 1, "sides": "C7 C7 C7 | H4 H4 H4 | C7 C7 C7 | C7 C7 C7"})
    castle, warnings = load_castle_with_warnings(d)
    assert [t.count for t in castle.tiles if t.id == "A3"] == [2]
    assert all(t.id != "Z1" for t in castle.tiles) and castle.n_tiles == 60
    (w,) = warnings
    assert w.key == "carcassonne.data.tile_duplicate" and w.rule == "§6 V5"
    for lang in ("en", "de"):
        assert "A3" in w.render(lang) and "Z1" in w.render(lang)
    # different extras: not the same type
    d = raw()
    cut(d, "A3")
    d["tile"].append(
        {
            "id": "Z1",
            "count": 1,
            "sides": "C7 C7 C7 | H4 H4 H4 | C7 C7 C7 | C7 C7 C7",
            "markets": {"C7": 1},
        }
    )
    assert load_castle_with_warnings(d)[1] == []


# --- damaged files: always a PositionError, never another exception --------------------------


@pytest.mark.parametrize(
    ("source", "key"),
    [
        ("this is = = not toml", "toml"),
        ("[board\ncells = 1", "toml"),
        (b"\xff\xfe\x00", "encoding"),
        ('{"board": ', "json"),
        ("[1, 2]", "toml"),
        ("[board]\ncells = 5", "list"),
        ("[board]\ncells = []", "board_empty"),
        ("[meta]\nsource = 'photo'", "choice"),
        ("colour = 'red'", "unknown_keys"),
        ("", "missing"),
    ],
)
def test_damaged_text_gives_a_position_error(source: str | bytes, key: str) -> None:
    with pytest.raises(PositionError) as info:
        load_castle(source)
    assert info.value.key == f"carcassonne.data.{key}"
    assert info.value.render("de") != info.value.render("en")


def test_json_array_and_missing_file(tmp_path: Path) -> None:
    with pytest.raises(PositionError, match="table"):
        load_castle([RAW])  # type: ignore[arg-type]
    with pytest.raises(PositionError) as info:
        load_castle(tmp_path / "missing.toml")
    assert info.value.key == "carcassonne.data.read"


@pytest.mark.parametrize(
    ("damage", "key", "where"),
    [
        (lambda d: d.pop("board"), "missing", "the file"),
        (lambda d: d.pop("tile"), "missing", "the file"),
        (lambda d: tile(d, "B1").pop("sides"), "missing", "tile B1"),
        (lambda d: d["track"]["towers"][3].pop("corner"), "missing", "track.towers[3]"),
        (lambda d: tile(d, "B1").update(count="3"), "int", "tile B1.count"),
        (lambda d: tile(d, "B1").update(count=True), "int", "tile B1.count"),
        (lambda d: tile(d, "B1").update(square="yes"), "bool", "tile B1.square"),
        (lambda d: tile(d, "B1").update(colour="red"), "unknown_keys", "tile B1"),
        (lambda d: d["tile"].append(7), "table", "tile[33]"),
        (lambda d: d["track"]["towers"][2].update(corner=[1]), "pair", "track.towers[2].corner"),
        (lambda d: start(d, "S4").update(markets=[1]), "table", "start field S4.markets"),
    ],
)
def test_wrong_types_and_missing_keys(
    damage: Callable[[dict[str, Any]], None], key: str, where: str
) -> None:
    d = raw()
    damage(d)
    with pytest.raises(PositionError) as info:
        load_castle(d)
    assert info.value.key == f"carcassonne.data.{key}"
    assert where in info.value.render("en") and where in info.value.render("de")


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, (*prefix, i))
    return out


def test_no_damage_gives_a_traceback() -> None:
    """Replace or delete every value of the file in turn: a PositionError or a castle, never
    another exception."""
    for path in paths(RAW):
        for bad in (None, "x", -1, [], {}, [[]], "delete"):
            d = raw()
            parent = d
            for k in path[:-1]:
                parent = parent[k]
            if bad == "delete":
                del parent[path[-1]]
            else:
                parent[path[-1]] = bad
            try:
                load_castle(d)
            except PositionError as e:
                for lang in ("en", "de"):
                    assert not re.search(r"\{\w+(\|[^}]*)?\}", e.render(lang)), e.key
