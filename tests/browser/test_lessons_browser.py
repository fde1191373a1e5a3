"""The tutorial in Chromium on the Voilà site: the landing page, then every lesson in turn —
its widgets render, the example steps, one exercise is answered wrong and then right, the console
stays clean. One server, one browser, pages in sequence; screenshots go to
test-artifacts/lessons/."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ARTIFACTS, PAGE_TIMEOUT

from widgets.lessons import LESSON_IDS, get

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "lessons"


def _open(browser: Any, url: str) -> tuple[Any, list[str]]:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"pageerror: {e}"))
    page.goto(url, timeout=PAGE_TIMEOUT)
    return page, errors


def _indexes(options: tuple[tuple[str, Any], ...], answer: Any, kind: str) -> set[int]:
    values = [v for _, v in options]
    wanted = [answer] if kind == "choice" else list(answer)
    return {values.index(v) for v in wanted}


def _enter(page: Any, kind: str, options: Any, answer: Any, before: set[int]) -> set[int]:
    """Put ``answer`` into the exercise's controls; return the selected option indexes."""
    ex = page.locator(".burg-exercise")
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
    # the front door leads to the landing page
    page, errors = _open(browser, voila_url + "/")
    page.wait_for_url("**/voila/render/index.ipynb", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-index", timeout=PAGE_TIMEOUT)
    links = page.locator(".burg-index a.burg-lesson-link")
    assert links.count() == len(LESSON_IDS)
    assert page.locator(".burg-index a.burg-play-link").count() == 1
    page.screenshot(path=str(SHOTS / "00_index.png"), full_page=True)
    assert not errors, errors
    page.close()

    problems: list[str] = []
    for lesson_id in LESSON_IDS:
        lesson = get(lesson_id)
        ex = lesson.exercise
        assert ex is not None
        page, errors = _open(browser, f"{voila_url}/voila/render/{lesson_id}.ipynb")
        page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
        assert page.locator(".burg-rule").count() >= 2
        assert page.locator(".burg-stepper .burg-castle").count() == 1
        assert page.locator("code, .jp-InputArea-editor").count() == 0  # no code shown
        # the example: one step forward
        page.locator(".burg-step-next").click()
        page.wait_for_selector(".burg-step-label >> text=Step 1 of")
        # the exercise: a wrong answer, then the right one
        selected = _enter(page, ex.kind, ex.options, ex.wrong, set())
        page.locator(".burg-check").click()
        page.wait_for_selector(".burg-feedback-wrong")
        assert page.locator(".burg-hint").count() == 1
        _enter(page, ex.kind, ex.options, ex.right, selected)
        page.locator(".burg-check").click()
        page.wait_for_selector(".burg-feedback-ok")
        # a navigation link to the neighbours
        assert page.locator("a.burg-contents").count() >= 1
        page.screenshot(path=str(SHOTS / f"{lesson_id}.png"), full_page=True)
        problems += [f"{lesson_id}: {e}" for e in errors]
        page.close()
    assert not problems, problems
