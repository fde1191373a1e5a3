"""One language for every page, remembered from page to page: ``?lang=de`` in the address.

- Every link between pages carries the page's language (``lang_href``), so moving on keeps it.
- The server's default is ``BURG_LANG`` (``en`` unless set).
- ``LanguageSwitch`` is the English / Deutsch switch every page shows (``value``: the language).
  It keeps the address and the page together in both directions: opened with ``?lang=de``, the
  page turns German; switched by hand, the address changes too (``history.replaceState``), so
  a reload keeps the language.
- A pre-heated page (``widgets.core.serve``) was built before anybody asked for it, in the
  server's language. It learns the request's address from Voilà as soon as it is handed out and
  switches then, usually before the browser has drawn it (``follow_request``); the switch's
  browser side does the same from the address bar, as a second way.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs

import anywidget
import traitlets as tl

LANGS = ("en", "de")
LABELS = {"en": "English", "de": "Deutsch"}


def server_lang(env: dict[str, str] | None = None) -> str:
    """The server's default language: ``BURG_LANG`` if it names one, else English."""
    value = (os.environ if env is None else env).get("BURG_LANG", "").strip().lower()
    return value if value in LANGS else "en"


def query_lang(query: str) -> str | None:
    """The language a query string asks for (``"lang=de&x=1"`` -> ``"de"``), if any."""
    values = parse_qs(query.lstrip("?")).get("lang", [])
    return values[-1] if values and values[-1] in LANGS else None


#: Pages run in the browser (the static site, ``.ci/site``: Pyodide) are ``.html`` files there.
IN_BROWSER = sys.platform == "emscripten"


def lang_href(href: str, lang: str, *, static: bool = IN_BROWSER) -> str:
    """A relative link between pages that keeps the language (``play.ipynb?lang=de``); in the
    static site (``static``) the page's file is ``play.html``."""
    path, _, anchor = href.partition("#")
    path, _, query = path.partition("?")
    if static and path.endswith(".ipynb"):
        path = path.removesuffix(".ipynb") + ".html"
    kept = [p for p in query.split("&") if p and not p.startswith("lang=")]
    out = f"{path}?{'&'.join([*kept, f'lang={lang}'])}"
    return f"{out}#{anchor}" if anchor else out


_ESM = r"""
const LANGS = ["en", "de"];
function render({ model, el }) {
  el.classList.add("burg-lang-switch");
  el.setAttribute("role", "group");
  const buttons = {};
  for (const lang of LANGS) {
    const b = document.createElement("button");
    b.className = "burg-lang-button burg-lang-" + lang;
    b.lang = lang;
    b.textContent = model.get("labels")[lang];
    b.addEventListener("click", () => {
      model.set("value", lang);
      model.save_changes();
    });
    buttons[lang] = b;
    el.appendChild(b);
  }
  el.setAttribute("aria-label", model.get("group_label"));
  const show = () => {
    const lang = model.get("value");
    for (const l of LANGS) {
      buttons[l].setAttribute("aria-pressed", String(l === lang));
      buttons[l].classList.toggle("burg-lang-on", l === lang);
    }
    el.setAttribute("aria-label", model.get("group_label"));
    document.documentElement.lang = lang;
    const url = new URL(window.location.href);
    if (url.searchParams.get("lang") !== lang) {
      url.searchParams.set("lang", lang);
      window.history.replaceState(window.history.state, "", url);
    }
    // the links between pages follow at once (the page's own text follows from the kernel)
    for (const a of document.querySelectorAll("a[href*='lang=']")) {
      const href = a.getAttribute("href");
      const next = href.replace(/([?&])lang=[a-z]+/, "$1lang=" + lang);
      if (next !== href) a.setAttribute("href", next);
    }
  };
  model.on("change:value", show);
  model.on("change:group_label", show);
  // the address asks for a language the page does not show yet: switch the page
  const wanted = new URL(window.location.href).searchParams.get("lang");
  if (LANGS.includes(wanted) && wanted !== model.get("value")) {
    model.set("value", wanted);
    model.save_changes();
  }
  show();
}
export default { render };
"""

