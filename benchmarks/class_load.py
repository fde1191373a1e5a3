"""A class opens the tutorial at once: page times, a burst of pupils, kernels and memory.

    python benchmarks/class_load.py pages [--runs 3] [--lang de]
    python benchmarks/class_load.py burst [--page play] [--pupils 30] [--tabs 3] [--runs 3]
    python benchmarks/class_load.py burst --spread [--pupils 30] [--tabs 3]

Each run starts the server the README's way (``bash .ci/serve``, on a free port, with the
``BURG_*`` variables of the environment, e.g. ``BURG_POOLS=schutz/play=30``), waits until its kernel
pools are full and the machine is quiet, measures, and stops it.

- ``pages``: one visitor on an idle machine. Chromium opens every page in turn (one browser
  profile: its cache is kept, as when a visitor moves from page to page; the first page is the
  cold one) and the time from navigation until the page's widgets show is printed per page
  (median over runs).
- ``burst``: ``--pupils`` virtual pupils ask for pages in the same second, over HTTP and the
  kernel websocket as a browser does (the page, then every widget model's state through the
  ``jupyter.widget.control`` comm); all on ``--page`` (named as in ``BURG_POOLS``: ``play``,
  ``schutz/05_bote``) or, with ``--spread``, round-robin over the front page, the lesson lists
  and the lessons. At the same moment ``--tabs`` real Chromium tabs open the same
  pages and must show working widgets without console errors. Then every pupil leaves as a
  browser tab does on closing (Voilà's shutdown beacon) and the kernels and memory are followed
  back to their idle figures. Printed: median / p95 / max of the server's time to the whole page
  (HTML and all widget states), failures, failed widget models, the tabs' times and errors,
  kernels and memory idle / peak / after leaving.

Figures, not a test: nothing fails on a timing. The server only listens on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import signal
import socket
import statistics
import struct
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# What shows once a page's widgets are there: the play page's new-game dialog, a lesson's
# first exercise, a game's lesson list, the family's front page, a lab page's Run button.
READY = ".burg-start, .burg-lesson .burg-check, .burg-index a, .burg-family a, .burg-lab-run"
TIMEOUT = 120.0  # seconds a pupil waits before the page counts as failed


def pages() -> list[str]:
    """Every page (its path below notebooks/) as a visitor meets them: the family's front page,
    then per game its lesson list, its lessons and its play page."""
    names = sorted(
        p.relative_to(NOTEBOOKS).as_posix()
        for p in NOTEBOOKS.rglob("*.ipynb")
        if not any(part.startswith(".") for part in p.relative_to(NOTEBOOKS).parts)
    )

    def order(name: str) -> tuple:
        folder, _, page = name.rpartition("/")
        return (folder, page != "index.ipynb", page.startswith("play"), page)

    return sorted(names, key=order)


def page_path(name: str) -> str:
    """A page named as in ``BURG_POOLS`` (``play``, ``05_bote``, ``schutz/05_bote``) -> its path
    below notebooks/ (``schutz/play.ipynb``)."""
    sys.path.insert(0, str(ROOT))
    from widgets.core.serve import moved_pages

    page = name if name.endswith(".ipynb") else f"{name}.ipynb"
    if (NOTEBOOKS / page).exists():
        return page
    return moved_pages(NOTEBOOKS).get(page, page)


def lesson_pages() -> list[str]:
    """Every page but the play pages (``play*.ipynb`` in any folder)."""
    return [p for p in pages() if not Path(p).name.startswith("play")]


def pct(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    s = sorted(values)
    return s[max(0, min(len(s) - 1, round(q * len(s)) - 1))]


def fmt(values: list[float]) -> str:
    if not values:
        return "-"
    return (
        f"median {statistics.median(values):6.2f} s  p95 {pct(values, 0.95):6.2f} s  "
        f"max {max(values):6.2f} s"
    )


# --- the server ---------------------------------------------------------------------------------
def process_tree(pid: int) -> list[psutil.Process]:
    """The process ``pid`` and all its descendants (none if it has ended)."""
    try:
        root = psutil.Process(pid)
        return [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


class Server:
    """``bash .ci/serve`` on a free port; its process tree gives kernels and memory."""

    def __init__(self, env: dict[str, str] | None = None) -> None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = ROOT / "test-artifacts" / "class-load-server.log"
        self.log_path.parent.mkdir(exist_ok=True)
        self.env = {
            # a burst comes from this one machine: no share per address unless asked for
            "BURG_MAX_PAGES_PER_CLIENT": "0",
            **os.environ,
            **(env or {}),
            "BURG_PORT": str(self.port),
            "BURG_IP": "127.0.0.1",
        }
        self.proc: subprocess.Popen | None = None

    def __enter__(self) -> Server:
        log = open(self.log_path, "w")
        self.proc = subprocess.Popen(
            ["bash", str(ROOT / ".ci" / "serve")],
            cwd=ROOT,
            env=self.env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        deadline = time.monotonic() + 600
        while not self._up():
            if self.proc.poll() is not None:
                sys.exit(f"the server exited; see {self.log_path}")
            if time.monotonic() > deadline:
                sys.exit("the server did not answer in 10 minutes")
            time.sleep(0.5)
        return self

    def _up(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                return True
        except OSError:
            return False

    def __exit__(self, *exc: Any) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()

    def tree(self) -> list[psutil.Process]:
        assert self.proc is not None
        return process_tree(self.proc.pid)

    def kernels(self) -> int:
        """Kernel processes now."""
        n = 0
        for p in self.tree():
            try:
                if "ipykernel_launcher" in " ".join(p.cmdline()):
                    n += 1
            except psutil.Error:
                pass
        return n

    def memory_mb(self) -> float:
        """Resident memory of the server and its kernels, MB."""
        total = 0
        for p in self.tree():
            with contextlib.suppress(psutil.Error):
                total += p.memory_info().rss
        return total / 2**20

    def server_mb(self) -> float:
        """Resident memory of the server process alone, MB."""
        assert self.proc is not None
        try:
            return psutil.Process(self.proc.pid).memory_info().rss / 2**20
        except psutil.Error:
            return 0.0

    def cpu_seconds(self) -> float:
        total = 0.0
        for p in self.tree():
            try:
                t = p.cpu_times()
                total += t.user + t.system
            except psutil.Error:
                pass
        return total

    def wait_quiet(self, kernels: int | None = None, timeout: float = 900) -> None:
        """Wait until ``kernels`` kernels run (if given) and the server tree is idle."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if kernels is None or self.kernels() >= kernels:
                a = self.cpu_seconds()
                time.sleep(2)
                if self.cpu_seconds() - a < 0.2:
                    return
            else:
                time.sleep(1)
        print(f"  (not quiet after {timeout:.0f} s: {self.kernels()} kernels)")


