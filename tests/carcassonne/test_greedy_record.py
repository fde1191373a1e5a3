"""The greedy bot and the bots built on its values choose exactly as recorded
(``tests/carcassonne/greedy_record.py``, which wrote ``greedy_record.json`` with the code of
the day): whole games of greedy against greedy, random and the search bot (a fixed number of
playouts, not a time budget), and along one game every ``greedy_choices`` value, the coach's
candidates and ``best_follower``'s answers. A change meant only to make them faster must leave
every line as it is."""

from __future__ import annotations

import json

import pytest

from tests.carcassonne import greedy_record as rec

RECORD = json.loads(rec.PATH.read_text())


@pytest.mark.parametrize("name", sorted(rec.GAMES))
def test_the_game_is_played_as_recorded(name: str) -> None:
    seed, bots = rec.GAMES[name]
    got = rec.game_actions(seed, bots).split()
    want = RECORD["games"][name].split()
    first = next((i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b), None)
    assert first is None and len(got) == len(want), (
        f"{name}: action {first} is {got[first] if first is not None else '-'}, "
        f"recorded {want[first] if first is not None else '-'} ({len(got)} vs {len(want)} actions)"
    )


def test_every_greedy_value_is_as_recorded() -> None:
    assert rec.values(rec.VALUES_SEED) == RECORD["values"]
