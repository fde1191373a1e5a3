"""Positions and saves of Carcassonne – Die Burg (``docs/carcassonne-positions.md``).

``state_to_dict`` writes a position in mid-game as plain JSON: the public part (placed tiles,
followers, keeps, scores, wall tiles held and used, the turn) and what no seat sees -- the
stack's order and the face-down wall tiles on the towers and in the box -- under ``secret``,
never handed to bots (§3 "Hidden information"). ``state_from_dict`` reads one back and checks
every law of §10 (each tile and wall tile in one place, matching paths, followers and keeps
where they may be, the course of the turn), raising ``PositionError`` with a message in English
and German; nothing is half loaded. ``load_position`` / ``dump_position`` work on a ``Game``;
``load_save`` reads a save file (``Game.to_json``: a seed or a position, then the actions) or a
bare position, also as JSON text.
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any, cast

from burg.carcassonne import features
from burg.carcassonne import position_messages as _messages  # noqa: F401 - registers the texts
from burg.carcassonne.bots import BOTS
from burg.carcassonne.game import Game, default_castle
from burg.carcassonne.rules import placement, scoring, setup, turn
from burg.carcassonne.state import FOLLOWERS, PHASES, State
from burg.core import positions
from burg.core.errors import PositionError
from burg.core.jsonread import brief, list_, object_, per_player, required, text, whole

POSITION_FORMAT = "burg-carcassonne-position"
POSITION_VERSION = 1
#: The documentation of the format: named by every file-format error.
FILE = "docs/carcassonne-positions.md"
#: A seat played by a person (``seats``); any other seat names its bot (``bots.BOTS``).
# the rule sections each check comes from (the rules reference)
COMPONENTS = "§1"
PLACING = "§2.3"
FOLLOWER = "§3.1"
KEEP = "§3.4"
TURN = "§3"
WALL = "§4"
END = "§5"
INVARIANTS = "§10"

_TOP_KEYS = (
    "format", "version", "dataset", "names", "start_player", "active", "turn", "phase",
    "total", "board", "drawn", "last", "followers", "keep", "wall_tiles", "used", "discarded",
    "removed", "queue", "scored", "final", "secret", "seats",
)  # fmt: skip
_SECRET_KEYS = ("stack", "towers", "box")
_SAVE_KEYS = (
    "format", "version", "game", "seed", "names", "start_player", "dataset", "seats",
    "actions", "position",
)  # fmt: skip
_FINAL_STEPS = ("keep", "court", "incomplete", "bonus")


def _fail(msg: str, /, rule: str = FILE, **params: Any) -> PositionError:
    return PositionError(f"carcassonne.position.{msg}", rule=rule, **params)


class SaveReplayError(positions.SaveReplayError):
    """A save file whose action ``number`` cannot be replayed (``burg.core.positions``)."""

    KEY = "carcassonne.position.save_action"
    MALFORMED = "carcassonne.position.action"
    RULE = FILE


# --- writing --------------------------------------------------------------------------------------
def state_to_dict(st: State) -> dict[str, Any]:
    """The position as plain JSON: the public part; the stack's order (the next tile drawn
    last) and the face-down wall tiles on the towers and in the box under ``secret``."""
    geo = st.geo
    tiles = geo.castle.tiles
    return {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "dataset": geo.castle.dataset,
        "names": st.names[:],
        "start_player": st.start_player,
        "active": st.active,
        "turn": st.turn,
        "phase": st.phase,
        "total": st.total[:],
        "board": [
            [*geo.cells[c], tiles[code >> 2].id, code & 3]
            for c, code in enumerate(st.board)
            if code >= 0
        ],
        "drawn": tiles[st.drawn].id if st.drawn >= 0 else None,
        "last": list(geo.cells[st.last]) if st.last >= 0 else None,
        "followers": [[p, *geo.cells[st.cell[node]], st.fid[node]] for p, node in st.followers],
        "keep": [None if k is None else [k[0], k[1]] for k in st.keep],
        "wall_tiles": [[[w, t] for w, t in h] for h in st.held],
        "used": [u[:] for u in st.used],
        "discarded": [tiles[t].id for t in st.discarded],
        "removed": st.removed,
        "queue": [fid for _, fid in st.queue],
        "scored": [features.label(st, r) for r in st.scored],
        "final": [list(x) for x in st.final],
        "secret": {
            "stack": [tiles[t].id for t in st.stack],
            "towers": st.towers[:],
            "box": st.box[:],
        },
    }


def dump_position(game: Game) -> dict[str, Any]:
    """The game's current position (``state_to_dict``), and who plays each seat if recorded."""
    return positions.dump_position(game, state_to_dict)


