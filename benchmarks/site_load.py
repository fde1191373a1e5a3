"""How fast the static site (``bash .ci/site``) opens in Chromium, served by a plain static server.

Serves the built folder with Python's ``http.server`` on 127.0.0.1, opens pages in Debian's
Chromium with every other host unresolvable, and prints per page the time from navigation to
its widgets (the same ready mark as ``class_load.py``), the bytes fetched and any request to
another host:

- ``first``: a new browser profile (nothing cached) opens the front page;
- ``later``: in the same profile, one lesson per game and one play page per game, one after the
  other (what a pupil does next);
- ``reload``: a new tab of the same profile opens the front page again (a second visit);
- ``memory``: the later pages again, each in a tab of its own, all open at once: Chromium's
  memory per open page (the unique memory its processes gained, ``psutil``), once per run.

    .venv/bin/python benchmarks/site_load.py [--site site] [--runs 3]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parent))
import class_load

ROOT = Path(__file__).resolve().parent.parent
#: Chromium as the other browser tests run it, with no host but this machine: a request
#: anywhere else fails (and is counted).
CHROMIUM_ARGS = [
    *class_load.CHROMIUM_ARGS,
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
READY = class_load.READY  # the page's widgets are there
#: The pages a pupil opens after the front page: one lesson and the play page of every game.
LATER = (
    "schutz/03_round",
    "wettkampf/03_wall",
    "carcassonne/02_placing",
    "schutz/play",
    "wettkampf/play",
    "carcassonne/play",
)
TIMEOUT = 180_000
BUILD_TIMEOUT = 1800  # s; the first build downloads Pyodide and the wheels


class _Quiet(http.server.SimpleHTTPRequestHandler):
    """A plain static server (no log lines) that counts what it sends."""

    sent: ClassVar[dict[str, int]] = {"requests": 0, "bytes": 0}

    def log_message(self, *args: Any) -> None:
        pass

    def copyfile(self, source: Any, outputfile: Any) -> None:
        start = source.tell()
        super().copyfile(source, outputfile)
        _Quiet.sent["requests"] += 1
        _Quiet.sent["bytes"] += source.tell() - start


@contextlib.contextmanager
def serve_site(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 (a free port); yields the base URL."""
    handler = functools.partial(_Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def build_site(folder: Path, timeout: float = BUILD_TIMEOUT) -> None:
    """Build the site into ``folder`` with ``bash .ci/site`` (``AssertionError`` with the
    build's last lines if it fails)."""
    proc = subprocess.run(
        ["bash", str(ROOT / ".ci" / "site"), "--out", str(folder)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert proc.returncode == 0, f"bash .ci/site failed:\n{(proc.stdout + proc.stderr)[-3000:]}"


def check_built(folder: Path) -> Path:
    """``folder`` as an absolute path, once it holds a built site (else ``AssertionError``)."""
    folder = folder.resolve()
    assert (folder / "voici" / "render" / "index.html").is_file(), f"no site in {folder}"
    return folder


def page_url(base: str, page: str, lang: str = "en") -> str:
    """The address of a page (its path below notebooks/, without ``.ipynb``) in the site."""
    return f"{base}voici/render/{page}.html?lang={lang}"


class Watch:
    """Requests and console errors of a browser context: any other host asked."""

    def __init__(self, context: Any, base: str) -> None:
        self.base = base
        self.foreign: list[str] = []
        self.errors: list[str] = []
        context.on("request", self._request)

    def _request(self, request: Any) -> None:
        url = request.url
        if not url.startswith(self.base) and not url.startswith(("data:", "blob:")):
            self.foreign.append(url)

    def watch_page(self, page: Any) -> None:
        page.on(
            "console",
            lambda m: self.errors.append(m.text) if m.type == "error" else None,
        )
        page.on("pageerror", lambda e: self.errors.append(str(e)))


def open_timed(page: Any, url: str) -> float:
    """Seconds from navigation to the page's widgets."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    start = time.monotonic()
    page.goto(url, wait_until="commit", timeout=TIMEOUT)
    try:
        page.wait_for_selector(READY, state="visible", timeout=TIMEOUT)
    except PlaywrightTimeout:
        return float("nan")
    return time.monotonic() - start


def _uss_mb(pid: int) -> float:
    """Unique memory of the process ``pid`` and its descendants, MB."""
    import psutil

    total = 0
    for proc in class_load.process_tree(pid):
        with contextlib.suppress(psutil.Error):
            total += proc.memory_full_info().uss
    return total / 2**20


def _chromium_pid(profile: str) -> int:
    """The browser process that runs with the profile folder ``profile``."""
    import psutil

    for proc in psutil.process_iter(["cmdline"]):
        cmd = " ".join(proc.info["cmdline"] or [])
        if f"--user-data-dir={profile}" in cmd and "--type=" not in cmd:
            return proc.pid
    raise RuntimeError(f"no Chromium with profile {profile}")


def memory_per_page(context: Any, base: str, profile: str) -> float:
    """MB of Chromium's memory each open page takes: the ``LATER`` pages opened in tabs of their
    own, all kept open, against the browser with one blank tab."""
    pid = _chromium_pid(profile)
    blank = context.new_page()
    time.sleep(2)
    before = _uss_mb(pid)
    tabs = []
    for name in LATER:
        tab = context.new_page()
        open_timed(tab, page_url(base, name))
        tabs.append(tab)
    time.sleep(3)
    after = _uss_mb(pid)
    for tab in [*tabs, blank]:
        tab.close()
    return (after - before) / len(LATER)


def run(site: Path, runs: int, chromium: str) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    times: dict[str, list[float]] = {}
    with serve_site(site) as base, sync_playwright() as p:
        for run_no in range(runs):
            profile = tempfile.mkdtemp(prefix="burg-site-")
            context = p.chromium.launch_persistent_context(
                profile, executable_path=chromium, args=CHROMIUM_ARGS, viewport=None
            )
            watch = Watch(context, base)
            page = context.new_page()
            watch.watch_page(page)
            steps = [("first: index", "index"), *((f"later: {n}", n) for n in LATER)]
            for label, name in steps:
                before = dict(_Quiet.sent)
                t = open_timed(page, page_url(base, name))
                times.setdefault(label, []).append(t)
                mb = (_Quiet.sent["bytes"] - before["bytes"]) / 1e6
                n = _Quiet.sent["requests"] - before["requests"]
                print(
                    f"run {run_no + 1} {label:28} {t:6.1f} s  "
                    f"server sent {n:4d} files {mb:6.1f} MB",
                    flush=True,
                )
            page.close()
            page = context.new_page()
            watch.watch_page(page)
            t = open_timed(page, page_url(base, "index"))
            times.setdefault("reload: index (new tab)", []).append(t)
            print(f"run {run_no + 1} {'reload: index (new tab)':28} {t:6.1f} s", flush=True)
            page.close()
            mb = memory_per_page(context, base, profile)
            times.setdefault("memory: MB per open page", []).append(mb)
            print(f"run {run_no + 1} {'memory: MB per open page':28} {mb:6.0f}", flush=True)
            context.close()
            shutil.rmtree(profile, ignore_errors=True)
            print(f"run {run_no + 1}: requests to other hosts: {len(watch.foreign)}", flush=True)
            for url in watch.foreign[:5]:
                print("   ", url)
            for e in watch.errors[:5]:
                print("    console:", e[:200])
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--site", default=str(ROOT / "site"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    site = Path(args.site)
    size = sum(f.stat().st_size for f in site.rglob("*") if f.is_file())
    print(f"site {site}: {size / 1e6:.1f} MB")
    times = run(site, args.runs, args.chromium)
    print("\nmedian (min–max) over runs, seconds (memory: MB):")
    for label, ts in times.items():
        print(f"  {label:30} {statistics.median(ts):6.1f}  ({min(ts):.1f}–{max(ts):.1f})")


if __name__ == "__main__":
    main()
