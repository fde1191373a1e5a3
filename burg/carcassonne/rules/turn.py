"""The turn (reference §3): who decides what, the legal actions, carrying one out.

=========  ==========  ========================================================  ============
phase      who         legal actions                                             next
=========  ==========  ========================================================  ============
place      active      ``place(cell, rotation)``, each shape once (§2.3)         follower
follower   active      ``follower(feature)`` on the new tile (§3.1), or          score
                       ``no_follower``; skipped if no follower can be placed
score      active      ``score``/``score_double`` (label): only when the       extra
                       order changes the wall tiles taken or tile 2/3 may be
                       used (§3.2, §C5, §4.3); else the engine scores
extra      active      ``extra_turn`` (wall tile 1) or ``end_turn`` (§C6)         place
over       —           —
=========  ==========  ========================================================  ============

A drawn tile with no legal place leaves the game and the same player draws again (§2.3, §E18);
when the stack runs out that way the game ends (§C14).
"""

from __future__ import annotations

from typing import NamedTuple, cast

from burg.carcassonne import features
from burg.carcassonne.actions import (
    Action,
    EndTurn,
    ExtraTurn,
    Follower,
    NoFollower,
    Place,
    Score,
    ScoreDouble,
    interned,
)
from burg.carcassonne.rules import final, placement, scoring
from burg.carcassonne.rules.log import Log, fact, xfer
from burg.carcassonne.state import State
from burg.carcassonne.tiles import Oriented
from burg.core.errors import IllegalAction

TURN = "§3"
EXTRA_TILE = 1


class Decision(NamedTuple):
    """Who must decide what now: ``place`` (with the drawn ``tile`` id), ``follower``,
    ``score``, ``extra``; ``None`` when the game is over."""

    kind: str | None
    players: tuple[int, ...]
    tile: str | None = None


def decision(st: State) -> Decision:
    """Who must decide what now."""
    if st.phase == "over":
        return Decision(None, ())
    tile = st.geo.castle.tiles[st.drawn].id if st.drawn >= 0 else None
    return Decision(st.phase, (st.active,), tile)


def deciders(st: State) -> tuple[int, ...]:
    """The active player, until the game is over."""
    return () if st.phase == "over" else (st.active,)


def legal(st: State, p: int) -> list[Action]:
    """Every legal action of ``p`` now (empty if he has nothing to decide)."""
    if p != st.active or st.phase == "over":
        return []
    phase = st.phase
    if phase == "place":
        places = _places(st.geo.cells)[p]
        return [places[c * 4 + r] for c, r in placement.placements(st, st.drawn)]
    if phase == "follower":
        return follower_actions(p, follower_features(st))
    if phase == "score":
        grp = scoring.group(st)
        out: list[Action] = [interned(Score, p, fid) for _, fid in grp]
        out += [interned(ScoreDouble, p, fid) for _, fid in scoring.double_options(st, grp)]
        return out
    return [interned(ExtraTurn, p), interned(EndTurn, p)]


#: ``_places``' tables by the ``id`` of the cells they are for (kept with them: no id reused)
_PLACES: dict[int, tuple[tuple[tuple[int, int], ...], list[list[Action]]]] = {}


def _places(cells: tuple[tuple[int, int], ...]) -> list[list[Action]]:
    """Per player, the ``place`` actions (interned) by cell * 4 + rotation of a castle's
    ``cells`` (``Geometry.cells``): made once, not looked up anew for each legal placement."""
    known = _PLACES.get(id(cells))
    if known is None or known[0] is not cells:
        table = [[interned(Place, p, at, r) for at in cells for r in range(4)] for p in (0, 1)]
        known = _PLACES[id(cells)] = (cells, table)
    return known[1]


def follower_features(st: State) -> list[str]:
    """The features of the new tile a follower may go on (§3.1)."""
    if not st.supply[st.active]:
        return []
    o = cast(Oriented, features.oriented_at(st, st.last))  # the new tile lies there
    base = st.node_base[st.last]
    return [fid for j, fid in enumerate(o.ids) if not features.occupied(st, st.find(base + j))]


