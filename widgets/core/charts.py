"""What every game's charts share: ``figure_widget`` (the figures of every page, the lessons'
too: Plotly's ``FigureWidget`` made to draw in a Voilà page), an empty Sankey and how to fill it
(``sankey_figure``, ``show_flows``), a play page's layout, stacked bars and a line per player.
Each game's own charts (``widgets/<game>/charts.py``) are made of these.

Two things kept Plotly's own ``FigureWidget`` from drawing there:

- **Lost updates.** It syncs its data and layout as widget state only when it is made; every
  later change is a one-off message. A page that connects after the kernel ran (Voilà always
  does: it runs the notebook, then the browser asks for the widgets' state) drew the figures as
  they were made. Here every change also sends the whole (small) data and layout as state.
- **Dead figures.** Each figure's browser model evaluated its own copy of Plotly's 5 MB bundle
  (about 1 s each on a busy 2-core machine); anywidget gives a model 2 s to initialise and then
  drops every later message to it ("[anywidget] Failed to initialize model."): on the play page
  most charts never changed again. Here a small loader evaluates the bundle once per page, off
  the initialisation path, and redraws a figure when its box changes size (shown after being
  hidden, a narrower window), which anywidget does not tell Plotly's view. Under our server
  (``widgets.core.serve``) the loader fetches the bundle from the server, so a figure's state
  carries its address instead of 5 MB and the browser caches it across pages
  (``widgets.core.plotly_go``).
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Sequence
from typing import Any

from widgets.core import plotly_go

#: The charts' font (every game's).
FONT = {"size": 16, "family": "DejaVu Sans, sans-serif"}


# plotly.js fails ("Invalid array length") on a Sankey whose links sum to 0: draw an invisible one
_EMPTY_LINK = {"source": [0], "target": [1], "value": [1e-9], "color": ["rgba(0,0,0,0)"]}
_EMPTY_NODE = {"label": ["", ""], "color": ["rgba(0,0,0,0)"] * 2}


# The browser side of ``figure_widget``: Plotly's widget bundle, evaluated once per page and not
# awaited in ``initialize`` (anywidget drops every message to a model not ready within 2 s).
_LOADER = """
const KEY = Symbol.for("burg.plotly-widget-bundle");

function plotly(model) {
  if (!globalThis[KEY]) {
    // from our server (cached by the browser), else from the figure's state
    const served = model.get("_plotly_url");
    const site = location.href.split("/voici/")[0] + "/"; // the static site's root
    const url = served
      ? new URL(served.replace(/^site:/, ""), served.startsWith("site:") ? site : document.baseURI)
          .href
      : URL.createObjectURL(new Blob([model.get("_plotly_bundle")], { type: "text/javascript" }));
    globalThis[KEY] = import(url).then((module) => {
      if (!served) URL.revokeObjectURL(url);
      return { module, Plotly: window.Plotly }; // the bundle's Plotly: it sets it as it runs
    });
  }
  return globalThis[KEY];
}

