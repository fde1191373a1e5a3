"""The class server probed from outside as a curious pupil would (issue 29), started the
README's way (``widgets.core.serve`` from ``notebooks/``, as ``.ci/serve`` runs it):

- no Jupyter API, no contents API, no listing but the pages;
- no notebook, source or other file can be read, however the path is written;
- a kernel's websocket lets no code run (``execute_request`` and its kin are dropped: a side
  effect that must not happen, a file the code would write);
- a page's kernel answers only the browser it was served to (websocket, REST, shutdown);
- every answer says ``nosniff`` and may not be framed by another site;
- one address holds at most ``BURG_MAX_PAGES_PER_CLIENT`` pages (here 2) while others are served;
- a kernel websocket refuses a message bigger than an upload may be, without the server
  holding it (its memory stays flat under a flood).

Each check is a function run against the server; ``test_each_check_catches_a_weakened_server``
runs every one against ``weakened_serve.py`` (the same server opened up on purpose) and expects
it to fail there. Kernels are few and small (the front page, one pre-heated).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import struct
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.serving import free_port, port_open, running

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
PAGE = "index.ipynb"  # the family's front page: the lightest page with a kernel
PER_CLIENT = 2
MAX_UPLOAD = 64 * 1024
ENV = {
    "BURG_POOL": "0",
    "BURG_PLAY_POOL": "0",
    "BURG_POOLS": "index=1",  # one pre-heated page: the pool path is checked too
    "BURG_MAX_KERNELS": "10",
    "BURG_FILL_DELAY": "0",
    "BURG_MAX_PAGES_PER_CLIENT": str(PER_CLIENT),
    "BURG_MAX_UPLOAD": str(MAX_UPLOAD),
}
TIMEOUT = 90.0


# --- the server ---------------------------------------------------------------------------------
@dataclass
class Server:
    url: str
    pid: int
    log: Path

    def server_mb(self) -> float:
        import psutil

        return psutil.Process(self.pid).memory_info().rss / 2**20

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")


@contextlib.contextmanager
def serve(script: list[str], log_name: str, pool: bool = True) -> Iterator[Server]:
    """The server as ``.ci/serve`` starts it (from notebooks/, our template on JUPYTER_PATH),
    with ``script`` as the Python program, on a free port of 127.0.0.1 (``pool``: with the front
    page pre-heated, else every page a fresh kernel)."""
    port = free_port()
    log_path = ARTIFACTS / log_name
    env = {
        **os.environ,
        **ENV,
        "BURG_PORT": str(port),
        "BURG_IP": "127.0.0.1",
        "JUPYTER_PATH": str(NOTEBOOKS / ".voila"),
        "PYTHONPATH": str(ROOT),
    }
    if not pool:
        env["BURG_POOLS"] = "index=0"
    command = [sys.executable, *script, "."]
    with running(
        command,
        cwd=NOTEBOOKS,
        env=env,
        log_path=log_path,
        ready=lambda: port_open(port),
        timeout=180,
    ) as proc:
        server = Server(f"http://127.0.0.1:{port}", proc.pid, log_path)
        if pool:
            _wait_pool(server)
        yield server


def _wait_pool(server: Server) -> None:
    deadline = time.monotonic() + 120
    while "Kernel pool of index.ipynb is filled" not in server.log_text():
        if time.monotonic() > deadline:
            return  # pages then start fresh kernels: slower, still checked
        time.sleep(0.3)


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    with serve(["-m", "widgets.core.serve"], "security-server.log") as s:
        yield s


# --- a visitor over HTTP and the kernel websocket ----------------------------------------------
@dataclass
class Browser:
    """One browser (its cookies: Jupyter's identity and _xsrf) on one address."""

    address: str = "127.0.0.1"
    cookies: dict[str, str] = field(default_factory=dict)

    def cookie_header(self) -> dict[str, str]:
        return {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}


async def fetch(
    server: Server, browser: Browser, path: str, method: str = "GET", body: str | None = None
) -> Any:
    """One request as ``browser`` (no redirects followed, errors returned as responses)."""
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest

    headers = browser.cookie_header()
    if body is not None:
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    req = HTTPRequest(
        server.url + path,
        method=method,
        body=body,
        headers=headers,
        follow_redirects=False,
        network_interface=browser.address,
        request_timeout=TIMEOUT,
        allow_nonstandard_methods=True,
    )
    resp = await AsyncHTTPClient().fetch(req, raise_error=False)
    for header in resp.headers.get_list("Set-Cookie"):
        name, _, rest = header.partition("=")
        browser.cookies[name] = rest.split(";")[0]
    return resp


async def open_page(server: Server, browser: Browser, page: str = PAGE) -> tuple[int, str, str]:
    """Ask for a page: (status, its kernel id or "", the body)."""
    resp = await fetch(server, browser, f"/voila/render/{page}")
    body = resp.body.decode("utf-8", "replace") if resp.body else ""
    m = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', body)
    return resp.code, (m.group(1) if m else ""), body


async def close_page(server: Server, browser: Browser, kernel_id: str) -> int:
    """Close the tab: the shutdown beacon Voilà's page sends (with the _xsrf form field)."""
    xsrf = browser.cookies.get("_xsrf", "")
    resp = await fetch(server, browser, f"/voila/api/shutdown/{kernel_id}", "POST", f"_xsrf={xsrf}")
    return resp.code


async def connect(server: Server, browser: Browser, path: str) -> Any:
    """Open a websocket at ``path`` as ``browser``; raises if the server refuses."""
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    url = server.url.replace("http", "ws", 1) + path
    req = HTTPRequest(url, headers=browser.cookie_header(), network_interface=browser.address)
    return await asyncio.wait_for(websocket_connect(req, max_message_size=2**28), TIMEOUT)


def kernel_ws(kernel_id: str) -> str:
    return f"/api/kernels/{kernel_id}/channels?session_id={uuid.uuid4().hex}"


def message(msg_type: str, content: dict, channel: str = "shell") -> dict:
    return {
        "header": {
            "msg_id": uuid.uuid4().hex,
            "msg_type": msg_type,
            "username": "pupil",
            "session": uuid.uuid4().hex,
            "date": "",
            "version": "5.3",
        },
        "parent_header": {},
        "metadata": {},
        "content": content,
        "channel": channel,
        "buffers": [],
    }


def decode(frame: str | bytes) -> dict:
    if isinstance(frame, str):
        return json.loads(frame)
    (n,) = struct.unpack("!I", frame[:4])
    offsets = struct.unpack("!" + "I" * n, frame[4 : 4 + 4 * n])
    end = offsets[1] if n > 1 else len(frame)
    return json.loads(frame[offsets[0] : end].decode("utf-8"))


async def replies(conn: Any, until: str, seconds: float) -> list[dict]:
    """Messages from the kernel until one of type ``until`` (or ``seconds`` pass)."""
    got: list[dict] = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            frame = await asyncio.wait_for(conn.read_message(), deadline - time.monotonic())
        except TimeoutError:
            break
        if frame is None:
            break
        msg = decode(frame)
        got.append(msg)
        if msg.get("msg_type") == until:
            break
    return got


async def kernel_answers(conn: Any) -> bool:
    """The kernel behind ``conn`` answers a kernel_info_request."""
    from tornado.websocket import WebSocketClosedError

    try:
        await conn.write_message(json.dumps(message("kernel_info_request", {})))
    except WebSocketClosedError:
        return False
    got = await replies(conn, "kernel_info_reply", 30)
    return any(m.get("msg_type") == "kernel_info_reply" for m in got)


def upload_frame(size: int) -> bytes:
    """A widget message with a file of ``size`` bytes, as the page's FileUpload sends it
    (Jupyter's binary websocket frame: the message as JSON, then its buffer)."""
    msg = message("comm_msg", {"comm_id": uuid.uuid4().hex, "data": {"method": "update"}})
    msg.pop("buffers")
    head = json.dumps(msg).encode()
    offsets = struct.pack("!III", 2, 12, 12 + len(head))
    return offsets + head + b"\0" * size


def run(coro: Any) -> Any:
    return asyncio.run(coro)


# --- the checks ----------------------------------------------------------------------------------
#: Jupyter's own addresses, and Voilà's contents API: none may answer.
API = [
    "/api/kernels",
    "/api/kernels/",
    "/api/contents",
    "/api/contents/index.ipynb",
    "/api/sessions",
    "/api/kernelspecs",
    "/api/terminals",
    "/api/config/notebook",
    "/api/me",
    "/api/status",
    "/tree",
    "/lab",
    "/notebooks/index.ipynb",
    "/edit/index.ipynb",
    "/files/index.ipynb",
    "/terminals/1",
    "/voila/api/contents",
    "/voila/api/contents/",
    "/voila/api/contents/schutz",
    "/voila/api/contents/index.ipynb",
    "/voila/api/contents/../..",
    "/login",
    "/logout",
]


def check_no_api(server: Server) -> None:
    async def probe() -> list[str]:
        bad = []
        for path in API:
            resp = await fetch(server, Browser(), path)
            if resp.code not in (403, 404, 405):
                bad.append(f"{path}: {resp.code}")
        # the folder's page lists the pages and their folders, nothing else
        resp = await fetch(server, Browser(), "/voila/tree")
        listed = re.findall(r'href="[^"]*/voila/(?:render|tree)/([^"]*)"', resp.body.decode())
        page = r"[\w/]*(\.ipynb)?"
        bad += [f"/voila/tree lists {n}" for n in listed if not re.fullmatch(page, n)]
        # a notebook meant for JupyterLab (its code shown, many games played) is no page here
        bad += [f"/voila/tree lists {n}" for n in listed if "write-a-bot" in n]
        resp = await fetch(server, Browser(), "/voila/render/write-a-bot.ipynb")
        if resp.code != 404:
            bad.append(f"/voila/render/write-a-bot.ipynb: {resp.code}")
        return bad

    bad = run(probe())
    assert not bad, f"reachable: {bad}"


#: What must never be read, by a marker in its text.
SECRETS = {
    "../pyproject.toml": "[tool.pytest.ini_options]",
    "../widgets/core/serve.py": "Serve the tutorial to a class",
    "index.ipynb": '"nbformat"',
    "voila.json": "show_tracebacks",
    "/etc/passwd": "root:x:0:",
}
UP = ["../", "%2e%2e/", "%2E%2E%2F", ".%2e/", "%252e%252e/", "..%2f", "..%252f", "..\\", "..%5c"]
PREFIXES = [
    "/voila/files/",
    "/voila/static/",
    "/voila/templates/burg/",
    "/voila/templates/",
    "/voila/labextensions/",
    "/voila/api/themes/",
    "/burg/static/",
    "/voila/render/",
    "/voila/tree/",
    "/",
]


def traversal_paths() -> list[tuple[str, str]]:
    """(address, marker): every secret from every prefix, written every way."""
    out = []
    for prefix in PREFIXES:
        for target, marker in SECRETS.items():
            absolute = target if target.startswith("/") else str((NOTEBOOKS / target).resolve())
            if prefix == "/voila/render/" and target.endswith(".ipynb"):
                continue  # rendering a page is what the server is for
            if not target.startswith("/"):
                out.append((prefix + target, marker))
            out.append((prefix + absolute, marker))  # an absolute path
            out.append((prefix + absolute.replace("/", "%2f"), marker))
            for up in UP:
                rest = target.removeprefix("../")
                out.append((prefix + up * target.count("../") + rest, marker))
                out.append((prefix + up * 12 + absolute.lstrip("/"), marker))  # up to / first
    return out


def check_no_files(server: Server) -> None:
    async def one(path: str, marker: str, bad: list[str], lanes: asyncio.Semaphore) -> None:
        async with lanes:
            for _ in range(4):  # follow the server's redirects within it
                resp = await fetch(server, Browser(), path)
                location = resp.headers.get("Location", "")
                if resp.code in (301, 302, 307, 308) and location:
                    path = re.sub(r"^https?://[^/]+", "", location)
                    continue
                break
        body = resp.body.decode("utf-8", "replace") if resp.body else ""
        if resp.code == 200 and marker in body:
            bad.append(path)
        elif resp.code >= 500:
            bad.append(f"{path}: {resp.code}")

    async def probe() -> list[str]:
        bad: list[str] = []
        lanes = asyncio.Semaphore(8)
        await asyncio.gather(*(one(p, m, bad, lanes) for p, m in traversal_paths()))
        return bad

    bad = run(probe())
    assert not bad, f"{len(bad)} readable (or failing) addresses, e.g. {bad[:5]}"


#: Message types a page never sends: the kernel must never see them.
REFUSED = ["execute_request", "inspect_request", "complete_request", "history_request"]


def check_kernel_runs_nothing(server: Server, tmp: Path) -> None:
    mark = tmp / f"ran-{uuid.uuid4().hex}"
    code = f"open({str(mark)!r}, 'w').write('ran')"
    contents = {
        "execute_request": {
            "code": code,
            "silent": False,
            "store_history": True,
            "user_expressions": {"x": code},
            "allow_stdin": False,
            "stop_on_error": True,
        },
        "inspect_request": {"code": code, "cursor_pos": 4, "detail_level": 1},
        "complete_request": {"code": code, "cursor_pos": 4},
        "history_request": {"output": True, "raw": True, "hist_access_type": "tail", "n": 10},
    }

    async def probe() -> tuple[list[str], bool]:
        pupil = Browser("127.0.0.4")
        code_, kernel_id, _ = await open_page(server, pupil)
        assert code_ == 200 and kernel_id, f"the page did not open: {code_}"
        try:
            conn = await connect(server, pupil, kernel_ws(kernel_id))
            sent = {}
            for msg_type in REFUSED:
                msg = message(msg_type, contents[msg_type])
                sent[msg["header"]["msg_id"]] = msg_type
                conn.write_message(json.dumps(msg))
            # a kernel answers its shell messages in order: once kernel_info is answered, any
            # of the above that reached it would have been answered (or run) before
            conn.write_message(json.dumps(message("kernel_info_request", {})))
            got = await replies(conn, "kernel_info_reply", 60)
            got += await replies(conn, "never", 1.0)
            conn.close()
            answered = [
                m["msg_type"]
                for m in got
                if m.get("parent_header", {}).get("msg_id") in sent
                and m["msg_type"] not in ("status",)
            ]
            return answered, any(m.get("msg_type") == "kernel_info_reply" for m in got)
        finally:
            await close_page(server, pupil, kernel_id)

    answered, info = run(probe())
    assert info, "the kernel did not answer kernel_info (the check itself is broken)"
    assert not mark.exists(), "code sent over a kernel's websocket ran"
    assert not answered, f"the kernel answered {answered}"


def check_only_own_kernel(server: Server) -> None:
    from tornado.httpclient import HTTPClientError
    from tornado.websocket import WebSocketClosedError

    async def refused(browser: Browser, path: str) -> bool:
        try:
            conn = await connect(server, browser, path)
        except (HTTPClientError, WebSocketClosedError, OSError):
            return True
        conn.close()
        return False

    async def probe() -> list[str]:
        bad = []
        owner, other = Browser("127.0.0.5"), Browser("127.0.0.6")
        code, kernel_id, _ = await open_page(server, owner)
        assert code == 200 and kernel_id, f"the page did not open: {code}"
        await fetch(server, other, "/")  # the other browser's own identity and _xsrf
        try:
            conn = await connect(server, owner, kernel_ws(kernel_id))  # its own: accepted
            if not await kernel_answers(conn):
                bad.append("the owner's kernel does not answer")
            conn.close()
            for who, browser in (("another browser", other), ("no cookies", Browser())):
                if not await refused(browser, kernel_ws(kernel_id)):
                    bad.append(f"{who} reached the kernel's websocket")
                if (await fetch(server, browser, f"/api/kernels/{kernel_id}")).code == 200:
                    bad.append(f"{who} read /api/kernels/<id>")
            made_up = str(uuid.uuid4())
            if not await refused(owner, kernel_ws(made_up)):
                bad.append("a made-up kernel id was accepted")
            if not await refused(other, f"/voila/query/{kernel_id}"):
                bad.append("a browser reached the kernel's query socket")
            if await close_page(server, other, kernel_id) < 300:
                bad.append("another browser's shutdown request was accepted")
            deleted = await fetch(server, other, f"/api/kernels/{kernel_id}", "DELETE")
            if deleted.code < 300:
                bad.append("another browser's DELETE /api/kernels/<id> was accepted")
            alive = await fetch(server, owner, f"/api/kernels/{kernel_id}")
            if alive.code != 200:
                bad.append(f"the owner's kernel is gone ({alive.code})")
        finally:
            if await close_page(server, owner, kernel_id) != 204:
                bad.append("the owner could not close its page")
        gone = await fetch(server, owner, f"/api/kernels/{kernel_id}")
        if gone.code not in (403, 404):
            bad.append(f"the closed page's kernel still answers ({gone.code})")
        return bad

    bad = run(probe())
    assert not bad, bad


HEADER_PATHS = [
    "/",
    "/voila/tree",
    "/burg/static/widgetbundle.js",
    "/voila/render/03_round.ipynb",  # an old address: a redirect
    "/voila/static/voila.js",
    "/no/such/page",
    "/voila/files/x.py",
    "/voila/api/contents",
]


def framing_refused(headers: Any) -> bool:
    xfo = headers.get("X-Frame-Options", "").upper()
    csp = headers.get("Content-Security-Policy", "")
    return xfo in ("SAMEORIGIN", "DENY") or bool(
        re.search(r"frame-ancestors\s+('self'|'none')\s*(;|$)", csp)
    )


def check_headers(server: Server) -> None:
    async def probe() -> list[str]:
        bad = []
        for path in HEADER_PATHS:
            resp = await fetch(server, Browser(), path, "HEAD" if "static" in path else "GET")
            if resp.headers.get("X-Content-Type-Options", "").lower() != "nosniff":
                bad.append(f"{path} ({resp.code}): no nosniff")
            if not framing_refused(resp.headers):
                bad.append(f"{path} ({resp.code}): may be framed by another site")
        return bad

    bad = run(probe())
    assert not bad, bad


def check_pages_per_client(server: Server) -> None:
    async def probe() -> list[str]:
        bad = []
        greedy, other = Browser("127.0.0.2"), Browser("127.0.0.3")
        mine: list[str] = []
        theirs = ""
        await fetch(server, greedy, "/")  # one browser: its identity before its pages
        try:
            # one more page than the share, all in the same moment: the share holds anyway
            t0 = time.monotonic()
            asked = [open_page(server, greedy) for _ in range(PER_CLIENT + 1)]
            pages = await asyncio.gather(*asked)
            mine += [kernel_id for _, kernel_id, _ in pages]
            codes = sorted(code for code, _, _ in pages)
            if codes != [200] * PER_CLIENT + [429] or len([k for k in mine if k]) != PER_CLIENT:
                bad.append(f"{PER_CLIENT + 1} pages at once, share {PER_CLIENT}: {codes}")
                return bad  # no share: the rest would only start more kernels
            refusals = [body for code, _, body in pages if code == 429]
            words = ("Too many pages open here", "Zu viele Seiten offen")
            if not all(w in b for b in refusals for w in words):
                bad.append("the refusal does not say so in English and German")
            code, _, _ = await open_page(server, greedy)  # once more, after the others
            if code != 429:
                bad.append(f"a page past the share: {code}")
            if time.monotonic() - t0 > 60:
                bad.append("the pages took more than a minute")
            code, theirs, _ = await open_page(server, other)  # another pupil is served
            if code != 200 or not theirs:
                bad.append(f"another address was refused: {code}")
            mine = [k for k in mine if k]
            await close_page(server, greedy, mine.pop(0))  # closing a tab makes room
            code, kernel_id, _ = await open_page(server, greedy)
            mine.append(kernel_id)
            if code != 200:
                bad.append(f"no room after closing a tab: {code}")
        finally:
            for kernel_id in mine:
                if kernel_id:
                    await close_page(server, greedy, kernel_id)
            if theirs:
                await close_page(server, other, theirs)
        return bad

    bad = run(probe())
    assert not bad, bad


def check_upload_limit(server: Server) -> None:
    """A message past BURG_MAX_UPLOAD (and the room around it) closes the websocket before the
    server reads it; the kernel is unharmed, and a flood leaves the server's memory flat."""

    async def probe() -> tuple[list[str], float]:
        bad = []
        pupil = Browser("127.0.0.7")
        code, kernel_id, _ = await open_page(server, pupil)
        assert code == 200 and kernel_id, f"the page did not open: {code}"
        big = upload_frame(4 * 2**20)  # 4 MB: a FileUpload's binary frame, much too big
        grown = 0.0
        try:
            before = server.server_mb()
            for _ in range(6):
                conn = await connect(server, pupil, kernel_ws(kernel_id))
                with contextlib.suppress(Exception):
                    await conn.write_message(big, binary=True)
                # taken, the kernel would answer on the same connection; refused, it is closed
                if await kernel_answers(conn):
                    bad.append(f"a 4 MB message was taken (close code {conn.close_code})")
                    conn.close()
                    break
            grown = server.server_mb() - before
            conn = await connect(server, pupil, kernel_ws(kernel_id))
            if not await kernel_answers(conn):
                bad.append("the kernel no longer answers")
            conn.close()
        finally:
            await close_page(server, pupil, kernel_id)
        return bad, grown

    bad, grown = run(probe())
    assert not bad, bad
    assert grown < 16, f"the server grew by {grown:.0f} MB under 24 MB of refused uploads"


def check_page_closed_while_busy(server: Server) -> None:
    """A tab closed while its kernel still has messages to answer: the kernel ends without a
    word in the log (asked to end itself, it answered them on sockets it had closed, a traceback
    each; the server now ends a page's kernel at once)."""

    async def probe() -> None:
        for i in range(3):
            pupil = Browser(f"127.0.0.{20 + i}")
            code, kernel_id, _ = await open_page(server, pupil)
            assert code == 200 and kernel_id, f"the page did not open: {code}"
            conn = await connect(server, pupil, kernel_ws(kernel_id))
            for _ in range(30):
                conn.write_message(json.dumps(message("kernel_info_request", {})))
            assert await close_page(server, pupil, kernel_id) < 300
            for _ in range(30):
                with contextlib.suppress(Exception):
                    conn.write_message(json.dumps(message("kernel_info_request", {})))
            await asyncio.sleep(0.5)
            conn.close()

    before = len(server.log_text())
    run(probe())
    check_log_clean(server, since=before)


def check_log_clean(server: Server, since: int = 0) -> None:
    """No error in the server's log (from character ``since`` on): no traceback, no 500 (the
    refusals are warnings); a failure prints the first errors, each with its whole traceback."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from fair_share import log_errors

    errors = log_errors(server.log_text()[since:])
    assert not errors, "\n\n".join(errors[:3])


# --- the tests -----------------------------------------------------------------------------------
def test_no_jupyter_api_or_listing(server: Server) -> None:
    check_no_api(server)


def test_no_file_can_be_read(server: Server) -> None:
    check_no_files(server)


def test_a_kernel_websocket_runs_no_code(server: Server, tmp_path: Path) -> None:
    check_kernel_runs_nothing(server, tmp_path)


def test_a_page_reaches_only_its_own_kernel(server: Server) -> None:
    check_only_own_kernel(server)


def test_headers(server: Server) -> None:
    check_headers(server)


def test_one_address_holds_its_share_of_pages(server: Server) -> None:
    check_pages_per_client(server)


def test_a_page_closed_while_its_kernel_is_busy_leaves_no_error(server: Server) -> None:
    check_page_closed_while_busy(server)


def test_an_upload_too_big_is_refused_by_the_server(server: Server) -> None:
    check_upload_limit(server)


def test_the_log_has_no_errors(server: Server) -> None:
    """After all the probes above: no traceback, no 500 (the refusals are warnings)."""
    check_log_clean(server)


CHECKS: dict[str, Callable[[Server, Path], None]] = {
    "api": lambda s, _: check_no_api(s),
    "files": lambda s, _: check_no_files(s),
    "code": check_kernel_runs_nothing,
    "owner": lambda s, _: check_only_own_kernel(s),
    "headers": lambda s, _: check_headers(s),
    "share": lambda s, _: check_pages_per_client(s),
    "upload": lambda s, _: check_upload_limit(s),
}


def test_each_check_catches_a_weakened_server(tmp_path: Path) -> None:
    """The same server opened up on purpose (tests/core/weakened_serve.py): every check above
    fails there, so none of them passes by not looking."""
    from concurrent.futures import ThreadPoolExecutor

    def caught(server: Server, check: Callable[[Server, Path], None]) -> bool:
        try:
            check(server, tmp_path)
        except AssertionError:
            return True
        return False

    weak = Path(__file__).with_name("weakened_serve.py")
    # side by side (each its own addresses and event loop): the time of the slowest
    with (
        serve([str(weak)], "security-weakened.log", pool=False) as server,
        ThreadPoolExecutor(len(CHECKS)) as threads,
    ):
        found = list(threads.map(lambda c: caught(server, c), CHECKS.values()))
    results = dict(zip(CHECKS, found, strict=True))
    passed = [name for name, was_caught in results.items() if not was_caught]
    assert not passed, f"these checks passed against the weakened server: {passed}"


# --- a loop beside a class (the benchmark's small version) and the kernel's upload check --------
def test_a_loop_does_not_take_the_class_down(server: Server) -> None:
    """benchmarks/fair_share.py in small: 127.0.0.2 asks for pages in a loop without closing
    any while three pupils (127.0.0.3-5) open theirs at once; the pupils get whole pages (HTML
    and every widget's state), the loop its share and then quick refusals, the log no error."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from fair_share import fair_share

    visits, loop = run(fair_share(server.url, PAGE, pupils=3, share=PER_CLIENT))
    assert all(v.ok for v in visits), [v.error for v in visits]
    assert max(v.total_s for v in visits) < 60
    assert loop.codes[200] == PER_CLIENT and loop.codes[429] >= 1, loop.codes
    assert set(loop.codes) <= {200, 429}, loop.codes
    assert max(loop.refusal_s) < 5, max(loop.refusal_s)
    check_log_clean(server)


class _Page:
    """What ``PlayPageBase._on_upload`` and ``PositionPanel.open_file`` touch."""

    def __init__(self, files: tuple) -> None:
        from types import SimpleNamespace

        self.lang = "de"
        self.upload = SimpleNamespace(value=files)
        self.message = SimpleNamespace(value="")
        self.shown: list[tuple[str, bool]] = []
        self.loaded: list[bytes] = []
        self.kind = SimpleNamespace(load_save=self.loaded.append)

    def show_message(self, text: str, error: bool = False) -> None:
        self.shown.append((text, error))

    def _guard(self, fn: Callable[[], None]) -> None:
        fn()

    def load_text(self, text: bytes, name: str = "") -> bool:
        self.loaded.append(text)
        return True


class _Content(bytes):
    """An upload's content that fails the test if anything reads it."""

    def __bytes__(self) -> bytes:
        raise AssertionError("the file too big was read")


@pytest.mark.parametrize("where", ["play page", "position panel"])
def test_the_kernel_drops_a_file_too_big_before_reading_it(
    where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from widgets.core.lessons.view import PositionPanel
    from widgets.core.playpage import PlayPageBase

    monkeypatch.setenv("BURG_MAX_UPLOAD", "1000")
    big = {"name": "big.json", "size": 5000, "content": _Content(b" " * 5000)}
    page = _Page((big,))
    if where == "play page":
        PlayPageBase._on_upload(page, {"new": page.upload.value})  # type: ignore[arg-type]
        [(text, error)] = page.shown
        assert error
    else:
        PositionPanel.open_file(page)  # type: ignore[arg-type]
        text = page.message.value
    assert "Diese Datei hat 5 KB" in text and "höchstens 1000 Byte" in text, text
    assert page.upload.value == () and not page.loaded  # dropped, nothing parsed

    small = {"name": "ok.json", "size": 10, "content": memoryview(b'{"a": 1}  ')}
    page = _Page((small,))
    if where == "play page":
        PlayPageBase._on_upload(page, {"new": page.upload.value})  # type: ignore[arg-type]
        assert page.loaded == [b'{"a": 1}  ']
    else:
        with contextlib.suppress(Exception):  # the stand-in engine gives no position
            PositionPanel.open_file(page)  # type: ignore[arg-type]
        assert page.loaded == [b'{"a": 1}  ']


def test_the_refusal_in_both_languages(monkeypatch: pytest.MonkeyPatch) -> None:
    from widgets.core.uploads import MAX_UPLOAD, refusal

    monkeypatch.delenv("BURG_MAX_UPLOAD", raising=False)
    assert refusal({"size": MAX_UPLOAD, "content": b""}) == ""
    en = refusal({"size": 3 * MAX_UPLOAD, "content": b""}, "en")
    assert en.startswith("This file is 3.0 MB") and "1.0 MB at most" in en
    de = refusal({"size": 3 * MAX_UPLOAD, "content": b""}, "de")
    assert de.startswith("Diese Datei hat 3,0 MB") and "höchstens 1,0 MB" in de


def test_settings_of_the_shares_and_uploads() -> None:
    from widgets.core.serve import OwnerAuthorizer, Settings, config, page_config

    s = Settings.from_env({})
    assert (s.per_client, s.max_upload, s.stall_seconds) == (6, 1024 * 1024, 60)
    s = Settings.from_env(
        {"BURG_MAX_PAGES_PER_CLIENT": "0", "BURG_MAX_UPLOAD": "5000", "BURG_STALL_SECONDS": "0"}
    )
    assert (s.per_client, s.max_upload, s.stall_seconds) == (0, 5000, 0)
    bad = (
        {"BURG_MAX_PAGES_PER_CLIENT": "-1"},
        {"BURG_MAX_UPLOAD": "0"},
        {"BURG_STALL_SECONDS": "x"},
    )
    for env in bad:
        with pytest.raises(SystemExit, match=next(iter(env))):
            Settings.from_env(env)
    c = config(s, {})
    assert c.Voila.authorizer_class is OwnerAuthorizer
    assert c.Voila.tornado_settings["websocket_max_message_size"] < 5000 + 2**17
    hook = c.VoilaConfiguration.page_config_hook
    shown = hook({"baseUrl": "/"}, notebook_path="x.ipynb")
    assert shown == {"baseUrl": "/", "burgMaxUpload": 5000, "burgStallSeconds": 0}
    assert page_config({})["burgMaxUpload"] == 1024 * 1024
    assert page_config({})["burgStallSeconds"] == 60
