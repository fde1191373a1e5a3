"""Carcassonne – Die Burg's castle as one SVG string: the spaces inside the wall, the wall with
the score track 0–99 and its corner towers, the start fields, the placed castle tiles, the
followers, the keeps and the two score markers.

A pure function of plain data (``burg.carcassonne.model``; no engine, no widgets), so it is fast
to redraw and easy to test. Every fact shown by colour is also in words in a ``<title>``; the
elements carry ``cc-…`` class names (and ``data-…`` attributes) for tests and the browser.

Geometry (reference §2.1, §6): a tile's 12 perimeter slots are read clockwise round it (north
west→east, east north→south, south east→west, west south→north). Each slot is drawn as a wedge
from the tile's centre; a path's middle slot is split between its two neighbours and the path is
a strip from the side's middle to the centre. The track's fields between two towers are spaced
evenly along the wall between the towers' corners.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING

from burg.carcassonne.messages import feature_square, square
from widgets.core.colours import ink

if TYPE_CHECKING:  # plain data only: the drawing needs no engine at run time
    from burg.carcassonne.model import Castle, StartField, TileType

Point = tuple[float, float]
Cell = tuple[int, int]

#: Cell size, the start-field strip and the track band outside the wall line (SVG units).
S = 80
START = 20
TRACK = 34
BAND = START + TRACK
#: The edge outside the band, where the columns' letters and the rows' numbers stand. What is
#: drawn on the track reaches up to ``REACH`` beyond the wall line (a tower's square, two score
#: markers on one field, a lapped marker's "100+", the wall tile lying on a tower), past the band:
#: the letters stand outside that.
REACH = 76
MARGIN = 44
EDGE_FONT = 15
#: Player colours by seat: black and white (with a dark outline).
PLAYER_COLOURS: tuple[str, ...] = ("#222222", "#fafafa")
#: Feature colours by kind: path, tower, house, court.
KIND_FILL: dict[str, str] = {"P": "#ecd9a0", "T": "#9e9e9e", "H": "#a5502e", "C": "#cfe6b0"}
WALL_FILL = "#a89a82"
WALKWAY_FILL = "#cdc2ab"
CELL_FILL = "#f7f4ec"
FIELD_FILL = "#f3ecdc"
TOWER_FILL = "#5d5346"
PATH_EDGE = "#8a7340"
BORDER = "#3d3d3d"
LEGAL = "#2e7d32"
LAST = "#c43e00"
#: A follower spot refused by the engine; a feature scored in the last two turns; one to be scored.
REFUSED = "#616161"
SCORED = "#1565c0"
CANDIDATE = "#6a1b9a"
_PATH_W = 12
_TOWER_R = 21
_SIDE_DIR = {0: (-1, 0), 1: (0, 1), 2: (1, 0), 3: (0, -1)}  # neighbour (dr, dc) per side
_STEP = {0: (0, 1), 1: (1, 0), 2: (0, -1), 3: (-1, 0)}  # the wall edge walked clockwise
_SIDE_INDEX = {"N": 0, "E": 1, "S": 2, "W": 3}

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "title": "The castle (Carcassonne – Die Burg)",
        "kind.P": "path",
        "kind.T": "tower",
        "kind.H": "house",
        "kind.C": "court",
        "role.P": "herald",
        "role.T": "knight",
        "role.H": "squire",
        "role.C": "trader",
        "side.0": "north",
        "side.1": "east",
        "side.2": "south",
        "side.3": "west",
        "empty": "Empty space on {square}",
        "legal": "The drawn tile may go here: {square}",
        "last": "The tile just placed: {square}",
        "tile": "Tile on {square}, turned {deg}°: {features}",
        "feature": "{kind} ({sides})",
        "enclosed": "{kind} (inside, touching no side)",
        "fountain": "with a fountain",
        "market": "with {n} market(s)",
        "square": "a plaza in the middle",
        "tower": "Corner tower {a}/{b}",
        "wall_tile": "holds a face-down wall tile",
        "no_wall_tile": "no wall tile",
        "field": "Score track field {n}",
        "start": "Start field ({side} of {square}): {features}",
        "wall": "plain wall",
        "follower": "{player}: {role} on the {kind} on {square}",
        "keep": "{player}: keep (Palas) on the house on {square}",
        "marker": "{player}: {score} points, score marker on field {field}",
        "lapped": " (past 100, laid down)",
        "spot": "Click to put a {role} on the {kind} on {square}",
        "spot_refused": "No {role} on this {kind}: {reason}",
        "scored": "{kind} completed: {player} scores {points}{doubled}",
        "scored_none": "{kind} completed: nobody has the majority, nobody scores",
        "doubled": " (doubled)",
        "unit_1": "point",
        "unit_n": "points",
        "candidate": "{kind} on {where} is complete and waits to be scored{winner}",
        "won_by": ", won by {player}",
    },
    "de": {
        "title": "Die Burg (Carcassonne – Die Burg)",
        "kind.P": "Weg",
        "kind.T": "Turm",
        "kind.H": "Haus",
        "kind.C": "Hof",
        "role.P": "Herold",
        "role.T": "Ritter",
        "role.H": "Knappe",
        "role.C": "Händler",
        "side.0": "Norden",
        "side.1": "Osten",
        "side.2": "Süden",
        "side.3": "Westen",
        "empty": "Leeres Feld auf {square}",
        "legal": "Hier darf die gezogene Karte liegen: {square}",
        "last": "Die zuletzt gelegte Karte: {square}",
        "tile": "Karte auf {square}, um {deg}° gedreht: {features}",
        "feature": "{kind} ({sides})",
        "enclosed": "{kind} (innen, berührt keine Seite)",
        "fountain": "mit Brunnen",
        "market": "mit {n} Markt/Märkten",
        "square": "ein Platz in der Mitte",
        "tower": "Eckturm {a}/{b}",
        "wall_tile": "trägt ein verdecktes Mauerplättchen",
        "no_wall_tile": "kein Mauerplättchen",
        "field": "Feld {n} der Zählleiste",
        "start": "Startfeld ({side} von {square}): {features}",
        "wall": "Mauer",
        "follower": "{player}: {role} auf {kind} auf {square}",
        "keep": "{player}: Palas auf dem Haus auf {square}",
        "marker": "{player}: {score} Punkte, Zählstein auf Feld {field}",
        "lapped": " (über 100, liegend)",
        "spot": "Klicken: {role} auf {kind} in {square} setzen",
        "spot_refused": "Kein {role} auf diesem Feld ({kind}): {reason}",
        "scored": "{kind} fertig: {player} erhält {points} {unit}{doubled}",
        "scored_none": "{kind} fertig: niemand hat die Mehrheit, niemand erhält Punkte",
        "doubled": " (verdoppelt)",
        "unit_1": "Punkt",
        "unit_n": "Punkte",
        "candidate": "{kind} auf {where} ist fertig und wartet auf die Wertung{winner}",
        "won_by": ", gewinnt {player}",
    },
}
#: The letter on a follower, by the kind of its feature.
ROLE_LETTER: dict[str, dict[str, str]] = {
    "en": {"P": "H", "T": "K", "H": "S", "C": "T"},
    "de": {"P": "H", "T": "R", "H": "K", "C": "Hä"},
}
_ROLE_NAMES = {
    "herald": "P",
    "knight": "T",
    "squire": "H",
    "trader": "C",
    "herold": "P",
    "ritter": "T",
    "knappe": "H",
    "händler": "C",
}


def _t(key: str, lang: str, **params: object) -> str:
    table = _TEXT.get(lang, _TEXT["en"])
    if "row" in params and "col" in params:
        params["square"] = square(int(params["row"]), int(params["col"]))  # type: ignore[call-overload]
    return table[key].format(**params)


def _text(x: float, y: float, s: str, size: float = 12, **attrs: str) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}"{extra}>{escape(s)}</text>'


def _pts(points: Iterable[Point]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def _lerp(a: Point, b: Point, f: float) -> Point:
    return a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f


def _rotate(sides: Sequence[Sequence[str]], r: int) -> list[tuple[str, ...]]:
    """Side s moves to (s + r) mod 4 and keeps its token order (§2.1)."""
    return [tuple(sides[(i - r) % 4]) for i in range(4)]


# --- the wall --------------------------------------------------------------------------------


def wall_loop(cells: Iterable[Cell]) -> list[tuple[Cell, Cell, Cell]]:
    """The wall's corners clockwise from the first row's north-west corner: each as
    ``(vertex, direction in, direction out)``, vertices ``(row, col)``, directions ``(dr, dc)``."""
    cells = set(cells)
    out_edge: dict[Cell, Cell] = {}
    for r, c in cells:
        starts = {0: (r, c), 1: (r, c + 1), 2: (r + 1, c + 1), 3: (r + 1, c)}
        for s, (dr, dc) in _SIDE_DIR.items():
            if (r + dr, c + dc) not in cells:
                out_edge[starts[s]] = _STEP[s]
    start = min(out_edge)
    v, d = start, out_edge[start]
    corners: list[tuple[Cell, Cell, Cell]] = []
    for _ in range(len(out_edge) + 1):
        nxt = (v[0] + d[0], v[1] + d[1])
        d2 = out_edge[nxt]
        if d2 != d:
            corners.append((nxt, d, d2))
        v, d = nxt, d2
        if v == start:
            break
    i = min(range(len(corners)), key=lambda k: corners[k][0])
    return corners[i:] + corners[:i]


class _Geo:
    """Pixel positions for a castle."""

    def __init__(self, castle: Castle) -> None:
        self.off = MARGIN + BAND
        self.width = castle.cols * S + 2 * self.off
        self.height = castle.rows * S + 2 * self.off
        self.corners = wall_loop(castle.cells)

    def vertex(self, v: Cell) -> Point:
        return self.off + v[1] * S, self.off + v[0] * S

    def offset(self, corner: tuple[Cell, Cell, Cell], d: float) -> Point:
        """The corner moved ``d`` outwards (off both wall lines that meet there)."""
        (vr, vc), (r1, c1), (r2, c2) = corner
        x, y = self.vertex((vr, vc))
        # the outward normal of a wall edge walked clockwise, in (x, y): (dr, -dc)
        return x + d * (r1 + r2), y + d * (-c1 - c2)

    def loop(self, d: float) -> list[Point]:
        return [self.offset(c, d) for c in self.corners]

    def cell_box(self, cell: Cell) -> tuple[float, float]:
        return self.off + cell[1] * S, self.off + cell[0] * S


def _corners_of(x: float, y: float) -> list[Point]:
    """NW, NE, SE, SW: side s runs from corner s to corner s + 1 (clockwise)."""
    return [(x, y), (x + S, y), (x + S, y + S), (x, y + S)]


def _perimeter(x: float, y: float, u: float) -> Point:
    """The point at slot position ``u`` (0–12, clockwise from the north-west corner)."""
    u %= 12
    s = min(int(u // 3), 3)
    cs = _corners_of(x, y)
    return _lerp(cs[s], cs[(s + 1) % 4], (u - 3 * s) / 3)


def _track_positions(castle: Castle, geo: _Geo) -> tuple[dict[int, Point], list[Point], float]:
    """Field number -> centre, tower index -> centre, and the smallest field spacing."""
    centre_d = START + TRACK / 2
    by_vertex = {c[0]: c for c in geo.corners}
    towers = [geo.offset(by_vertex[tuple(t.corner)], centre_d) for t in castle.towers]
    length = castle.track_length
    pos: dict[int, Point] = {}
    spacing = float(S)
    n = len(castle.towers)
    for i, tower in enumerate(castle.towers):
        a, b = towers[i], towers[(i + 1) % n]
        for k, num in enumerate(tower.numbers):  # the tower's own two numbers
            pos[num % length] = (a[0], a[1] - 7 + 14 * k)
        first = tower.numbers[1] + 1
        count = (castle.towers[(i + 1) % n].numbers[0] - first) % length
        if count == 0:
            continue
        dist = math.dist(a, b)
        step = (dist - 2 * _TOWER_R) / count
        spacing = min(spacing, step)
        for k in range(count):
            pos[(first + k) % length] = _lerp(a, b, (_TOWER_R + (k + 0.5) * step) / dist)
    return pos, towers, spacing


def _wall(castle: Castle, geo: _Geo, wall_tiles: Mapping[int, bool], lang: str) -> list[str]:
    o = [
        f'<polygon class="cc-wall" points="{_pts(geo.loop(BAND))}" fill="{WALL_FILL}" '
        f'stroke="#4a4034" stroke-width="2"/>',
        f'<polygon points="{_pts(geo.loop(START))}" fill="{WALKWAY_FILL}" stroke="#4a4034"/>',
    ]
    pos, towers, spacing = _track_positions(castle, geo)
    tower_numbers = {n % castle.track_length for t in castle.towers for n in t.numbers}
    along = min(spacing - 2, 28)
    size = 11 if along >= 18 else 9
    for n in sorted(pos):
        if n in tower_numbers:
            continue
        x, y = pos[n]
        w = max(along, 6)
        label = along >= 13 or n % 5 == 0
        o.append(
            f'<g class="cc-field" data-field="{n}"><title>{escape(_t("field", lang, n=n))}</title>'
            f'<rect x="{x - w / 2:.1f}" y="{y - 12:.1f}" width="{w:.1f}" height="24" rx="3" '
            f'fill="{FIELD_FILL}" stroke="#6b5f4f" stroke-width="0.8"/>'
            + (
                _text(x, y + size * 0.36, str(n), size, text_anchor="middle", fill="#222222")
                if label
                else ""
            )
            + "</g>"
        )
    for i, (tower, (x, y)) in enumerate(zip(castle.towers, towers, strict=True)):
        held = wall_tiles.get(i, tower.wall_tile)
        a, b = tower.numbers
        title = (
            _t("tower", lang, a=a, b=b) + ": " + _t("wall_tile" if held else "no_wall_tile", lang)
        )
        cls = "cc-tower" + (" cc-holds-wall-tile" if held else "")
        o.append(
            f'<g class="{cls}" data-tower="{i}"><title>{escape(title)}</title>'
            f'<rect x="{x - _TOWER_R:.1f}" y="{y - _TOWER_R:.1f}" width="{2 * _TOWER_R}" '
            f'height="{2 * _TOWER_R}" rx="5" fill="{TOWER_FILL}" stroke="#1f1a14" '
            f'stroke-width="2"/>'
        )
        if held:  # a face-down wall tile lying on the tower
            o.append(
                f'<rect class="cc-wall-tile" x="{x + 9:.1f}" y="{y - _TOWER_R - 6:.1f}" '
                f'width="16" height="16" rx="2" fill="#c9a227" stroke="#1f1a14" '
                f'stroke-width="1.5" transform="rotate(12 {x + 17:.1f} {y - _TOWER_R + 2:.1f})"/>'
            )
        o.append(_text(x, y - 2, str(a), 11, text_anchor="middle", fill="#ffffff"))
        o.append(_text(x, y + 12, str(b), 11, text_anchor="middle", fill="#ffffff"))
        o.append("</g>")
    return o


def _start_field(sf: StartField, geo: _Geo, lang: str) -> str:
    s = _SIDE_INDEX[sf.side]
    x, y = geo.cell_box(sf.cell)
    cs = _corners_of(x, y)
    a, b = cs[s], cs[(s + 1) % 4]
    dr, dc = _SIDE_DIR[s]
    out = (dc * START, dr * START)
    words = []
    for fid in dict.fromkeys(sf.edge):
        if fid == "--":
            words.append(_t("wall", lang))
            continue
        w = f"{_t('kind.' + fid[0], lang)} {fid}"
        if fid in sf.fountains:
            w += " " + _t("fountain", lang)
        if sf.markets.get(fid):
            w += " " + _t("market", lang, n=sf.markets[fid])
        words.append(w)
    title = _t(
        "start",
        lang,
        id=sf.id,
        side=_t(f"side.{s}", lang),
        row=sf.cell[0],
        col=sf.cell[1],
        features=", ".join(words),
    )
    o = [f'<g class="cc-start" data-start="{sf.id}"><title>{escape(title)}</title>']
    for i, tok in enumerate(sf.edge):
        p, q = _lerp(a, b, i / 3), _lerp(a, b, (i + 1) / 3)
        quad = [p, q, (q[0] + out[0], q[1] + out[1]), (p[0] + out[0], p[1] + out[1])]
        fill = WALKWAY_FILL if tok == "--" else KIND_FILL[tok[0]]
        if tok[0] == "P":  # the path's slot: coloured as its neighbours, the strip on top
            nb = [t for t in sf.edge if t not in ("--", tok)]
            fill = KIND_FILL[nb[0][0]] if nb else WALKWAY_FILL
        kind = "-" if tok == "--" else tok[0]
        o.append(
            f'<polygon class="cc-start-slot" data-kind="{kind}" points="{_pts(quad)}" '
            f'fill="{fill}" stroke="{BORDER}" stroke-width="0.8"/>'
        )
    inner = _lerp(a, b, 0.5)
    outer = (inner[0] + out[0], inner[1] + out[1])
    if sf.edge[1][0] == "P":
        o.append(_path_line(inner, outer, "butt"))
    for fid in sf.markets:
        i = sf.edge.index(fid) if fid in sf.edge else 1
        p = _lerp(a, b, (i + 0.5) / 3)
        o.append(_market((p[0] + out[0] / 2, p[1] + out[1] / 2 + 2)))
    for fid in sf.fountains:
        i = 2 if fid in sf.edge else 0
        p = _lerp(a, b, (i + 0.5) / 3)
        o.append(_fountain((p[0] + out[0] / 2, p[1] + out[1] / 2)))
    o.append("</g>")
    return "".join(o)


# --- tiles -----------------------------------------------------------------------------------


def _path_parts(a: Point, b: Point, cap: str = "round", **data: str) -> tuple[str, str]:
    """A path strip from ``a`` to ``b`` as (its outline, its fill), so that the arms of one
    crossing can be outlined first and filled after; ``cap="round"`` rounds the end at ``b``."""
    attrs = "".join(f' data-{k}="{v}"' for k, v in data.items())
    cls = ' class="cc-path"' if data else ""
    line = f'x1="{a[0]:.1f}" y1="{a[1]:.1f}" x2="{b[0]:.1f}" y2="{b[1]:.1f}"'
    edge = f'<line {line} stroke="{PATH_EDGE}" stroke-width="{_PATH_W + 3}"/>'
    fill = f'<line{cls}{attrs} {line} stroke="{KIND_FILL["P"]}" stroke-width="{_PATH_W}"/>'
    if cap == "round":
        circle = f'<circle cx="{b[0]:.1f}" cy="{b[1]:.1f}" r="{{}}" fill="{{}}"/>'
        edge += circle.format((_PATH_W + 3) / 2, PATH_EDGE)
        fill += circle.format(_PATH_W / 2, KIND_FILL["P"])
    return edge, fill


def _path_line(a: Point, b: Point, cap: str = "round") -> str:
    return "".join(_path_parts(a, b, cap))


def _fountain(p: Point) -> str:
    return (
        f'<circle class="cc-fountain" cx="{p[0]:.1f}" cy="{p[1]:.1f}" r="5" fill="#1e88e5" '
        f'stroke="#0d3c78" stroke-width="1.5"/>'
    )


def _market(p: Point) -> str:
    x, y = p
    return (
        f'<g class="cc-market"><rect x="{x - 6:.1f}" y="{y - 2:.1f}" width="12" height="8" '
        f'fill="#ffffff" stroke="#5a3a1a" stroke-width="1"/>'
        f'<polygon points="{_pts([(x - 8, y - 1), (x + 8, y - 1), (x, y - 8)])}" '
        f'fill="#c62828" stroke="#5a3a1a" stroke-width="1"/></g>'
    )


def _halves(sides: Sequence[Sequence[str]]) -> list[str]:
    """The feature of each of the 24 half slots: a path's halves belong to its neighbours."""
    ring = [tok for side in sides for tok in side]
    out = []
    for k, tok in enumerate(ring):
        if tok[0] == "P":
            out += [ring[k - 1], ring[(k + 1) % 12]]
        else:
            out += [tok, tok]
    return out


