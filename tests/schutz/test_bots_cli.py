"""Bots (one interface, legal moves only, complete games) and the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from burg import Back, Done, Game
from burg.schutz.bots import BOTS, GreedyBot, RandomBot, make_bot, play_game
from burg.schutz.cli import main, narrate, simulate
from burg.schutz.messages import place_name, render_event


@pytest.mark.parametrize("kind", sorted(BOTS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_only_choose_legal_actions_and_finish(kind: str, players: int) -> None:
    """Every action a bot picks is among the engine's legal actions, and games end."""
    game = Game(players, seed=players * 11)
    bot = make_bot(kind, seed=3)
    steps = 0
    while not game.is_over:
        p = game.pending.players[0]
        a = bot.choose(game, p)
        assert a in game.legal_actions(p)
        game.apply(a)
        steps += 1
    assert steps > 20
    assert len(game.ranking()) == players


def test_make_bot_rejects_unknown_names() -> None:
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("clever")


def test_bots_are_reproducible_from_their_seed() -> None:
    a = play_game([RandomBot(1), GreedyBot(2)], seed=5)
    b = play_game([RandomBot(1), GreedyBot(2)], seed=5)
    assert a.history == b.history
    assert a.history != play_game([RandomBot(9), GreedyBot(2)], seed=5).history


def test_greedy_never_backs_out_of_a_building_it_chose() -> None:
    """A chosen building always has a payment (the engine offers only payable ones)."""
    for seed in range(6):
        game = play_game([GreedyBot(seed), GreedyBot(seed + 1), GreedyBot(seed + 2)], seed=seed)
        assert not any(isinstance(a, Back) for a in game.history)


def test_greedy_takes_the_bote_when_poor_in_round_one() -> None:
    """Round 1: nothing can be built yet and talers are scarce - the Bote is the sensible card."""
    game = Game(4, seed=2)
    p = game.pending.players[0]
    action = GreedyBot(0).choose(game, p)
    assert action.cards == ("bote",)  # type: ignore[attr-defined]


def test_greedy_beats_random_clearly() -> None:
    """A sensible heuristic wins far more than its share against random play."""
    stats = simulate(2, 60, ["greedy", "random"], seed=100)
    assert stats["greedy"]["win_rate"] > 0.6
    assert stats["greedy"]["avg_vp"] > stats["random"]["avg_vp"]
    assert stats["greedy"]["seats"] == stats["random"]["seats"] == 60


def test_simulate_counts_every_seat_and_splits_shared_wins() -> None:
    stats = simulate(4, 12, ["greedy", "random", "random", "greedy"], seed=1)
    assert sum(row["seats"] for row in stats.values()) == 48
    assert sum(row["wins"] for row in stats.values()) == pytest.approx(12)


def test_cli_simulate_prints_the_table(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save = tmp_path / "last.json"
    assert main(["simulate", "--players", "3", "--games", "4", "--bots", "greedy,random",
                 "--save", str(save)]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "win rate" in out and "games per second" in out
    assert "greedy" in out and "random" in out
    game = Game.from_json(json.loads(save.read_text()))
    assert game.is_over and game.n_players == 3


def test_simulate_in_several_processes_gives_the_same_figures(tmp_path: Path) -> None:
    """``--jobs``: the games are split over processes; every game is fixed by its seeds, so the
    figures and the saved last game are those of one process."""
    one, two = tmp_path / "one.json", tmp_path / "two.json"
    a = simulate(3, 7, ["greedy", "random", "random"], seed=5, save=one, winter=True)
    b = simulate(3, 7, ["greedy", "random", "random"], seed=5, save=two, winter=True, jobs=2)
    assert a.keys() == b.keys()
    for kind in a:
        assert b[kind] == pytest.approx(a[kind])
    assert json.loads(one.read_text()) == json.loads(two.read_text())
    assert json.loads(two.read_text())["winter"] is True


def test_cli_jobs_must_be_positive(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--games", "2", "--jobs", "0"])
    assert "--jobs must be at least 1" in capsys.readouterr().err


def test_cli_rejects_unknown_bots() -> None:
    with pytest.raises(SystemExit, match="unknown bot"):
        main(["simulate", "--bots", "greedy,clever"])


def test_replay_narrates_a_saved_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    game = play_game(
        [GreedyBot(1), RandomBot(2)], seed=8, record_events=True, names=["Anna", "Bea"]
    )
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.to_json()))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Round 1 of 12 begins" in out
    assert "Anna reveals" in out and "Final ranking" in out
    first = game.ranking()[0]
    names = ["Anna", "Bea"]
    assert f"1. {names[first.seat]}: {first.vp} VP" in out
    assert main(["replay", str(path), "--lang", "de"]) == 0
    assert "Runde 1 von 12 beginnt" in capsys.readouterr().out


def test_narration_tells_every_event_in_order_after_the_setup_summary() -> None:
    game = play_game([RandomBot(1), RandomBot(2)], seed=4, record_events=True, names=["A", "B"])
    lines = [line.strip() for line in narrate(game) if line.strip()]
    setup = [e for e in game.events if e.reason == "setup" and e.kind == "transfer"]
    told = [render_event(e, ["A", "B"]) for e in game.events if e not in setup]
    places = {place_name(e.dst, ["A", "B"]) for e in setup}  # a player's supply and hand: one line
    assert lines[0] == "Set-up:" and len(setup) > len(places)
    assert lines[1 + len(places) : 1 + len(places) + len(told)] == told
    assert lines[1 + len(places) + len(told)] == "Final ranking:"


@pytest.mark.parametrize(
    "content, words",
    [
        (b"{not json", "JSON"),
        (b"\xff\xfe\x00", ""),
        (b'{"format": "burg-game", "version": 1}', ""),
        (b"[]", ""),
    ],
)
def test_replay_of_a_damaged_file_is_a_message_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, words: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and str(path) in err and words in err


def test_replay_of_a_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_python_dash_m_burg_runs() -> None:
    """The module entry point works as a real process."""
    out = subprocess.run(
        [sys.executable, "-m", "burg", "simulate", "--players", "2", "--games", "2"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    assert "games per second" in out


def test_done_is_always_offered_where_passing_is_allowed() -> None:
    """Bots rely on Done to pass: wherever the engine offers it, it is legal to apply."""
    game = Game(2, seed=3)
    bot = RandomBot(4)
    while not game.is_over:
        p = game.pending.players[0]
        legal = game.legal_actions(p)
        if Done(p) in legal:
            copy = Game.from_json(game.to_json())
            copy.apply(Done(p))
        game.apply(bot.choose(game, p))


def test_the_engine_benchmark_runs_and_prints_its_figures() -> None:
    """``benchmarks/bench_engine.py`` (figures, not a timing test): both loops, every player
    count, and the time per decision are printed."""
    bench = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_engine.py"
    out = subprocess.run(
        [sys.executable, str(bench), "--games", "2", "--runs", "1", "--winter"],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    ).stdout
    rows = [
        line.split()
        for line in out.splitlines()
        if line.split()[:1] in (["apply"], ["random_playout"])
    ]
    assert len(rows) == 12
    assert all(float(row[-3]) > 0 for row in rows)
    assert "Die Burg im Winter" in out and "legal_actions + apply, 4 players: median" in out
