"""The strategy lab's speed: games per second between each game's greedy bots, through
``burg.core.lab.run`` (seats rotating, events recorded, points and flows read), in as many
processes as asked (default: one per core), and what that makes of 10,000 games.

    python benchmarks/lab_speed.py                       # every game, 3 runs each, medians
    python benchmarks/lab_speed.py --game schutz --games 2000 --repeats 5 --jobs 2

The target (issue 28): 10,000 games of greedy bots in at most 60 s on the server (2 cores).
*Der Wettkampf* has no bot called greedy: its strongest plain bot, ``perfect`` (perfect memory),
plays there. Figures, not a test.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time

from burg.core import lab
from burg.core.registry import records

#: Per game: the greedy players (two of them) and the games a run plays by default (Carcassonne's
#: greedy bot tries every placement with every follower: far fewer games a second).
SETUPS = {
    "schutz": (("greedy", "greedy"), 1000),
    "wettkampf": (("perfect", "perfect"), 1000),
    "carcassonne": (("greedy", "greedy"), 40),
}
TARGET_GAMES, TARGET_SECONDS = 10_000, 60.0


def cpu_seconds() -> float:
    """Processor seconds of this process and its finished children (the lab's workers)."""
    me, kids = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def measure(game: str, games: int, jobs: int, seed: int) -> tuple[float, float]:
    """Games per second of one run of ``games`` games, and games per processor second (the
    figure a shared machine's load does not change)."""
    players, _ = SETUPS[game]
    exp = lab.Experiment(game, players, games, seed=seed, move_limit=60.0)
    t0, c0 = time.perf_counter(), cpu_seconds()
    run = lab.run(exp, jobs=jobs, chunk=max(10, games // (4 * jobs)))
    seconds, cpu = time.perf_counter() - t0, cpu_seconds() - c0
    assert len(run.lines) == games and not run.errors
    return games / seconds, games / cpu


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--game", choices=sorted(SETUPS), action="append", help="(default: all)")
    ap.add_argument("--games", type=int, help="games a run (default: per game, see SETUPS)")
    ap.add_argument("--repeats", type=int, default=3, help="runs per game (the median is told)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    games = args.game or [g for g in records() if g in SETUPS]
    print(
        f"{args.jobs} processes, {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}, "
        f"{args.repeats} runs a game; medians. 10,000 games on {args.jobs} idle cores: from the "
        "games per processor second"
    )
    print(
        f"{'game':12} {'players':16} {'games':>6} {'games/s':>8} {'games/cpu-s':>12} "
        f"{'10,000 games':>13}"
    )
    for game in games:
        players, default = SETUPS[game]
        n = args.games or default
        runs = [measure(game, n, args.jobs, seed=1 + r) for r in range(args.repeats)]
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        whole = TARGET_GAMES / (cpu * args.jobs)
        verdict = "ok" if whole <= TARGET_SECONDS else f"{whole / TARGET_SECONDS:.1f}x the target"
        print(
            f"{game:12} {','.join(players):16} {n:>6} {wall:>8.1f} {cpu:>12.1f} "
            f"{whole:>11.0f} s  {verdict}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
