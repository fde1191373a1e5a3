"""Serving a class (widgets/core/serve.py) in Chromium, against the README's start command:

- the front page shows the family's three games and leads to a game's lessons;
- an old page address (before each game had its folder) leads on to the page, widgets working;
- a page comes from the pre-heated pool with working widgets and a clean console;
- a closed tab's kernel ends at once (the page's shutdown beacon is accepted, not answered 403);
- past ``BURG_MAX_KERNELS`` a new visitor gets the "server is full" page at once, in both
  languages, while open pages keep working; once a tab closes there is room again.

The server here is small on purpose (one pre-heated play page, room for two pages), so that
"full" is reached with three tabs.
"""

from __future__ import annotations

import http.client
import json
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from conftest import ARTIFACTS, PAGE_TIMEOUT, SCHUTZ, Server, open_page, serve

from widgets.schutz.lessons import ui

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "serving"
SMALL = {
    "BURG_POOL": "0",
    "BURG_PLAY_POOL": "1",
    # one pre-heated page: Im Schutze der Burg's play page
    "BURG_POOLS": "wettkampf/play=0,carcassonne/play=0",
    "BURG_MAX_KERNELS": "2",
    "BURG_FILL_DELAY": "0",
}


@pytest.fixture(scope="module")
def small_server() -> Iterator[Server]:
    with serve(SMALL, log_name="voila-small.log") as server:
        yield server


def _wait(predicate: Any, seconds: float, what: str, detail: Any = None) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > deadline:
            more = f"\n{detail()}" if detail is not None else ""
            raise AssertionError(f"not within {seconds:.0f} s: {what}{more}")
        time.sleep(0.25)


def _log_about(kernel_id: str, log_name: str) -> str:
    """What the server's log says about a kernel, and its warnings and errors (the evidence when
    a closed tab's kernel did not end)."""
    text = (ARTIFACTS / log_name).read_text(errors="replace")
    keys = (kernel_id, "shutdown", "Traceback", "Error", "403", "500")
    return "\n".join(line[:300] for line in text.splitlines() if any(k in line for k in keys))


def _kernel_alive(profile: Any, url: str, kernel_id: str) -> bool:
    """Whether the kernel runs, asked as the browser profile whose page it serves (a kernel
    answers only that browser; once ended it is not found, or no longer anyone's: 403)."""
    status = profile.request.get(f"{url}/api/kernels/{kernel_id}", timeout=10_000).status
    if status in (403, 404):
        return False
    assert status == 200, f"/api/kernels/<id>: {status}"
    return True


#: Each pupil's browser profile, open until the test ends: a tab is closed, not its browser. (A
#: page from ``browser.new_page`` has a profile of its own, which closing the page tears down at
#: once, sometimes before the closing tab's shutdown request has left: a race no real tab has.)
_PROFILES: list[Any] = []


@pytest.fixture(autouse=True)
def _close_profiles() -> Iterator[None]:
    yield
    while _PROFILES:
        _PROFILES.pop().close()


def _open(browser: Any, url: str) -> tuple[Any, list[str]]:
    profile = browser.new_context(viewport={"width": 1280, "height": 800})
    _PROFILES.append(profile)
    page = profile.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"pageerror: {e}"))
    page.goto(f"{url}{SCHUTZ}/play.ipynb", timeout=PAGE_TIMEOUT)
    return page, errors


def _kernel_id(page: Any) -> str:
    config = page.locator("#jupyter-config-data").first.text_content()
    return json.loads(config or "{}")["kernelId"]


def test_full_server_closed_tabs_and_pool(browser: Any, small_server: Server) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    url = small_server.url
    _wait(lambda: small_server.kernels() >= 1, 120, "the pre-heated play page")

    # the first pupil: a finished page from the pool, widgets working, console clean
    first, first_errors = _open(browser, url)
    first.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    first_kernel = _kernel_id(first)
    first_profile = first.context
    # the pool refills in the room left (two pages at most)
    _wait(lambda: small_server.kernels() == 2, 120, "the pool refilled")

    second, second_errors = _open(browser, url)
    second.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    assert small_server.kernels() == 2

    # the third pupil finds the server full: a clear page at once, no hang
    third, _ = _open(browser, url)
    full = third.locator(".burg-full")
    full.first.wait_for(timeout=30_000)
    text = third.locator("body").inner_text()
    assert "The tutorial server is full" in text
    assert "Der Server ist voll" in text
    third.screenshot(path=str(SHOTS / "server-full.png"), full_page=True)

    # the pupils already in keep working
    first.fill(".burg-seed input", "4")
    first.click(".burg-start")
    first.wait_for_selector(".burg-action-card-bote:not([disabled])", timeout=PAGE_TIMEOUT)
    first.screenshot(path=str(SHOTS / "first-pupil-playing.png"))

    # the first pupil closes the tab: the page's shutdown beacon ends its kernel at once
    first.close(run_before_unload=True)
    _wait(
        lambda: not _kernel_alive(first_profile, url, first_kernel),
        30,
        "the closed tab's kernel ended",
        lambda: _log_about(first_kernel, "voila-small.log"),
    )

    # now there is room again: the third pupil's page gets in (it retries by itself every
    # 20 s; here it reloads until the pool has refilled the room)
    deadline = time.monotonic() + 120
    while True:
        third.reload()
        third.locator(".burg-start, .burg-full").first.wait_for(timeout=PAGE_TIMEOUT)
        if third.locator(".burg-start").count():
            break
        assert time.monotonic() < deadline, "no room after a tab closed"
        third.wait_for_timeout(1000)
    third.screenshot(path=str(SHOTS / "third-pupil-after-room.png"))

    assert not first_errors, first_errors
    assert not second_errors, second_errors
    second.close(run_before_unload=True)
    third.close(run_before_unload=True)
    _wait(lambda: small_server.kernels() <= 1, 60, "kernels back to the idle pool")


