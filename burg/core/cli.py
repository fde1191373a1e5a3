"""What every game's command line shares: ``python -m burg … simulate`` (bot games, in one or
more processes) and ``python -m burg … replay FILE``. Each game declares its ``CommandLine``."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Any

from burg.core.errors import BurgError
from burg.core.game import Game
from burg.core.registry import record
from burg.core.text import LANGUAGES

#: Per-bot figures of a simulation: bot -> figure -> value.
Stats = dict[str, dict[str, float]]


def replay(
    file: str, lang: str, load: Callable[[bytes], Any], narrate: Callable[[Any, str], list[str]]
) -> int:
    """Print the saved game in ``file`` as a narrated story in ``lang``; a file that cannot be
    read or loaded gives one line on standard error and exit status 2."""
    try:
        data = Path(file).read_bytes()
    except OSError as exc:
        print(f"cannot read {file}: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        game = load(data)
    except BurgError as exc:
        print(f"{file}: {exc.render(lang)}", file=sys.stderr)
        return 2
    for line in narrate(game, lang):
        print(line)
    return 0


def narrate(
    game: Any,
    lang: str,
    render_event: Callable[[Any, list[str], str], str],
    standings: Iterable[Any],
    standing: Callable[[Any, str], str],
) -> list[str]:
    """A whole game in words: every event after the set-up (``render_event(event, names,
    lang)``), then the final ranking, a line per ``standings`` entry (``rank``, ``seat``)
    ending in ``standing(entry, lang)``."""
    names = [q["name"] for q in game.view()["players"]]
    lines = [render_event(e, names, lang) for e in game.events if e.reason != "setup"]
    lines.append("")
    lines.append("Final ranking:" if lang == "en" else "Endstand:")
    lines.extend(f"  {s.rank}. {names[s.seat]}: {standing(s, lang)}" for s in standings)
    return lines


def bot_list(text: str, players: int, known: Iterable[str]) -> list[str]:
    """The bots of a comma list, repeated to fill ``players`` seats; ``SystemExit`` naming the
    ``known`` bots for an unknown one."""
    known = list(known)
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in known]
    if unknown or not kinds:
        raise SystemExit(f"unknown bot(s) {unknown or text!r}; known: {', '.join(known)}")
    if len(kinds) > players:
        raise SystemExit(f"{len(kinds)} bots for {players} players")
    return [kinds[i % len(kinds)] for i in range(players)]


#: Games a process plays at a time in ``simulate`` (the progress bar moves after each chunk).
SIMULATE_CHUNK = 10


class _NoBar:
    """What ``progress_bar`` gives without tqdm: a bar that counts and shows nothing."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.n = 0

    def __enter__(self) -> _NoBar:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def update(self, n: int = 1) -> None:
        self.n += n

    def write(self, line: str) -> None:
        print(line, flush=True)

    def close(self) -> None:
        return None


def bar_wanted() -> bool:
    """Whether a progress bar may be shown: standard output and error are a terminal and ``CI``
    is not set (a log or a pipe gets no bar)."""
    if os.environ.get("CI"):
        return False
    return sys.stdout.isatty() and sys.stderr.isatty()


def progress_bar(total: int, unit: str = "game", desc: str | None = None) -> Any:
    """A tqdm bar of ``total`` ``unit``s on standard error where one is wanted (``bar_wanted``),
    else (or without tqdm, an optional dependency: ``pip install burg[cli]``) a bar that does
    nothing. Use it as a context manager and ``update(n)`` it."""
    try:
        tqdm = import_module("tqdm").tqdm  # imported here: the engine needs no package
    except ImportError:
        return _NoBar(total)
    return tqdm(total=total, unit=unit, desc=desc, disable=not bar_wanted(), file=sys.stderr)


