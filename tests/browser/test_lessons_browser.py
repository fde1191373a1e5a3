"""The tutorial in Chromium on the Voilà site, in English and in German: the family's front page
leads to the lesson list, then every lesson in turn — its widgets render in the page's language,
every example takes a step, every exercise is answered wrong and then right (the winter lesson
has one example and one exercise per winter card), the console stays clean, and the
accessibility check (axe-core) finds no serious or critical violation.
One server, one browser, pages in sequence; screenshots go to test-artifacts/lessons/."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ARTIFACTS, PAGE_TIMEOUT, SCHUTZ, axe_violations, open_page

from widgets.schutz.lessons import LESSON_IDS, get
from widgets.schutz.lessons.content import ui

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


@pytest.mark.parametrize("lang", ["en", "de"])
def test_landing_page_and_every_lesson(browser: Any, voila_url: str, lang: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    # the front door leads to the family's front page, and from there to this game's lessons
    page, errors = open_page(browser, voila_url + "/")
    page.wait_for_url("**/voila/render/index.ipynb", timeout=PAGE_TIMEOUT)
    if lang == "de":  # the switch turns the page German, and its links keep the language
        page.locator(".burg-lang button:has-text('Deutsch')").click()
        page.wait_for_url("**/index.ipynb?lang=de")
        page.locator(".burg-family[lang=de]").wait_for()
    page.locator(".burg-game-schutz a.burg-game-lessons").click(timeout=PAGE_TIMEOUT)
    page.wait_for_url(f"**{SCHUTZ}/index.ipynb?lang={lang}", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(f".burg-index[lang={lang}]", timeout=PAGE_TIMEOUT)
    links = page.locator(".burg-index a.burg-lesson-link")
    assert links.count() == len(LESSON_IDS)
    assert page.locator(".burg-index a.burg-play-link").count() == 1
    assert page.locator("a.burg-family-link").count() == 1  # the way back to all the games
    page.screenshot(path=str(SHOTS / f"00_index-{lang}.png"), full_page=True)
    problems = [f"index: {v}" for v in axe_violations(page)]
    # the lesson list's links lead into the game's folder, in the same language
    links.first.click()
    page.wait_for_url(f"**{SCHUTZ}/{LESSON_IDS[0]}.ipynb?lang={lang}", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
    assert get(LESSON_IDS[0], lang).title in page.locator(".burg-lesson-title").inner_text()
    assert not errors, errors
    page.close()

    for lesson_id in LESSON_IDS:
        lesson = get(lesson_id, lang)
        exercises = lesson.exercises()  # the lesson's own, then its parts' (winter: one a card)
        assert exercises
        page, errors = open_page(browser, f"{voila_url}{SCHUTZ}/{lesson_id}.ipynb?lang={lang}")
        page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
        title = page.locator(".burg-lesson-title")
        title.filter(has_text=lesson.title).wait_for(timeout=30_000)  # in the page's language
        assert page.evaluate("() => document.documentElement.lang") == lang
        assert page.locator(".burg-rule").count() >= 2
        steppers = page.locator(".burg-stepper")
        assert steppers.count() == len(lesson.examples())
        assert page.locator(".burg-stepper .burg-castle").count() == len(lesson.examples())
        assert page.locator("code, .jp-InputArea-editor").count() == 0  # no code shown
        # every example: one step forward
        for j in range(steppers.count()):
            stepper = steppers.nth(j)
            stepper.locator(".burg-step-next").click()
            step1 = ui("step_of", lang, i=1, n="")
            stepper.locator(f".burg-step-label >> text={step1}").wait_for()
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
        page.screenshot(path=str(SHOTS / f"{lesson_id}-{lang}.png"), full_page=True)
        problems += [f"{lesson_id}: {e}" for e in errors]
        problems += [f"{lesson_id}: {v}" for v in axe_violations(page)]
        page.close()
    assert not problems, problems
