"""The levels' ladder: a round robin of bots of one game, seats rotated, with ratings and win
rates and their 95 % intervals, and the time each bot takes a decision.

    python benchmarks/ladder.py --game schutz --games 20 --budget 0.2s
    python benchmarks/ladder.py --game carcassonne --bots greedy,strong --games 10 --cpu
    python benchmarks/ladder.py --game schutz --table strong,greedy,greedy,greedy --games 8

Pairs (``--bots``, default: the three levels and the game's best other bot) play ``--games``
2-player games each, the seats alternating; ``--table`` plays one table of that many players,
the seats rotating every game. Ratings: Bradley-Terry on the pairs' results (a tie half a win
each), as Elo points (the first bot 0), 95 % intervals from 200 bootstrap resamples of the
games. Win rates: Wilson 95 % intervals (a tie counts half). ``--budget`` sets the strongest
level's budget (``200``: iterations, ``0.5s``: seconds a decision); ``--cpu`` counts every
time budget and time printed in the process's CPU seconds, as on an idle machine. A progress
bar when tqdm is installed and the output is a terminal (not with ``CI`` set:
``burg.core.cli.progress_bar``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from importlib import import_module
from itertools import combinations
from typing import Any

from burg.core import search as search_module
from burg.core.bots import Bot, play_out
from burg.core.cli import progress_bar
from burg.core.registry import game_class
from burg.core.search import Budget, SearchBot

#: Each game's best bot before the coach (the default opponent of the levels).
BEST_OTHER = {"schutz": "greedy", "wettkampf": "perfect", "carcassonne": "search"}


class Timed:
    """A bot that records the seconds of each decision it takes with a choice."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name
        self.times: list[float] = []
        self.iterations: list[int] = []

    def choose(self, game: Any, player: int) -> Any:
        t0 = time.perf_counter()
        action = self.bot.choose(game, player)
        if len(game.legal_actions(player)) > 1:
            self.times.append(time.perf_counter() - t0)
            last = getattr(self.bot, "last", None)
            if isinstance(self.bot, SearchBot) and last is not None:
                self.iterations.append(last.iterations)
        return action


def make(game: str, kind: str, seed: int, budget: Budget | None) -> Bot:
    """The bot ``kind`` of ``game``; the ``strong`` level with ``budget`` if one is given."""
    bots = import_module(f"burg.{game}.bots")
    bot: Bot = bots.make_bot(kind, seed)
    if budget is not None and kind == "strong" and isinstance(bot, SearchBot):
        bot.budget = budget
    if game == "carcassonne" and kind == "search" and budget is not None and budget.seconds:
        bot.budget = budget.seconds  # type: ignore[attr-defined]
    return bot


