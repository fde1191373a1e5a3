"""The coach's search (``burg.core.search``) on every registered game: legal moves only,
reproducible with a seed under an iteration budget, within a time budget, and blind to what the
thinking seat cannot see. Iteration budgets stay small: each test takes a second or two."""

from __future__ import annotations

import random

import pytest

from burg.core import search as search_module
from burg.core.contract import Result
from burg.core.game import Game
from burg.core.registry import GAMES, game_class
from burg.core.search import Budget, SearchBot, SearchConfig, rewards, search


def _midgame(name: str, seed: int = 3, steps: int = 9) -> Game:
    """A game of ``name`` after ``steps`` random actions (2 players where there is a choice)."""
    cls = game_class(name)
    kw = {"players": 2} if name != "carcassonne" else {}
    game = cls(seed=seed, **kw)
    rng = random.Random(seed)
    for _ in range(steps):
        p = game.pending.players[0]
        game.apply(rng.choice(game.legal_actions(p)))
    return game


def _config(name: str) -> SearchConfig:
    from importlib import import_module

    cfg = getattr(import_module(f"burg.{name}.bots"), "SEARCH", None)
    return cfg if cfg is not None else SearchConfig()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_legal_and_reproducible(name: str) -> None:
    game = _midgame(name)
    seat = game.pending.players[0]
    before = game.to_json()
    a = search(game, seat, budget=Budget(iterations=12), seed=5, config=_config(name))
    b = search(game, seat, budget=Budget(iterations=12), seed=5, config=_config(name))
    assert a.action in game.legal_actions(seat)
    assert all(s.action in game.legal_actions(seat) for s in a.stats)
    assert a.iterations == 12
    assert a.action == b.action
    assert [(s.action, s.visits, s.value) for s in a.stats] == [
        (s.action, s.visits, s.value) for s in b.stats
    ]
    assert game.to_json() == before  # the search changed nothing


@pytest.mark.parametrize("name", sorted(GAMES))
def test_time_budget(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A time budget stops at the deadline, after at least one iteration per root action (a
    fake clock a quarter second further at every look: no test depends on the machine's speed)."""
    ticks = iter(range(10_000))
    monkeypatch.setattr(search_module, "clock", lambda: next(ticks) / 4)
    game = _midgame(name)
    seat = game.pending.players[0]
    res = search(game, seat, budget=Budget(seconds=1.0), seed=1, config=_config(name))
    # the clock is read at the start, then after each iteration once every root action has had
    # one: the fourth of those looks is 1 s on
    assert res.iterations == len(res.stats) + 3


@pytest.mark.parametrize("name", sorted(GAMES))
def test_blind_to_hidden(name: str) -> None:
    """The same seed on the real game and on a game that differs only in what the seat cannot
    see (a determinization for that seat) gives the same move and the same figures."""
    game = _midgame(name, seed=4, steps=12)
    seat = game.pending.players[0]
    twin = game.determinize(seat, random.Random(99))
    assert twin.view(seat) == game.view(seat)
    a = search(game, seat, budget=Budget(iterations=10), seed=7, config=_config(name))
    b = search(twin, seat, budget=Budget(iterations=10), seed=7, config=_config(name))
    assert a.action == b.action
    assert [(s.action, s.visits) for s in a.stats] == [(s.action, s.visits) for s in b.stats]


def test_simultaneous_choice_is_blind() -> None:
    """Im Schutze der Burg: the second seat to choose its cards cannot see the first one's
    choice; the search gives the same answer whatever that choice was."""
    from burg.schutz.game import Game as Schutz

    moves = []
    for first in (0, -1):
        game = Schutz(players=2, seed=11)
        assert game.pending.kind == "choose_cards" and len(game.pending.players) == 2
        game.apply(game.legal_actions(0)[first])
        res = search(game, 1, budget=Budget(iterations=10), seed=3)
        moves.append((res.action, [(s.action, s.visits) for s in res.stats]))
    assert moves[0] == moves[1]


def test_rewards_win_tie_margin() -> None:
    cfg = SearchConfig(score_scale=10.0, margin=0.1)
    r = rewards(Result.by_score([30, 25, 10], final=True), cfg)
    assert r[0] == (pytest.approx(1.05), 1.0, 5.0)
    assert r[1][1] == 0.0 and r[1][0] == pytest.approx(-0.05)
    tie = rewards(Result.by_score([20, 20], final=True), cfg)
    assert tie[0][1] == tie[1][1] == 0.5


def test_budget_parse() -> None:
    assert Budget.parse("200") == Budget(iterations=200)
    assert Budget.parse("0.5s") == Budget(seconds=0.5)
    with pytest.raises(ValueError):
        Budget.parse("0")


def test_bot_plays_a_forced_move_without_search() -> None:
    game = _midgame("wettkampf")
    bot = SearchBot(1, budget=Budget(iterations=5), config=_config("wettkampf"))
    p = game.pending.players[0]
    assert bot.choose(game, p) in game.legal_actions(p)
