"""Carcassonne – Die Burg: the invariants of the reference's §10 after every step of random and
bot-played games, checked with hypothesis."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burg.carcassonne import features
from burg.carcassonne.actions import Follower
from burg.carcassonne.bots import make_bot
from burg.carcassonne.game import Game
from burg.carcassonne.rules import placement
from burg.carcassonne.state import FOLLOWERS

SETTINGS = settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
WALL_TILES = 18


def check(g: Game, keeps: list[int]) -> None:
    """Every invariant of §10 in the current position."""
    s = g.state
    n_tiles = s.geo.castle.n_tiles
    placed = sum(1 for c in s.board if c >= 0)
    # tiles: stack + placed + discarded (+ the drawn one) = 60; placed <= cells
    assert len(s.stack) + placed + len(s.discarded) + (s.drawn >= 0) == n_tiles
    assert placed <= len(s.geo.cells)
    # the empty anchored cells kept by ``features.place`` are those found on the board (§2.3)
    assert list(placement.constraints(s)) == list(placement.board_constraints(s.geo, s.board))
    # followers: supply + on the board = 6; the feature counts agree with the pieces
    for p in range(2):
        mine = [node for q, node in s.followers if q == p]
        assert s.supply[p] + len(mine) == FOLLOWERS
        counts: dict[int, int] = {}
        for node in mine:
            counts[s.find(node)] = counts.get(s.find(node), 0) + 1
        for root, k in counts.items():
            assert s.fol[p][root] == k
    # after step 3 no follower stands on a complete path, tower or house
    if s.phase in ("place", "extra", "over"):
        for _, node in s.followers:
            assert not features.complete(s, s.find(node)), "a follower on a complete feature"
    # wall tiles: towers + box + held + used + removed = 18; tower 0/1 never holds one
    removed = sum(1 for e in g.events if e.reason == "clear_wall")
    held = sum(len(h) for h in s.held) + sum(len(u) for u in s.used)
    assert sum(1 for w in s.towers if w) + len(s.box) + held + removed == WALL_TILES
    assert s.towers[0] == 0
    # totals are the sum of the scoring events; marker = total mod 100
    got = [0, 0]
    for e in g.events:
        if e.kind == "transfer" and e.item == "points":
            got[e.player] += e.count
    assert got == s.total
    view = g.view()
    assert [q["marker"] for q in view["players"]] == [t % 100 for t in s.total]
    # the keep's house size never decreases
    for p in range(2):
        k = s.keep[p]
        size = 0 if k is None else k[0]
        assert size >= keeps[p]
        keeps[p] = size


def play(g: Game, choose: Any) -> None:
    keeps = [0, 0]
    check(g, keeps)
    while not g.is_over:
        p = g.pending.players[0]
        a = choose(g, p)
        if isinstance(a, Follower):
            node = features.node_of(g.state, g.state.last, a.feature)
            assert not features.occupied(g.state, g.state.find(node))
        g.apply(a)
        check(g, keeps)
    assert g.legal_actions() == []


@SETTINGS
@given(st.integers(0, 2**31 - 1))
def test_random_games_keep_every_invariant(seed: int) -> None:
    rng = random.Random(seed)
    g = Game(seed=seed)
    play(g, lambda game, p: rng.choice(game.legal_actions(p)))
    loaded = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert loaded.view() == g.view() and loaded.scores() == g.scores()


@settings(max_examples=3, deadline=None, derandomize=True)
@given(st.integers(0, 2**31 - 1))
def test_greedy_against_random_keeps_every_invariant(seed: int) -> None:
    bots = [make_bot("greedy", seed), make_bot("random", seed + 1)]
    g = Game(seed=seed)
    play(g, lambda game, p: bots[p].choose(game, p))
