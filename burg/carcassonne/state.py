"""The game state: plain lists of numbers, cheap to copy (reference §2.4, §3, §4).

The board is a list over the castle's cells (``tiles.Geometry``): -1 for an empty cell, else
``type * 4 + rotation``. Features are a union-find over *nodes*: one node per local feature of
each placed tile and per feature of each start field. A root node carries the feature's data:
the tiles and start fields in it (size, §2.4), its open slots, fountain, markets and each
player's followers. ``copy`` shares only immutable values (frozensets, the geometry).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from burg.carcassonne.tiles import Geometry

#: The phases of a turn (§3): place the drawn tile, a follower, the scorings, wall tile 1; over.
PHASES: tuple[str, ...] = ("place", "follower", "score", "extra", "over")
#: Followers per player besides the score marker (§1).
FOLLOWERS = 6


@dataclass(slots=True)
class State:
    """Everything on the table, plus where the turn stands."""

    geo: Geometry
    names: list[str]
    stack: list[int]  # tile types, the next drawn last (hidden, §3)
    board: list[int]  # cell -> -1 or type * 4 + rotation
    node_base: list[int]  # cell -> its first node (-1: empty)
    # the union-find (§2.4): per node
    parent: list[int]
    kind: list[str]
    cell: list[int]  # the node's cell, or -1 - start field index
    fid: list[str]  # the node's local feature id
    tiles: list[frozenset[int]]  # roots: cells (and -1 - start field) in the feature
    open: list[int]  # roots: open (tile, side) pairs
    fountain: list[bool]
    markets: list[int]
    fol: list[list[int]]  # fol[p][root]: p's followers in the feature
    followers: list[tuple[int, int]]  # (player, node) of every follower on the board
    supply: list[int]  # followers in supply per player
    total: list[int]  # exact scores (§3.5)
    towers: list[int]  # tower -> face-down wall tile (0: none)
    box: list[int]  # the wall tiles back in the box unseen (§1)
    held: list[list[tuple[int, int]]]  # per player: (wall tile, turn taken), face up
    used: list[list[int]]  # per player: wall tiles used
    keep: list[tuple[int, str] | None]  # per player: (size, label) of its house (§3.4)
    start_player: int
    active: int
    turn: int = 0  # turns begun (an extra turn counts)
    phase: str = "place"
    drawn: int = -1  # the tile type to place (-1: none)
    last: int = -1  # the cell placed this turn (-1: none)
    discarded: list[int] = field(default_factory=list)
    queue: list[tuple[int, str]] = field(default_factory=list)  # scorings left: (root, label)
    scored: list[int] = field(default_factory=list)  # roots completed this turn
    final: list[tuple[str, int, int]] = field(default_factory=list)  # final scoring steps
    removed: int = 0  # wall tiles cleared from the wall at the end (§5 step 1)
    #: the empty anchored cells (§L1, §L2), kept up to date by ``features.place``: cell -> the
    #: sides that must carry a path, and (shifted by 4) those that must not (§L3, §L4 with §C1)
    frontier: dict[int, int] = field(default_factory=dict)

    @property
    def n(self) -> int:
        """Number of players (always 2)."""
        return len(self.names)

    def find(self, x: int) -> int:
        """The root of node ``x`` (with path halving)."""
        parent = self.parent
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def copy(self) -> State:
        """A copy sharing nothing mutable."""
        return State(
            self.geo,
            self.names[:],
            self.stack[:],
            self.board[:],
            self.node_base[:],
            self.parent[:],
            self.kind[:],
            self.cell[:],
            self.fid[:],
            self.tiles[:],
            self.open[:],
            self.fountain[:],
            self.markets[:],
            [f[:] for f in self.fol],
            self.followers[:],
            self.supply[:],
            self.total[:],
            self.towers[:],
            self.box[:],
            [h[:] for h in self.held],
            [u[:] for u in self.used],
            self.keep[:],
            self.start_player,
            self.active,
            self.turn,
            self.phase,
            self.drawn,
            self.last,
            self.discarded[:],
            self.queue[:],
            self.scored[:],
            self.final[:],
            self.removed,
            self.frontier.copy(),
        )
