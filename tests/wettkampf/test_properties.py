"""Der Wettkampf der Burgbaumeister: what holds after every step of any game (§8),
checked with hypothesis over random games, random and bot-played, basic and expert."""

from __future__ import annotations

import random
from itertools import pairwise
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burg.wettkampf import Flip, Game
from burg.wettkampf.bots import make_bot
from burg.wettkampf.data import CARDS_TO_WIN, NUMBERS
from burg.wettkampf.rules.scoring import score_wall

SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


def numbers_shown(view: dict[str, Any]) -> set[int]:
    """Every card number a view shows: the store, the flipped card, the walls, the cards out."""
    shown = {c for c in view["store"] if isinstance(c, int)}
    if view["flipped"]:
        shown.add(view["flipped"]["number"])
    for q in view["players"]:
        shown.update(q["wall"])
    shown.update(view["out"])
    return shown


def check(g: Game, before: dict[str, Any] | None) -> dict[str, Any]:
    """Every invariant of §8 in the current position; returns what the next step compares."""
    state = g.state
    view = g.view()
    n = g.n_players
    # each card in exactly one place: the store, a wall, out of the game (45 + n start towers)
    held = g.holdings()
    cards = sorted(int(item[5:]) for (_, item) in held if item.startswith("card:"))
    assert cards == list(NUMBERS)
    assert sum(1 for (_, item) in held if item == "start_tower") == n
    assert len(state.out) <= 3
    # walls start with the start tower and rise; at most 9 laid cards
    for p in range(n):
        wall = view["players"][p]["wall"]
        assert wall[0] == 1 and all(a < b for a, b in pairwise(wall))
        assert len(wall) - 1 <= CARDS_TO_WIN
    # no face-down card's number in any view
    face_down = {c for s, c in enumerate(state.store) if c and s != state.flipped}
    if not g.is_over:
        for p in (None, *range(n)):
            assert not numbers_shown(g.view(p)) & face_down
        assert any(state.store), "the Materiallager is never empty while the game runs"
    # the expert variant: points as the formula, the protected part never shrinks
    protected = [view["players"][p]["protected"] for p in range(n)]
    if g.expert:
        for p in range(n):
            assert g.points(p) == score_wall(state.walls[p], g.cards).points
        if before is not None and not g.is_over:
            assert all(a >= b for a, b in zip(protected, before["protected"], strict=True))
        used = sum(state.wizard_used)
        assert used <= 1
    return {"protected": protected, "turn": view["turn"]}


def play(g: Game, choose: Any) -> None:
    before = check(g, None)
    steps = 0
    while not g.is_over:
        p = g.pending.players[0]
        a = choose(g, p)
        flips_before = sum(1 for e in g.events if e.reason == "flip")
        g.apply(a)
        steps += 1
        after = check(g, before)
        # every turn flips exactly one card, with the first action of the turn
        flips = sum(1 for e in g.events if e.reason == "flip") - flips_before
        assert flips == (1 if isinstance(a, Flip) else 0)
        if after["turn"] > before["turn"]:
            assert after["turn"] == before["turn"] + 1
            slot = [e for e in g.events if e.reason == "flip"][-1].detail[0]
            number = [e for e in g.events if e.reason == "flip"][-1].detail[1]
            # after the turn the card is in the active player's wall or back in its slot
            assert g.state.store[slot] == number or number in g.state.walls[p]
        before = after
    assert steps < 10_000
    assert g.end in ("ninth", "blocked", "stall") and g.winners()


@SETTINGS
@given(
    seed=st.integers(0, 2**31 - 1),
    players=st.sampled_from([2, 3, 4]),
    expert=st.booleans(),
)
def test_random_games_keep_every_invariant(seed: int, players: int, expert: bool) -> None:
    rng = random.Random(seed)
    g = Game(players, seed=seed, expert=expert)
    play(g, lambda game, p: rng.choice(game.legal_actions(p)))


@SETTINGS
@given(
    seed=st.integers(0, 2**31 - 1),
    bots=st.lists(st.sampled_from(["perfect", "forgetful", "nomemory", "limited", "random"]),
                  min_size=2, max_size=4),
    expert=st.booleans(),
)  # fmt: skip
def test_bot_games_keep_every_invariant(seed: int, bots: list[str], expert: bool) -> None:
    players = [make_bot(k, seed + i) for i, k in enumerate(bots)]
    g = Game(len(bots), seed=seed, expert=expert)
    play(g, lambda game, p: players[p].choose(game, p))


def test_a_game_is_fixed_by_its_seed_and_choices() -> None:
    a, b = Game(3, seed=9, expert=True), Game(3, seed=9, expert=True)
    rng_a, rng_b = random.Random(1), random.Random(1)
    a.random_playout(rng_a)
    while not b.is_over:
        b.apply(rng_b.choice(b.legal_actions()))
    assert a.history == b.history and a.events == b.events