#: ``follower_actions`` by player and features (few: the features of a tile type, less any taken)
_FOLLOWS: dict[tuple[int, tuple[str, ...]], tuple[Action, ...]] = {}


def follower_actions(p: int, fids: list[str]) -> list[Action]:
    """The follower decision's legal actions: a follower on each of ``fids``, or none (§3.1)."""
    key = (p, tuple(fids))
    known = _FOLLOWS.get(key)
    if known is None:
        known = _FOLLOWS[key] = (*(interned(Follower, p, f) for f in fids), interned(NoFollower, p))
    return list(known)


# --- carrying out ---------------------------------------------------------------------------------
def perform(st: State, log: Log, a: Action, draw: bool = True) -> list[Action] | None:
    """Carry out a legal action, then everything that follows by itself; returns the follower
    decision's legal actions when it comes next (listed on the way), else ``None``.
    ``draw=False`` (a bot's trial of its turn, ``Game.trial``): a turn that passes to the
    opponent stops before his tile is drawn, in phase ``"draw"``."""
    if type(a) is Place:
        place(st, log, st.geo.index[a.cell], a.rotation)
        fids = follower_features(st)
        if fids:
            st.phase = "follower"
            return follower_actions(st.active, fids)
        else:
            begin_scoring(st, log, draw)
    elif type(a) is Follower:
        put_follower(st, log, a.feature)
        begin_scoring(st, log, draw)
    elif type(a) is NoFollower:
        begin_scoring(st, log, draw)
    elif type(a) is Score or type(a) is ScoreDouble:
        fid = a.feature
        root = next(r for r, f in st.queue if f == fid)
        scoring.score(st, log, root, fid, type(a) is ScoreDouble)
        resolve(st, log, draw)
    elif type(a) is ExtraTurn:
        scoring.use(st, log, st.active, EXTRA_TILE, "extra_turn")
        fact(log, st.turn, "extra_turn", player=st.active)
        begin_turn(st, log)
    else:  # EndTurn
        next_turn(st, log, draw)
    return None


def place(st: State, log: Log, cell: int, r: int) -> None:
    """Lay the drawn tile (§2.3) and join its features (§2.2)."""
    tile = st.drawn
    features.place(st, cell, st.geo.oriented[tile][r])
    st.drawn = -1
    st.last = cell
    tid = st.geo.castle.tiles[tile].id
    at = st.geo.cells[cell]
    xfer(
        log, st.turn, "tile", "drawn", "board", "place", player=st.active, card=tid, detail=(*at, r)
    )


def put_follower(st: State, log: Log, fid: str) -> None:
    """A follower from supply onto feature ``fid`` of the new tile (§3.1)."""
    p = st.active
    node = features.node_of(st, st.last, fid)
    st.supply[p] -= 1
    st.fol[p][st.find(node)] += 1
    st.followers.append((p, node))
    role = st.kind[node]
    xfer(
        log,
        st.turn,
        "follower",
        f"p{p}",
        "board",
        "follower",
        player=p,
        detail=(*st.geo.cells[st.last], fid, role),
    )


def begin_scoring(st: State, log: Log, draw: bool = True) -> None:
    """Step 3 of the turn (§3.2)."""
    scoring.start(st, log)
    resolve(st, log, draw)


def resolve(st: State, log: Log, draw: bool = True) -> None:
    """Score what needs no choice; stop at a choice (§C5, §4.3); then end the turn."""
    while st.queue:
        if scoring.needs_choice(st):
            st.phase = "score"
            return
        scoring.score(st, log, *scoring.group(st)[0])
    scoring.finish(st, log)
    end_turn(st, log, draw)


def end_turn(st: State, log: Log, draw: bool = True) -> None:
    """Step 4 (§3): wall tile 1 may give a second turn if tiles are left (§C6)."""
    if st.stack and scoring.usable(st, st.active, EXTRA_TILE):
        st.phase = "extra"
        return
    next_turn(st, log, draw)


