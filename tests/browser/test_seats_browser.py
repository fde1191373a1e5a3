"""A saved game against a bot loads with the bot in its seat, in Chromium on the Voilà page.

The page's own seats are changed to two people before the upload, so only the file can tell that
seat 2 is a bot: no "pass the screen" curtain, the bot tag in the player panel, the bot plays on.
"""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from conftest import ARTIFACTS, Page

from burg import Game

pytestmark = pytest.mark.browser

_VISIBLE = ":visible:not([disabled])"
# The person can click something now (or the game is over).
_READY = """() => {
    const vis = (e) => e && e.offsetParent !== null;
    if (document.querySelector('.burg-final-vp')) return true;
    const sel = '.burg-confirm:not([disabled]), .burg-option:not([disabled]):not(.burg-selected)';
    return [...document.querySelectorAll(sel)].some(vis);
}"""


def _tick(page: Any) -> str:
    return page.locator(".burg-tick [data-tick]").first.get_attribute("data-tick") or ""


def _person_step(page: Any) -> None:
    """One click as the person (confirm, else an option) once the page offers one; wait until
    the page has been updated."""
    page.wait_for_function(_READY, timeout=60_000)
    before = _tick(page)
    confirm = page.locator(".burg-confirm" + _VISIBLE)
    if confirm.count():
        confirm.first.click()
    else:
        page.locator(".burg-option:not(.burg-selected)" + _VISIBLE).first.click()
    page.wait_for_function(
        "(t) => document.querySelector('.burg-tick [data-tick]').dataset.tick !== t", arg=before
    )


def _save(page: Any) -> tuple[bytes, dict[str, Any]]:
    page.click(".burg-save")
    href = page.locator(".burg-download-game").get_attribute("href")
    assert href and href.startswith("data:application/json;base64,")
    raw = base64.b64decode(href.split(",", 1)[1])
    return raw, json.loads(raw)


def test_a_saved_game_against_a_bot_loads_with_the_bot(play_page: Page) -> None:
    page = play_page.page
    page.select_option(".burg-seat-kind-1 select", label="Bot: plays at random")
    page.fill(".burg-seed input", "8")
    page.click(".burg-start")
    try:  # a cold kernel on a busy machine is slow to show the first game
        page.wait_for_selector(".burg-action-card-bote:not([disabled])", timeout=180_000)
    except Exception:
        page.screenshot(path=str(ARTIFACTS / "seats-start-failed.png"))
        raise
    assert page.locator(".burg-player-1 .burg-tag:has-text('bot: plays at random')").count() == 1
    for _ in range(3):  # two cards, then confirm; the bot chose at once
        _person_step(page)
    raw, saved = _save(page)
    assert saved["seats"] == ["person", "random"]
    n_saved = len(saved["actions"])
    assert n_saved >= 2

    # a new game of two people at this screen: now the page's seats are both people
    page.click(".burg-new")
    page.select_option(".burg-seat-kind-1 select", label="Person")
    page.click(".burg-start")
    page.locator(".burg-reveal").wait_for()  # two people: pass the screen
    assert page.locator(".burg-player-1 .burg-tag:has-text('bot')").count() == 0

    with page.expect_file_chooser() as chooser:
        page.click(".burg-load")
    chooser.value.set_files(
        files=[{"name": "schutz-game.json", "mimeType": "application/json", "buffer": raw}]
    )
    page.locator(".burg-info").wait_for()
    assert "is loaded" in page.locator(".burg-message").inner_text()
    page.wait_for_selector(".burg-player-1 .burg-tag:has-text('bot: plays at random')")
    assert page.locator(".burg-player-0 .burg-tag:has-text('bot')").count() == 0
    assert page.locator(".burg-reveal").count() == 0
    page.wait_for_selector(".burg-option" + _VISIBLE)  # the person's own choice, no curtain
    assert page.locator(".burg-reveal").count() == 0

    # the person plays on and the bot answers, never behind a curtain
    again = saved
    for _ in range(40):
        if any(a["player"] == 1 for a in again["actions"][n_saved:]):
            break
        _person_step(page)
        assert page.locator(".burg-reveal").count() == 0
        _, again = _save(page)
    else:
        raise AssertionError("the bot did not move after the loading")
    assert again["seats"] == ["person", "random"]
    assert again["actions"][:n_saved] == saved["actions"]
    Game.from_json(again)
    assert page.locator(".burg-reveal").count() == 0
    assert not page.locator(".burg-error").count()
    assert not play_page.errors, play_page.errors
