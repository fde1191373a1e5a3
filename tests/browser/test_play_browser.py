"""Play a whole game in Chromium on the Voilà page, by clicking only.

Also: an illegal choice cannot be made, undo works, a damaged save file shows a message, the
console stays clean. Screenshots and click timings go to test-artifacts/.
"""

from __future__ import annotations

import base64
import json
import statistics
from typing import Any

import pytest
from conftest import ARTIFACTS, Page
from conftest import READY as _READY

from burg import Game

pytestmark = pytest.mark.browser

# Click an element and resolve with the milliseconds until the page has been updated: the app
# bumps a hidden tick after every update, as its last message.
_TIMED_CLICK = """(el) => new Promise((resolve) => {
    const box = document.querySelector('.burg-tick');
    const now = () => (box.querySelector('[data-tick]') || {dataset: {}}).dataset.tick;
    const before = now();
    const t0 = performance.now();
    const obs = new MutationObserver(() => {
        if (now() !== before) { obs.disconnect(); resolve(performance.now() - t0); }
    });
    obs.observe(box, {subtree: true, childList: true, characterData: true});
    el.click();
    setTimeout(() => { obs.disconnect(); resolve(-1); }, 10000);
})"""


_VISIBLE = ":visible:not([disabled])"


def _tick(page: Any) -> str:
    return page.locator(".burg-tick [data-tick]").first.get_attribute("data-tick") or ""


def _timed_click(page: Any, locator: Any, timings: list[float]) -> None:
    ms = locator.first.evaluate(_TIMED_CLICK)
    if ms < 0:
        page.screenshot(path=str(ARTIFACTS / "failure.png"), full_page=True)
        message = page.locator(".burg-message").inner_text()
        raise AssertionError(f"the page did not update after a click ({message!r})")
    assert not page.locator(".burg-error").count(), page.locator(".burg-message").inner_text()
    timings.append(ms)


def _wait_ready(page: Any) -> None:
    page.wait_for_function(_READY, timeout=60_000)


def _person_step(page: Any, timings: list[float]) -> bool:
    """Make one click as the person; False once the game is over."""
    _wait_ready(page)
    if page.locator(".burg-final-vp").count():
        return False
    for sel in (".burg-reveal", ".burg-confirm", ".burg-option:not(.burg-selected)"):
        loc = page.locator(sel + _VISIBLE)
        if loc.count():
            _timed_click(page, loc, timings)
            return True
    raise AssertionError("nothing to click")


def _moves(page: Any) -> str:
    return page.locator(".burg-moves").inner_text()


def _save(page: Any) -> dict[str, Any]:
    page.click(".burg-save")
    href = page.locator(".burg-download-game").get_attribute("href")
    assert href and href.startswith("data:application/json;base64,")
    return json.loads(base64.b64decode(href.split(",", 1)[1]))


def test_play_a_whole_game_against_a_bot(play_page: Page) -> None:
    page = play_page.page
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "start.png"))
    page.fill(".burg-seed input", "11")
    page.click(".burg-start")
    try:  # the first game of a cold kernel builds the charts: allow a slow machine its time
        page.wait_for_selector(".burg-action-card-bote:not([disabled])", timeout=180_000)
    except Exception:
        page.screenshot(path=str(ARTIFACTS / "start-failed.png"))
        raise

    # an illegal choice cannot be made: the Baumeister needs a discard row, says the tooltip
    baumeister = page.locator(".burg-action-card-baumeister")
    assert baumeister.is_disabled()
    assert "Baumeister" in (baumeister.get_attribute("title") or "")
    before = _tick(page)
    baumeister.click(force=True)
    page.wait_for_timeout(500)
    assert _tick(page) == before
    assert "burg-selected" not in (baumeister.get_attribute("class") or "")

    # undo: take back the first card choice (and the bot's answer)
    moves = _moves(page)
    timings: list[float] = []
    for _ in range(3):  # two cards, then confirm
        _person_step(page, timings)
    _wait_ready(page)
    assert _moves(page) != moves
    page.click(".burg-undo")
    page.wait_for_function(
        "(m) => document.querySelector('.burg-moves').innerText === m", arg=moves
    )
    page.wait_for_selector(".burg-action-card-bote:not([disabled])")

    # play to the end by clicking only
    shot_mid = False
    for _ in range(2000):
        if not _person_step(page, timings):
            break
        if not shot_mid and "Round 6" in page.locator(".burg-status").inner_text():
            page.screenshot(path=str(ARTIFACTS / "mid-game.png"))
            shot_mid = True
    else:
        raise AssertionError("the game did not end")
    page.screenshot(path=str(ARTIFACTS / "final.png"))

    # the final scores on the page are the engine's
    game = Game.from_json(_save(page))
    assert game.is_over
    for standing in game.ranking():
        shown = page.locator(f".burg-final-vp-{standing.seat}").inner_text()
        assert int(shown) == standing.vp

    median = statistics.median(timings)
    p95 = sorted(timings)[max(0, round(0.95 * len(timings)) - 1)]
    report = {"clicks": len(timings), "median_ms": round(median, 1), "p95_ms": round(p95, 1)}
    (ARTIFACTS / "timings.json").write_text(json.dumps(report, indent=1))
    print(f"\nclick to updated page: {report}")
    assert not play_page.errors, play_page.errors


