"""The strategy lab's engine side (``burg.core.lab``): seats rotate, seeds make results the same
whatever the processes, the counts add up, every game's flows balance and its points by source
sum to its scores, the CSV round-trips, bad experiments and bad bots are told in plain words.

Small game counts (the lab's minimum, 10) with random bots: these run in a few seconds."""

from __future__ import annotations

import contextlib
import time
from typing import Any

import pytest

from burg.core import lab
from burg.core.lab import Experiment, LabError

#: One experiment per game and set-up, with bots that play fast.
SETUPS = [
    Experiment("schutz", ("random", "random"), 10, seed=2),
    Experiment("schutz", ("greedy", "random", "random"), 10, seed=3, variant={"winter": True}),
    Experiment("wettkampf", ("perfect", "random"), 10, seed=4),
    Experiment(
        "wettkampf", ("perfect", "forgetful", "random"), 10, seed=5, variant={"expert": True}
    ),
    Experiment("carcassonne", ("random", "random"), 10, seed=6),
]
IDS = ["schutz", "schutz-winter-3", "wettkampf", "wettkampf-expert-3", "carcassonne"]


@pytest.fixture(scope="module")
def runs() -> dict[str, lab.LabRun]:
    return {i: lab.run(e, jobs=1) for i, e in zip(IDS, SETUPS, strict=True)}


def test_seats_rotate_so_that_every_player_sits_everywhere_equally_often() -> None:
    exp = Experiment("schutz", ("random", "random", "random"), 12)
    assert [lab.seat_order(3, i) for i in range(3)] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    lines = lab.run(exp, jobs=1).lines
    assert [g.index for g in lines] == list(range(12))
    for p in range(3):
        seats = [g.seat_of_player[p] for g in lines]
        assert sorted(seats) == sorted([0, 1, 2] * 4)


def test_the_same_seed_gives_the_same_games_in_one_process_or_two() -> None:
    exp = Experiment("wettkampf", ("perfect", "random"), 20, seed=9)
    one = lab.run(exp, jobs=1, chunk=5)
    two = lab.run(exp, jobs=2, chunk=5)
    assert one.lines == two.lines
    assert one.to_csv() == two.to_csv()
    other = lab.run(Experiment("wettkampf", ("perfect", "random"), 20, seed=10), jobs=1)
    assert other.lines != one.lines


@pytest.mark.parametrize("which", IDS)
def test_counts_add_up(runs: dict[str, lab.LabRun], which: str) -> None:
    run = runs[which]
    n = len(run.experiment.players)
    rates = run.win_rates()
    assert len(rates) == n and not run.errors
    assert sum(r.wins for r in rates) == pytest.approx(10)  # a shared win split among the winners
    for r in rates:
        assert r.games == 10 and 0 <= r.lo <= r.rate <= r.hi <= 1
    assert [len(s) for s in run.scores()] == [10] * n
    rate, lo, hi = run.first_seat_advantage()
    assert 0 <= lo <= rate <= hi <= 1
    for g in run.lines:  # the winners have the best score
        assert max(g.scores) in [g.scores[p] for p in g.winners]


@pytest.mark.parametrize("which", IDS)
def test_points_by_source_sum_to_the_scores(runs: dict[str, lab.LabRun], which: str) -> None:
    run = runs[which]
    for g in run.lines:
        assert [sum(g.points_by_source[p].values()) for p in range(len(g.scores))] == list(g.scores)
    means = run.points_by_source()
    assert [sum(m.values()) for m in means] == pytest.approx([sum(s) / 10 for s in run.scores()])


@pytest.mark.parametrize("which", IDS)
def test_flows_balance_at_every_intermediate_node(runs: dict[str, lab.LabRun], which: str) -> None:
    run = runs[which]
    game = run.experiment.game
    nodes = lab.balanced_nodes(game, len(run.experiment.players))
    units = lab.flow_units(game, "en")
    assert set(nodes) == set(units)
    for g in run.lines:
        assert g.flows and all(v > 0 for *_, v in g.flows)
        assert {u for u, *_ in g.flows} == set(units)  # every unit flows in every game
        for unit, balanced in nodes.items():
            flows = [(a, b, v) for u, a, b, v in g.flows if u == unit]
            for node in balanced:
                inflow = sum(v for a, b, v in flows if b == node)
                outflow = sum(v for a, b, v in flows if a == node)
                assert inflow == outflow, (g.index, unit, node)
    totals = run.flows()
    assert set(totals) == set(units)
    assert sum(v for t in totals.values() for v in t.values()) == sum(
        v for g in run.lines for *_, v in g.flows
    )


