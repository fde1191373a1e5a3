"""The command line of Der Wettkampf der Burgbaumeister:
``python -m burg simulate --game wettkampf …`` and ``python -m burg replay --game wettkampf FILE``
(``burg.cli`` passes the arguments after ``--game`` here)."""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from burg.core.cli import replay
from burg.wettkampf.bots import BOTS, make_bot, play_game
from burg.wettkampf.data import PLAYERS
from burg.wettkampf.game import Game
from burg.wettkampf.messages import LANGUAGES, render_event
from burg.wettkampf.positions import load_save


def bot_list(text: str, players: int) -> list[str]:
    """The bots of a comma list, repeated to fill ``players`` seats; ``SystemExit`` naming the
    known bots for an unknown one."""
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in BOTS]
    if unknown or not kinds:
        raise SystemExit(f"unknown bot(s) {unknown or text!r}; known: {', '.join(BOTS)}")
    if len(kinds) > players:
        raise SystemExit(f"{len(kinds)} bots for {players} players")
    return [kinds[i % len(kinds)] for i in range(players)]


def simulate(
    players: int,
    games: int,
    bots: list[str],
    seed: int = 1,
    *,
    expert: bool = False,
    save: Path | None = None,
    jobs: int = 1,
) -> dict[str, dict[str, float]]:
    """Play ``games`` bot games (the seats rotate every game) and return per-bot figures:
    seats, wins (shared wins split), win rate per seat, average cards, points (expert; else 0)
    and rank; and under ``"_games"`` how the games ended and their average length in turns.

    ``jobs`` > 1 plays the games in that many processes; every game is fixed by its seeds, so
    the figures are the same as with one process."""
    jobs = max(1, min(jobs, games))
    parts = [range(j, games, jobs) for j in range(jobs)]
    args = [(players, games, bots, seed, part, save is not None, expert) for part in parts]
    if jobs == 1:
        results = [_play_games(*args[0])]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play_games, *zip(*args, strict=True)))
    stats: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    ends: Counter[str] = Counter()
    turns = 0
    for part_stats, part_ends, part_turns, last in results:
        for kind, row in part_stats.items():
            for key, value in row.items():
                stats[kind][key] += value
        ends.update(part_ends)
        turns += part_turns
        if save is not None and last is not None:
            save.write_text(json.dumps(last, indent=1), encoding="utf-8")
    out: dict[str, dict[str, float]] = {}
    for kind, row in stats.items():
        n = row["seats"]
        out[kind] = {
            "seats": n,
            "wins": row["wins"],
            "win_rate": row["wins"] / n,
            "avg_cards": row["cards"] / n,
            "avg_points": row["points"] / n,
            "avg_rank": row["rank"] / n,
        }
    out["_games"] = {
        "games": games,
        "avg_turns": turns / games,
        **{f"end_{how}": ends[how] / games for how in ("ninth", "blocked", "stall")},
    }
    return out


def _play_games(
    players: int,
    games: int,
    bots: list[str],
    seed: int,
    indices: range,
    save: bool,
    expert: bool,
) -> tuple[dict[str, dict[str, float]], Counter[str], int, dict[str, object] | None]:
    """Play the games ``indices`` of a simulation: per-bot sums, how they ended, their turns,
    and the save of the last game of the whole simulation if it is one of them and asked for."""
    stats: dict[str, dict[str, float]] = {}
    ends: Counter[str] = Counter()
    turns = 0
    last: dict[str, object] | None = None
    for g in indices:
        seats = [bots[(i + g) % players] for i in range(players)]
        game = play_game(
            [make_bot(k, seed * 7919 + g * 31 + i) for i, k in enumerate(seats)],
            seed=seed + g,
            expert=expert,
        )
        standings = game.ranking()
        winners = [s.seat for s in standings if s.rank == 1]
        for s in standings:
            row = stats.setdefault(
                seats[s.seat], {"seats": 0, "cards": 0, "points": 0, "rank": 0, "wins": 0.0}
            )
            row["seats"] += 1
            row["cards"] += s.cards
            row["points"] += s.points or 0
            row["rank"] += s.rank
            if s.seat in winners:
                row["wins"] += 1 / len(winners)
        ends[game.end] += 1
        turns += game.view()["turn"]
        if save and g == games - 1:
            last = game.to_json()
    return stats, ends, turns, last


