"""Browser test fixtures: the README's Voilà server on a free port, and Debian's Chromium.

The server is started with ``.ci/serve`` (the product's start command); bots pause only briefly.
In a checkout without ``.venv`` (a second git worktree), the Python running the tests serves
this checkout's code.
Without /usr/bin/chromium the tests are skipped, or fail when ``CI`` is set.
"""

from __future__ import annotations

import contextlib
import os
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.serving import free_port, running

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
#: Where Im Schutze der Burg's pages are: its folder of pages (notebooks/schutz/).
SCHUTZ = "/voila/render/schutz"
SERVER_TIMEOUT = 600  # seconds; the first start may install the virtualenv
PAGE_TIMEOUT = 180_000  # ms; a cold kernel on a busy 2-core machine is slow


def _is_up(url: str) -> bool:
    try:
        urllib.request.urlopen(url, timeout=5)
    except urllib.error.HTTPError:
        return True  # any HTTP answer means the server is up
    except OSError:
        return False
    return True


@pytest.fixture(scope="session")
def chromium() -> str:
    """The Chromium binary (skip, or fail under CI, if it is missing)."""
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing: run bash .ci/setup --browser")
        pytest.skip(f"{CHROMIUM} is missing")
    return CHROMIUM


@contextlib.contextmanager
def serve(env: dict[str, str] | None = None, log_name: str = "voila.log") -> Iterator[Server]:
    """Start ``.ci/serve`` (the README's start command) on a free port with ``env`` added,
    wait until it answers, stop it afterwards."""
    port = free_port()
    full_env = {
        **os.environ,
        "BURG_PORT": str(port),
        "BURG_IP": "127.0.0.1",
        "BURG_BOT_DELAY": "0.05",
        # every test's page comes from this one machine: no share per address (its own test:
        # tests/core/test_security.py)
        "BURG_MAX_PAGES_PER_CLIENT": "0",
        **(env or {}),
    }
    command, cwd = ["bash", str(ROOT / ".ci" / "serve")], ROOT
    if not (ROOT / ".venv" / "bin" / "python").exists():
        # a git worktree without its own virtualenv: the start command's last line, with the
        # Python running the tests and this checkout's code first on the path
        command, cwd = [sys.executable, "-m", "widgets.core.serve", "."], ROOT / "notebooks"
        full_env["PYTHONPATH"] = os.pathsep.join(
            [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
        )
        jupyter_path = [str(ROOT / "notebooks" / ".voila"), os.environ.get("JUPYTER_PATH", "")]
        full_env["JUPYTER_PATH"] = os.pathsep.join(filter(None, jupyter_path))
    url = f"http://127.0.0.1:{port}"
    with running(
        command,
        cwd=cwd,
        env=full_env,
        log_path=ARTIFACTS / log_name,
        ready=lambda: _is_up(url + "/"),
        timeout=SERVER_TIMEOUT,
        what="Voilà",
    ) as proc:
        yield Server(url, proc.pid)


class Server:
    """A running server: its URL, and its kernels (the kernel processes it started)."""

    def __init__(self, url: str, pid: int) -> None:
        self.url = url
        self.pid = pid

    def kernels(self) -> int:
        """How many kernel processes the server runs now."""
        import psutil

        n = 0
        for p in psutil.Process(self.pid).children(recursive=True):
            with contextlib.suppress(psutil.Error):
                n += "ipykernel_launcher" in " ".join(p.cmdline())
        return n


@pytest.fixture(scope="session")
def voila_url() -> Iterator[str]:
    """The product's server, as the README starts it (bots pause only briefly)."""
    with serve() as server:
        yield server.url


@pytest.fixture(scope="session")
def browser(chromium: str) -> Iterator[Any]:
    """One Chromium for the session."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        yield b
        b.close()


# What a person can click now on the play page (visible and enabled), or the final scores.
READY = """() => {
    const vis = (e) => e && e.offsetParent !== null;
    if (document.querySelector('.burg-final-vp')) return true;
    const sel = '.burg-reveal, .burg-confirm:not([disabled]), '
        + '.burg-option:not([disabled]):not(.burg-selected)';
    return [...document.querySelectorAll(sel)].some(vis);
}"""


def open_page(browser: Any, url: str, size: tuple[int, int] = (1280, 900)) -> tuple[Any, list[str]]:
    """A new page at ``url`` with the window ``size``; the list fills with its console errors
    and page errors."""
    width, height = size
    page = browser.new_page(viewport={"width": width, "height": height})
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"pageerror: {e}"))
    page.goto(url, timeout=PAGE_TIMEOUT)
    return page, errors


class Page:
    """A browser page on the play page, recording console errors and page errors."""

    def __init__(self, browser: Any, url: str) -> None:
        self.page = browser.new_page(viewport={"width": 1280, "height": 800})
        self.page.set_default_timeout(60_000)
        self.errors: list[str] = []
        self.page.on(
            "console",
            lambda m: self.errors.append(f"console: {m.text}") if m.type == "error" else None,
        )
        self.page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        self.page.goto(f"{url}{SCHUTZ}/play.ipynb", timeout=PAGE_TIMEOUT)
        self.page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)


@pytest.fixture
def play_page(browser: Any, voila_url: str) -> Iterator[Page]:
    """A fresh play page (a new kernel)."""
    p = Page(browser, voila_url)
    yield p
    p.page.close()


#: axe-core, fetched from the npm registry by ``.ci/setup --browser``.
AXE = ROOT / ".venv" / "share" / "axe-core" / "axe.min.js"
if not (ROOT / ".venv").exists():  # a git worktree without its own virtualenv: the test's
    AXE = Path(sys.prefix) / "share" / "axe-core" / "axe.min.js"
#: What the accessibility check fails on (axe's two highest impacts).
AXE_FAILS = ("serious", "critical")


def axe_violations(page: Any) -> list[str]:
    """The page's serious and critical accessibility violations (axe-core, WCAG 2 A/AA rules),
    as short lines: rule, impact, how many elements, the first element."""
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: run bash .ci/setup --browser")
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate(
        """async () => {
            const r = await axe.run(document, {
                runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
                resultTypes: ["violations"],
            });
            return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.length, first: v.nodes[0] ? v.nodes[0].target.join(" ") : ""}));
        }"""
    )
    return [
        f"{v['id']} ({v['impact']}, {v['nodes']}×, e.g. {v['first']}): {v['help']}"
        for v in result
        if v["impact"] in AXE_FAILS
    ]
