"""The game end and the final scoring (reference §5).

The final-scoring choices (which feature each wall tile 4–7 goes to, whether to use tile 8) are
made by the engine, the best for their owner (§C22): a tile goes to his largest eligible feature
(7: the court with most markets), each feature takes one tile (§C8), tile 8 is always used when
he has a keep (§C10), tile 9 always. Since the final scoring moves no marker onto a tower (the
wall is cleared first), the choices are independent and this is optimal.
"""

from __future__ import annotations

from itertools import compress, count
from operator import or_
from typing import Any

from burg.carcassonne import features
from burg.carcassonne.rules.log import Log, fact, recording, xfer
from burg.carcassonne.rules.scoring import move, usable, use
from burg.carcassonne.state import State

RULE = "§5"
#: Incomplete-feature wall tiles (§4.3): tile -> (kind, points per tile).
INCOMPLETE = {4: ("P", 1), 5: ("T", 2), 6: ("H", 1)}
COURT_TILE = 7
KEEP_TILE = 8
BONUS_TILE = 9
BONUS = 5


def largest_empty_region(st: State) -> int:
    """Cells in the largest orthogonally connected group of empty cells (§5 step 2, §C13)."""
    board = st.board
    faces = st.geo.faces
    seen = [False] * len(board)
    best = 0
    for c in range(len(board)):
        if board[c] >= 0 or seen[c]:
            continue
        seen[c] = True
        todo = [c]
        n = 0
        while todo:
            x = todo.pop()
            n += 1
            for nb in faces[x]:
                if nb >= 0 and board[nb] < 0 and not seen[nb]:
                    seen[nb] = True
                    todo.append(nb)
        best = max(best, n)
    return best


def roots(st: State, ordered: bool = True) -> list[int]:
    """Every feature (root) with a follower in it, in the order of their first tile features
    (``features.first``, §C26): ties in the final scoring do not hang on the order the tiles
    were joined in. Only these can score in it: courts and incomplete features score for their
    winner (§5 steps 3 and 4), and a feature with no follower has none (§2.4).

    ``ordered=False``: in the order of their nodes instead. Enough when nobody records the
    events: the order only decides which of two features of equal markets or size takes a wall
    tile 7, 4, 5 or 6, and both score alike, so the points, the steps (``st.final``) and the
    wall tiles used are the same; only the labels in the events differ."""
    fol0, fol1 = st.fol
    parent = st.parent
    # the nodes with a follower count (few; a joined node keeps its old counts): then the roots
    found = [r for r in compress(count(), map(or_, fol0, fol1)) if parent[r] == r]
    return sorted(found, key=lambda r: features.first(st, r)) if ordered else found


def final_scoring(st: State, log: Log) -> None:
    """Steps 1–5 of §5, with the engine's choices (§C22); the game is over after it."""
    st.turn += 1  # the final scoring begins after the last turn (§C7): tiles taken then count
    # 1 Clear the wall (§5 step 1)
    for t, w in enumerate(st.towers):
        if w:
            st.towers[t] = 0
            st.removed += 1
            xfer(log, st.turn, "wall_tile", "tower", "out", "clear_wall")  # unseen
    # the wall tiles each player holds: no scoring below takes one (``move``'s ``land=False``),
    # so one not among them is not usable; only those that are need a look (``usable``)
    held = [{w for w, _ in h} for h in st.held]
    # 2 Largest keep (§5 step 2, tile 8: §C10)
    sizes: list[int | None] = []
    for p in range(st.n):
        k = st.keep[p]
        if k is None:
            sizes.append(None)
            continue
        while KEEP_TILE in held[p] and usable(st, p, KEEP_TILE):
            use(st, log, p, KEEP_TILE, "keep_bonus")
        sizes.append(k[0] + 2 * st.used[p].count(KEEP_TILE))
    ranked = sorted((s, p) for p, s in enumerate(sizes) if s is not None)
    best = ranked[-1] if ranked else None
    if best is not None and (len(ranked) == 1 or ranked[-2][0] < best[0]):
        region = largest_empty_region(st)
        _final(st, log, "keep", best[1], region, (best[0], region))
    elif recording(log):  # nobody scores the region: only the event names it
        region = largest_empty_region(st)
        fact(
            log,
            st.turn,
            "final_keep_tie",
            detail=(*[-1 if s is None else s for s in sizes], region),
        )
    # the features with a winner (§2.4), by winner, each in the order of ``roots``
    won: list[list[int]] = [[] for _ in range(st.n)]
    for r in roots(st, recording(log)):
        who = features.winner(st, r)
        if who is not None:
            won[who].append(r)
    kinds, markets = st.kind, st.markets
    # 3 Courts (§5 step 3; tile 7 on the court with most markets, §C22)
    for p in range(st.n):
        mine = sorted(
            (r for r in won[p] if kinds[r] == "C" and markets[r]), key=lambda r: -markets[r]
        )
        for r in mine:
            four = COURT_TILE in held[p] and usable(st, p, COURT_TILE)
            if four:
                use(st, log, p, COURT_TILE, "court", (_where(st, log, r),))
            per = 4 if four else 3
            _final(st, log, "court", p, per * markets[r], (markets[r], per, _where(st, log, r)))
    # 4 Wall tiles 4, 5, 6 (incomplete features, §C15) and 9 (§5 step 4)
    for p in range(st.n):
        for tile, (kind, per) in INCOMPLETE.items():
            if tile not in held[p] or not usable(st, p, tile):
                continue  # no feature to score with it
            open_ = sorted(
                (r for r in won[p] if kinds[r] == kind and st.open[r]),
                key=lambda r: -features.size(st, r),
            )
            for r in open_:
                if not usable(st, p, tile):
                    break
                size = features.size(st, r)
                use(st, log, p, tile, "incomplete", (_where(st, log, r),))
                _final(st, log, "incomplete", p, per * size, (tile, kind, size, _where(st, log, r)))
        while BONUS_TILE in held[p] and usable(st, p, BONUS_TILE):
            use(st, log, p, BONUS_TILE, "bonus")
            _final(st, log, "bonus", p, BONUS, ())
    # 5 The winner (§5 step 5; a tie is a shared win, §C21)
    st.phase = "over"
    fact(log, st.turn, "game_end", detail=tuple(winners(st)))


def _where(st: State, log: Log, root: int) -> str:
    """The feature's label for the events (``features.label``); none if nobody records them."""
    return features.label(st, root) if recording(log) else ""


def _final(st: State, log: Log, step: str, p: int, pts: int, detail: tuple[Any, ...]) -> None:
    st.final.append((step, p, pts))
    fact(log, st.turn, f"final_{step}", player=p, detail=(pts, *detail))
    move(st, log, p, pts, f"final_{step}", land=False)


def winners(st: State) -> list[int]:
    """The seats with the most points (several after a tie, §C21)."""
    top = max(st.total)
    return [p for p in range(st.n) if st.total[p] == top]