def _cmd_simulate(args: argparse.Namespace) -> int:
    bots = bot_list(args.bots, args.players)
    t0 = time.perf_counter()
    stats = simulate(
        args.players,
        args.games,
        bots,
        args.seed,
        expert=args.expert,
        save=args.save,
        jobs=args.jobs,
    )
    seconds = time.perf_counter() - t0
    summary = stats.pop("_games")
    print(
        f"Der Wettkampf der Burgbaumeister{' (expert variant)' if args.expert else ''}: "
        f"{args.games} games, {args.players} players, bots {','.join(bots)} (seats rotate), "
        f"seeds {args.seed}..{args.seed + args.games - 1}"
        + (f", {args.jobs} processes" if args.jobs > 1 else "")
    )
    points = " avg points" if args.expert else ""
    print(f"{'bot':<10} {'seats':>6} {'win rate':>9} {'avg cards':>10}{points} {'avg rank':>9}")
    for kind, row in sorted(stats.items(), key=lambda kv: -kv[1]["win_rate"]):
        # a bot listed k times sits in k seats per game; its win rate is per seat
        shown = f" {row['avg_points']:>10.1f}" if args.expert else ""
        print(
            f"{kind:<10} {row['seats']:>6.0f} {row['win_rate']:>8.1%} {row['avg_cards']:>10.2f}"
            f"{shown} {row['avg_rank']:>9.2f}"
        )
    print(
        f"ends: 9th card {summary['end_ninth']:.1%}, nobody can lay {summary['end_blocked']:.1%},"
        f" turn limit {summary['end_stall']:.1%}; {summary['avg_turns']:.1f} turns per game"
    )
    print(f"{args.games / seconds:.0f} games per second ({seconds:.2f} s)")
    if args.save:
        print(f"last game saved to {args.save}")
    return 0


def narrate(game: Game, lang: str = "en") -> list[str]:
    """The whole game in words: every event after the set-up, then the final ranking."""
    names = [q["name"] for q in game.view()["players"]]
    lines = [render_event(e, names, lang) for e in game.events if e.reason != "setup"]
    lines.append("")
    lines.append("Final ranking:" if lang == "en" else "Endstand:")
    for s in game.ranking():
        if s.points is None:
            what = f"{s.cards} cards" if lang == "en" else f"{s.cards} Karten"
        else:
            what = f"{s.points} points" if lang == "en" else f"{s.points} Punkte"
        last = "last card" if lang == "en" else "letzte Karte"
        lines.append(f"  {s.rank}. {names[s.seat]}: {what}, {last} {s.last}")
    return lines


def _cmd_replay(args: argparse.Namespace) -> int:
    return replay(args.file, args.lang, load_save, narrate)


def main(argv: list[str] | None = None) -> int:
    """``python -m burg … --game wettkampf``: simulate bot games, replay a saved game."""
    ap = argparse.ArgumentParser(
        prog="burg --game wettkampf", description="Der Wettkampf der Burgbaumeister: engine tools"
    )
    sub = ap.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play bot games and print win rates")
    sim.add_argument("--players", type=int, choices=PLAYERS, default=2)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--bots", default="perfect,forgetful", help=f"comma list of {', '.join(BOTS)}")
    sim.add_argument("--seed", type=int, default=1, help="seed of the first game")
    sim.add_argument("--expert", action="store_true", help="play the expert variant")
    sim.add_argument("--save", type=Path, help="save the last game as JSON (for replay)")
    sim.add_argument("--jobs", type=int, default=1, help="processes to play in; same figures")
    sim.set_defaults(run=_cmd_simulate)
    rep = sub.add_parser("replay", help="print a saved game as a narrated story")
    rep.add_argument("file")
    rep.add_argument("--lang", choices=LANGUAGES, default="en")
    rep.set_defaults(run=_cmd_replay)
    args = ap.parse_args(argv)
    if getattr(args, "games", 1) < 1:
        ap.error("--games must be at least 1")
    if getattr(args, "jobs", 1) < 1:
        ap.error("--jobs must be at least 1")
    return int(args.run(args))
