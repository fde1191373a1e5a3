"""Plotly for our pages: ``graph_objects()`` without its costliest import, and where the page
loads plotly.js from (``served_url``).

- Plotly's ``FigureWidget`` imports ``nbformat``, which imports ``jsonschema``, whose optional IRI
  format check (the ``rfc3987_syntax`` package) compiles Lark grammars at import: 1-6 s of CPU in
  every page's kernel, on a 2-core class server the largest part of a page's start. Our figures
  never validate IRIs, so jsonschema is imported with that one optional checker left out; the
  package stays importable afterwards for anyone who asks for it directly.
- Plotly's widget bundle (plotly.js, ~5 MB) is part of every figure's state. Under our server
  (``widgets.core.serve`` serves the file and sets ``BURG_PLOTLY_ESM``) a figure sends only the
  bundle's address: the browser fetches it once and caches it (``widgets.core.charts``).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

_SLOW = "rfc3987_syntax"
#: Set by the server: where it serves plotly's widget bundle (a path below Voilà's base URL).
ESM_ENV = "BURG_PLOTLY_ESM"
#: Where the static site (``.ci/site``) has the bundle: below the site's root, whose address the
#: page knows (the part of its own before ``/voici/``).
SITE_BUNDLE = "site:static/plotly/widgetbundle.js"


def _has(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


def graph_objects() -> ModuleType:
    """``plotly.graph_objects`` (import it through this, not directly, in page code)."""
    # (nbformat is optional to plotly: the static site, on Pyodide, has neither it nor jsonschema)
    if "jsonschema" not in sys.modules and _SLOW not in sys.modules and _has("jsonschema"):
        sys.modules[_SLOW] = None  # type: ignore[assignment]  # an import of it fails fast
        try:
            import jsonschema  # noqa: F401 - its format checkers are built now, without IRI
            import plotly.graph_objects  # noqa: F401
        finally:
            del sys.modules[_SLOW]
    import plotly.graph_objects as go

    return go


def bundle() -> Path:
    """Plotly's widget bundle (plotly.js and its widget view) in the installed package."""
    import plotly

    return Path(plotly.__file__).parent / "package_data" / "widgetbundle.js"


def served_url() -> str:
    """The bundle's address on our server (an absolute path), or "" outside it."""
    if sys.platform == "emscripten":  # the static site (.ci/site) has it below its root
        return SITE_BUNDLE
    path = os.environ.get(ESM_ENV, "")
    if not path:
        return ""
    base = os.environ.get("VOILA_BASE_URL", "/")
    return base.rstrip("/") + "/" + path.lstrip("/")
