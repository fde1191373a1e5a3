"""The tutorial in Chromium on the Voilà site, in English and in German: the family's front page
leads to the lesson list, then every lesson in turn — its widgets render in the page's language,
every example takes a step, every exercise is answered wrong and then right (the winter lesson
has one example and one exercise per winter card), the console stays clean, and the
accessibility check (axe-core) finds no serious or critical violation.
One server, one browser, pages in sequence; screenshots go to test-artifacts/lessons/."""

from __future__ import annotations

from typing import Any

import pytest
from checks import LessonPages, every_lesson, lesson_list
from conftest import ARTIFACTS, PAGE_TIMEOUT, SCHUTZ, open_page

from widgets.schutz.lessons import LESSONS, ui

pytestmark = pytest.mark.browser


PAGES = LessonPages(
    game="schutz",
    folder=SCHUTZ,
    lessons=LESSONS,
    ui=ui,
    shots=ARTIFACTS / "lessons",
    board=".burg-castle",
)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_landing_page_and_every_lesson(browser: Any, voila_url: str, lang: str) -> None:
    # the front door leads to the family's front page, and from there to this game's lessons
    page, errors = open_page(browser, voila_url + "/")
    page.wait_for_url("**/voila/render/index.ipynb", timeout=PAGE_TIMEOUT)
    if lang == "de":  # the switch turns the page German, and its links keep the language
        page.locator(".burg-lang button:has-text('Deutsch')").click()
        page.wait_for_url("**/index.ipynb?lang=de")
        page.locator(".burg-family[lang=de]").wait_for()
    page.locator(".burg-game-schutz a.burg-game-lessons").click(timeout=PAGE_TIMEOUT)
    problems = lesson_list(page, PAGES, lang)
    assert not errors, errors
    problems += every_lesson(browser, voila_url, PAGES, lang)
    assert not problems, problems