export default {
  initialize({ model }) {
    plotly(model);
  },
  async render({ model, el }) {
    const { module, Plotly } = await plotly(model);
    const figure = module.default();
    figure.initialize({ model });
    const remove = figure.render({ model, el });
    // take the box's width: after being shown (drawn while hidden) and when the window changes
    const observer = new ResizeObserver(() => {
      if (el.clientWidth > 0 && el._fullLayout) {
        Plotly.Plots.resize(el).catch(() => {});
      }
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      remove();
    };
  },
};
"""


@functools.cache
def _figure_class() -> type:
    """``FigureWidget`` with the loader above and its state kept current (made on first use:
    importing Plotly takes seconds)."""
    import traitlets

    go = plotly_go.graph_objects()
    served = plotly_go.served_url()  # our server serves the bundle: send its address, not it

    class PageFigure(go.FigureWidget):
        """Plotly's FigureWidget that draws in a Voilà page (see the module docstring)."""

        _esm = _LOADER
        _plotly_url = traitlets.Unicode(served).tag(sync=True)
        _plotly_bundle = traitlets.Unicode(
            "" if served else plotly_go.bundle().read_text("utf-8")
        ).tag(sync=True)

        def _send_restyle_msg(self, *args: Any, **kwargs: Any) -> None:
            super()._send_restyle_msg(*args, **kwargs)
            self._send_state()

        def _send_relayout_msg(self, *args: Any, **kwargs: Any) -> None:
            super()._send_relayout_msg(*args, **kwargs)
            self._send_state()

        def _send_update_msg(self, *args: Any, **kwargs: Any) -> None:
            super()._send_update_msg(*args, **kwargs)
            self._send_state()

        def _send_state(self) -> None:
            # the whole figure as state too: what a browser connecting later is sent
            self._widget_data = copy.deepcopy(self._data)
            self._widget_layout = copy.deepcopy(self._layout_obj._props)

    return PageFigure


def figure_widget(data: list[Any], layout: dict[str, Any]) -> Any:
    """A Plotly ``FigureWidget`` that draws in a Voilà page: create it once (its first state
    carries Plotly's 5 MB bundle) and change it in ``batch_update()``."""
    return _figure_class()(data=data, layout=layout)


def sankey_figure(height: int, font: dict[str, Any], top: int = 50) -> Any:
    """An empty Sankey figure widget for ``show_flows``."""
    go = plotly_go.graph_objects()
    trace = go.Sankey(
        arrangement="snap",
        node={**_EMPTY_NODE, "pad": 18, "thickness": 18, "line": {"width": 0}},
        link=_EMPTY_LINK,
    )
    layout = {"height": height, "margin": {"l": 10, "r": 10, "t": top, "b": 10}, "font": font}
    return figure_widget([trace], layout)


def show_flows(fig: Any, sankey: dict[str, Any], title: str) -> None:
    """Show ``sankey`` (from ``sankey_data``) with ``title`` in the Sankey figure ``fig``: one
    message, whole node and link arrays."""
    node, link = sankey["node"], sankey["link"]
    empty = not link["value"]
    if empty:  # nothing moved: nothing to see (see _EMPTY_LINK)
        node, link = _EMPTY_NODE, _EMPTY_LINK
    with fig.batch_update():
        tr = fig.data[0]
        # the invisible nodes' outlines too (grey bars at both sides of an empty chart)
        tr.node.line = {"width": 0 if empty else 0.5}
        tr.node.label = node["label"]
        tr.node.color = node["color"]
        tr.link.source = link["source"]
        tr.link.target = link["target"]
        tr.link.value = link["value"]
        tr.link.color = link["color"]
        fig.layout.title = {"text": title}


#: The layout a play page's charts share (a score line chart beside a points bar chart).
PLAY_LAYOUT: dict[str, Any] = {
    "height": 340,
    "margin": {"l": 55, "r": 10, "t": 50, "b": 50},
    "font": FONT,
    "legend": {"orientation": "h", "y": -0.25},
}


def stacked_bars(colours: Sequence[str]) -> Any:
    """A play page's points chart: one hidden bar trace per source of points, in ``colours``,
    stacked per player (see ``show_bars``)."""
    go = plotly_go.graph_objects()
    bars = [go.Bar(x=[], y=[], marker={"color": c}, visible=False) for c in colours]
    return figure_widget(
        bars, {**PLAY_LAYOUT, "barmode": "stack", "yaxis": {"rangemode": "tozero"}}
    )


def show_bars(
    fig: Any, names: list[str], rows: list[dict[str, Any]], keys: Sequence[str], labels: list[str]
) -> None:
    """Fill ``stacked_bars``: trace ``i`` (named ``labels[i]``) gets each player's
    ``rows[p][keys[i]]``; with no ``rows`` (no points yet) every trace is hidden. Call it inside
    ``fig.batch_update()``."""
    for i, tr in enumerate(fig.data):
        if rows:
            tr.x = names
            tr.y = [row[keys[i]] for row in rows]
            tr.name = labels[i]
            tr.visible = True
        else:
            tr.visible = False
            tr.x, tr.y = [], []


def player_lines(colours: Sequence[str], marker_size: int) -> list[Any]:
    """One hidden line per seat (four), in the players' ``colours``: see ``show_lines``."""
    go = plotly_go.graph_objects()
    return [
        go.Scatter(
            x=[],
            y=[],
            mode="lines+markers",
            line={"color": colours[p], "width": 4},
            marker={"size": marker_size},
            visible=False,
        )
        for p in range(4)
    ]


def show_lines(fig: Any, series: list[list[int]], names: list[str], first: int) -> None:
    """Draw ``series[p]`` as player ``p``'s line (x counts from ``first``); hide the lines of
    seats not played. Call it inside ``fig.batch_update()``."""
    for p, tr in enumerate(fig.data):
        if p < len(series):
            tr.x = list(range(first, first + len(series[p])))
            tr.y = series[p]
            tr.name = names[p]
            tr.visible = True
        else:
            tr.visible = False
            tr.x, tr.y = [], []
