"""The lessons of Carcassonne – Die Burg in Chromium on the Voilà site, in English and German:
the family's front page leads to the lesson list, then every lesson in turn — its widgets render
in the page's language, every example takes a step on the castle, every exercise is answered
wrong and then right, the sandbox plays on the real castle (a space outlined in green clicked
places the tile), the console stays clean and axe finds no serious or critical violation; one
lesson's controls fit at 768, 1280 and 1920 px. Screenshots: test-artifacts/carcassonne-lessons/."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ARTIFACTS, PAGE_TIMEOUT, axe_violations, open_page
from test_lessons_browser import _enter
from test_wettkampf_browser import _PROBLEMS, _shot

from widgets.carcassonne.lessons import LESSON_IDS, get
from widgets.carcassonne.lessons.content import ui

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "carcassonne-lessons"
CARCASSONNE = "/voila/render/carcassonne"
_CONTROLS = (
    ".burg-check, .burg-answer, .burg-step-next, .burg-step-back, .burg-teacher-toggle, "
    ".burg-sandbox .cc-option, .burg-sandbox .cc-rotate-button, .burg-sandbox-reset"
)


def _sandbox_places(page: Any, lesson_id: str) -> None:
    """The sandbox plays on the castle: a space outlined in green clicked places the tile."""
    box = page.locator(".burg-sandbox, .burg-lesson .cc-app").last
    if lesson_id == "11_play":  # the play page: start a game against the bot from its dialog
        box.locator(".burg-start").click()
    # a space to place the drawn tile on, or (the position waits for another decision) an option
    box.locator(".cc-board .cc-legal, .cc-option:not([disabled])").first.wait_for(
        timeout=PAGE_TIMEOUT
    )
    cells = box.locator(".cc-board .cc-legal")
    if not cells.count():
        box.locator(".cc-option:not([disabled])").first.click()
        return
    before = box.locator(".cc-log").inner_text()
    cells.first.click()
    page.wait_for_function(
        "([sel, old]) => { const e = document.querySelectorAll(sel); "
        "const l = e[e.length - 1]; return l && l.innerText !== old; }",
        arg=[".cc-log", before],
        timeout=60_000,
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_carcassonne_lesson_list_and_every_lesson(browser: Any, voila_url: str, lang: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(browser, f"{voila_url}/voila/render/index.ipynb?lang={lang}")
    page.locator(f".burg-family[lang={lang}]").wait_for(timeout=PAGE_TIMEOUT)
    page.locator(".burg-game-carcassonne a.burg-game-lessons").click(timeout=PAGE_TIMEOUT)
    page.wait_for_url(f"**{CARCASSONNE}/index.ipynb?lang={lang}", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(f".burg-index[lang={lang}]", timeout=PAGE_TIMEOUT)
    links = page.locator(".burg-index a.burg-lesson-link")
    assert links.count() == len(LESSON_IDS)
    assert page.locator(".burg-index a.burg-play-link").count() == 1
    page.screenshot(path=str(SHOTS / f"00_index-{lang}.png"), full_page=True)
    problems = [f"index: {v}" for v in axe_violations(page)]
    problems += [f"index: {e}" for e in errors]
    page.close()

    for lesson_id in LESSON_IDS:
        lesson = get(lesson_id, lang)
        url = f"{voila_url}{CARCASSONNE}/{lesson_id}.ipynb?lang={lang}"
        page, errors = open_page(browser, url)
        page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
        page.locator(".burg-lesson-title").filter(has_text=lesson.title).wait_for(timeout=30_000)
        assert page.evaluate("() => document.documentElement.lang") == lang
        steppers = page.locator(".burg-stepper")
        assert steppers.count() == len(lesson.examples())
        assert page.locator(".burg-stepper .cc-lesson-board svg.cc-castle").count() == len(
            lesson.examples()
        )
        assert page.locator("code, .jp-InputArea-editor").count() == 0  # no code shown
        for j in range(steppers.count()):
            stepper = steppers.nth(j)
            stepper.locator(".burg-step-next").click()
            step1 = ui("step_of", lang, i=1, n="")
            stepper.locator(f".burg-step-label >> text={step1}").wait_for()
        exercises = lesson.exercises()
        assert page.locator(".burg-exercise").count() == len(exercises)
        for j, ex in enumerate(exercises):
            box = page.locator(".burg-exercise").nth(j)
            selected = _enter(box, ex.kind, ex.options, ex.wrong, set())
            box.locator(".burg-check").click()
            box.locator(".burg-feedback-wrong").wait_for()
            _enter(box, ex.kind, ex.options, ex.right, selected)
            box.locator(".burg-check").click()
            box.locator(".burg-feedback-ok").wait_for()
        _sandbox_places(page, lesson_id)
        if lesson_id == "03_paths" and lang == "en":
            for width in (768, 1280, 1920):
                page.set_viewport_size({"width": width, "height": 900})
                page.wait_for_timeout(300)
                found = page.evaluate(_PROBLEMS, _CONTROLS)
                problems += [f"{lesson_id} at {width} px: {p}" for p in found]
                if width != 1280:
                    _shot(page, f"{lesson_id}-{lang}-{width}.png", SHOTS)
            page.set_viewport_size({"width": 1280, "height": 900})
        _shot(page, f"{lesson_id}-{lang}.png", SHOTS)
        problems += [f"{lesson_id}: {e}" for e in errors]
        problems += [f"{lesson_id}: {v}" for v in axe_violations(page)]
        page.close()
    assert not problems, problems
