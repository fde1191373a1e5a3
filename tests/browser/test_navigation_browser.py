"""Rules at hand and the way around (issue 26) in Chromium on the Voilà site, for each game in
German: the play page's navigation bar and rules drawer, then the pages its links lead to.

On the play page the bar (front page, lesson list) and the rules button lie inside the window
at 768, 1280 and 1920 px; the drawer is closed, opens with one click, shows the pending
decision's rule first with "Lerne das: Lektion N — …", leaves the board where it was at 768 px,
and follows the decision after a move, and links the glossary page. Its lesson link opens the
lesson; a glossary term there shows its meaning when pointed at, and the link in its tip opens
its entry on the glossary page (issue 27); the glossary's bar leads to the lesson list, the
list's to the play page, the play page's to the family's front page — every page loads, in
German; the open drawer passes the accessibility check. One page per
game, no whole games. Screenshots:
test-artifacts/rules-panel/.
"""

from __future__ import annotations

from typing import Any

import pytest
from checks import fits, shot
from conftest import ARTIFACTS, PAGE_TIMEOUT, axe_violations, open_page

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "rules-panel"
WAIT = 90_000  # ms
NAV = ".burg-navbar a, .burg-navbar .burg-navbar-here"


class Game:
    """A game's play page as this test drives it: its board, when the person may act, the
    first decision's kind and a move that changes it."""

    def __init__(self, name: str, board: str, ready: str, first: str) -> None:
        self.name, self.board, self.ready, self.first = name, board, ready, first

    def move(self, page: Any) -> None:
        if self.name == "schutz":  # two cards (two players), then confirm
            page.click(".burg-action-card-haendler")
            page.click(".burg-action-card-bote")
            page.click(".burg-confirm:not([disabled])")
        elif self.name == "wettkampf":  # turn a card over
            page.locator(".wk-store button.wk-down:not([disabled])").first.click()
        else:  # lay the tile on the first space it fits
            page.locator(".cc-board .cc-legal").first.click()


GAMES = {
    g.name: g
    for g in (
        Game(
            "schutz",
            ".burg-castle-view",
            ".burg-action-card-haendler:not([disabled])",
            "choose_cards",
        ),
        Game("wettkampf", ".wk-store", ".wk-store button.wk-down:not([disabled])", "flip"),
        Game("carcassonne", ".cc-board", ".cc-action-rotate-right", "place"),
    )
}


def _nav(page: Any) -> dict[str, str]:
    """The bar's links: class -> address."""
    return page.eval_on_selector_all(
        ".burg-navbar a",
        "(els) => Object.fromEntries(els.map((e) => [e.className, e.getAttribute('href')]))",
    )


def _rect(page: Any, sel: str) -> dict[str, float]:
    return page.eval_on_selector(
        sel, "(e) => { const r = e.getBoundingClientRect(); return {x: r.x, w: r.width}; }"
    )


