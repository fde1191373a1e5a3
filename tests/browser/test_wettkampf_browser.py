"""Der Wettkampf der Burgbaumeister's play page in Chromium: a whole game against a bot played
by clicking (turn a card over, add it or turn it back) until the end is shown; no console
errors; the accessibility check; the pending decision's controls inside the window at 768, 1280
and 1920 px; the wall-length chart drawn with a line per player, the points chart with a bar
per player and source. Screenshots:
test-artifacts/wettkampf/."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import ARTIFACTS, PAGE_TIMEOUT, axe_violations, open_page

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

# The controls of the pending decision outside the window or covered (see test_layout_browser).
_PROBLEMS = """(sel) => {
    const W = window.innerWidth;
    const out = [];
    for (const e of document.querySelectorAll(sel)) {
        if (!e.checkVisibility || !e.checkVisibility()) continue;
        let r = e.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        const name = e.className + ' "' + (e.innerText || '').slice(0, 30) + '"';
        if (r.left < 0 || r.right > W + 0.5) {
            out.push(name + ` lies at x ${Math.round(r.left)}..${Math.round(r.right)} of ${W}`);
            continue;
        }
        e.scrollIntoView({block: 'center', inline: 'nearest'});
        r = e.getBoundingClientRect();
        const y = Math.min(Math.max(r.top + r.height / 2, 1), window.innerHeight - 1);
        const off = e.closest('button:disabled');
        if (off) off.style.pointerEvents = 'auto';
        const hit = document.elementFromPoint(r.left + r.width / 2, y);
        if (!hit || !e.contains(hit)) out.push(name + ' is covered or clipped');
        if (off) off.style.pointerEvents = '';
    }
    if (document.documentElement.scrollWidth > W) out.push('the page scrolls sideways');
    return out;
}"""
_CONTROLS = ".wk-store button.wk-down:not([disabled]), .wk-option, .burg-header button"

# The wall chart as drawn: its title and the points of each line.
_WALL_CHART = """() => {
    for (const gd of document.querySelectorAll('.js-plotly-plot')) {
        const title = [...gd.querySelectorAll('.gtitle')].map((e) => e.textContent).join(' ');
        if (!title.includes('Wall length')) continue;
        return [...gd.querySelectorAll('.scatterlayer .trace')]
            .map((e) => e.querySelectorAll('.points path.point').length);
    }
    return null;
}"""

# The points chart as drawn: per bar trace its legend name and the number of bars.
_POINTS_CHART = """() => {
    for (const gd of document.querySelectorAll('.js-plotly-plot')) {
        const title = [...gd.querySelectorAll('.gtitle')].map((e) => e.textContent).join(' ');
        if (!title.includes('Points by source')) continue;
        const bars = [...gd.querySelectorAll('.barlayer .trace')]
            .map((e) => e.querySelectorAll('.point').length);
        const legend = [...gd.querySelectorAll('.legend .traces .legendtext')]
            .map((e) => e.textContent);
        return {bars, legend};
    }
    return null;
}"""


def _shot(page: Any, name: str, folder: Path = SHOTS) -> None:
    """The whole page (it scrolls inside Voilà's panel: the window grows for the picture)."""
    size = page.viewport_size
    height = page.evaluate(
        "() => { const r = document.getElementById('rendered_cells'); "
        "return r ? r.scrollHeight : document.documentElement.scrollHeight; }"
    )
    page.set_viewport_size({"width": size["width"], "height": min(max(height, 200), 8000)})
    page.wait_for_timeout(400)
    page.screenshot(path=str(folder / name))
    page.set_viewport_size(size)


def _wait_ready(page: Any) -> str:
    page.wait_for_function(f"() => ({_STATE})() !== ''", timeout=WAIT)
    return page.evaluate(_STATE)


def _fits(page: Any, where: str) -> None:
    for width in (768, 1280, 1920):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        problems = page.evaluate(_PROBLEMS, _CONTROLS)
        assert not problems, f"{where} at {width} px: {problems}"
    page.set_viewport_size({"width": 1280, "height": 900})


def test_a_whole_game_against_a_bot_by_clicking(browser: Any, voila_url: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(browser, voila_url + PLAY, (1280, 900))
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    assert page.locator(".burg-seat-kind-1 select").input_value() != "person"  # a bot
    page.click(".wk-variant-expert")
    page.wait_for_selector(".wk-variant-expert.mod-info", timeout=WAIT)
    _shot(page, "dialog.png")
    page.click(".burg-start")
    rng = random.Random(4)
    state = _wait_ready(page)
    _shot(page, "start.png")
    _fits(page, "flip")
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
                _shot(page, "decide.png")
                _fits(page, "decide")
                assert not axe_violations(page), axe_violations(page)
            if lay.count() and lay.is_disabled() and not refused:
                refused = True
                reason = page.locator(".wk-reason").first.inner_text()
                assert "cannot be laid" in reason
                _shot(page, "refused.png")
            if lay.count() and lay.is_enabled():
                lay.click()
            else:
                page.locator(".wk-option:not([disabled])").first.click()
        page.wait_for_function(f"() => ({_TICK})() !== {tick!r}", timeout=WAIT)
        state = _wait_ready(page)
    assert "The game ended" in page.locator(".wk-final").inner_text()
    # the wall chart: one line per player, with a point for each turn
    page.wait_for_function(
        f"() => {{ const c = ({_WALL_CHART})(); return c && c.length === 2 "
        "&& c.every((n) => n > 1); }",
        timeout=WAIT,
    )
    lines = page.evaluate(_WALL_CHART)
    assert lines is not None and len(lines) == 2 and all(n > 1 for n in lines), lines
    # the points chart (expert): a bar per player for each source, each source in the legend
    page.wait_for_function(f"() => {{ const c = ({_POINTS_CHART})(); return c && c.bars.length; }}")
    points = page.evaluate(_POINTS_CHART)
    assert points["bars"] == [2] * len(SOURCES), points
    assert sorted(points["legend"]) == sorted(t(f"src_{key}", "en") for key, _ in SOURCES), points
    _shot(page, "final.png")
    assert not axe_violations(page), axe_violations(page)
    # German: the switch
    page.click(".burg-lang-de")
    page.wait_for_selector(".burg-lang-de.burg-app, .burg-app.burg-lang-de", timeout=WAIT)
    assert "Materiallager" in page.locator(".wk-store-title").inner_text()
    page.wait_for_function(
        "() => (document.querySelector('.wk-final') || {}).innerText.includes('Das Spiel endete')",
        timeout=WAIT,
    )
    assert "Mauer von Anna" in page.locator(".wk-walls").inner_text()
    _shot(page, "final-de.png")
    assert not errors, errors
    page.close()
