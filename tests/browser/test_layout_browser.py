"""Every width: the play page and the lessons on a tablet (768×1024), a laptop (1280×800) and a
projector (1920×1080), in Chromium on the Voilà site.

At each size every control of the pending decision lies inside the viewport and can be hit
(nothing clipped, no sideways scrolling of the page), a disabled option says why as text on the
page (no hover needed, in both languages; a tap on it opens the whole reason), and the final
scores are readable (all columns in view, or a visible cue to scroll). Screenshots of each size
go to test-artifacts/layout/.
"""

from __future__ import annotations

from typing import Any

import pytest
from checks import PROBLEMS, shot
from conftest import ARTIFACTS, PAGE_TIMEOUT, SCHUTZ, open_page
from conftest import READY as _READY
from playwright.sync_api import expect

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "layout"
SIZES = {"tablet": (768, 1024), "laptop": (1280, 800), "projector": (1920, 1080)}
LESSONS = ("02_setup", "11_building", "16_winter")  # 11: its sandbox has disabled choices
_DIALOG_CONTROLS = ".burg-dialog button, .burg-dialog input, .burg-dialog select"
_DECISION_CONTROLS = ".burg-header button, .burg-decision button"
_LESSON_CONTROLS = ".burg-lesson button, .burg-lesson input"

# Sideways scrolling: the document, and every box on the page whose content is wider than the
# box and is not allowed to show it (the final scores' own scroller excepted: it has a cue).
_WIDE = """() => {
    const out = [];
    const d = document.documentElement;
    if (d.scrollWidth > window.innerWidth) out.push(`document ${d.scrollWidth} > ${innerWidth}`);
    const root = document.querySelector('.burg-app');
    const boxes = [...root.querySelectorAll('*')];
    for (let a = root; a; a = a.parentElement) boxes.push(a);
    for (const e of boxes) {
        // (a control's name for screen readers only is clipped to 1 px on purpose)
        const skip = '.burg-final-scroll, .js-plotly-plot, .burg-log, '
            + '.burg-sr-label > .widget-label';
        if (e.closest(skip) || !e.checkVisibility()) {
            continue;
        }
        const s = getComputedStyle(e);
        if (s.overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1) {
            out.push(`${e.tagName}.${String(e.className).slice(0, 60)}: `
                + `${e.scrollWidth} > ${e.clientWidth} (overflow-x ${s.overflowX})`);
        }
    }
    return out;
}"""

# Disabled options of the decision whose reason is not on the page as visible text: under the
# option, or once below the options when many share it.
_NO_REASON = """() => {
    const vis = (e) => e.checkVisibility();
    const once = [...document.querySelectorAll('.burg-decision .burg-reason-all')].filter(vis)
        .map((e) => e.innerText.trim());
    const out = [];
    for (const b of document.querySelectorAll('.burg-decision .burg-option:disabled')) {
        if (!vis(b)) continue;
        const why = (b.title || '').trim();
        const own = b.querySelector('.burg-reason');
        if (own && vis(own) && own.innerText.trim() === why) continue;
        if (!once.includes(why)) out.push(b.innerText.slice(0, 40) + ': no reason shown');
    }
    return out;
}"""

_STATUS_HAS = "(w) => document.querySelector('.burg-status').innerText.includes(w)"
_TICK = "() => (document.querySelector('.burg-tick [data-tick]') || {dataset: {}}).dataset.tick"

# Click and wait until the page has been updated (the app bumps a hidden tick last).
_CLICK = """(el) => new Promise((resolve) => {
    const now = () => (document.querySelector('.burg-tick [data-tick]') || {dataset: {}})
        .dataset.tick;
    const before = now();
    const obs = new MutationObserver(() => {
        if (now() !== before) { obs.disconnect(); resolve(true); }
    });
    obs.observe(document.querySelector('.burg-tick'), {subtree: true, childList: true});
    el.click();
    setTimeout(() => { obs.disconnect(); resolve(false); }, 30000);
})"""

