"""No bot can stall a game (issue 25): every bot of every registered game, in every set-up,
playing against people who choose at random among the legal moves, ends the game well within
the game's turn limit; so it does from the positions in ``stall_positions/`` (``<game>-*.json``,
where a bot once stalled: its ``seats`` say which are people, every other seat plays the bot
under test). A bot that puts back or passes forever (a Wettkampf bot that never used its wizard
on a plain card) would keep the game going until its stall guard."""

from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest

from burg.core.bots import MAX_ACTIONS, Bot, RandomBot
from burg.core.game import Game
from burg.core.registry import GAMES, game_class

#: A game the bots finish must end in far fewer actions than the bots' own guard
#: (``MAX_ACTIONS``): random Wettkampf games take up to about 1,300.
LIMIT = MAX_ACTIONS // 2
SEEDS = (1, 2, 3)
POSITIONS = Path(__file__).parent / "stall_positions"


def _bots(game: str) -> dict[str, Any]:
    return import_module(f"burg.{game}.bots").BOTS


CASES = [
    pytest.param(game, kind, setup, id=f"{game}-{kind}-{'-'.join(map(str, setup.values()))}")
    for game in GAMES
    for kind in _bots(game)
    if kind != "random"
    for setup in game_class(game).setups()
]


STALLS = [
    pytest.param(path.name.split("-")[0], kind, path, id=f"{path.stem}-{kind}")
    for path in sorted(POSITIONS.glob("*.json"))
    for kind in _bots(path.name.split("-")[0])
    if kind != "random"
]


def _bot(game: str, kind: str, seed: int) -> Bot:
    bot = _bots(game)[kind](seed)
    if hasattr(bot, "playouts"):  # a search bot: the smallest search, for speed
        bot.playouts, bot.width = 1, 2
    return bot


def _ended_by_stall(game: Game) -> bool:
    """Whether the game ended only because its turn limit was reached (Wettkampf: W17)."""
    return getattr(game, "end", "") == "stall"


def _play(g: Game, bots: list[Bot], what: str) -> None:
    """Play ``g`` on: it must end within ``LIMIT`` actions, not by its turn limit."""
    for _ in range(LIMIT):
        if g.is_over:
            break
        p = g.pending.players[0]
        g.apply(bots[p].choose(g, p))
    assert g.is_over, f"{what}: not over after {LIMIT} actions"
    assert not _ended_by_stall(g), f"{what}: the turn limit ended the game"


@pytest.mark.parametrize(("game", "kind", "setup"), CASES)
def test_no_bot_stalls_a_game_against_random_people(
    game: str, kind: str, setup: dict[str, Any]
) -> None:
    # Carcassonne's bots are the slow ones (every placement valued): one seed is enough there
    for seed in SEEDS[:1] if game == "carcassonne" else SEEDS:
        g = game_class(game)(seed=seed, **setup)
        seat = seed % g.n_players
        bots: list[Bot] = [RandomBot(100 * seed + i) for i in range(g.n_players)]
        bots[seat] = _bot(game, kind, seed)
        _play(g, bots, f"seed {seed}, {kind} at seat {seat}")


@pytest.mark.parametrize(("game", "kind", "path"), STALLS)
def test_no_bot_stalls_a_game_from_where_one_did(game: str, kind: str, path: Path) -> None:
    data = json.loads(path.read_text())
    for seed in SEEDS:
        g = game_class(game).from_json(data)
        people = g.seats or []
        bots = [
            RandomBot(100 * seed + i)
            if i < len(people) and people[i] == "person"
            else _bot(game, kind, seed + i)
            for i in range(g.n_players)
        ]
        _play(g, bots, f"seed {seed}, {kind} from {path.name}")
