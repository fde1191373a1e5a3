"""Charts of Carcassonne – Die Burg: each player's score after every turn (a line per player)
and each player's points by source (paths, towers, houses, courts, keep region, wall tiles;
stacked bars).

``score_per_turn`` and ``points_by_source`` are pure functions of the events (testable);
``CarcassonneCharts`` owns the two Plotly figures (``widgets.core.charts.figure_widget``) and
sends only what changed.
"""

from __future__ import annotations

from typing import Any

from burg.core.events import Event
from widgets.carcassonne.text import t
from widgets.core.charts import (
    PLAY_LAYOUT,
    figure_widget,
    player_lines,
    show_bars,
    show_lines,
    stacked_bars,
)

#: The chart colours of the players: black, and a light brown for white (white on white would
#: not show; the legend names each line).
CHART_COLOURS = ("#222222", "#b08d57", "#888888", "#888888")
#: The sources of points, in stacking order.
SOURCES: tuple[str, ...] = ("P", "T", "H", "C", "keep", "wall")
_SOURCE_COLOURS = ("#c9a227", "#616161", "#a5502e", "#558b2f", "#6a1b9a", "#1565c0")
_FINAL = {
    "final_keep": "keep",
    "final_court": "C",
    "final_incomplete": "wall",
    "final_bonus": "wall",
}


def _points(e: Event, n: int) -> int | None:
    """The seat that ``e`` gives points to (``None``: not a gain of points)."""
    if e.kind != "transfer" or e.item != "points" or not e.dst or not e.dst.startswith("p"):
        return None
    p = int(e.dst[1:]) if e.dst[1:].isdigit() else -1
    return p if 0 <= p < n else None


def score_per_turn(events: list[Event], n: int = 2) -> list[list[int]]:
    """Each player's total after every turn so far (turn 0: the start, 0 points):
    ``out[p][turn]``; the final scoring counts as one more turn (§C29)."""
    total = [0] * n
    rows: dict[int, list[int]] = {0: total[:]}
    for e in events:
        p = _points(e, n)
        if p is not None:
            total[p] += e.count
        if e.round >= 1 and e.reason != "setup":
            rows[e.round] = total[:]
    last = 0
    out: list[list[int]] = [[] for _ in range(n)]
    for r in range(max(rows) + 1):
        if r in rows:
            last = r
        for p in range(n):
            out[p].append(rows[last][p])
    return out


def points_by_source(events: list[Event], n: int = 2) -> list[dict[str, int]]:
    """Each player's points by source (``SOURCES``): a scoring in play by the kind of the feature
    (doubled ones too), the final scoring's courts and keep region, and what wall tiles 4–6 and
    9 give at the end as ``wall``."""
    out = [dict.fromkeys(SOURCES, 0) for _ in range(n)]
    kind = "P"
    for e in events:
        if e.kind == "score" and e.detail:
            kind = str(e.detail[0])
        p = _points(e, n)
        if p is None:
            continue
        source = kind if e.reason == "score" else _FINAL.get(e.reason, "wall")
        out[p][source] += e.count
    return out


class CarcassonneCharts:
    """The score lines and the points bars (``figures``: both widgets)."""

    def __init__(self) -> None:
        axes = {"xaxis": {"rangemode": "tozero"}}
        self.scores = figure_widget(player_lines(CHART_COLOURS, 6), {**PLAY_LAYOUT, **axes})
        self.sources = stacked_bars(_SOURCE_COLOURS[: len(SOURCES)])
        self._sent: dict[str, Any] = {}

    def figures(self) -> list[Any]:
        """The figure widgets, in display order."""
        return [self.scores, self.sources]

    def update(self, events: list[Event], names: list[str], lang: str = "en") -> None:
        """Bring both charts up to date with ``events`` (unchanged ones send nothing)."""
        n = len(names)
        series = score_per_turn(events, n)
        state = (series, names, lang)
        if self._sent.get("scores") != state:
            self._sent["scores"] = state
            with self.scores.batch_update():
                show_lines(self.scores, series, names, first=0)
                self.scores.layout.title = {"text": t("score_chart", lang)}
                self.scores.layout.xaxis.title = {"text": t("axis_turn", lang)}
                turns = len(series[0]) if series else 0
                top = max((max(line) for line in series if line), default=0)
                # a little below 0: a line still at 0 shows above the axis
                self.scores.layout.yaxis.range = [-0.04 * max(top, 10), 1.06 * max(top, 10)]
                self.scores.layout.xaxis.dtick = 1 if turns <= 16 else 5 if turns <= 40 else 10
                self.scores.layout.yaxis.title = {"text": t("axis_points", lang)}
        points = points_by_source(events, n)
        state2 = (points, names, lang)
        if self._sent.get("sources") != state2:
            self._sent["sources"] = state2
            with self.sources.batch_update():
                labels = [t(f"src.{key}", lang) for key in SOURCES]
                show_bars(self.sources, names, points, SOURCES, labels)
                self.sources.layout.title = {"text": t("kinds_chart", lang)}
                self.sources.layout.yaxis.title = {"text": t("axis_points", lang)}
