"""One language on every page, in Chromium against the README's server: the switch on the
front page, a lesson and the play page; ``?lang=de`` kept on every link and across a reload (also
for a page that came pre-heated in the server's language); the accessibility check (axe-core) on
the front page, the lesson list and the play page in both languages; and the teacher's mode on a
projector (1920×1080): large type, the board beside the explanation, the page revealed part by
part with the revealed part and the button in view, a position opened and changed in the
sandbox. Screenshots go to test-artifacts/language/."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ARTIFACTS, PAGE_TIMEOUT, SCHUTZ, axe_violations, open_page

from widgets.schutz.lessons import get
from widgets.schutz.text import t

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "language"


def _lang(page: Any) -> str:
    return page.evaluate("() => document.documentElement.lang")


def test_switch_reload_and_links_keep_the_language(browser: Any, voila_url: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(browser, f"{voila_url}{SCHUTZ}/03_round.ipynb")
    title = page.locator(".burg-lesson-title")
    title.filter(has_text=get("03_round", "en").title).wait_for(timeout=PAGE_TIMEOUT)
    # switched by hand: the page and the address follow
    page.locator(".burg-lang button:has-text('Deutsch')").click()
    title.filter(has_text=get("03_round", "de").title).wait_for()
    page.wait_for_url("**/03_round.ipynb?lang=de")
    assert page.locator(".burg-check").first.inner_text().strip() == "Antwort prüfen"
    # a reload keeps it (a new kernel, built for the address)
    page.reload()
    title.filter(has_text=get("03_round", "de").title).wait_for(timeout=PAGE_TIMEOUT)
    assert _lang(page) == "de"
    # so does the next page, through its link
    page.locator(".burg-nav a.burg-next").first.click()
    page.wait_for_url(f"**{SCHUTZ}/04_arbeiter_cards.ipynb?lang=de", timeout=PAGE_TIMEOUT)
    title.filter(has_text=get("04_arbeiter_cards", "de").title).wait_for(timeout=PAGE_TIMEOUT)
    page.screenshot(path=str(SHOTS / "lesson-4-de.png"))
    # and the play page, reached from the lesson list
    page.locator(".burg-nav a.burg-contents").first.click()
    page.wait_for_url(f"**{SCHUTZ}/index.ipynb?lang=de", timeout=PAGE_TIMEOUT)
    page.locator(".burg-index a.burg-play-link").click()
    page.wait_for_url(f"**{SCHUTZ}/play.ipynb?lang=de", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    page.locator(f".burg-start:has-text('{t('start', 'de')}')").wait_for(timeout=30_000)
    assert _lang(page) == "de"
    # a page being left may still try to send a chart's state to its ended kernel: that is the
    # old page's goodbye, not an error of the pages shown
    left = "Could not send widget sync message"
    assert not [e for e in errors if left not in e], errors
    page.close()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(
    "path", ["/voila/render/index.ipynb", f"{SCHUTZ}/index.ipynb", f"{SCHUTZ}/play.ipynb"]
)
def test_pages_in_both_languages_pass_the_accessibility_check(
    browser: Any, voila_url: str, path: str, lang: str
) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(browser, f"{voila_url}{path}?lang={lang}")
    page.wait_for_selector(".burg-lang button", timeout=PAGE_TIMEOUT)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'", timeout=30_000)
    if path.endswith("play.ipynb"):  # a game under way: the decision panel and the board
        page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
        page.locator(".burg-start").click()
        page.wait_for_selector(".burg-option", timeout=PAGE_TIMEOUT)
    problems = axe_violations(page)
    # no tooltip reading "null" (a widget without one) where one could see it, no "(0)" on the
    # file button (ipywidgets' hidden description labels carry one nobody can reach)
    null_tips = page.evaluate(
        """() => [...document.querySelectorAll('[title="null"]')]
            .filter(e => e.offsetParent !== null).map(e => e.outerHTML.slice(0, 120))"""
    )
    assert not null_tips, null_tips
    if path.endswith("play.ipynb"):
        load = page.locator(".burg-load").first
        shown = load.evaluate("(b) => getComputedStyle(b, '::before').content")
        assert "(0)" not in shown and t("load", lang) in shown
    name = path.strip("/").replace("/", "_").replace(".ipynb", "")
    page.screenshot(path=str(SHOTS / f"{name}-{lang}.png"))
    assert not problems, problems
    assert not errors, errors
    page.close()


# After "Reveal next": the part just revealed starts in the window (scrolled there by itself),
# and the button comes right after the revealed parts.
_REVEALED_IN_VIEW = """() => {
    const part = document.querySelector('.burg-just-revealed');
    const b = document.querySelector('.burg-reveal-next');
    if (!part || !part.isConnected) return false;
    const top = part.getBoundingClientRect().top;
    const next = b ? b.previousElementSibling : null;
    const after = Node.DOCUMENT_POSITION_FOLLOWING;
    return top >= -2 && top < window.innerHeight - 60
        && (!b || (next && next.compareDocumentPosition(part) !== after));
}"""


def test_teacher_mode_on_a_projector(browser: Any, voila_url: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(
        browser, f"{voila_url}{SCHUTZ}/06_haendler.ipynb?lang=de", size=(1920, 1080)
    )
    page.wait_for_selector(".burg-teacher-toggle", timeout=PAGE_TIMEOUT)
    page.locator(".burg-teacher-toggle").click()
    page.wait_for_selector(".burg-lesson.burg-teacher")
    size = page.evaluate(
        "() => parseFloat(getComputedStyle(document.querySelector('.burg-rule "
        ".widget-html-content')).fontSize)"
    )
    assert size >= 24, size  # readable from the back of the room
    page.screenshot(path=str(SHOTS / "teacher-1-start.png"))
    # reveal part by part: what was revealed last and the button stay in view together
    for i in range(4):
        before = page.locator(".burg-lesson > *").count()
        page.locator(".burg-reveal-next").click()
        page.wait_for_function(
            f"() => document.querySelectorAll('.burg-lesson > *').length > {before}"
        )
        page.wait_for_function(_REVEALED_IN_VIEW)
        page.screenshot(path=str(SHOTS / f"teacher-{i + 2}-reveal.png"))
    # the board and the explanation of the example side by side
    # both measured in one frame (the page may still be scrolling to the part just revealed)
    board, text = page.evaluate(
        """() => ['.burg-stepper .burg-board', '.burg-stepper .burg-narration'].map((sel) => {
            const r = document.querySelector(sel).getBoundingClientRect();
            return {x: r.x, y: r.y, width: r.width, height: r.height};
        })"""
    )
    assert board and text and text["x"] >= board["x"] + board["width"] - 1
    assert abs(text["y"] - board["y"]) < 40
    # open the lesson's position, give Anna 20 talers, play on from it
    while page.locator(".burg-reveal-next").count():
        before = page.locator(".burg-lesson > *").count()
        page.locator(".burg-reveal-next").click(force=True)  # it moves: the page scrolls to it
        page.wait_for_function(
            f"() => document.querySelectorAll('.burg-lesson > *').length > {before}"
            " || !document.querySelector('.burg-reveal-next')"
        )
    panel = page.locator(".burg-position-panel")
    panel.scroll_into_view_if_needed()
    panel.locator(".burg-position-open").click()
    field = panel.locator(".burg-position-talers input").first
    field.fill("20")
    field.press("Enter")
    panel.locator(".burg-position-apply").click()
    panel.locator(".burg-info").wait_for()
    page.locator(".burg-sandbox .burg-board").filter(has_text="20").first.wait_for()
    panel.screenshot(path=str(SHOTS / "teacher-position.png"))
    assert not errors, errors
    page.close()
