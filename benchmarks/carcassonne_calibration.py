"""How true the Carcassonne coach's win chances are between equal players: games of the heuristic
bot (the coach's guide) against itself; at every placement decision the mover's lead in expected
final points (``Game.expected_points``: only what both seats see) and whether he went on to win
(a tie half). Prints how well the coach's logistic (``SEARCH.spread``: a lead of ``spread``
points makes a win 73 % likely) fits, per spread, and the chances it gives against the share
of those positions the mover won, in tenths.

    .venv/bin/python benchmarks/carcassonne_calibration.py --games 150 --seed 10000

The coach's figures assume both sides play alike from here on: a stronger player wins more
often than his chance says (the strong level beats ``greedy`` in about 9 of 10 games from an
even start). Figures, not a test.
"""

from __future__ import annotations

import argparse
import math
import time

from burg.carcassonne.bots import SEARCH, HeuristicBot
from burg.carcassonne.game import Game
from burg.core.cli import progress_bar

SPREADS = (4.0, 6.0, 8.0, 10.0, 12.0, 15.0, 20.0, 30.0)


def chance(lead: float, spread: float) -> float:
    """The coach's win chance for a lead in expected points (``search.estimated_rewards``)."""
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, lead / spread))))


def positions(games: int, seed: int) -> list[tuple[float, float, int]]:
    """``(lead, result, decision number)`` of the mover at every placement decision."""
    out: list[tuple[float, float, int]] = []
    with progress_bar(games) as bar:
        for i in range(games):
            out += _one_game(seed + i)
            bar.update(1)
    return out


def _one_game(seed: int) -> list[tuple[float, float, int]]:
    game = Game(seed=seed, record_events=False)
    bots = [HeuristicBot(seed), HeuristicBot(seed + 100_000)]
    seen: list[tuple[int, float, int]] = []
    while not game.is_over:
        p = game.pending.players[0]
        if game.pending.kind == "place":
            e = game.expected_points()
            seen.append((p, e[p] - e[1 - p], len(seen)))
        game.apply(bots[p].choose(game, p))
    s = game.scores()
    return [
        (lead, 1.0 if s[p] > s[1 - p] else 0.5 if s[p] == s[1 - p] else 0.0, k)
        for p, lead, k in seen
    ]


def log_likelihood(data: list[tuple[float, float, int]], spread: float) -> float:
    """The mean log-likelihood of the results under the logistic with ``spread``."""
    total = 0.0
    for lead, won, _ in data:
        q = min(max(chance(lead, spread), 1e-9), 1 - 1e-9)
        total += won * math.log(q) + (1 - won) * math.log(1 - q)
    return total / len(data)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--seed", type=int, default=10_000)
    args = ap.parse_args(argv)
    t0 = time.process_time()
    data = positions(args.games, args.seed)
    spread = SEARCH.spread
    print(
        f"{args.games} games of the heuristic bot against itself, {len(data)} placement "
        f"decisions, {time.process_time() - t0:.0f} s of CPU; the coach's spread: {spread:g}"
    )
    print("spread   mean log-likelihood (higher fits better)")
    for s in sorted({*SPREADS, spread}):
        print(f"{s:6g}   {log_likelihood(data, s):.4f}")
    print(f"chance given (spread {spread:g})   positions   the mover won")
    tenths: dict[int, list[float]] = {}
    for lead, won, _ in data:
        tenths.setdefault(min(9, int(chance(lead, spread) * 10)), []).append(won)
    for b in sorted(tenths):
        won = tenths[b]
        share = 100 * sum(won) / len(won)
        print(f"{10 * b:3d}-{10 * b + 10:3d} %   {len(won):9d}   {share:5.1f} %")
    first = [(lead, won) for lead, won, k in data if k == 0]
    given = sum(chance(lead, spread) for lead, _ in first) / len(first)
    print(
        f"the first placement: chance given {100 * given:.1f} %, "
        f"the first mover won {100 * sum(w for _, w in first) / len(first):.1f} %"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
