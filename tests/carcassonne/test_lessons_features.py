"""Lessons 5–8 of Carcassonne – Die Burg (houses and the keep, courts and markets, followers
and majorities, quick points): each example shows what it teaches and each checker asks the
engine (reference §2.4, §3.1–§3.4, §5; §E3–§E6, §E8, §E17, §E19, §E20, §E24). What every lesson must
do: tests/core/test_lesson_suite.py; its texts and positions: tests/core/test_lesson_content.py."""

from __future__ import annotations

from burg.carcassonne.actions import Follower, NoFollower
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import get
from widgets.core.lessons.model import play_through

LESSONS = ("05_houses", "06_courts", "07_followers", "08_quick")


def test_the_examples_show_what_they_teach() -> None:
    # 05: the keep goes on the first house won (1 tile), then moves to the larger one (2)
    game, events = play_through(get("05_houses").example)
    keeps = [e.detail[1] for step in events for e in step if e.kind == "keep"]
    assert keeps == [1, 2] and game.view()["players"][0]["keep"]["size"] == 2
    # 06: the game ends; the court with Ben's trader scores 3 per market, Anna's 4 (tile 7)
    game, events = play_through(get("06_courts").example)
    courts = [(e.player, e.detail[0], e.detail[2]) for e in events[-1] if e.kind == "final_court"]
    assert game.pending.kind is None and sorted(courts) == [(0, 4, 4), (1, 9, 3)]
    assert not any(e.reason == "return" and e.detail[2] == "C1" for s in events for e in s)
    # 07: a joined path with one herald each: a tie, nobody scores, both heralds return
    game, events = play_through(get("07_followers").example)
    assert any(e.kind == "no_score" and e.detail[0] == "P" for e in events[2])
    assert sum(1 for e in events[2] if e.reason == "return") == 2
    # 08: the squire placed on the completed house is back at once, with the herald
    game, events = play_through(get("08_quick").example)
    assert sum(1 for e in events[-1] if e.reason == "return") == 2
    assert game.view()["players"][0]["supply"] == 6 and game.scores()[0] == 3 + 6 + 1


def test_the_checkers_ask_the_engine() -> None:
    from widgets.carcassonne.lessons import courts, followers, houses, quick

    # 05: the same quiz with the keep on a house of 1 (the one on (8, 1) without its start
    # field cannot be, so the keep is said smaller): now the keep moves (§E19)
    assert houses.quiz_values()["verdict"] == "stays"
    game = load_position(houses.C.position("quiz"))
    game.state.keep[0] = (1, "8,1:H1")
    before = game.view()["players"][0]["keep"]
    game.apply(Follower(0, "H1"))
    assert game.view()["players"][0]["keep"] != before
    # 06: Ben's two traders against one; the court's markets counted by the engine
    values = courts.quiz_values()
    assert (values["ben"], values["anna"], values["markets"]) == (2, 1, 2)
    game = load_position(courts.C.position("quiz"))
    assert courts.court_points(game, 0, (9, 4), "C1") == 0
    # 07: the house is occupied far away (§E17); tower and court are free
    game = followers.quiz_game()
    assert followers.allowed(game, 0) == ["T1", "C1"]
    assert "H1" in followers.reason(game, 0, "H1")
    # 08: without the herald the squire still comes back: the supply is 5 either way, but
    # the points differ by the path's 1
    game = load_position(quick.C.position("quiz"))
    game.apply(NoFollower(0))
    assert quick.supply(game, 0) == 5 and quick.quiz_values()["points"] == 3
