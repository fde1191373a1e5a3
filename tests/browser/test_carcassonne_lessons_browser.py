"""The lessons of Carcassonne – Die Burg in Chromium on the Voilà site, in English and German:
the family's front page leads to the lesson list, then every lesson in turn — its widgets render
in the page's language, every example takes a step on the castle, every exercise is answered
wrong and then right, the sandbox plays on the real castle (a space outlined in green clicked
places the tile), the console stays clean and axe finds no serious or critical violation; one
lesson's controls fit at 768, 1280 and 1920 px. Screenshots: test-artifacts/carcassonne-lessons/."""

from __future__ import annotations

from typing import Any

import pytest
from checks import LessonPages, every_lesson, open_lesson_list
from conftest import ARTIFACTS, PAGE_TIMEOUT

from widgets.carcassonne.lessons import LESSONS, ui

pytestmark = pytest.mark.browser
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


PAGES = LessonPages(
    game="carcassonne",
    folder="/voila/render/carcassonne",
    lessons=LESSONS,
    ui=ui,
    shots=ARTIFACTS / "carcassonne-lessons",
    board=".cc-lesson-board svg.cc-castle",
    controls=_CONTROLS,
    fits_lesson="03_paths",
    sandbox=_sandbox_places,
)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_carcassonne_lesson_list_and_every_lesson(browser: Any, voila_url: str, lang: str) -> None:
    problems = open_lesson_list(browser, voila_url, PAGES, lang)
    problems += every_lesson(browser, voila_url, PAGES, lang)
    assert not problems, problems