def test_play_a_whole_winter_game_against_bots(play_page: Page) -> None:
    """Die Burg im Winter, chosen in the dialog, played to the end by clicking only: the winter
    cards are on the board and the person answers winter decisions through their buttons."""
    page = play_page.page
    ARTIFACTS.mkdir(exist_ok=True)
    page.click(".burg-nplayers button:has-text('3')")
    page.select_option(".burg-seat-kind-2 select", label="Bot: plays at random")
    page.click(".burg-season-winter")
    page.fill(".burg-seed input", "5")
    page.click(".burg-start")
    try:
        page.wait_for_selector(".burg-action-card-bote:not([disabled])", timeout=180_000)
    except Exception:
        page.screenshot(path=str(ARTIFACTS / "winter-start-failed.png"))
        raise
    assert "Winter" in page.locator(".burg-status").inner_text()
    assert page.locator(".burg-winter-card").count() == 6
    timings: list[float] = []
    winter_keys: set[str] = set()
    shot = False
    for _ in range(3000):
        keys = page.eval_on_selector_all(".burg-option", "(els) => els.map((e) => e.className)")
        for cls in keys:
            for word in cls.split():
                if word.startswith("burg-action-") and word.split("-")[2] in (
                    "lose", "pay", "stone", "woo", "stake", "toll", "recall",
                ):  # fmt: skip
                    winter_keys.add(word)
        if winter_keys and not shot:
            page.screenshot(path=str(ARTIFACTS / "winter-decision.png"), full_page=True)
            shot = True
        if not _person_step(page, timings):
            break
    else:
        raise AssertionError("the winter game did not end")
    page.screenshot(path=str(ARTIFACTS / "winter-final.png"), full_page=True)
    saved = _save(page)
    assert saved["winter"] is True
    game = Game.from_json(saved)
    assert game.is_over and game.state.winter
    for standing in game.ranking():
        assert int(page.locator(f".burg-final-vp-{standing.seat}").inner_text()) == standing.vp
    assert winter_keys, "the person never saw a winter decision"
    assert not play_page.errors, play_page.errors


def test_a_damaged_save_file_shows_a_message(play_page: Page) -> None:
    page = play_page.page
    page.click(".burg-start")
    page.wait_for_selector(".burg-action-card-bote")
    broken = b'{"format": "burg-game", "version": 1, "seed": 3, "players": 2, "actions": [{"ty'
    with page.expect_file_chooser() as chooser:
        page.click(".burg-load")
    chooser.value.set_files(
        files=[{"name": "broken.json", "mimeType": "application/json", "buffer": broken}]
    )
    error = page.locator(".burg-error")
    error.wait_for()
    assert "cut off or damaged" in error.inner_text()
    # the game on the table is untouched and still playable
    assert page.locator(".burg-action-card-bote:not([disabled])").count() == 1
    # German from the engine's catalog
    page.click(".burg-lang button:has-text('Deutsch')")
    page.wait_for_function(
        "() => document.querySelector('.burg-status').innerText.includes('Runde')"
    )
    assert not play_page.errors, play_page.errors
