"""Lessons 1-4 of Carcassonne – Die Burg (the castle, placing, paths, towers): each lesson's
numbers and answers are the engine's, no answer is given away for none, the texts cite the
rulebook and call the castle our reconstruction (reference §1, §2.3, §3.2, §5; §E1, §E2, §E6,
§E18, §E22). What every lesson must do: tests/core/test_lesson_suite.py; its texts and positions:
tests/core/test_lesson_content.py."""

from __future__ import annotations

import json

import pytest

from burg.carcassonne.actions import Place
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import CONTENT, LessonContent, get, module
from widgets.core.lessons.content import LANGS
from widgets.core.lessons.model import play_through

LESSONS = ("01_castle", "02_placing", "03_paths", "04_towers")
CASES = [(lesson_id, lang) for lesson_id in LESSONS for lang in LANGS]


@pytest.mark.parametrize(("lesson_id", "lang"), CASES)
def test_no_answer_is_given_away_for_no_answer(lesson_id: str, lang: str) -> None:
    assert not get(lesson_id, lang).exercise.check(None).answer


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_the_texts_cite_the_rulebook_and_call_the_castle_ours(lesson_id: str) -> None:
    en, de = (LessonContent(lesson_id).texts(lang) for lang in LANGS)
    assert "(" not in de["rulebook"] + de["exercise"]["cite"]  # the rulebook's names, unglossed
    assert "(" in en["rulebook"]  # the English glosses them
    # the castle and its tiles are never passed off as the real game's: lesson 1 says so once
    # for every lesson (readers found the same sentence in every lesson tiring)
    first = [LessonContent("01_castle").texts(lang) for lang in LANGS]
    assert "reconstruction" in " ".join(first[0]["rule"])
    assert "Nachbau" in " ".join(first[1]["rule"])


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_every_position_is_of_the_reconstruction(lesson_id: str) -> None:
    for path in sorted((CONTENT / lesson_id).glob("*.position.json")):
        assert json.loads(path.read_text(encoding="utf-8"))["dataset"] == "reconstruction-v1"


# --- lesson 1: the castle -------------------------------------------------------------------------
def test_castle_numbers_are_the_engines() -> None:
    mod = module("01_castle")
    castle = mod.castle()
    values = mod.numbers()
    assert castle.source == "reconstruction"
    assert values["spaces"] == len(castle.cells) == 76
    assert values["tiles"] == castle.n_tiles == 60
    assert values["empty"] == 16  # §5: exactly 16 spaces stay empty
    assert values["corners"] == 14 and values["wall_tiles"] == 13 and values["start_fields"] == 7
    assert values["towers"].startswith("0/1, 12/13") and "33/34" in values["towers"]
    assert mod.check(16).ok and "16" in mod.check(16).message
    spaces = mod.check(76)
    assert not spaces.ok and "every space" in spaces.message and "16" not in spaces.message
    assert "16" in spaces.answer
    assert "Too many" in mod.check(20).message and "Too few" in mod.check(3).message
    assert mod.check("16").message == "Type a number."
    assert "16 Felder frei" in mod.check(60, lang="de").answer


def test_castle_example_starts_from_the_set_up() -> None:
    lesson = get("01_castle")
    assert lesson.example.setup_events
    assert "our reconstruction" in lesson.rule[0]
    start = lesson.example.game()
    seen = start.view()
    assert seen["board"] == [] and seen["stack"] == 59 and seen["drawn"] is not None
    assert seen["towers"][0] is None and seen["towers"][1:] == ["down"] * 13
    assert [p["score"] for p in seen["players"]] == [0, 0]
    assert [p["supply"] for p in seen["players"]] == [6, 6]
    game, _ = play_through(lesson.example)
    assert game.scores() == [0, 1]  # Ben's squire: a 1-tile house against the wall (§E3)
    ben = game.view()["players"][1]
    assert ben["keep"] == {"size": 1, "feature": "0,3:H1"} and ben["supply"] == 6
    assert ben["wall_tiles"] == []  # tower 0/1 holds no wall tile