def expected_pool(env: dict[str, str]) -> int:
    sys.path.insert(0, str(ROOT))
    from widgets.core.serve import Settings

    return sum(Settings.from_env({**os.environ, **env}).pool_sizes(NOTEBOOKS).values())


# --- a pupil over HTTP and the websocket --------------------------------------------------------
@dataclass
class Visit:
    page: str
    ok: bool = False
    html_s: float = 0.0
    total_s: float = 0.0
    models: int = 0
    missing: int = 0  # widget views in the page whose model state never came
    error: str = ""
    kernel_id: str = ""
    cookies: dict[str, str] = field(default_factory=dict)


def _message(msg_type: str, content: dict, session: str, metadata: dict | None = None) -> dict:
    return {
        "header": {
            "msg_id": uuid.uuid4().hex,
            "msg_type": msg_type,
            "username": "pupil",
            "session": session,
            "date": "",
            "version": "5.3",
        },
        "parent_header": {},
        "metadata": metadata or {},
        "content": content,
        "channel": "shell",
        "buffers": [],
    }


def _decode(frame: str | bytes) -> dict:
    """A websocket frame of Jupyter's default protocol: JSON, or binary with buffers."""
    if isinstance(frame, str):
        return json.loads(frame)
    (n,) = struct.unpack("!I", frame[:4])
    offsets = struct.unpack("!" + "I" * n, frame[4 : 4 + 4 * n])
    end = offsets[1] if n > 1 else len(frame)
    return json.loads(frame[offsets[0] : end].decode("utf-8"))