# How many parts of a lesson page are shown (teacher mode reveals them one by one).
_SHOWN = (
    "() => [...document.querySelector('.burg-lesson').children]"
    ".filter((e) => e.checkVisibility()).length"
)


def _fits(page: Any, selector: str, where: str) -> None:
    """Every visible control matching ``selector`` can be seen and hit; nothing scrolls sideways."""
    # strict: hits near both edges too, and no control reached only by scrolling a box sideways
    problems = page.evaluate(PROBLEMS, {"sel": selector, "strict": True}) + page.evaluate(_WIDE)
    if problems:
        page.screenshot(path=str(SHOTS / "failure.png"))
    assert not problems, f"{where}: {problems}"


def _click(page: Any, locator: Any) -> None:
    assert locator.first.evaluate(_CLICK), "the page did not update after a click"
    assert not page.locator(".burg-error").count(), page.locator(".burg-message").inner_text()


def _person_step(page: Any) -> str | None:
    """One click as the person (the curtain, confirm, or the first enabled option); the class of
    what was clicked, or None once the game is over."""
    page.wait_for_function(_READY, timeout=60_000)
    if page.locator(".burg-final-vp").count():
        return None
    for cls in ("burg-reveal", "burg-confirm", "burg-option"):
        loc = page.locator(f".{cls}:visible:not([disabled]):not(.burg-selected)")
        if loc.count():
            _click(page, loc)
            return cls
    raise AssertionError("nothing to click")


def _controls(page: Any) -> set[str]:
    """Which kinds of decision control are on the page now."""
    kinds = ("burg-reveal", "burg-option", "burg-confirm", "burg-back", "burg-pay-next")
    return {k for k in kinds if page.locator(f".burg-decision .{k}:visible").count()}


def _reason_shown(page: Any, option: str, lang_word: str) -> None:
    """A disabled option's reason is text on the page, in view, and a tap opens all of it."""
    button = page.locator(option)
    assert button.is_disabled()
    title = button.get_attribute("title") or ""
    reason = button.locator(".burg-reason")
    assert reason.is_visible(), "the reason is not shown as text"
    text = reason.inner_text().strip()
    assert text and text == title.strip() and lang_word in text, (text, title)
    assert "[" not in text, f"a rule's label shown to the learner: {text}"
    box = reason.bounding_box()
    width = page.viewport_size["width"]
    assert box and box["height"] >= 10 and box["x"] >= 0 and box["x"] + box["width"] <= width
    # a tap (a touch screen has no hover) opens the whole reason; the game does not change
    tick = page.evaluate(_TICK)
    button.click(force=True)
    cell = page.locator(".burg-why-open").filter(has=page.locator(option))
    cell.wait_for()
    assert reason.evaluate("(e) => e.scrollHeight <= e.clientHeight + 1"), "reason cut off"
    page.wait_for_timeout(300)
    assert page.evaluate(_TICK) == tick
    assert "burg-selected" not in (button.get_attribute("class") or "")


def _final_readable(page: Any, where: str) -> None:
    """All columns of the final scores in view, or a visible cue that the table scrolls."""
    table = page.locator(".burg-final table")
    table.scroll_into_view_if_needed()
    fits = page.locator(".burg-final-scroll").evaluate("(e) => e.scrollWidth <= e.clientWidth + 1")
    if fits:
        width = page.viewport_size["width"]
        for cell in page.locator(".burg-final tr").first.locator("th").all():
            box = cell.bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, where
    else:
        assert page.locator(".burg-scroll-cue").is_visible(), f"{where}: no cue to scroll"


