"""``Game.trial``: a bot's scratch copy shows, after any actions of the turn, the points and wall
tiles the game shows after them (the next tile not drawn, but the draw that ends the game
played), and ``undo`` takes each back."""

from __future__ import annotations

import random

from burg.carcassonne.game import Game, Trial


def _taken(game: Game) -> list[int]:
    return [len(q["wall_tiles"]) + len(q["used"]) for q in game.view()["players"]]


def _same(trial: Trial, game: Game) -> None:
    assert trial.scores() == game.scores()
    assert trial.wall_tiles() == _taken(game)


def test_a_trial_ends_as_the_game_would() -> None:
    ended = by_draw = 0
    for seed in range(3):
        game = Game(seed=seed, record_events=False)
        rng = random.Random(seed)
        while not game.is_over:
            deal = rng.getrandbits(32)
            trial = game.trial(random.Random(deal))
            twin = game.hidden_twin(random.Random(deal))
            assert trial is not None and twin is not None
            p = game.pending.players[0]
            assert trial.legal_actions(p) == twin.legal_actions(p)
            for a in twin.legal_actions(p):
                trial.apply(a)
                twin.apply(a)
                _same(trial, twin)
                if twin.is_over:
                    ended += 1
                    by_draw += len(twin.state.discarded) > len(game.state.discarded)
                    assert trial.pending.kind is None
                elif trial.pending.kind != "draw":  # the same turn goes on
                    assert trial.pending == twin.pending
                    assert trial.legal_actions(p) == twin.legal_actions(p)
                trial.undo()
                twin.undo()
                _same(trial, twin)
            game.apply(rng.choice(game.legal_actions()))
    assert ended and by_draw  # the end of the stack was tried, and a draw that ends the game


def test_no_trial_after_the_end() -> None:
    game = Game(seed=1, record_events=False)
    game.random_playout(random.Random(1))
    assert game.trial(random.Random(1)) is None
