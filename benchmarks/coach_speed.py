"""How fast the coach is on a play page, on this machine (issue 25, point 6): a hint (median over
several positions of a game, each game) and a whole game's review, with the budgets the pages
use (``widgets.core.coach_panel.HINT_BUDGET``, ``REVIEW_BUDGET``). Printed, not asserted.
Targets: hint ≤ 1.5 s on the server (≤ 4 s in the static site), review ≤ 30 s (≤ 90 s).

    python benchmarks/coach_speed.py [--positions 5] [--games schutz,wettkampf,carcassonne] [--cpu]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from burg.core import coach
from burg.core import search as search_module
from widgets.core.coach_panel import (
    HINT_BUDGET,
    HINT_BUDGETS,
    REVIEW_BUDGET,
    hint_budget,
    review_budget,
    review_steps,
)

#: Each game's page: its session's kind and a bot for both seats.
GAMES = {
    "schutz": ("widgets.schutz.app", "SCHUTZ", "greedy"),
    "wettkampf": ("widgets.wettkampf.app", "WETTKAMPF", "forgetful"),
    "carcassonne": ("widgets.carcassonne.app", "CARCASSONNE", "greedy"),
}


def _kind(name: str):  # a GameKind
    from importlib import import_module

    module, attr, _bot = GAMES[name]
    return getattr(import_module(module), attr)


def play(name: str, seed: int):  # the game played to its end by bots
    kind = _kind(name)
    bot = GAMES[name][2]
    game = kind.new(players=2, seed=seed, names=["Anna", "Ben"])
    bots = [kind.make_bot(bot, seed + p) for p in range(2)]
    while not game.is_over and len(game.history) < 3000:
        p = game.pending.players[0]
        game.apply(kind.bot_action(game, bots[p], p))
    return game


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=5)
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument(
        "--cpu",
        action="store_true",
        help="every deadline and figure in the process's CPU seconds: what an idle server takes, "
        "measured on a loaded machine",
    )
    args = ap.parse_args()
    if args.cpu:
        time.perf_counter = time.process_time  # the bots' and the search's deadlines too
        search_module.clock = time.process_time
    print(
        f"hint budget {HINT_BUDGET} ({', '.join(f'{k}: {v}' for k, v in HINT_BUDGETS.items())}), "
        f"review budget {REVIEW_BUDGET} (Carcassonne's fewer); wall seconds, and the process's "
        "CPU seconds (what an idle server takes: on a loaded machine the wall time is longer)"
    )
    for name in args.games.split(","):
        game = play(name, seed=11)
        end = len(game.history)
        times = []
        cpu = []
        for k in range(args.positions):
            game.restore(end * (k + 1) // (args.positions + 2))
            t0, c0 = time.perf_counter(), time.process_time()
            coach.hint(game, game.pending.players[0], budget=hint_budget(game), seed=k)
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
        game.restore(end)
        t0 = time.perf_counter()
        points: list[coach.TurningPoint] = []
        for _done, _total, found in review_steps(game, {0}, budget=review_budget(game), seed=1):
            points = found or points
        review = time.perf_counter() - t0
        print(
            f"{name:12s} hint median {statistics.median(times):.2f} s "
            f"(max {max(times):.2f}; CPU median {statistics.median(cpu):.2f}, max {max(cpu):.2f}; "
            f"{len(times)} positions); "
            f"review of seat 0 over {end} actions {review:.1f} s ({review_budget(game)} a "
            f"decision), {len(points)} turning points; load {os.getloadavg()[0]:.0f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
