"""Per-game statistics of Carcassonne – Die Burg bot games against the acceptance targets of
the rules reference (rules/carcassonne.md §7.3): does our reconstruction of the components play
well?

    .venv/bin/python benchmarks/carcassonne_stats.py --games 10000 --bots random,random
    nice .venv/bin/python benchmarks/carcassonne_stats.py --games 500 --bots greedy,greedy \\
        --out greedy.json

Every figure is read from the game's events and its public view (``Game.view``), never from
its state: what a spectator could count. The table (mean and median over the games, and the
target of rules/carcassonne.md §7.3) goes to standard output; ``--out`` also writes every game's
figures and the summary as JSON (rewritten every 50 games, so a long run can be stopped and
still used).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from burg.carcassonne.bots import BOTS, make_bot, play_game
from burg.carcassonne.game import Game

#: Completed feature kinds and their names in the table.
KINDS = {"P": "paths", "T": "towers", "H": "houses"}
#: The figures of one game, in table order, with their labels.
FIGURES: dict[str, str] = {
    "discarded": "discarded tiles",
    "paths": "completed paths",
    "towers": "completed towers",
    "houses": "completed houses",
    "path_size": "median size of a completed path (per game)",
    "tower_size": "median size of a completed tower (per game)",
    "house_size": "median size of a completed house (per game)",
    "wall_tiles": "wall tiles taken (of 13)",
    "empty_region": "largest empty region at the end",
    "market_points": "market points (both players)",
    "winner_points": "winner's points",
    "loser_points": "loser's points",
    "reached_100": "someone reaches 100 (share of games)",
    "start_player_won": "start player wins (share; a shared win counts ½)",
}

Check = Callable[[dict[str, float]], bool]
#: rules/carcassonne.md §7.3: (the figure it is judged on, how, the target as text, the test).
TARGETS: list[tuple[str, str, str, Check]] = [
    ("discarded", "mean", "≤ 0.5", lambda s: s["mean"] <= 0.5),
    ("paths", "mean", "≥ 8", lambda s: s["mean"] >= 8),
    ("towers", "mean", "≥ 4", lambda s: s["mean"] >= 4),
    ("houses", "mean", "≥ 6", lambda s: s["mean"] >= 6),
    ("path_size", "pooled median", "2–4", lambda s: 2 <= s["pooled"] <= 4),
    ("tower_size", "pooled median", "2–3", lambda s: 2 <= s["pooled"] <= 3),
    ("house_size", "pooled median", "1–3", lambda s: 1 <= s["pooled"] <= 3),
    ("wall_tiles", "mean", "6–11", lambda s: 6 <= s["mean"] <= 11),
    ("empty_region", "median", "6–12", lambda s: 6 <= s["median"] <= 12),
    ("market_points", "mean", "10–30", lambda s: 10 <= s["mean"] <= 30),
    ("winner_points", "mean", "70–110", lambda s: 70 <= s["mean"] <= 110),
    ("reached_100", "mean", "≥ 10 %", lambda s: s["mean"] >= 0.10),
    ("start_player_won", "mean", "45–60 %", lambda s: 0.45 <= s["mean"] <= 0.60),
]


def game_figures(game: Game) -> tuple[dict[str, float | None], dict[str, list[int]]]:
    """One finished game's figures (``FIGURES``; a median size is ``None`` if no feature of
    that kind was completed) and the sizes of its completed features per kind, from its events
    and its public view only."""
    view = game.view()
    sizes: dict[str, list[int]] = {k: [] for k in KINDS}
    wall_tiles = market_points = 0
    region: int | None = None
    for e in game.events:
        if e.kind in ("score", "no_score"):  # completed in play (rules/carcassonne.md §3.2)
            kind, size = (e.detail[0], e.detail[1])
            if kind in sizes:
                sizes[kind].append(size)
        elif e.kind == "transfer" and e.reason == "wall_tile":
            # taken from a tower (rules/carcassonne.md §4.1)
            wall_tiles += e.count
        elif e.kind == "final_court":  # detail: points, markets, per market, court
            market_points += e.detail[0]
        elif e.kind in ("final_keep", "final_keep_tie"):
            # the region is the last detail (rules/carcassonne.md §5)
            region = e.detail[-1]
    scores = [p["score"] for p in view["players"]]
    winners = view["winners"]
    out: dict[str, float | None] = {
        "discarded": len(view["discarded"]),
        **{KINDS[k]: len(v) for k, v in sizes.items()},
        **{f"{KINDS[k][:-1]}_size": statistics.median(v) if v else None for k, v in sizes.items()},
        "wall_tiles": wall_tiles,
        "empty_region": region,
        "market_points": market_points,
        "winner_points": max(scores),
        "loser_points": min(scores),
        "reached_100": float(max(scores) >= 100),
        "start_player_won": (1 / len(winners) if view["start_player"] in winners else 0.0),
    }
    return out, sizes


def run(
    games: int, bots: list[str], seed: int = 1, out: Path | None = None, every: int = 50
) -> dict[str, Any]:
    """Play ``games`` games (game ``g`` with seed ``seed + g``; the start player is drawn from
    it) and return every game's figures and the summary (``summarize``)."""
    rows: list[dict[str, float | None]] = []
    pooled: dict[str, list[int]] = {k: [] for k in KINDS}
    t0 = time.perf_counter()
    result: dict[str, Any] = {}
    for g in range(games):
        players = [make_bot(k, seed * 7919 + g * 31 + i) for i, k in enumerate(bots)]
        game = play_game(players, seed=seed + g, record_events=True)
        row, sizes = game_figures(game)
        rows.append(row)
        for k, v in sizes.items():
            pooled[k].extend(v)
        if out is not None and ((g + 1) % every == 0 or g + 1 == games):
            result = _result(rows, pooled, bots, seed, time.perf_counter() - t0)
            out.write_text(json.dumps(result, indent=1), encoding="utf-8")
    return result or _result(rows, pooled, bots, seed, time.perf_counter() - t0)


