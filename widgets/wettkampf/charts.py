"""Charts of Der Wettkampf der Burgbaumeister: each wall's length after every turn (a line per
player) and, in the expert variant, each player's points by source (stacked bars).

``wall_lengths`` and ``points_by_source`` are pure (testable); ``WettkampfCharts`` owns the two
Plotly figures (``widgets.core.charts.figure_widget``: they draw in a Voilà page) and sends only
what changed.
"""

from __future__ import annotations

from typing import Any

from burg.core.events import Event
from burg.wettkampf.data import CARD_POINTS, FIGURE_POINTS, PAIR_POINTS
from widgets.core.charts import (
    PLAY_LAYOUT,
    figure_widget,
    player_lines,
    show_bars,
    show_lines,
    stacked_bars,
)
from widgets.wettkampf.board import PLAYER_COLOURS
from widgets.wettkampf.text import t

#: The sources of points and what one of each is worth (§W21–§W26).
SOURCES: tuple[tuple[str, int], ...] = (
    ("cards", CARD_POINTS),
    ("king", FIGURE_POINTS["king"]),
    ("queen", FIGURE_POINTS["queen"]),
    ("knights", FIGURE_POINTS["knight"]),
    ("ladies", FIGURE_POINTS["lady"]),
    ("pairs", PAIR_POINTS),
    ("ravens", FIGURE_POINTS["raven"]),
)
_SOURCE_COLOURS = ("#8d6e63", "#f9a825", "#ad1457", "#1565c0", "#6a1b9a", "#00838f", "#424242")


def wall_lengths(events: list[Event], n: int) -> list[list[int]]:
    """Cards in each player's wall after every turn so far (turn 0: the start, 0 cards):
    ``out[p][turn]``. Laying sets the length, the wizard adds a card, a cannon takes one."""
    length = [0] * n
    rows: dict[int, list[int]] = {0: length[:]}
    for e in events:
        d = e.detail
        if e.reason == "lay" and isinstance(e.player, int) and len(d) > 1:
            length[e.player] = int(d[1])
        elif e.reason == "wizard_insert" and isinstance(e.player, int):
            length[e.player] += 1
        elif e.reason == "cannon_shot" and d and isinstance(d[0], int):
            length[d[0]] = max(0, length[d[0]] - 1)
        if e.round >= 1:
            rows[e.round] = length[:]
    turns = sorted(rows)
    return [[rows[r][p] for r in turns] for p in range(n)]


def points_by_source(game: Any) -> list[dict[str, int]]:
    """Expert: each player's points by source (``game.score``); ``[]`` in the basic game."""
    out = []
    for p in range(game.n_players):
        sc = game.score(p)
        if sc is None:
            return []
        out.append({key: sc[key] * worth for key, worth in SOURCES})
    return out


class WettkampfCharts:
    """The wall-length lines and the points bars (``figures``: both widgets)."""

    def __init__(self) -> None:
        axes = {"xaxis": {"rangemode": "tozero"}, "yaxis": {"range": [0, 9.5], "dtick": 1}}
        self.walls = figure_widget(player_lines(PLAYER_COLOURS, 8), {**PLAY_LAYOUT, **axes})
        self.points = stacked_bars(_SOURCE_COLOURS[: len(SOURCES)])
        self._sent: dict[str, Any] = {}

    def figures(self) -> list[Any]:
        """The figure widgets, in display order."""
        return [self.walls, self.points]

    def update(self, game: Any, names: list[str], lang: str = "en") -> None:
        """Bring both charts up to date with ``game`` (unchanged ones send nothing)."""
        series = wall_lengths(game.events, len(names))
        state = (series, names, lang)
        if self._sent.get("walls") != state:
            self._sent["walls"] = state
            with self.walls.batch_update():
                show_lines(self.walls, series, names, first=0)  # turn 0: the start
                self.walls.layout.title = {"text": t("wall_chart", lang)}
                self.walls.layout.xaxis.title = {"text": t("axis_turn", lang)}
                turns = len(series[0]) if series else 0
                self.walls.layout.xaxis.dtick = 1 if turns <= 16 else 2 if turns <= 32 else 5
                self.walls.layout.yaxis.title = {"text": t("axis_cards", lang)}
        points = points_by_source(game)
        state2 = (points, names, lang)
        if self._sent.get("points") != state2:
            self._sent["points"] = state2
            with self.points.batch_update():
                keys = [key for key, _ in SOURCES]
                labels = [t(f"src_{key}", lang) for key in keys]
                show_bars(self.points, names, points, keys, labels)
                self.points.layout.title = {"text": t("points_chart", lang)}
                self.points.layout.yaxis.title = {"text": t("axis_points", lang)}
