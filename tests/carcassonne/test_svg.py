"""The drawing of Carcassonne – Die Burg's castle (``widgets.carcassonne.castle_svg``): the SVG
parses, shows every cell, tower and start field, draws tiles turned the right way, the follower
spots to click, the features scored or waiting to be scored, and says in words (``<title>``) what
it shows by colour."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from burg.carcassonne.data import default_castle
from burg.carcassonne.model import TileType
from widgets.carcassonne.castle_svg import (
    CANDIDATE,
    CELL_FILL,
    LEGAL,
    PLAYER_COLOURS,
    REFUSED,
    SCORED,
    Mark,
    Spot,
    castle_svg,
    wall_loop,
)
from widgets.core.colours import contrast

NS = "{http://www.w3.org/2000/svg}"
CASTLE = default_castle()
TILES = {t.id: t for t in CASTLE.tiles}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def with_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in e.get("class", "").split()]


def title(e: ET.Element) -> str:
    t = e.find(f"{NS}title")
    assert t is not None and t.text
    return t.text


def texts(e: ET.Element) -> list[str]:
    return [t.text or "" for t in e.iter(f"{NS}text")]


HOUSE_NORTH = TileType(
    "X1",
    1,
    (("H1", "H1", "H1"), ("C1", "C1", "C1"), ("C1", "P1", "C2"), ("C2", "C2", "C2")),
)


def test_empty_castle_cells_towers_start_fields() -> None:
    root = parse(castle_svg(CASTLE, {}))
    assert root.get("width") == "100%" and root.get("viewBox")
    cells = with_class(root, "cc-cell")
    assert len(cells) == len(CASTLE.cells) == 76
    assert {tuple(map(int, c.get("data-cell").split(","))) for c in cells} == set(CASTLE.cells)
    towers = with_class(root, "cc-tower")
    assert len(towers) == 14
    for tower, data in zip(towers, CASTLE.towers, strict=True):
        assert [str(n) for n in data.numbers] == texts(tower)
        assert str(data.numbers[0]) in title(tower)
    assert len(with_class(root, "cc-holds-wall-tile")) == 13
    assert len(with_class(root, "cc-wall-tile")) == 13
    starts = with_class(root, "cc-start")
    assert len(starts) == 7
    assert {s.get("data-start") for s in starts} == {sf.id for sf in CASTLE.start_fields}
    s4 = next(s for s in starts if s.get("data-start") == "S4")
    assert "market" in title(s4) and with_class(s4, "cc-market")
    # every track number: 28 on towers, the other 72 on fields, every 5th at least labelled
    fields = {int(f.get("data-field")) for f in with_class(root, "cc-field")}
    on_towers = {n for t in CASTLE.towers for n in t.numbers}
    assert fields | on_towers == set(range(100)) and not fields & on_towers
    labelled = {int(t) for f in with_class(root, "cc-field") for t in texts(f)}
    assert {n for n in range(0, 100, 5)} - on_towers <= labelled


def test_wall_loop_has_a_corner_per_tower() -> None:
    corners = [v for v, _, _ in wall_loop(CASTLE.cells)]
    assert corners == [tuple(t.corner) for t in CASTLE.towers]


@pytest.mark.parametrize("rot", range(4))
def test_tile_wedges_follow_rotation(rot: int) -> None:
    root = parse(castle_svg(CASTLE, {(4, 4): (HOUSE_NORTH, rot)}))
    (tile,) = with_class(root, "cc-tile")
    assert tile.get("data-cell") == "4,4" and tile.get("data-rotation") == str(rot)
    kinds = {w.get("data-slot"): w.get("data-kind") for w in with_class(tile, "cc-wedge")}
    paths = {p.get("data-slot"): p.get("data-kind") for p in with_class(tile, "cc-path")}
    house = "NESW"[rot]
    path = "NESW"[(2 + rot) % 4]
    assert all(kinds[f"{house}{i}"] == "H" for i in range(3))
    assert paths == {f"{path}1": "P"}
    assert len(kinds) == 11  # 12 slots, the path's drawn as a strip
    side = ("north", "east", "south", "west")[rot]
    assert f"turned {90 * rot}°" in title(tile)
    assert f"house ({side})" in title(tile)


def test_tile_extras_and_german_title() -> None:
    placed = {(3, 3): (TILES["D1"], 0), (3, 4): (TILES["C1"], 1), (3, 5): (TILES["A1"], 0)}
    root = parse(castle_svg(CASTLE, placed, lang="de"))
    assert len(with_class(root, "cc-square")) == 1
    assert len(with_class(root, "cc-fountain")) == 1
    assert len(with_class(root, "cc-market")) == 2  # A1's and the start field S4's
    tile = next(e for e in with_class(root, "cc-tile") if e.get("data-tile") == "C1")
    assert "um 90° gedreht" in title(tile) and "Weg (Osten, Westen) mit Brunnen" in title(tile)


def test_followers_keep_markers_titles() -> None:
    placed = {(4, 4): (HOUSE_NORTH, 1), (4, 5): (TILES["B4"], 0)}
    root = parse(
        castle_svg(
            CASTLE,
            placed,
            followers={(4, 4): [("C1", 0, "C")], (4, 5): [("P1", 1, "P")]},
            keeps={(4, 4): 1},
            scores=(7, 112),
            names=("Ann", "Bob"),
        )
    )
    pawns = with_class(root, "cc-follower")
    assert [(p.get("data-cell"), p.get("data-player"), p.get("data-role")) for p in pawns] == [
        ("4,4", "0", "C"),
        ("4,5", "1", "P"),
    ]
    assert title(pawns[0]) == "Ann: trader on the court on E5"
    assert texts(pawns[1]) == ["H"]
    (keep,) = with_class(root, "cc-keep")
    assert "Bob" in title(keep) and "house on E5" in title(keep)
    markers = with_class(root, "cc-marker")
    assert [(m.get("data-player"), m.get("data-field")) for m in markers] == [
        ("0", "7"),
        ("1", "12"),
    ]
    assert "Ann: 7 points" in title(markers[0])
    assert "cc-lapped" in markers[1].get("class") and "100+" in texts(markers[1])
    assert "112 points" in title(markers[1]) and "field 12" in title(markers[1])


def test_marker_stands_on_its_field() -> None:
    root = parse(castle_svg(CASTLE, {}, scores=(20, 112)))
    field = next(f for f in with_class(root, "cc-field") if f.get("data-field") == "20")
    rect = field.find(f"{NS}rect")
    circle = with_class(root, "cc-marker")[0].find(f"{NS}circle")
    cx = float(rect.get("x")) + float(rect.get("width")) / 2
    cy = float(rect.get("y")) + float(rect.get("height")) / 2
    assert (float(circle.get("cx")), float(circle.get("cy"))) == pytest.approx((cx, cy), abs=0.2)
    # 112 is on tower 12/13: the marker's centre lies inside that tower
    tower = next(t for t in with_class(root, "cc-tower") if texts(t) == ["12", "13"])
    box = tower.find(f"{NS}rect")
    x0, y0, w = float(box.get("x")), float(box.get("y")), float(box.get("width"))
    ell = with_class(root, "cc-marker")[1].find(f"{NS}ellipse")
    assert x0 <= float(ell.get("cx")) <= x0 + w and y0 <= float(ell.get("cy")) <= y0 + w


def test_highlight_last_and_emptied_towers() -> None:
    placed = {(0, 4): (TILES["C1"], 0)}
    root = parse(
        castle_svg(CASTLE, placed, highlight=[(1, 4), (0, 3)], last=(0, 4), wall_tiles={1: False})
    )
    legal = with_class(root, "cc-legal")
    assert sorted(e.get("data-cell") for e in legal) == ["0,3", "1,4"]
    assert all(title(e).startswith("The drawn tile may go here") for e in legal)
    (last,) = with_class(root, "cc-last")
    assert last.get("data-cell") == "0,4"
    assert len(with_class(root, "cc-holds-wall-tile")) == 12
    tower = with_class(root, "cc-tower")[1]
    assert "no wall tile" in title(tower)


def test_text_contrast() -> None:
    for bg in (*PLAYER_COLOURS, "#5d5346"):  # pawn letters and tower numbers
        ink = "#222222" if contrast(bg, "#222222") >= contrast(bg, "#ffffff") else "#ffffff"
        assert contrast(bg, ink) >= 4.5
    for bg in ("#f3ecdc", "#f7f4ec"):  # track numbers, cell coordinates
        assert contrast(bg, "#222222") >= 4.5 and contrast(bg, "#666666") >= 4.5


def test_many_tiles_render() -> None:
    cells = sorted(CASTLE.cells)
    placed = {c: (t, i % 4) for i, (c, t) in enumerate(zip(cells, CASTLE.tiles, strict=False))}
    root = parse(castle_svg(CASTLE, placed))
    assert len(with_class(root, "cc-tile")) == len(CASTLE.tiles)
    for tile in with_class(root, "cc-tile"):
        wedges = with_class(tile, "cc-wedge")
        paths = with_class(tile, "cc-path")
        assert len(wedges) + len(paths) == 12


def test_follower_spots_allowed_and_refused() -> None:
    placed = {(4, 4): (HOUSE_NORTH, 0)}
    spots = [Spot((4, 4), "H1"), Spot((4, 4), "C1", "The court is taken [rule: §3.1]")]
    root = parse(castle_svg(CASTLE, placed, last=(4, 4), spots=spots, names=("Ann", "Bob")))
    found = with_class(root, "cc-spot")
    assert [(s.get("data-cell"), s.get("data-feature")) for s in found] == [
        ("4,4", "H1"),
        ("4,4", "C1"),
    ]
    allowed, refused = found
    assert "cc-spot-allowed" in allowed.get("class") and texts(allowed) == ["+"]
    assert title(allowed) == "Click to put a squire on the house on E5"
    assert "cc-spot-refused" in refused.get("class") and texts(refused) == ["×"]
    assert title(refused) == "No trader on this court: The court is taken [rule: §3.1]"
    # drawn last, on top of the tile, the follower and the marks: a click reaches them
    assert list(root)[-1] is refused
    de = parse(castle_svg(CASTLE, placed, spots=spots, lang="de"))
    assert title(with_class(de, "cc-spot")[0]).startswith("Klicken: Knappe auf Haus in E5")
    # a spot on an empty space is not drawn
    assert not with_class(parse(castle_svg(CASTLE, {}, spots=spots)), "cc-spot")


def test_scored_features_outlined_with_points_in_the_winners_colour() -> None:
    placed = {(4, 4): (HOUSE_NORTH, 2), (4, 5): (TILES["B4"], 0)}
    marks = [
        Mark("4,4:P1", "P", ((4, 4), (4, 5)), points=6, player=0),
        Mark("4,5:H1", "H", ((4, 5),), points=4, player=1, doubled=True),
        Mark("4,4:T1", "T", ((4, 4),)),
    ]
    root = parse(castle_svg(CASTLE, placed, scored=marks, names=("Ann", "Bob")))
    scored = with_class(root, "cc-scored")
    assert [s.get("data-feature") for s in scored] == ["4,4:P1", "4,5:H1", "4,4:T1"]
    path, house, tower = scored
    assert title(path) == "Path completed: Ann scores 6"
    assert title(house) == "House completed: Bob scores 4 (doubled)"
    assert title(tower) == "Tower completed: nobody has the majority, nobody scores"
    assert [r.get("data-cell") for r in with_class(path, "cc-scored-tile")] == ["4,4", "4,5"]
    assert texts(path) == ["+6"] and path.get("data-player") == "0"
    badge = with_class(path, "cc-badge")[0].find(f"{NS}rect")
    assert badge is not None and badge.get("fill") == PLAYER_COLOURS[0]
    assert with_class(house, "cc-badge")[0].find(f"{NS}rect").get("fill") == PLAYER_COLOURS[1]
    assert tower.get("data-player") is None and not texts(tower)  # nobody's: no "+N"
    de = parse(castle_svg(CASTLE, placed, scored=marks[:1], names=("Ann", "Bob"), lang="de"))
    assert title(with_class(de, "cc-scored")[0]) == "Weg fertig: Ann erhält 6 Punkte"


def test_candidates_outlined_for_the_choice_of_scoring() -> None:
    placed = {(4, 4): (HOUSE_NORTH, 2), (4, 5): (TILES["B4"], 0)}
    marks = [Mark("4,5:P1", "P", ((4, 4), (4, 5)), player=1), Mark("4,4:H1", "H", ((4, 4),))]
    root = parse(castle_svg(CASTLE, placed, candidates=marks, names=("Ann", "Bob")))
    found = with_class(root, "cc-candidate")
    assert [c.get("data-feature") for c in found] == ["4,5:P1", "4,4:H1"]
    assert title(found[0]) == "Path on F5 is complete and waits to be scored, won by Bob"
    assert [r.get("data-cell") for r in with_class(found[0], "cc-candidate-tile")] == [
        "4,4",
        "4,5",
    ]
    assert texts(found[0]) == ["P1"] and texts(found[1]) == ["H1"]  # the id the button names
    assert not with_class(root, "cc-scored")


def test_mark_colours_stand_out_on_the_cells() -> None:
    for colour in (LEGAL, REFUSED, SCORED, CANDIDATE):
        assert contrast(colour, CELL_FILL) >= 3, colour
    for fill in (*PLAYER_COLOURS, CANDIDATE):  # the badges' text
        ink = "#222222" if contrast(fill, "#222222") >= contrast(fill, "#ffffff") else "#ffffff"
        assert contrast(fill, ink) >= 4.5
    assert contrast(LEGAL, "#ffffff") >= 4.5 and contrast("#e0e0e0", "#333333") >= 4.5


@pytest.mark.parametrize("rot", range(4))
def test_follower_spots_never_cover_each_other(rot: int) -> None:
    """Every feature of every tile gets its own spot, apart from the others and inside the
    tile, so a click finds each one."""
    for tile in CASTLE.tiles:
        fids = [tok for side in tile.sides for tok in side if tok[:1] in "PTHC"]
        fids = list(dict.fromkeys([*fids, *tile.enclosed]))
        spots = [Spot((4, 4), fid) for fid in fids]
        root = parse(castle_svg(CASTLE, {(4, 4): (tile, rot)}, spots=spots))
        box = next(e for e in with_class(root, "cc-tile")).find(f"{NS}rect")
        x0, y0 = float(box.get("x")), float(box.get("y"))
        centres = []
        for g in with_class(root, "cc-spot"):
            inner = [c for c in g.iter(f"{NS}circle") if c.get("r") == "7.5"]
            centres.append((float(inner[0].get("cx")), float(inner[0].get("cy"))))
        assert len(centres) == len(fids), tile.id
        for x, y in centres:
            assert x0 + 9 <= x <= x0 + 71 and y0 + 9 <= y <= y0 + 71, tile.id
        for i, a in enumerate(centres):
            for b in centres[i + 1 :]:
                assert ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5 >= 20, (tile.id, a, b)


def _top(e: ET.Element) -> float:
    """The top of a marker's or tower's shape (circle, ellipse, rect) in SVG units."""
    if e.tag == f"{NS}circle":
        return float(e.get("cy", 0)) - float(e.get("r", 0))
    if e.tag == f"{NS}ellipse":
        return float(e.get("cy", 0)) - float(e.get("ry", 0))
    return float(e.get("y", 0))


@pytest.mark.parametrize("scores", [(0, 0), (100, 0), (5, 105)])
def test_the_edge_letters_stand_clear_of_the_score_markers_and_towers(
    scores: tuple[int, int],
) -> None:
    """The columns' letters along the top edge (A, B …) are never covered: two markers on one
    field, a lapped marker's "100+" and the towers all end below them (a 15-unit letter's
    baseline is its bottom)."""
    root = parse(castle_svg(CASTLE, {}, scores=scores))
    letters = with_class(root, "cc-edge-names")[0]
    baseline = min(float(t.get("y", 0)) for t in letters.iter(f"{NS}text"))
    shapes = [
        s
        for g in with_class(root, "cc-marker") + with_class(root, "cc-tower")
        for s in g
        if s.tag in (f"{NS}circle", f"{NS}ellipse", f"{NS}rect")
    ]
    assert shapes
    assert baseline + 2 <= min(_top(s) for s in shapes), (baseline, min(map(_top, shapes)))
