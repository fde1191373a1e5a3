"""The lessons of Der Wettkampf der Burgbaumeister as a first reader meets them: every rule shown
once (``content/rules_shown.toml`` maps each rule id of ``docs/rules/wettkampf.md`` to the lesson
step that shows it), the basic game's lessons without the variant's figures, walls always named
with their start tower, and a turn at a glance as data."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from tests.rules_shown import check_words_only
from widgets.core.lessons.model import Lesson, Part
from widgets.wettkampf.board import FIGURE_MARKS
from widgets.wettkampf.lessons import CONTENT, LESSON_IDS, get, turn
from widgets.wettkampf.lessons.framework import LessonView

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules" / "wettkampf.md"
SHOWN = CONTENT / "rules_shown.toml"
LANGS = ("en", "de")
BASIC = ("01_goal", "02_turn", "03_wall", "04_end")


def _rule_ids() -> set[str]:
    """Every W rule and D decision the reference defines (``- **W14.**``, ``- **D4** *…*``)."""
    text = RULES.read_text(encoding="utf-8")
    return set(re.findall(r"^- \*\*([WD]\d+)\b", text, re.M))


def _place_exists(target: str) -> bool:
    lesson_id, _, place = target.partition("/")
    if lesson_id not in LESSON_IDS:
        return False
    lesson = get(lesson_id)
    parts = place.split(":")
    if parts[0] == "part":
        if len(parts) < 3:
            return False
        part = _part(lesson_id, parts[1], lesson)
        if part is None:
            return False
        example, exercise, parts = part.example, part.exercise, parts[2:]
    else:
        example, exercise = lesson.example, lesson.exercise
    kind = parts[0]
    if kind == "rule":
        return bool(lesson.rule)
    if kind == "exercise":
        return exercise is not None
    if kind == "sandbox":
        return lesson.sandbox in ("play", "example")
    if kind == "example" and len(parts) == 2 and parts[1].isdigit():
        return example is not None and int(parts[1]) <= len(example.steps)
    return False


def _part(lesson_id: str, key: str, lesson: Lesson) -> Part | None:
    data = json.loads((CONTENT / lesson_id / "lesson.json").read_text(encoding="utf-8"))
    keys = [p["key"] for p in data.get("parts", [])]
    return lesson.parts[keys.index(key)] if key in keys else None


def test_every_rule_is_shown_once_in_a_lesson_step_that_exists() -> None:
    data = tomllib.loads(SHOWN.read_text(encoding="utf-8"))
    shown, not_play = data["shown"], data.get("not_play", {})
    ids = _rule_ids()
    assert {i for i in ids if i.startswith("W")} <= set(shown), "W rules with no lesson step"
    assert ids == set(shown) | set(not_play), ids ^ (set(shown) | set(not_play))
    assert not set(shown) & set(not_play)
    bad = {i: t for i, t in shown.items() if t != "setup-only" and not _place_exists(t)}
    assert not bad, f"no such lesson step: {bad}"
    assert all(reason.strip() for reason in not_play.values())


#: How many rules are still said in a lesson's rule text only ("<lesson>/rule"), not shown by an
#: example step, an exercise or a sandbox. The number may only go down: lower it when a rule gets
#: a step that shows it.
WORDS_ONLY = 0


def test_rules_said_in_words_only_do_not_grow() -> None:
    check_words_only(tomllib.loads(SHOWN.read_text(encoding="utf-8"))["shown"], WORDS_ONLY)


@pytest.mark.parametrize("lesson_id", BASIC)
def test_the_basic_games_lessons_show_no_figures(lesson_id: str) -> None:
    """The variant's figures (raven, tower, cannon …) come in lesson 5, not before."""
    for lang in LANGS:
        view = LessonView(lesson_id, lang=lang)
        for stepper in (view.stepper, *view.part_steppers):
            for i in range(stepper.n_steps + 1):
                stepper.go(i)
                shown = stepper.narration.value + stepper.board.root.walls
                shown += str(stepper.board.root.store)
                assert not any(m in shown for m in FIGURE_MARKS.values()), (lesson_id, i)
                for word in ("raven", "knight", "cannon", "Rabe", "Ritter", "Kanone"):
                    assert word not in stepper.narration.value, (lesson_id, i, word)