async def visit(base: str, page: str, address: str | None = None) -> Visit:
    """Ask for a page as a browser does and wait for every widget's state (``address``: the
    pupil's own address to connect from, e.g. 127.0.0.3; every 127.x.y.z is this machine)."""
    v = Visit(page)
    t0 = time.perf_counter()
    try:
        resp = await AsyncHTTPClient().fetch(
            HTTPRequest(
                f"{base}/voila/render/{page}",
                request_timeout=TIMEOUT,
                connect_timeout=TIMEOUT,
                network_interface=address,
            )
        )
        html = resp.body.decode("utf-8")
        v.html_s = time.perf_counter() - t0
        for header in resp.headers.get_list("Set-Cookie"):
            name, _, rest = header.partition("=")
            v.cookies[name] = rest.split(";")[0]
        m = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', html)
        if not m:
            v.error = "no kernel id in the page"
            return v
        v.kernel_id = m.group(1)
        views = set(re.findall(r'"model_id":\s*"([0-9a-f]+)"', html))
        session = uuid.uuid4().hex
        cookie = "; ".join(f"{k}={val}" for k, val in v.cookies.items())
        ws_url = base.replace("http", "ws", 1) + (
            f"/api/kernels/{v.kernel_id}/channels?session_id={session}"
        )
        conn = await asyncio.wait_for(
            websocket_connect(
                HTTPRequest(ws_url, headers={"Cookie": cookie}, network_interface=address),
                max_message_size=2**30,
            ),
            TIMEOUT,
        )
        try:
            comm_id = uuid.uuid4().hex
            opening = {"comm_id": comm_id, "target_name": "jupyter.widget.control", "data": {}}
            # the widget control protocol's version, as the page's widget manager sends it
            meta = {"version": "1.0.0"}
            conn.write_message(json.dumps(_message("comm_open", opening, session, meta)))
            ask = {"comm_id": comm_id, "data": {"method": "request_states"}}
            conn.write_message(json.dumps(_message("comm_msg", ask, session)))
            deadline = time.perf_counter() + TIMEOUT
            while True:
                left = deadline - time.perf_counter()
                if left <= 0:
                    v.error = "no widget states in time"
                    return v
                frame = await asyncio.wait_for(conn.read_message(), left)
                if frame is None:
                    v.error = "the kernel's websocket closed"
                    return v
                msg = _decode(frame)
                data = msg.get("content", {}).get("data", {})
                if msg.get("msg_type") == "comm_msg" and data.get("method") == "update_states":
                    states = data.get("states", {})
                    v.models = len(states)
                    v.missing = len(views - set(states))
                    break
        finally:
            conn.close()
        v.total_s = time.perf_counter() - t0
        v.ok = v.missing == 0  # a lesson list has no widgets: nothing to miss
        if not v.ok:
            v.error = f"{v.missing} of {len(views)} widget views without a model"
    except (TimeoutError, HTTPClientError, OSError) as e:
        v.error = f"{type(e).__name__}: {e}"
        v.total_s = time.perf_counter() - t0
    return v


async def leave(base: str, v: Visit, address: str | None = None) -> None:
    """Close the tab: Voilà's page sends this beacon (form field ``_xsrf``) on leaving (as the
    browser that opened it: its cookies, its ``address``)."""
    if not v.kernel_id:
        return
    xsrf = v.cookies.get("_xsrf", "")
    cookie = "; ".join(f"{k}={val}" for k, val in v.cookies.items())
    body = f"_xsrf={xsrf}"
    try:
        await AsyncHTTPClient().fetch(
            f"{base}/voila/api/shutdown/{v.kernel_id}",
            method="POST",
            body=body,
            headers={"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"},
            request_timeout=60,
            network_interface=address,
        )
    except HTTPClientError as e:
        print(f"  leaving {v.page}: HTTP {e.code}")


# --- real tabs ----------------------------------------------------------------------------------
@dataclass
class Tab:
    page: str
    seconds: float = 0.0
    ok: bool = False
    errors: list[str] = field(default_factory=list)


VIEWPORT = {"width": 1280, "height": 800}


