"""The command line of Carcassonne – Die Burg:
``python -m burg simulate --game carcassonne …`` and ``python -m burg replay --game carcassonne
FILE`` (``burg.cli`` passes the arguments after ``--game`` here; ``replay`` finds the game in
the save file by itself)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, NamedTuple

from burg.carcassonne.bots import BOTS, LEVELS, Bot, make_bot, play_game
from burg.carcassonne.game import Game
from burg.carcassonne.messages import render_event
from burg.core import cli

#: The game is for 2 players only (§1).
PLAYERS = (2,)


class Standing(NamedTuple):
    """One seat's place at the end: rank 1 is a winner (a tie in points: a shared win, §C21)."""

    seat: int
    rank: int
    points: int


def ranking(game: Game) -> list[Standing]:
    """Every seat's place, best first, from the final scores."""
    scores = game.scores()
    return sorted(
        (Standing(p, 1 + sum(s > scores[p] for s in scores), scores[p]) for p in range(2)),
        key=lambda s: (s.rank, s.seat),
    )


class _Played:
    """A finished game as ``burg.core.cli.simulate`` reads it (``ranking``, ``to_json``)."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def ranking(self) -> list[Standing]:
        return ranking(self.game)

    def to_json(self) -> dict[str, Any]:
        return self.game.to_json()


def simulate(
    players: int,
    games: int,
    bots: list[str],
    seed: int = 1,
    *,
    save: Path | None = None,
    jobs: int = 1,
) -> dict[str, dict[str, float]]:
    """Play ``games`` bot games (the seats rotate every game; the start player is drawn from
    each game's seed, §C16) and return per-bot figures: seats, wins (shared wins split), win
    rate per seat, average points and rank; and under ``"_games"`` the games' count, average
    winner's points and discarded tiles. ``players`` must be 2."""
    if players not in PLAYERS:
        raise SystemExit(f"Carcassonne – Die Burg is for 2 players, not {players}")
    out, tallies = cli.simulate(
        _play, make_bot, _figures, players, games, bots, seed, tally=_tally, save=save, jobs=jobs
    )
    out["_games"] = {
        "games": games,
        "avg_winner_points": tallies["winner_points"] / games,
        "avg_discarded": tallies["discarded"] / games,
    }
    return out


def _play(bots: list[Bot], seed: int, last: bool) -> _Played:
    return _Played(play_game(bots, seed=seed))


def _figures(s: Standing) -> dict[str, float]:
    return {"points": s.points}


def _tally(played: _Played) -> dict[str, int]:
    view = played.game.view()
    return {"winner_points": max(played.game.scores()), "discarded": len(view["discarded"])}


def _report(args: argparse.Namespace, bots: list[str], stats: dict[str, dict[str, float]]) -> None:
    summary = stats.pop("_games")
    print(
        f"Carcassonne – Die Burg: {args.games} games, bots {','.join(bots)} (seats rotate), "
        f"seeds {args.seed}..{args.seed + args.games - 1}"
        + (f", {args.jobs} processes" if args.jobs > 1 else "")
    )
    print(
        f"{'bot':<10} {'seats':>6} {'wins':>8} {'win rate':>9} {'avg points':>11} {'avg rank':>9}"
    )
    for kind, row in sorted(stats.items(), key=lambda kv: -kv[1]["win_rate"]):
        # a bot listed twice sits in both seats; its win rate is per seat
        print(
            f"{kind:<10} {row['seats']:>6.0f} {row['wins']:>8.1f} {row['win_rate']:>8.1%}"
            f" {row['avg_points']:>11.1f} {row['avg_rank']:>9.2f}"
        )
    print(
        f"winner's points {summary['avg_winner_points']:.1f} on average; "
        f"{summary['avg_discarded']:.2f} tiles discarded per game"
    )


def narrate(game: Game, lang: str = "en") -> list[str]:
    """The whole game in words: every event after the set-up, then the final ranking."""
    return cli.narrate(game, lang, render_event, ranking(game), _standing)


def _standing(s: Standing, lang: str) -> str:
    return f"{s.points} {'points' if lang == 'en' else 'Punkte'}"


COMMANDS = cli.CommandLine(
    game=Game,
    prog="burg --game carcassonne",
    description="Carcassonne – Die Burg: engine tools",
    players=PLAYERS,
    default_players=2,
    bots=(*BOTS, *LEVELS),  # the levels too: `--bots strong,greedy`
    default_bots="greedy,random",
    simulate=simulate,
    report=_report,
    narrate=narrate,
)


def main(argv: list[str] | None = None) -> int:
    """``python -m burg … --game carcassonne``: simulate bot games, replay a saved game."""
    return COMMANDS.main(argv)
