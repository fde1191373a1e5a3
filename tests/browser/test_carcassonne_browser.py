"""Carcassonne – Die Burg's play page in Chromium: a whole game against the greedy bot played
by clicking (turn the tile, click a space outlined in green, put a follower by clicking its spot
on the castle or its button, or none, take the other decisions) until the final scoring is shown
broken down; the features scored in the last two turns outlined on the castle; no console errors;
the accessibility check; the pending decision's controls inside the window at 768, 1280 and 1920 px;
the score chart drawn with a line per player and the points chart with a bar per player and
source; the German page. Screenshots: test-artifacts/carcassonne/."""

from __future__ import annotations

import time
from typing import Any

import pytest
from checks import BARS_CHART, LINES_CHART, PROBLEMS, shot
from conftest import ARTIFACTS, PAGE_TIMEOUT, axe_violations, open_page

from widgets.carcassonne.charts import SOURCES

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "carcassonne"
PLAY = "/voila/render/carcassonne/play.ipynb"
WAIT = 90_000  # ms
TURNS = 6  # a whole game has at least this many of the person's turns

# What a person can do now: a space to click, an enabled option, or the end shown.
_STATE = """() => {
    const vis = (e) => e && e.checkVisibility && e.checkVisibility();
    if (vis(document.querySelector('.cc-final'))) return 'over';
    if (vis(document.querySelector('.cc-action-rotate-right'))) return 'place';
    if ([...document.querySelectorAll('.cc-option:not([disabled])')].some(vis)) return 'decide';
    return '';
}"""
_TICK = (
    "() => { const e = document.querySelector('.cc-tick span'); return e ? e.dataset.tick : ''; }"
)

# The controls of the pending decision (checks.PROBLEMS: outside the window or covered).
_CONTROLS = (
    ".cc-option, .cc-rotate-button, .cc-cell-button, .cc-board .cc-legal, "
    ".cc-board .cc-spot-allowed, .burg-header button"
)
SCORE_TITLE, KINDS_TITLE = "Score after each turn", "Points by source"  # the charts' titles
SHOT_WIDTHS = (768, 1920)  # the follower decision and a scored feature, pictured at these


def _wait_ready(page: Any) -> str:
    page.wait_for_function(f"() => ({_STATE})() !== ''", timeout=WAIT)
    return page.evaluate(_STATE)


def _click_and_wait(page: Any, locator: Any) -> str:
    tick = page.evaluate(_TICK)
    locator.click()
    page.wait_for_function(f"() => ({_TICK})() !== {tick!r}", timeout=WAIT)
    return _wait_ready(page)


def _fits(page: Any, where: str, shots: str = "") -> None:
    """The decision's controls inside the window at 768, 1280 and 1920 px; ``shots``: a
    screenshot's name stem, taken at 768 and 1920 px."""
    for width in (768, 1280, 1920):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        problems = page.evaluate(PROBLEMS, _CONTROLS)
        assert not problems, f"{where} at {width} px: {problems}"
        if shots and width in SHOT_WIDTHS:
            shot(page, f"{shots}-{width}.png", SHOTS)
    page.set_viewport_size({"width": 1280, "height": 900})


def _click_spot(page: Any) -> bool:
    """Put a follower by clicking an allowed spot on the castle's tile just placed; whether it
    stands there on the castle afterwards (a feature completed at once sends it home)."""
    spot = page.locator(".cc-board g.cc-spot-allowed").first
    cell, fid = spot.get_attribute("data-cell"), spot.get_attribute("data-feature")
    tick = page.evaluate(_TICK)
    spot.click()
    page.wait_for_function(f"() => ({_TICK})() !== {tick!r}", timeout=WAIT)
    pawn = f'.cc-board g.cc-follower[data-cell="{cell}"][data-feature="{fid}"]'
    return page.locator(pawn).count() == 1


