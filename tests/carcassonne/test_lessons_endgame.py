"""Lessons 9–11 of Carcassonne – Die Burg (wall tiles, final scoring, a whole game): each
example shows what it teaches and each checker asks the engine; every exercise is a choice
(reference §3.5, §4, §5, §E7–§E16). What every lesson must do: tests/core/test_lesson_suite.py; its
texts and positions: tests/core/test_lesson_content.py."""

from __future__ import annotations

from widgets.carcassonne.lessons import get
from widgets.core.lessons.model import play_through

LESSONS = ("09_wall_tiles", "10_final", "11_play")


def test_the_examples_show_what_they_teach() -> None:
    wall, _ = play_through(get("09_wall_tiles").example)
    assert wall.view()["players"][0]["wall_tiles"][-1] == 5
    assert 9 in wall.view()["players"][1]["wall_tiles"]
    assert 3 in wall.view()["players"][0]["used"]
    for lesson_id in ("10_final", "11_play"):
        end, _ = play_through(get(lesson_id).example)
        assert end.pending.kind is None and end.view()["final"]
    assert get("11_play").sandbox == "play" and get("10_final").sandbox == "example"
    assert all(get(lesson_id).exercise.kind != "number" for lesson_id in LESSONS)


def test_the_checkers_ask_the_engine() -> None:
    from widgets.carcassonne.lessons import final, play, wall_tiles

    assert wall_tiles.taking(wall_tiles.QUIZ, 0, (2, 3, 4, 5, 7)) == [4, 5]
    pos = dict(wall_tiles.QUIZ, total=[30, 23])  # §E10: from 30, 3 and 4 land on 33/34, 7 on 37
    assert wall_tiles.taking(pos, 0, (2, 3, 4, 5, 6, 7)) == [3, 4, 7]
    assert {w for w, _ in final.endings(final.QUIZ)} == {0}
    no_tile = dict(final.QUIZ, wall_tiles=[[[7, 11], [5, 15]], [[4, 49]]])
    no_tile["secret"] = dict(final.QUIZ["secret"], box=[*final.QUIZ["secret"]["box"], 8])
    no_tile["secret"]["box"] = sorted(no_tile["secret"]["box"])
    assert None in {w for w, _ in final.endings(no_tile)}  # §E7: equal keeps, nobody
    points = play.gains(play.QUIZ, play.OPTIONS)
    assert max(points, key=points.__getitem__) == "1,5,0" and len(set(points.values())) == 4
