"""The shared exercise widget in a real browser, one lesson of each game (lean: one page each).

A chosen answer is shown as chosen, with no verdict's colour, until "Check"; a wrong answer then
turns red, never green. Enter in an answer field checks it, and the field's type is as large as
the text around it."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import PAGE_TIMEOUT, open_page

pytestmark = pytest.mark.browser

GREEN = "rgb(46, 125, 50)"


def _exercise(browser: Any, url: str) -> tuple[Any, Any, list[str]]:
    page, errors = open_page(browser, url)
    page.wait_for_selector(".burg-exercise", timeout=PAGE_TIMEOUT)
    return page, page.locator(".burg-exercise").first, errors


def test_a_chosen_answer_has_no_verdict_before_check(browser: Any, voila_url: str) -> None:
    page, ex, errors = _exercise(browser, f"{voila_url}/voila/render/wettkampf/04_end.ipynb")
    wrong = ex.locator(".burg-answer-2")  # Cem: not the winner
    wrong.click()
    page.wait_for_function(
        "() => document.querySelector('.burg-answer-2').classList.contains('burg-selected')"
    )
    classes = wrong.get_attribute("class") or ""
    assert "burg-verdict" not in classes and "✔" not in wrong.inner_text()
    assert wrong.evaluate("e => getComputedStyle(e).backgroundColor") != GREEN
    assert not ex.locator(".burg-feedback-ok, .burg-feedback-wrong").count()
    ex.locator(".burg-check").click()
    ex.locator(".burg-feedback-wrong").wait_for()
    page.wait_for_function(
        "() => document.querySelector('.burg-answer-2').classList.contains('burg-verdict-wrong')"
    )
    assert "✘" in wrong.inner_text() and "✔" not in wrong.inner_text()
    assert wrong.evaluate("e => getComputedStyle(e).backgroundColor") != GREEN
    assert not errors, errors
    page.close()


@pytest.mark.parametrize(
    ("game", "lesson_id"), [("schutz", "05_bote"), ("carcassonne", "01_castle")]
)
def test_enter_checks_a_typed_answer(
    browser: Any, voila_url: str, game: str, lesson_id: str
) -> None:
    page, ex, errors = _exercise(browser, f"{voila_url}/voila/render/{game}/{lesson_id}.ipynb")
    field = ex.locator(".burg-answer-number input")
    size = float(field.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))
    assert size >= 16, f"the answer field's type is {size}px"
    field.fill("999")
    field.press("Enter")
    ex.locator(".burg-feedback-wrong").wait_for()
    assert not errors, errors
    page.close()
