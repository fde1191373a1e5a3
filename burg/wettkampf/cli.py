"""The command line of Der Wettkampf der Burgbaumeister:
``python -m burg simulate --game wettkampf …`` and ``python -m burg replay --game wettkampf FILE``
(``burg.cli`` passes the arguments after ``--game`` here)."""

from __future__ import annotations

import argparse
from functools import partial
from pathlib import Path

from burg.core import cli
from burg.wettkampf.bots import BOTS, LEVELS, Bot, make_bot, play_game
from burg.wettkampf.data import PLAYERS
from burg.wettkampf.game import Game, Standing
from burg.wettkampf.messages import render_event


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
    play = partial(_play, expert=expert)
    out, tallies = cli.simulate(
        play, make_bot, _figures, players, games, bots, seed, tally=_tally, save=save, jobs=jobs
    )
    out["_games"] = {
        "games": games,
        "avg_turns": tallies["turns"] / games,
        **{f"end_{how}": tallies[f"end_{how}"] / games for how in ("ninth", "blocked", "stall")},
    }
    return out


def _play(bots: list[Bot], seed: int, last: bool, *, expert: bool) -> Game:
    return play_game(bots, seed=seed, expert=expert)  # the memory bots read the events


def _figures(s: Standing) -> dict[str, float]:
    return {"cards": s.cards, "points": s.points or 0}


def _tally(game: Game) -> dict[str, int]:
    return {f"end_{game.end}": 1, "turns": game.view()["turn"]}


def _report(args: argparse.Namespace, bots: list[str], stats: dict[str, dict[str, float]]) -> None:
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


def narrate(game: Game, lang: str = "en") -> list[str]:
    """The whole game in words: every event after the set-up, then the final ranking."""
    return cli.narrate(game, lang, render_event, game.ranking(), _standing)


def _standing(s: Standing, lang: str) -> str:
    if s.points is None:
        what = f"{s.cards} cards" if lang == "en" else f"{s.cards} Karten"
    else:
        what = f"{s.points} points" if lang == "en" else f"{s.points} Punkte"
    last = "last card" if lang == "en" else "letzte Karte"
    return f"{what}, {last} {s.last}"


COMMANDS = cli.CommandLine(
    game=Game,
    prog="burg --game wettkampf",
    description="Der Wettkampf der Burgbaumeister: engine tools",
    players=PLAYERS,
    default_players=2,
    bots=(*BOTS, *LEVELS),  # the levels too: `--bots strong,greedy`
    default_bots="perfect,forgetful",
    simulate=simulate,
    report=_report,
    narrate=narrate,
)


def main(argv: list[str] | None = None) -> int:
    """``python -m burg … --game wettkampf``: simulate bot games, replay a saved game."""
    return COMMANDS.main(argv)