async def open_tab(
    context: Any, base: str, page: str, shots: Path | None = None, lang: str = ""
) -> Tab:
    """Open ``page`` in a new tab of the browser ``context``; close it again (as a pupil). With
    ``lang`` the page is asked for in that language (``?lang=de``) and counts as shown once its
    widgets show in it."""
    tab = Tab(page)
    # shown in the language asked for: the page's root carries burg-lang-<lang> (a lesson's
    # root is also .burg-lesson)
    ready = READY.replace(".burg-lesson ", ".burg-lesson.burg-lang-{l} ") if lang else READY
    if lang:
        ready = ", ".join(
            part.strip().format(l=lang) if "{l}" in part else f".burg-lang-{lang} {part.strip()}"
            for part in ready.split(",")
        )
    query = f"?lang={lang}" if lang else ""
    p = await context.new_page()
    p.on("console", lambda m: tab.errors.append(m.text) if m.type == "error" else None)
    p.on("pageerror", lambda e: tab.errors.append(f"pageerror: {e}"))
    t0 = time.perf_counter()
    try:
        await p.goto(f"{base}/voila/render/{page}{query}", timeout=TIMEOUT * 1000)
        await p.wait_for_selector(ready, state="visible", timeout=TIMEOUT * 1000)
        tab.seconds = time.perf_counter() - t0
        await p.wait_for_timeout(1500)  # late widget errors show up in the console
        tab.ok = not tab.errors
        if shots is not None:
            await p.screenshot(path=str(shots / f"tab-{page.replace('/', '-')}.png"))
    except Exception as e:
        tab.seconds = time.perf_counter() - t0
        tab.errors.append(f"{type(e).__name__}: {e}")
    finally:
        await p.close(run_before_unload=True)  # as a closing tab: the shutdown beacon
    return tab


# --- the measurements ---------------------------------------------------------------------------
async def _pages_run(base: str, names: list[str], srv: Server, lang: str) -> dict[str, float]:
    from playwright.async_api import async_playwright

    out = {}
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        visitor = await browser.new_context(viewport=VIEWPORT)  # one visitor: its cache is kept
        for name in names:
            tab = await open_tab(visitor, base, name, lang=lang)
            out[name] = tab.seconds if tab.ok else float("nan")
            if not tab.ok:
                print(f"  {name}: {tab.errors[:3]}")
            # the pool refills the kernel taken (after BURG_FILL_DELAY, 2 s): wait until that
            # is done and the machine idle again
            await asyncio.sleep(3)
            await asyncio.to_thread(srv.wait_quiet, None, 120)
        await browser.close()
    return out


def cmd_pages(args: argparse.Namespace) -> None:
    names = pages()
    runs: list[dict[str, float]] = []
    for r in range(args.runs):
        with Server() as srv:
            srv.wait_quiet(expected_pool({}))
            runs.append(asyncio.run(_pages_run(srv.url, names, srv, args.lang)))
        print(f"run {r + 1}: " + ", ".join(f"{k[:-6]} {v:.2f}" for k, v in runs[-1].items()))
    asked = f", asked for in ?lang={args.lang}" if args.lang else ""
    print(
        f"\nOne visitor, idle machine{asked}: navigation until the widgets show (Chromium), median"
    )
    for name in names:
        values = [run[name] for run in runs]
        print(
            f"  {name:24s} {statistics.median(values):6.2f} s   (runs: "
            + ", ".join(f"{v:.2f}" for v in values)
            + ")"
        )


async def _burst(base: str, srv: Server, plan: list[str], tab_pages: list[str]) -> dict:
    from playwright.async_api import async_playwright

    AsyncHTTPClient.configure(None, max_clients=len(plan) + 10)
    peak = {"kernels": srv.kernels(), "mb": srv.memory_mb()}
    stop = asyncio.Event()

    async def watch() -> None:
        while not stop.is_set():
            peak["kernels"] = max(peak["kernels"], srv.kernels())
            peak["mb"] = max(peak["mb"], srv.memory_mb())
            await asyncio.sleep(0.5)

    shots = ROOT / "test-artifacts" / "class-load"
    shots.mkdir(parents=True, exist_ok=True)
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        watcher = asyncio.create_task(watch())
        visits_task = asyncio.gather(*(visit(base, page) for page in plan))
        pupils = [await browser.new_context(viewport=VIEWPORT) for _ in tab_pages]
        tabs_task = asyncio.gather(
            *(open_tab(c, base, page, shots) for c, page in zip(pupils, tab_pages, strict=True))
        )
        visits, tabs = await asyncio.gather(visits_task, tabs_task)
        await browser.close()
    await asyncio.gather(*(leave(base, v) for v in visits))
    stop.set()
    await watcher
    return {"visits": visits, "tabs": tabs, "peak": peak}


