"""The shared exercise widget teaches: a chosen answer is neutral until checked, the verdict's
colour comes only with "Check" and leaves when the answer changes, Enter in an answer field
checks, and the rulebook line (which may name the answer) waits for a right answer."""

from __future__ import annotations

from widgets.core.lessons.view import ExerciseView
from widgets.wettkampf.lessons.framework import WETTKAMPF_LESSONS


def _exercise(lesson_id: str) -> ExerciseView:
    return ExerciseView(WETTKAMPF_LESSONS, WETTKAMPF_LESSONS.get(lesson_id, "en").exercise)


def _classes(button) -> set[str]:
    return set(button._dom_classes)


def test_a_chosen_answer_is_neutral_until_checked_and_a_wrong_one_turns_red() -> None:
    ex = _exercise("04_end")
    wrong = [v for _, v in ex.exercise.options].index(ex.exercise.wrong)
    ex.toggle(wrong)
    b = ex.buttons[wrong]
    assert "burg-selected" in _classes(b)
    assert not {"burg-verdict-right", "burg-verdict-wrong"} & _classes(b)
    assert b.description.startswith("● ") and "✔" not in b.description
    assert not ex.submit().ok
    assert "burg-verdict-wrong" in _classes(b) and "burg-verdict-right" not in _classes(b)
    assert b.description.startswith("✘ ")
    right = [v for _, v in ex.exercise.options].index(ex.exercise.right)
    ex.toggle(right)  # a new choice: no verdict beside it
    assert not ex.feedback.value
    assert not any({"burg-verdict-right", "burg-verdict-wrong"} & _classes(x) for x in ex.buttons)
    assert ex.submit().ok
    assert "burg-verdict-right" in _classes(ex.buttons[right])


def test_enter_in_the_answer_field_checks_and_the_rulebook_line_waits() -> None:
    ex = _exercise("01_goal")
    box = ex.numbers[0]
    box.value = str(ex.exercise.wrong)
    box._handle_string_msg(None, {"event": "submit"}, None)  # what Enter sends
    assert "burg-feedback-wrong" in ex.feedback.value
    assert "<small>" not in ex.feedback.value  # no rulebook line beside a first wrong try
    box.value = "three"
    ex.submit()
    assert ex.wrong_tries == 1  # not a number: said so, not counted as a try
    box.value = str(ex.exercise.right)
    box._handle_string_msg(None, {"event": "submit"}, None)
    assert "burg-feedback-ok" in ex.feedback.value and "<small>" in ex.feedback.value


def test_enter_then_check_on_the_same_answer_is_one_try() -> None:
    ex = _exercise("01_goal")
    ex.numbers[0].value = str(ex.exercise.wrong)
    ex.numbers[0]._handle_string_msg(None, {"event": "submit"}, None)
    ex.submit()
    assert ex.wrong_tries == 1 and "burg-answer-shown" not in ex.feedback.value
