"""Carcassonne – Die Burg's ``Game``: who must decide what, the legal actions, views and saves.

A game is its starting point (a seed and a castle) plus the actions applied to it; undo and redo
replay that list (``burg.core.game``). Hidden from every seat (§3 "Hidden information"): the
order of the stack, the wall tiles face down on the towers and the 5 in the box. The drawn tile
is public.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterator
from operator import itemgetter
from typing import Any, ClassVar, NamedTuple

from burg.carcassonne import evaluate, features
from burg.carcassonne.actions import ACTIONS, Action, Place
from burg.carcassonne.model import Castle
from burg.carcassonne.rules import final, placement, scoring, setup, turn
from burg.carcassonne.rules.turn import Decision
from burg.carcassonne.state import State
from burg.carcassonne.tiles import Oriented
from burg.core import game as core
from burg.core.contract import Result
from burg.core.errors import IllegalAction
from burg.core.events import Event, Log, NullLog

__all__ = ["Decision", "FollowerStep", "Game", "Trial", "default_castle"]

SETUP = setup.RULE


def default_castle() -> Castle:
    """The castle a game uses unless told otherwise: the component loader's default."""
    from burg.carcassonne.data import default_castle as load

    return load()


def _over(st: State) -> bool:
    return st.phase == "over"


