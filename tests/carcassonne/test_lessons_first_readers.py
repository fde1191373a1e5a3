"""What first readers of the Carcassonne lessons stumbled over, checked on the texts and the
engine: the castle's numbers written into lesson 1 are the engine's; lesson 2's turn at a glance
lists the turn's steps in the rulebook's order (reference §3 "A turn"); lesson 9's part plays
several scorings in a chosen order, wall tile 2 doubling a tower and wall tile 1's second turn
(§3.2, §4.1, §4.3; §C5, §C6, §C25) and its question is the engine's; lesson 11 pictures the
tile it asks about."""

from __future__ import annotations

import tomllib
from html import escape
from itertools import pairwise

import pytest

from widgets.carcassonne.lessons import CONTENT, module
from widgets.core.lessons.model import play_through

LANGS = ("en", "de")


def _texts(lesson_id: str, lang: str) -> dict:
    return tomllib.loads((CONTENT / lesson_id / f"{lang}.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_writes_the_engines_numbers(lang: str) -> None:
    values = module("01_castle").numbers()
    rule = " ".join(_texts("01_castle", lang)["rule"])
    towers = values["towers"].replace(", 94/95", (" and" if lang == "en" else " und") + " 94/95")
    for number in (values["spaces"], values["corners"], values["start_fields"], values["tiles"]):
        assert f"{number} " in rule
    assert f"{values['wall_tiles']} in all" in rule or f"insgesamt {values['wall_tiles']}" in rule
    assert towers in rule
    cite = _texts("01_castle", lang)["exercise"]["cite"]
    assert "16" not in cite  # the rulebook line gives no answer away


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_2_shows_a_turn_at_a_glance(lang: str) -> None:
    mod = module("02_placing")
    g = mod.glance(lang)
    assert len(g["steps"]) == 8
    who = ["self", "self", "auto", "self", "auto", "auto", "self", "auto"]
    assert [s["who"] for s in g["steps"]] == who
    assert mod.lesson(lang).rule[-1] == mod.glance_html(lang)
    assert all(escape(s["what"]) in mod.glance_html(lang) for s in g["steps"])


def test_lesson_9_part_plays_order_doubling_and_a_second_turn() -> None:
    mod = module("09_wall_tiles")
    part = mod.lesson("en").parts[0]
    game, events = play_through(part.example)
    kinds = [[e.kind for e in step] for step in events]
    assert "extra_turn" in kinds[5]
    doubled = [e for e in events[4] if e.kind == "score"]
    assert doubled and doubled[0].detail[2] == 4 and doubled[0].detail[4]  # tower 1 tile × 4
    view = game.view()["players"][0]
    assert view["used"] == [2, 1] and sorted(view["wall_tiles"]) == [5, 7, 9]  # 9 kept
    assert game.scores()[0] == 41 and game.pending.players == (1,)


def test_lesson_9_part_question_is_the_engines() -> None:
    mod = module("09_wall_tiles")
    taken = {o: mod.order_outcome(o) for o in mod.ORDERS}
    # From 47 the doubled tower overshoots corner tower 49/50 (48 → 52, 51 → 52): no tile;
    # scored normally, the tower or the house then lands on 49 or 50: one tile.
    assert taken[0] == ([48, 52], 0) and taken[1] == ([51, 52], 0)
    assert taken[2] == ([48, 50], 1) and taken[3] == ([49, 50], 1)
    assert mod.check_order([2, 3]).ok
    assert not mod.check_order([0]).ok and not mod.check_order([2]).ok
    assert not mod.check_order([2, 3, 0]).ok
    assert not mod.check_order("nonsense").ok and not mod.check_order(2).ok
    assert "(1)" in mod.check_order([1], "de").answer
    assert mod.check_order([2]).message != mod.check_order([0]).message


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_11_pictures_the_drawn_tile(lang: str) -> None:
    lesson = module("11_play").lesson(lang)
    assert "<svg" in lesson.extra[-1]
    assert "B4" not in lesson.exercise.question


@pytest.mark.parametrize("lang", LANGS)
def test_the_lesson_narration_shows_no_tile_or_feature_ids(lang: str) -> None:
    """The lesson pages narrate without ``C1``, ``0,3:H1`` or "turned 0"; a run of equal lines
    (the wall cleared at the end) is said once with its count."""
    from tests.core.test_log import ENGINE_ID
    from widgets.carcassonne.lessons import LESSON_IDS, get
    from widgets.carcassonne.lessons.framework import CARCASSONNE_LESSONS

    code = ENGINE_ID  # spaces are named as the board's edges name them ("D1"), nothing else
    for lesson_id in LESSON_IDS:
        lesson = get(lesson_id, lang)
        for example in (lesson.example, *(p.example for p in lesson.parts)):
            if example is None:
                continue
            _, events = play_through(example)
            names = example.game().view()["players"]
            for step in events[1:]:
                lines = CARCASSONNE_LESSONS.example_lines(
                    step, [p["name"] for p in names], lang, False, False
                )
                assert not [x for x in lines if code.search(x)], (lesson_id, lines)
                assert all(a != b for a, b in pairwise(lines))


def test_lesson_10_shows_a_wall_tile_held_twice() -> None:
    """Each wall tile number exists twice (reference §1): White holds both 9s, each player a 4."""
    game = module("10_final").lesson("en").example.game()
    held = [sorted(p["wall_tiles"]) for p in game.view()["players"]]
    assert held[1].count(9) == 2 and 4 in held[0] and 4 in held[1]
