"""Carcassonne – Die Burg: win rates between the random, greedy and search bots.

    python benchmarks/carcassonne_bots.py [--games 200] [--search-games 20] [--budget 0.1]
        [--seed 1] [--out results.json]

Each pairing plays its games with the seats alternating (bot A starts as seat 0 in the even
games, as seat 1 in the odd ones; the start player is drawn from the game's seed). Printed per
pairing: A's wins, ties and losses, A's win rate (a tie counts half) with its 95 % Wilson
interval, both bots' mean points and the search bot's mean time per searched move. The search
bot plays with ``--budget`` seconds a move (default 0.1 s, not its 1 s, so that a game takes
seconds, not a minute). Figures, not a test: nothing fails on a result.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from typing import Any

from burg.carcassonne.bots import Bot, GreedyBot, RandomBot, SearchBot, play_game


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share ``p`` among ``n`` games."""
    if n == 0:
        return (0.0, 1.0)
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


class Timed:
    """A bot whose decisions are timed (the place decisions: the ones the search bot searches)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name
        self.seconds = 0.0
        self.moves = 0

    def choose(self, game: Any, player: int) -> Any:
        searched = game.pending.kind == "place"
        t0 = time.perf_counter()
        action = self.bot.choose(game, player)
        if searched:
            self.seconds += time.perf_counter() - t0
            self.moves += 1
        return action


def make(kind: str, seed: int, budget: float) -> Bot:
    if kind == "search":
        return SearchBot(seed, budget=budget)
    return {"random": RandomBot, "greedy": GreedyBot}[kind](seed)


def pairing(a: str, b: str, games: int, budget: float, seed: int) -> dict[str, Any]:
    """Play ``games`` games of ``a`` against ``b``, seats alternating."""
    wins = ties = 0
    points = {a: 0, b: 0}
    seconds = {a: 0.0, b: 0.0}
    moves = {a: 0, b: 0}
    t0 = time.perf_counter()
    for i in range(games):
        bot_a = Timed(make(a, seed + 2 * i, budget))
        bot_b = Timed(make(b, seed + 2 * i + 1, budget))
        seat_a = i % 2
        bots = [bot_a, bot_b] if seat_a == 0 else [bot_b, bot_a]
        game = play_game(bots, seed=seed + i)  # type: ignore[list-item]
        s = game.scores()
        pa, pb = s[seat_a], s[1 - seat_a]
        wins += pa > pb
        ties += pa == pb
        points[a] += pa
        points[b] += pb
        for name, bot in ((a, bot_a), (b, bot_b)):
            seconds[name] += bot.seconds
            moves[name] += bot.moves
    rate = (wins + ties / 2) / games
    low, high = wilson(rate, games)
    return {
        "a": a,
        "b": b,
        "games": games,
        "wins": wins,
        "ties": ties,
        "losses": games - wins - ties,
        "win_rate": rate,
        "ci95": [low, high],
        "mean_points": {a: points[a] / games, b: points[b] / games},
        "seconds_per_move": {k: seconds[k] / moves[k] for k in (a, b) if moves[k]},
        "seconds": time.perf_counter() - t0,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200, help="games random against greedy")
    ap.add_argument("--search-games", type=int, default=20, help="games of each search pairing")
    ap.add_argument("--budget", type=float, default=0.1, help="search seconds per move")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", help="write the results as JSON to this file")
    args = ap.parse_args()
    plan = [
        ("greedy", "random", args.games),
        ("search", "random", args.search_games),
        ("search", "greedy", args.search_games),
    ]
    results = []
    print(f"search budget {args.budget} s a move; seats alternate; a tie counts half")
    print(
        f"{'A vs B':<18}{'games':>6}{'W-T-L':>11}{'A win rate':>12}{'95 % interval':>17}"
        f"{'points A':>10}{'points B':>10}{'s/move A':>10}"
    )
    for a, b, n in plan:
        if n <= 0:
            continue
        r = pairing(a, b, n, args.budget, args.seed)
        results.append(r)
        low, high = r["ci95"]
        per_move = r["seconds_per_move"].get(a, 0.0)
        wtl = f"{r['wins']}-{r['ties']}-{r['losses']}"
        interval = f"{low:.1%} – {high:.1%}"
        print(
            f"{a + ' vs ' + b:<18}{n:>6}{wtl:>11}{r['win_rate']:>12.1%}{interval:>17}"
            f"{r['mean_points'][a]:>10.1f}{r['mean_points'][b]:>10.1f}{per_move:>10.3f}",
            flush=True,
        )
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump({"budget": args.budget, "seed": args.seed, "pairings": results}, f, indent=2)


if __name__ == "__main__":
    main()
