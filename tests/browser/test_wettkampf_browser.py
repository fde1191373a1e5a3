"""Der Wettkampf der Burgbaumeister's play page in Chromium: a whole game against a bot played
by clicking (turn a card over, add it or turn it back) until the end is shown; no console
errors; the accessibility check; the pending decision's controls inside the window at 768, 1280
and 1920 px; the wall-length chart drawn with a line per player, the points chart with a bar
per player and source. Screenshots:
test-artifacts/wettkampf/."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from checks import BARS_CHART, LINES_CHART, fits, shot
from conftest import ARTIFACTS, PAGE_TIMEOUT, axe_violations, open_page
from playwright.sync_api import expect

from widgets.wettkampf.charts import SOURCES
from widgets.wettkampf.text import t

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "wettkampf"
PLAY = "/voila/render/wettkampf/play.ipynb"
WAIT = 90_000  # ms

# What a person can do now: a face-down card to click, an enabled option, or the end shown.
_STATE = """() => {
    const vis = (e) => e && e.checkVisibility && e.checkVisibility();
    if (vis(document.querySelector('.wk-final'))) return 'over';
    if ([...document.querySelectorAll('.wk-store button.wk-down:not([disabled])')].some(vis))
        return 'flip';
    if ([...document.querySelectorAll('.wk-option:not([disabled])')].some(vis)) return 'decide';
    return '';
}"""
_TICK = (
    "() => { const e = document.querySelector('.wk-tick span'); return e ? e.dataset.tick : ''; }"
)

_CONTROLS = ".wk-store button.wk-down:not([disabled]), .wk-option, .burg-header button"


def _wait_ready(page: Any) -> str:
    page.wait_for_function(f"() => ({_STATE})() !== ''", timeout=WAIT)
    return page.evaluate(_STATE)


def test_a_whole_game_against_a_bot_by_clicking(browser: Any, voila_url: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(browser, voila_url + PLAY, (1280, 900))
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    assert page.locator(".burg-seat-kind-1 select").input_value() != "person"  # a bot
    page.click(".wk-variant-expert")
    page.wait_for_selector(".wk-variant-expert.mod-info", timeout=WAIT)
    shot(page, "dialog.png", SHOTS)
    page.click(".burg-start")
    rng = random.Random(4)
    state = _wait_ready(page)
    shot(page, "start.png", SHOTS)
    fits(page, _CONTROLS, "flip")
    assert not axe_violations(page), axe_violations(page)
    checked_decide = refused = False
    deadline = time.monotonic() + 900
    while state != "over":
        assert time.monotonic() < deadline, "the game did not end in time"
        tick = page.evaluate(_TICK)
        if state == "flip":
            cards = page.locator(".wk-store button.wk-down:not([disabled])")
            cards.nth(rng.randrange(cards.count())).click()
        else:
            lay = page.locator(".wk-action-lay")
            if not checked_decide:
                checked_decide = True
                shot(page, "decide.png", SHOTS)
                fits(page, _CONTROLS, "decide")
                assert not axe_violations(page), axe_violations(page)
            if lay.count() and lay.is_disabled() and not refused:
                refused = True
                reason = page.locator(".wk-reason").first.inner_text()
                assert "cannot be laid" in reason
                shot(page, "refused.png", SHOTS)
            if lay.count() and lay.is_enabled():
                lay.click()
            else:
                page.locator(".wk-option:not([disabled])").first.click()
        page.wait_for_function(f"() => ({_TICK})() !== {tick!r}", timeout=WAIT)
        state = _wait_ready(page)
    assert "The game ended" in page.locator(".wk-final").inner_text()
    # the wall chart: one line per player, with a point for each turn
    page.wait_for_function(
        f"(t) => {{ const c = ({LINES_CHART})(t); return c && c.length === 2 "
        "&& c.every((n) => n > 1); }",
        arg="Wall length",
        timeout=WAIT,
    )
    lines = page.evaluate(LINES_CHART, "Wall length")
    assert lines is not None and len(lines) == 2 and all(n > 1 for n in lines), lines
    # the points chart (expert): a bar per player for each source, each source in the legend
    page.wait_for_function(
        f"(t) => {{ const c = ({BARS_CHART})(t); return c && c.bars.length; }}",
        arg="Points by source",
    )
    points = page.evaluate(BARS_CHART, "Points by source")
    assert points["bars"] == [2] * len(SOURCES), points
    assert sorted(points["legend"]) == sorted(t(f"src_{key}", "en") for key, _ in SOURCES), points
    shot(page, "final.png", SHOTS)
    assert not axe_violations(page), axe_violations(page)
    # German: the switch
    page.click(".burg-lang-de")
    page.wait_for_selector(".burg-lang-de.burg-app, .burg-app.burg-lang-de", timeout=WAIT)
    expect(page.locator(".wk-store-title")).to_contain_text("Materiallager", timeout=WAIT)
    page.wait_for_function(
        "() => (document.querySelector('.wk-final') || {}).innerText.includes('Das Spiel endete')",
        timeout=WAIT,
    )
    expect(page.locator(".wk-walls")).to_contain_text("Mauer von Anna", timeout=WAIT)
    shot(page, "final-de.png", SHOTS)
    assert not errors, errors
    page.close()
