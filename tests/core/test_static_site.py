"""The static site (``bash .ci/site``): the pages' behaviour in the browser build (links to
``.html`` pages, the front page's word on running in the browser, plotly.js from the site, bot
moves on the browser's event loop) and the build's wheel handling (``.ci/build_site.py``). The
built site itself is tested in Chromium: ``tests/browser/test_static_site_browser.py``."""

from __future__ import annotations

import asyncio
import hashlib
import importlib.util
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from widgets.core import front, plotly_go, session
from widgets.core.lang import lang_href

ROOT = Path(__file__).resolve().parents[2]


def _build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_site", ROOT / ".ci" / "build_site.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_links_lead_to_html_pages_in_the_static_site() -> None:
    assert lang_href("play.ipynb", "de", static=True) == "play.html?lang=de"
    assert lang_href("../index.ipynb?x=1#top", "en", static=True) == "../index.html?x=1&lang=en#top"
    assert lang_href("play.ipynb", "de", static=False) == "play.ipynb?lang=de"
    # on the Voilà server (this process is not Pyodide) links stay .ipynb
    assert lang_href("wettkampf/index.ipynb", "en") == "wettkampf/index.ipynb?lang=en"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_front_page_says_it_runs_in_the_browser_only_there(lang: str) -> None:
    note = front.text("in_browser", lang)
    assert note and note != front.text("in_browser", "de" if lang == "en" else "en")
    assert note.split(":")[0] in front.front_html(lang, in_browser=True)
    assert "burg-in-browser" not in front.front_html(lang, in_browser=False)


def test_plotly_js_comes_from_the_site_in_the_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(plotly_go.ESM_ENV, raising=False)
    assert plotly_go.served_url() == ""  # no server of ours: the figure carries the bundle
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert plotly_go.served_url() == plotly_go.SITE_BUNDLE
    assert plotly_go.SITE_BUNDLE == "site:static/plotly/widgetbundle.js"


def test_bot_moves_use_the_browsers_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pyodide has no threads: with no running loop, a delayed move goes on the event loop."""
    loop = asyncio.new_event_loop()
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(asyncio, "get_event_loop", lambda: loop)
    started: list[object] = []
    monkeypatch.setattr(session.threading.Timer, "start", lambda self: started.append(self))
    called: list[int] = []
    session.call_later(0.01, lambda: called.append(1))
    assert not started  # no thread
    loop.run_until_complete(asyncio.sleep(0.05))
    loop.close()
    assert called == [1]


def test_an_empty_wheel_installs_nothing_but_its_metadata(tmp_path: Path) -> None:
    build = _build_module()
    wheel = build.empty_wheel(tmp_path, "sqlite3", "1.0.0")
    with zipfile.ZipFile(wheel) as z:
        names = sorted(z.namelist())
        record = z.read("sqlite3-1.0.0.dist-info/RECORD").decode()
    assert names == [
        "sqlite3-1.0.0.dist-info/METADATA",
        "sqlite3-1.0.0.dist-info/RECORD",
        "sqlite3-1.0.0.dist-info/WHEEL",
    ]
    assert "sqlite3-1.0.0.dist-info/METADATA,sha256=" in record
    entry = build.wheel_entry(wheel)
    assert entry["name"] == "sqlite3"
    assert entry["imports"] == []
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()


def test_slimming_a_wheel_drops_and_stubs_files(tmp_path: Path) -> None:
    build = _build_module()
    wheel = tmp_path / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        z.writestr("demo/__init__.py", "x = 1\n")
        z.writestr("demo/big/data.js", "a" * 1000)
        z.writestr("demo/bundle.js", "b" * 1000)
    build.slim(wheel, ("demo/big/",), {"demo/bundle.js": "// stub\n"})
    with zipfile.ZipFile(wheel) as z:
        assert sorted(z.namelist()) == ["demo/__init__.py", "demo/bundle.js"]
        assert z.read("demo/bundle.js") == b"// stub\n"
    entry = build.wheel_entry(wheel)
    assert entry == entry | {"name": "demo", "version": "1.0", "imports": ["demo"]}


def test_a_widget_shown_again_says_so_without_none() -> None:
    """The static site's kernel turns ``None`` into JavaScript's ``undefined``, which its
    messages lose: a widget shown again must get ``""``, or it stays hidden in the browser."""
    import ipywidgets as w

    from widgets.core.playpage import hide

    box = w.HTML()
    hide(box, False)
    assert box.layout.display is None  # never hidden: nothing sent
    hide(box, True)
    assert box.layout.display == "none"
    hide(box, False)
    assert box.layout.display == ""


def test_pages_reseed_the_random_generator_of_the_browsers_snapshot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The static site's Python starts from a build-time snapshot, with the same random state on
    every page: importing the pages reseeds it there (and leaves it alone on the server)."""
    import random

    import widgets

    random.seed(7)
    state = random.getstate()
    importlib.reload(widgets)
    assert random.getstate() == state  # not in the browser: untouched
    monkeypatch.setattr(sys, "platform", "emscripten")
    importlib.reload(widgets)
    assert random.getstate() != state
