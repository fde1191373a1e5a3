"""Der Wettkampf der Burgbaumeister: how the win rate depends on memory.

    python benchmarks/wettkampf_memory.py [--games 2000] [--players 2] [--expert]
                                          [--jobs 1] [--seed 1] [--out memory.json]

Plays every memory model (rules/wettkampf.md §H6: perfect recall, forgetting each remembered card
with a chance per turn, the last 4 flips only, no memory) against two opponents, the perfect
bot and the bot without memory, ``--games`` games per pairing (the seats alternate), and prints
the model's win rate per opponent with its 95 % interval. ``--out`` writes the same figures as
JSON for the lesson chart. All bots play alike; only their memory differs. Figures, not a test.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from burg.wettkampf.bots import MemoryBot, play_game

#: name, model (rules/wettkampf.md §H6), chance to forget per turn, flips kept (None: all).
MODELS: tuple[tuple[str, str, float, int | None], ...] = (
    ("perfect", "M3", 0.0, None),
    ("forget 5%", "M2", 0.05, None),
    ("forget 10%", "M2", 0.10, None),
    ("forget 20%", "M2", 0.20, None),
    ("forget 40%", "M2", 0.40, None),
    ("last 4 flips", "M1", 0.0, 4),
    ("no memory", "M0", 0.0, 0),
)
OPPONENTS: tuple[str, ...] = ("perfect", "no memory")
_BY_NAME = {m[0]: m for m in MODELS}


def _bot(name: str, seed: int) -> MemoryBot:
    _, _, forget, capacity = _BY_NAME[name]
    return MemoryBot(seed, forget=forget, capacity=capacity, name=name)


def pairing(
    model: str, opponent: str, games: int, players: int, expert: bool, seed: int
) -> dict[str, float]:
    """``games`` games of ``model`` in one seat against ``opponent`` in the others (the model's
    seat moves round): its win rate (shared wins split), cards and game length."""
    wins = cards = turns = 0.0
    for g in range(games):
        seat = g % players
        bots = [
            _bot(model if i == seat else opponent, seed * 7919 + g * 31 + i) for i in range(players)
        ]
        game = play_game(bots, seed=seed + g, expert=expert)
        winners = game.winners()
        if seat in winners:
            wins += 1 / len(winners)
        cards += game.view()["players"][seat]["cards"]
        turns += game.view()["turn"]
    return {"win_rate": wins / games, "avg_cards": cards / games, "avg_turns": turns / games}


def _pairing(args: tuple[str, str, int, int, bool, int]) -> dict[str, float]:
    return pairing(*args)


def run(games: int, players: int, expert: bool, seed: int, jobs: int = 1) -> dict[str, Any]:
    """Every model against every opponent: the figures as plain JSON."""
    tasks = [(m[0], o, games, players, expert, seed) for m in MODELS for o in OPPONENTS]
    t0 = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_pairing, tasks))
    else:
        results = [_pairing(t) for t in tasks]
    seconds = time.perf_counter() - t0
    by_task = dict(zip([(t[0], t[1]) for t in tasks], results, strict=True))
    models = []
    for name, kind, forget, capacity in MODELS:
        row: dict[str, Any] = {
            "name": name,
            "model": kind,
            "forget": forget,
            "capacity": capacity,
            "win_rate": {},
            "ci95": {},
            "avg_cards": {},
            "avg_turns": {},
        }
        for o in OPPONENTS:
            r = by_task[(name, o)]
            p = r["win_rate"]
            row["win_rate"][o] = round(p, 4)
            row["ci95"][o] = round(1.96 * math.sqrt(p * (1 - p) / games), 4)
            row["avg_cards"][o] = round(r["avg_cards"], 2)
            row["avg_turns"][o] = round(r["avg_turns"], 1)
        models.append(row)
    return {
        "game": "wettkampf",
        "what": "win rate of one memory model against the opponent in every other seat",
        "players": players,
        "expert": expert,
        "games_per_pairing": games,
        "seed": seed,
        "opponents": list(OPPONENTS),
        "models": models,
        "fair_share": round(1 / players, 4),
        "seconds": round(seconds, 1),
        "games_per_second": round(games * len(tasks) / seconds, 1),
    }


def table(result: dict[str, Any]) -> str:
    """The figures as a text table."""
    games = result["games_per_pairing"]
    head = f"{'memory model':<14} {'H6':<3}" + "".join(f" {'vs ' + o:>17}" for o in OPPONENTS)
    lines = [
        f"Der Wettkampf der Burgbaumeister{' (expert variant)' if result['expert'] else ''}: "
        f"{result['players']} players, {games} games per pairing, seed {result['seed']}",
        f"win rate of the model in one seat (fair share {result['fair_share']:.0%}), 95 % interval",
        head,
        "-" * len(head),
    ]
    for m in result["models"]:
        cells = "".join(
            f" {m['win_rate'][o]:>9.1%} ± {m['ci95'][o]:>4.1%}" for o in result["opponents"]
        )
        lines.append(f"{m['name']:<14} {m['model']:<3}{cells}")
    lines.append(f"{result['seconds']:.1f} s, {result['games_per_second']:.0f} games per second")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2000, help="games per pairing")
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    ap.add_argument("--expert", action="store_true", help="play the expert variant")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1, help="processes (same figures)")
    ap.add_argument("--out", type=Path, help="write the figures as JSON to this file")
    args = ap.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        ap.error("--games and --jobs must be at least 1")
    result = run(args.games, args.players, args.expert, args.seed, args.jobs)
    print(table(result))
    if args.out:
        args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
        print(f"written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