def cmd_burst(args: argparse.Namespace) -> None:
    if args.spread:
        lessons = lesson_pages()
        plan = [lessons[i % len(lessons)] for i in range(args.pupils)]
    else:
        plan = [page_path(args.page)] * args.pupils
    tab_pages = [plan[(i * 7) % len(plan)] for i in range(args.tabs)]
    all_totals: list[float] = []
    all_tabs: list[float] = []
    for r in range(args.runs):
        with Server() as srv:
            pooled = expected_pool({})
            started = time.perf_counter()
            srv.wait_quiet(pooled)
            print(
                f"\n{pooled} pre-heated kernels ready {time.perf_counter() - started:.0f} s "
                "after the server answered"
            )
            idle_k, idle_mb = srv.kernels(), srv.memory_mb()
            per_kernel = (idle_mb - srv.server_mb()) / max(1, idle_k)
            res = asyncio.run(_burst(srv.url, srv, plan, tab_pages))
            # after leaving: the closed tabs' kernels end, the pools refill, the machine rests
            left = time.perf_counter()
            srv.wait_quiet(idle_k, timeout=600)
            back_s = time.perf_counter() - left
            after_k, after_mb = srv.kernels(), srv.memory_mb()
        visits, tabs = res["visits"], res["tabs"]
        totals = [v.total_s for v in visits if v.ok]
        failed = [v for v in visits if not v.ok]
        all_totals += totals
        tab_times = [t.seconds for t in tabs if t.ok]
        all_tabs += tab_times
        print(
            f"\nrun {r + 1}: {len(plan)} pupils, {len(tab_pages)} Chromium tabs, "
            f"{'spread over the lessons' if args.spread else plan[0]}"
        )
        print(f"  server, request to whole page: {fmt(totals)}")
        print(f"  server, HTML only:             {fmt([v.html_s for v in visits if v.ok])}")
        print(
            f"  failures: {len(failed)} of {len(visits)}; failed widget models: "
            f"{sum(v.missing for v in visits)}"
        )
        for v in failed[:5]:
            print(f"    {v.page}: {v.error}")
        print(
            f"  Chromium tabs: {fmt(tab_times)}; with errors: "
            f"{sum(1 for t in tabs if not t.ok)} of {len(tabs)}"
        )
        for t in tabs:
            if not t.ok:
                print(f"    {t.page}: {t.errors[:3]}")
        print(
            f"  kernels: idle {idle_k}, peak {res['peak']['kernels']}, after leaving "
            f"{after_k} (pools full and the machine quiet {back_s:.0f} s after the pupils left)"
        )
        print(
            f"  memory:  idle {idle_mb:.0f} MB, peak {res['peak']['mb']:.0f} MB, after "
            f"leaving {after_mb:.0f} MB ({100 * (after_mb - idle_mb) / idle_mb:+.1f} %)"
        )
        print(f"  memory per kernel (a page, pre-heated or open): {per_kernel:.0f} MB")
    if args.runs > 1:
        print(f"\nall runs, server to whole page: {fmt(all_totals)}")
        print(f"all runs, Chromium tabs:        {fmt(all_tabs)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("pages", help="one visitor: every page's time to widgets")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--lang", default="", help="ask for the pages in this language (?lang=de)")
    b = sub.add_parser("burst", help="a class at once")
    b.add_argument("--page", default="play", help="as in BURG_POOLS: play, schutz/05_bote")
    b.add_argument("--spread", action="store_true", help="pupils round-robin over the lessons")
    b.add_argument("--pupils", type=int, default=30)
    b.add_argument("--tabs", type=int, default=3)
    b.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    {"pages": cmd_pages, "burst": cmd_burst}[args.cmd](args)


if __name__ == "__main__":
    main()