ROWS = {
    "first row": 1, "second row": 2, "third row": 3, "fourth row": 4, "fifth row": 5,
    "erste Reihe": 1, "ersten Reihe": 1, "zweite Reihe": 2, "dritte Reihe": 3,
    "vierte Reihe": 4, "fünfte Reihe": 5,
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_a_captions_slot_is_the_one_turned_over_counted_from_1(lang: str) -> None:
    """„Ben turns over a 38 in slot #23 (third row)“: #23 is the slot the step turns over (22,
    counted from 1 as the table shows it), and the row is that slot's row (9 to a row)."""
    for lesson_id in LESSON_IDS:
        lesson = get(lesson_id, lang)
        for example in [lesson.example, *(p.example for p in lesson.parts)]:
            if example is None:
                continue
            flips = {s.action.slot + 1 for s in example.steps if hasattr(s.action, "slot")}
            for step in example.steps:
                shown = [int(n) for n in re.findall(r"#(\d+)", step.caption)]
                assert set(shown) <= flips, (lesson_id, step.caption)
                if hasattr(step.action, "slot"):
                    assert shown in ([], [step.action.slot + 1]), (lesson_id, step.caption)
                    for words, row in ROWS.items():
                        if words in step.caption:
                            assert row == step.action.slot // 9 + 1, (lesson_id, step.caption)


@pytest.mark.parametrize("lang", LANGS)
def test_walls_are_always_named_with_their_start_tower(lang: str) -> None:
    """„Annas Mauer: Startturm, 4, 9“, never „Annas Mauer: 4, 9“ beside it."""
    listed = re.compile(r"(?:wall|'s|Mauer|\bBens|\bCems|\bAnnas): \d")
    for lesson_id in LESSON_IDS:
        text = (CONTENT / lesson_id / f"{lang}.toml").read_text(encoding="utf-8")
        hits = listed.findall(text)
        assert not hits, (lesson_id, lang, hits)


@pytest.mark.parametrize("lang", LANGS)
def test_a_turn_at_a_glance_is_data_and_shown_in_lesson_2(lang: str) -> None:
    g = turn.glance(lang)
    assert g["title"] and g["who"] and g["what"]
    whos = [s["who"] for s in g["steps"]]
    assert whos[0] == "self" and whos[-1] == "auto" and set(whos) == {"self", "auto"}
    assert any(s["variant"] for s in g["steps"]) and not all(s["variant"] for s in g["steps"])
    rule = " ".join(get("02_turn", lang).rule)
    assert g["title"] in rule
    basic = [s for s in g["steps"] if not s["variant"]]
    assert all(s["what"].split(":")[0][:20] in rule for s in basic)


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_an_exercise_table_never_shows_the_answer(lesson_id: str) -> None:
    """No points, protection or cannon targets on the table beside a question."""
    view = LessonView(lesson_id)
    if view.exercise is None or not hasattr(view.exercise, "board"):
        return
    walls = view.exercise.board.root.walls
    for words in ("points", "protected", "target", "Punkte"):
        assert words not in walls.lower(), (lesson_id, words)


@pytest.mark.parametrize("lang", LANGS)
def test_the_feedback_shows_no_codes(lang: str) -> None:
    """What a checker says (its verdict, the answer, the rulebook line): plain words too."""
    from tests.core.test_learner_text import CODE, ENGINE, FILE

    for lesson_id in LESSON_IDS:
        for ex in get(lesson_id, lang).exercises():
            for answer in (ex.right, ex.wrong, None):
                fb = ex.check(answer)
                text = " ".join((fb.message, fb.answer or "", fb.rule or ""))
                for pattern in (CODE, FILE, ENGINE):
                    assert not pattern.search(text), (lesson_id, answer, text)