@pytest.mark.parametrize("which", IDS)
def test_every_key_has_words_in_both_languages(runs: dict[str, lab.LabRun], which: str) -> None:
    run = runs[which]
    keys = {k for flows in run.flows().values() for a, b in flows for k in (a, b)}
    keys |= {k for row in run.points_by_source() for k in row}
    for lang in ("en", "de"):
        words = lab.labels(run.experiment.game, lang)
        assert keys <= set(words), keys - set(words)
        assert all(words[k] and "_" not in words[k] for k in keys)
        units = lab.flow_units(run.experiment.game, lang)
        assert all(w and "_" not in w for w in units.values())
    assert lab.flow_units(run.experiment.game, "en") != lab.flow_units(run.experiment.game, "de")


def _unit(flows: Any, unit: str) -> dict[tuple[str, str], int]:
    out: dict[tuple[str, str], int] = {}
    for u, a, b, v in flows:
        if u == unit:
            out[a, b] = out.get((a, b), 0) + v
    return out


def test_carcassonne_followers_go_from_the_players_through_their_roles_to_where_they_ended() -> (
    None
):
    """Every follower placed (an event) came home (an event) or stood in the castle at the end
    (the view), and came home with points just when its player scored a feature."""
    exp = Experiment("carcassonne", ("greedy", "random"), 10, seed=11)
    roles = {"herald", "knight", "squire", "trader"}
    ends = {"back_scored", "back_unscored", "end_scored", "end_unscored"}
    seen: set[str] = set()
    for index in range(4):
        line, game = lab.play_game(exp, index)
        flows = _unit(line.flows, "followers")
        assert {a for a, _b in flows} <= {"p0", "p1"} | roles and {b for _a, b in flows} <= (
            roles | ends
        )
        moves = [e for e in game.events if e.kind == "transfer" and e.item == "follower"]
        placed = sum(e.count for e in moves if e.reason == "follower")
        home = sum(e.count for e in moves if e.reason == "return")
        assert sum(v for (a, _b), v in flows.items() if a in ("p0", "p1")) == placed
        assert sum(v for (_a, b), v in flows.items() if b.startswith("back_")) == home
        standing = len(game.view()["followers"])
        assert sum(v for (_a, b), v in flows.items() if b.startswith("end_")) == standing
        assert placed == home + standing > 0
        into = {b: sum(v for (_a, t), v in flows.items() if t == b) for b in ends}
        scored = any(e.kind == "score" for e in game.events)
        assert (into["back_scored"] > 0) == scored  # a scored feature sends its winner's home
        final = any(e.kind in ("final_court", "final_incomplete") for e in game.events)
        assert (into["end_scored"] > 0) == final
        seen |= {b for b, v in into.items() if v}
    assert {"back_scored", "end_scored", "end_unscored"} <= seen


@pytest.mark.parametrize("winter", [False, True])
def test_schutz_talers_go_from_their_sources_through_the_players_to_what_they_paid(
    winter: bool,
) -> None:
    """Every taler a player received or paid is an event; what is left is the view's."""
    exp = Experiment(
        "schutz", ("greedy", "random", "random"), 10, seed=5, variant={"winter": winter}
    )
    for index in range(3):
        line, game = lab.play_game(exp, index)
        player_at = {s: p for p, s in enumerate(line.seat_of_player)}
        flows = _unit(line.flows, "talers")
        talers = [e for e in game.events if e.kind == "transfer" and e.item == "taler"]
        for s, shown in enumerate(game.view()["players"]):
            me = f"p{player_at[s]}"
            got = sum(e.count for e in talers if e.dst == f"p{s}")
            paid = sum(e.count for e in talers if e.src == f"p{s}")
            assert sum(v for (_a, b), v in flows.items() if b == me) == got
            assert sum(v for (a, b), v in flows.items() if a == me and b != "kept") == paid
            assert flows.get((me, "kept"), 0) == shown["talers"] == got - paid
        fees = sum(e.count for e in talers if e.reason == "helper_fee")
        assert sum(v for (a, _b), v in flows.items() if a == "helper_fees") == fees
        # a payment between players: spent by the one, received by the other
        bought = sum(v for (_a, b), v in flows.items() if b == "bought")
        assert bought == sum(v for (a, _b), v in flows.items() if a == "sold")