_CSS = """
.burg-lang-switch { display: inline-flex; gap: 0; margin: 4px 0 4px auto; }
.burg-lang-button { font-size: 15px; padding: 5px 14px; min-height: 34px; cursor: pointer;
  border: 1px solid #8d6e63; background: #fff; color: #3e2723; }
.burg-lang-button:first-child { border-radius: 6px 0 0 6px; }
.burg-lang-button:last-child { border-radius: 0 6px 6px 0; border-left: none; }
.burg-lang-button.burg-lang-on { background: #5d4037; color: #fff; font-weight: bold; }
.burg-lang-button:focus-visible { outline: 3px solid #1565c0; outline-offset: 1px; }
"""


class LanguageSwitch(anywidget.AnyWidget):
    """The English / Deutsch switch (``lang``), kept in step with the address's ``?lang=``."""

    _esm = _ESM
    _css = _CSS
    value = tl.Unicode("en").tag(sync=True)  # the language shown
    labels = tl.Dict(LABELS).tag(sync=True)
    group_label = tl.Unicode("Language").tag(sync=True)

    def __init__(self, value: str = "en", **kwargs: Any) -> None:
        super().__init__(value=value if value in LANGS else "en", **kwargs)
        self.add_class("burg-lang")
        self.group_label = "Sprache" if self.value == "de" else "Language"

    @tl.validate("value")
    def _valid(self, proposal: Any) -> str:
        value = proposal["value"]
        return value if value in LANGS else self.value

    def on_change(self, apply: Callable[[str], None]) -> None:
        """Call ``apply(lang)`` whenever the language changes."""

        def changed(change: dict[str, Any]) -> None:
            self.group_label = "Sprache" if change["new"] == "de" else "Language"
            apply(change["new"])

        self.observe(changed, "value")


def mark_lang(root: Any, lang: str) -> None:
    """Mark a page's root widget with its language (class ``burg-lang-de``): styles, tests and
    the page-time benchmark see which language the page shows."""
    for other in LANGS:
        if other != lang:
            root.remove_class(f"burg-lang-{other}")
    root.add_class(f"burg-lang-{lang}")


def page_lang() -> str:
    """The language a page starts in: the request's ``?lang=`` when the kernel was started for
    the request (Voilà puts the query string into its environment), else the server's."""
    if os.environ.get("VOILA_PREHEAT", "False") != "True":
        asked = query_lang(os.environ.get("QUERY_STRING", ""))
        if asked:
            return asked
    return server_lang()


def follow_request(switch: LanguageSwitch) -> None:
    """In a pre-heated kernel: when the page is handed to a visitor, switch to the language of
    the visitor's address (Voilà sends the request to the kernel through its query socket). Runs
    in the background on the kernel's event loop; outside a pre-heated kernel it does nothing."""
    if os.environ.get("VOILA_PREHEAT", "False") != "True":
        return
    with contextlib.suppress(RuntimeError):  # no running event loop (not in a kernel)
        loop = asyncio.get_event_loop()
        _WAITING.add(loop.create_task(_await_request(switch)))


#: The background tasks waiting for their page's request (kept: a task needs a reference).
_WAITING: set[asyncio.Task] = set()


async def _await_request(switch: LanguageSwitch) -> None:
    from voila.utils import _get_request_info

    protocol = os.getenv("VOILA_WS_PROTOCOL", "ws")
    ip = os.getenv("VOILA_APP_IP", "127.0.0.1")
    if ip in ("0.0.0.0", "::", ""):
        ip = "127.0.0.1"
    port = os.getenv("VOILA_APP_PORT", "8866")
    base = os.getenv("VOILA_WS_BASE_URL", os.getenv("VOILA_SERVER_URL", "/"))
    kernel_id = os.getenv("VOILA_KERNEL_ID", "")
    try:
        info = await _get_request_info(f"{protocol}://{ip}:{port}{base}voila/query/{kernel_id}")
    except Exception:  # the server went away: the page stays in its language
        return
    if not info:
        return
    with contextlib.suppress(ValueError, TypeError):
        asked = query_lang(json.loads(info).get("QUERY_STRING", ""))
        if asked and asked != switch.value:
            switch.value = asked