def test_a_whole_game_against_the_greedy_bot_by_clicking(browser: Any, voila_url: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(browser, voila_url + PLAY, (1280, 900))
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    assert "greedy" in page.locator(".burg-seat-kind-1 select").input_value()
    assert not page.locator(".burg-nplayers").is_visible()  # a game for two
    shot(page, "dialog.png", SHOTS)
    page.click(".burg-start")
    state = _wait_ready(page)
    shot(page, "start.png", SHOTS)
    assert not axe_violations(page), axe_violations(page)
    placed = 0
    rotated = False
    checked_place = checked_follower = False
    by_spot = scored = 0  # followers put by a click on the castle; turns after a scoring
    deadline = time.monotonic() + 900
    while state != "over":
        assert time.monotonic() < deadline, "the game did not end in time"
        if page.locator(".cc-board g.cc-scored").count():
            # a feature completed in the last two turns: outlined, "+N" in the winner's colour
            mark = page.locator(".cc-board g.cc-scored").first
            assert mark.get_attribute("data-feature")
            assert mark.locator(".cc-scored-tile").count() >= 1
            assert "completed" in mark.locator("title").first.text_content()
            if not scored:
                _fits(page, "scored", "scored")
            scored += 1
        if state == "place":
            if not checked_place:
                checked_place = True
                _fits(page, "place")
            if not rotated or not page.locator(".cc-board .cc-legal").count():
                rotated = True
                state = _click_and_wait(page, page.locator(".cc-action-rotate-right"))
                continue
            cells = page.locator(".cc-board .cc-legal")
            assert cells.count() == page.locator(".cc-cell-button").count()
            state = _click_and_wait(page, cells.nth(placed % cells.count()))
            placed += 1
            continue
        follower = page.locator(".cc-action-no_follower")
        if follower.count() and follower.is_visible():
            spots = page.locator(".cc-board g.cc-spot")
            buttons = page.locator(".cc-option[class*='cc-action-follower-']")
            assert spots.count() == buttons.count()  # a spot on the castle per button
            allowed = page.locator(".cc-board g.cc-spot-allowed")
            choices = page.locator(".cc-option[class*='cc-action-follower-']:not([disabled])")
            assert allowed.count() == choices.count()
            if not checked_follower:
                checked_follower = True
                shot(page, "follower.png", SHOTS)
                _fits(page, "follower", "follower")
                assert not axe_violations(page), axe_violations(page)
            if allowed.count() and (placed % 2 or not by_spot):
                by_spot += _click_spot(page)  # a click on the castle itself
                state = _wait_ready(page)
                continue
            pick = choices.first if placed % 2 and choices.count() else follower
            state = _click_and_wait(page, pick)
        else:
            state = _click_and_wait(page, page.locator(".cc-option:not([disabled])").first)
    assert placed >= TURNS, placed
    assert checked_place and checked_follower
    assert by_spot >= 1, "no follower was put by clicking its spot on the castle"
    assert scored >= 1, "no completed feature was shown scored on the castle"
    log = page.locator(".cc-log").inner_text()  # its last events, newest first
    assert "the game is over" in log and "places the tile" in log, log
    # the end: the winner and the final scoring broken down per player (§5)
    final = page.locator(".cc-final")
    assert "The game ended" in final.inner_text()
    assert final.locator(".cc-final-table tr").count() == 7  # head, 5 steps, total
    # the points chart: a bar per player for each source, each source in the legend
    page.wait_for_function(
        f"(t) => {{ const c = ({BARS_CHART})(t); return c && c.bars.length; }}", arg=KINDS_TITLE
    )
    kinds = page.evaluate(BARS_CHART, KINDS_TITLE)
    assert kinds["bars"] == [2] * len(SOURCES), kinds
    assert len(kinds["legend"]) == len(SOURCES), kinds
    # the score chart: one line per player, with a point for each turn
    page.wait_for_function(
        f"(t) => {{ const c = ({LINES_CHART})(t); return c && c.length === 2 "
        "&& c.every((n) => n > 1); }",
        arg=SCORE_TITLE,
        timeout=WAIT,
    )
    lines = page.evaluate(LINES_CHART, SCORE_TITLE)
    assert lines is not None and len(lines) == 2, lines
    shot(page, "turns.png", SHOTS)
    assert not axe_violations(page), axe_violations(page)
    # German: the switch
    page.click(".burg-lang-de")
    page.wait_for_selector(".burg-lang-de.burg-app, .burg-app.burg-lang-de", timeout=WAIT)
    page.wait_for_function(
        "() => (document.querySelector('.cc-status') || {}).innerText.includes('Stapel')",
        timeout=WAIT,
    )
    shot(page, "turns-de.png", SHOTS)
    assert not errors, errors
    page.close()
