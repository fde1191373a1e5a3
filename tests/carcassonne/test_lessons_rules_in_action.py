"""Rules the Carcassonne lessons once said in words only, now shown in a lesson step (the map
``content/rules_shown.toml``): lesson 2's part "rotation" offers a tile that looks the same
turned upside down once (§C27); lesson 9's part "wrap" moves a marker past 99 onto a corner
tower and leaves wall tile 2 unused in the opponent's turn (reference §3.5, §4.2; §C12);
lesson 10's part "special" plays an ending with the cases the rulebook leaves open — a wall
tile taken in the last turn, only one keep on a house, wall tile 8 without one, wall tile 4 on
a path with a fountain, a tie in points (§5; §C7, §C10, §C15, §C21, §C32), and its part
"nofit" a game whose last tile fits nowhere (§2.3; §C14). Each part's
exercise asks the engine; what every lesson's main example and exercise must do is in
tests/core/test_lesson_suite.py."""

from __future__ import annotations

import pytest

from widgets.carcassonne.lessons import module
from widgets.core.lessons.model import Part, play_through

LANGS = ("en", "de")


def _part(lesson_id: str, key: str, lang: str = "en") -> Part:
    mod = module(lesson_id)
    lesson = mod.lesson(lang)
    keys = [p["key"] for p in mod.C.data["parts"]]
    return lesson.parts[keys.index(key)]


def test_lesson_2_rotation_offers_a_tile_that_looks_the_same_turned_once() -> None:
    placing = module("02_placing")
    game, _ = play_through(_part("02_placing", "rotation").example)
    on_e1 = [t for t in game.view()["board"] if t["cell"] == [0, 4]]
    assert on_e1 == [{"cell": [0, 4], "tile": "C2", "rotation": 0}]
    e1 = placing.offered((0, 4))
    assert [a.rotation for a in e1] == [0]  # upside down looks the same; a quarter turn is illegal
    e10 = placing.offered(placing.ROTATION_CELL)
    assert sorted(a.rotation for a in e10) == [0, 1]  # of four rotations, two looks


def test_lesson_9_wrap_doubles_a_tower_past_99_onto_a_corner_tower() -> None:
    game, events = play_through(_part("09_wall_tiles", "wrap").example)
    last = events[-1]
    score = [e for e in last if e.kind == "score"]
    assert score and score[0].detail[2] == 16 and score[0].detail[4]  # 4 tiles × 4, doubled
    marker = next(e for e in last if e.kind == "marker")
    assert marker.detail[:3] == (96, 12, 112)  # past 99: it stands on 12
    assert any(e.reason == "wall_tile" and e.detail == (12, 13) for e in last)
    black = game.view()["players"][0]
    assert black["used"] == [2] and black["wall_tiles"] == [8]


def test_lesson_9_wrap_exercise_leaves_wall_tile_2_for_its_owners_turn() -> None:
    wall_tiles = module("09_wall_tiles")
    points, size, asked = wall_tiles.scored_for_black()
    assert (points, size, asked) == (6, 3, False)  # no doubling in White's turn (§C12)


def test_lesson_10_special_ending_shows_the_open_cases() -> None:
    game, events = play_through(_part("10_final", "special").example)
    last = events[-1]
    # §C7: the 9 White takes in the last turn is used in the final scoring, with her other 9
    assert any(e.reason == "wall_tile" and e.player == 1 for e in last)
    assert sum(1 for e in last if e.kind == "final_bonus" and e.player == 1) == 2
    final = game.view()["final"]
    # §C32 and §C10: only White's keep stands on a house; Black's wall tile 8 does nothing
    assert ["keep", 1, 12] in final
    assert 8 in game.view()["players"][0]["wall_tiles"]  # held, never used
    # §C15: wall tile 4 on White's path of 3 tiles with a fountain gives 1 per tile
    path = next(e for e in last if e.kind == "final_incomplete" and e.player == 1)
    assert path.detail[:4] == (3, 4, "P", 3)
    # §C21: a tie in points, both win
    assert game.scores() == [99, 99] and game.winners() == [0, 1]


def test_lesson_10_nofit_ends_the_game_when_the_last_tile_fits_nowhere() -> None:
    final = module("10_final")
    game, events = play_through(_part("10_final", "nofit").example)
    assert any(e.reason == "discard" and e.player == 0 for e in events[-1])
    assert game.pending.kind is None and game.winners() == [0]
    assert final.after_no_fit() == 0  # with a tile left, Black draws again and lays it


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("lesson_id", "key"),
    [
        ("02_placing", "rotation"),
        ("09_wall_tiles", "wrap"),
        ("10_final", "special"),
        ("10_final", "nofit"),
    ],
)
def test_the_new_parts_exercises_accept_right_and_reject_wrong(
    lesson_id: str, key: str, lang: str
) -> None:
    ex = _part(lesson_id, key, lang).exercise
    assert ex.question and ex.hint and ex.rule and ex.game() is not None
    right = ex.check(ex.right)
    assert right.ok and right.message and not right.answer and "{" not in right.message
    wrong = ex.check(ex.wrong)
    assert not wrong.ok and wrong.answer.strip() and wrong.message != wrong.answer
    assert "{" not in wrong.message + wrong.answer
    for nonsense in (None, "nonsense"):
        refused = ex.check(nonsense)
        assert not refused.ok and refused.message and not refused.answer
