"""Features as a union-find over placed tiles and start fields (reference §2.2, §2.4).

Placing a tile adds one node per local feature and joins them to the neighbours' features slot
by slot (slot i meets slot 2 - i on a facing tile; slot i meets slot i on a start field, §2.2).
A root keeps the feature's size (distinct tiles and start fields, §C4), its open slots, fountain,
markets and followers, so nothing is recomputed after a placement.
"""

from __future__ import annotations

from typing import NamedTuple

from burg.carcassonne.model import WALL
from burg.carcassonne.state import State
from burg.carcassonne.tiles import START, Oriented


def new_node(
    st: State, kind: str, cell: int, fid: str, fountain: bool = False, markets: int = 0
) -> int:
    """Add a feature node; its root data start as one tile (or start field) with no open slot."""
    n = len(st.parent)
    st.parent.append(n)
    st.kind.append(kind)
    st.cell.append(cell)
    st.fid.append(fid)
    st.tiles.append(frozenset((cell,)))
    st.open.append(0)
    st.fountain.append(fountain)
    st.markets.append(markets)
    for f in st.fol:
        f.append(0)
    return n


def union(st: State, a: int, b: int) -> int:
    """Join the features of nodes ``a`` and ``b`` (§2.2); the root."""
    ra, rb = st.find(a), st.find(b)
    if ra == rb:
        return ra
    if len(st.tiles[ra]) < len(st.tiles[rb]):
        ra, rb = rb, ra
    st.parent[rb] = ra
    st.tiles[ra] = st.tiles[ra] | st.tiles[rb]
    st.open[ra] += st.open[rb]
    st.fountain[ra] = st.fountain[ra] or st.fountain[rb]
    st.markets[ra] += st.markets[rb]
    for f in st.fol:
        f[ra] += f[rb]
    return ra


def oriented_at(st: State, cell: int) -> Oriented | None:
    """The oriented tile on ``cell`` (None if empty)."""
    code = st.board[cell]
    return None if code < 0 else st.geo.oriented[code >> 2][code & 3]


def place(st: State, cell: int, o: Oriented) -> None:
    """Lay ``o`` on the empty ``cell`` and join its features to the neighbours' (§2.2, §2.4)."""
    base = len(st.parent)
    st.board[cell] = o.type * 4 + o.rotation
    st.node_base[cell] = base
    for j, fid in enumerate(o.ids):
        new_node(st, o.kinds[j], cell, fid, o.fountains[j], o.markets[j])
    faces = st.geo.faces[cell]
    open_ = st.open
    frontier = st.frontier
    frontier.pop(cell, None)
    for s in range(4):
        nb = faces[s]
        if nb >= 0:
            other = oriented_at(st, nb)
            opp = (s + 2) % 4
            if other is None:  # an empty interior cell: an open slot (§2.4)
                for j in o.side_features[s]:
                    open_[st.find(base + j)] += 1
                # now anchored (§L2): its facing side must carry a path or must not (§L3)
                frontier[nb] = frontier.get(nb, 0) | (1 << opp if o.paths >> s & 1 else 16 << opp)
                continue
            nbase = st.node_base[nb]
            for k in other.side_features[opp]:  # this side of the neighbour is now closed
                open_[st.find(nbase + k)] -= 1
            for i in range(3):  # slot i meets slot 2 - i (§2.2)
                a = o.slots[3 * s + i]
                b = other.slots[3 * opp + 2 - i]
                if o.kinds[a] == other.kinds[b]:
                    union(st, base + a, nbase + b)
        elif nb <= START:  # a start field: slot i meets slot i (§2.2)
            sf = START - nb
            edge = st.geo.start_edges[sf]
            for i in range(3):
                tok = edge[i]
                a = o.slots[3 * s + i]
                if tok[0] == o.kinds[a]:
                    union(st, base + a, start_node(st, sf, tok))


def start_node(st: State, sf: int, tok: str) -> int:
    """The node of feature ``tok`` of start field ``sf`` (the first nodes, made at set-up)."""
    return st.geo.start_nodes[(sf, tok)]


def size(st: State, root: int) -> int:
    """Distinct tiles plus distinct start fields in the feature (§2.4, §C4)."""
    return len(st.tiles[root])


def complete(st: State, root: int) -> bool:
    """A path, tower or house with no open slot (§2.4); courts never complete."""
    return st.open[root] == 0 and st.kind[root] != "C"


def winner(st: State, root: int) -> int | None:
    """The player with strictly more followers in the feature, else nobody (§2.4)."""
    a, b = st.fol[0][root], st.fol[1][root]
    if a > b:
        return 0
    if b > a:
        return 1
    return None


def occupied(st: State, root: int) -> bool:
    """Whether the feature holds a follower of either player (§3.1)."""
    return any(f[root] for f in st.fol)


def node_of(st: State, cell: int, fid: str) -> int:
    """The node of local feature ``fid`` of the tile on ``cell`` (-1 if none)."""
    o = oriented_at(st, cell)
    if o is None:
        return -1
    j = o.feature(fid)
    return -1 if j < 0 else st.node_base[cell] + j