def simulate(
    play: Callable[[list[Any], int, bool], Any],
    make_bot: Callable[[str, int], Any],
    figures: Callable[[Any], dict[str, float]],
    players: int,
    games: int,
    bots: list[str],
    seed: int,
    *,
    tally: Callable[[Any], dict[str, int]] | None = None,
    save: Path | None = None,
    jobs: int = 1,
) -> tuple[Stats, Counter[str]]:
    """Play ``games`` bot games, the seats rotating every game: ``play(bots, seed, last)`` plays
    one (``last``: it is saved), ``figures(standing)`` are a seat's figures to sum, ``tally(game)``
    a game's. Returns per bot its seats, wins (shared wins split), win rate per seat and the
    average of every figure and of the rank; and the games' tallies summed. ``save`` gets the
    last game. All callables must be module-level (``functools.partial`` for options).

    ``jobs`` > 1 plays the games in that many processes; every game is fixed by its seeds and
    the games are summed in chunks in the same order, so the figures are the same as with one
    process. A progress bar on a terminal (``progress_bar``)."""
    jobs = max(1, min(jobs, games))
    step = max(1, min(SIMULATE_CHUNK, games // (4 * jobs)))
    parts = [range(i, min(i + step, games)) for i in range(0, games, step)]
    calls = [
        (play, make_bot, figures, tally, players, games, bots, seed, part, save is not None)
        for part in parts
    ]
    results = []
    with progress_bar(games, "game") as bar:
        if jobs == 1:
            for call in calls:
                results.append(_play_games(*call))
                bar.update(len(call[8]))
        else:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                for call, result in zip(
                    calls, pool.map(_play_games, *zip(*calls, strict=True)), strict=True
                ):
                    results.append(result)
                    bar.update(len(call[8]))
    stats: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    tallies: Counter[str] = Counter()
    for part_stats, part_tallies, last in results:
        for kind, row in part_stats.items():
            for key, value in row.items():
                stats[kind][key] += value
        tallies.update(part_tallies)
        if save is not None and last is not None:
            save.write_text(json.dumps(last, indent=1), encoding="utf-8")
    out: Stats = {}
    for kind, row in stats.items():
        n = row["seats"]
        out[kind] = {"seats": n, "wins": row["wins"], "win_rate": row["wins"] / n}
        out[kind].update((f"avg_{k}", v / n) for k, v in row.items() if k not in ("seats", "wins"))
    return out, tallies


def _play_games(
    play: Callable[[list[Any], int, bool], Any],
    make_bot: Callable[[str, int], Any],
    figures: Callable[[Any], dict[str, float]],
    tally: Callable[[Any], dict[str, int]] | None,
    players: int,
    games: int,
    bots: list[str],
    seed: int,
    indices: range,
    save: bool,
) -> tuple[Stats, Counter[str], dict[str, object] | None]:
    """Play the games ``indices`` of a simulation: per-bot sums, the games' tallies, and the save
    of the last game of the whole simulation if it is one of them and ``save`` is asked for."""
    stats: Stats = {}
    tallies: Counter[str] = Counter()
    last: dict[str, object] | None = None
    for g in indices:
        seats = [bots[(i + g) % players] for i in range(players)]
        is_last = save and g == games - 1
        game = play(
            [make_bot(k, seed * 7919 + g * 31 + i) for i, k in enumerate(seats)], seed + g, is_last
        )
        standings = game.ranking()
        winners = [s.seat for s in standings if s.rank == 1]
        for s in standings:
            values = figures(s)
            row = stats.setdefault(
                seats[s.seat], {"seats": 0, **dict.fromkeys(values, 0), "rank": 0, "wins": 0.0}
            )
            row["seats"] += 1
            for key, value in values.items():
                row[key] += value
            row["rank"] += s.rank
            if s.seat in winners:
                row["wins"] += 1 / len(winners)
        if tally is not None:
            tallies.update(tally(game))
        if is_last:
            last = game.to_json()
    return stats, tallies, last


@dataclass(frozen=True)
class CommandLine:
    """One game's ``simulate`` and ``replay`` commands: its facts and its hooks."""

    #: The game (``replay`` loads a save with its ``from_json``).
    game: type[Game]
    prog: str
    description: str
    #: The player counts and the default one.
    players: tuple[int, ...]
    default_players: int
    #: The known bots and the default comma list.
    bots: tuple[str, ...]
    default_bots: str
    #: ``(players, games, bots per seat, seed, save=, jobs=, <variant>=)``: the figures per bot
    #: (one keyword per variant of the game's record: ``winter=``; none if it has none).
    simulate: Callable[..., Stats]
    #: ``(args, bots per seat, figures)``: print the figures' table.
    report: Callable[[argparse.Namespace, list[str], Stats], None]
    #: A game as narrated lines in a language.
    narrate: Callable[[Any, str], list[str]]

    def main(self, argv: list[str] | None = None) -> int:
        """Parse ``argv`` and run the command."""
        ap = argparse.ArgumentParser(prog=self.prog, description=self.description)
        sub = ap.add_subparsers(dest="command", required=True)
        sim = sub.add_parser("simulate", help="play bot games and print win rates")
        sim.add_argument("--players", type=int, choices=self.players, default=self.default_players)
        sim.add_argument("--games", type=int, default=100)
        sim.add_argument(
            "--bots", default=self.default_bots, help=f"comma list of {', '.join(self.bots)}"
        )
        sim.add_argument("--seed", type=int, default=1, help="seed of the first game")
        for variant in record(self.game.name).variants:  # a flag only if the game has variants
            sim.add_argument(variant.flag, action="store_true", help=variant.help)
        sim.add_argument("--save", type=Path, help="save the last game as JSON (for replay)")
        sim.add_argument(
            "--jobs",
            type=int,
            default=1,
            help="processes to play in (e.g. one per core); same figures",
        )
        sim.set_defaults(run=self._simulate)
        rep = sub.add_parser("replay", help="print a saved game as a narrated story")
        rep.add_argument("file")
        rep.add_argument("--lang", choices=LANGUAGES, default="en")
        rep.set_defaults(run=self._replay)
        args = ap.parse_args(argv)
        if getattr(args, "games", 1) < 1:
            ap.error("--games must be at least 1")
        if getattr(args, "jobs", 1) < 1:
            ap.error("--jobs must be at least 1")
        return int(args.run(args))

    def _simulate(self, args: argparse.Namespace) -> int:
        bots = bot_list(args.bots, args.players, self.bots)
        variants = {v.keyword: getattr(args, v.keyword) for v in record(self.game.name).variants}
        t0 = time.perf_counter()
        stats = self.simulate(
            args.players,
            args.games,
            bots,
            args.seed,
            save=args.save,
            jobs=args.jobs,
            **variants,
        )
        seconds = time.perf_counter() - t0
        self.report(args, bots, stats)
        print(f"{args.games / seconds:.0f} games per second ({seconds:.2f} s)")
        if args.save:
            print(f"last game saved to {args.save}")
        return 0

    def _replay(self, args: argparse.Namespace) -> int:
        return replay(args.file, args.lang, self.game.from_json, self.narrate)
