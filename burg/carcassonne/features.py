"""Features as a union-find over placed tiles and start fields (reference §2.2, §2.4).

Placing a tile adds one node per local feature and joins them to the neighbours' features slot
by slot (slot i meets slot 2 - i on a facing tile; slot i meets slot i on a start field, §2.2).
A root keeps the feature's size (distinct tiles and start fields, §C4), its open slots, fountain,
markets and followers, so nothing is recomputed after a placement.
"""

from __future__ import annotations

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
    for s in range(4):
        nb = faces[s]
        if nb >= 0:
            other = oriented_at(st, nb)
            if other is None:  # an empty interior cell: an open slot (§2.4)
                for j in o.side_features[s]:
                    open_[st.find(base + j)] += 1
                continue
            opp = (s + 2) % 4
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
    n_cells = len(st.board)
    for t in st.tiles[root]:
        o = oriented_at(st, t) if 0 <= t < n_cells else None
        if o is not None:
            base = st.node_base[t]
            keys += [(t, f) for j, f in enumerate(o.ids) if find(base + j) == root]
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


class Joined:
    """A feature as laying a tile would make it (``joined``): the new tile's local features in
    it, the features on the board it joins or closes (their roots), its open slots (§2.4)."""

    __slots__ = ("locals", "open", "roots")

    def __init__(self) -> None:
        self.locals: list[int] = []
        self.roots: list[int] = []
        self.open = 0


def joined(st: State, cell: int, o: Oriented) -> tuple[list[Joined], list[int]]:
    """What laying ``o`` on the empty ``cell`` would make of the features around it, without
    laying it (``place`` does the same joins, §2.2): the features the new tile lies on or whose
    open slots it closes (§C23), and for each local feature of the tile the index of its
    feature among them. Their open slots: as ``place`` counts them (a side facing an empty
    interior cell opens one, a side meeting a tile closes the neighbour's features on it)."""
    find = st.find
    board = st.board
    node_base = st.node_base
    geo = st.geo
    oriented = geo.oriented
    slots = o.slots
    kinds = o.kinds
    n = len(o.ids)
    # members: local feature j is -1 - j, a feature on the board its root; a small union-find
    delta = dict.fromkeys(range(-n, 0), 0)  # open slots each member gains or loses
    up: dict[int, int] = {}
    faces = geo.faces[cell]
    for s in range(4):
        nb = faces[s]
        if nb >= 0:
            code = board[nb]
            if code < 0:  # an empty interior cell: an open slot (§2.4)
                for j in o.side_features[s]:
                    delta[-1 - j] += 1
                continue
            other = oriented[code >> 2][code & 3]
            opp = (s + 2) % 4
            nbase = node_base[nb]
            for k in other.side_features[opp]:  # this side of the neighbour is now closed
                r = find(nbase + k)
                delta[r] = delta.get(r, 0) - 1
            okinds = other.kinds
            oslots = other.slots
            for i in range(3):  # slot i meets slot 2 - i (§2.2)
                a = slots[3 * s + i]
                b = oslots[3 * opp + 2 - i]
                if kinds[a] == okinds[b]:
                    _join(up, -1 - a, find(nbase + b))
        elif nb <= START:  # a start field: slot i meets slot i (§2.2)
            sf = START - nb
            edge = geo.start_edges[sf]
            for i in range(3):
                tok = edge[i]
                a = slots[3 * s + i]
                if tok[0] == kinds[a]:
                    r = find(start_node(st, sf, tok))
                    delta.setdefault(r, 0)
                    _join(up, -1 - a, r)
    index: dict[int, int] = {}
    out: list[Joined] = []
    open_ = st.open
    for m, d in delta.items():
        top = m
        while top in up:
            top = up[top]
        g = index.get(top)
        if g is None:
            g = index[top] = len(out)
            out.append(Joined())
        f = out[g]
        if m < 0:
            f.locals.append(-1 - m)
            f.open += d
        else:
            f.roots.append(m)
            f.open += d + open_[m]
    return out, [index[_top(up, -1 - j)] for j in range(n)]


def _top(up: dict[int, int], x: int) -> int:
    while x in up:
        x = up[x]
    return x


def _join(up: dict[int, int], a: int, b: int) -> None:
    a, b = _top(up, a), _top(up, b)
    if a != b:
        up[b] = a