@pytest.mark.parametrize("size", list(SIZES))
def test_play_page_fits_every_size(browser: Any, voila_url: str, size: str) -> None:
    """Two people and two bots to the end: each decision's controls in view at every step."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(browser, f"{voila_url}{SCHUTZ}/play.ipynb", SIZES[size])
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    _fits(page, _DIALOG_CONTROLS, f"{size}, new game dialog")
    page.click(".burg-nplayers button:has-text('4')")
    page.wait_for_selector(".burg-seat-kind-3 select", timeout=PAGE_TIMEOUT)  # a busy kernel
    page.select_option(".burg-seat-kind-1 select", label="Person")
    page.select_option(".burg-seat-kind-3 select", label="Bot: plays at random")
    page.fill(".burg-seed input", "11")
    _fits(page, _DIALOG_CONTROLS, f"{size}, new game dialog for four")
    page.click(".burg-start")
    # two people at one screen: the curtain first (a cold kernel builds the charts: be patient)
    page.wait_for_selector(".burg-reveal", timeout=180_000)
    _fits(page, _DECISION_CONTROLS, f"{size}, curtain")
    _click(page, page.locator(".burg-reveal"))
    page.wait_for_selector(".burg-action-card-bote:not([disabled])")
    _fits(page, _DECISION_CONTROLS + ", .burg-reason", f"{size}, card choice")
    shot(page, f"{size}-cards.png", SHOTS)

    # why the Baumeister is off, as text, in English and in German
    _reason_shown(page, ".burg-action-card-baumeister", "Baumeister")
    page.locator(".burg-action-card-baumeister").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"{size}-reason-tapped.png"))
    page.click(".burg-lang button:has-text('Deutsch')")
    page.wait_for_function(_STATUS_HAS, arg="Runde")
    _reason_shown(page, ".burg-action-card-baumeister", "darfst du")
    _fits(page, _DECISION_CONTROLS + ", .burg-reason", f"{size}, card choice in German")
    page.click(".burg-lang button:has-text('English')")
    page.wait_for_function(_STATUS_HAS, arg="Round")

    # play to the end; every decision's controls in view (curtain, cards, payments, stepper)
    seen: set[str] = set()
    shot_pay = shot_off = reasons = False
    for _ in range(1000):
        now = _controls(page)
        where = f"{size}, {page.locator('.burg-status').inner_text()}"
        _fits(page, _DECISION_CONTROLS, where)
        missing = page.evaluate(_NO_REASON)
        assert not missing, f"{where}: {missing}"
        if not reasons and page.locator(".burg-decision .burg-reason-all:visible").count():
            page.locator(".burg-decision").scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / f"{size}-shared-reason.png"))
            reasons = True
        seen |= now
        if "burg-pay-next" in now and not shot_pay:
            page.locator(".burg-decision").scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / f"{size}-payment.png"))
            shot_pay = True
        if not shot_off and page.locator(".burg-decision .burg-reason:visible").count() >= 3:
            page.locator(".burg-decision").scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / f"{size}-reasons-in-play.png"))
            shot_off = True
        if _person_step(page) is None:
            break
    else:
        raise AssertionError("the game did not end")
    want = {"burg-reveal", "burg-option", "burg-confirm", "burg-back", "burg-pay-next"}
    assert want <= seen, f"never saw {want - seen}"
    assert reasons, "never saw a reason shared by many options"

    # the final scores: every column in view (or a cue), at this size and at 1366 wide
    _fits(page, _DECISION_CONTROLS, f"{size}, game over")
    _final_readable(page, size)
    page.locator(".burg-final").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"{size}-final.png"))
    shot(page, f"{size}-final-page.png", SHOTS)
    if size == "laptop":
        page.set_viewport_size({"width": 1366, "height": 768})
        _fits(page, _DECISION_CONTROLS, "1366, game over")
        _final_readable(page, "1366")
        page.locator(".burg-final").scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / "laptop-1366-final.png"))
    assert not errors, errors
    page.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_lessons_fit_every_size(browser: Any, voila_url: str, size: str) -> None:
    """Lessons: the stepper, the exercise's answers and check, the sandbox in view; teacher mode
    too; the sandbox says why a choice is greyed out."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    for lesson_id in LESSONS:
        url = f"{voila_url}{SCHUTZ}/{lesson_id}.ipynb"
        page, errors = open_page(browser, url, SIZES[size])
        try:
            page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
        except Exception:
            page.screenshot(path=str(SHOTS / f"{size}-{lesson_id}-not-loaded.png"))
            raise
        page.locator(".burg-step-next").first.click()
        page.locator(".burg-step-label >> text=Step 1 of").first.wait_for()
        _fits(page, _LESSON_CONTROLS, f"{size}, {lesson_id}")
        disabled = page.locator(".burg-sandbox-action:disabled")
        if disabled.count():
            reasons = page.locator(".burg-sandbox-reasons li")
            assert reasons.count() == disabled.count(), lesson_id
            assert reasons.first.is_visible()
            titles = [b.get_attribute("title") or "" for b in disabled.all()]
            shown = [r.inner_text() for r in reasons.all()]
            assert all(t and any(t in s for s in shown) for t in titles), (titles, shown)
        shot(page, f"{size}-{lesson_id}.png", SHOTS)
        # teacher mode: bigger type, the page revealed part by part
        page.click(".burg-teacher-toggle")
        page.wait_for_selector(".burg-teacher")
        page.locator(".burg-sandbox").wait_for(state="hidden")  # revealed part by part
        _fits(page, _LESSON_CONTROLS, f"{size}, {lesson_id} in teacher mode, at the start")
        for _ in range(80):
            if not page.locator(".burg-reveal-next:visible").count():
                break
            shown = page.evaluate(_SHOWN)
            page.locator(".burg-reveal-next").evaluate("(e) => e.click()")
            # more parts shown; after the last part the button itself goes
            page.wait_for_function(
                f"(n) => ({_SHOWN})() > n || !document.querySelector('.burg-reveal-next')",
                arg=shown,
            )
        _fits(page, _LESSON_CONTROLS, f"{size}, {lesson_id} in teacher mode")
        if lesson_id == LESSONS[0]:
            shot(page, f"{size}-{lesson_id}-teacher.png", SHOTS)
        problems += [f"{lesson_id}: {e}" for e in errors]
        page.close()
    assert not problems, problems


