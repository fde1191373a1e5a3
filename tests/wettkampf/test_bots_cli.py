"""Der Wettkampf der Burgbaumeister: bots (legal moves only, memory from the public log alone,
complete games), the command line and the memory benchmark."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from burg.cli import main as burg_main
from burg.wettkampf import Flip, Game, Lay, Return
from burg.wettkampf.bots import BOTS, MemoryBot, PerfectBot, make_bot, play_game
from burg.wettkampf.cli import main, narrate, simulate
from tests.wettkampf.builders import flip, position

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("kind", sorted(BOTS))
@pytest.mark.parametrize(("players", "expert"), [(2, False), (3, True), (4, False), (4, True)])
def test_bots_only_choose_legal_actions_and_finish(kind: str, players: int, expert: bool) -> None:
    game = Game(players, seed=players * 11, expert=expert)
    bot = make_bot(kind, seed=3)
    while not game.is_over:
        p = game.pending.players[0]
        a = bot.choose(game, p)
        assert a in game.legal_actions(p)
        game.apply(a)
    assert game.winners()


def test_make_bot_knows_the_bots_by_name() -> None:
    assert set(BOTS) == {"random", "nomemory", "limited", "forgetful", "perfect"}
    assert make_bot("perfect").name == "perfect"
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("clever")


def test_bots_are_reproducible_from_their_seed() -> None:
    a = play_game([make_bot("forgetful", 1), make_bot("random", 2)], seed=5)
    b = play_game([make_bot("forgetful", 1), make_bot("random", 2)], seed=5)
    assert a.history == b.history


def test_memory_comes_from_the_public_flips_only() -> None:
    """§H5: a bot knows a face-down card only after it was flipped, and where it lies."""
    g = Game(2, seed=1)
    bot = PerfectBot(0)
    bot.observe(g)
    assert bot.known == {}
    g.apply(Flip(g.pending.players[0], 7))
    number = g.pending.number
    g.apply(Return(g.pending.players[0]))
    bot.observe(g)
    assert bot.known == {7: number}
    p = g.pending.players[0]
    g.apply(Flip(p, 7))
    g.apply(Lay(p))  # the slot is empty now: nothing to remember there
    bot.observe(g)
    assert bot.known == {}


def test_the_memory_models_keep_what_they_may() -> None:
    g = Game(2, seed=2)
    for s in range(20):  # 20 turns, each flips slot s and puts it back
        g.apply(Flip(g.pending.players[0], s))
        g.apply(Return(g.pending.players[0]))
    models = {
        "perfect": PerfectBot(0),
        "limited": make_bot("limited", 0),
        "nomemory": make_bot("nomemory", 0),
        "forgets all": MemoryBot(0, forget=1.0),
    }
    for bot in models.values():
        bot.observe(g)  # type: ignore[attr-defined]
    kept = {k: len(b.known) for k, b in models.items()}  # type: ignore[attr-defined]
    assert kept["perfect"] == 20 and kept["limited"] == 4 and kept["nomemory"] == 0
    assert kept["forgets all"] == 1  # only the card of this very turn
    halves = [MemoryBot(seed, forget=0.5) for seed in range(40)]
    for bot in halves:
        bot.observe(g)
    assert 1.5 < sum(len(b.known) for b in halves) / 40 < 2.5  # 1 + 1/2 + 1/4 + ...
    assert list(models["limited"].known) == [16, 17, 18, 19]  # type: ignore[attr-defined]


def test_a_bot_starts_over_after_an_undo() -> None:
    g = Game(2, seed=3)
    bot = PerfectBot(0)
    g.apply(Flip(g.pending.players[0], 5))
    g.apply(Return(g.pending.players[0]))
    bot.observe(g)
    assert 5 in bot.known
    g.undo(2)
    g.apply(Flip(g.pending.players[0], 6))
    bot.observe(g)
    assert set(bot.known) == {6}


def test_the_perfect_bot_flips_a_remembered_card_that_fits() -> None:
    g = position([[4, 9], [30, 40]])
    flip(g, 10)  # P0 sees 10 fits his wall, puts it back
    slot = g.pending.slot
    g.apply(Return(0))
    flip(g, 2)
    g.apply(Return(1))
    a = PerfectBot(0).choose(g, 0)
    assert a == Flip(0, slot)  # type: ignore[arg-type]
    g.apply(a)
    assert PerfectBot(0).choose(g, 0) == Lay(0)


def test_bots_avoid_big_jumps_early() -> None:
    """The rulebook's advice: from 6, not to 34."""
    g = position([[6], [2]])
    flip(g, 34)
    assert PerfectBot(0).choose(g, 0) == Return(0)
    g = position([[6], [2]])
    flip(g, 8)
    assert PerfectBot(0).choose(g, 0) == Lay(0)


