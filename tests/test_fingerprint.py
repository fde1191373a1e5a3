"""Random games play exactly as pinned: a refactor that changes no rule changes no legal list and
no event (``tests/fingerprint.py``)."""

from pathlib import Path

from tests.fingerprint import fingerprint


def test_random_games_match_the_pinned_fingerprint() -> None:
    pinned = (Path(__file__).parent / "fingerprint.txt").read_text().split()[0]
    assert fingerprint() == pinned
