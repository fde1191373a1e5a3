"""The search bot of Carcassonne – Die Burg (``burg.carcassonne.bots.SearchBot``): it plays whole
games legally, its choice depends on nothing a player cannot see, and it beats the random bot."""

from __future__ import annotations

import random

import pytest

from burg.carcassonne.actions import Place
from burg.carcassonne.bots import (
    BOTS,
    RandomBot,
    SearchBot,
    make_bot,
    play_game,
    standing,
)
from burg.carcassonne.game import Game


def test_search_is_a_registered_bot() -> None:
    assert "search" in BOTS
    bot = make_bot("search", 3)
    assert isinstance(bot, SearchBot) and bot.name == "search"
    with pytest.raises(ValueError, match="unknown playout policy"):
        SearchBot(1, policy="clever")


@pytest.mark.parametrize("policy", ["random", "lite"])
def test_plays_a_whole_game_legally_with_a_tiny_budget(policy: str) -> None:
    # ``play_game`` applies every choice through ``Game.apply``, which refuses illegal actions
    bots = [SearchBot(1, playouts=1, width=2, policy=policy), RandomBot(2)]
    game = play_game(bots, seed=11)
    assert game.is_over
    assert game.winners()


def test_the_time_budget_ends_the_search() -> None:
    game = Game(seed=5, record_events=False)
    bot = SearchBot(1, budget=0.0)  # at least one round, then the budget is spent
    action = bot.choose(game, game.pending.players[0])
    assert isinstance(action, Place)
    assert bot.last_rounds == 1


def _position(seed: int, moves: int) -> Game:
    """A game after ``moves`` random actions, at a placement."""
    game = Game(seed=seed, record_events=False)
    rng = random.Random(seed)
    while len(game.history) < moves or game.pending.kind != "place":
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_the_same_seed_and_playout_count_give_the_same_choice() -> None:
    game = _position(7, 20)
    p = game.pending.players[0]
    first = SearchBot(4, playouts=3).choose(game, p)
    assert SearchBot(4, playouts=3).choose(game, p) == first


@pytest.mark.parametrize("seed", [3, 8])
def test_the_choice_does_not_depend_on_the_hidden_order(seed: int) -> None:
    """Two games that differ only in what no seat sees (the stack's order, the face-down wall
    tiles) get the same choice from bots with the same seed: nothing the bot reads, its
    ``hidden_twin`` deals included, carries the hidden order into its choice."""
    a = _position(seed, 30)
    b = a.hidden_twin(random.Random(seed + 100))
    assert b is not None
    assert a.state.stack != b.state.stack  # the hidden order differs...
    for p in (0, 1):
        assert a.view(p) == b.view(p)  # ... and no seat can tell
    p = a.pending.players[0]
    for bot_seed, depth in ((1, None), (2, None), (3, 4)):  # short playouts, halving
        one = SearchBot(bot_seed, playouts=3, width=6, depth=depth, halving=depth is not None)
        two = SearchBot(bot_seed, playouts=3, width=6, depth=depth, halving=depth is not None)
        assert one.choose(a, p) == two.choose(b, p)
        follower = one._plan
        assert follower == two._plan


def test_it_beats_the_random_bot() -> None:
    """Deterministic (fixed seeds and playout counts); it wins all of them in practice."""
    wins = 0
    for i in range(10):
        search = SearchBot(i, playouts=2)
        other = RandomBot(100 + i)
        seat = i % 2
        game = play_game([search, other] if seat == 0 else [other, search], seed=500 + i)
        s = game.scores()
        wins += s[seat] > s[1 - seat]
    assert wins >= 8


def test_short_playouts_are_judged_by_the_standing() -> None:
    """A shortened playout stops after its actions; ``standing`` adds the final scoring's
    points (open features with followers, keeps) to the scores, and is the score at the end."""
    game = _position(5, 40)
    n = len(game.history)
    assert game.random_playout(random.Random(1), 3) == 3 and len(game.history) == n + 3
    preview = [0, 0]
    for e in game.final_preview():
        if e.kind == "transfer" and e.item == "points" and e.dst in ("p0", "p1"):
            preview[int(e.dst[1])] += e.count
    assert standing(game) == [s + x for s, x in zip(game.scores(), preview, strict=True)]
    game.random_playout(random.Random(2))
    assert game.is_over and standing(game) == game.scores()
