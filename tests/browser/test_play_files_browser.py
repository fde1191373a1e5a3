"""Saving and loading on every play page, in a real browser on the Voilà server: "Save game"
downloads a file at once, in one click, named ``<game>-<date>-<time>.json``, and it loads back;
each kind of bad file gets its plain message in the page's language and leaves the game as it
was. Lean: one page per game, the kinds of bad file uploaded one after the other; screenshots of
each page at 768 and 1920 px (``test-artifacts/playpage/``)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import ARTIFACTS, PAGE_TIMEOUT, open_page

pytestmark = pytest.mark.browser

SHOTS = ARTIFACTS / "playpage"
GAMES = ("schutz", "wettkampf", "carcassonne")
#: What each kind of bad file makes the page say, per language.
SAYS = {
    "en": {
        "not_save": "not a saved Burg game",
        "damaged": "cut off or damaged (line 6)",
        "other_game": "not of this game",
        "newer": "newer version",
        "kept": "unchanged",
        "loaded": "is loaded",
    },
    "de": {
        "not_save": "kein gespeichertes Burg-Spiel",
        "damaged": "abgeschnitten oder beschädigt (Zeile 6)",
        "other_game": "nicht von diesem Spiel",
        "newer": "neueren Version",
        "kept": "unverändert",
        "loaded": "ist geladen",
    },
}
PARSER = re.compile(r"codec|Expecting|Unterminated|Unknown keys|json|§|\[", re.IGNORECASE)


def _upload(page: Any, name: str, data: bytes) -> None:
    with page.expect_file_chooser() as chooser:
        page.click(".burg-load")
    chooser.value.set_files(files=[{"name": name, "mimeType": "application/json", "buffer": data}])


def _message(page: Any, before: str) -> str:
    """The message line once it changed from ``before``."""
    page.wait_for_function(
        "(old) => { const m = document.querySelector('.burg-message');"
        " return m && m.innerText.trim() && m.innerText !== old; }",
        arg=before,
    )
    return page.locator(".burg-message").inner_text()


def _save(page: Any, game: str, tmp: Path) -> str:
    """Click "Save game" once; the file downloaded at once, its text."""
    with page.expect_download() as info:
        page.click(".burg-save")
    download = info.value
    assert re.fullmatch(rf"{game}-\d{{4}}-\d\d-\d\d-\d{{4}}\.json", download.suggested_filename)
    path = tmp / download.suggested_filename
    download.save_as(path)
    return path.read_text("utf-8")


def _bad_files(game: str, saved: str) -> list[tuple[str, bytes]]:
    data = json.loads(saved)
    other = next(g for g in GAMES if g != game)
    cut = "\n".join(saved.splitlines()[:6])
    return [
        ("not_save", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01"),
        ("damaged", cut.encode()),
        ("other_game", json.dumps(dict(data, game=other)).encode()),
        ("newer", json.dumps(dict(data, version=99)).encode()),
    ]


@pytest.mark.parametrize("game", GAMES)
def test_save_at_once_load_back_and_every_bad_file_explained(
    browser: Any, voila_url: str, game: str, tmp_path: Path
) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(browser, f"{voila_url}/voila/render/{game}/play.ipynb?lang=en")
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    page.click(".burg-start")
    page.wait_for_selector(".burg-save:not([disabled])", timeout=PAGE_TIMEOUT)
    saved = _save(page, game, tmp_path)
    assert json.loads(saved)["game"] == game
    said = page.locator(".burg-download").inner_text()
    assert "Saved to your downloads" in said

    for lang in ("en", "de"):
        if lang == "de":
            page.click(".burg-lang button:has-text('Deutsch')")
            page.wait_for_function("() => document.querySelector('.burg-lang-de')")
            # the last file's message is said again in German (before the next file's)
            from playwright.sync_api import expect

            expect(page.locator(".burg-message")).to_contain_text(
                SAYS["de"]["kept"], timeout=PAGE_TIMEOUT
            )
        for kind, data in _bad_files(game, saved):
            before = page.locator(".burg-message").inner_text()
            _upload(page, f"{kind}.json", data)
            text = _message(page, before)
            assert SAYS[lang][kind] in text, (lang, kind, text)
            assert SAYS[lang]["kept"] in text
            assert not PARSER.search(text), (lang, kind, text)
            if kind == "other_game":
                href = page.locator(".burg-message a").get_attribute("href") or ""
                assert "/play.ipynb?lang=" + lang in href and game not in href
        # nothing lost: the same game is saved again
        assert _save(page, game, tmp_path) == saved

    # the saved file loads back
    before = page.locator(".burg-message").inner_text()
    _upload(page, "mine.json", saved.encode())
    assert SAYS["de"]["loaded"] in _message(page, before)
    assert _save(page, game, tmp_path) == saved
    for width in (768, 1920):
        page.set_viewport_size({"width": width, "height": 1000})
        page.wait_for_timeout(300)
        page.screenshot(path=str(SHOTS / f"{game}-de-{width}.png"), full_page=False)
    assert not errors, errors
    page.close()


def test_the_toolbar_stays_on_one_line_in_german_at_1280(browser: Any, voila_url: str) -> None:
    for game in GAMES:
        page, errors = open_page(browser, f"{voila_url}/voila/render/{game}/play.ipynb?lang=de")
        page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
        page.wait_for_function("() => document.querySelector('.burg-lang-de')")
        tops = page.eval_on_selector_all(
            ".burg-header .jupyter-button, .burg-header .burg-lang-button",
            "els => els.filter(e => e.offsetParent).map(e => e.getBoundingClientRect().top)",
        )
        heights = page.eval_on_selector_all(
            ".burg-header .jupyter-button",
            "els => els.filter(e => e.offsetParent).map(e => e.getBoundingClientRect().height)",
        )
        page.screenshot(path=str(SHOTS / f"{game}-de-1280-header.png"))
        assert max(tops) - min(tops) < 12, (game, tops)
        assert max(heights) < 60, (game, heights)  # no label wraps to a second line
        assert not errors, errors
        page.close()


def test_at_768_the_schutz_decision_and_the_board_share_the_screen(
    browser: Any, voila_url: str
) -> None:
    page, errors = open_page(
        browser, f"{voila_url}/voila/render/schutz/play.ipynb?lang=de", size=(768, 1000)
    )
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    page.click(".burg-start")
    page.wait_for_selector(".burg-decision .burg-option", timeout=PAGE_TIMEOUT)
    board = page.locator(".burg-castle-view").bounding_box()
    option = page.locator(".burg-decision .burg-option").first.bounding_box()
    assert board and option
    assert 0 <= board["y"] < 1000  # the board is in view …
    assert option["y"] >= 0 and option["y"] + option["height"] <= 1000  # … and so is the decision
    page.screenshot(path=str(SHOTS / "schutz-de-768-decision.png"))
    assert not errors, errors
    page.close()
