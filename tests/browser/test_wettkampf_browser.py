"""Der Wettkampf der Burgbaumeister's play page in Chromium: a whole game against a bot played
by clicking (turn a card over, add it or turn it back) until the end is shown; no console
errors; the accessibility check; the pending decision's controls inside the window at 768, 1280
and 1920 px, and every card of the Materiallager with its outline (focus ring, the coach's mark,
the card just turned over) unclipped; the wall-length chart drawn with a line per player, the
points chart with a bar per player and source. Screenshots: test-artifacts/wettkampf/."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from checks import BARS_CHART, LINES_CHART, WIDTHS, fits, shot
from conftest import ARTIFACTS, PAGE_TIMEOUT, axe_violations, open_page
from playwright.sync_api import expect

from widgets.core.coach_panel import marks_css
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

# The cards of the Materiallager whose outline (outline and its offset, box-shadow) reaches past
# the window or is cut off by a box around them: any box that clips sideways, and up to the
# page's scroller the boxes that clip up and down too. Each face-down card that can be clicked is
# measured with its focus ring as well; the page scrolls nowhere sideways.
_CARDS_CLIPPED = """() => {
    const W = document.documentElement.clientWidth;
    const px = (v) => parseFloat(v) || 0;
    const ring = (e) => {
        const s = getComputedStyle(e);
        const offset = Math.max(0, px(s.outlineOffset));
        let r = s.outlineStyle === 'none' ? 0 : px(s.outlineWidth) + offset;
        for (const one of s.boxShadow.replace(/rgba?\\([^)]*\\)/g, '').split(',')) {
            if (one.includes('inset')) continue;
            const [x = 0, y = 0, blur = 0, spread = 0] = (one.match(/-?[\\d.]+px/g) || []).map(px);
            r = Math.max(r, Math.max(Math.abs(x), Math.abs(y)) + blur + spread);
        }
        return r;
    };
    const out = [];
    const check = (e, how) => {
        const k = ring(e), c = e.getBoundingClientRect();
        const box = {l: c.left - k, r: c.right + k, t: c.top - k, b: c.bottom + k};
        const name = `${e.className} (${how}, ${k} px)`;
        if (box.l < -0.5 || box.r > W + 0.5) {
            out.push(`${name} at x ${Math.round(box.l)}..${Math.round(box.r)} of ${W}`);
        }
        let scroller = false;
        for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
            const s = getComputedStyle(a);
            const ar = a.getBoundingClientRect();
            const l = ar.left + a.clientLeft, t = ar.top + a.clientTop;
            const sideways = box.l < l - 0.5 || box.r > l + a.clientWidth + 0.5;
            const upright = box.t < t - 0.5 || box.b > t + a.clientHeight + 0.5;
            if (s.overflowX !== 'visible' && sideways) {
                out.push(`${name} cut off sideways by ${a.tagName}.${a.className}`);
                break;  // the innermost box that cuts it off
            }
            if (!scroller && s.overflowY !== 'visible' && upright) {
                out.push(`${name} cut off at the top or bottom by ${a.tagName}.${a.className}`);
                break;
            }
            scroller = scroller || ['auto', 'scroll'].includes(s.overflowY);
        }
    };
    for (const e of document.querySelectorAll('.wk-store .wk-card')) {
        if (!e.checkVisibility()) continue;
        check(e, 'as shown');
        if (e.matches('button:not(:disabled)')) {
            e.focus({focusVisible: true});
            check(e, 'focused');
            e.blur();
        }
    }
    if (document.documentElement.scrollWidth > W) out.push('the page scrolls sideways');
    return out;
}"""
_SCOPE = (
    "() => [...document.querySelector('[class*=burg-coach-scope-]').classList]"
    ".find((c) => c.startsWith('burg-coach-scope-'))"
)


def _cards_unclipped(page: Any, where: str) -> None:
    """At each width every card of the Materiallager, with its outline as shown, focused and
    marked by the coach (its style on every card at once), lies inside the window and inside
    every box that clips; the window is 1280 px wide again afterwards."""
    css = marks_css(page.evaluate(_SCOPE), {"best": [".wk-store .wk-card"]})
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        problems = page.evaluate(_CARDS_CLIPPED)
        mark = page.add_style_tag(content=css.removeprefix("<style>").removesuffix("</style>"))
        problems += [f"marked by the coach: {p}" for p in page.evaluate(_CARDS_CLIPPED)]
        mark.evaluate("(e) => e.remove()")
        assert not problems, f"{where} at {width} px: {problems}"
    page.set_viewport_size({"width": 1280, "height": 900})


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
    _cards_unclipped(page, "flip")
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
                _cards_unclipped(page, "decide")
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