def play_one(job: tuple[str, list[str], int, int, str | None]) -> dict[str, Any]:
    """One game: ``(game, bots by seat, players, seed, budget)`` -> its result and times."""
    name, kinds, players, seed, budget_text = job
    budget = None if budget_text is None else Budget.parse(budget_text)
    cls = game_class(name)
    kw: dict[str, Any] = {} if name == "carcassonne" else {"players": players}
    game = cls(seed=seed, record_events=(name == "wettkampf"), **kw)
    bots = [Timed(make(name, k, seed * 31 + i, budget)) for i, k in enumerate(kinds)]
    play_out(game, bots, f"game {seed}")  # type: ignore[arg-type]
    r = game.result()
    return {
        "seed": seed,
        "seats": kinds,
        "scores": list(r.scores),
        "winners": list(r.winners),
        "times": [b.times for b in bots],
        "iterations": [b.iterations for b in bots],
    }


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson interval of a rate ``score / n``."""
    if n == 0:
        return (0.0, 1.0)
    p = score / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def bradley_terry(bots: list[str], games: list[dict[str, Any]]) -> dict[str, float]:
    """Elo-scaled Bradley-Terry ratings (the first bot 0) from 2-player games (MM iterations;
    a tie half a win each, and half a game won by every bot against every other as a prior so
    that a bot that always wins still has a finite rating)."""
    wins: dict[tuple[str, str], float] = defaultdict(float)
    for b, c in combinations(bots, 2):
        wins[b, c] += 0.5
        wins[c, b] += 0.5
    for g in games:
        a, b = g["seats"]
        share = 1 / len(g["winners"])
        for w in g["winners"]:
            wins[(a, b) if w == 0 else (b, a)] += share
    strength = dict.fromkeys(bots, 1.0)
    for _ in range(200):
        new = {}
        for i in bots:
            w = sum(wins[i, j] for j in bots if j != i)
            d = sum((wins[i, j] + wins[j, i]) / (strength[i] + strength[j]) for j in bots if j != i)
            new[i] = w / d if d else strength[i]
        strength = new
    base = strength[bots[0]]
    return {b: 400 * math.log10(strength[b] / base) for b in bots}


def run(
    jobs: list[tuple[str, list[str], int, int, str | None]], n_jobs: int, verbose: bool
) -> list[Any]:
    out = []
    # a tqdm bar on a terminal, none in a log, a pipe or CI (burg.core.cli.progress_bar)
    with progress_bar(len(jobs), "game") as bar:

        def done(r: dict[str, Any]) -> None:
            out.append(r)
            bar.update(1)
            if verbose:
                line = f"  game {r['seed']}: {r['seats']} {r['scores']} won {r['winners']}"
                bar.write(line)  # above the bar, if one is shown

        if n_jobs == 1:
            for j in jobs:
                done(play_one(j))
        else:
            with ProcessPoolExecutor(max_workers=n_jobs) as pool:
                for r in pool.map(play_one, jobs):
                    done(r)
    return out


def times_of(results: list[dict[str, Any]]) -> dict[str, list[float]]:
    times: dict[str, list[float]] = defaultdict(list)
    for g in results:
        for kind, t in zip(g["seats"], g["times"], strict=True):
            times[kind].extend(t)
    return times


def report_times(results: list[dict[str, Any]]) -> None:
    print("\nseconds a decision with a choice (mean, 95th percentile, max, decisions):")
    for kind, t in times_of(results).items():
        if t:
            p95 = sorted(t)[max(0, math.ceil(0.95 * len(t)) - 1)]
            print(f"  {kind:10s} {statistics.fmean(t):7.3f} {p95:7.3f} {max(t):7.3f} {len(t):6d}")
    its: dict[str, list[int]] = defaultdict(list)
    for g in results:
        for kind, n in zip(g["seats"], g.get("iterations", [[]] * len(g["seats"])), strict=True):
            its[kind].extend(n)
    for kind, n in its.items():
        if n:
            print(f"  {kind:10s} search iterations a decision: mean {statistics.fmean(n):.0f}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--game", required=True, choices=sorted(BEST_OTHER))
    ap.add_argument("--bots", help="comma list for the round robin of pairs")
    ap.add_argument("--table", help="comma list: one table of that many seats, rotated")
    ap.add_argument("--games", type=int, default=10, help="games per pair (or at the table)")
    ap.add_argument("--budget", help="the strong level's budget: 200 (iterations) or 0.5s")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--cpu",
        action="store_true",
        help="time budgets and the times printed in the process's CPU seconds (what an idle "
        "machine gives: the load of other work decides nothing)",
    )
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", help="write every game's result as JSON")
    ap.add_argument("--verbose", action="store_true", help="a line per game as it ends")
    ap.add_argument(
        "--load", nargs="+", metavar="JSON", help="report on games saved by --out (pooled)"
    )
    args = ap.parse_args(argv)
    if args.budget is not None:
        Budget.parse(args.budget)  # fail early
    if args.cpu:  # before the pool forks: its processes inherit the clock
        time.perf_counter = time.process_time  # every bot's deadline, and the Timed figures
        search_module.clock = time.process_time
    jobs: list[tuple[str, list[str], int, int, str | None]] = []
    if args.table:
        table = [k.strip() for k in args.table.split(",")]
        n = len(table)
        for g in range(args.games):
            seats = table[g % n :] + table[: g % n]
            jobs.append((args.game, seats, n, args.seed + g, args.budget))
        bots = list(dict.fromkeys(table))
    else:
        bots = (
            [k.strip() for k in args.bots.split(",")]
            if args.bots
            else ["beginner", "club", "strong", BEST_OTHER[args.game]]
        )
        for a, b in combinations(bots, 2):
            for g in range(args.games):
                seats = [a, b] if g % 2 == 0 else [b, a]
                jobs.append((args.game, seats, 2, args.seed + g // 2, args.budget))
    t0 = time.perf_counter()
    if args.load:
        results = []
        for path in args.load:
            with open(path, encoding="utf-8") as f:
                results.extend(json.load(f))
        if args.table is None:
            bots = list(dict.fromkeys(k for g in results for k in g["seats"]))
    else:
        results = run(jobs, args.jobs, args.verbose)
    if args.load:
        print(f"{args.game}: {len(results)} games from {', '.join(args.load)}")
    else:
        print(
            f"{args.game}: {len(results)} games in {time.perf_counter() - t0:.0f} s; "
            f"strong level's budget: {args.budget or 'as registered'}; seed {args.seed}"
            + ("; CPU seconds" if args.cpu else "")
        )
    if args.table:
        print(f"\ntable of {len(table)}: win rate per seat taken (a shared win split), 95 % Wilson")
        for kind in bots:
            seats = sum(g["seats"].count(kind) for g in results)
            won = sum(
                1 / len(g["winners"])
                for g in results
                for w in g["winners"]
                if g["seats"][w] == kind
            )
            lo, hi = wilson(won, seats)
            print(f"  {kind:10s} {won:5.1f}/{seats:3d} = {won / seats:5.1%} ({lo:.1%}-{hi:.1%})")
    else:
        print("\npair: A vs B, A's score (win 1, tie 1/2) with 95 % Wilson interval, mean points")
        for a, b in combinations(bots, 2):
            games = [g for g in results if set(g["seats"]) == {a, b}]
            score = 0.0
            pts: dict[str, list[int]] = {a: [], b: []}
            for g in games:
                ia = g["seats"].index(a)
                score += 1 / len(g["winners"]) if ia in g["winners"] else 0.0
                pts[a].append(g["scores"][ia])
                pts[b].append(g["scores"][1 - ia])
            lo, hi = wilson(score, len(games))
            print(
                f"  {a:9s} vs {b:9s} {score:5.1f}/{len(games):3d} = {score / len(games):5.1%} "
                f"({lo:.1%}-{hi:.1%})  points {statistics.fmean(pts[a]):.1f} / "
                f"{statistics.fmean(pts[b]):.1f}"
            )
        ratings = bradley_terry(bots, results)
        rng = random.Random(args.seed)
        boot: dict[str, list[float]] = defaultdict(list)
        for _ in range(200):
            sample = [rng.choice(results) for _ in results]
            for k, v in bradley_terry(bots, sample).items():
                boot[k].append(v)
        print(f"\nBradley-Terry ratings (Elo points, {bots[0]} = 0), 95 % bootstrap interval:")
        for k in sorted(bots, key=lambda k: -ratings[k]):
            s = sorted(boot[k])
            print(f"  {k:10s} {ratings[k]:+6.0f} ({s[4]:+.0f} to {s[194]:+.0f})")
    report_times(results)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(results, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
