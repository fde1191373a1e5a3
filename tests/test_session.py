"""The play session (``widgets.core.session``) without a browser: real games, real bots, undo and
redo, files; and a toy game to show the session knows a game only through its ``Game``."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace
from typing import Any

import pytest

from burg import ChooseCards, Game
from burg.core.actions import Action
from burg.core.errors import IllegalAction
from burg.reference.nim import Nim, Take
from burg.schutz.bots import GreedyBot, RandomBot
from widgets.core.session import PERSON, GameKind, LoadError, Session
from widgets.schutz.app import SCHUTZ


class Recorded(Session):
    """A session of Im Schutze der Burg that lists the changes its observers heard of."""

    def __init__(self, **kw: Any) -> None:
        super().__init__(SCHUTZ, **kw)
        self.changes: list[str] = []
        self.observe(self.changes.append)


session = Recorded


def person_plays(s: Session, rng: random.Random, limit: int = 3000) -> list[Action]:
    """Play as the people at random to the end; the actions the people took."""
    ours: list[Action] = []
    for _ in range(limit):
        if s.game is None or s.game.is_over:
            return ours
        p = s.actor()
        assert p is not None and not s.is_bot(p)  # the bots have moved on their own
        if s.needs_curtain():
            s.reveal()
        action = rng.choice(s.game.legal_actions(p))
        s.act(action)
        ours.append(action)
    raise AssertionError("the game did not end")  # pragma: no cover


# --- who plays -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("seats", "seed"),
    [([PERSON, "greedy"], 1), ([PERSON, "random", "greedy"], 2), (["greedy", PERSON, PERSON], 3)],
)
def test_bots_move_until_a_person_must_decide_and_never_for_a_person(
    seats: list[str], seed: int
) -> None:
    s = session()
    s.new_game(seats, seed=seed)
    assert s.seats == seats and sorted(s.bots) == [p for p, k in enumerate(seats) if k != PERSON]
    assert isinstance(s.bots[seats.index("greedy")], GreedyBot)
    assert s.game is not None and s.game.seats == seats  # the game records them for its saves
    ours = person_plays(s, random.Random(seed))
    assert s.game.is_over and s.actor() is None
    people = {p for p, k in enumerate(seats) if k == PERSON}
    assert [a for a in s.game.history if a.player in people] == ours
    assert s.changes[0] == "new" and set(s.changes[1:]) <= {"act", "reveal"}


def test_bots_alone_play_a_whole_game() -> None:
    s = session()
    game = s.new_game(["greedy", "random", "greedy"], seed=5, winter=True)
    assert game.is_over and game.view(None)["winter"]
    assert s.people() == [] and s.viewer() is None and s.undo_steps() == 1


def test_people_at_one_screen_pass_it_before_a_secret_choice() -> None:
    s = session()
    s.new_game([PERSON, PERSON], seed=2)
    first = s.actor()
    assert s.needs_curtain() and s.viewer() is None
    s.reveal()
    assert not s.needs_curtain() and s.viewer() == first
    assert s.game is not None
    s.act(s.game.legal_actions(first)[0])
    second = s.actor()
    assert second != first and s.needs_curtain() and s.viewer() is None
    one = session()
    one.new_game([PERSON, "random"], seed=2)
    assert not one.needs_curtain() and one.viewer() == 0  # nobody else looks at the screen


def test_an_illegal_action_changes_nothing() -> None:
    s = session()
    s.new_game([PERSON, "greedy"], seed=4)
    assert s.game is not None
    before, changes = s.game.to_json(), len(s.changes)
    with pytest.raises(IllegalAction):
        s.act(ChooseCards(0, ("baumeister", "bote")))  # not in the first round
    assert s.game.to_json() == before and len(s.changes) == changes


def test_a_bot_may_decide_for_a_person_when_asked() -> None:
    s = session()
    s.new_game([PERSON, PERSON], seed=6)
    helper = RandomBot(1)
    events = s.bot_decides(helper)
    assert events and s.game is not None and len(s.game.history) == 1
    assert s.recent_events == events
    assert s.bots == {}  # and no seat became a bot's


def test_bad_seats_change_nothing() -> None:
    s = session()
    s.new_game([PERSON, "greedy"], seed=1)
    game = s.game
    with pytest.raises(ValueError, match="grredy"):
        s.new_game([PERSON, "grredy"], seed=2)
    assert s.game is game and s.seats == [PERSON, "greedy"]


# --- undo and redo -------------------------------------------------------------------------------
def test_undo_goes_back_to_the_persons_last_decision_and_redo_plays_it_again() -> None:
    s = session()
    s.new_game([PERSON, "greedy", "random"], seed=9)
    assert s.game is not None
    start = len(s.game.history)
    assert start == 2 and not s.can_undo and not s.undo()  # only the bots have moved
    rng = random.Random(9)
    for _ in range(12):
        s.act(rng.choice(s.game.legal_actions(0)))
    after = s.game.to_json()
    mine = max(i for i, a in enumerate(s.game.history) if a.player == 0)
    assert s.undo_steps() == len(s.game.history) - mine
    assert s.undo() and len(s.game.history) == mine and s.actor() == 0
    assert s.recent_events == [] and s.can_redo
    assert s.redo() and s.game.to_json() == after
    while s.undo():
        pass
    assert len(s.game.history) == start and s.actor() == 0
    assert s.changes[-2:] == ["undo", "undo"]


def test_recent_events_are_the_last_action_and_the_bots_moves_after_it() -> None:
    s = session()
    s.new_game([PERSON, "greedy"], seed=3)
    assert s.game is not None and s.game.history[0].player == 1
    assert [e.player for e in s.recent_events] == [1]  # the bot's choice, face down
    n = len(s.game.events)
    own = s.act(s.game.legal_actions(0)[0])
    assert s.recent_events[: len(own)] == own
    assert s.recent_events == s.game.events[n:]


# --- bots with a pause ---------------------------------------------------------------------------
class Clock:
    """``later`` for tests: keeps the scheduled calls until ``run``."""

    def __init__(self) -> None:
        self.calls: list[tuple[float, Any]] = []

    def __call__(self, delay: float, fn: Any) -> None:
        self.calls.append((delay, fn))

    def run(self) -> int:
        calls, self.calls = self.calls, []
        for _, fn in calls:
            fn()
        return len(calls)


def test_with_a_pause_bots_move_one_at_a_time() -> None:
    clock = Clock()
    s = session(bot_delay=0.5, later=clock)
    game = s.new_game([PERSON, "greedy"], seed=3)
    assert game.history == [] and [d for d, _ in clock.calls] == [0.5]
    assert s.actor() == 1  # the bot chooses first
    assert clock.run() == 1 and [a.player for a in game.history] == [1]
    assert s.changes == ["new", "bot"] and not clock.calls
    rng = random.Random(3)
    while not game.is_over:
        while clock.run():
            pass
        if not game.is_over:
            s.act(rng.choice(game.legal_actions(0)))
    assert "bot" in s.changes


def test_a_scheduled_bot_move_is_dropped_after_a_new_game_or_an_undo() -> None:
    clock = Clock()
    s = session(bot_delay=1, later=clock)
    s.new_game([PERSON, "greedy"], seed=3)
    s.new_game([PERSON, "random"], seed=4)
    assert len(clock.calls) == 2
    assert clock.run() == 2  # the first game's move does nothing; the second's moves
    assert s.game is not None and [a.player for a in s.game.history] == [1]
    rng = random.Random(4)
    while not clock.calls:  # the person plays until it is the bot's turn again
        s.act(rng.choice(s.game.legal_actions(0)))
    s.undo()
    kept = list(s.game.history)
    assert clock.run() == 1 and s.game.history == kept


# --- files ---------------------------------------------------------------------------------------
def test_save_and_load_round_trip_with_the_bots_in_their_seats() -> None:
    s = session()
    s.new_game([PERSON, "random", "greedy"], names=["Ann", "Bob", "Cy"], seed=6, winter=True)
    assert s.game is not None
    rng = random.Random(6)
    for _ in range(25):
        s.act(rng.choice(s.game.legal_actions(0)))
    text = s.save_text()
    assert json.loads(text)["seats"] == [PERSON, "random", "greedy"]
    other = session()
    loaded = other.load_text(text)
    assert loaded is other.game and loaded.to_json() == s.game.to_json()
    assert other.seats == s.seats and isinstance(other.bots[1], RandomBot)
    assert other.changes == ["new"] and other.recent_events == []
    assert other.load_text(text.encode("utf-8")).to_json() == s.game.to_json()
    # the position file keeps the seats too; its game starts there
    position = s.position_text()
    third = session()
    third.load_text(position)
    assert third.seats == s.seats and third.game is not None
    assert third.game.view(0) == s.game.view(0)


def test_a_file_without_seats_takes_the_sessions_seats_if_they_fit() -> None:
    old = Game(2, seed=5)
    old.apply(old.legal_actions(0)[0])
    text = json.dumps(old.to_json())  # no seats recorded
    s = session()
    s.new_game([PERSON, "greedy"], seed=1)
    s.load_text(text)
    assert s.seats == [PERSON, "greedy"] and s.game is not None
    assert s.game.seats == [PERSON, "greedy"]  # and the next save records them
    assert [a.player for a in s.game.history[:2]] == [0, 1]  # the bot chose on loading
    fresh = session()
    fresh.load_text(text)
    assert fresh.seats == [PERSON, PERSON]


def damaged(**fields: Any) -> str:
    """A save of a two-player game with ``fields`` changed."""
    return json.dumps({"format": "burg-game", "version": 1, "seed": 1, "players": 2, **fields})


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ("{not json", "JSON"),
        (b"\xff\xfe", "UTF-8"),
        (damaged(players=9), "not 9"),
        (damaged(actions=[{"type": "pay", "player": 0}]), "Action 1"),
        (damaged(seats=["x", 1]), "seats[0]"),
    ],
)
def test_a_damaged_file_leaves_the_session_unchanged(data: str | bytes, reason: str) -> None:
    s = session()
    s.new_game([PERSON, "greedy"], seed=7)
    game, before, bots, changes = s.game, s.save_text(), dict(s.bots), list(s.changes)
    with pytest.raises(LoadError) as info:
        s.load_text(data)
    err = info.value
    assert err.cause is not None and reason in err.render("en")
    assert err.render("en").startswith("This file cannot be loaded")
    assert err.render("de").startswith("Diese Datei lässt sich nicht laden")
    assert s.game is game and s.save_text() == before and s.bots == bots
    assert s.seats == [PERSON, "greedy"] and s.changes == changes


def test_a_file_that_is_no_save_at_all_says_so() -> None:
    def load(_data: Any) -> Game:
        raise TypeError("not a save")

    s = Session(replace(SCHUTZ, load=load))
    with pytest.raises(LoadError) as info:
        s.load_text("[]")
    assert info.value.cause is None and "not a Burg save" in info.value.render("en")
    assert s.game is None


def test_without_a_game_there_is_nothing_to_save_or_undo() -> None:
    s = session()
    assert s.actor() is None and not s.can_undo and not s.can_redo
    assert not s.undo() and not s.redo()
    with pytest.raises(LookupError):
        s.save_text()


def test_the_session_needs_no_widgets() -> None:
    code = (
        "import sys, widgets.core.session; "
        "assert not [m for m in sys.modules if m.startswith(('ipywidgets', 'widgets.schutz'))]"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


# --- another game: the session knows games only through their Game -------------------------------
def load_nim(data: Any) -> Nim:
    d = json.loads(data)
    game = Nim(d["players"], d["seed"], sticks=d["sticks"])
    for a in d["actions"]:
        game.apply(a)
    return game


class TakeOne:
    def choose(self, game: Any, player: int) -> Action:
        return Take(player, 1)


NIM = GameKind(new=Nim, load=load_nim, make_bot=lambda _kind, _seed: TakeOne())


def test_another_game_plays_undoes_and_saves_the_same_way() -> None:
    s = Session(NIM)
    game = s.new_game([PERSON, "one"], seed=1, sticks=9)
    assert s.actor() == 0 and not s.needs_curtain()
    s.act(Take(0, 2))
    assert game.view() == {"sticks": 6, "turn": 0}  # the bot took one
    assert len(s.recent_events) == 2
    s.act(Take(0, 2))
    assert s.undo() and game.view() == {"sticks": 6, "turn": 0}
    assert s.redo() and game.view() == {"sticks": 3, "turn": 0}
    other = Session(NIM)
    other.new_game([PERSON, "one"], seed=2)
    other.load_text(s.save_text())
    assert other.game is not None and other.game.to_json() == game.to_json()
    assert other.seats == [PERSON, "one"]  # the file has no seats: the session's fit
    with pytest.raises(LoadError):
        other.load_text('{"players": 2, "seed": 1, "sticks": 3, "actions": [{"type": "take"}]}')
    with pytest.raises(LookupError):
        s.position_text()  # a game without position files