def test_page_from_the_default_pool(browser: Any, voila_url: str) -> None:
    """The product's server: the play page comes pre-heated and leaves no kernel behind."""
    page, errors = _open(browser, voila_url)
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    kernel = _kernel_id(page)
    profile = page.context
    assert _kernel_alive(profile, voila_url, kernel)
    page.close(run_before_unload=True)
    _wait(
        lambda: not _kernel_alive(profile, voila_url, kernel),
        30,
        "the closed tab's kernel ended",
        lambda: _log_about(kernel, "voila.log"),
    )
    assert not errors, errors


# The front page at a width: (how far the page reaches sideways, the viewport's width).
_WIDTH = "() => [document.scrollingElement.scrollWidth, window.innerWidth]"


@pytest.mark.parametrize("width", [768, 1920])
def test_front_page_shows_the_games(browser: Any, voila_url: str, width: int) -> None:
    """The three games, each ready one with its lessons and play page, one still to come "coming
    soon" without links; the switch to German; the link to Im Schutze der Burg's lessons works."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(browser, voila_url + "/", (width, 1000))
    page.wait_for_url("**/voila/render/index.ipynb", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-family", timeout=PAGE_TIMEOUT)
    games = page.locator(".burg-game")
    assert games.count() == 3
    text = page.locator(".burg-family").inner_text()
    for title in ("Im Schutze der Burg", "Der Wettkampf der Burgbaumeister", "Carcassonne"):
        assert title in text
    from widgets.core.front import FAMILY

    waiting = len([g for g in FAMILY if not g.ready])
    coming = page.locator(".burg-game-coming")  # a game still to come: no links
    assert coming.count() == waiting and coming.locator("a").count() == 0
    assert coming.locator(".burg-coming-soon").count() == waiting
    assert page.locator(".burg-game-ready a").count() == 2 * (len(FAMILY) - waiting)
    schutz = page.locator(".burg-game-schutz")
    assert schutz.locator("a").count() == 2
    scroll, inner = page.evaluate(_WIDTH)
    assert scroll <= inner, f"the page scrolls sideways at {width} px: {scroll}"
    for link in schutz.locator("a").all():  # in view, not cut off
        box = link.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= inner
    page.screenshot(path=str(SHOTS / f"front-{width}.png"), full_page=True)
    # in German: the same games, the links still there
    page.locator(".burg-lang button:has-text('Deutsch')").click()
    page.locator(".burg-title >> text=Burgspiele").wait_for()
    page.locator(".burg-family[lang=de]").wait_for()
    soon = page.locator(".burg-family[lang=de] .burg-coming-soon >> text=kommt bald")
    assert soon.count() == waiting
    page.screenshot(path=str(SHOTS / f"front-{width}-de.png"), full_page=True)
    play = schutz.locator("a.burg-game-play")  # the links keep the language
    assert play.evaluate("(a) => a.href").endswith(f"{SCHUTZ}/play.ipynb?lang=de")
    # the link to the lessons
    schutz.locator("a.burg-game-lessons").click()
    page.wait_for_url(f"**{SCHUTZ}/index.ipynb?lang=de", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-index a.burg-lesson-link", timeout=PAGE_TIMEOUT)
    assert page.locator(".burg-index a.burg-lesson-link").count() == 16
    assert not errors, errors
    page.close()


@pytest.mark.parametrize(
    ("old", "new", "ready"),
    [
        ("03_round.ipynb?lang=de", "schutz/03_round.ipynb?lang=de", ".burg-lesson .burg-check"),
        ("play.ipynb", "schutz/play.ipynb", ".burg-start"),
    ],
)
def test_old_address_leads_to_the_page(
    browser: Any, voila_url: str, old: str, new: str, ready: str
) -> None:
    """A bookmark from before each game had its folder: a redirect to the page, query kept,
    and the page's widgets work."""
    server = urllib.parse.urlsplit(voila_url)
    conn = http.client.HTTPConnection(server.hostname or "", server.port, timeout=60)
    conn.request("GET", f"/voila/render/{old}")
    answer = conn.getresponse()
    assert (answer.status, answer.getheader("Location")) == (301, f"/voila/render/{new}")
    conn.close()
    page, errors = open_page(browser, f"{voila_url}/voila/render/{old}")
    page.wait_for_selector(ready, state="visible", timeout=PAGE_TIMEOUT)
    # the page, with the language it was asked in (the switch writes it into the address)
    lang = "de" if "lang=de" in old else "en"
    path = new.partition("?")[0]
    page.wait_for_url(f"{voila_url}/voila/render/{path}?lang={lang}")
    if ready == ".burg-start":  # the play page's widgets answer: a game starts
        page.fill(".burg-seed input", "4")
        page.click(".burg-start")
        page.wait_for_selector(".burg-action-card-bote:not([disabled])", timeout=PAGE_TIMEOUT)
    else:  # the lesson's example takes a step
        page.locator(".burg-step-next").first.click()
        step1 = ui("step_of", lang, i=1, n="")
        page.locator(f".burg-step-label >> text={step1}").first.wait_for()
    assert not errors, errors
    page.close(run_before_unload=True)
