"""Uploads on a school server (issue 29), in Chromium against the README's start command: a save
file bigger than ``BURG_MAX_UPLOAD`` (here 4 KB) is refused by the page before it is sent, with
a plain message in the page's language, and the kernel never sees it (the page shows no message
of its own, and a file within the limit still reaches it). A page left blank (its kernel's
connection never answered) loads itself once more after ``BURG_STALL_SECONDS`` (here 8)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from conftest import PAGE_TIMEOUT, SCHUTZ, Server, serve

pytestmark = pytest.mark.browser
LIMIT = 4096
SMALL = {
    "BURG_POOL": "0",
    "BURG_PLAY_POOL": "0",
    "BURG_POOLS": "schutz/play=1",
    "BURG_MAX_KERNELS": "4",
    "BURG_MAX_UPLOAD": str(LIMIT),
    "BURG_STALL_SECONDS": "8",
}


@pytest.fixture(scope="module")
def upload_server() -> Iterator[Server]:
    with serve(SMALL, log_name="voila-upload.log") as server:
        yield server


def _choose(page: Any, name: str, data: bytes) -> None:
    with page.expect_file_chooser() as chooser:
        page.locator(".burg-load").first.click()
    chooser.value.set_files({"name": name, "mimeType": "application/json", "buffer": data})


def test_a_file_too_big_is_refused_before_it_is_sent(browser: Any, upload_server: Server) -> None:
    profile = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = profile.new_page()
        errors: list[str] = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(f"pageerror: {e}"))
        page.goto(f"{upload_server.url}{SCHUTZ}/play.ipynb?lang=de", timeout=PAGE_TIMEOUT)
        page.wait_for_selector(".burg-lang-de .burg-start", timeout=PAGE_TIMEOUT)
        # the widget messages the page sends from now on: a refused file sends none
        sent: list[int] = []
        page.on(
            "websocket",
            lambda ws: ws.on(
                "framesent",
                lambda f: sent.append(len(f if isinstance(f, (bytes, str)) else f["payload"])),
            ),
        )
        _choose(page, "big.json", b" " * (LIMIT * 3))
        note = page.locator(".burg-upload-refused")
        note.wait_for(timeout=30_000)
        text = note.inner_text()
        assert "Diese Datei hat 12 KB" in text and "höchstens 4 KB" in text, text
        assert "nichts geladen" in text
        page.wait_for_timeout(1500)
        assert not [n for n in sent if n > LIMIT], sent  # nothing of the file went out
        assert page.locator(".burg-error:not(.burg-upload-refused)").count() == 0
        # a file within the limit still reaches the kernel: a damaged save gets its message
        _choose(page, "small.json", b"{not json")
        page.locator(".burg-error:not(.burg-upload-refused)").first.wait_for(timeout=60_000)
        assert not errors, errors
    finally:
        profile.close()


def test_a_page_left_blank_loads_itself_once_more(browser: Any, upload_server: Server) -> None:
    """The first connection to the page's kernel is never answered (a connection lost on the
    way): no widget appears, and 8 s later the page loads again, comes up, and clears its mark;
    a page that is up does not load again."""
    profile = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = profile.new_page()
        tries: list[str] = []

        def channels(ws: Any) -> None:
            tries.append(ws.url)
            if len(tries) > 1:  # the first is left unanswered
                ws.connect_to_server()

        page.route_web_socket(re.compile(r".*/api/kernels/[^/]+/channels.*"), channels)
        loads: list[str] = []
        page.on("load", lambda p: loads.append(p.url))
        page.goto(f"{upload_server.url}{SCHUTZ}/play.ipynb?lang=de", timeout=PAGE_TIMEOUT)
        page.wait_for_timeout(4000)
        assert page.locator(".jupyter-widgets").count() == 0  # blank: no answer
        page.wait_for_selector(".burg-lang-de .burg-start", timeout=PAGE_TIMEOUT)
        assert len(loads) == 2 and len(tries) >= 2, (loads, tries)
        assert loads[1] == loads[0]  # the same address, its language kept
        page.wait_for_function(
            "() => !Object.keys(sessionStorage).some(k => k.startsWith('burg-stalled:'))",
            timeout=10_000,
        )
        page.wait_for_timeout(9000)  # longer than BURG_STALL_SECONDS: a page that is up stays
        assert len(loads) == 2, loads
    finally:
        profile.close()
