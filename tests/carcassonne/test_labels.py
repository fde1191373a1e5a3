"""Carcassonne – Die Burg: a completed feature's label (§C26) is canonical -- a function of the
feature alone, not of the order its tiles were joined in -- so a position reached by play and
the same position saved and loaded again offer the same actions, name the same scorings and
go on the same to the end; and saves replay the same."""

from __future__ import annotations

import json
import random

import pytest

from burg.carcassonne import Game, features
from burg.carcassonne.positions import dump_position, load_position, load_save


def reloaded(g: Game) -> Game:
    return load_position(json.loads(json.dumps(dump_position(g))))


def check_same(g: Game, h: Game) -> None:
    assert h.pending == g.pending  # the scorings left, named by their labels
    assert h.view() == g.view()
    if not g.is_over:
        p = g.pending.players[0]
        assert h.legal_actions(p) == g.legal_actions(p)  # same lists, same order


@pytest.mark.parametrize("seed", range(6))
def test_a_reloaded_position_goes_on_like_the_played_one(seed: int) -> None:
    rng = random.Random(seed)
    g = Game(seed=seed)
    stops = set(rng.sample(range(120), 3))
    followers: list[Game] = []  # reloaded at a stop, then played in step with g
    k = 0
    while not g.is_over:
        if k in stops:
            followers.append(reloaded(g))
        for h in followers:
            check_same(g, h)
        a = rng.choice(g.legal_actions(g.pending.players[0]))
        events = g.apply(a)
        for h in followers:
            assert h.apply(a) == events
        k += 1
    for h in followers:
        check_same(g, h)
        assert dump_position(h) == dump_position(g)
        # its save (a position, then the actions) replays to the same end
        assert dump_position(load_save(json.dumps(h.to_json()))) == dump_position(g)
    assert dump_position(load_save(json.dumps(g.to_json()))) == dump_position(g)


def test_labels_name_the_first_tile_feature_row_by_row() -> None:
    g = Game(seed=5)
    rng = random.Random(5)
    seen = 0
    while not g.is_over:
        for e in g.apply(rng.choice(g.legal_actions(g.pending.players[0]))):
            if e.kind not in ("score", "no_score"):
                continue
            label = e.detail[3] if e.kind == "score" else e.detail[2]
            at, fid = label.split(":")
            r, c = (int(x) for x in at.split(","))
            st = g.state
            root = st.find(features.node_of(st, st.geo.index[r, c], fid))
            tile_features = [
                (*st.geo.cells[st.cell[n]], st.fid[n])
                for n in range(len(st.parent))
                if st.cell[n] >= 0 and st.find(n) == root
            ]
            assert (r, c, fid) == min(tile_features)
            seen += 1
    assert seen > 5
