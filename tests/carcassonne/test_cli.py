"""Carcassonne – Die Burg's command line: ``simulate`` (figures per bot, the same in several
processes), ``replay`` of a save, clear messages for bad arguments; and the statistics
benchmark's per-game figures."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from burg.carcassonne import Game
from burg.carcassonne.bots import make_bot, play_game
from burg.carcassonne.cli import main, narrate, ranking, simulate
from burg.cli import main as burg_main

ROOT = Path(__file__).resolve().parents[2]


def _stats_module() -> ModuleType:  # the benchmark script, loaded as a module
    spec = importlib.util.spec_from_file_location(
        "carcassonne_stats", ROOT / "benchmarks" / "carcassonne_stats.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["carcassonne_stats"] = module
    spec.loader.exec_module(module)
    return module


def test_simulate_counts_every_seat_and_in_processes_gives_the_same_figures(
    tmp_path: Path,
) -> None:
    one = simulate(2, 6, ["random", "random"], seed=4, save=tmp_path / "a.json")
    two = simulate(2, 6, ["random", "random"], seed=4, jobs=2)
    games = one.pop("_games")
    assert games["games"] == 6 and games["avg_winner_points"] > 0
    assert one["random"]["seats"] == 12
    assert one["random"]["wins"] == pytest.approx(6)  # every game has its winner(s)
    two.pop("_games")
    assert one == two
    assert Game.from_json(json.loads((tmp_path / "a.json").read_text())).is_over


def test_greedy_beats_random() -> None:
    stats = simulate(2, 2, ["greedy", "random"], seed=2)
    assert stats["greedy"]["win_rate"] > stats["random"]["win_rate"]
    assert stats["greedy"]["avg_points"] > stats["random"]["avg_points"]


def test_ranking_shares_a_tie() -> None:
    game = play_game([make_bot("random", 1), make_bot("random", 2)], seed=9)
    scores = game.scores()
    ranks = {s.seat: s.rank for s in ranking(game)}
    best = max(scores)
    assert all((ranks[p] == 1) == (scores[p] == best) for p in range(2))
    assert sorted(p for p in range(2) if ranks[p] == 1) == game.winners()


def test_cli_simulate_prints_games_per_second_and_the_figures_per_bot(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save = tmp_path / "last.json"
    argv = ["simulate", "--game", "carcassonne", "--games", "3", "--seed", "5"]
    assert burg_main([*argv, "--bots", "random", "--save", str(save)]) == 0
    out = capsys.readouterr().out
    assert "Carcassonne" in out and "games per second" in out
    assert "win rate" in out and "avg points" in out and "random" in out
    assert "seeds 5..7" in out and "last game saved" in out and save.exists()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--bots", "greedy,clever"], "unknown bot"),
        (["simulate", "--bots", "greedy,random,random"], "3 bots for 2 players"),
    ],
)
def test_bad_bots_are_a_clear_message(argv: list[str], message: str) -> None:
    with pytest.raises(SystemExit, match=message):
        main(argv)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--games", "0"], "--games must be at least 1"),
        (["simulate", "--jobs", "0"], "--jobs must be at least 1"),
        (["simulate", "--players", "3"], "invalid choice"),
        (["simulate", "--games", "many"], "invalid int value"),
    ],
)
def test_bad_arguments_are_a_usage_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert message in capsys.readouterr().err


def test_replay_narrates_a_saved_game_without_naming_the_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = play_game([make_bot("random", 1), make_bot("random", 2)], seed=8)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.to_json()))
    assert burg_main(["replay", str(path)]) == 0  # the file says which game
    out = capsys.readouterr().out
    assert "draws a tile" in out and "Final ranking:" in out and "the game is over" in out
    assert burg_main(["replay", str(path), "--lang", "de", "--game", "carcassonne"]) == 0
    assert "Endstand:" in capsys.readouterr().out
    assert narrate(game)[-1].startswith("  2. ")


def test_replay_of_a_damaged_file_is_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "burg-game", "version": 1, "game": "carcassonne"}')
    assert burg_main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "seed" in err
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_statistics_come_from_events_and_view(tmp_path: Path) -> None:
    stats = _stats_module()
    game = play_game([make_bot("random", 1), make_bot("random", 2)], seed=3, record_events=True)
    row, sizes = stats.game_figures(game)
    view = game.view()
    scores = [p["score"] for p in view["players"]]
    assert row["winner_points"] == max(scores) and row["loser_points"] == min(scores)
    assert row["paths"] == len(sizes["P"]) and row["discarded"] == len(view["discarded"])
    assert 0 <= row["wall_tiles"] <= 13 and row["empty_region"] is not None
    assert 0 <= row["empty_region"] <= 16 + len(view["discarded"])
    kept = sum(x[2] for x in view["final"] if x[0] == "court")
    assert row["market_points"] == kept
    result = stats.run(3, ["random", "random"], seed=3, out=tmp_path / "s.json", every=2)
    assert result["games"] == 3 and len(result["per_game"]) == 3
    assert json.loads((tmp_path / "s.json").read_text())["games"] == 3
    table = stats.table([result])
    assert "start player wins" in table and "| discarded tiles ≤ 0.5 | mean |" in table
