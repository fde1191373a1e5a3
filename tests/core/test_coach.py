"""The coach as data (``burg.core.coach``) on every game, and its command line: hint and review
of a small save. Budgets are a few iterations: these check the contract, not the strength."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from burg.cli import main
from burg.core.coach import hint, render_hint, render_turning_point, review
from burg.core.game import Game
from burg.core.registry import GAMES, game_class
from burg.core.search import Budget


def _short_game(name: str, steps: int = 14, seed: int = 2) -> Game:
    cls = game_class(name)
    kw = {"players": 2} if name != "carcassonne" else {}
    game = cls(seed=seed, **kw)
    rng = random.Random(seed)
    for _ in range(steps):
        p = game.pending.players[0]
        game.apply(rng.choice(game.legal_actions(p)))
    return game


@pytest.mark.parametrize("name", sorted(GAMES))
def test_hint_on_every_game(name: str) -> None:
    game = _short_game(name)
    seat = game.pending.players[0]
    legal = game.legal_actions(seat)
    current = legal[-1]
    h = hint(game, seat, budget=Budget(iterations=10), seed=3, current=current)
    assert h.seat == seat and h.kind == game.pending.kind
    assert h.best.action in legal and all(o.action in legal for o in h.options)
    if len(legal) > 1:
        assert h.current is not None and h.current.action == current
    for lang in ("en", "de"):
        lines = render_hint(game, h, lang)
        assert lines and all(lines)
        assert "{" not in " ".join(lines)
    # the same seed, the same advice
    again = hint(game, seat, budget=Budget(iterations=10), seed=3, current=current)
    assert again.best.action == h.best.action and again.options == h.options


def test_review_finds_turning_points_in_order() -> None:
    game = _short_game("wettkampf", steps=12)
    calls: list[tuple[int, int]] = []
    points = review(
        game,
        budget=Budget(iterations=5),
        seed=1,
        progress=lambda done, total: calls.append((done, total)),
        threshold=0.0,
    )
    assert calls[-1] == (12, 12)
    assert [t.index for t in points] == sorted(t.index for t in points)
    for t in points:
        assert t.played.action == game.history[t.index]
        assert t.best.action != t.played.action and t.cost >= 0
        # named by the turn as the page numbers it (the round of the move's events)
        assert t.round is not None and 1 <= t.round <= t.index + 1
        assert render_turning_point(game, t, "de").startswith(f"Zug {t.round}, ")
    assert len(game.history) == 12  # the game itself is unchanged


def test_review_cancel_stops() -> None:
    game = _short_game("schutz", steps=12)
    calls: list[int] = []
    review(
        game,
        budget=Budget(iterations=4),
        seed=1,
        progress=lambda done, total: calls.append(done),
        cancel=lambda: len(calls) >= 3,
    )
    assert calls == [1, 2, 3]


def test_cli_hint_and_review(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "game.json"
    save.write_text(json.dumps(_short_game("wettkampf", steps=10).to_json()), encoding="utf-8")
    assert main(["hint", str(save), "--budget", "10", "--seed", "2", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(("Vorschlag für", "Einziger möglicher Zug", "Alle ")), out
    assert main(["review", str(save), "--budget", "6", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.strip()
    assert "Turn " in out or "No turning points found." in out


def test_cli_bad_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["hint", str(bad)])


def test_levels_are_bots_of_every_command_line() -> None:
    """``burg simulate --bots strong,greedy``: the levels are known bots of every game's command
    line."""
    from importlib import import_module

    from burg.core.levels import LEVEL_NAMES

    for name in GAMES:
        assert set(LEVEL_NAMES) <= set(import_module(f"burg.{name}.cli").COMMANDS.bots)
