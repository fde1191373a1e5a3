"""The class server's settings (widgets/core/serve.py): read from BURG_* variables, bad values
stop the server with a message naming the variable, pools per page (by path, or by an old bare
name), and the old page addresses leading on to the pages in their game's folder."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from widgets.core.serve import (
    Settings,
    _classroom_factory,
    config,
    moved_pages,
    moved_route,
    moved_url,
)

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: Every page as it was before each game had its folder (all lay at the top).
OLD_PAGES = (
    "01_welcome 02_setup 03_round 04_arbeiter_cards 05_bote 06_haendler 07_maurer 08_steinmetz "
    "09_arbeiter 10_baumeister 11_building 12_helpers 13_final_scoring 14_two_players 15_play "
    "16_winter play"
)


def test_defaults_and_pools_per_page() -> None:
    s = Settings.from_env({})
    assert (s.port, s.ip, s.pool, s.play_pool, s.cull_seconds) == (8866, "0.0.0.0", 1, 2, 600)
    assert s.max_kernels >= 8
    sizes = s.pool_sizes(NOTEBOOKS)
    assert sizes["schutz/play.ipynb"] == 2  # a play page, by its name, in a game's folder
    assert sizes["schutz/15_play.ipynb"] == 1  # a lesson about playing is a lesson
    assert sizes["schutz/03_round.ipynb"] == 1 and sizes["index.ipynb"] == 1
    assert sizes["schutz/index.ipynb"] == 1
    # keyed as Voilà names the notebooks it pre-heats: their paths below the folder it serves
    assert set(sizes) == {p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb")}


def test_a_class_sets_its_pools() -> None:
    env = {"BURG_POOL": "0", "BURG_PLAY_POOL": "30", "BURG_POOLS": "05_bote=12, index=3"}
    sizes = Settings.from_env(env).pool_sizes(NOTEBOOKS)
    assert sizes["schutz/play.ipynb"] == 30
    # old bare names read as their old addresses: 05_bote moved, index is the front page
    assert sizes["schutz/05_bote.ipynb"] == 12 and sizes["index.ipynb"] == 3
    assert sizes["schutz/index.ipynb"] == 0 and sizes["schutz/03_round.ipynb"] == 0


def test_pools_by_page_path() -> None:
    env = {"BURG_POOLS": "schutz/05_bote=4,schutz/index=2,schutz/play.ipynb=7,play=9"}
    sizes = Settings.from_env(env).pool_sizes(NOTEBOOKS)
    assert sizes["schutz/05_bote.ipynb"] == 4 and sizes["schutz/index.ipynb"] == 2
    assert sizes["schutz/play.ipynb"] == 7  # the page's path wins over its old name
    assert sizes["index.ipynb"] == 1


def test_pools_in_a_folder_of_another_game(tmp_path: Path) -> None:
    for page in ("index", "schutz/play", "schutz/05_bote", "wettkampf/play", "wettkampf/01_x"):
        (tmp_path / f"{page}.ipynb").parent.mkdir(exist_ok=True)
        (tmp_path / f"{page}.ipynb").write_text("{}")
    (tmp_path / ".ipynb_checkpoints").mkdir()
    (tmp_path / ".ipynb_checkpoints" / "index-checkpoint.ipynb").write_text("{}")
    sizes = Settings.from_env({"BURG_POOLS": "play=5,wettkampf/01_x=3"}).pool_sizes(tmp_path)
    assert sizes == {
        "index.ipynb": 1,
        "schutz/05_bote.ipynb": 1,
        "schutz/play.ipynb": 5,  # the old name "play" is Im Schutze der Burg's play page
        "wettkampf/01_x.ipynb": 3,
        "wettkampf/play.ipynb": 2,
    }
    with pytest.raises(SystemExit, match="01_x"):  # only the old pages have bare names
        Settings.from_env({"BURG_POOLS": "01_x=3"}).pool_sizes(tmp_path)


# --- old page addresses -------------------------------------------------------------------------
def test_every_old_page_has_moved_to_the_schutz_folder() -> None:
    moved = moved_pages(NOTEBOOKS)
    assert sorted(moved) == sorted(f"{name}.ipynb" for name in OLD_PAGES.split())
    assert all(new == f"schutz/{old}" for old, new in moved.items())
    assert all((NOTEBOOKS / new).exists() for new in moved.values())
    assert "index.ipynb" not in moved  # the address of the family's front page now


@pytest.mark.parametrize(
    ("base", "name", "query", "url"),
    [
        ("/", "03_round.ipynb", "", "/voila/render/schutz/03_round.ipynb"),
        ("/", "play.ipynb", "lang=de", "/voila/render/schutz/play.ipynb?lang=de"),
        ("/class/", "05_bote.ipynb", "a=1&b=2", "/class/voila/render/schutz/05_bote.ipynb?a=1&b=2"),
    ],
)
def test_moved_url_keeps_the_query(base: str, name: str, query: str, url: str) -> None:
    assert moved_url(base, moved_pages(NOTEBOOKS), name, query) == url


def test_old_addresses_redirect_over_http() -> None:
    """The route as the server adds it, in a tornado app with a stand-in for Voilà's pages."""
    from tornado import web
    from tornado.httpclient import AsyncHTTPClient, HTTPClientError
    from tornado.httpserver import HTTPServer
    from tornado.testing import bind_unused_port

    class Page(web.RequestHandler):
        def get(self, path: str) -> None:
            self.write(path)

    route = moved_route("/", "/", NOTEBOOKS)
    assert route is not None
    assert moved_route("/", "/", NOTEBOOKS / "schutz") is None  # nothing moved there

    async def run() -> list[tuple[int, str, str]]:
        sock, port = bind_unused_port()
        server = HTTPServer(web.Application([route, (r"/voila/render/(.*)", Page)]))
        server.add_sockets([sock])
        out = []
        for path in (
            "/voila/render/03_round.ipynb?lang=de",
            "/voila/render/play.ipynb",
            "/voila/render/index.ipynb",
            "/voila/render/schutz/03_round.ipynb",
            "/voila/render/03_round.ipynbx",
        ):
            try:
                r = await AsyncHTTPClient().fetch(
                    f"http://127.0.0.1:{port}{path}", follow_redirects=False
                )
                out.append((r.code, r.headers.get("Location", ""), r.body.decode()))
            except HTTPClientError as e:
                assert e.response is not None
                out.append((e.code, e.response.headers.get("Location", ""), ""))
        server.stop()
        return out

    got = asyncio.run(run())
    assert got == [
        (301, "/voila/render/schutz/03_round.ipynb?lang=de", ""),
        (301, "/voila/render/schutz/play.ipynb", ""),
        (200, "", "index.ipynb"),  # the front page: Voilà's
        (200, "", "schutz/03_round.ipynb"),
        (200, "", "03_round.ipynbx"),  # not an old page: Voilà's (a 404 there)
    ]


