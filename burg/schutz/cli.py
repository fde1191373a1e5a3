"""The command line: ``python -m burg simulate …`` and ``python -m burg replay FILE``."""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from burg.core.cli import replay
from burg.schutz.bots import BOTS, make_bot, play_game
from burg.schutz.game import Game
from burg.schutz.messages import LANGUAGES, name, place_name, render_event
from burg.schutz.positions import load_save


def _bot_list(text: str, players: int) -> list[str]:
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
    seed: int,
    save: Path | None = None,
    winter: bool = False,
    jobs: int = 1,
) -> dict[str, dict[str, float]]:
    """Play ``games`` bot games (seats rotate every game so no bot keeps the same seat) and
    return per-bot figures: games, wins (shared wins split), win rate, average VP and rank.

    ``jobs`` > 1 plays the games in that many processes; every game is fixed by its seeds, so
    the figures are the same as with one process."""
    jobs = max(1, min(jobs, games))
    parts = [range(j, games, jobs) for j in range(jobs)]
    args = [(players, games, bots, seed, part, save is not None, winter) for part in parts]
    if jobs == 1:
        results = [_play_games(*args[0])]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play_games, *zip(*args, strict=True)))
    stats: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for part_stats, last in results:
        for kind, row in part_stats.items():
            for key, value in row.items():
                stats[kind][key] += value
        if save is not None and last is not None:
            save.write_text(json.dumps(last, indent=1), encoding="utf-8")
    out: dict[str, dict[str, float]] = {}
    for kind, row in stats.items():
        n = row["seats"]
        out[kind] = {
            "seats": n,
            "wins": row["wins"],
            "win_rate": row["wins"] / n,
            "avg_vp": row["vp"] / n,
            "avg_rank": row["rank"] / n,
        }
    return out


def _play_games(
    players: int,
    games: int,
    bots: list[str],
    seed: int,
    indices: range,
    save: bool,
    winter: bool,
) -> tuple[dict[str, dict[str, float]], dict[str, object] | None]:
    """Play the games ``indices`` of a simulation: per-bot sums, and the save of the last game
    of the whole simulation if it is one of them and ``save`` is asked for."""
    stats: dict[str, dict[str, float]] = {}
    last: dict[str, object] | None = None
    for g in indices:
        seats = [bots[(i + g) % players] for i in range(players)]
        is_last = save and g == games - 1
        game = play_game(
            [make_bot(k, seed * 7919 + g * 31 + i) for i, k in enumerate(seats)],
            seed=seed + g,
            record_events=is_last,
            winter=winter,
        )
        standings = game.ranking()
        winners = [s.seat for s in standings if s.rank == 1]
        for s in standings:
            row = stats.setdefault(seats[s.seat], {"seats": 0, "vp": 0, "rank": 0, "wins": 0.0})
            row["seats"] += 1
            row["vp"] += s.vp
            row["rank"] += s.rank
            if s.seat in winners:
                row["wins"] += 1 / len(winners)
        if is_last:
            last = game.to_json()
    return stats, last


def _cmd_simulate(args: argparse.Namespace) -> int:
    bots = _bot_list(args.bots, args.players)
    t0 = time.perf_counter()
    stats = simulate(args.players, args.games, bots, args.seed, args.save, args.winter, args.jobs)
    seconds = time.perf_counter() - t0
    print(
        f"{args.games} games, {args.players} players, bots {','.join(bots)} "
        f"(seats rotate), seeds {args.seed}..{args.seed + args.games - 1}"
        + (", winter game" if args.winter else "")
        + (f", {args.jobs} processes" if args.jobs > 1 else "")
    )
    print(f"{'bot':<8} {'seats':>6} {'win rate':>9} {'avg VP':>7} {'avg rank':>9}")
    for kind, row in sorted(stats.items(), key=lambda kv: -kv[1]["win_rate"]):
        # a bot listed k times sits in k seats per game; its win rate is per seat
        print(
            f"{kind:<8} {row['seats']:>6.0f} {row['win_rate']:>8.1%} {row['avg_vp']:>7.1f}"
            f" {row['avg_rank']:>9.2f}"
        )
    print(f"{args.games / seconds:.0f} games per second ({seconds:.2f} s)")
    if args.save:
        print(f"last game saved to {args.save}")
    return 0


def narrate(game: Game, lang: str = "en") -> list[str]:
    """The whole game in words: set-up in short, then every event, round by round."""
    names = [p.name for p in game.state.players]
    lines: list[str] = []
    setup: dict[str, list[str]] = defaultdict(list)
    for e in game.events:
        if e.reason == "setup" and e.kind == "transfer":
            item = name(e.item[5:], lang) if e.item.startswith("card:") else name(e.item, lang)
            setup[place_name(e.dst, names, lang)].append(f"{e.count} {item}")
            continue
        if setup:
            title = "Set-up" if lang == "en" else "Spielvorbereitung"
            lines.append(f"{title}:")
            lines.extend(f"  {where}: {', '.join(things)}" for where, things in setup.items())
            setup.clear()
        if e.kind == "round_start":
            lines.append("")
        lines.append(
            ("  " if e.kind not in ("round_start", "game_end") else "")
            + render_event(e, names, lang)
        )
    lines.append("")
    title = "Final ranking" if lang == "en" else "Endstand"
    lines.append(f"{title}:")
    for s in game.ranking():
        lines.append(f"  {s.rank}. {names[s.seat]}: {s.vp} VP, {s.talers} talers")
    return lines


def _cmd_replay(args: argparse.Namespace) -> int:
    return replay(args.file, args.lang, load_save, narrate)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m burg`` and the ``burg`` script."""
    ap = argparse.ArgumentParser(prog="burg", description="Im Schutze der Burg: engine tools")
    sub = ap.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play bot games and print win rates")
    sim.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--bots", default="greedy,random", help=f"comma list of {', '.join(BOTS)}")
    sim.add_argument("--seed", type=int, default=1, help="seed of the first game")
    sim.add_argument("--save", type=Path, help="save the last game as JSON (for replay)")
    sim.add_argument("--winter", action="store_true", help="play Die Burg im Winter")
    sim.add_argument(
        "--jobs", type=int, default=1, help="processes to play in (e.g. one per core); same figures"
    )
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


if __name__ == "__main__":
    raise SystemExit(main())