# --- reading --------------------------------------------------------------------------------------
def check_seats(value: Any, n: int, where: str = "seats") -> list[str]:
    """Who plays each of the ``n`` seats: ``"person"`` or a bot's name, one per seat (a copy)."""
    return positions.check_seats(value, n, where, bots=BOTS, unknown=partial(_fail, "seat_unknown"))


class _Reader:
    """Reads one position into a fresh ``State``; every problem raises ``PositionError``."""

    def __init__(self, d: dict[str, Any]) -> None:
        self.d = d
        castle = default_castle()
        if "dataset" in d and d["dataset"] != castle.dataset:
            raise _fail("dataset", got=brief(d["dataset"]), want=castle.dataset)
        self.castle = castle
        self.ids = {t.id: i for i, t in enumerate(castle.tiles)}

    def tile(self, value: Any, where: str) -> int:
        if not isinstance(value, str) or value not in self.ids:
            raise _fail("tile_unknown", rule=COMPONENTS, where=where, got=brief(value))
        return self.ids[value]

    def cell(self, st: State, row: Any, col: Any, where: str) -> int:
        r, c = whole(row, f"{where}[row]"), whole(col, f"{where}[col]")
        cell = st.geo.index.get((r, c))
        if cell is None:
            raise _fail("cell", rule=COMPONENTS, where=where, row=r, col=c)
        return cell

    def wall_tile(self, value: Any, where: str) -> int:
        most = self.castle.wall_tile_types
        if type(value) is not int or not 1 <= value <= most:
            raise _fail("wall_tile", rule=WALL, where=where, got=brief(value), most=most)
        return value

    def feature_root(self, st: State, value: Any, where: str) -> int:
        """The completed path, tower or house a label ``"row,col:id"`` names."""
        label = text(value, where)
        try:
            at, fid = label.split(":")
            r, c = (int(x) for x in at.split(","))
        except ValueError:
            raise _fail("feature", rule=TURN, where=where, got=brief(value)) from None
        cell = st.geo.index.get((r, c))
        node = -1 if cell is None else features.node_of(st, cell, fid)
        root = st.find(node) if node >= 0 else -1
        if root < 0 or not features.complete(st, root):
            raise _fail("feature", rule=TURN, where=where, got=brief(value))
        return root


def state_from_dict(d: Any) -> State:
    """Parse and validate a position; raise ``PositionError`` naming the first problem."""
    positions.check_head(d, _fail, POSITION_FORMAT, POSITION_VERSION, _TOP_KEYS)
    rd = _Reader(d)
    castle = rd.castle
    names = [
        text(x, f"names[{i}]")
        for i, x in enumerate(per_player(d.get("names", ["Black", "White"]), "names", 2))
    ]
    if "seats" in d:
        check_seats(d["seats"], 2)
    start = whole(required(d, "start_player", "position"), "start_player", 0, 1)
    active = whole(d.get("active", start), "active", 0, 1)
    turn_no = whole(d.get("turn", 0), "turn")
    phase = d.get("phase", "place")
    if phase not in PHASES:
        raise _fail("phase", rule=TURN, got=brief(phase), known=", ".join(PHASES))
    total = [
        whole(x, f"total[{p}]")
        for p, x in enumerate(per_player(d.get("total", [0, 0]), "total", 2))
    ]

    # the hidden part: the stack (next tile last), the towers' and the box's wall tiles
    secret = object_(required(d, "secret", "position"), "secret", _SECRET_KEYS)
    stack = [
        rd.tile(t, f"secret.stack[{i}]")
        for i, t in enumerate(list_(required(secret, "stack", "secret"), "secret.stack"))
    ]
    raw_towers = list_(required(secret, "towers", "secret"), "secret.towers")
    if len(raw_towers) != len(castle.towers):
        raise _fail("wall_tiles_total", rule=WALL, got=len(raw_towers), want=len(castle.towers))
    towers = []
    for t, w in enumerate(raw_towers):
        if w == 0 and type(w) is int:
            towers.append(0)
            continue
        towers.append(rd.wall_tile(w, f"secret.towers[{t}]"))
        if not castle.towers[t].wall_tile:
            raise _fail(
                "tower_empty", rule=WALL, tower="/".join(map(str, castle.towers[t].numbers)), got=w
            )
    box = [
        rd.wall_tile(w, f"secret.box[{i}]")
        for i, w in enumerate(list_(secret.get("box", []), "secret.box"))
    ]

    st = setup.empty_state(castle, names, stack, towers, box, start)
    st.active, st.turn, st.phase, st.total = active, turn_no, phase, total
    _read_board(rd, st, d)
    _check_tiles(rd, st, d)
    _read_followers(rd, st, d)
    _read_wall_tiles(rd, st, d)
    _read_keeps(rd, st, d)
    _read_turn(rd, st, d)
    return st


