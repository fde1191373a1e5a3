"""Charts from the engine's events: piece flows (Sankey), VP and talers per player per round.

The ``*_data`` functions are pure (testable); ``Charts`` owns four Plotly ``FigureWidget``s,
creates them once and only sends data that changed. ``figure_widget`` makes the figures of every
page (the lessons' flow chart too): Plotly's ``FigureWidget`` made to draw in a Voilà page.

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

from burg.core.events import Event
from burg.schutz.data import KINDS
from widgets.core import plotly_go
from widgets.core.text import t
from widgets.schutz.board import KIND_COLOURS, PLAYER_COLOURS

#: The charts' font (every game's).
FONT = {"size": 16, "family": "DejaVu Sans, sans-serif"}


def _node_of(loc: str | None, reason: str, n: int) -> str | None:
    """The Sankey node of an event location (pieces only; None: not drawn)."""
    if loc is None:
        return None
    if loc == "carts":
        return "buildings" if reason == "build_payment" else "carts"
    if loc.startswith("worker:"):
        return "workers"
    if loc in ("tower", "forge", "out"):
        return loc
    if loc == "card:burgfraeulein":  # winter: the stakes on the Burgfräulein
        return "winter"
    if loc.startswith("p") and loc[1:].isdigit() and int(loc[1:]) < n:
        return loc
    return None


def node_keys(n: int, winter: bool = False) -> list[str]:
    """The Sankey nodes: carts, Arbeiter cards, the players, tower, buildings, forge, out (and the
    Burgfräulein's stakes in a winter game that has them)."""
    keys = ["carts", "workers", *(f"p{p}" for p in range(n)), "tower", "buildings", "forge", "out"]
    return [*keys, "winter"] if winter else keys


def has_stakes(events: list[Event]) -> bool:
    """Whether pieces went onto the Burgfräulein card (then the Sankey shows it)."""
    return any(e.dst == "card:burgfraeulein" for e in events if e.kind == "transfer")


def flow_data(events: list[Event], n: int, round_: int | None = None) -> dict[str, list]:
    """Sankey links ``source``/``target`` (node indexes), ``value`` (pieces) and ``kind``, summed
    over the piece transfers of round ``round_`` (all rounds if None); set-up is left out."""
    keys = node_keys(n, winter=has_stakes(events))
    index = {k: i for i, k in enumerate(keys)}
    sums: dict[tuple[int, int, str], int] = {}
    for e in events:
        if e.kind != "transfer" or e.item not in KINDS or e.reason == "setup":
            continue
        if round_ is not None and e.round != round_:
            continue
        a = _node_of(e.src, e.reason, n)
        b = _node_of(e.dst, e.reason, n)
        if a is None or b is None or a == b:
            continue
        key = (index[a], index[b], e.item)
        sums[key] = sums.get(key, 0) + e.count
    links = sorted(sums.items(), key=lambda kv: (kv[0][0], kv[0][1], KINDS.index(kv[0][2])))
    return {
        "source": [k[0] for k, _ in links],
        "target": [k[1] for k, _ in links],
        "value": [v for _, v in links],
        "kind": [k[2] for k, _ in links],
    }


def last_flow_round(events: list[Event]) -> int:
    """The latest round in which pieces moved (after set-up); 1 if none yet."""
    for e in reversed(events):
        if e.kind == "transfer" and e.item in KINDS and e.reason != "setup":
            return e.round
    return 1


def per_round(events: list[Event], n: int, item: str) -> list[list[int]]:
    """What each player holds of ``item`` (``"vp"`` or ``"taler"``) at the end of every round
    so far: ``out[p][r - 1]``."""
    held = [0] * n
    rows: dict[int, list[int]] = {}
    for e in events:
        if e.kind == "transfer" and e.item == item:
            for loc, sign in ((e.src, -1), (e.dst, 1)):
                if loc and loc[0] == "p" and loc[1:].isdigit():
                    held[int(loc[1:])] += sign * e.count
        if e.round >= 1:
            rows[e.round] = held[:]
    rounds = sorted(rows)
    return [[rows[r][p] for r in rounds] for p in range(n)]


# plotly.js fails ("Invalid array length") on a Sankey whose links sum to 0: draw an invisible one
_EMPTY_LINK = {"source": [0], "target": [1], "value": [1e-9], "color": ["rgba(0,0,0,0)"]}
_EMPTY_NODE = {"label": ["", ""], "color": ["rgba(0,0,0,0)"] * 2}


def _rgba(hex_colour: str, alpha: float) -> str:
    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i : i + 2], 16) for i in (0, 2, 4))
    return f"rgba({r},{g},{b},{alpha})"


def _node_labels(keys: list[str], names: list[str], lang: str = "en") -> list[str]:
    """The Sankey node labels: player names, the other nodes from the text catalog."""
    out = []
    for k in keys:
        if k.startswith("p") and k[1:].isdigit():
            out.append(names[int(k[1:])])
        else:
            out.append(t(f"node_{k}", lang))
    return out


