"""Property-based tests: random legal games keep every conservation law after every action, always
end with a full ranking, and undo/redo and saving give back exactly the same game."""

from __future__ import annotations

import dataclasses
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burg import Game
from tests.schutz.conservation import Ledger, check_invariants, check_ranking

PLAYERS = (2, 3, 4)
#: More actions than any game needs (a random game takes about 80-130); a game that has not
#: ended by then is stuck.
MAX_ACTIONS = 3000
SEEDS = st.integers(min_value=0, max_value=2**31 - 1)


PROPS = settings(
    deadline=None,
    max_examples=25,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def state_of(game: Game) -> dict:
    return dataclasses.asdict(game.state)


def draw_action(game: Game, data: st.DataObject):
    """One of the legal actions of everybody who must decide now, chosen by hypothesis."""
    legal = game.legal_actions()
    assert legal, f"nobody can act in {game.pending}"
    return legal[data.draw(st.integers(0, len(legal) - 1), label="action")]


def play_random_game(players: int, seed: int, rng: random.Random, winter: bool = False) -> Game:
    """A complete random game; every conservation law checked after every action."""
    game = Game(players, seed=seed, winter=winter)
    ledger = Ledger()
    check_invariants(game, ledger)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
        check_invariants(game, ledger)
    assert game.is_over, f"game {players}/{seed} did not end after {MAX_ACTIONS} actions"
    check_ranking(game)
    return game


# --- whole games ---------------------------------------------------------------------------------
@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("players", PLAYERS)
@PROPS
@given(seed=SEEDS, data=st.data())
def test_random_game_keeps_invariants_and_ends(
    players: int, winter: bool, seed: int, data: st.DataObject
):
    game = Game(players, seed=seed, winter=winter)
    ledger = Ledger()
    check_invariants(game, ledger)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        assert game.pending.players, "somebody must decide while the game runs"
        game.apply(draw_action(game, data))
        check_invariants(game, ledger)
    assert game.is_over
    assert game.pending.kind is None and game.legal_actions() == []
    check_ranking(game)


@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("players", PLAYERS)
@PROPS
@given(seed=SEEDS, rng=st.randoms(use_true_random=False))
def test_events_do_not_change_the_game(players: int, winter: bool, seed: int, rng: random.Random):
    """A game that records no events plays exactly like one that does."""
    game = play_random_game(players, seed, rng, winter)
    quiet = Game(players, seed=seed, winter=winter, record_events=False)
    for a in game.history:
        quiet.apply(a)
        check_invariants(quiet)
    assert quiet.events == []
    assert state_of(quiet) == state_of(game)
    assert quiet.ranking() == game.ranking()


#: Seeded random games per player count (thousands in all); BURG_GAMES=50 for a quick run.
MANY_GAMES = int(os.environ.get("BURG_GAMES", "700"))


@pytest.mark.parametrize("players", PLAYERS)
def test_many_random_games(players: int):
    """Complete seeded random games per player count, invariants after every action."""
    for seed in range(MANY_GAMES):
        play_random_game(players, seed, random.Random(seed * 7919 + players))


@pytest.mark.parametrize("players", PLAYERS)
def test_many_random_winter_games(players: int):
    """The same for the winter game: every winter card, every winter decision."""
    for seed in range(MANY_GAMES // 2):
        play_random_game(players, seed, random.Random(seed * 7877 + players), winter=True)


# --- Game.random_playout ------------------------------------------------------------------------
@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("players", PLAYERS)
@PROPS
@given(seed=SEEDS, data=st.data())
def test_random_playout_is_the_apply_loop(
    players: int, winter: bool, seed: int, data: st.DataObject
):
    """``random_playout`` plays, from any moment, exactly the game that
    ``apply(rng.choice(legal_actions()))`` in a loop plays; undo still works after it."""
    events = data.draw(st.booleans(), label="events")
    a, b = (Game(players, seed=seed, winter=winter, record_events=events) for _ in range(2))
    for _ in range(data.draw(st.integers(0, 80), label="k")):  # the same start, mid-game
        if a.is_over:
            break
        action = draw_action(a, data)
        a.apply(action)
        b.apply(action)
    start, before = len(a.history), state_of(b)
    ra, rb = random.Random(seed), random.Random(seed)
    while not a.is_over:
        a.apply(ra.choice(a.legal_actions()))
    assert b.random_playout(rb) == len(a.history) - start
    assert b.is_over and b.history == a.history
    assert state_of(b) == state_of(a)
    assert b.events == a.events
    assert b.legal_actions() == []
    check_invariants(b)
    if len(b.history) > start:
        b.undo(len(b.history) - start)
        assert state_of(b) == before
        assert len(b.history) == start and b.can_redo


# --- undo and redo -------------------------------------------------------------------------------
@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("players", PLAYERS)
@PROPS
@given(seed=SEEDS, data=st.data())
def test_undo_redo_round_trip(players: int, winter: bool, seed: int, data: st.DataObject):
    game = Game(players, seed=seed, winter=winter)
    k = data.draw(st.integers(1, 160), label="k")
    states = [state_of(game)]
    n_events = [len(game.events)]
    for _ in range(k):
        if game.is_over:
            break
        game.apply(draw_action(game, data))
        states.append(state_of(game))
        n_events.append(len(game.events))
    k = len(game.history)
    before, events, history = states[-1], list(game.events), list(game.history)
    j = data.draw(st.integers(1, k), label="j")

    game.undo(j)
    assert state_of(game) == states[k - j]
    assert game.events == events[: n_events[k - j]]
    assert game.history == history[: k - j]
    assert game.can_redo
    check_invariants(game)

    game.redo(j)
    assert state_of(game) == before
    assert game.events == events
    assert game.history == history
    assert not game.can_redo
    check_invariants(game)


@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("players", PLAYERS)
@PROPS
@given(seed=SEEDS, data=st.data())
def test_new_action_after_undo_clears_redo(
    players: int, winter: bool, seed: int, data: st.DataObject
):
    game = Game(players, seed=seed, winter=winter)
    for _ in range(data.draw(st.integers(1, 60), label="k")):
        if game.is_over:
            break
        game.apply(draw_action(game, data))
    game.undo(1)
    assert game.can_redo
    game.apply(draw_action(game, data))
    assert not game.can_redo
    check_invariants(game)


# --- saving --------------------------------------------------------------------------------------
@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("players", PLAYERS)
@PROPS
@given(seed=SEEDS, data=st.data())
def test_save_and_load_round_trip(players: int, winter: bool, seed: int, data: st.DataObject):
    game = Game(players, seed=seed, winter=winter)
    for _ in range(data.draw(st.integers(0, 200), label="k")):
        if game.is_over:
            break
        game.apply(draw_action(game, data))
    saved = game.to_json()
    loaded = Game.from_json(json.loads(json.dumps(saved)))
    assert state_of(loaded) == state_of(game)
    assert loaded.events == game.events
    assert loaded.history == game.history
    assert loaded.to_json() == saved
    check_invariants(loaded)
