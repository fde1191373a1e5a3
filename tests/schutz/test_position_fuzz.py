"""Positions round-trip from every reachable state (docs/positions.md).

Random games of 2, 3 and 4 players, summer and winter, many seeds: at every step the position
``dump_position`` writes must load (``load_position``), the loaded game must write the same
position again and offer the same legal actions. A loaded game that records events must account
for every item by its set-up transfers (tests/schutz/conservation.py). A failure names the game
and the step, so that it can be replayed with ``play``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from burg import Game, PositionError
from burg.schutz.positions import dump_position, load_position
from tests.schutz.conservation import check_invariants

PLAYERS = (2, 3, 4)
#: Seeds of the quick run (every game of them, at every step: a few seconds per test).
SEEDS = range(25)
#: Seeds of the large run (marked slow: about 30 s in all).
MORE_SEEDS = range(25, 125)


def play(n: int, seed: int, winter: bool) -> Iterator[Game]:
    """A random legal game, yielded before every action and at the end (the same game object)."""
    rng = random.Random(seed * 100 + n * 10 + winter)
    game = Game(n, seed=seed, winter=winter, record_events=False)
    yield game
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        yield game


def legal_json(game: Game) -> list[dict]:
    return [a.to_json() for a in game.legal_actions()]


def assert_round_trip(game: Game, where: str, *, record_events: bool = False) -> Game:
    """``game``'s position loads (through JSON text) into a game that writes the same position
    and offers the same legal actions."""
    dumped = dump_position(game)
    try:
        loaded = load_position(json.loads(json.dumps(dumped)), record_events=record_events)
    except PositionError as e:
        pytest.fail(f"{where}: {e.key} ({e.rule}) {e.params} -- {e.render('en')}")
    assert dump_position(loaded) == dumped, f"{where}: the loaded game writes another position"
    assert loaded.pending == game.pending, f"{where}: another decision"
    assert legal_json(loaded) == legal_json(game), f"{where}: other legal actions"
    return loaded


def check_games(seeds: range, n: int, winter: bool) -> int:
    """Round-trip every position of the random games ``seeds``; returns the positions checked."""
    checked = 0
    for seed in seeds:
        for step, game in enumerate(play(n, seed, winter)):
            assert_round_trip(game, f"game (n={n}, seed={seed}, winter={winter}) step {step}")
            checked += 1
    return checked


@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("n", PLAYERS)
def test_every_position_of_random_games_round_trips(n: int, winter: bool) -> None:
    assert check_games(SEEDS, n, winter) > 50 * len(SEEDS)


@pytest.mark.slow
@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("n", PLAYERS)
def test_every_position_of_many_random_games_round_trips(n: int, winter: bool) -> None:
    assert check_games(MORE_SEEDS, n, winter) > 50 * len(MORE_SEEDS)


@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("n", PLAYERS)
def test_a_loaded_position_accounts_for_every_item(n: int, winter: bool) -> None:
    """The set-up transfers of a loaded game (``flow.setup_events``) reproduce every holding."""
    for seed in range(10):
        for step, game in enumerate(play(n, seed, winter)):
            where = f"game (n={n}, seed={seed}, winter={winter}) step {step}"
            check_invariants(assert_round_trip(game, where, record_events=True))