class Game(core.Game):
    """One game of Carcassonne – Die Burg for 2 players.

    ``castle``: the components (``burg.carcassonne.data``; by default ``default_castle()``).
    ``start_player``: a seat, or ``None`` to draw it from the seed (§C16).
    """

    name: ClassVar[str] = "carcassonne"
    POSITIONS = "burg.carcassonne.positions"
    ACTIONS = ACTIONS
    _rules_legal = staticmethod(turn.legal)
    _rules_deciders = staticmethod(turn.deciders)
    _rules_perform = staticmethod(turn.perform)
    _rules_over = staticmethod(_over)
    #: the live state and ``Trial._around``'s answers kept for it (``trial``)
    _around_kept: tuple[State, dict[int, _Kept]] | None = None

    def __init__(
        self,
        seed: int | None = None,
        names: list[str] | None = None,
        *,
        start_player: int | None = None,
        castle: Castle | None = None,
        record_events: bool = True,
    ) -> None:
        if names is not None and (
            not isinstance(names, list)
            or len(names) != 2
            or not all(isinstance(x, str) for x in names)
        ):
            raise IllegalAction("carcassonne.setup.names", rule=SETUP)
        if start_player is not None and (
            type(start_player) is not int or start_player not in (0, 1)
        ):
            raise IllegalAction("carcassonne.setup.start_player", rule=SETUP, got=start_player)
        if castle is not None and not isinstance(castle, Castle):
            raise IllegalAction("carcassonne.setup.castle", rule=SETUP, got=type(castle).__name__)
        if seed is None:
            seed = random.randrange(2**31)
        self._castle_given = castle is not None
        castle = castle or default_castle()
        log = self._begin(record_events)
        initial = setup.new_state(castle, seed, names or ["Black", "White"], start_player)
        setup.setup_events(initial, log)
        turn.begin_turn(initial, log)
        self._start(initial, seed=seed)

    def _setup_position(self, st: State, log: Log) -> None:  # for ``from_state``
        setup.setup_events(st, log)
        if st.phase == "place" and st.drawn < 0 and st.last < 0:
            turn.begin_turn(st, log)

    # --- queries ----------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The live state, for the rules and their tests (it shows the stack's order)."""
        return self._state

    @property
    def pending(self) -> Decision:
        """Who must decide what now (``place``, ``follower``, ``score``, ``extra``)."""
        return turn.decision(self._state)

    @property
    def castle(self) -> Castle:
        """The components this game is played with."""
        return self._state.geo.castle

    def scores(self) -> list[int]:
        """Each player's exact total (§3.5)."""
        return self._state.total[:]

    def winners(self) -> list[int]:
        """The seats with the most points (a tie: a shared win, §C21)."""
        return final.winners(self._state)

    def result(self) -> Result:
        """Each seat's points (§3.5); most points wins, a tie is a shared win (C21). Mid-game:
        the points so far, before the final scoring (§5)."""
        return Result.by_score(self._state.total, final=self._state.phase == "over")

    def try_actions(self, actions: list[Action]) -> list[int]:
        """The totals after ``actions`` were applied to a copy of the game, from this moment
        on, as far as they are legal (for bots: nothing hidden is shown, and the game is
        unchanged). Stops before the next tile is drawn."""
        st = self._state.copy()
        log = NullLog()
        for a in actions:
            if a not in turn.legal(st, a.player):
                break
            before = st.turn
            turn.perform(st, log, a)
            if st.turn != before:
                break
        return st.total[:]

    def options_after(self, action: Action) -> list[Action]:
        """The same player's legal actions after ``action`` on a copy of the game, if his next
        decision comes in the same turn (else ``[]``); the game is unchanged. For bots."""
        st = self._state.copy()
        if action not in turn.legal(st, action.player):
            return []
        before = st.turn
        turn.perform(st, NullLog(), action)
        if st.turn != before or st.phase == "over":
            return []
        return turn.legal(st, action.player)

    # --- changing the game: the base class, with these hooks --------------------------------------
    def _explain(self, action: Action, legal: list[Action]) -> IllegalAction:
        return turn.explain(self._state, action)

    # --- views and files --------------------------------------------------------------------------
    def view(self, player: int | None = None) -> dict[str, Any]:
        """The position as every seat sees it: the stack only as a count, face-down wall tiles
        only as ``"down"`` (§3 "Hidden information"). ``player`` changes nothing: nobody holds a
        secret of his own."""
        st = self._state
        geo = st.geo
        tiles = geo.castle.tiles
        board = []
        for c, code in enumerate(st.board):
            if code >= 0:
                r, col = geo.cells[c]
                board.append({"cell": [r, col], "tile": tiles[code >> 2].id, "rotation": code & 3})
        followers = []
        for p, node in st.followers:
            r, col = geo.cells[st.cell[node]]
            followers.append(
                {"player": p, "cell": [r, col], "feature": st.fid[node], "role": st.kind[node]}
            )
        players = []
        for p in range(st.n):
            k = st.keep[p]
            players.append(
                {
                    "name": st.names[p],
                    "score": st.total[p],
                    "marker": st.total[p] % 100,
                    "supply": st.supply[p],
                    "wall_tiles": [w for w, _ in st.held[p]],
                    "used": st.used[p][:],
                    "keep": None if k is None else {"size": k[0], "feature": k[1]},
                }
            )
        over = st.phase == "over"
        return {
            "game": self.name,
            "dataset": geo.castle.dataset,
            "players": players,
            "active": st.active,
            "start_player": st.start_player,
            "turn": st.turn,
            "phase": st.phase,
            "drawn": tiles[st.drawn].id if st.drawn >= 0 else None,
            "last": list(geo.cells[st.last]) if st.last >= 0 else None,
            "stack": len(st.stack),
            "board": board,
            "followers": followers,
            "towers": ["down" if w else None for w in st.towers],
            "box": len(st.box),
            "discarded": [tiles[t].id for t in st.discarded],
            "scoring": [fid for _, fid in st.queue],
            "final": [list(x) for x in st.final],
            "winners": final.winners(st) if over else None,
        }

    def landing(self, player: int, points: int) -> tuple[int, int] | None:
        """The numbers of the tower whose wall tile ``player`` would take by scoring ``points``
        now (§3.5, §4.1, §C11: landing exactly; passing over or 0 points take nothing), or
        ``None``. Public: the track, the scores and which towers still hold a tile are seen by
        all."""
        st = self._state
        tower = scoring.landing(st, st.total[player], points)
        return None if tower is None else st.geo.castle.towers[tower].numbers

    def feature(self, row: int, col: int, fid: str) -> dict[str, Any] | None:
        """The feature through local feature ``fid`` of the tile on (row, col): kind, size,
        open slots, complete, fountain, markets, followers per player, winner (§2.4), its
        ``label`` as scorings and final-scoring events name it (§C26), and the ``cells`` of the
        tiles it lies on (``[row, col]``, sorted; start fields left out)."""
        st = self._state
        cell = st.geo.index.get((row, col))
        node = -1 if cell is None else features.node_of(st, cell, fid)
        if node < 0:
            return None
        root = st.find(node)
        return {
            "kind": st.kind[root],
            "size": features.size(st, root),
            "open": st.open[root],
            "complete": features.complete(st, root),
            "fountain": st.fountain[root],
            "markets": st.markets[root],
            "followers": [f[root] for f in st.fol],
            "winner": features.winner(st, root),
            "label": features.label(st, root),
            "cells": sorted([*st.geo.cells[t]] for t in st.tiles[root] if t >= 0),
        }

    def final_preview(self) -> list[Event]:
        """The final scoring (§5) as it would come if the game ended now: the engine's events on
        a copy (the game is unchanged). Public: it reads only what every seat sees (the board,
        the followers, the keeps, the wall tiles held); the wall is cleared first (§5 step 1),
        so the face-down tiles play no part."""
        st = self._state.copy()
        events: list[Event] = []
        final.final_scoring(st, events)
        return events

    def expected_points(self) -> list[float]:
        """Each player's expected final points (``burg.carcassonne.evaluate.expected``: the
        scores, plus what the features with followers, the keeps, the wall tiles taken and the
        followers in supply are likely to bring). Public: it reads what every seat sees and the
        size of the stack, never its order. A heuristic for bots and searches."""
        return evaluate.expected(self._state)

    # --- for the conformance test (burg.core.game) -------------------------------------------
    @classmethod
    def setups(cls) -> list[dict[str, Any]]:
        """One kind of game: 2 players, the default castle."""
        return [{}]

    def holdings(self) -> dict[tuple[str, str], int]:
        """Where every castle tile, follower, wall tile (outside the box) and point lies; the
        set-up and transfer events sum to it."""
        return setup.holdings(self._state)

    def hidden_twin(self, rng: random.Random) -> Game | None:
        """The same game with the stack shuffled anew and the face-down wall tiles (towers and
        box) dealt anew: no view may tell them apart."""
        if self._state.phase == "over":
            return None
        return Game.from_state(self._dealt_anew(0, rng, None), record_events=False)

    def trial(self, rng: random.Random) -> Trial | None:
        """A scratch copy for a bot to try out the actions of its turn (``Trial``), dealt as
        ``hidden_twin(rng)`` deals (the same use of ``rng``): it shows nothing hidden, and the
        game is unchanged. ``None`` once the game is over."""
        if self._state.phase == "over":
            return None
        st = self._dealt_anew(0, rng, None)
        if st.phase == "place" and st.drawn < 0 and st.last < 0:  # as ``from_state``
            turn.begin_turn(st, NullLog())
            return Trial(st)
        # what the neighbours of a cell offer (``features.around``) changes little from turn to
        # turn: the trials of this game share it while the game only moves on (``Trial``)
        kept = self._around_kept
        if kept is None or kept[0] is not self._state:  # a new game, or undone (a new state)
            kept = self._around_kept = (self._state, {})
        return Trial(st, kept[1])

    def _dealt_anew(self, seat: int, rng: random.Random, known: Collection[int] | None) -> State:
        """Dealt anew: the stack's order and the face-down wall tiles (towers and box), hidden
        from every seat alike; nobody sees them before they are drawn or taken, so ``known``
        changes nothing."""
        twin = self._state.copy()
        # sorted first: the twin depends on which tiles are unseen, never on their hidden order
        twin.stack.sort()
        rng.shuffle(twin.stack)
        down = [t for t, w in enumerate(twin.towers) if w]
        pool = sorted([twin.towers[t] for t in down] + twin.box)
        rng.shuffle(pool)
        for t in down:
            twin.towers[t] = pool.pop()
        twin.box = pool
        return twin

    def _seeded_start(self) -> dict[str, Any]:
        st = self._initial
        start: dict[str, Any] = {
            "seed": self.seed,
            "names": st.names[:],
            "start_player": st.start_player,
        }
        if self._castle_given:
            start["dataset"] = st.geo.castle.dataset
        return start