def _node_colours(keys: list[str]) -> list[str]:
    other = {
        "carts": "#8d6e63",
        "workers": "#a1887f",
        "tower": "#546e7a",
        "buildings": "#6d4c41",
        "forge": "#37474f",
        "out": "#9e9e9e",
        "winter": "#1565c0",
    }
    return [PLAYER_COLOURS[int(k[1:])] if k[1:].isdigit() else other[k] for k in keys]


def sankey_data(
    events: list[Event], names: list[str], lang: str = "en", round_: int | None = None
) -> dict[str, Any]:
    """The Sankey trace's ``node`` and ``link`` of the piece transfers among ``events`` (of
    round ``round_``, all rounds if None); ``link["value"]`` is empty if no piece moved."""
    n = len(names)
    keys = node_keys(n, winter=has_stakes(events))
    flows = flow_data(events, n, round_)
    if flows["value"]:
        colours = [_rgba(KIND_COLOURS[k], 0.75) for k in flows.pop("kind")]
        link = {**flows, "color": colours}
    else:
        link = {"source": [], "target": [], "value": [], "color": []}
    return {
        "node": {"label": _node_labels(keys, names, lang), "color": _node_colours(keys)},
        "link": link,
    }


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
        node={**_EMPTY_NODE, "pad": 18, "thickness": 18},
        link=_EMPTY_LINK,
    )
    layout = {"height": height, "margin": {"l": 10, "r": 10, "t": top, "b": 10}, "font": font}
    return figure_widget([trace], layout)


def show_flows(fig: Any, sankey: dict[str, Any], title: str) -> None:
    """Show ``sankey`` (from ``sankey_data``) with ``title`` in the Sankey figure ``fig``: one
    message, whole node and link arrays."""
    node, link = sankey["node"], sankey["link"]
    if not link["value"]:  # nothing moved: nothing to see (see _EMPTY_LINK)
        node, link = _EMPTY_NODE, _EMPTY_LINK
    with fig.batch_update():
        tr = fig.data[0]
        tr.node.label = node["label"]
        tr.node.color = node["color"]
        tr.link.source = link["source"]
        tr.link.target = link["target"]
        tr.link.value = link["value"]
        tr.link.color = link["color"]
        fig.layout.title = {"text": title}


class FlowFigure:
    """A Sankey figure of the pieces moved by a list of events (``figure``, made once); sends
    nothing when what it shows is unchanged."""

    def __init__(self, height: int, font: dict[str, Any] = FONT, top: int = 50) -> None:
        self.figure = sankey_figure(height, font, top)
        self._shown: Any = None

    def show(
        self,
        events: list[Event],
        names: list[str],
        title: str,
        lang: str = "en",
        round_: int | None = None,
        empty: str | None = None,
    ) -> None:
        """Show the piece transfers among ``events`` (of round ``round_``, all if None) under
        ``title``, or under ``empty`` (if given) when no piece moved."""
        sankey = sankey_data(events, names, lang, round_)
        if empty is not None and not sankey["link"]["value"]:
            title = empty
        if self._shown != (sankey, title):
            self._shown = (sankey, title)
            show_flows(self.figure, sankey, title)


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


class Charts:
    """Four FigureWidgets: Sankey of the last round and of the whole game, VP and talers."""

    def __init__(self) -> None:
        def line_fig() -> Any:
            layout = {
                "height": 340,
                "margin": {"l": 50, "r": 10, "t": 50, "b": 50},
                "font": FONT,
                "legend": {"orientation": "h", "y": -0.25},
                "xaxis": {"dtick": 1},
            }
            return figure_widget(player_lines(PLAYER_COLOURS, 9), layout)

        self._round_flows = FlowFigure(380)
        self._game_flows = FlowFigure(380)
        self.flows_round = self._round_flows.figure
        self.flows_game = self._game_flows.figure
        self.vp = line_fig()
        self.talers = line_fig()
        self._sent: dict[str, Any] = {}

    def figures(self) -> list[Any]:
        """The four figure widgets, in display order."""
        return [self.flows_round, self.flows_game, self.vp, self.talers]

    def update(
        self, events: list[Event], names: list[str], lang: str = "en", upto: int | None = None
    ) -> None:
        """Bring every chart up to date with ``events`` of the rounds up to ``upto`` (all if
        None); unchanged charts send nothing."""
        if upto is not None:
            events = [e for e in events if e.round <= upto]
        n = len(names)
        rnd = last_flow_round(events)
        self._round_flows.show(events, names, t("flows_round", lang, round=rnd), lang, rnd)
        self._game_flows.show(events, names, t("flows_game", lang), lang)
        self._lines("vp", self.vp, per_round(events, n, "vp"), names, t("vp_chart", lang), lang)
        self._lines(
            "talers",
            self.talers,
            per_round(events, n, "taler"),
            names,
            t("talers_chart", lang),
            lang,
        )

    def _lines(
        self, key: str, fig: Any, series: list[list[int]], names: list[str], title: str, lang: str
    ) -> None:
        state = (series, names, title)
        if self._sent.get(key) == state:
            return
        self._sent[key] = state
        with fig.batch_update():
            show_lines(fig, series, names, first=1)
            fig.layout.title = {"text": title}
            fig.layout.xaxis.title = {"text": t("axis_round", lang)}