@pytest.mark.parametrize(
    ("env", "words"),
    [
        ({"BURG_PORT": "eighty"}, "BURG_PORT"),
        ({"BURG_PORT": "0"}, "BURG_PORT"),
        ({"BURG_POOL": "-1"}, "BURG_POOL"),
        ({"BURG_MAX_KERNELS": "0"}, "BURG_MAX_KERNELS"),
        ({"BURG_FILL_DELAY": "soon"}, "BURG_FILL_DELAY"),
        ({"BURG_POOLS": "play:30"}, "BURG_POOLS"),
    ],
)
def test_bad_values_name_the_variable(env: dict[str, str], words: str) -> None:
    with pytest.raises(SystemExit, match=words):
        Settings.from_env(env)


def test_unknown_page_in_pools() -> None:
    s = Settings.from_env({"BURG_POOLS": "no_such_page=3"})
    with pytest.raises(SystemExit, match="no_such_page"):
        s.pool_sizes(NOTEBOOKS)


def test_voila_configuration() -> None:
    s = Settings.from_env({"BURG_PLAY_POOL": "5", "BURG_CULL_SECONDS": "120"})
    c = config(s, s.pool_sizes(NOTEBOOKS))
    assert c.VoilaConfiguration.preheat_kernel is True
    assert c.VoilaKernelManager.kernel_pools_config["schutz/play.ipynb"] == {"pool_size": 5}
    assert c.MappingKernelManager.cull_idle_timeout == 120
    assert c.MappingKernelManager.cull_connected is False


def test_pool_policy_sits_over_voilas_manager() -> None:
    from widgets.core.serve import CappedKernelManager, PoolPolicy

    cls = _classroom_factory(CappedKernelManager, True, 1)
    assert cls.__mro__[1] is PoolPolicy and issubclass(cls, CappedKernelManager)
    assert _classroom_factory(CappedKernelManager, False, 0).__mro__[1] is CappedKernelManager


class _Kernels:
    """Voilà's pre-heating manager as far as a served pool kernel and the idle culler see it."""

    cull_idle_timeout = 600
    cull_busy = False
    cull_connected = False

    def __init__(self, idle_seconds: int) -> None:
        from datetime import timedelta
        from types import SimpleNamespace

        from jupyter_server._tz import utcnow

        kernel = SimpleNamespace(
            execution_state="idle",
            kernel_name="python3",
            kernel_spec=SimpleNamespace(metadata={}),
            last_activity=utcnow() - timedelta(seconds=idle_seconds),
        )
        self._kernels = {"k1": kernel}
        self._kernel_connections: dict[str, int] = {}
        self.ended: list[str] = []
        self.log = SimpleNamespace(warning=lambda *a: None, debug=lambda *a: None)

    def get_kernel(self, kernel_id: str) -> Any:
        return self._kernels[kernel_id]

    async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:
        self.ended.append(kernel_id)

    async def get_rendered_notebook(self, notebook_name: str, *args: Any, **kwargs: Any) -> Any:
        content = await self._pools[notebook_name].pop(0)  # as Voilà: the pool's first
        return content["task"], [], content["kernel_id"]

    async def cull(self, kernel_id: str) -> None:
        """jupyter_server's own culling decision for one kernel."""
        from jupyter_server.services.kernels.kernelmanager import MappingKernelManager

        await MappingKernelManager.cull_kernel_if_idle(self, kernel_id)  # type: ignore[arg-type]


@pytest.mark.parametrize("policy", [True, False])
def test_a_pool_kernel_served_after_a_long_wait_is_not_culled(policy: bool) -> None:
    """A kernel that waited in its pool longer than the cull time (Voilà spares pool kernels),
    then handed to a visitor whose page has not connected yet: the culler leaves it to them.
    Without the pool policy the culler ends it (a page that never loads, as seen in CI)."""
    from widgets.core.serve import PoolPolicy

    cls = type("M", (PoolPolicy, _Kernels), {}) if policy else _Kernels
    manager = cls(idle_seconds=615)

    async def visit() -> None:
        async def pooled() -> dict[str, Any]:
            return {"task": None, "kernel_id": "k1"}

        task = asyncio.ensure_future(pooled())
        await task
        manager._pools = {"wettkampf/05_figures.ipynb": [task]}
        served = await manager.get_rendered_notebook("wettkampf/05_figures.ipynb")
        assert served[2] == "k1"
        await manager.cull("k1")

    asyncio.run(visit())
    assert manager.ended == ([] if policy else ["k1"])