def test_seats_name_every_bot_and_level_in_both_languages() -> None:
    from importlib import import_module

    for game in ("schutz", "wettkampf", "carcassonne"):
        names = [s.name for s in lab.seats(game)]
        bots = import_module(f"burg.{game}.bots")
        assert set(bots.BOTS) | {"beginner", "club", "strong"} == set(names)
        assert all(s.label("en") and s.label("de") for s in lab.seats(game))


def test_the_csv_has_a_header_and_a_line_per_game(runs: dict[str, lab.LabRun]) -> None:
    run = runs["schutz-winter-3"]
    text = run.to_csv()
    rows = text.splitlines()
    assert rows[0].startswith("game,seat_0,seat_1,seat_2,score_0,score_1,score_2,winners")
    assert len(rows) == 1 + 10
    assert lab.lines_from_csv(text) == run.lines


@pytest.mark.parametrize("games", [0, 9, 10_001])
def test_too_few_or_too_many_games_are_refused_in_plain_words(games: int) -> None:
    with pytest.raises(LabError) as e:
        lab.run(Experiment("schutz", ("random", "random"), games))
    assert "10 to 10,000 games" in e.value.message("en") and str(games) in e.value.message("en")
    assert f"10 bis 10.000 Partien, nicht {games}." in e.value.message("de")


@pytest.mark.parametrize(
    "exp, words",
    [
        (Experiment("chess", ("random", "random"), 10), ("no lab", "kein Labor")),
        (Experiment("carcassonne", ("random",) * 3, 10), ("2 players", "2 Spieler")),
        (Experiment("schutz", ("random", "clever"), 10), ("'clever'", "'clever'")),
        (
            Experiment("schutz", ("random",) * 2, 10, variant={"expert": True}),
            ("variant", "Variante"),
        ),
        (Experiment("schutz", ("random",) * 2, 10, move_limit=0), ("0 seconds", "0 Sekunden")),
    ],
)
def test_other_bad_experiments_are_refused_in_plain_words(
    exp: Experiment, words: tuple[str, str]
) -> None:
    with pytest.raises(LabError) as e:
        exp.check()
    assert words[0] in e.value.message("en") and words[1] in e.value.message("de")
    assert "Traceback" not in e.value.message("en")


def test_cancel_stops_after_the_current_chunk_with_what_is_done() -> None:
    seen: list[lab.Progress] = []
    run = lab.run(
        Experiment("schutz", ("random", "random"), 50),
        jobs=1,
        chunk=10,
        progress=seen.append,
        cancel=lambda: len(seen) >= 2,
    )
    assert run.cancelled and len(run.lines) == 20
    assert [p.done for p in seen] == [10, 20] and all(p.total == 50 for p in seen)
    assert seen[0].eta_seconds is not None and seen[-1].games_per_second > 0
    assert run.win_rates()[0].games == 20


def test_in_the_browser_it_plays_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lab.sys, "platform", "emscripten")
    run = lab.LabRun(Experiment("schutz", ("random", "random"), 20), jobs=2, chunk=10)
    assert run.jobs == 1
    assert run.step().done == 10 and not run.done
    assert run.step().done == 20 and run.done


# --- bots that fail: a forfeit in plain words, the game unharmed ----------------------------------
class Raising:
    name = "raiser"

    def choose(self, game: Any, player: int) -> Any:
        raise ZeroDivisionError("no idea")


class Illegal:
    """Plays its first legal move, then one that is not legal now (another seat's move)."""

    name = "cheat"

    def __init__(self) -> None:
        self.moves = 0

    def choose(self, game: Any, player: int) -> Any:
        self.moves += 1
        if self.moves == 1:
            return game.legal_actions(player)[0]
        from burg.wettkampf.actions import Flip

        return Flip(player=player, slot=99)


class Slow:
    name = "sleepy"

    def choose(self, game: Any, player: int) -> Any:
        time.sleep(0.06)
        return game.legal_actions(player)[0]


