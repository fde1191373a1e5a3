"""The tutorial in Chromium on the Voilà site: the family's front page leads to the lesson list,
then every lesson in turn — its widgets render, every example takes a step, every exercise is
answered wrong and then right (the winter lesson has one example and one exercise per winter
card), the console stays clean.
One server, one browser, pages in sequence; screenshots go to test-artifacts/lessons/."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ARTIFACTS, PAGE_TIMEOUT, SCHUTZ, open_page

from widgets.schutz.lessons import LESSON_IDS, get

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "lessons"


def _indexes(options: tuple[tuple[str, Any], ...], answer: Any, kind: str) -> set[int]:
    values = [v for _, v in options]
    wanted = [answer] if kind == "choice" else list(answer)
    return {values.index(v) for v in wanted}


def _enter(ex: Any, kind: str, options: Any, answer: Any, before: set[int]) -> set[int]:
    """Put ``answer`` into the controls of the exercise ``ex`` (a locator); return the selected
    option indexes."""
    if kind in ("choice", "multi"):
        want = _indexes(options, answer, kind)
        clicks = want if kind == "choice" else want ^ before
        for i in sorted(clicks):
            ex.locator(f".burg-answer-{i}").click()
        return want
    boxes = (
        [".burg-answer-number"]
        if kind == "number"
        else [f".burg-pay-{k}" for k in ("sand", "wood", "clay", "stone")]
    )
    values = [answer] if kind == "number" else list(answer)
    for sel, v in zip(boxes, values, strict=True):
        field = ex.locator(f"{sel} input")
        field.fill(str(v))
        field.press("Enter")
    return set()


def test_landing_page_and_every_lesson(browser: Any, voila_url: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    # the front door leads to the family's front page, and from there to this game's lessons
    page, errors = open_page(browser, voila_url + "/")
    page.wait_for_url("**/voila/render/index.ipynb", timeout=PAGE_TIMEOUT)
    page.locator(".burg-game-schutz a.burg-game-lessons").click(timeout=PAGE_TIMEOUT)
    page.wait_for_url(f"**{SCHUTZ}/index.ipynb", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-index", timeout=PAGE_TIMEOUT)
    links = page.locator(".burg-index a.burg-lesson-link")
    assert links.count() == len(LESSON_IDS)
    assert page.locator(".burg-index a.burg-play-link").count() == 1
    assert page.locator("a.burg-family-link").count() == 1  # the way back to all the games
    page.screenshot(path=str(SHOTS / "00_index.png"), full_page=True)
    # the lesson list's links lead into the game's folder
    links.first.click()
    page.wait_for_url(f"**{SCHUTZ}/{LESSON_IDS[0]}.ipynb", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
    assert not errors, errors
    page.close()

    problems: list[str] = []
    for lesson_id in LESSON_IDS:
        lesson = get(lesson_id)
        exercises = lesson.exercises()  # the lesson's own, then its parts' (winter: one a card)
        assert exercises
        page, errors = open_page(browser, f"{voila_url}{SCHUTZ}/{lesson_id}.ipynb")
        page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
        assert page.locator(".burg-rule").count() >= 2
        steppers = page.locator(".burg-stepper")
        assert steppers.count() == len(lesson.examples())
        assert page.locator(".burg-stepper .burg-castle").count() == len(lesson.examples())
        assert page.locator("code, .jp-InputArea-editor").count() == 0  # no code shown
        # every example: one step forward
        for j in range(steppers.count()):
            stepper = steppers.nth(j)
            stepper.locator(".burg-step-next").click()
            stepper.locator(".burg-step-label >> text=Step 1 of").wait_for()
        # every exercise: a wrong answer, then the right one
        assert page.locator(".burg-exercise").count() == len(exercises)
        for j, ex in enumerate(exercises):
            box = page.locator(".burg-exercise").nth(j)
            selected = _enter(box, ex.kind, ex.options, ex.wrong, set())
            box.locator(".burg-check").click()
            box.locator(".burg-feedback-wrong").wait_for()
            assert box.locator(".burg-hint").count() == 1
            _enter(box, ex.kind, ex.options, ex.right, selected)
            box.locator(".burg-check").click()
            box.locator(".burg-feedback-ok").wait_for()
        # a navigation link to the neighbours
        assert page.locator("a.burg-contents").count() >= 1
        page.screenshot(path=str(SHOTS / f"{lesson_id}.png"), full_page=True)
        problems += [f"{lesson_id}: {e}" for e in errors]
        page.close()
    assert not problems, problems
