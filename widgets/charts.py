"""Charts from the engine's events: piece flows (Sankey), VP and talers per player per round.

The ``*_data`` functions are pure (testable); ``Charts`` owns four Plotly ``FigureWidget``s,
creates them once and only sends data that changed.
"""

from __future__ import annotations

from typing import Any

from burg.data import KINDS
from burg.events import Event
from widgets.board import KIND_COLOURS, PLAYER_COLOURS
from widgets.text import t

_FONT = {"size": 16, "family": "DejaVu Sans, sans-serif"}


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


def _rgba(hex_colour: str, alpha: float) -> str:
    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i : i + 2], 16) for i in (0, 2, 4))
    return f"rgba({r},{g},{b},{alpha})"


def _node_labels(keys: list[str], names: list[str], lang: str) -> list[str]:
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


class Charts:
    """Four FigureWidgets: Sankey of the last round and of the whole game, VP and talers."""

    def __init__(self) -> None:
        import plotly.graph_objects as go

        def sankey_fig() -> Any:
            layout = {"height": 380, "margin": {"l": 10, "r": 10, "t": 50, "b": 10}, "font": _FONT}
            trace = go.Sankey(
                arrangement="snap",
                node={"label": ["", ""], "color": ["#fff", "#fff"], "pad": 18, "thickness": 18},
                link=_EMPTY_LINK,
            )
            return go.FigureWidget(data=[trace], layout=layout)

        def line_fig() -> Any:
            layout = {
                "height": 340,
                "margin": {"l": 50, "r": 10, "t": 50, "b": 50},
                "font": _FONT,
                "legend": {"orientation": "h", "y": -0.25},
                "xaxis": {"dtick": 1},
            }
            traces = [
                go.Scatter(
                    x=[],
                    y=[],
                    mode="lines+markers",
                    line={"color": PLAYER_COLOURS[p], "width": 4},
                    marker={"size": 9},
                    visible=False,
                )
                for p in range(4)
            ]
            return go.FigureWidget(data=traces, layout=layout)

        self.flows_round = sankey_fig()
        self.flows_game = sankey_fig()
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
        keys = node_keys(n, winter=has_stakes(events))
        labels = _node_labels(keys, names, lang)
        rnd = last_flow_round(events)
        self._sankey(
            "round",
            self.flows_round,
            flow_data(events, n, rnd),
            labels,
            keys,
            t("flows_round", lang, round=rnd),
        )
        self._sankey(
            "game", self.flows_game, flow_data(events, n), labels, keys, t("flows_game", lang)
        )
        self._lines("vp", self.vp, per_round(events, n, "vp"), names, t("vp_chart", lang), lang)
        self._lines(
            "talers",
            self.talers,
            per_round(events, n, "taler"),
            names,
            t("talers_chart", lang),
            lang,
        )

    def _sankey(self, key: str, fig: Any, data: dict, labels: list, keys: list, title: str) -> None:
        state = (data, labels, title)
        if self._sent.get(key) == state:
            return
        self._sent[key] = state
        tr = fig.data[0]
        if data["value"]:
            link = dict(data)
            link["color"] = [_rgba(KIND_COLOURS[k], 0.75) for k in link.pop("kind")]
        else:
            link = _EMPTY_LINK
        with fig.batch_update():
            tr.node.label = labels
            tr.node.color = _node_colours(keys)
            tr.link.source = link["source"]
            tr.link.target = link["target"]
            tr.link.value = link["value"]
            tr.link.color = link["color"]
            fig.layout.title = {"text": title}

    def _lines(
        self, key: str, fig: Any, series: list[list[int]], names: list[str], title: str, lang: str
    ) -> None:
        state = (series, names, title)
        if self._sent.get(key) == state:
            return
        self._sent[key] = state
        with fig.batch_update():
            for p, tr in enumerate(fig.data):
                if p < len(series):
                    tr.x = list(range(1, len(series[p]) + 1))
                    tr.y = series[p]
                    tr.name = names[p]
                    tr.visible = True
                else:
                    tr.visible = False
                    tr.x, tr.y = [], []
            fig.layout.title = {"text": title}
            fig.layout.xaxis.title = {"text": t("axis_round", lang)}
