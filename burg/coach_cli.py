"""``python -m burg hint FILE.json`` and ``python -m burg review SAVE.json``: the coach on the
command line, for a save or a position file of any game (``burg.core.coach``)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from burg.core.cli import progress_bar
from burg.core.coach import hint, render_hint, render_turning_point, review
from burg.core.errors import BurgError
from burg.core.game import Game
from burg.core.registry import game_class
from burg.core.search import Budget
from burg.core.text import LANGUAGES

#: The commands this module answers (``burg.cli`` dispatches them here).
COMMANDS = ("hint", "review")

#: Position files name their game by their ``format``; saves by ``game`` (old saves: schutz).
_FORMATS = {"burg-wettkampf-position": "wettkampf", "burg-carcassonne-position": "carcassonne"}


def load(file: str) -> Game:
    """The game in a save or position file of any game; ``SystemExit`` with one line if it
    cannot be read or loaded."""
    try:
        data = json.loads(Path(file).read_bytes())
    except OSError as exc:
        raise SystemExit(f"cannot read {file}: {exc.strerror}") from None
    except ValueError as exc:
        raise SystemExit(f"{file}: not JSON ({exc})") from None
    name = "schutz"
    if isinstance(data, dict):
        name = _FORMATS.get(str(data.get("format")), str(data.get("game") or "schutz"))
    try:
        return game_class(name).from_json(data)
    except KeyError:
        raise SystemExit(f"{file}: unknown game {name!r}") from None
    except BurgError as exc:
        raise SystemExit(f"{file}: {exc.render('en')}") from None


def _budget(text: str) -> Budget:
    try:
        return Budget.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def main(argv: list[str]) -> int:
    """Run ``hint`` or ``review``."""
    ap = argparse.ArgumentParser(prog="burg", description="the coach: a hint, a game's review")
    sub = ap.add_subparsers(dest="command", required=True)
    for cmd, text in (
        ("hint", "the coach's move for the seat to move, and why"),
        ("review", "the turning points of a saved game"),
    ):
        p = sub.add_parser(cmd, help=text)
        p.add_argument("file")
        p.add_argument("--lang", choices=LANGUAGES, default="en")
        p.add_argument(
            "--budget",
            type=_budget,
            default=Budget(iterations=300 if cmd == "hint" else 100),
            help="iterations a decision (300 for a hint, 100 a decision for a review) "
            "or seconds, e.g. 1s",
        )
        p.add_argument("--seed", type=int, default=1)
    sub.choices["hint"].add_argument("--seat", type=int, help="whose move (default: the next)")
    sub.choices["review"].add_argument(
        "--seats", help="comma list of the seats to review (default: all)"
    )
    args = ap.parse_args(argv)
    game = load(args.file)
    if args.command == "hint":
        if game.is_over:
            print("the game is over" if args.lang == "en" else "Das Spiel ist zu Ende.")
            return 1
        seat = args.seat if args.seat is not None else game.pending.players[0]
        if seat not in game.pending.players:
            raise SystemExit(f"seat {seat} has no decision to take now")
        h = hint(game, seat, budget=args.budget, seed=args.seed)
        for line in render_hint(game, h, args.lang):
            print(line)
        return 0
    seats = None if args.seats is None else [int(s) for s in args.seats.split(",")]
    # a bar of the decisions reviewed, on a terminal only (progress_bar); its total once known
    with progress_bar(0, "decision", "review") as bar:
        shown = [0]  # decisions the bar counts (a hidden tqdm bar counts none)

        def progress(done: int, total: int) -> None:
            bar.total = total
            bar.update(done - shown[0])
            shown[0] = done

        points = review(game, seats, budget=args.budget, seed=args.seed, progress=progress)
    if not points:
        print("No turning points found." if args.lang == "en" else "Keine Wendepunkte gefunden.")
    for t in points:
        print(render_turning_point(game, t, args.lang))
    return 0