#: ``Trial._around``'s keeping: the answer, and what it read with the getters to read it again
_Kept = tuple[Any, ...]


def _nothing(_: list[Any]) -> tuple[()]:
    """``Trial._around``'s getter where it read nothing (no empty neighbour, no feature)."""
    return ()


#: The end of a turn tried by ``Trial.preview``: each player's points and wall tiles taken.
Ending = tuple[list[int], list[int]]


#: The wall tile that scores an incomplete feature of each kind in the final scoring (§5, §4.3).
_INCOMPLETE_TILE = {kind: tile for tile, (kind, _) in final.INCOMPLETE.items()}


#: ``Trial.preview``'s answer for a turn with no follower decision that changes nothing.
_QUIET: list[tuple[Action | None, tuple[Ending, ...]]] = [(None, ())]


class FollowerStep(NamedTuple):
    """What a follower can change in the turn's points and wall tiles (``Trial.follower_step``)."""

    #: with no follower, the turn ends with every score and wall tile as before it
    quiet: bool
    #: the features of the new tile where a follower ends the turn with the points and wall
    #: tiles of no follower
    idle: frozenset[str]


class Trial:
    """A game's scratch copy for a bot trying out its own turn (``Game.trial``), made for speed:
    ``apply`` carries out a legal action (unchecked: pass only ``legal_actions``) without
    events, ``undo`` takes the last one back (from a saved copy, not by replaying), and a turn
    that passes to the opponent stops before his tile is drawn (phase ``"draw"``). The draw
    changes no points and no wall tiles, unless no tile left in the stack fits anywhere: then
    the draw ends the game (§2.3, §C14), and the trial plays it with its final scoring. So
    ``scores`` and ``wall_tiles`` after a trial are what the game would show after the same
    actions."""

    def __init__(self, st: State, around: dict[int, _Kept] | None = None) -> None:
        self._state = st
        #: ``features.around`` per cell, kept from earlier trials of the same game (``Game.trial``)
        #: with what it read; read and written only while the trial is at its game's state (no
        #: action applied, or all undone)
        self._kept = around
        self._saved: list[State] = []
        #: the legal actions the rules listed on the way (``turn.perform``), until the next change
        self._found: list[Action] | None = None
        self._log = NullLog()
        #: the tile types left in the stack (no trial draws one, but the one that ends the game)
        self._stack = sorted(set(st.stack))
        #: a stack tile (turned) and a cell it fitted on last time: most likely it still does
        self._witness: tuple[Oriented | None, int] = (None, -1)
        #: ``preview`` at the place decision of turn ``_near_turn``: per cell, what its neighbours
        #: offer a tile laid there and whether the turn surely goes on (``_near``); the empty
        #: cells where a tile left in the stack fits before the placement (``_fits``, found one
        #: by one as needed by ``_fitting``)
        self._near_turn = -1
        self._near: dict[int, features.Around | None] = {}
        self._fits: list[int] = []
        self._fitting: Iterator[int] = iter(())
        #: the placer may take an extra turn (wall tile 1), double a tower or a house (2, 3)
        self._extra = False
        self._double: dict[str, bool] = {}
        self._taken: list[int] = []  # the wall tiles each player has taken
        #: the turn's ends by (winner, points, may double) (``_endings``): shared, not changed
        self._ends: dict[tuple[int, int, bool], tuple[Ending, ...]] = {}
        #: the turn's ends when a follower completes the tile's own feature alone (joined to none
        #: on the board), by drawn tile, rotation and local feature (``preview``)
        self._own: dict[int, tuple[Ending, ...]] = {}
        #: the follower decision's actions per drawn tile, rotation and player (``preview``),
        #: alone and each with a turn that changes nothing (shared lists: not to be changed)
        self._follow: dict[int, list[Action]] = {}
        self._quiet: dict[int, list[tuple[Action | None, tuple[Ending, ...]]]] = {}
        self._open: dict[int, bool] = {}  # ``_all_open`` by tile, rotation and empty sides

    @property
    def pending(self) -> Decision:
        """As ``Game.pending`` (kind ``"draw"``: a trial's turn ended, see above)."""
        return turn.decision(self._state)

    def legal_actions(self, player: int) -> list[Action]:
        """As ``Game.legal_actions(player)``."""
        found = self._found
        if found and found[0].player == player:
            return found[:]
        return turn.legal(self._state, player)

    def apply(self, action: Action) -> None:
        """Carry out ``action`` (one of ``legal_actions``): see the class."""
        st = self._state
        self._saved.append(st.copy())
        self._found = turn.perform(st, self._log, action, False)
        if st.phase == "draw" and not self._some_tile_fits():
            turn.begin_turn(st, self._log)  # every tile leaves the game: the final scoring

    def undo(self) -> None:
        """Take back the last ``apply``."""
        self._state = self._saved.pop()
        self._found = None

    def scores(self) -> list[int]:
        """As ``Game.scores``."""
        return self._state.total[:]

    def wall_tiles(self) -> list[int]:
        """The wall tiles each player has taken, held or used (public)."""
        st = self._state
        return [len(h) + len(u) for h, u in zip(st.held, st.used, strict=True)]

    def expected_points(self) -> list[float]:
        """As ``Game.expected_points``."""
        return evaluate.expected(self._state)

    def follower_step(self) -> FollowerStep:
        """At the ``follower`` decision: which choices provably end the turn alike (in points and
        wall tiles, the scoring decisions in between included). Scorings this turn read only the
        followers on the features the new tile completed (§3.2, §4.3, §C5), and the wall tile 1
        for an extra turn must have been taken before the turn (§C6); only the final scoring
        (§5) reads the other followers, if this turn ends the game: the stack is empty, or no
        usable wall tile 1 (§C6) and no tile left fits (§C14). So, unless the turn may end the
        game, a follower on a feature the tile did not complete changes nothing; and with no
        follower the turn scores nothing if no feature it completed has a winner (§2.4).

        If the turn may end the game, a follower on a feature the tile did not complete still
        changes nothing if that feature cannot score in the final scoring for its only
        follower's owner: a court with no market (§5 step 3), or a path, tower or house when he
        holds no wall tile 4, 5 or 6 for it (§5 step 4, §C15) and scores nothing in this turn
        (so takes no wall tile in it, §4.1)."""
        st = self._state
        p = st.active
        ends = not st.stack or (
            not scoring.usable(st, p, turn.EXTRA_TILE) and not self._some_tile_fits()
        )
        done = set()
        quiet = True
        scores = False  # the placer scores in this turn, whatever his follower
        for node in scoring.candidates(st):
            root = st.find(node)
            if features.complete(st, root):
                done.add(root)
                who = features.winner(st, root)
                quiet = quiet and who is None
                scores = scores or who == p
        base = st.node_base[st.last]
        o = features.oriented_at(st, st.last)
        assert o is not None  # the new tile lies there
        if not ends:
            idle = frozenset(f for j, f in enumerate(o.ids) if st.find(base + j) not in done)
            return FollowerStep(quiet, idle)
        held = {w for w, _ in st.held[p]}
        kind, markets = st.kind, st.markets
        ends_idle = []
        for j, f in enumerate(o.ids):
            root = st.find(base + j)
            if root in done:
                continue
            k = kind[root]
            if (k == "C" and not markets[root]) or (
                k != "C" and not scores and _INCOMPLETE_TILE[k] not in held
            ):
                ends_idle.append(f)
        return FollowerStep(False, frozenset(ends_idle))

    def preview(self, action: Place) -> list[tuple[Action | None, tuple[Ending, ...]]] | None:
        """At the trial's place decision, without laying the tile: for each follower choice
        after ``action`` (as ``legal_actions`` lists them; ``None``: no follower decision,
        §3.1) the ways the turn can end, one for each answer to its scoring decision (scored or
        doubled with wall tile 2/3, §4.3): each player's points and wall tiles taken, ``()``
        if the turn changes neither. ``None`` if it cannot tell without trying the turn: it
        may end the game (with the final scoring, §5), or it brings two or more scorings with
        a winner (their order may matter, §C5).

        The features are joined as laying the tile would join them (``features.around``,
        ``features.joined``, §2.2, §C23); a feature completes with no open slot (§2.4; courts
        never); a completed feature scores for the player with more followers in it (§3.2), a
        follower goes only on a feature of the new tile with none (§3.1); the scoring moves the
        marker and takes the wall tile it lands on (§3.5, §4.1, §C11). Nothing else in the turn
        changes the points or wall tiles (a wall tile used to double still counts as taken,
        §4.2)."""
        st = self._state
        geo = st.geo
        cell = geo.index[action.cell]
        if st.turn != self._near_turn:  # a new place decision (after an extra turn)
            assert st.phase == "place"
            self._near_turn, self._near = st.turn, {}
            self._fits, self._fitting = [], self._fitting_cells()
            p = st.active
            # the turn goes on whatever the placement: wall tile 1 gives an extra turn (§C6)
            self._extra = bool(st.stack) and scoring.usable(st, p, turn.EXTRA_TILE)
            self._double = {k: scoring.usable(st, p, t) for k, t in scoring.DOUBLE.items()}
            self._taken = self.wall_tiles()
            self._ends = {}
            self._own = {}
        if cell in self._near:
            near = self._near[cell]
        else:
            near = self._near[cell] = self._around(cell) if self._turn_goes_on(cell) else None
        if near is None:
            return None
        tile = st.drawn * 4 + action.rotation
        o = geo.oriented[st.drawn][action.rotation]
        if near.calm and self._all_open(tile, o, near.empty):
            # nothing completes, a follower may go on every feature of the tile
            p = st.active
            if not st.supply[p]:
                return _QUIET
            quiet = self._quiet.get(tile * 2 + p)
            if quiet is None:
                actions = turn.follower_actions(p, list(o.ids))
                quiet = self._quiet[tile * 2 + p] = [(f, ()) for f in actions]
            return quiet
        top, att = features.joined(near, o)
        kinds = o.kinds
        n = len(kinds)
        fol0, fol1 = st.fol
        # each feature of the new tile (named by its local feature ``top``): its open slots, and
        # the followers in it per player if any
        empty = near.empty
        opens = [0] * n
        for j, side in enumerate(o.sides):
            opens[top[j]] += (side & empty).bit_count()
        rest = near.rest
        busy: dict[int, tuple[int, int]] = {}
        for r, j in att.items():
            t = top[j]
            opens[t] += rest[r]
            if fol0[r] or fol1[r]:
                a, b = busy.get(t, (0, 0))
                busy[t] = (a + fol0[r], b + fol1[r])
        # the completed features with a winner: at most one, else the trial decides
        won: tuple[list[int], list[int], int] | None = None
        for t, (a, b) in busy.items():
            if a != b and not opens[t] and kinds[t] != "C":
                if won is not None:
                    return None
                won = (*self._parts(top, att, t), 0 if a > b else 1)
        for r in near.closed:  # completed without being joined (§C23)
            if r not in att and fol0[r] != fol1[r]:
                if won is not None:
                    return None
                won = ([], [r], 0 if fol0[r] > fol1[r] else 1)
        plain = self._endings(cell, o, *won) if won is not None else ()
        p = st.active
        if not st.supply[p]:
            return [(None, plain)]
        follow = self._follow.get(tile * 2 + p)
        if follow is None:
            follow = self._follow[tile * 2 + p] = turn.follower_actions(p, list(o.ids))
        out: list[tuple[Action | None, tuple[Ending, ...]]] = []
        joins: set[int] | None = None  # the local features joined to a feature on the board
        for j in range(n):
            t = top[j]
            if t in busy:
                continue
            if not opens[t] and kinds[t] != "C":  # the follower wins the feature it completes
                if won is not None:
                    return None
                if joins is None:
                    joins = {top[a] for a in att.values()}
                if t in joins:
                    out.append((follow[j], self._endings(cell, o, *self._parts(top, att, t), p)))
                    continue
                # the tile's own feature alone: the same ends wherever the tile lies
                own = self._own.get(tile << 4 | t)
                if own is None:
                    own = self._own[tile << 4 | t] = self._endings(cell, o, [t], [], p)
                out.append((follow[j], own))
            else:
                out.append((follow[j], plain))
        if not out:
            return [(None, plain)]
        out.append((follow[-1], plain))
        return out

    def _around(self, cell: int) -> features.Around:
        """``features.around(cell)``, or the same kept from an earlier trial of the game if
        what it read is unchanged: the neighbours it found empty are empty, and each feature it
        read is still a whole feature (a root) with the same open slots and followers. The game
        only moves on between them (``Game.trial``): a tile once laid stays, and a root that is
        still a root has the same nodes below it, so ``around`` would answer the same."""
        st = self._state
        kept = None if self._saved else self._kept  # only at the game's state
        if kept is not None:
            hit = kept.get(cell)
            if (
                hit is not None
                and hit[1](st.board) == hit[2]
                and hit[3](st.parent) == hit[4]
                and hit[3](st.open) == hit[5]
                and hit[3](st.fol[0]) == hit[6]
                and hit[3](st.fol[1]) == hit[7]
            ):
                return hit[0]
        near = features.around(st, cell)
        if kept is not None:
            faces = st.geo.faces[cell]
            empties = [faces[s] for s in range(4) if near.empty >> s & 1]
            eget = itemgetter(*empties) if empties else _nothing
            rget = itemgetter(*near.rest) if near.rest else _nothing
            kept[cell] = (
                near,
                eget,
                eget(st.board),
                rget,
                rget(st.parent),
                rget(st.open),
                rget(st.fol[0]),
                rget(st.fol[1]),
            )
        return near

    def _all_open(self, tile: int, o: Oriented, empty: int) -> bool:
        """Whether every feature of ``o`` but a court has a side facing an empty interior cell
        (bits ``empty``): an open slot, so it cannot be complete (§2.4)."""
        key = tile << 4 | empty
        known = self._open.get(key)
        if known is None:
            kinds = o.kinds
            known = self._open[key] = all(
                kinds[j] == "C" or side & empty for j, side in enumerate(o.sides)
            )
        return known

    @staticmethod
    def _parts(top: list[int], att: dict[int, int], t: int) -> tuple[list[int], list[int]]:
        """The local features and the features on the board (roots) of the new tile's feature
        named by local feature ``t`` (``features.joined``)."""
        return [j for j, x in enumerate(top) if x == t], [r for r, j in att.items() if top[j] == t]

    def _endings(
        self, cell: int, o: Oriented, locals_: list[int], roots: list[int], winner: int
    ) -> tuple[Ending, ...]:
        """The turn's ends when the completed feature of local features ``locals_`` of the new
        tile ``o`` on ``cell`` and the features ``roots`` on the board scores for ``winner``
        (§3.2), and doubled if he is the placer and may double it (§4.3)."""
        st = self._state
        tiles = st.tiles
        kind = o.kinds[locals_[0]] if locals_ else st.kind[roots[0]]
        fountain = any(o.fountains[j] for j in locals_) or any(st.fountain[r] for r in roots)
        # its tiles (§C4): the new one's cell (no feature lies on it yet) and the joined ones'
        size = 1 if locals_ else 0
        if len(roots) == 1:
            size += len(tiles[roots[0]])
        elif roots:
            size += len(frozenset().union(*(tiles[r] for r in roots)))
        # as ``scoring.points``: per tile by kind, a fountain doubles a path (§3.2, §C4)
        pts = scoring.PER_TILE[kind] * (2 if kind == "P" and fountain else 1) * size
        double = winner == st.active and self._double.get(kind, False)
        key = (winner, pts, double)
        out = self._ends.get(key)
        if out is None:
            ends = [self._ending(winner, pts)]
            if double:
                ends.append(self._ending(winner, 2 * pts))
            out = self._ends[key] = tuple(ends)
        return out

    def _ending(self, winner: int, pts: int) -> Ending:
        """The points and wall tiles after ``winner`` scores ``pts`` > 0 (§3.5, §4.1)."""
        st = self._state
        total = st.total[:]
        taken = self._taken[:]
        if scoring.landing(st, total[winner], pts) is not None:
            taken[winner] += 1
        total[winner] += pts
        return total, taken

    def _turn_goes_on(self, cell: int) -> bool:
        """Whether the turn surely does not end the game after a tile laid on ``cell``: tiles
        are left in the stack, and the player may take an extra turn (wall tile 1, §C6) or a
        tile left fits somewhere (§C14): on a cell where one fits now and that the new tile
        neither covers nor touches (its conditions unchanged, §2.3)."""
        st = self._state
        if not st.stack:
            return False
        if self._extra:
            return True
        faces = st.geo.faces[cell]
        for c in self._fits:
            if c != cell and c not in faces:
                return True
        for c in self._fitting:
            self._fits.append(c)
            if c != cell and c not in faces:
                return True
        return False

    def _fitting_cells(self) -> Iterator[int]:
        """The empty cells where a tile left in the stack fits now (§2.3), one by one."""
        st = self._state
        geo = st.geo
        shapes = [geo.paths[t * 4 + r] for t in self._stack for r in geo.rotations[t]]
        # the empty anchored cells as they are now (kept on the state, ``State.frontier``): a
        # list, since the trial may lay tiles before the last is read
        cells = list(placement.constraints(st))
        return (
            c
            for c, must, must_not in cells
            if any(bits & must == must and not bits & must_not for bits in shapes)
        )

    def _some_tile_fits(self) -> bool:
        """Whether a tile left in the stack has a legal place (§2.3): the witness of the last
        time if it still fits, else the first found on the board."""
        st = self._state
        geo = st.geo
        oriented, cell = self._witness
        if oriented is not None and not placement.check(st, cell, oriented):
            return True
        paths = geo.paths
        shapes = [(t, r, paths[t * 4 + r]) for t in self._stack for r in geo.rotations[t]]
        for c, must, must_not in placement.constraints(st):
            for t, r, bits in shapes:
                if bits & must == must and not bits & must_not:
                    self._witness = (geo.oriented[t][r], c)
                    return True
        return False
