"""The command line: ``python -m burg simulate …`` and ``python -m burg replay FILE``."""

from __future__ import annotations

import argparse
from collections import defaultdict
from functools import partial
from pathlib import Path

from burg.core import cli
from burg.schutz.bots import BOTS, LEVELS, Bot, make_bot, play_game
from burg.schutz.game import Game, Standing
from burg.schutz.messages import name, place_name, render_event


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
    play = partial(_play, winter=winter)
    stats, _ = cli.simulate(
        play, make_bot, _figures, players, games, bots, seed, save=save, jobs=jobs
    )
    return stats


def _play(bots: list[Bot], seed: int, last: bool, *, winter: bool) -> Game:
    # only the saved game needs its events
    return play_game(bots, seed=seed, record_events=last, winter=winter)


def _figures(s: Standing) -> dict[str, float]:
    return {"vp": s.vp}


def _report(args: argparse.Namespace, bots: list[str], stats: dict[str, dict[str, float]]) -> None:
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


def narrate(game: Game, lang: str = "en") -> list[str]:
    """The whole game in words: set-up in short, then every event, round by round."""
    names = [p.name for p in game.state.players]
    lines: list[str] = []
    setup: dict[str, list[str]] = defaultdict(list)
    for e in game.events:
        if e.reason == "setup" and e.kind == "transfer":
            assert e.item is not None  # a transfer names its item
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


COMMANDS = cli.CommandLine(
    game=Game,
    prog="burg",
    description="Im Schutze der Burg: engine tools",
    players=(2, 3, 4),
    default_players=4,
    bots=(*BOTS, *LEVELS),  # the levels too: `--bots strong,greedy`
    default_bots="greedy,random",
    simulate=simulate,
    report=_report,
    narrate=narrate,
)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m burg`` and the ``burg`` script."""
    return COMMANDS.main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