def _follow(page: Any, cls: str, address: str, ready: str) -> None:
    """Click the bar's link ``cls``; the page at ``address`` loads (``ready`` appears)."""
    page.click(f".burg-navbar a.{cls}")
    page.wait_for_url(f"**{address}", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(ready, timeout=PAGE_TIMEOUT)


@pytest.mark.parametrize("name", GAMES)
def test_rules_at_hand_and_the_way_around(browser: Any, voila_url: str, name: str) -> None:
    game = GAMES[name]
    SHOTS.mkdir(parents=True, exist_ok=True)
    folder = f"/voila/render/{name}"
    page, errors = open_page(browser, f"{voila_url}{folder}/play.ipynb?lang=de", (1280, 900))
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-app.burg-lang-de", timeout=PAGE_TIMEOUT)  # (pre-heated: later)

    # the bar: the front page and the lesson list, in German; the play page is where we are
    assert _nav(page) == {
        "burg-family-link": "../index.ipynb?lang=de",
        "burg-lessons-link": "index.ipynb?lang=de",
        "burg-glossary-page-link": "glossary.ipynb?lang=de",
        "burg-lab-link": "lab.ipynb?lang=de",
    }
    assert (
        page.locator(".burg-navbar [aria-current=page]")
        .inner_text()
        .strip()
        .endswith("Eine Partie spielen")
    )
    fits(page, f"{NAV}, .burg-rules-toggle", "the navigation bar")

    # a game; the drawer is closed until its button is clicked
    page.click(".burg-start")
    page.wait_for_selector(game.ready, timeout=WAIT)
    assert not page.locator(".burg-rules-drawer").is_visible()
    page.set_viewport_size({"width": 768, "height": 1024})
    page.wait_for_timeout(300)
    board = _rect(page, game.board)
    page.click(".burg-rules-toggle")
    now = page.locator(".burg-rules-now[data-kind]")
    now.wait_for(timeout=WAIT)
    assert now.get_attribute("data-kind") == game.first
    assert _rect(page, game.board) == board  # the board stays where it was
    drawer = _rect(page, ".burg-rules-drawer")
    assert drawer["x"] >= 0 and drawer["x"] + drawer["w"] <= 768 + 0.5
    link = now.locator("a.burg-rules-lesson")
    assert link.inner_text().startswith("Lerne das: Lektion ")
    assert (link.get_attribute("href") or "").endswith(".ipynb?lang=de")
    assert page.locator(".burg-rules-glossary dt").count() >= 10
    term = _rect(page, ".burg-rules-glossary dt")
    assert term["w"] > drawer["w"] / 2, (term, drawer)  # a term a line, not squeezed
    assert page.locator(".burg-rules-turn li").count() >= 4
    glossary = page.locator(".burg-rules-glossary a.burg-glossary-link")
    assert glossary.get_attribute("href") == "glossary.ipynb?lang=de"
    shot(page, f"{name}-drawer-768.png", SHOTS)
    assert not axe_violations(page), axe_violations(page)
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.wait_for_timeout(300)
    shot(page, f"{name}-drawer-1920.png", SHOTS)

    # a move changes the decision: the open drawer follows (beside the page in a wide window)
    page.set_viewport_size({"width": 1280, "height": 900})
    game.move(page)
    page.wait_for_selector(
        f".burg-rules-now[data-kind]:not([data-kind={game.first}])", timeout=WAIT
    )
    kind = now.get_attribute("data-kind")
    href = now.locator("a.burg-rules-lesson").get_attribute("href") or ""
    shot(page, f"{name}-followed-{kind}-1280.png", SHOTS)

    # its lesson link opens the lesson, in German; the lesson's bar leads on
    now.locator("a.burg-rules-lesson").click()
    page.wait_for_url(f"**{folder}/{href}", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-lesson-title", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-lesson.burg-lang-de", timeout=PAGE_TIMEOUT)
    assert _nav(page) == {
        "burg-family-link": "../index.ipynb?lang=de",
        "burg-lessons-link": "index.ipynb?lang=de",
        "burg-play-page-link": "play.ipynb?lang=de",
        "burg-glossary-page-link": "glossary.ipynb?lang=de",
        "burg-lab-link": "lab.ipynb?lang=de",
    }
    fits(page, NAV, "a lesson's navigation bar")

    # terms before use (issue 27): a glossary term on the lesson shows its meaning when
    # pointed at; its tip's link opens its entry on the glossary page, in German
    term = page.locator(".burg-term").first
    tip = term.locator(".burg-term-tip")
    assert not tip.is_visible()
    term.hover()
    tip.wait_for(state="visible", timeout=WAIT)
    assert len(tip.inner_text()) > 30
    shot(page, f"{name}-term-1280.png", SHOTS)
    # a tap focuses it (a tablet has no pointer to hover): the tip shows, inside the window
    page.mouse.move(0, 0)
    tip.wait_for(state="hidden", timeout=WAIT)
    term.focus()
    tip.wait_for(state="visible", timeout=WAIT)
    box = tip.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= 1280, box
    entry = term.get_attribute("data-term")
    tip.locator("a.burg-term-more").click()
    page.wait_for_url(f"**{folder}/glossary.ipynb?lang=de#term-{entry}", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(f"#term-{entry}.burg-glossary-target", timeout=PAGE_TIMEOUT)
    assert page.locator(".burg-glossary[lang=de] .burg-glossary-entry").count() >= 10
    assert page.locator(f"#term-{entry} a.burg-glossary-taught").is_visible()
    shot(page, f"{name}-glossary-1280.png", SHOTS)
    assert _nav(page) == {
        "burg-family-link": "../index.ipynb?lang=de",
        "burg-lessons-link": "index.ipynb?lang=de",
        "burg-play-page-link": "play.ipynb?lang=de",
        "burg-lab-link": "lab.ipynb?lang=de",
    }

    _follow(page, "burg-lessons-link", f"{folder}/index.ipynb?lang=de", ".burg-index[lang=de]")
    assert _nav(page) == {
        "burg-family-link": "../index.ipynb?lang=de",
        "burg-play-page-link": "play.ipynb?lang=de",
        "burg-glossary-page-link": "glossary.ipynb?lang=de",
        "burg-lab-link": "lab.ipynb?lang=de",
    }
    fits(page, NAV, "the lesson list's navigation bar")
    _follow(page, "burg-play-page-link", f"{folder}/play.ipynb?lang=de", ".burg-start")
    _follow(page, "burg-family-link", "/voila/render/index.ipynb?lang=de", ".burg-family[lang=de]")
    # a page being left may still try to send a widget's state to its ended kernel: the old
    # page's goodbye (as in test_language_browser), not an error of the pages shown
    left = "Could not send widget sync message"
    assert not [e for e in errors if left not in e], errors
    page.close()