# --- lesson 2: placing ----------------------------------------------------------------------------
def test_placing_legal_options_are_the_engines() -> None:
    mod = module("02_placing")
    assert mod.legal_options() == [(2, 2, 1), (0, 4, 0)]
    game = load_position(mod.QUIZ)
    legal = set(game.legal_actions())
    for option in mod.OPTIONS:
        action = mod.place(option)
        assert (action in legal) == (game.why_not(action) is None)
    assert "§2.3 L3" in mod.broken_rule((2, 2, 0))
    assert "§2.3 L2" in mod.broken_rule((3, 2, 1))  # corner to corner is not enough
    assert "§2.3 L4" in mod.broken_rule((6, 8, 0))  # the path start field's path must continue
    assert mod.check(((0, 4, 0), (2, 2, 1))).ok
    missing = mod.check(((2, 2, 1),))
    assert not missing.ok and "another one" in missing.message
    wrong = mod.check(((2, 2, 1), (3, 2, 1)))
    assert not wrong.ok and "breaks a rule" in wrong.message and "E1" not in wrong.message
    assert "E1" in wrong.answer and "would not continue" in wrong.answer
    assert "§" not in wrong.answer  # the engine's reason in plain words, no rule id
    assert not mod.check(()).ok and not mod.check(()).answer
    assert "Erlaubt" in mod.check(((6, 8, 0),), lang="de").answer


def test_placing_example_discards_a_tile_that_fits_nowhere() -> None:
    example = get("02_placing").example
    start = example.game()
    # the first tile of the game must lie against a start field (§2.3, §L2)
    fresh = get("01_castle").example.game()
    cells = {a.cell for a in fresh.legal_actions()}
    assert cells <= {sf.cell for sf in fresh.castle.start_fields}
    assert start.view()["discarded"] == []
    game, events = play_through(example)
    assert [e.card for e in events[2] if e.reason == "discard"] == ["A3"]  # §E18
    assert game.view()["discarded"] == ["A3"]
    cells = [tuple(b["cell"]) for b in game.view()["board"]]
    assert (9, 4) in cells and (2, 2) in cells and (3, 1) in cells
    assert all(isinstance(step.action, Place) for step in example.steps[::2])


# --- lesson 3: paths ------------------------------------------------------------------------------
def test_paths_example_scores_a_path_with_a_fountain_double() -> None:
    example = get("03_paths").example
    game, events = play_through(example)
    assert game.scores() == [8, 0]  # §E1: start field + 3 tiles, a fountain: 2 each
    path = game.feature(0, 4, "P1")
    assert path is not None and path["complete"] and path["fountain"] and path["size"] == 4
    assert game.view()["players"][0]["supply"] == 6  # the herald has returned
    assert any(e.reason == "score" for e in events[-1])  # scored in the last step


def test_paths_quiz_is_scored_by_the_engine() -> None:
    mod = module("03_paths")
    values = mod.quiz_values()
    before = load_position(mod.QUIZ).feature(*mod.QUIZ_PATH)
    assert before is not None and not before["complete"] and not before["fountain"]
    assert values == {"points": 4, "size": 4, "per": 1}
    assert mod.gains(mod.QUIZ, *mod.QUIZ_PLACE) == [4, 0]
    assert mod.check(4).ok
    low = mod.check(3)
    assert not low.ok and "Too few" in low.message and "4" not in low.message
    assert "Too many" in mod.check(8).message and mod.check(8).answer.startswith("Anna scores 4")


# --- lesson 4: towers -----------------------------------------------------------------------------
def test_towers_example_scores_for_the_majority_and_a_start_field() -> None:
    example = get("04_towers").example
    game = example.game()
    tower = game.feature(8, 2, "T1")
    assert tower is not None and not tower["complete"] and tower["winner"] == 1
    scores = [game.scores()]
    for step in example.steps:
        game.apply(step.action)
        scores.append(game.scores())
    assert scores[2] == [5, 11]  # §E2: Anna's tile completes Ben's 4-tile tower: Ben +8
    assert scores[4] == [5, 15]  # §E6: quick points, the tower start field counts as a tile
    done = game.feature(3, 8, "T1")
    assert done is not None and done["complete"] and done["size"] == 2


def test_towers_quiz_is_scored_by_the_engine() -> None:
    mod = module("04_towers")
    assert mod.quiz_values() == {"points": 6, "size": 3}
    assert mod.gains(mod.QUIZ, *mod.QUIZ_PLACE) == [6, 0]  # Ben laid it; Anna's knight wins
    open_tower = load_position(mod.QUIZ).feature(*mod.QUIZ_TOWER)
    assert open_tower is not None and open_tower["open"] > 0
    assert mod.check(6).ok
    low = mod.check(4)
    assert not low.ok and "Too few" in low.message and "6" not in low.message
    assert "6" in low.answer and "Zu viel" in mod.check(12, lang="de").message