def next_turn(st: State, log: Log, draw: bool = True) -> None:
    """The opponent's turn, or the end when the stack is empty (§5)."""
    if not st.stack:
        final.final_scoring(st, log)
        return
    st.active = 1 - st.active
    if draw:
        begin_turn(st, log)
    else:  # a trial: ``begin_turn`` is still to come
        st.phase = "draw"


def begin_turn(st: State, log: Log) -> None:
    """Draw until a tile can be placed (§2.3: unplaceable tiles leave the game, §E18); if the
    stack runs out that way, the game ends (§C14)."""
    st.turn += 1
    st.last = -1
    tiles = st.geo.castle.tiles
    while st.stack:
        tile = st.stack.pop()
        if placement.fits_somewhere(st, tile):
            st.drawn = tile
            st.phase = "place"
            tid = tiles[tile].id
            xfer(
                log,
                st.turn,
                "tile",
                "stack",
                "drawn",
                "draw",
                player=st.active,
                card=tid,
                detail=(len(st.stack),),
            )
            return
        st.discarded.append(tile)
        xfer(log, st.turn, "tile", "stack", "out", "discard", player=st.active, card=tiles[tile].id)
    st.drawn = -1
    final.final_scoring(st, log)


# --- why not --------------------------------------------------------------------------------------
def _err(key: str, rule: str, **params: object) -> IllegalAction:
    return IllegalAction(f"carcassonne.{key}", rule=rule, **params)


def explain(st: State, a: Action) -> IllegalAction:
    """Why ``a`` (not legal now) is not allowed, naming the rule."""
    if st.phase == "over":
        return _err("turn.game_over", final.RULE)
    if a.player != st.active:
        return _err("turn.not_yours", TURN, player=a.player, active=st.active)
    if st.phase not in type(a).answers:
        return _err("turn.wrong_step", TURN, step=st.phase, action=a.type)
    if isinstance(a, Place):
        return _explain_place(st, a)
    if isinstance(a, Follower):
        if not st.supply[a.player]:
            return _err("follower.supply", "§3.1")
        node = features.node_of(st, st.last, a.feature)
        if node < 0:
            cell = st.geo.cells[st.last]
            return _err("follower.no_feature", "§3.1", feature=a.feature, row=cell[0], col=cell[1])
        return _err("follower.occupied", "§3.1", feature=a.feature)
    if isinstance(a, Score | ScoreDouble):
        pending = [f for _, f in st.queue]
        if a.feature not in pending:
            return _err("score.not_pending", scoring.RULE, feature=a.feature)
        if a.feature not in [f for _, f in scoring.group(st)]:
            return _err("score.order", scoring.RULE, feature=a.feature)
        root = next(r for r, f in st.queue if f == a.feature)
        tile = scoring.DOUBLE.get(st.kind[root])
        if tile is None:
            return _err("score.double_kind", "§4.3", feature=a.feature)
        if features.winner(st, root) != a.player:
            return _err("score.double_majority", "§4.2", feature=a.feature)
        return _err("score.double_tile", "§4.2", tile=tile)
    return _err("turn.not_legal", TURN)


def _explain_place(st: State, a: Place) -> IllegalAction:
    rule = placement.RULE
    cell = st.geo.index.get(a.cell)
    row, col = a.cell
    if cell is None:
        return _err("place.outside", f"{rule} L1", row=row, col=col)
    if not 0 <= a.rotation <= 3:
        return _err("place.rotation", "§2.1", rotation=a.rotation)
    broken = placement.check(st, cell, st.geo.oriented[st.drawn][a.rotation])
    if broken:
        return _err(f"place.{broken}", f"{rule} {broken}", row=row, col=col)
    same = placement.same_shape(st, st.drawn, a.rotation)
    return _err("place.same_shape", "§2.1", rotation=a.rotation, same=same)