def test_behind_on_points_a_bot_waits_for_a_better_last_card_only_while_one_may_come() -> None:
    """Expert: the 9th card ends the game and most points win (§W14, §W42)."""
    figures = {16: ("queen",), 33: ("king",), 45: ("raven", "raven")}
    mine, third = [2, 3, 4, 5, 6, 7, 8, 40], [42, 43, 44, 46]  # 8 points
    g = position([mine, [10, 16, 33, 35], third], expert=True, figures=figures)  # 10 points
    flip(g, 41)  # 9 points; the two ravens of 45 (still face down) would give 11
    assert PerfectBot(0).choose(g, 0) == Return(0)
    g = position([mine, [10, 16, 33, 35, 45], third], expert=True, figures=figures)  # 13
    flip(g, 41)  # nothing better can come: end the game rather than wait for ever
    assert PerfectBot(0).choose(g, 0) == Lay(0)


def test_better_memory_wins_more() -> None:
    stats = simulate(2, 40, ["perfect", "nomemory"], seed=3)
    assert stats["perfect"]["win_rate"] > 0.8
    stats = simulate(2, 40, ["perfect", "random"], seed=3, expert=True)
    assert stats["perfect"]["win_rate"] > 0.8 and stats["perfect"]["avg_points"] > 9


def test_simulate_counts_every_seat_and_in_processes_gives_the_same_figures(
    tmp_path: Path,
) -> None:
    one = simulate(3, 6, ["perfect", "forgetful", "random"], seed=2, save=tmp_path / "a.json")
    two = simulate(3, 6, ["perfect", "forgetful", "random"], seed=2, jobs=2)
    games = one.pop("_games")
    assert games["games"] == 6 and sum(games[f"end_{h}"] for h in ("ninth", "blocked", "stall"))
    assert sum(row["wins"] for row in one.values()) == pytest.approx(6)
    two.pop("_games")
    assert one == two
    assert Game.from_json(json.loads((tmp_path / "a.json").read_text())).is_over


def test_cli_simulate_prints_games_per_second_and_win_rates(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["simulate", "--game", "wettkampf", "--players", "3", "--games", "5"]
    assert burg_main([*argv, "--bots", "perfect,forgetful,random", "--expert"]) == 0
    out = capsys.readouterr().out
    assert "games per second" in out and "win rate" in out and "avg points" in out
    assert "perfect" in out and "forgetful" in out and "random" in out
    with pytest.raises(SystemExit, match="unknown bot"):
        main(["simulate", "--bots", "perfect,clever"])
    assert burg_main(["--game", "memory", "simulate"]) == 2
    assert "unknown game" in capsys.readouterr().err


def test_replay_narrates_a_saved_game_without_naming_the_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = play_game(
        [make_bot("perfect", 1), make_bot("random", 2)], seed=8, expert=True, names=["Ann", "Ben"]
    )
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.to_json()))
    assert burg_main(["replay", str(path)]) == 0  # the file says which game
    out = capsys.readouterr().out
    assert "Ann turns over" in out and "Final ranking:" in out and "The game ends" in out
    assert burg_main(["replay", str(path), "--lang", "de", "--game", "wettkampf"]) == 0
    assert "deckt die" in capsys.readouterr().out
    assert narrate(game)[-1].startswith("  2. ")


def test_replay_of_a_damaged_file_is_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "burg-game", "version": 1, "game": "wettkampf"}')
    assert burg_main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "seed" in err
    assert main(["replay", str(tmp_path / "nope.json")]) == 2


def test_python_dash_m_burg_plays_the_wettkampf() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "burg", "simulate", "--game", "wettkampf", "--games", "3"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        cwd=ROOT,
    ).stdout
    assert "games per second" in out and "Wettkampf" in out


def test_the_memory_benchmark_prints_its_table_and_writes_json(tmp_path: Path) -> None:
    bench = ROOT / "benchmarks" / "wettkampf_memory.py"
    out_file = tmp_path / "memory.json"
    out = subprocess.run(
        [sys.executable, str(bench), "--games", "4", "--out", str(out_file)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        cwd=ROOT,
    ).stdout
    assert "vs perfect" in out and "no memory" in out and "games per second" in out
    data = json.loads(out_file.read_text())
    assert data["games_per_pairing"] == 4 and len(data["models"]) == 7
    assert set(data["models"][0]["win_rate"]) == {"perfect", "no memory"}
