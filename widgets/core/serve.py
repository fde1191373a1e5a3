"""Serve the tutorial to a class: Voilà with pre-heated pages, a cap on kernels, and kernels
that end when their tab closes.

``.ci/serve`` (the README's start command) runs ``python -m widgets.core.serve`` from
``notebooks/``.
Every open page is one kernel. Three things make one 2-core machine hold a class:

- **Pre-heated pages.** Voilà keeps a pool of kernels per page that have already run the page,
  so a visitor gets a finished page at once. Pools refill one kernel at a time, so refilling
  after a burst of visitors does not starve the pages being served.
- **A cap.** Past ``BURG_MAX_KERNELS`` open pages a new visitor gets a clear "server is full"
  page (HTTP 503) at once instead of a page that never loads; those already in keep working.
- **No leaked kernels.** Voilà's page asks the server to end its kernel when the tab closes,
  but the request needs the ``_xsrf`` cookie, which Voilà never sets (``403 _xsrf missing``):
  the page handler here sets it. Idle culling stays as the safety net.

Pages: ``index.ipynb`` is the family's front page; each game has a folder of pages
(``schutz/index.ipynb``, ``schutz/03_round.ipynb``, ``schutz/play.ipynb``). Im Schutze der Burg's
pages used to lie at the top: their old addresses (``/voila/render/03_round.ipynb?lang=de``) are
redirected to the pages now (``/voila/render/schutz/03_round.ipynb?lang=de``), and the old bare
names stay valid in ``BURG_POOLS`` (``05_bote`` is ``schutz/05_bote``).

Safe on a school network (the README's teacher section says what is exposed):

- **One browser, its own kernels.** A page's kernel answers only the browser that opened it
  (Jupyter's signed per-browser identity cookie, ``OwnerAuthorizer``): its websocket, its
  ``/api/kernels/<id>`` and its shutdown request refuse any other browser, and a made-up kernel id
  is refused too. Voilà already lets only widget messages, kernel info and shutdown through a
  kernel's websocket (no ``execute_request``: no code from a browser runs).
- **Fair shares.** One address may hold ``BURG_MAX_PAGES_PER_CLIENT`` open pages; past that it
  gets a plain "too many pages open here" page (HTTP 429) while everyone else is served.
- **Nothing else to read.** No contents API, no files of the folder served (Voilà's own rule:
  images only), and every answer says ``nosniff`` and may not be framed by another site.
- **Uploads are small.** A kernel websocket takes no message bigger than ``BURG_MAX_UPLOAD``
  (plus room for the message around it); the page refuses a bigger file before sending it.
- **A page that never comes up is asked for again.** A page whose widgets have not appeared
  ``BURG_STALL_SECONDS`` after it loaded (a lost connection; seen once in CI: a page that got
  its kernel and stayed blank) loads itself once more; once per tab and address, so a page that
  cannot come up is not asked for again and again.

All settings come from environment variables (see ``Settings``); the README's teacher section
documents them.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import json
import os
import re
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from jupyter_server import DEFAULT_STATIC_FILES_PATH
from jupyter_server._tz import utcnow
from jupyter_server.auth.authorizer import Authorizer
from jupyter_server.services.contents.manager import ContentsManager
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server.utils import url_path_join
from tornado import web
from tornado.httputil import HTTPHeaders
from traitlets.config import Config
from voila import app as voila_app
from voila.app import Voila
from voila.request_info_handler import RequestInfoSocketHandler
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.handler import TornadoVoilaHandler

from widgets.core.plotly_go import ESM_ENV, bundle

#: The memory one open page may need (a kernel is ~120-180 MB); sets the default cap.
KERNEL_MB = 200
#: What the server keeps for itself and the system before counting kernels.
RESERVE_MB = 2048
#: Open pages one address may hold (BURG_MAX_PAGES_PER_CLIENT).
PAGES_PER_CLIENT = 6
#: Seconds after which a page whose widgets have not appeared loads again (BURG_STALL_SECONDS):
#: a page comes up in 1-2 s, and in 11 s at most with 30 pupils asking at once (README).
STALL_SECONDS = 60

#: The biggest save or position file a page may load, bytes (BURG_MAX_UPLOAD).
MAX_UPLOAD = 1024 * 1024
#: Room for the widget message around an uploaded file, bytes.
UPLOAD_ENVELOPE = 64 * 1024


class ServerFull(web.HTTPError):
    """No room for another kernel: shown to the visitor as the "server is full" page."""

    def __init__(self, limit: int) -> None:
        super().__init__(503, f"The tutorial server is full ({limit} pages are open).")
        self.limit = limit


class TooManyPages(web.HTTPError):
    """This address holds its share of open pages: shown as the "too many pages" page."""

    def __init__(self, limit: int) -> None:
        super().__init__(429, f"This computer has {limit} pages of the tutorial open already.")
        self.limit = limit


def _mem_total_mb() -> int:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) // 1024
    except OSError:
        pass
    return 8192


def _env_number(
    env: dict[str, str], name: str, default: float, kind: type = int, low: float = 0
) -> Any:
    """The variable ``name`` as a ``kind`` (int or float) of at least ``low``; unset: ``default``.
    A bad value stops the server with a message naming the variable."""
    text = env.get(name, "").strip()
    if not text:
        return default
    try:
        value = kind(text)
    except ValueError:
        noun = "a whole number" if kind is int else "a number"
        raise SystemExit(f"{name}={text!r}: {noun} is needed") from None
    if value < low:
        raise SystemExit(f"{name}={value}: at least {low} is needed")
    return value


def jupyterlab_only(notebook: Path) -> bool:
    """Whether ``notebook`` is meant for JupyterLab with its code shown, not as a page
    (``notebooks/write-a-bot.ipynb``: its metadata ``burg.jupyterlab_only``)."""
    try:
        meta = json.loads(notebook.read_text(encoding="utf-8")).get("metadata", {})
    except (OSError, ValueError):
        return False
    return bool(meta.get("burg", {}).get("jupyterlab_only"))


#: The game whose pages lay at the top before each game had its folder of pages.
OLD_PAGES_GAME = "schutz"
#: Its pages made after the move, which never lay at the top (no old address leads to them).
NEW_PAGES = frozenset({"glossary.ipynb", "lab.ipynb"})


#: Notebooks below the served folder that are not pages (``jupyterlab_only``), by path: the
#: folder's listing leaves them out and their address answers 404 (``main`` fills it).
NOT_PAGES: set[str] = set()


def not_pages(root: Path) -> set[str]:
    """The paths (below ``root``) of the notebooks there that are meant for JupyterLab only."""
    return {nb.relative_to(root).as_posix() for nb in root.rglob("*.ipynb") if jupyterlab_only(nb)}


def moved_pages(root: Path) -> dict[str, str]:
    """Old page names -> the pages now, below ``root``: ``{"03_round.ipynb":
    "schutz/03_round.ipynb", "play.ipynb": "schutz/play.ipynb", …}``. A name that is still a
    page at the top (``index.ipynb``, now the family's front page) has not moved."""
    folder = root / OLD_PAGES_GAME
    return {
        nb.name: f"{OLD_PAGES_GAME}/{nb.name}"
        for nb in sorted(folder.glob("*.ipynb"))
        if not (root / nb.name).exists() and nb.name not in NEW_PAGES
    }


def moved_url(base_url: str, moved: dict[str, str], name: str, query: str = "") -> str:
    """Where the old page address ``<base_url>voila/render/<name>`` leads now, with its query
    string (``?lang=de``) kept."""
    url = url_path_join(base_url, "voila/render", moved[name])
    return f"{url}?{query}" if query else url


def _parse_pools(text: str) -> dict[str, int]:
    """``"play=30,schutz/05_bote=4"`` -> ``{"play": 30, "schutz/05_bote": 4}`` (page paths
    without .ipynb; see ``Settings.pool_sizes`` for the old bare names)."""
    out: dict[str, int] = {}
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        name, sep, size = part.partition("=")
        if not sep or not size.strip().isdigit():
            raise SystemExit(f"BURG_POOLS: {part!r} should read page=number, e.g. play=30")
        out[name.strip().removesuffix(".ipynb")] = int(size)
    return out


@dataclass
class Settings:
    """The server's settings, read from the environment (the README lists them)."""

    port: int = 8866  # BURG_PORT
    ip: str = "0.0.0.0"  # BURG_IP: the address to listen on (127.0.0.1: this machine only)
    pool: int = 1  # BURG_POOL: pre-heated kernels kept ready for each lesson page
    play_pool: int = 2  # BURG_PLAY_POOL: the same for each play page (play*.ipynb)
    pools: dict[str, int] = field(default_factory=dict)  # BURG_POOLS: "page=n,…" overrides
    max_kernels: int = 0  # BURG_MAX_KERNELS: open pages at most (default: from the memory)
    cull_seconds: int = 600  # BURG_CULL_SECONDS: end kernels idle this long (closed pages)
    fill_delay: float = 2.0  # BURG_FILL_DELAY: seconds before a used pool kernel is replaced
    per_client: int = PAGES_PER_CLIENT  # BURG_MAX_PAGES_PER_CLIENT: open pages per address (0: any)
    max_upload: int = MAX_UPLOAD  # BURG_MAX_UPLOAD: bytes of a save or position file at most
    stall_seconds: int = STALL_SECONDS  # BURG_STALL_SECONDS: a blank page loads again (0: never)

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Settings:
        """Read the ``BURG_*`` variables; a bad value stops the server with a clear message."""
        env = dict(os.environ if env is None else env)
        default_max = max(8, (_mem_total_mb() - RESERVE_MB) // KERNEL_MB)
        return cls(
            port=_env_number(env, "BURG_PORT", 8866, low=1),
            ip=env.get("BURG_IP", "").strip() or "0.0.0.0",
            pool=_env_number(env, "BURG_POOL", 1),
            play_pool=_env_number(env, "BURG_PLAY_POOL", 2),
            pools=_parse_pools(env.get("BURG_POOLS", "")),
            max_kernels=_env_number(env, "BURG_MAX_KERNELS", default_max, low=1),
            cull_seconds=_env_number(env, "BURG_CULL_SECONDS", 600),
            fill_delay=_env_number(env, "BURG_FILL_DELAY", 2.0, kind=float),
            per_client=_env_number(env, "BURG_MAX_PAGES_PER_CLIENT", PAGES_PER_CLIENT),
            max_upload=_env_number(env, "BURG_MAX_UPLOAD", MAX_UPLOAD, low=1),
            stall_seconds=_env_number(env, "BURG_STALL_SECONDS", STALL_SECONDS),
        )

    def pool_sizes(self, root: Path) -> dict[str, int]:
        """Pool size of every page below ``root``, keyed as Voilà names notebooks (paths below
        ``root``: ``index.ipynb``, ``schutz/05_bote.ipynb``).

        Play pages (``play*.ipynb``, in any folder) get ``play_pool``, the others ``pool``;
        ``pools`` overrides them by page path without .ipynb (``schutz/05_bote``) or by an old
        bare name, read as its old address is (``moved_pages``): ``05_bote`` is
        ``schutz/05_bote``, ``play`` is ``schutz/play``, ``index`` the front page. A page's
        path wins over an old name for the same page."""
        sizes = {}
        for nb in sorted(root.rglob("*.ipynb")):
            rel = nb.relative_to(root)
            if any(part.startswith(".") for part in rel.parts):
                continue
            if jupyterlab_only(nb):
                sizes[rel.as_posix()] = 0  # not a page: never run ahead (it plays many games)
                continue
            sizes[rel.as_posix()] = self.play_pool if nb.name.startswith("play") else self.pool
        moved = moved_pages(root)
        unknown = []
        for name, size in sorted(self.pools.items(), key=lambda item: "/" in item[0]):
            page = f"{name}.ipynb"
            page = page if page in sizes else moved.get(page)
            if page is None:
                unknown.append(name)
            else:
                sizes[page] = size
        if unknown:
            raise SystemExit(f"BURG_POOLS names pages that do not exist: {sorted(unknown)}")
        return sizes


#: The visitor a page is being served to (identity, address), while its handler runs: the
#: kernel manager records the kernel it hands out as theirs.
_VISITOR: contextvars.ContextVar[tuple[str, str] | None] = contextvars.ContextVar(
    "burg_visitor", default=None
)


class Visitors:
    """Whose kernel is whose (the browser's identity and its address), and how many pages each
    address holds open or is being served now."""

    per_client = PAGES_PER_CLIENT  # set by main() from Settings; 0: no cap per address

    def __init__(self) -> None:
        self.owners: dict[str, tuple[str, str]] = {}
        self.coming: Counter[str] = Counter()

    def record(self, kernel_id: str) -> None:
        visitor = _VISITOR.get()
        if visitor is not None:
            self.owners[kernel_id] = visitor

    def owns(self, user: str, kernel_id: str) -> bool:
        return self.owners.get(kernel_id, ("", ""))[0] == user != ""

    def forget(self, kernel_id: str) -> None:
        self.owners.pop(kernel_id, None)

    def open_pages(self, address: str, alive: Any) -> int:
        """Pages ``address`` holds: its kernels still running (``alive``: the kernel manager)
        and the pages being served to it now."""
        for kernel_id in [k for k in self.owners if k not in alive]:
            self.forget(kernel_id)
        mine = sum(1 for _, addr in self.owners.values() if addr == address)
        return mine + self.coming[address]


VISITORS = Visitors()


class OwnerAuthorizer(Authorizer):
    """Jupyter's authorizer, asked before a kernel's websocket opens and before
    ``/api/kernels/<id>`` answers: only the browser the kernel's page was served to."""

    def is_authorized(self, handler: Any, user: Any, action: str, resource: str) -> bool:
        if resource != "kernels":
            return True
        kernel_id = handler.path_kwargs.get("kernel_id")
        allowed = kernel_id is not None and VISITORS.owns(getattr(user, "username", ""), kernel_id)
        if not allowed:
            handler.log.warning("Refused: a kernel asked for by a browser not its own")
        return allowed


class CappedKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager with a cap on kernels (``max_kernels``; 0: none)."""

    max_kernels = 0  # set by ClassroomVoila from Settings

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._starting = 0

    def room(self) -> int:
        """How many more kernels may start now."""
        if not self.max_kernels:
            return sys.maxsize
        return self.max_kernels - len(self.list_kernel_ids()) - self._starting

    async def start_kernel(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]
        """Start a kernel, or refuse with ``ServerFull`` when the cap is reached."""
        if kwargs.get("kernel_id") is None and self.room() <= 0:
            self.log.warning("Server full: %s kernels; a visitor was turned away", self.max_kernels)
            raise ServerFull(self.max_kernels)
        self._starting += 1
        try:
            kernel_id = await super().start_kernel(*args, **kwargs)
        finally:
            self._starting -= 1
        VISITORS.record(kernel_id)  # a page's own kernel (a pool fill has no visitor)
        return kernel_id

    async def shutdown_kernel(
        self, kernel_id: str, now: bool = False, restart: bool = False
    ) -> None:
        """End a page's kernel at once (``now``): it holds nothing to save, and a kernel asked
        to end itself answers the messages still queued for it on sockets it has closed (its
        tracebacks filled the log, the page's CPU stayed busy meanwhile). The signal goes to the
        kernel's process group: a lab run's worker processes end with it."""
        try:
            await super().shutdown_kernel(kernel_id, now=not restart, restart=restart)
        finally:
            VISITORS.forget(kernel_id)


class PoolPolicy:
    """Placed over Voilà's pre-heating kernel manager (see ``ClassroomVoila``):

    - pool kernels start and run their page one at a time (a lock), so refills after a burst
      of visitors leave the other core to the pages being served;
    - a visitor only gets a pool kernel that is ready; otherwise a fresh one is started for
      them (or the "server is full" page), never a wait behind the refill queue;
    - a pool fill that found no room is dropped and tried again when a kernel ends;
    - a pool kernel handed to a visitor counts as active from then on: Voilà keeps the idle
      culler off kernels in a pool, but one that waited there longer than ``cull_seconds`` left
      it with an old last activity and no connection yet, and the culler ended it in the second
      before the visitor's page connected (a page that never loaded; seen in CI).
    """

    _fill_lock: asyncio.Lock | None = None

    async def _initialize(self, notebook_path: str, kernel_id: str | None = None, **kw: Any):
        _VISITOR.set(None)  # a pool fill (its own task) serves nobody yet
        if self._fill_lock is None:
            self._fill_lock = asyncio.Lock()
        async with self._fill_lock:
            content = await super()._initialize(notebook_path, kernel_id, **kw)  # type: ignore[misc]
            # the page runs in the new kernel: wait until it is done (its own errors show
            # when it is served)
            with contextlib.suppress(Exception):
                await asyncio.shield(content["task"])
            return content

    def _ready(self, notebook_name: str) -> list[asyncio.Task]:
        pool = self._pools.get(notebook_name, [])  # type: ignore[attr-defined]
        for task in list(pool):  # a fill that failed (no room, a kernel that died) goes
            if task.done() and (task.cancelled() or task.exception() is not None):
                pool.remove(task)
        return [t for t in pool if t.done()]

    def get_pool_size(self, notebook_name: str) -> int:
        """Pool kernels that are ready to be served now."""
        return len(self._ready(notebook_name))

    async def get_rendered_notebook(self, notebook_name: str, *args: Any, **kwargs: Any):
        """Serve a ready pool kernel (Voilà takes the first of the pool: put ready ones first)."""
        pool = self._pools.get(notebook_name, [])  # type: ignore[attr-defined]
        pool.sort(key=lambda t: not t.done())
        served = await super().get_rendered_notebook(notebook_name, *args, **kwargs)  # type: ignore[misc]
        kernel_id = served[2]  # (render task, rendered cells, kernel id)
        VISITORS.record(kernel_id)
        with contextlib.suppress(KeyError):  # the visitor's page has cull_seconds to connect
            self.get_kernel(kernel_id).last_activity = utcnow()  # type: ignore[attr-defined]
        return served

    def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None, **kw):
        """Voilà's refill, but only as many kernels as the cap leaves room for (the rest when a
        kernel ends)."""
        pools = self.kernel_pools_config  # type: ignore[attr-defined]
        mine = self._pools.get(notebook_name, [])  # type: ignore[attr-defined]
        config = pools.get(notebook_name, pools.get("default", {}))
        missing = config.get("pool_size", 0) - len(mine)
        starting = sum(not t.done() for pool in self._pools.values() for t in pool)  # type: ignore[attr-defined]
        fits = min(missing, self.room() - starting)  # type: ignore[attr-defined]
        if fits <= 0:
            return
        if fits < missing:  # Voilà fills up to pool_size: for this call, a smaller size
            self.kernel_pools_config = {
                **pools,
                notebook_name: {**config, "pool_size": len(mine) + fits},
            }
        try:
            super().fill_if_needed(delay=delay, notebook_name=notebook_name, **kw)  # type: ignore[misc]
        finally:
            self.kernel_pools_config = pools

    async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any):
        """End a kernel, then refill pools that are short (room was made)."""
        result = await super().shutdown_kernel(kernel_id, *args, **kwargs)  # type: ignore[misc]
        for name in list(self._pools):  # type: ignore[attr-defined]
            self.fill_if_needed(notebook_name=name)
        return result


def _classroom_factory(base_class: type, preheat: bool, pool_size: int, **kwargs: Any) -> type:
    cls = _voila_factory(base_class, preheat, pool_size, **kwargs)
    if not preheat:
        return cls
    return type("ClassroomKernelManager", (PoolPolicy, cls), {})


_voila_factory = voila_app.voila_kernel_manager_factory


class ShutdownHandler(VoilaShutdownKernelHandler):
    """Voilà's shutdown request, answered 204 also for a kernel that has ended already: a closing
    page asks on ``beforeunload`` (Voilà's script, once its widgets are up) and on ``pagehide``
    (ours, also for a page closed before that), so a kernel may be asked twice."""

    ending: ClassVar[set[str]] = set()  # kernels whose shutdown is under way (one server)

    @web.authenticated
    async def post(self, kernel_id: str) -> None:
        if kernel_id in self.ending or kernel_id not in self.kernel_manager:
            self.set_status(204)
            self.finish()
            return
        if not VISITORS.owns(self.current_user.username, kernel_id):
            self.log.warning("Refused: a kernel's shutdown asked for by a browser not its own")
            raise web.HTTPError(403)
        self.ending.add(kernel_id)
        try:
            await super().post(kernel_id)
        finally:
            self.ending.discard(kernel_id)


class PageHandler(TornadoVoilaHandler):
    """Voilà's page handler that also sets the ``_xsrf`` cookie: the page sends it back when
    its tab closes, asking the server to end its kernel (without it: ``403 _xsrf missing``)."""

    async def prepare(self) -> None:  # type: ignore[override]
        await super().prepare()
        self.xsrf_token  # noqa: B018 - reading the token sets the cookie

    async def get(self, path: str | None = None) -> None:
        """Serve the page, its kernel recorded as this browser's; past its address's share of
        open pages, the "too many pages" page instead (no kernel taken)."""
        if not (path or "").lower().endswith(".ipynb"):
            await super().get(path)  # Voilà's answer to anything else (no kernel)
            return
        if path in NOT_PAGES:  # a notebook for JupyterLab (write-a-bot): not a page here
            raise web.HTTPError(404)
        address = self.request.remote_ip or ""
        limit = VISITORS.per_client
        if limit and VISITORS.open_pages(address, self.kernel_manager) >= limit:
            self.log.warning("Too many pages: %s holds %s; one more was refused", address, limit)
            raise TooManyPages(limit)
        VISITORS.coming[address] += 1
        token = _VISITOR.set((self.current_user.username, address))
        try:
            await super().get(path)
        finally:
            _VISITOR.reset(token)
            VISITORS.coming[address] -= 1
            if VISITORS.coming[address] <= 0:
                del VISITORS.coming[address]


class QueryHandler(RequestInfoSocketHandler):
    """Voilà's socket that hands a pre-heated kernel its page's request (the address, ``?lang=``):
    only a kernel connects to it, from this machine (the connection's two ends are one address),
    never a browser from elsewhere."""

    def prepare(self) -> None:
        sock = self.request.connection.stream.socket  # type: ignore[attr-defined]
        local = sock.getsockname()[0] if sock is not None else ""
        if self.request.remote_ip != local:
            raise web.HTTPError(403)


class TemplateFiles(TemplateStaticFileHandler):
    """Voilà's template files (``<template>/static/<file>``): any other address is not found
    (Voilà's own handler fails on it with a 500 and a traceback in the log)."""

    def parse_url_path(self, path: str) -> str:
        if not re.fullmatch(r"[\w.-]+/static/[^\\]+", path) or path.startswith("."):
            raise web.HTTPError(404)
        try:
            return super().parse_url_path(path)
        except Exception as e:  # a template that does not exist
            raise web.HTTPError(404) from e


class NotHere(web.RequestHandler):
    """Parts of Voilà a page never needs (the contents API): not found."""

    def prepare(self) -> None:
        raise web.HTTPError(404)


class SafeHeaders(web.OutputTransform):
    """Every answer: no content sniffing, and no framing by another site."""

    def transform_first_chunk(
        self, status_code: int, headers: HTTPHeaders, chunk: bytes, finishing: bool
    ) -> tuple[int, HTTPHeaders, bytes]:
        headers["X-Content-Type-Options"] = "nosniff"
        headers["X-Frame-Options"] = "SAMEORIGIN"
        if "Content-Security-Policy" not in headers:
            headers["Content-Security-Policy"] = "frame-ancestors 'self'"
        return status_code, headers, chunk


class MovedPageHandler(web.RequestHandler):
    """An old page address leads on to the page now (``moved_url``): a permanent redirect."""

    def initialize(self, moved: dict[str, str], base_url: str) -> None:
        self.moved = moved
        self.base_url = base_url

    def get(self, name: str) -> None:
        self.redirect(moved_url(self.base_url, self.moved, name, self.request.query), True)

    head = get


def moved_route(server_url: str, base_url: str, root: Path) -> tuple | None:
    """The route of the old page addresses below ``root`` (``None``: none has moved); it must
    come before Voilà's ``/voila/render/(.*)``."""
    moved = moved_pages(root)
    if not moved:
        return None
    names = "|".join(re.escape(name) for name in moved)
    route = url_path_join(server_url, rf"/voila/render/({names})")
    return (route, MovedPageHandler, {"moved": moved, "base_url": base_url})


class ClassroomVoila(Voila):
    """Voilà with the classroom kernel policy, the page handler above, and the old page
    addresses leading on."""

    def init_settings(self) -> dict:
        voila_app.voila_kernel_manager_factory = _classroom_factory
        try:
            return super().init_settings()
        finally:
            voila_app.voila_kernel_manager_factory = _voila_factory

    def init_handlers(self) -> list:
        if getattr(self, "app", None) is not None:  # Voilà made its tornado app just before
            self.app.add_transform(SafeHeaders)
        ours_for = {
            TornadoVoilaHandler: PageHandler,
            VoilaShutdownKernelHandler: ShutdownHandler,
            RequestInfoSocketHandler: QueryHandler,
            TemplateStaticFileHandler: TemplateFiles,
        }
        handlers = [(h[0], ours_for.get(h[1], h[1]), *h[2:]) for h in super().init_handlers()]
        # plotly's widget bundle, fetched once by a browser for every chart (widgets.core.charts)
        route = url_path_join(self.server_url, r"/burg/static/(widgetbundle\.js)")
        ours = [(route, web.StaticFileHandler, {"path": str(bundle().parent)})]
        # the folder's listing as JSON (Voilà's contents API) and Jupyter's log-in pages (there
        # is nothing to log in to): no page asks for them
        for route in (r"/voila/api/contents.*", r"/login.*", r"/logout.*"):
            ours.append((url_path_join(self.server_url, route), NotHere))
        # tornado takes the first route that matches: the old addresses before Voilà's pages
        moved = moved_route(self.server_url, self.base_url, Path(self.root_dir))
        if moved is not None:
            ours.append(moved)
        return [*ours, *handlers]


def page_config(
    page_config: dict,
    *,
    max_upload: int = MAX_UPLOAD,
    stall_seconds: int = STALL_SECONDS,
    **_: Any,
) -> dict:
    """Voilà's page configuration (``#jupyter-config-data`` in every page) with the upload limit,
    which the page's script enforces before a file is sent, and the seconds after which a page
    with no widgets yet loads again (the template's script; 0: never)."""
    return {**page_config, "burgMaxUpload": max_upload, "burgStallSeconds": stall_seconds}


def config(settings: Settings, sizes: dict[str, int], hidden: Iterable[str] = ()) -> Config:
    """Voilà's configuration for ``settings``, with the pool ``sizes`` of its pages; the
    notebooks ``hidden`` (paths) are left out of the folder's listing."""
    pools = {name: {"pool_size": size} for name, size in sizes.items()}
    c = Config()
    c.ContentsManager.hide_globs = [*ContentsManager().hide_globs, *(Path(h).name for h in hidden)]
    c.Voila.ip = settings.ip
    c.Voila.port = settings.port
    c.Voila.port_retries = 0  # a port in use is an error, not a move to another port
    c.Voila.open_browser = False
    c.Voila.log_format = "[%(name)s %(asctime)s.%(msecs)03d] %(message)s"  # when, for a teacher
    c.Voila.log_datefmt = "%H:%M:%S"
    c.VoilaConfiguration.preheat_kernel = True
    c.VoilaConfiguration.default_pool_size = settings.pool
    c.VoilaConfiguration.multi_kernel_manager_class = CappedKernelManager
    c.Voila.authorizer_class = OwnerAuthorizer
    c.VoilaConfiguration.page_config_hook = functools.partial(
        page_config, max_upload=settings.max_upload, stall_seconds=settings.stall_seconds
    )
    # a kernel websocket takes no message bigger than an upload allowed (tornado closes it)
    c.Voila.tornado_settings = {
        "websocket_max_message_size": settings.max_upload + UPLOAD_ENVELOPE,
        # Jupyter's error page (a 404 of its file handlers) links its favicon through this;
        # without it the page fails to render: a traceback in the log for every probe
        "static_path": DEFAULT_STATIC_FILES_PATH,
    }
    # Front-end extensions our pages do not use: plotly's JupyterLab renderer (its own 5 MB
    # copy of plotly.js on every page; our charts are FigureWidgets) and JupyterLab's preview
    c.VoilaConfiguration.extension_denylist = [
        "jupyterlab-plotly",
        "@voila-dashboards/jupyterlab-preview",
    ]
    c.VoilaKernelManager.kernel_pools_config = pools
    c.VoilaKernelManager.fill_delay = settings.fill_delay
    c.MappingKernelManager.cull_idle_timeout = settings.cull_seconds
    c.MappingKernelManager.cull_interval = 30
    c.MappingKernelManager.cull_connected = False  # pages still open are never culled
    return c


def main() -> None:
    """Start the server (``python -m widgets.core.serve [NOTEBOOK_DIR]``)."""
    settings = Settings.from_env()
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    sizes = settings.pool_sizes(root)
    pooled = sum(sizes.values())
    if pooled >= settings.max_kernels:
        raise SystemExit(
            f"BURG_MAX_KERNELS={settings.max_kernels} leaves no room for visitors beside "
            f"{pooled} pre-heated kernels: raise it or lower BURG_POOL / BURG_PLAY_POOL, or "
            "pre-heat only the page a class opens together (e.g. BURG_POOLS=schutz/play=30)"
        )
    CappedKernelManager.max_kernels = settings.max_kernels
    Visitors.per_client = settings.per_client
    # the kernels (which inherit this environment) refuse a bigger file too, and a pre-heated
    # kernel asks for its page's request at the address the server listens on
    os.environ["BURG_MAX_UPLOAD"] = str(settings.max_upload)
    if settings.ip not in ("0.0.0.0", "::", ""):
        os.environ.setdefault("VOILA_APP_IP", settings.ip)
    import plotly

    # the kernels' charts load plotly.js from here (versioned: browsers may cache it for good)
    os.environ[ESM_ENV] = f"burg/static/widgetbundle.js?v={plotly.__version__}"
    print(
        f"Burg: {pooled} pre-heated kernels for {len(sizes)} pages, "
        f"at most {settings.max_kernels} open pages, idle kernels end after "
        f"{settings.cull_seconds} s",
        flush=True,
    )
    NOT_PAGES.update(not_pages(root))
    ClassroomVoila.launch_instance(argv=[str(root)], config=config(settings, sizes, NOT_PAGES))


if __name__ == "__main__":
    main()