def _read_board(rd: _Reader, st: State, d: dict[str, Any]) -> None:
    """The placed tiles, laid again in an order that each may be laid in (§2.3): that rebuilds
    the features (§2.4) and shows a tile that cannot lie where it lies."""
    pending: list[tuple[int, int, int]] = []
    seen: set[int] = set()
    for i, raw in enumerate(list_(d.get("board", []), "board")):
        where = f"board[{i}]"
        items = list_(raw, where)
        if len(items) != 4:
            raise _fail(
                "tile_place",
                rule=PLACING,
                tile=brief(raw),
                row="?",
                col="?",
                why="[row, col, tile, rotation]",
            )
        cell = rd.cell(st, items[0], items[1], where)
        if cell in seen:
            raise _fail("cell_twice", rule=PLACING, row=items[0], col=items[1])
        seen.add(cell)
        pending.append(
            (cell, rd.tile(items[2], f"{where}[2]"), whole(items[3], f"{where}[3]", 0, 3))
        )
    reasons = {
        "L2": "not joined to the placed tiles or a start field (L2)",
        "L3": "a path does not continue (L3)",
        "L4": "a start field's path does not continue (L4)",
    }
    while pending:
        why = ""
        for k, (cell, tile, r) in enumerate(pending):
            o = st.geo.oriented[tile][r]
            why = placement.check(st, cell, o)
            if not why:
                features.place(st, cell, o)
                del pending[k]
                break
        else:
            cell, tile, r = pending[0]
            row, col = st.geo.cells[cell]
            why = placement.check(st, cell, st.geo.oriented[tile][r])
            tid = rd.castle.tiles[tile].id
            raise _fail(
                "tile_place", rule=PLACING, tile=tid, row=row, col=col, why=reasons.get(why, why)
            )


def _check_tiles(rd: _Reader, st: State, d: dict[str, Any]) -> None:
    """Every castle tile in one place: stack, drawn, board or discarded (§10)."""
    drawn = d.get("drawn")
    st.drawn = -1 if drawn is None else rd.tile(drawn, "drawn")
    st.discarded = [
        rd.tile(t, f"discarded[{i}]")
        for i, t in enumerate(list_(d.get("discarded", []), "discarded"))
    ]
    counts: Counter[int] = Counter(st.stack)
    counts.update(code >> 2 for code in st.board if code >= 0)
    counts.update(st.discarded)
    if st.drawn >= 0:
        counts[st.drawn] += 1
    for i, t in enumerate(rd.castle.tiles):
        if counts[i] != t.count:
            raise _fail("tile_count", rule=INVARIANTS, tile=t.id, got=counts[i], want=t.count)


def _read_followers(rd: _Reader, st: State, d: dict[str, Any]) -> None:
    """Followers on features of placed tiles, one per tile feature, 6 per player at most."""
    taken: set[int] = set()
    for i, raw in enumerate(list_(d.get("followers", []), "followers")):
        where = f"followers[{i}]"
        items = list_(raw, where)
        if len(items) != 4:
            raise _fail(
                "follower_where", rule=FOLLOWER, where=where, row="?", col="?", feature=brief(raw)
            )
        p = whole(items[0], f"{where}[0]", 0, 1)
        cell = rd.cell(st, items[1], items[2], where)
        fid = items[3]
        node = features.node_of(st, cell, fid) if isinstance(fid, str) else -1
        row, col = st.geo.cells[cell]
        if node < 0:
            raise _fail(
                "follower_where", rule=FOLLOWER, where=where, row=row, col=col, feature=brief(fid)
            )
        if node in taken:
            raise _fail("follower_twice", rule=FOLLOWER, row=row, col=col, feature=fid)
        taken.add(node)
        st.followers.append((p, node))
        st.fol[p][st.find(node)] += 1
    for p in range(2):
        on_board = sum(1 for q, _ in st.followers if q == p)
        if on_board > FOLLOWERS:
            raise _fail("followers_many", rule=INVARIANTS, player=p, got=on_board, want=FOLLOWERS)
        st.supply[p] = FOLLOWERS - on_board


