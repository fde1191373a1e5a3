"""Defects of the Carcassonne bots, each pinned by a position where it showed (issue 25):
the greedy bot valued every placement after which the engine asks how to score at 0 points,
and it always took the first scoring offered, never the order that lands on a tower."""

from __future__ import annotations

import random

from burg.carcassonne import features
from burg.carcassonne.actions import Follower, Place, Score, ScoreDouble
from burg.carcassonne.bots import GreedyBot, SearchBot, greedy_choices
from burg.carcassonne.game import Game
from burg.carcassonne.state import State
from tests.carcassonne_builders import castle, position, tile

B, W = 0, 1


def _random_position(seed: int, moves: int) -> Game:
    game = Game(seed=seed, record_events=False)
    rng = random.Random(seed)
    while len(game.history) < moves:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_greedy_values_a_placement_with_its_scoring_decisions() -> None:
    """White's knight on the tower she completes gains 8 points this turn, but the engine then
    asks for the order of two scorings (C5): the turn's value counts the scorings too."""
    game = _random_position(34, 45)
    place, knight = Place(W, (0, 2), 0), Follower(W, "T1")
    assert game.pending.kind == "place" and game.scores() == [1, 6]
    assert game.try_actions([place, knight]) == [1, 6]  # the engine stops at the decision
    values = {(a, f): v for v, a, f in greedy_choices(game, W, game.legal_actions(W), _rng())}
    assert 8 <= values[place, knight] - 0.5 < 8.5  # 8 points (+ a wall tile), + 0.5 a follower
    assert max(values, key=lambda k: values[k]) == (place, knight)
    bot = GreedyBot(1)
    assert bot.choose(game, W) == place
    game.apply(place)
    assert bot.choose(game, W) == knight
    game.apply(knight)
    assert game.pending.kind == "score"
    game.apply(bot.choose(game, W))
    assert game.scores() == [1, 14]


def _rng() -> random.Random:
    return random.Random(0)


def _scoring(queue: list[tuple[str, int]], totals: tuple[int, int], held: list[int]) -> Game:
    """Black, to move, has completed the features ``queue`` (kind, size; his alone), named
    ``0,0:<kind><size>``; the track's tower 22/23 holds a wall tile; he holds ``held``."""
    towers = (((0, 1), (0, 0), False), ((12, 13), (0, 1), True), ((22, 23), (0, 2), True))
    court = tile("court", "C1 C1 C1 | C1 C1 C1 | C1 C1 C1 | C1 C1 C1")
    c = castle(("####",), [("S1", (0, 0), "N", "C1 C1 C1", {})], [court], towers)
    g = position(c, ["court"], towers={(22, 23): 3}, totals=totals, start_player=B)
    st = g.state.copy()
    st.last = 0
    st.held[B] = [(w, st.turn - 1) for w in held]
    st.queue = [(_feature(st, kind, size), f"0,0:{kind}{size}") for kind, size in queue]
    st.phase = "score"
    return Game.from_state(st)


def _feature(st: State, kind: str, size: int) -> int:
    n = features.new_node(st, kind, 0, f"{kind}{len(st.parent)}", False, 0)
    st.tiles[n] = frozenset(range(size))
    st.open[n] = 0
    st.fol[B][n], st.fol[W][n] = 1, 0
    return n


def test_greedy_takes_the_scoring_order_that_lands_on_a_tower() -> None:
    """E12: at 18 points, a tower of 4 first (26, then 30) takes nothing; the path of 4 first
    lands on 22 and takes the wall tile."""
    for bot in (GreedyBot(1), SearchBot(1, playouts=1)):
        game = _scoring([("T", 4), ("P", 4)], (18, 0), [])
        assert game.legal_actions(B) == [Score(B, "0,0:T4"), Score(B, "0,0:P4")]
        action = bot.choose(game, B)
        assert action == Score(B, "0,0:P4"), bot.name
        game.apply(action)
        assert game.scores()[B] == 30 and game.view()["players"][B]["wall_tiles"] == [3]


def test_greedy_doubles_the_larger_tower() -> None:
    """Wall tile 2 doubles one tower (§4.3): the tower of 4 gains 8 more, the one of 1 only 2."""
    for bot in (GreedyBot(1), SearchBot(1, playouts=1)):
        game = _scoring([("T", 1), ("T", 4)], (0, 0), [2])
        assert ScoreDouble(B, "0,0:T1") in game.legal_actions(B)
        while game.pending.kind == "score":
            game.apply(bot.choose(game, B))
        assert game.scores()[B] == 2 + 16, bot.name
