"""Placing the drawn tile (reference §2.3, §L1–§L6).

A placement is (cell, rotation). ``check`` names the first condition it breaks; ``placements``
lists every legal one, each shape once (§2.1: rotations giving equal sides are one placement).
"""

from __future__ import annotations

from collections.abc import Iterator

from burg.carcassonne.state import State
from burg.carcassonne.tiles import START, Geometry, Oriented, signature

RULE = "§2.3"


def check(st: State, cell: int, o: Oriented) -> str:
    """``""`` if ``o`` may lie on ``cell``, else the broken condition (``"L1"`` …)."""
    if st.board[cell] >= 0:
        return "L1"  # the cell is empty (§L1)
    geo = st.geo
    faces = geo.faces[cell]
    board = st.board
    anchored = False
    for s in range(4):
        nb = faces[s]
        has_path = o.paths >> s & 1
        if nb >= 0:
            code = board[nb]
            if code < 0:
                continue
            anchored = True
            other = geo.oriented[code >> 2][code & 3]
            if has_path != (other.paths >> ((s + 2) % 4) & 1):
                return "L3"  # paths must always continue (§L3)
        elif nb <= START:
            anchored = True
            # §C1 (§L4): a path start field must be continued; a path-free one accepts anything
            if geo.start_edges[START - nb][1][0] == "P" and not has_path:
                return "L4"
        # the plain wall accepts any side (§L5)
    return "" if anchored else "L2"


def constraints(st: State) -> Iterator[tuple[int, int, int]]:
    """Every empty anchored cell (§L1, §L2) with the sides that must and must not carry a path
    (§L3; §L4 with §C1), as bits: ``(cell, must, must_not)``, in the order of the cells; one by
    one, so that a search for one place stops at the first. Read from ``st.frontier`` (kept by
    ``features.place``), as ``board_constraints`` finds them on the board."""
    frontier = st.frontier
    for cell in sorted(frontier):
        bits = frontier[cell]
        yield cell, bits & 15, bits >> 4


def board_constraints(geo: Geometry, board: list[int]) -> Iterator[tuple[int, int, int]]:
    """``constraints`` of a board (a list as ``State.board``): read as it is then, so pass a
    copy of a board that may change before the last is read."""
    paths = geo.paths
    start_sides = geo.start_sides
    for cell, near in enumerate(geo.neighbours):
        if board[cell] >= 0:
            continue
        # a start field anchors the cell (§L2); one with a path must be continued (§L4, §C1)
        anchored, must = start_sides[cell]
        must_not = 0
        for nb, bit, opp in near:
            code = board[nb]
            if code >= 0:
                anchored = True
                if paths[code] >> opp & 1:  # paths must always continue (§L3)
                    must |= bit
                else:
                    must_not |= bit
        # the plain wall accepts any side (§L5)
        if anchored:
            yield cell, must, must_not


def placements(st: State, tile: int) -> list[tuple[int, int]]:
    """Every legal (cell, rotation) for tile type ``tile``, each shape once (§2.3)."""
    paths = st.geo.paths
    rots = [(r, paths[tile * 4 + r]) for r in st.geo.rotations[tile]]
    frontier = st.frontier
    out = []
    for cell in sorted(frontier):  # as ``constraints``, inlined: this is hot
        need = frontier[cell]
        must, must_not = need & 15, need >> 4
        for r, bits in rots:
            if bits & must == must and not bits & must_not:
                out.append((cell, r))
    return out


def fits_somewhere(st: State, tile: int) -> bool:
    """Whether tile type ``tile`` has any legal placement (§2.3)."""
    paths = st.geo.paths
    shapes = [paths[tile * 4 + r] for r in st.geo.rotations[tile]]
    for need in st.frontier.values():  # as ``constraints``, in any order: this is hot
        must, must_not = need & 15, need >> 4
        for bits in shapes:
            if bits & must == must and not bits & must_not:
                return True
    return False


def same_shape(st: State, tile: int, r: int) -> int:
    """The rotation listed for the shape of ``tile`` turned ``r`` (§2.1)."""
    geo = st.geo
    sig = signature(geo.oriented[tile][r])
    for q in geo.rotations[tile]:
        if signature(geo.oriented[tile][q]) == sig:
            return q
    return r  # pragma: no cover - every rotation has a listed shape
