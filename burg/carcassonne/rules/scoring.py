"""Scoring during the game (reference §3.2), the score track (§3.5), taking wall tiles on landing
(§4.1), wall tiles 2 and 3 (§4.2, §4.3) and the keep (§3.4).

After the follower step the completed paths, towers and houses of the new tile wait in
``st.queue``. The placing player's scorings come first, then the opponent's (§3.2). Within a
group the placer chooses the order, but the engine asks only when orders differ in the wall
tiles taken (§C5), or when he may double a scoring with wall tile 2 or 3; else it scores them in
the order of the tile's features.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any, cast

from burg.carcassonne import features
from burg.carcassonne.rules.log import Log, fact, xfer
from burg.carcassonne.state import State
from burg.carcassonne.tiles import Oriented

RULE = "§3.2"
#: Wall tiles that double a tower / a house scored in one's own turn (§4.3).
DOUBLE = {"T": 2, "H": 3}
#: Points per tile by kind (§3.2); a fountain doubles a path.
PER_TILE = {"P": 1, "T": 2, "H": 1}
TRACK = 100
#: Permutations beyond this many scorings are not compared: the engine simply asks (§C5).
MAX_ORDER = 6


def points(st: State, root: int, double: bool = False) -> int:
    """The points of a completed feature for its winner (§3.2; doubled by tile 2/3, §4.3)."""
    kind = st.kind[root]
    per = PER_TILE[kind] * (2 if kind == "P" and st.fountain[root] else 1)
    return per * features.size(st, root) * (2 if double else 1)


def usable(st: State, p: int, tile: int) -> bool:
    """``p`` holds wall tile ``tile`` taken before the current turn began (§4.2, §C6)."""
    return any(w == tile and t < st.turn for w, t in st.held[p])


def use(st: State, log: Log, p: int, tile: int, reason: str, detail: tuple[Any, ...] = ()) -> None:
    """Spend one usable copy of wall tile ``tile`` (§4.2: a used tile leaves the game)."""
    held = st.held[p]
    for i, (w, t) in enumerate(held):
        if w == tile and t < st.turn:
            del held[i]
            break
    st.used[p].append(tile)
    xfer(
        log,
        st.turn,
        "wall_tile",
        f"p{p}.wall_tiles",
        "used",
        reason,
        player=p,
        card=str(tile),
        detail=detail,
    )


def move(st: State, log: Log, p: int, pts: int, reason: str, land: bool = True) -> None:
    """Move ``p``'s marker ``pts`` on (§3.5); landing on a tower with a tile takes it (§4.1)."""
    if pts <= 0:
        return  # a scoring of 0 does not move the marker (§C11)
    before = st.total[p]
    st.total[p] = after = before + pts
    xfer(log, st.turn, "points", "score", f"p{p}", reason, count=pts, player=p)
    old, new = before % TRACK, after % TRACK
    fact(
        log, st.turn, "marker", player=p, detail=(old, new, after, after // TRACK > before // TRACK)
    )
    if land:
        tower = landing(st, before, pts)
        if tower is not None:
            take(st, log, p, tower)


def landing(st: State, total: int, pts: int) -> int | None:
    """The tower whose wall tile a marker at ``total`` takes by moving ``pts`` on: it must end
    exactly on one of the tower's numbers while the tile still lies there (§4.1; passing over
    gives nothing; 0 points do not move, §C11)."""
    if pts <= 0:
        return None
    tower = st.geo.tower_at.get((total + pts) % TRACK)
    return tower if tower is not None and st.towers[tower] else None


def take(st: State, log: Log, p: int, tower: int) -> None:
    """``p`` takes the wall tile of ``tower`` face up (§4.1)."""
    w = st.towers[tower]
    st.towers[tower] = 0
    st.held[p].append((w, st.turn))
    numbers = st.geo.castle.towers[tower].numbers
    xfer(
        log,
        st.turn,
        "wall_tile",
        "tower",
        f"p{p}.wall_tiles",
        "wall_tile",
        player=p,
        card=str(w),
        detail=numbers,
    )


def group(st: State) -> list[tuple[int, str]]:
    """The scorings to do next: the placer's, else the opponent's (§3.2)."""
    mine = [q for q in st.queue if features.winner(st, q[0]) == st.active]
    return mine or st.queue


def double_options(st: State, grp: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Scorings of ``grp`` the placer may double with wall tile 2 or 3 now (§4.2, §4.3)."""
    p = st.active
    out = []
    for q in grp:
        tile = DOUBLE.get(st.kind[q[0]])
        if tile and features.winner(st, q[0]) == p and usable(st, p, tile):
            out.append(q)
    return out


def order_matters(st: State, grp: list[tuple[int, str]]) -> bool:
    """Whether different orders of ``grp`` take different wall tiles (§C5)."""
    if len(grp) < 2:
        return False
    if len(grp) > MAX_ORDER:
        return True
    tower_at = st.geo.tower_at
    outcomes = set()
    for order in permutations(grp):
        total = None
        taken = []
        left = st.towers[:]
        for root, _ in order:
            p = cast(int, features.winner(st, root))  # queued: won (start scores the rest)
            total = st.total[p] if total is None else total
            total += points(st, root)
            t = tower_at.get(total % TRACK)
            if t is not None and left[t]:
                left[t] = 0
                taken.append(t)
        outcomes.add(frozenset(taken))
        if len(outcomes) > 1:
            return True
    return False


def needs_choice(st: State) -> bool:
    """Whether the placer must decide the next scoring (§C5, §4.3)."""
    grp = group(st)
    return bool(double_options(st, grp)) or order_matters(st, grp)


def score(st: State, log: Log, root: int, fid: str, double: bool = False) -> None:
    """Score one completed feature for its winner (§3.2) and take it from the queue."""
    st.queue.remove((root, fid))
    p = features.winner(st, root)
    kind = st.kind[root]
    size = features.size(st, root)
    if p is None:  # a tie or no followers: nobody scores (§3.2)
        fact(log, st.turn, "no_score", detail=(kind, size, fid))
        return
    if double:
        use(st, log, p, DOUBLE[kind], "double", (fid,))
    pts = points(st, root, double)
    fact(log, st.turn, "score", player=p, detail=(kind, size, pts, fid, double))
    move(st, log, p, pts, "score")
    if kind == "H":
        keep(st, log, p, size, fid)


def keep(st: State, log: Log, p: int, size: int, where: str) -> None:
    """The keep goes on the first house won, and moves to a strictly larger one (§3.4, §C9);
    ``where``: the house's label (``features.label``)."""
    current = st.keep[p]
    if current is not None and size <= current[0]:
        return
    st.keep[p] = (size, where)
    old = 0 if current is None else current[0]
    fact(log, st.turn, "keep", player=p, detail=(where, size, old))


def candidates(st: State) -> list[int]:
    """The nodes whose features the new tile may have completed: its own, and those of the
    neighbours on the sides facing it, which it may close without joining them (§L6; §C23)."""
    cell = st.last
    base = st.node_base[cell]
    o = cast(Oriented, features.oriented_at(st, cell))  # the new tile lies there
    out = [base + j for j in range(len(o.ids))]
    for s, nb in enumerate(st.geo.faces[cell]):
        other = features.oriented_at(st, nb) if nb >= 0 else None
        if other is not None:
            nbase = st.node_base[nb]
            out += [nbase + k for k in other.side_features[(s + 2) % 4]]
    return out


def start(st: State, log: Log) -> None:
    """Queue every path, tower and house the new tile completed (§3.2, §C23), each named by its
    label (``features.label``)."""
    seen: set[int] = set()
    queue = []
    for node in candidates(st):
        root = st.find(node)
        if root not in seen and features.complete(st, root):
            seen.add(root)
            queue.append((root, features.label(st, root)))
    st.queue = queue
    st.scored = [r for r, _ in queue]
    for q in [q for q in queue if features.winner(st, q[0]) is None]:
        score(st, log, *q)  # nobody wins: no marker moves, the order cannot matter


def finish(st: State, log: Log) -> None:
    """After the scorings, every follower on a scored feature goes home (§3.2)."""
    if not st.scored:
        return
    done = set(st.scored)
    stay = []
    for p, node in st.followers:
        root = st.find(node)
        if root in done:
            st.fol[p][root] -= 1
            st.supply[p] += 1
            at = st.geo.cells[st.cell[node]]
            xfer(
                log,
                st.turn,
                "follower",
                "board",
                f"p{p}",
                "return",
                player=p,
                detail=(*at, st.fid[node]),
            )
        else:
            stay.append((p, node))
    st.followers = stay
    st.scored = []
