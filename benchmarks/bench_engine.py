"""Engine speed: complete random-playout games per second, and the time of one decision.

    python benchmarks/bench_engine.py [--games 300] [--runs 5] [--winter]

Prints, for 2, 3 and 4 players, the median over ``--runs`` runs of games per second (events off,
as bots simulate, and events on, as the play page runs) -- played both as a loop of
``apply(rng.choice(legal_actions()))`` and by ``Game.random_playout`` (the same games) -- and the
median time of one ``legal_actions`` + ``apply`` pair; ``--winter`` measures Die Burg im Winter.
Figures, not a test: nothing fails on a timing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from burg import Game

WINTER = False  # set by --winter


def playout(players: int, seed: int, record_events: bool) -> int:
    """Play one random game to the end; return the number of actions."""
    rng = random.Random(seed)
    g = Game(players, seed=seed, record_events=record_events, winter=WINTER)
    n = 0
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
        n += 1
    return n


def fast_playout(players: int, seed: int, record_events: bool) -> int:
    """The same game through ``Game.random_playout`` (no per-decision facade)."""
    g = Game(players, seed=seed, record_events=record_events, winter=WINTER)
    return g.random_playout(random.Random(seed))


def games_per_second(
    players: int, games: int, record_events: bool, first_seed: int, play=playout
) -> float:
    t0 = time.perf_counter()
    for i in range(games):
        play(players, first_seed + i, record_events)
    return games / (time.perf_counter() - t0)


def step_times(players: int, games: int) -> list[float]:
    """Seconds per ``legal_actions`` + ``apply`` pair, one entry per action."""
    out: list[float] = []
    clock = time.perf_counter
    for seed in range(games):
        rng = random.Random(seed)
        g = Game(players, seed=seed, record_events=True, winter=WINTER)
        while not g.is_over:
            t0 = clock()
            legal = g.legal_actions()
            g.apply(rng.choice(legal))
            out.append(clock() - t0)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300, help="games per run")
    ap.add_argument("--runs", type=int, default=5, help="runs; the median is reported")
    ap.add_argument("--winter", action="store_true", help="play the winter game")
    args = ap.parse_args()
    global WINTER
    WINTER = args.winter
    print("Die Burg im Winter" if WINTER else "summer game")
    actions = statistics.mean(playout(4, s, False) for s in range(50))
    print(f"random 4-player game: {actions:.0f} actions on average")
    print(
        f"{'loop':>15} {'players':>7} {'events':>6} {'games/s (median)':>17} {'min':>7} {'max':>7}"
    )
    loops = (("apply loop", playout), ("random_playout", fast_playout))
    for label, play in loops:
        for players in (2, 3, 4):
            for events in (False, True):
                runs = [
                    games_per_second(players, args.games, events, 1000 * r, play)
                    for r in range(args.runs)
                ]
                print(
                    f"{label:>15} {players:>7} {'on' if events else 'off':>6}"
                    f" {statistics.median(runs):>17.0f} {min(runs):>7.0f} {max(runs):>7.0f}"
                )
    for players in (2, 4):
        t = sorted(step_times(players, 50))
        med = statistics.median(t) * 1e6
        p95 = t[int(0.95 * len(t))] * 1e6
        print(f"legal_actions + apply, {players} players: median {med:.1f} µs, p95 {p95:.1f} µs")


if __name__ == "__main__":
    main()
