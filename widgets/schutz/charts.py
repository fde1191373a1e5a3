"""Charts of *Im Schutze der Burg* from the engine's events: piece flows (Sankey), VP and
talers per player per round.

The ``*_data`` functions are pure (testable); ``Charts`` owns four Plotly figures
(``widgets.core.charts.figure_widget``: they draw in a Voilà page), creates them once and only
sends data that changed.
"""

from __future__ import annotations

from typing import Any

from burg.core.events import Event
from burg.schutz.data import KINDS
from burg.schutz.lab import piece_flows
from widgets.core.charts import (
    FONT,
    figure_widget,
    player_lines,
    sankey_figure,
    show_flows,
    show_lines,
)
from widgets.core.colours import rgba
from widgets.schutz.board import KIND_COLOURS, PLAYER_COLOURS
from widgets.schutz.text import t


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
    over the piece transfers of round ``round_`` (all rounds if None); set-up is left out. The
    engine reads the events into flows (``burg.schutz.lab.piece_flows``, the lab's too)."""
    keys = node_keys(n, winter=has_stakes(events))
    index = {k: i for i, k in enumerate(keys)}
    sums = piece_flows(events, n, round_)
    links = sorted(
        (((index[a], index[b], kind), v) for (a, b, kind), v in sums.items()),
        key=lambda kv: (kv[0][0], kv[0][1], KINDS.index(kv[0][2])),
    )
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
        colours = [rgba(KIND_COLOURS[k], 0.75) for k in flows.pop("kind")]
        link = {**flows, "color": colours}
    else:
        link = {"source": [], "target": [], "value": [], "color": []}
    return {
        "node": {"label": _node_labels(keys, names, lang), "color": _node_colours(keys)},
        "link": link,
    }


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
        # before any piece has moved, a sentence says when the flows come, not an empty frame
        first = t("flows_first", lang)
        self._round_flows.show(
            events, names, t("flows_round", lang, round=rnd), lang, rnd, empty=first
        )
        self._game_flows.show(events, names, t("flows_game", lang), lang, empty=first)
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