# Teacher mode on each game's play page: what measures its board, its decision panel, the
# person's first decision's controls and a field of its position panel.
_TEACHER_GAMES = {
    "schutz": (".burg-castle-view svg", ".burg-decision", ".burg-decision button", "talers"),
    "wettkampf": (".wk-store", ".wk-decision", ".wk-decision button, .wk-down", "wall"),
    "carcassonne": (".cc-board svg", ".cc-decision", ".cc-decision button, .cc-legal", "score"),
}
_TEACHER_CONTROLS = ".burg-header button, .burg-header .burg-lang-button"

# Sizes in one frame: the board's share of the window's width, the decision panel's type, and
# the type of every teacher-mode control shown (the smallest).
_TEACHER_SIZES = """([board, decision]) => {
    const fs = (e) => parseFloat(getComputedStyle(e).fontSize);
    const vis = (e) => e.checkVisibility();
    const d = document.querySelector(decision);
    const text = [d, ...d.querySelectorAll('*')].filter((e) => vis(e)
        && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
    // (the file button writes its words in a ::before of their own size: not itself)
    const controls = [...document.querySelectorAll('.burg-header .jupyter-button:not(.burg-load), '
        + '.burg-lang-button, .burg-position-panel input, .burg-position-panel select, '
        + '.burg-position-panel textarea, .burg-position-panel .jupyter-button:not(.burg-load)')]
        .filter(vis);
    const ticks = [...document.querySelectorAll('.js-plotly-plot .xtick text, '
        + '.js-plotly-plot .ytick text')].filter(vis);
    return {
        ticks: ticks.length ? Math.min(...ticks.map(fs)) : null,
        board: document.querySelector(board).getBoundingClientRect().width / innerWidth,
        decision: Math.min(...text.map(fs)),
        controls: Math.min(...controls.map(fs)),
        small: controls.filter((e) => fs(e) < 20).map((e) => e.className).slice(0, 3),
    };
}"""