def first(st: State, root: int) -> tuple[int, str]:
    """The feature's first tile feature, row by row, then by id: ``(cell, id)`` (cells are
    numbered row by row). A function of the feature alone, not of the order its tiles were
    joined in; start fields are passed over (§C26). Reads only the nodes on the feature's
    tiles: it runs whenever a feature completes."""
    find, cell, fid = st.find, st.cell, st.fid
    # the root itself: a feature made by hand in a test may have no node on its tiles
    keys = [(cell[root], fid[root])] if cell[root] >= 0 else []
    board = st.board
    n_cells = len(board)
    # the first tile (in cell order) with a node of the feature holds its first tile feature
    for t in sorted(st.tiles[root]):
        if 0 <= t < n_cells and board[t] >= 0:
            o = st.geo.oriented[board[t] >> 2][board[t] & 3]
            base = st.node_base[t]
            found = [(t, f) for j, f in enumerate(o.ids) if find(base + j) == root]
            if found:
                keys += found
                break
    return min(keys)


def label(st: State, root: int) -> str:
    """A feature named by a tile it lies on: ``"row,col:id"``, its first tile feature
    (``first``, §C26), so the same after a position is saved and loaded. A completed feature
    lies on some tile, if maybe only on a neighbour of the new one (§C23)."""
    cell, fid = first(st, root)
    r, c = st.geo.cells[cell]
    return f"{r},{c}:{fid}"


def on_board(st: State, root: int) -> bool:
    """Whether the feature lies on at least one tile (not a lone start field)."""
    return any(t >= 0 for t in st.tiles[root])


class Around(NamedTuple):
    """What the neighbours of an empty cell offer a tile laid there (``around``), the same for
    every tile and rotation."""

    #: bit s set: side s faces an empty interior cell (an open slot there, §2.4)
    empty: int
    #: ``(slot, kind, root)``: the new tile's slot meets a slot of this feature (§2.2: slot i
    #: meets slot 2 - i on a facing tile, slot i on a start field); joined if the kinds agree
    links: list[tuple[int, str, int]]
    #: every feature the tile would touch (root) -> its open slots after the tile is laid, the
    #: sides facing the cell closed (§2.4)
    rest: dict[int, int]
    #: the features of the facing tiles (roots) that the tile completes unless it joins them:
    #: no open slot left and not a court (§2.4, §C23)
    closed: list[int]
    #: no feature it touches holds a follower or is left with no open slot but a court's: a
    #: tile completes something there only with a feature of its own that has no open side
    calm: bool = False


def around(st: State, cell: int) -> Around:
    """What laying a tile on the empty ``cell`` would do to the features around it, whatever
    the tile (``features.place`` makes the same joins and counts the same open slots)."""
    find = st.find
    board = st.board
    node_base = st.node_base
    geo = st.geo
    oriented = geo.oriented
    open_ = st.open
    empty = 0
    links: list[tuple[int, str, int]] = []
    rest: dict[int, int] = {}
    for s, nb in enumerate(geo.faces[cell]):
        if nb >= 0:
            code = board[nb]
            if code < 0:  # an empty interior cell: an open slot (§2.4)
                empty |= 1 << s
                continue
            other = oriented[code >> 2][code & 3]
            opp = (s + 2) % 4
            nbase = node_base[nb]
            roots = {}
            for k in other.side_features[opp]:  # this side of the neighbour is now closed
                r = roots[k] = find(nbase + k)
                rest[r] = rest.get(r, open_[r]) - 1
            q = 3 * s
            for b, kind_b in other.facing[opp]:  # slot i meets slot 2 - i (§2.2)
                links.append((q, kind_b, roots[b]))
                q += 1
        elif nb <= START:  # a start field: slot i meets slot i (§2.2)
            sf = START - nb
            edge = geo.start_edges[sf]
            for i in range(3):
                tok = edge[i]
                if tok != WALL:
                    links.append((3 * s + i, tok[0], find(start_node(st, sf, tok))))
    kind = st.kind
    fol0, fol1 = st.fol
    closed = []
    calm = True
    for r, v in rest.items():
        if not v and kind[r] != "C":
            closed.append(r)
            calm = False
        elif fol0[r] or fol1[r]:
            calm = False
    for _, _, r in links:  # joined from a start field: no side closed
        if r not in rest:
            rest[r] = v = open_[r]
            if (not v and kind[r] != "C") or fol0[r] or fol1[r]:
                calm = False
    return Around(empty, links, rest, closed, calm)


def joined(near: Around, o: Oriented) -> tuple[list[int], dict[int, int]]:
    """What laying ``o`` on the empty cell with neighbours ``near`` (``around``) would join,
    without laying it (``place`` makes the same joins, §2.2): for each local feature of the
    tile the one local feature that stands for its whole feature (the same for local features
    joined through a neighbour's feature), and each feature on the board it joins (root) with
    a local feature joined to it."""
    slots = o.slots
    kinds = o.kinds
    up = list(range(len(kinds)))  # a union-find of the local features
    att: dict[int, int] = {}
    for q, k, r in near.links:
        a = slots[q]
        if kinds[a] != k:
            continue
        b = att.setdefault(r, a)
        if b != a:
            while up[a] != a:
                a = up[a]
            while up[b] != b:
                b = up[b]
            up[a] = b
    for j, t in enumerate(up):
        while up[t] != t:
            t = up[t]
        up[j] = t
    return up, att
