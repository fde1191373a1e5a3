"""Set-up (reference §3 "Set-up"): shuffle the castle tiles, one wall tile face down on every
tower but 0/1 and the rest back in the box unseen, markers on 0, 6 followers each.
"""

from __future__ import annotations

import random

from burg.carcassonne import features
from burg.carcassonne.model import WALL, Castle
from burg.carcassonne.rules.log import Log, fact, xfer
from burg.carcassonne.state import FOLLOWERS, State
from burg.carcassonne.tiles import geometry

RULE = "§3 Set-up"


def new_state(
    castle: Castle, seed: int, names: list[str], start_player: int | None = None
) -> State:
    """A shuffled start (§C16: the start player is a parameter, else drawn from the seed; §C17:
    one stack)."""
    rng = random.Random(seed)
    stack = [i for i, t in enumerate(castle.tiles) for _ in range(t.count)]
    rng.shuffle(stack)
    walls = [
        w for w in range(1, castle.wall_tile_types + 1) for _ in range(castle.wall_tile_copies)
    ]
    rng.shuffle(walls)
    towers = []
    for t in castle.towers:
        towers.append(walls.pop() if t.wall_tile and walls else 0)
    if start_player is None:
        start_player = rng.randrange(2)
    return empty_state(castle, names, stack, towers, walls, start_player)


def empty_state(
    castle: Castle,
    names: list[str],
    stack: list[int],
    towers: list[int],
    box: list[int],
    start_player: int,
) -> State:
    """A state before the first draw, with the start fields' feature nodes."""
    geo = geometry(castle)
    n_cells = len(geo.cells)
    st = State(
        geo=geo,
        names=list(names),
        stack=stack,
        board=[-1] * n_cells,
        node_base=[-1] * n_cells,
        parent=[],
        kind=[],
        cell=[],
        fid=[],
        tiles=[],
        open=[],
        fountain=[],
        markets=[],
        fol=[[], []],
        followers=[],
        supply=[FOLLOWERS, FOLLOWERS],
        total=[0, 0],
        towers=towers,
        box=box,
        held=[[], []],
        used=[[], []],
        keep=[None, None],
        start_player=start_player,
        active=start_player,
        # the cells against a start field: anchored (§L2), a path there to continue (§L4, §C1)
        frontier={c: must for c, (anchored, must) in enumerate(geo.start_sides) if anchored},
    )
    for i, sf in enumerate(castle.start_fields):
        for tok in sf.edge:
            if (
                tok != WALL
                and (i, tok) in geo.start_nodes
                and len(st.parent) == geo.start_nodes[(i, tok)]
            ):
                features.new_node(
                    st, tok[0], -1 - i, tok, tok in sf.fountains, sf.markets.get(tok, 0)
                )
    return st


def setup_events(st: State, log: Log) -> None:
    """The set-up: every piece from the box to its place (face down, unnamed), as
    ``holdings`` counts them; then a fact naming the start player."""
    for (loc, item), count in holdings(st).items():
        if count:
            src = "score" if item == "points" else "box"
            xfer(log, st.turn, item, src, loc, "setup", count=count)
    fact(
        log,
        st.turn,
        "setup",
        player=st.start_player,
        detail=(len(st.stack), sum(1 for w in st.towers if w)),
    )


def holdings(st: State) -> dict[tuple[str, str], int]:
    """Where every castle tile, follower, wall tile (outside the box) and point lies now."""
    placed = sum(1 for c in st.board if c >= 0)
    out: dict[tuple[str, str], int] = {
        ("stack", "tile"): len(st.stack),
        ("drawn", "tile"): int(st.drawn >= 0),
        ("board", "tile"): placed,
        ("out", "tile"): len(st.discarded),
        ("board", "follower"): len(st.followers),
        ("tower", "wall_tile"): sum(1 for w in st.towers if w),
        ("used", "wall_tile"): sum(len(u) for u in st.used),
        ("out", "wall_tile"): st.removed,
    }
    for p in range(st.n):
        out[(f"p{p}", "follower")] = st.supply[p]
        out[(f"p{p}.wall_tiles", "wall_tile")] = len(st.held[p])
        out[(f"p{p}", "points")] = st.total[p]
    return out