def _read_wall_tiles(rd: _Reader, st: State, d: dict[str, Any]) -> None:
    """Held (with the turn taken) and used wall tiles; all 18 in one place each (§10)."""
    for p, raw in enumerate(per_player(d.get("wall_tiles", [[], []]), "wall_tiles", 2)):
        for i, item in enumerate(list_(raw, f"wall_tiles[{p}]")):
            where = f"wall_tiles[{p}][{i}]"
            pair = list_(item, where)
            if len(pair) != 2:
                raise _fail(
                    "wall_tile",
                    rule=WALL,
                    where=where,
                    got=brief(item),
                    most=rd.castle.wall_tile_types,
                )
            w = rd.wall_tile(pair[0], where)
            taken = whole(pair[1], f"{where}[1]")
            if taken > st.turn:
                raise _fail("taken_later", rule=WALL, where=where, got=taken, turn=st.turn)
            st.held[p].append((w, taken))
    for p, raw in enumerate(per_player(d.get("used", [[], []]), "used", 2)):
        st.used[p] = [
            rd.wall_tile(w, f"used[{p}][{i}]") for i, w in enumerate(list_(raw, f"used[{p}]"))
        ]
    st.removed = whole(d.get("removed", 0), "removed")
    if st.removed and st.phase != "over":
        raise _fail("not_now", rule=END, field="removed", phase="over")
    counts: Counter[int] = Counter(w for w in st.towers if w)
    counts.update(st.box)
    for p in range(2):
        counts.update(w for w, _ in st.held[p])
        counts.update(st.used[p])
    copies = rd.castle.wall_tile_copies
    for w, k in sorted(counts.items()):
        if k > copies:
            raise _fail("wall_tile_count", rule=INVARIANTS, tile=w, got=k, want=copies)
    want = rd.castle.wall_tile_types * copies
    got = sum(counts.values()) + st.removed
    if got != want:
        raise _fail("wall_tiles_total", rule=INVARIANTS, got=got, want=want)


def _read_keeps(rd: _Reader, st: State, d: dict[str, Any]) -> None:
    """Each keep on a completed house, with that house's size (§3.4, §10)."""
    for p, raw in enumerate(per_player(d.get("keep", [None, None]), "keep", 2)):
        if raw is None:
            continue
        where = f"keep[{p}]"
        items = list_(raw, where)
        if len(items) != 2:
            raise _fail("keep", rule=KEEP, player=p, size="?", feature=brief(raw))
        size = whole(items[0], f"{where}[0]", 1)
        try:
            root = rd.feature_root(st, items[1], f"{where}[1]")
        except PositionError:
            raise _fail("keep", rule=KEEP, player=p, size=size, feature=brief(items[1])) from None
        if st.kind[root] != "H" or features.size(st, root) != size:
            raise _fail("keep", rule=KEEP, player=p, size=size, feature=items[1])
        st.keep[p] = (size, items[1])


