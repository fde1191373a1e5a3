"""``Game.trial``: a bot's scratch copy shows, after any actions of the turn, the points and wall
tiles the game shows after them (the next tile not drawn, but the draw that ends the game
played), and ``undo`` takes each back."""

from __future__ import annotations

import random

from burg.carcassonne import features
from burg.carcassonne.actions import Follower, Place
from burg.carcassonne.bots import GreedyBot
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


def _endings(trial: Trial, p: int) -> list[tuple[list[int], list[int]]]:
    """The points and wall tiles at the end of the turn, for every way through its scoring
    decisions (in the order of the legal actions)."""
    if trial.pending.kind != "score" or trial.pending.players != (p,):
        return [(trial.scores(), trial.wall_tiles())]
    out = []
    for s in trial.legal_actions(p):
        trial.apply(s)
        out += _endings(trial, p)
        trial.undo()
    return out


def test_the_follower_step_names_the_choices_that_end_the_turn_alike() -> None:
    """``follower_step``: with no follower a ``quiet`` turn ends with the points and wall tiles of
    before; a follower on an ``idle`` feature ends it as no follower does, every way through the
    scorings, the final scoring included if the turn ends the game. (Random games: each kind
    is seen, and followers that do change the turn.)"""
    seen = {"quiet": 0, "idle": 0, "idle at the end": 0, "busy": 0}
    for seed in range(4):
        game = Game(seed=seed, record_events=False)
        rng = random.Random(seed)
        while not game.is_over:
            if game.pending.kind == "follower":
                p = game.pending.players[0]
                trial = game.trial(random.Random(seed))
                assert trial is not None
                before = (trial.scores(), trial.wall_tiles())
                step = trial.follower_step()
                follows = trial.legal_actions(p)
                none = follows[-1]
                trial.apply(none)
                plain = _endings(trial, p)
                trial.undo()
                if step.quiet:
                    seen["quiet"] += 1
                    assert plain == [before]
                for f in follows[:-1]:
                    assert isinstance(f, Follower)
                    trial.apply(f)
                    if f.feature in step.idle:
                        seen["idle"] += 1
                        seen["idle at the end"] += trial.pending.kind is None  # final scoring
                        assert _endings(trial, p) == plain
                    else:
                        seen["busy"] += 1
                    trial.undo()
            game.apply(rng.choice(game.legal_actions()))
    assert all(seen.values()), seen


def test_the_preview_ends_the_turn_as_the_trial_does() -> None:
    """``Trial.preview``: for every placement it can tell without laying the tile, the follower
    choices are the legal ones, and each ends the turn with the points and wall tiles the trial
    reaches, every way through the scoring decisions (``()``: as before the turn). Random and
    greedy games: quiet turns, scorings, doublings and placements it leaves to the trial are
    all seen."""
    seen = {"quiet": 0, "scores": 0, "doubles": 0, "tried": 0}
    for seed in range(8):
        game = Game(seed=seed, record_events=False)
        rng = random.Random(seed)
        greedy = [GreedyBot(seed), GreedyBot(seed + 1)] if seed % 2 else None
        while not game.is_over:
            if game.pending.kind == "place":
                p = game.pending.players[0]
                trial = game.trial(random.Random(seed))
                assert trial is not None
                before = (trial.scores(), trial.wall_tiles())
                for a in trial.legal_actions(p):
                    assert isinstance(a, Place)
                    quick = trial.preview(a)
                    trial.apply(a)
                    if quick is None:
                        seen["tried"] += 1
                    elif trial.pending.kind == "follower":
                        assert [f for f, _ in quick] == trial.legal_actions(p)
                        for f, ends in quick:
                            assert f is not None
                            trial.apply(f)
                            assert _endings(trial, p) == (list(ends) or [before])
                            trial.undo()
                            seen["quiet" if not ends else "scores"] += 1
                            seen["doubles"] += len(ends) > 1
                    else:
                        assert len(quick) == 1 and quick[0][0] is None
                        ends = quick[0][1]
                        assert _endings(trial, p) == (list(ends) or [before])
                        seen["quiet" if not ends else "scores"] += 1
                        seen["doubles"] += len(ends) > 1
                    trial.undo()
            if greedy:
                p = game.pending.players[0]
                game.apply(greedy[p].choose(game, p))
            else:
                game.apply(rng.choice(game.legal_actions()))
    assert all(seen.values()), seen


def test_at_the_last_tile_idle_followers_end_the_game_alike() -> None:
    """``follower_step`` on the last turn (its final scoring comes with it): every placement of
    the last tile, a follower on an ``idle`` feature ends the game with the points and wall
    tiles of no follower. Random games, each ended with every placement tried."""
    idle = busy = 0
    for seed in range(30):
        game = Game(seed=seed, record_events=False)
        rng = random.Random(seed)
        while not game.is_over and not (game.pending.kind == "place" and not game.state.stack):
            game.apply(rng.choice(game.legal_actions()))
        if game.is_over:  # the stack ran out through discards (§C14)
            continue
        p = game.pending.players[0]
        trial = game.trial(random.Random(seed))
        assert trial is not None
        for a in trial.legal_actions(p):
            trial.apply(a)
            if trial.pending.kind == "follower":
                step = trial.follower_step()
                follows = trial.legal_actions(p)
                trial.apply(follows[-1])
                plain = _endings(trial, p)
                trial.undo()
                for f in follows[:-1]:
                    assert isinstance(f, Follower)
                    if f.feature in step.idle:
                        idle += 1
                        trial.apply(f)
                        assert trial.pending.kind in (None, "score")  # the game ends
                        assert _endings(trial, p) == plain
                        trial.undo()
                    else:
                        busy += 1
            trial.undo()
    assert idle and busy, (idle, busy)


def test_what_a_cell_offers_is_kept_only_while_it_is_right() -> None:
    """``Trial._around`` keeps ``features.around`` from one trial of a game to the next: at every
    place decision of random and greedy games, with moves taken back now and then (a new state:
    nothing kept is used) and after a trial's actions are undone, it answers for every empty
    cell exactly what ``features.around`` answers on the trial's state."""
    kept_used = 0
    for seed in range(6):
        game = Game(seed=seed, record_events=False)
        rng = random.Random(seed)
        greedy = GreedyBot(seed)
        while not game.is_over:
            if game.pending.kind == "place":
                trial = game.trial(random.Random(seed))
                assert trial is not None
                st = trial._state
                legal = trial.legal_actions(game.pending.players[0])
                if rng.random() < 0.3:  # a trial's action undone: the game's state again
                    trial.apply(legal[0])
                    trial.undo()
                    st = trial._state
                for cell in range(len(st.board)):
                    if st.board[cell] < 0:
                        kept_used += cell in (trial._kept or {})
                        assert trial._around(cell) == features.around(st, cell), (seed, cell)
                if rng.random() < 0.1 and game.can_undo:
                    game.undo(rng.randint(1, min(4, len(game.history))))
                    continue
            p = game.pending.players[0]
            game.apply(greedy.choose(game, p) if seed % 2 else rng.choice(game.legal_actions()))
    assert kept_used > 1000, kept_used