@pytest.mark.parametrize("game", list(_TEACHER_GAMES))
def test_teacher_mode_on_the_play_page(browser: Any, voila_url: str, game: str) -> None:
    """One page load per game: at 1920×1080 teacher mode fills the screen with the board (at
    least 60 % of the width) and the decision (type of 20 px or more), its controls grow with
    it; the hidden cards stay hidden until asked for, then show under a banner; the position
    panel has the game's fields; the decision's controls stay in view at every width."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    board, decision, controls, field = _TEACHER_GAMES[game]
    page, errors = open_page(browser, f"{voila_url}/voila/render/{game}/play.ipynb", (1920, 1080))
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    page.click(".burg-start")
    page.locator(f"{decision} button, .wk-down:not([disabled])").first.wait_for(timeout=120_000)
    toggle = page.locator(".burg-teacher-toggle")
    tip = toggle.get_attribute("title") or ""
    assert tip not in ("", "null") and "off" in toggle.inner_text(), (tip, toggle.inner_text())
    assert not page.locator(".burg-hidden-toggle").is_visible()  # a teacher's tool only
    toggle.click()
    page.wait_for_selector(".burg-app.burg-teacher")
    # the page's class and the switch's words are two widget updates: wait for both
    expect(toggle).to_contain_text("Teacher mode: on")
    expect(toggle).not_to_have_attribute("title", tip)
    # the hidden cards: off by default, no banner
    hidden = page.locator(".burg-hidden-toggle")
    hidden.wait_for()
    assert "burg-on" not in (hidden.get_attribute("class") or "")
    assert not page.locator(".burg-hidden-banner").count()
    page.wait_for_timeout(300)  # the board's size settles
    sizes = page.evaluate(_TEACHER_SIZES, [board, decision])
    page.screenshot(path=str(SHOTS / f"teacher-{game}-1920.png"))
    assert sizes["board"] >= 0.6, sizes
    assert sizes["decision"] >= 20, sizes
    assert sizes["controls"] >= 20, sizes
    assert sizes["ticks"] is None or sizes["ticks"] >= 18, sizes  # the charts' ticks grow too
    # on: the banner says so, the hidden cards are shown
    hidden.click()
    banner = page.locator(".burg-hidden-banner")
    banner.wait_for()
    assert "Hidden cards shown" in banner.inner_text()
    assert page.locator(".burg-hidden-cards").inner_text().strip()
    if game == "wettkampf":  # each face-down card's value on the card itself
        # (the banner and the store's cards are two widget updates: wait for the cards too)
        page.wait_for_function(
            "() => document.querySelectorAll('.wk-down .wk-peek').length >= 40",
            timeout=PAGE_TIMEOUT,
        )
    page.screenshot(path=str(SHOTS / f"teacher-{game}-hidden.png"))
    hidden.click()
    banner.wait_for(state="detached")
    # the position panel: the game's own fields, as large as the rest
    page.click(".burg-position-toggle")
    panel = page.locator(".burg-position-panel")
    panel.wait_for()
    assert panel.locator(f".burg-position-{field}").count() >= 2
    assert panel.locator(".burg-position-choose option").count() > 5  # the lessons' positions
    sizes = page.evaluate(_TEACHER_SIZES, [board, decision])
    assert sizes["controls"] >= 20, sizes
    panel.screenshot(path=str(SHOTS / f"teacher-{game}-position.png"))
    page.click(".burg-position-toggle")
    panel.wait_for(state="hidden")
    # every width: the decision's controls and the header's in view, nothing sideways
    for width, height in ((1920, 1080), (1280, 800), (768, 1024)):
        if width != 1920:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(200)
        page.locator(decision).scroll_into_view_if_needed()
        problems = page.evaluate(PROBLEMS, controls) + page.evaluate(_WIDE)
        if problems:
            page.screenshot(path=str(SHOTS / f"teacher-{game}-{width}-failure.png"))
        assert not problems, f"{game}, teacher mode at {width}: {problems}"
        page.locator(".burg-header").scroll_into_view_if_needed()
        assert not page.evaluate(PROBLEMS, _TEACHER_CONTROLS), f"{game} header at {width}"
    page.screenshot(path=str(SHOTS / f"teacher-{game}-768.png"))
    assert not errors, errors
    page.close()