def _anchor_u(halves: list[str], fid: str) -> float | None:
    """The slot position (0–12) at the middle of ``fid``'s longest run of half slots."""
    n = len(halves)
    if fid not in halves:
        return None
    if all(h == fid for h in halves):
        return 1.5
    best: tuple[int, int] = (0, 0)  # (length, start)
    for start in range(n):
        if halves[start] == fid and halves[start - 1] != fid:
            length = 0
            while halves[(start + length) % n] == fid:
                length += 1
            best = max(best, (length, -start))
    length, start = best[0], -best[1]
    return ((start + length / 2) / 2) % 12


def _feature_sides(sides: Sequence[Sequence[str]]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for s, side in enumerate(sides):
        for tok in side:
            if s not in out.setdefault(tok, []):
                out[tok].append(s)
    return out


def _tile_title(
    tile: TileType, rot: int, cell: Cell, sides: list[tuple[str, ...]], lang: str
) -> str:
    parts = []
    for fid, ss in _feature_sides(sides).items():
        w = _t(
            "feature",
            lang,
            kind=_t("kind." + fid[0], lang),
            id=fid,
            sides=", ".join(_t(f"side.{s}", lang) for s in ss),
        )
        if fid in tile.fountains:
            w += " " + _t("fountain", lang)
        if tile.markets.get(fid):
            w += " " + _t("market", lang, n=tile.markets[fid])
        parts.append(w)
    for fid in tile.enclosed:
        parts.append(_t("enclosed", lang, kind=_t("kind." + fid[0], lang), id=fid))
    if tile.square:
        parts.append(_t("square", lang))
    return _t(
        "tile",
        lang,
        id=tile.id,
        row=cell[0],
        col=cell[1],
        deg=90 * (rot % 4),
        features="; ".join(parts),
    )


class _Tile:
    """One placed tile's geometry: wedge anchors per feature."""

    def __init__(self, tile: TileType, rot: int, x: float, y: float) -> None:
        self.tile, self.x, self.y = tile, x, y
        self.sides = _rotate(tile.sides, rot)
        self.halves = _halves(self.sides)
        self.centre = (x + S / 2, y + S / 2)
        self.paths = {fid: ss for fid, ss in _feature_sides(self.sides).items() if fid[0] == "P"}

    def at(self, u: float, t: float) -> Point:
        return _lerp(self.centre, _perimeter(self.x, self.y, u), t)

    def arm_end(self, fid: str) -> float:
        """How far from the centre a path arm stops (0 = the centre)."""
        lone = len(self.paths[fid]) == 1
        return 0.3 if lone and not self.tile.square and len(self.paths) > 1 else 0.0

    def anchor(self, fid: str, t: float = 0.5) -> Point:
        """Where a follower (t ≈ 0.5) or a mark (t larger) stands on feature ``fid``."""
        if fid in self.paths:
            return self.at(3 * self.paths[fid][0] + 1.5, max(t + 0.12, self.arm_end(fid) + 0.3))
        u = _anchor_u(self.halves, fid)
        if self.halves.count(fid) <= 4:  # a narrow wedge: stand further out
            t = max(t, 0.7)
        if u is None:  # an enclosed feature
            k = self.tile.enclosed.index(fid) if fid in self.tile.enclosed else 0
            return self.centre[0] - 10 + 20 * k, self.centre[1] - 10
        return self.at(u, t)

    def svg(self) -> str:
        o = []
        x, y, cx = self.x, self.y, self.centre
        for h, fid in enumerate(self.halves):
            a, b = _perimeter(x, y, h / 2), _perimeter(x, y, (h + 1) / 2)
            ring = [tok for side in self.sides for tok in side]
            slot = h // 2
            data = ""
            if ring[slot][0] != "P" and h % 2 == 0:  # one wedge per non-path slot
                b = _perimeter(x, y, (h + 2) / 2)
                data = f' data-slot="{"NESW"[slot // 3]}{slot % 3}" data-feature="{fid}"'
            elif ring[slot][0] != "P":
                continue
            cls = "cc-wedge" if data else "cc-half"
            o.append(
                f'<polygon class="{cls}" data-kind="{fid[0]}"{data} points="{_pts([cx, a, b])}" '
                f'fill="{KIND_FILL[fid[0]]}" stroke="{KIND_FILL[fid[0]]}" stroke-width="0.6"/>'
            )
        for h, fid in enumerate(self.halves):  # borders between different features
            if fid != self.halves[h - 1]:
                p = _perimeter(x, y, h / 2)
                o.append(
                    f'<line x1="{cx[0]:.1f}" y1="{cx[1]:.1f}" x2="{p[0]:.1f}" y2="{p[1]:.1f}" '
                    f'stroke="{BORDER}" stroke-width="1.3"/>'
                )
        fills = []
        for fid, ss in self.paths.items():
            for s in ss:
                end = self.at(3 * s + 1.5, 1)
                start = self.at(3 * s + 1.5, self.arm_end(fid))
                edge, fill = _path_parts(end, start, slot=f"{'NESW'[s]}1", feature=fid, kind="P")
                o.append(edge)
                fills.append(fill)
        o += fills
        if self.tile.square:
            o.append(
                f'<circle class="cc-square" cx="{cx[0]:.1f}" cy="{cx[1]:.1f}" r="12" '
                f'fill="#e6dcc4" stroke="{PATH_EDGE}" stroke-width="2"/>'
                f'<circle cx="{cx[0]:.1f}" cy="{cx[1]:.1f}" r="4" fill="none" '
                f'stroke="{PATH_EDGE}" stroke-width="1"/>'
            )
        for fid in self.tile.fountains:
            if fid in self.paths:
                ss = self.paths[fid]
                s = ss[1] if len(ss) > 1 else ss[0]
                o.append(_fountain(self.at(3 * s + 1.5, max(0.32, self.arm_end(fid) + 0.15))))
        for fid, n in self.tile.markets.items():
            if n:
                o.append(_market(self.anchor(fid, 0.72)))
        for k, fid in enumerate(self.tile.enclosed):
            px, py = self.centre[0] - 10 + 20 * k, self.centre[1] - 10
            o.append(
                f'<rect class="cc-enclosed" data-kind="{fid[0]}" x="{px - 7:.1f}" '
                f'y="{py - 7:.1f}" width="14" height="14" fill="{KIND_FILL[fid[0]]}" '
                f'stroke="{BORDER}"/>'
            )
        o.append(
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{S}" height="{S}" fill="none" '
            f'stroke="#555555" stroke-width="1"/>'
        )
        return "".join(o)


# --- pieces ----------------------------------------------------------------------------------


def _role(role: str, fid: str) -> str:
    """The kind letter of a follower's role (the engine passes the kind; names work too)."""
    if role in ("P", "T", "H", "C"):
        return role
    return _ROLE_NAMES.get(role.lower(), fid[0] if fid else "C")


def _pawn(p: Point, player: int, letter: str) -> str:
    """A follower: a head with the role's letter on a small body."""
    x, y = p
    c = PLAYER_COLOURS[player % 2]
    body = _pts([(x - 9, y + 12), (x + 9, y + 12), (x + 4, y + 2), (x - 4, y + 2)])
    size = 10 if len(letter) == 1 else 8
    return (
        f'<polygon points="{body}" fill="{c}" stroke="#111111" stroke-width="1.5"/>'
        f'<circle cx="{x:.1f}" cy="{y - 4:.1f}" r="8.5" fill="{c}" stroke="#111111" '
        f'stroke-width="1.5"/>'
        + _text(
            x,
            y - 4 + size * 0.36,
            letter,
            size,
            text_anchor="middle",
            font_weight="bold",
            fill=ink(c),
        )
    )


def _crown(p: Point, player: int) -> str:
    x, y = p
    c = PLAYER_COLOURS[player % 2]
    pts = [
        (x - 9, y + 6),
        (x + 9, y + 6),
        (x + 9, y - 6),
        (x + 4.5, y - 1),
        (x, y - 8),
        (x - 4.5, y - 1),
        (x - 9, y - 6),
    ]
    return (
        f'<polygon points="{_pts(pts)}" fill="{c}" stroke="#c9a227" stroke-width="2.2" '
        f'stroke-linejoin="round"/>'
        f'<polygon points="{_pts(pts)}" fill="none" stroke="#111111" stroke-width="0.8"/>'
    )


def _markers(
    castle: Castle, geo: _Geo, scores: Sequence[int], names: Sequence[str], lang: str
) -> list[str]:
    pos, _, _ = _track_positions(castle, geo)
    length = castle.track_length
    fields = [s % length for s in scores]
    o = []
    for p, score in enumerate(scores):
        field = fields[p]
        x, y = pos[field]
        if fields.count(field) > 1:
            x, y = x - 7 + 14 * p, y - 7 + 14 * p
        c = PLAYER_COLOURS[p % 2]
        name = names[p] if p < len(names) else str(p + 1)
        lapped = score >= length
        title = _t("marker", lang, player=name, score=score, field=field)
        title += _t("lapped", lang) if lapped else ""
        cls = "cc-marker" + (" cc-lapped" if lapped else "")
        o.append(
            f'<g class="{cls}" data-player="{p}" data-field="{field}" data-score="{score}">'
            f"<title>{escape(title)}</title>"
        )
        if lapped:  # laid down: an ellipse, and "100+" in words
            o.append(
                f'<ellipse cx="{x:.1f}" cy="{y:.1f}" rx="13" ry="7" fill="{c}" stroke="#111111" '
                f'stroke-width="2"/>'
            )
            o.append(
                f'<rect x="{x - 15:.1f}" y="{y - 22:.1f}" width="30" height="12" rx="3" '
                f'fill="#ffffff" stroke="#111111" stroke-width="0.8"/>'
            )
            o.append(_text(x, y - 12.5, "100+", 9, text_anchor="middle", fill="#222222"))
        else:
            o.append(
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="10" fill="{c}" stroke="#111111" '
                f'stroke-width="2"/>'
            )
            o.append(
                _text(
                    x,
                    y + 4,
                    name[:1] or "?",
                    11,
                    text_anchor="middle",
                    font_weight="bold",
                    fill=ink(c),
                )
            )
        o.append("</g>")
    return o


# --- marks on the tiles: follower spots, scored and waiting features --------------------------


@dataclass(frozen=True)
class Spot:
    """A feature of the tile just placed where a follower may go (``reason`` empty) or not
    (``reason``: the engine's words why not)."""

    cell: Cell
    feature: str
    reason: str = ""


@dataclass(frozen=True)
class Mark:
    """A feature outlined on its tiles: scored in the last two turns (``points`` for ``player``, or
    nobody's), or waiting to be scored. ``feature``: its label ``"row,col:id"``."""

    feature: str
    kind: str
    cells: tuple[Cell, ...]
    points: int = 0
    player: int | None = None
    doubled: bool = False


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


#: Follower spots closer than this (SVG units) are pushed apart: each stays clickable.
_SPOT_GAP = 22


def _spread(points: list[Point], tile: _Tile) -> list[Point]:
    """Push points closer than ``_SPOT_GAP`` apart, inside the tile (a few relaxation steps)."""
    pts = [list(p) for p in points]
    lo_x, lo_y = tile.x + 10, tile.y + 10
    for _ in range(20):
        moved = False
        for i in range(len(pts)):
            for j in range(i + 1, len(pts)):
                dx, dy = pts[j][0] - pts[i][0], pts[j][1] - pts[i][1]
                d = math.hypot(dx, dy)
                if d >= _SPOT_GAP:
                    continue
                ux, uy = (dx / d, dy / d) if d > 0.01 else (1.0, 0.0)
                push = (_SPOT_GAP - d) / 2 + 0.1
                pts[i][0] -= ux * push
                pts[i][1] -= uy * push
                pts[j][0] += ux * push
                pts[j][1] += uy * push
                moved = True
        for p in pts:
            p[0] = min(max(p[0], lo_x), lo_x + S - 20)
            p[1] = min(max(p[1], lo_y), lo_y + S - 20)
        if not moved:
            break
    return [(p[0], p[1]) for p in pts]


def _spot(spot: Spot, at: Point, lang: str) -> str:
    """A round target where a follower would stand: green "+" to click, grey "×" refused."""
    r, c = spot.cell
    fid = spot.feature
    words = {"role": _t("role." + fid[0], lang), "kind": _t("kind." + fid[0], lang), "id": fid}
    x, y = at
    if spot.reason:
        title = _t("spot_refused", lang, reason=spot.reason, **words)
        cls, fill, stroke, sign, ink = "cc-spot cc-spot-refused", "#e0e0e0", REFUSED, "×", "#333333"
        style = ' stroke-dasharray="3 2" style="cursor:not-allowed"'
    else:
        title = _t("spot", lang, row=r, col=c, **words)
        cls, fill, stroke, sign, ink = "cc-spot cc-spot-allowed", LEGAL, "#ffffff", "+", "#ffffff"
        style = ' style="cursor:pointer"'
    ring = (
        ""
        if spot.reason
        else f'<circle cx="{x:.1f}" cy="{y:.1f}" r="9.5" fill="none" stroke="{LEGAL}" '
        f'stroke-width="2"/>'
    )
    return (
        f'<g class="{cls}" data-cell="{r},{c}" data-feature="{escape(fid)}"{style}>'
        f"<title>{escape(title)}</title>{ring}"
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="7.5" fill="{fill}" stroke="{stroke}" '
        f'stroke-width="1.5"/>'
        + _text(x, y + 4, sign, 11, text_anchor="middle", font_weight="bold", fill=ink)
        + "</g>"
    )


def _badge(x: float, y: float, text: str, fill: str, cls: str) -> str:
    """A small label in a box at the top right of (x, y) - the box's right edge at x."""
    w = 8 + 7 * len(text)
    return (
        f'<g class="{cls}"><rect x="{x - w:.1f}" y="{y:.1f}" width="{w}" height="16" rx="4" '
        f'fill="{fill}" stroke="#111111" stroke-width="1.2"/>'
        + _text(
            x - w / 2, y + 12, text, 11, text_anchor="middle", font_weight="bold", fill=ink(fill)
        )
        + "</g>"
    )


def _label_cell(m: Mark) -> Cell:
    """The tile that names the feature (its label's), else its first tile."""
    where = m.feature.partition(":")[0].split(",")
    try:
        cell = (int(where[0]), int(where[1]))
    except (ValueError, IndexError):
        return m.cells[0]
    return cell if cell in m.cells else m.cells[0]


def _marks(
    marks: Sequence[Mark],
    cls: str,
    geo: _Geo,
    names: Sequence[str],
    lang: str,
) -> list[str]:
    """Outline the tiles of each feature (a ``cc-scored`` or ``cc-candidate`` group) and label
    it on the tile that names it: "+points" in the winner's colour, or the feature's id."""
    colour = SCORED if cls == "cc-scored" else CANDIDATE
    dash = "" if cls == "cc-scored" else ' stroke-dasharray="8 4"'
    o = []
    badges: dict[Cell, int] = {}  # badges already on a tile: the next goes below
    for m in marks:
        kind = _cap(_t("kind." + m.kind, lang))
        who = names[m.player] if m.player is not None and m.player < len(names) else ""
        if cls == "cc-candidate":
            winner = _t("won_by", lang, player=who) if who else ""
            where = feature_square(m.feature)
            title = _t("candidate", lang, kind=kind, where=where, winner=winner)
        elif m.player is None:
            title = _t("scored_none", lang, kind=kind)
        else:
            title = _t(
                "scored",
                lang,
                kind=kind,
                player=who,
                points=m.points,
                unit=_t("unit_1" if m.points == 1 else "unit_n", lang),
                doubled=_t("doubled", lang) if m.doubled else "",
            )
        player = "" if m.player is None else f' data-player="{m.player}"'
        o.append(
            f'<g class="{cls}" data-feature="{escape(m.feature)}"{player} '
            f'data-points="{m.points}"><title>{escape(title)}</title>'
        )
        for cell in m.cells:
            x, y = geo.cell_box(cell)
            o.append(
                f'<rect class="{cls}-tile" data-cell="{cell[0]},{cell[1]}" x="{x + 6}" '
                f'y="{y + 6}" width="{S - 12}" height="{S - 12}" rx="3" fill="{colour}" '
                f'fill-opacity="0.12" stroke="#ffffff" stroke-width="7"/>'
                f'<rect x="{x + 6}" y="{y + 6}" width="{S - 12}" height="{S - 12}" rx="3" '
                f'fill="none" stroke="{colour}" stroke-width="3.5"{dash}/>'
            )
        if m.cells and (cls == "cc-candidate" or m.player is not None):  # nobody's: no badge
            x, y = geo.cell_box(_label_cell(m))
            k = badges.get(_label_cell(m), 0)
            badges[_label_cell(m)] = k + 1
            if cls == "cc-candidate":
                text, fill = m.feature.partition(":")[2] or m.kind, CANDIDATE
            else:
                text, fill = f"+{m.points}", PLAYER_COLOURS[(m.player or 0) % 2]
            o.append(_badge(x + S - 2, y + 2 + 18 * k, text, fill, "cc-badge"))
        o.append("</g>")
    return o


def _edge_names(castle: Castle, geo: _Geo) -> list[str]:
    """The columns' letters along the top and bottom edges, the rows' numbers along the left
    and right: the names the log and the hints give the spaces (``square``)."""
    o = ['<g class="cc-edge-names" fill="#4e342e" font-weight="bold" text-anchor="middle">']
    for c in range(castle.cols):
        x = geo.off + c * S + S / 2
        letter = square(0, c)[0]
        # clear of the track's farthest reach (geo.off - REACH from the edge)
        o.append(_text(x, geo.off - REACH - 4, letter, EDGE_FONT))
        o.append(_text(x, geo.height - (geo.off - REACH) + EDGE_FONT, letter, EDGE_FONT))
    for r in range(castle.rows):
        y = geo.off + r * S + S / 2 + 5
        o.append(_text((geo.off - REACH) / 2, y, str(r + 1), EDGE_FONT))
        o.append(_text(geo.width - (geo.off - REACH) / 2, y, str(r + 1), EDGE_FONT))
    o.append("</g>")
    return o


# --- the whole castle ------------------------------------------------------------------------


def castle_svg(
    castle: Castle,
    placed: Mapping[Cell, tuple[TileType, int]],
    *,
    followers: Mapping[Cell, list[tuple[str, int, str]]] | None = None,
    keeps: Mapping[Cell, int] | None = None,
    scores: Sequence[int] = (0, 0),
    wall_tiles: Mapping[int, bool] | None = None,
    highlight: Iterable[Cell] = (),
    last: Cell | None = None,
    names: Sequence[str] = ("Black", "White"),
    lang: str = "en",
    spots: Sequence[Spot] = (),
    scored: Sequence[Mark] = (),
    candidates: Sequence[Mark] = (),
) -> str:
    """The castle as one responsive SVG string.

    ``placed`` maps a cell to (tile type, quarter turns clockwise); ``followers`` a cell to its
    (feature id, player, role) pieces; ``keeps`` a cell to the player whose keep stands on that
    tile's house; ``scores`` are exact totals (the marker stands on total % 100);
    ``wall_tiles`` overrides which towers still hold a wall tile (tower index -> bool);
    ``highlight`` cells are outlined (``cc-legal``, ``data-cell="r,c"``), ``last`` is marked;
    ``spots``: follower targets on a placed tile (``cc-spot``, ``cc-spot-allowed`` to click or
    ``cc-spot-refused``); ``scored``: features scored in the last two turns (``cc-scored``, "+N" in
    the winner's colour); ``candidates``: features waiting to be scored (``cc-candidate``).
    """
    followers = followers or {}
    keeps = keeps or {}
    wall_tiles = wall_tiles or {}
    geo = _Geo(castle)
    o = [
        f'<svg class="cc-castle" viewBox="0 0 {geo.width} {geo.height}" width="100%" '
        f'xmlns="http://www.w3.org/2000/svg" font-family="DejaVu Sans, sans-serif" '
        f'role="img" aria-label="{escape(_t("title", lang))}">',
        f"<title>{escape(_t('title', lang))}</title>",
    ]
    o += _wall(castle, geo, wall_tiles, lang)
    o += _edge_names(castle, geo)
    for sf in castle.start_fields:
        o.append(_start_field(sf, geo, lang))
    tiles: dict[Cell, _Tile] = {}
    for cell in sorted(castle.cells):
        x, y = geo.cell_box(cell)
        r, c = cell
        if cell in placed:
            tile, rot = placed[cell]
            tiles[cell] = _Tile(tile, rot, x, y)
            title = _tile_title(tile, rot, cell, tiles[cell].sides, lang)
            o.append(
                f'<g class="cc-cell cc-tile" data-cell="{r},{c}" data-tile="{escape(tile.id)}" '
                f'data-rotation="{rot % 4}"><title>{escape(title)}</title>'
                f'<rect class="cc-cell-bg" x="{x}" y="{y}" width="{S}" height="{S}" '
                f'fill="{CELL_FILL}"/>{tiles[cell].svg()}</g>'
            )
        else:
            o.append(
                f'<g class="cc-cell cc-empty" data-cell="{r},{c}">'
                f"<title>{escape(_t('empty', lang, row=r, col=c))}</title>"
                f'<rect class="cc-cell-bg" x="{x}" y="{y}" width="{S}" height="{S}" '
                f'fill="{CELL_FILL}" stroke="#d3c9b3" stroke-width="1"/>'
                + _text(x + 5, y + 16, square(r, c), 13, fill="#666666")
                + "</g>"
            )
    for cell, pieces in sorted(followers.items()):
        if cell not in tiles:
            continue
        tile = tiles[cell]
        for fid, player, role in pieces:
            kind = _role(role, fid)
            name = names[player] if player < len(names) else str(player + 1)
            title = _t(
                "follower",
                lang,
                player=name,
                role=_t("role." + kind, lang),
                kind=_t("kind." + fid[0], lang),
                id=fid,
                row=cell[0],
                col=cell[1],
            )
            letter = ROLE_LETTER.get(lang, ROLE_LETTER["en"])[kind]
            o.append(
                f'<g class="cc-follower" data-cell="{cell[0]},{cell[1]}" data-feature="{fid}" '
                f'data-player="{player}" data-role="{kind}"><title>{escape(title)}</title>'
                + _pawn(tile.anchor(fid, 0.45), player, letter)
                + "</g>"
            )
    for cell, player in sorted(keeps.items()):
        if cell not in tiles:
            continue
        tile = tiles[cell]
        houses = [h for h in dict.fromkeys(tile.halves + list(tile.tile.enclosed)) if h[0] == "H"]
        fid = houses[0] if houses else ""
        name = names[player] if player < len(names) else str(player + 1)
        title = _t("keep", lang, player=name, id=fid, row=cell[0], col=cell[1])
        p = tile.anchor(fid, 0.68) if fid else tile.centre
        o.append(
            f'<g class="cc-keep" data-cell="{cell[0]},{cell[1]}" data-player="{player}">'
            f"<title>{escape(title)}</title>{_crown(p, player)}</g>"
        )
    o += _markers(castle, geo, scores, names, lang)
    for r, c in sorted(set(highlight)):
        x, y = geo.cell_box((r, c))
        o.append(
            f'<rect class="cc-legal" data-cell="{r},{c}" x="{x + 3}" y="{y + 3}" '
            f'width="{S - 6}" height="{S - 6}" rx="4" fill="{LEGAL}" fill-opacity="0.12" '
            f'stroke="{LEGAL}" stroke-width="4" style="cursor:pointer">'
            f"<title>{escape(_t('legal', lang, row=r, col=c))}</title></rect>"
        )
    o += _marks(scored, "cc-scored", geo, names, lang)
    o += _marks(candidates, "cc-candidate", geo, names, lang)
    if last is not None:
        x, y = geo.cell_box(last)
        o.append(
            f'<rect class="cc-last" data-cell="{last[0]},{last[1]}" x="{x + 2}" y="{y + 2}" '
            f'width="{S - 4}" height="{S - 4}" fill="none" stroke="{LAST}" stroke-width="4" '
            f'stroke-dasharray="10 5"><title>'
            f"{escape(_t('last', lang, row=last[0], col=last[1]))}</title></rect>"
        )
    by_cell: dict[Cell, list[Spot]] = {}
    for spot in spots:  # on top of everything: they are clicked
        if spot.cell in tiles:
            by_cell.setdefault(spot.cell, []).append(spot)
    for cell, here in by_cell.items():
        tile = tiles[cell]
        points = _spread([tile.anchor(sp.feature, 0.45) for sp in here], tile)
        o += [_spot(sp, at, lang) for sp, at in zip(here, points, strict=True)]
    o.append("</svg>")
    return "".join(o)
