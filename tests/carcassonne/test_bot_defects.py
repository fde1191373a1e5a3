"""Defects of the Carcassonne bots, each pinned by a position where it showed (issue 25):
the greedy bot valued every placement after which the engine asks how to score at 0 points."""

from __future__ import annotations

import random

from burg.carcassonne.actions import Follower, Place
from burg.carcassonne.bots import GreedyBot, greedy_choices
from burg.carcassonne.game import Game

W = 1


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
