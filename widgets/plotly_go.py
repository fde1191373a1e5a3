"""Plotly for our pages: ``graph_objects()`` without its costliest import, and
``figure_widget()`` that does not send plotly.js with every chart.

- Plotly's ``FigureWidget`` imports ``nbformat``, which imports ``jsonschema``, whose optional IRI
  format check (the ``rfc3987_syntax`` package) compiles Lark grammars at import: 1-6 s of CPU in
  every page's kernel, on a 2-core class server the largest part of a page's start. Our figures
  never validate IRIs, so jsonschema is imported with that one optional checker left out; the
  package stays importable afterwards for anyone who asks for it directly.
- A ``FigureWidget`` is an anywidget whose front-end code (plotly.js, ~5 MB) is part of every
  figure's state: a page with four charts sent 20 MB through the kernel, the server and the
  browser, which parsed it four times. Under our server (``widgets.serve`` sets
  ``BURG_PLOTLY_ESM``) a figure's code is a two-line module that imports the bundle from the
  server instead: sent once per browser (then cached), evaluated once per page.
"""

from __future__ import annotations

import os
import sys
from types import ModuleType
from typing import Any

_SLOW = "rfc3987_syntax"
#: Set by the server: where it serves plotly's widget bundle (a path below Voilà's base URL).
ESM_ENV = "BURG_PLOTLY_ESM"
_served: dict[str, type] = {}


def graph_objects() -> ModuleType:
    """``plotly.graph_objects`` (import it through this, not directly, in page code)."""
    if "jsonschema" not in sys.modules and _SLOW not in sys.modules:
        sys.modules[_SLOW] = None  # type: ignore[assignment]  # an import of it fails fast
        try:
            import jsonschema  # noqa: F401 - its format checkers are built now, without IRI
            import plotly.graph_objects  # noqa: F401
        finally:
            del sys.modules[_SLOW]
    import plotly.graph_objects as go

    return go


def _stub(path: str) -> str:
    """The module a figure sends: it imports the bundle from the server (absolute URL, as
    the figure's own module is a blob: URL)."""
    base = os.environ.get("VOILA_BASE_URL", "/")
    url = base.rstrip("/") + "/" + path.lstrip("/")
    return (
        f"const m = await import(new URL({url!r}, document.baseURI).href);\n"
        "export default m.default;\n"
    )


def figure_widget(**kwargs: Any) -> Any:
    """A ``FigureWidget`` (``data=``, ``layout=`` as plotly's); under our server one whose
    plotly.js comes from the server, not inside its state."""
    go = graph_objects()
    path = os.environ.get(ESM_ENV, "")
    if not path:
        return go.FigureWidget(**kwargs)
    cls = _served.get(path)
    if cls is None:
        cls = type("FigureWidget", (go.FigureWidget,), {"_esm": _stub(path)})
        _served[path] = cls
    return cls(**kwargs)