class Stuck:
    name = "stuck"

    def choose(self, game: Any, player: int) -> Any:
        with contextlib.suppress(Exception):  # its own handler does not keep it from a stop
            time.sleep(30)
        return game.legal_actions(player)[0]


@pytest.mark.parametrize("player", [0, 1])
def test_a_forfeit_names_the_player_and_the_bot_as_the_page_does(player: int) -> None:
    """A bot of the game's own: its label in each language (the page's menus), its player's
    number (the page's "Player n", whatever seat it has in that game); no seat, no quotes."""
    exp = Experiment("wettkampf", ("perfect", "random"), 10, move_limit=0.02)
    bad = [First(), First()]
    bad[player] = Raising()
    for index in range(2):  # the bad bot in either seat
        part = lab.lab_module("wettkampf")
        mine = lambda name, seed: bad[exp.players.index(name)]  # noqa: E731
        with pytest.MonkeyPatch.context() as m:
            m.setattr(part, "make_bot", mine)
            line, _game = lab.play_game(exp, index)
        label = {s.name: s for s in lab.seats("wettkampf")}[exp.players[player]]
        assert line.forfeit == player and line.error and line.error_de
        assert line.error.startswith(f"Player {player + 1}, the bot “{label.en}”, failed")
        assert line.error_de.startswith(
            f"Spieler {player + 1}, der Computergegner „{label.de}“, scheiterte"
        )
        for text in (line.error, line.error_de):
            assert "seat" not in text and "Platz" not in text and "'" not in text


def test_a_bot_that_never_answers_is_stopped() -> None:
    exp = Experiment("wettkampf", ("random", "random"), 10, move_limit=0.1)
    line, game = lab.play_game(exp, 0, bots=[Stuck(), First()])
    assert line.error is not None and "Player 1, the bot “stuck”," in line.error
    # stopped by the timer (a bot left to finish its 30 s would have "took 30.00 s" instead)
    assert "stopped after 0.7 s" in line.error
    assert "nach 0,7 s angehalten" in (line.error_de or "") and line.forfeit == 0
    assert game.legal_actions(game.pending.players[0])


class First:
    name = "first"

    def choose(self, game: Any, player: int) -> Any:
        return game.legal_actions(player)[0]


@pytest.mark.parametrize(
    "bad, words",
    [
        (Raising(), ["“raiser”", "failed at move", "ZeroDivisionError: no idea"]),
        (Illegal(), ["“cheat”", "illegal move at move", "#100", "[rule:"]),
        (Slow(), ["“sleepy”", "more than the 0.02 s allowed", "move "]),
    ],
    ids=["raises", "illegal", "too-slow"],
)
def test_a_bad_bot_forfeits_in_plain_words_and_the_game_is_unharmed(
    bad: Any, words: list[str]
) -> None:
    exp = Experiment("wettkampf", ("random", "random"), 10, move_limit=0.02)
    for index in range(2):  # in one of the two games the bad bot moves first
        line, game = lab.play_game(exp, index, bots=[bad, First()])
        assert line.error is not None and line.forfeit == 0 and line.winners == (1,)
        for w in words:
            assert w in line.error
        assert "Traceback" not in line.error and "Partie" in (line.error_in("de") or "")
        # named as the page names them: player 1 (who sits where changes), the bot's words
        assert line.error.startswith(f"Player 1, the bot “{bad.name}”, ")
        assert (line.error_de or "").startswith(f"Spieler 1, der Computergegner „{bad.name}“, ")
        assert not line.scores and not line.flows
        # the game stands before the forfeited move and plays on
        before = len(game.history)
        seat = game.pending.players[0]
        game.apply(game.legal_actions(seat)[0])
        game.undo()
        assert len(game.history) == before and game.why_not(game.legal_actions(seat)[0]) is None
    forfeit = lab.LabRun(exp)
    forfeit.lines = [lab.play_game(exp, i, bots=[bad, First()])[0] for i in range(10)]
    rates = forfeit.win_rates()
    assert [r.wins for r in rates] == [0, 10] and forfeit.scores() == [[], []]
    assert lab.lines_from_csv(forfeit.to_csv()) == forfeit.lines  # errors round-trip too
