"""Random games play exactly as pinned: a refactor that changes no rule changes no legal list and
no event (``tests/core/fingerprint.py``), in any game."""

from pathlib import Path

import pytest

from burg import Game
from burg.core.registry import GAMES
from tests.core.fingerprint import fingerprint, game_fingerprint


def pinned() -> dict[str, str]:
    lines = (Path(__file__).parent / "fingerprint.txt").read_text().splitlines()
    return {line.split()[1]: line.split()[0] for line in lines if not line.startswith("#")}


def test_random_games_match_the_pinned_fingerprint() -> None:
    assert fingerprint() == pinned()[Game.name]


@pytest.mark.parametrize("name", [n for n in GAMES if n != Game.name])  # every other game
def test_random_games_of_each_game_match_their_pinned_fingerprint(name: str) -> None:
    assert name in pinned(), (
        f"pin {name}: its line of python -m tests.fingerprint, in fingerprint.txt"
    )
    assert game_fingerprint(name) == pinned()[name]