def _read_turn(rd: _Reader, st: State, d: dict[str, Any]) -> None:
    """Where the turn stands (§3): the drawn tile, the tile placed this turn, the scorings
    left, the final scoring; and what each phase needs."""
    phase = st.phase
    if phase == "place":
        if st.drawn >= 0 and not placement.fits_somewhere(st, st.drawn):
            raise _fail("drawn_fits", rule=PLACING, tile=rd.castle.tiles[st.drawn].id)
    elif st.drawn >= 0:
        raise _fail("drawn", rule=TURN, phase=phase, need="no_drawn")
    last = d.get("last")
    if last is not None:
        items = list_(last, "last")
        if len(items) != 2:
            raise _fail("last", rule=TURN, phase=phase, need="last")
        st.last = rd.cell(st, items[0], items[1], "last")
        if st.board[st.last] < 0 or phase == "place":
            raise _fail(
                "last", rule=TURN, phase=phase, need="last" if phase != "place" else "no_last"
            )
    elif phase in ("follower", "score", "extra"):
        raise _fail("last", rule=TURN, phase=phase, need="last")
    for key in ("queue", "scored"):
        if d.get(key) and phase != "score":
            raise _fail("not_now", rule=TURN, field=key, phase="score")
    if d.get("final") and phase != "over":
        raise _fail("not_now", rule=END, field="final", phase="over")
    st.queue = [
        (rd.feature_root(st, x, f"queue[{i}]"), x)
        for i, x in enumerate(list_(d.get("queue", []), "queue"))
    ]
    st.scored = [
        rd.feature_root(st, x, f"scored[{i}]")
        for i, x in enumerate(list_(d.get("scored", []), "scored"))
    ]
    _check_followers_on_complete(st)
    if phase == "follower" and not turn.follower_features(st):
        raise _fail("follower_phase", rule=FOLLOWER)
    if phase == "score" and (not st.queue or not scoring.needs_choice(st)):
        raise _fail("queue", rule=TURN, got=[x for _, x in st.queue])
    if phase == "extra" and not (st.stack and scoring.usable(st, st.active, turn.EXTRA_TILE)):
        raise _fail("extra", rule=WALL)
    if phase == "over":
        if st.stack or any(st.towers):
            raise _fail("over", rule=END)
        st.final = _read_final(d)
        for p in range(2):
            least = sum(x[2] for x in st.final if x[1] == p)
            if st.total[p] < least:
                raise _fail("score", rule=END, player=p, got=st.total[p], least=least)
    elif not st.stack and phase in ("place", "extra") and st.drawn < 0:
        raise _fail("not_over", rule=END)


def _check_followers_on_complete(st: State) -> None:
    """After the scorings of a turn no follower stands on a completed path, tower or house
    (§10); before them only on one the new tile completed (phases follower and score; §C23: it
    may only touch the new tile)."""
    pending = set(st.scored)
    new: set[int] = set()  # what the new tile may have completed (§C23)
    if st.phase in ("follower", "score") and st.last >= 0:
        new = {st.find(n) for n in scoring.candidates(st)}
    for _, node in st.followers:
        root = st.find(node)
        if not features.complete(st, root):
            continue
        if root in new and (st.phase == "follower" or root in pending):
            continue
        r, c = st.geo.cells[st.cell[node]]
        raise _fail("follower_complete", rule=INVARIANTS, row=r, col=c, feature=st.fid[node])


def _read_final(d: dict[str, Any]) -> list[tuple[str, int, int]]:
    out = []
    for i, raw in enumerate(list_(d.get("final", []), "final")):
        where = f"final[{i}]"
        items = list_(raw, where)
        if len(items) != 3 or items[0] not in _FINAL_STEPS:
            raise _fail("final", rule=END, where=where, known=", ".join(_FINAL_STEPS))
        out.append((items[0], whole(items[1], f"{where}[1]", 0, 1), whole(items[2], f"{where}[2]")))
    return out


def load_position(data: Any, *, record_events: bool = True) -> Game:
    """A game continuing from a position (a dict, JSON text or bytes)."""
    return positions.load_position(data, Game, state_from_dict, record_events=record_events)


def load_save(data: Any, *, record_events: bool = True) -> Game:
    """Load a save file (``Game.to_json``: a seed or a position, then the actions, replayed) or
    a bare position; also as JSON text or bytes. Every problem raises ``PositionError``."""
    return cast(Game, positions.load_save(data, _SAVES, record_events=record_events))


def _seeded_game(data: dict[str, Any], record_events: bool) -> Game:
    default = default_castle()
    if "dataset" in data and data["dataset"] != default.dataset:
        raise _fail("dataset", got=brief(data["dataset"]), want=default.dataset)
    seed = required(data, "seed", "save")
    if type(seed) is not int:
        whole(seed, "seed")
    names = data.get("names")
    if names is not None:
        names = [text(x, f"names[{i}]") for i, x in enumerate(per_player(names, "names", 2))]
    start = data.get("start_player")
    if start is not None:
        start = whole(start, "start_player", 0, 1)
    return Game(seed=seed, names=names, start_player=start, record_events=record_events)


_SAVES = positions.SaveFormat(
    game=Game.name,
    position_format=POSITION_FORMAT,
    keys=_SAVE_KEYS,
    seed_keys=("seed",),
    fail=_fail,
    load_position=load_position,
    seeded_game=_seeded_game,
    error=SaveReplayError,
    check_seats=check_seats,
)

__all__ = ["POSITION_FORMAT", "SaveReplayError", *positions.API]