def _result(
    rows: list[dict[str, float | None]],
    pooled: dict[str, list[int]],
    bots: list[str],
    seed: int,
    seconds: float,
) -> dict[str, Any]:
    return {
        "bots": bots,
        "games": len(rows),
        "seeds": [seed, seed + len(rows) - 1],
        "seconds": round(seconds, 1),
        "summary": summarize(rows, pooled),
        "per_game": rows,
    }


def summarize(
    rows: list[dict[str, float | None]], pooled: dict[str, list[int]]
) -> dict[str, dict[str, float]]:
    """Per figure: the mean and median over the games that have it, how many games have it,
    and for the feature sizes the median over every completed feature of all games."""
    out: dict[str, dict[str, float]] = {}
    for name in FIGURES:
        values = [r[name] for r in rows if r[name] is not None]
        out[name] = {
            "games": len(values),
            "mean": statistics.fmean(values) if values else float("nan"),
            "median": statistics.median(values) if values else float("nan"),
        }
    for k, v in pooled.items():
        out[f"{KINDS[k][:-1]}_size"]["pooled"] = statistics.median(v) if v else float("nan")
    return out


def table(results: list[dict[str, Any]]) -> str:
    """The figures of one or more runs side by side (mean / median) as a Markdown table,
    and the targets of rules/carcassonne.md §7.3 with whether each run meets them."""
    head = " | ".join(f"{','.join(r['bots'])} ({r['games']} games)" for r in results)
    lines = [
        f"| statistic (per game) | {head} |",
        "|---" * (1 + len(results)) + "|",
    ]
    for name, label in FIGURES.items():
        cells = []
        for r in results:
            s = r["summary"][name]
            cells.append(f"{s['mean']:.2f} / {s['median']:g}")
        lines.append(f"| {label} | {' | '.join(cells)} |")
    lines += [
        "",
        f"| target | judged on | {head} |",
        "|---" * (2 + len(results)) + "|",
    ]
    for name, how, target, check in TARGETS:
        cells = []
        for r in results:
            s = r["summary"][name]
            value = s["pooled" if how == "pooled median" else how]
            shown = f"{value:.1%}" if "%" in target else f"{value:.2f}".rstrip("0").rstrip(".")
            cells.append(f"{shown} {'yes' if check(s) else '**no**'}")
        label = FIGURES[name].removesuffix(" (per game)")
        lines.append(f"| {label} {target} | {how} | {' | '.join(cells)} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the command line (module docstring)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--bots", default="greedy,greedy", help=f"two of {', '.join(BOTS)}")
    ap.add_argument("--seed", type=int, default=1, help="seed of the first game")
    ap.add_argument("--out", type=Path, help="write every game's figures and the summary")
    ap.add_argument(
        "--table", type=Path, nargs="+", help="only print the table of these --out files"
    )
    args = ap.parse_args(argv)
    if args.table:
        results = [json.loads(p.read_text(encoding="utf-8")) for p in args.table]
        print(table(results))
        return 0
    bots = [b.strip() for b in args.bots.split(",")]
    if len(bots) != 2 or any(b not in BOTS for b in bots):
        ap.error(f"--bots: two of {', '.join(BOTS)}, e.g. greedy,greedy; got {args.bots!r}")
    if args.games < 1:
        ap.error("--games must be at least 1")
    result = run(args.games, bots, args.seed, args.out)
    print(table([result]))
    print(
        f"\n{result['games']} games in {result['seconds']:.1f} s "
        f"({result['games'] / max(result['seconds'], 1e-9):.1f} games per second)",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
