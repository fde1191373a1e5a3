"""The strategy lab every game shares: choose who plays, the variant, the number of
games and a seed, run them, and watch the results grow (``burg.core.lab`` plays the games).

- **Chart data** (``win_data``, ``score_bins``, ``source_rows``, ``flow_sankey``): plain
  functions of a ``LabRun``, tested without a browser; ``LabCharts`` draws them (Plotly
  ``FigureWidget``s made once and changed in ``batch_update``), on the lab pages and in the
  write-a-bot notebook alike. The flows get one Sankey per unit of the game
  (``burg.core.lab.flow_units``: points and followers, pieces and talers), each titled with its
  unit: a Sankey's widths compare only things of one kind.
- **The page** (``LabPage``): the controls, the prepared experiments of the game (one click
  each), a progress bar with games done, games per second and time left, Cancel, and the
  results as a CSV download. Each game's page (``widgets/<game>/lab.py``) gives its name and its
  prepared experiments; this module names no game.
- **Running without blocking the page.** The games are played in chunks, one ``run()`` each,
  driven by a task on the kernel's event loop: on the Voilà server each chunk runs in a thread
  (``run`` spreads its games over processes), so the page answers clicks (Cancel) while it
  runs; in the static site (Pyodide: no threads) each chunk runs in the page's Python and the
  task yields to the browser between chunks, which are kept short. The charts are drawn anew
  after every chunk.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import re
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from html import escape
from typing import Any

from burg.core.lab import (
    Experiment,
    LabError,
    LabRun,
    Progress,
    flow_units,
    lab_module,
    labels,
    seats,
)
from burg.core.registry import record
from widgets.core.charts import FONT, figure_widget, sankey_figure, show_flows
from widgets.core.lang import IN_BROWSER
from widgets.core.text import lookup

#: The page's words.
TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Strategy lab: {game}",
        "intro": "Let bots play many games against each other and see who wins, by how much "
        "and where the points come from. Choose the players, run, and watch the charts grow. The "
        "players change seats from game to game, so each sits first as often as the others.",
        "prepared": "Prepared experiments",
        "prepared_note": "One click sets up an experiment and runs it.",
        "setup": "Your experiment",
        "seat": "Player {n}",
        "empty": "(nobody)",
        "games": "Games",
        "seed": "Seed",
        "seed_note": "The same seed deals the same games again.",
        "run": "Run",
        "cancel": "Cancel",
        "download": "Download the results (CSV)",
        "downloaded": "The results are in your downloads ({n} {n|game|games}).",
        "progress": "{done} of {total} games · {speed} games a second · about {eta} left",
        "progress_start": "Starting …",
        "stopping": "Stopping after the games being played …",
        "finished": "Done: {n} {n|game|games} in {seconds}.",
        "cancelled": "Cancelled after {done} of {total} games. The charts show the games "
        "played so far.",
        "cancelled_none": "Cancelled before a game was finished. The charts still show the "
        "last results.",
        "failed": "The run stopped after {done} of {total} games: {reason} The charts show the "
        "games played so far.",
        "broken": "Something went wrong while the games were played. The charts show the "
        "games played so far.",
        "forfeits": "{n} {n|game|games} ended early because a bot failed. The first: {first}",
        "games_range": "The number of games must be a whole number from {low} to {high}.",
        "seed_bad": "The seed must be a whole number.",
        "too_few": "At least {n} players must sit at the table.",
        "running": "A run is going on: cancel it first, or wait until it is done.",
        "wins": "Who wins? (with a 95 % range)",
        "wins_axis": "games won (%)",
        "first_seat": "Whoever sits first",
        "fair": "Fair share",
        "first_line": "Whoever sits first wins {rate} of the games (95 % range: {lo} to "
        "{hi}); a fair share (the dashed line) would be {fair}.",
        "scores": "Final scores (share of games)",
        "scores_axis": "final score",
        "share_axis": "games (%)",
        "sources": "Where the points come from (mean per game)",
        "points_axis": "points",
        "flows": "{unit}: what went where, over all games",
        "no_run": "No games played yet: choose a prepared experiment or set up your own.",
        "seconds": "{n} s",
        "minutes": "{m} min {s} s",
    },
    "de": {
        "title": "Strategielabor: {game}",
        "intro": "Lass Computergegner viele Partien gegeneinander spielen und sieh, wer gewinnt, "
        "wie "
        "hoch und woher die Punkte kommen. Wähle die Spieler, starte und sieh den Diagrammen "
        "beim Wachsen zu. Die Spieler wechseln von Partie zu Partie die Plätze, so sitzt jeder "
        "gleich oft zuerst.",
        "prepared": "Vorbereitete Experimente",
        "prepared_note": "Ein Klick stellt ein Experiment ein und startet es.",
        "setup": "Dein Experiment",
        "seat": "Spieler {n}",
        "empty": "(niemand)",
        "games": "Partien",
        "seed": "Startwert",
        "seed_note": "Derselbe Startwert teilt dieselben Partien noch einmal aus.",
        "run": "Starten",
        "cancel": "Abbrechen",
        "download": "Ergebnisse herunterladen (CSV)",
        "downloaded": "Die Ergebnisse sind in deinen Downloads ({n} {n|Partie|Partien}).",
        "progress": "{done} von {total} Partien · {speed} Partien pro Sekunde · noch etwa {eta}",
        "progress_start": "Es geht los …",
        "stopping": "Hält nach den Partien an, die gerade gespielt werden …",
        "finished": "Fertig: {n} {n|Partie|Partien} in {seconds}.",
        "cancelled": "Abgebrochen nach {done} von {total} Partien. Die Diagramme zeigen die "
        "bis dahin gespielten Partien.",
        "cancelled_none": "Abgebrochen, bevor eine Partie fertig war. Die Diagramme zeigen "
        "weiter die letzten Ergebnisse.",
        "failed": "Der Lauf hielt nach {done} von {total} Partien an: {reason} Die Diagramme "
        "zeigen die bis dahin gespielten Partien.",
        "broken": "Beim Spielen der Partien ist etwas schiefgegangen. Die Diagramme zeigen die "
        "bis dahin gespielten Partien.",
        "forfeits": "{n} {n|Partie endete|Partien endeten} vorzeitig, weil ein Computergegner "
        "versagte. "
        "Die erste: {first}",
        "games_range": "Die Zahl der Partien muss eine ganze Zahl von {low} bis {high} sein.",
        "seed_bad": "Der Startwert muss eine ganze Zahl sein.",
        "too_few": "Mindestens {n} Spieler müssen am Tisch sitzen.",
        "running": "Ein Lauf ist im Gange: brich ihn erst ab oder warte, bis er fertig ist.",
        "wins": "Wer gewinnt? (mit 95-%-Bereich)",
        "wins_axis": "gewonnene Partien (%)",
        "first_seat": "Wer zuerst sitzt",
        "fair": "Fairer Anteil",
        "first_line": "Wer zuerst sitzt, gewinnt {rate} der Partien (95-%-Bereich: {lo} bis "
        "{hi}); fair (die gestrichelte Linie) wären {fair}.",
        "scores": "Endstände (Anteil der Partien)",
        "scores_axis": "Punkte am Ende",
        "share_axis": "Partien (%)",
        "sources": "Woher die Punkte kommen (Mittel je Partie)",
        "points_axis": "Punkte",
        "flows": "{unit}: was wohin ging, über alle Partien",
        "no_run": "Noch keine Partien gespielt: wähle ein vorbereitetes Experiment oder stelle "
        "dein eigenes ein.",
        "seconds": "{n} s",
        "minutes": "{m} min {s} s",
    },
}

#: The number of games a run may have.
MIN_GAMES, MAX_GAMES = 10, 10_000
#: The seats' colours in the charts (as on the play pages: red, blue, green, amber).
SEAT_COLOURS = ("#c62828", "#1565c0", "#2e7d32", "#ef6c00")
FIRST_COLOUR = "#6d4c41"
#: The colours of the sources of points (stacked bars) and of the flow chart's nodes.
PALETTE = (
    "#5d4037",
    "#1e88e5",
    "#43a047",
    "#fb8c00",
    "#8e24aa",
    "#00897b",
    "#e53935",
    "#fdd835",
    "#6d4c41",
    "#3949ab",
    "#c0ca33",
    "#757575",
)
#: The bar traces the sources chart keeps ready (a game has fewer sources of points).
MAX_SOURCES = len(PALETTE)
#: Seconds between two drawings of the charts while a run goes on (each is a message per chart).
#: In the browser the page's own Python and Plotly share the pupil's device: less often. The
#: flow chart (Plotly animates each change of a Sankey) less often still.
REDRAW = 2.0 if IN_BROWSER else 1.0
REDRAW_FLOWS = 3 * REDRAW
#: Bins of the final scores chart at most.
MAX_BINS = 30


def t(key: str, lang: str = "en", **params: Any) -> str:
    """The lab's word ``key`` in ``lang``."""
    return lookup(TEXTS, key, lang, **params)


@dataclass(frozen=True)
class Prepared:
    """A prepared experiment of a game: its question (``title``) and the sentence on what it
    shows (``about``), per language; who plays, how many games, the variant."""

    title: Mapping[str, str]
    about: Mapping[str, str]
    players: tuple[str, ...]
    games: int
    variant: Mapping[str, bool] = field(default_factory=dict)
    #: Fewer games in the static site, where the games run in the pupil's browser.
    games_in_browser: int | None = None

    def n_games(self, in_browser: bool = IN_BROWSER) -> int:
        return (self.games_in_browser or self.games) if in_browser else self.games


# --- the numbers shown, from a LabRun ----------------------------------------------------------
def percent(rate: float) -> str:
    """``0.4123`` -> ``"41 %"``."""
    return f"{round(100 * rate)} %"


def duration(seconds: float, lang: str = "en") -> str:
    """A time in seconds or minutes and seconds, in ``lang``."""
    s = max(0, math.ceil(seconds)) if seconds >= 1 else (1 if seconds > 0 else 0)
    if s < 60:
        return t("seconds", lang, n=s)
    return t("minutes", lang, m=s // 60, s=s % 60)


def progress_text(p: Progress, lang: str = "en") -> str:
    """``120 of 500 games · 35 games a second · about 11 s left``."""
    speed = p.games_per_second
    shown = f"{speed:.1f}" if speed < 10 else f"{speed:.0f}"
    if lang == "de":
        shown = shown.replace(".", ",")
    eta = "…" if p.eta_seconds is None else duration(p.eta_seconds, lang)
    return t("progress", lang, done=p.done, total=p.total, speed=shown, eta=eta)


def seat_names(players: Sequence[str], game: str, lang: str) -> list[str]:
    """The players as the charts name them: seat number and who plays it (``1 · Greedy``)."""
    words = {s.name: s.label(lang) for s in seats(game)}
    return [f"{i + 1} · {words.get(k, k)}" for i, k in enumerate(players)]


@dataclass(frozen=True)
class Wins:
    """The win rate chart's data (rates in %): one bar per seat, one for whoever sits first."""

    names: list[str]
    rates: list[float]
    plus: list[float]  # from the rate up to the 95 % range's top
    minus: list[float]  # from the rate down to its bottom
    first: tuple[float, float, float]  # whoever sits first: rate, lo, hi (0..1)
    fair: float  # the share each seat would win in a fair game (%)


def win_data(lab: LabRun, names: Sequence[str]) -> Wins:
    """Each seat's wins (``LabRun.win_rates``) and the first seat's advantage, in %."""
    rows = lab.win_rates()
    rates, plus, minus = [], [], []
    for _wins, _games, rate, lo, hi in rows:
        rates.append(100 * rate)
        plus.append(100 * max(0.0, hi - rate))
        minus.append(100 * max(0.0, rate - lo))
    first = tuple(float(x) for x in lab.first_seat_advantage())
    return Wins(list(names), rates, plus, minus, first, 100 / max(1, len(rows)))  # type: ignore[arg-type]


def score_bins(
    scores: Sequence[Sequence[float]], max_bins: int = MAX_BINS
) -> tuple[list[float], list[list[float]]]:
    """The final scores as a histogram shared by every seat: the bins' centres and, per seat,
    the share of its games (%) in each bin. Integer bins of equal width, at most ``max_bins``."""
    every = [s for seat in scores for s in seat]
    if not every:
        return [], [[] for _ in scores]
    low, high = math.floor(min(every)), math.floor(max(every))
    width = max(1, math.ceil((high - low + 1) / max_bins))
    n_bins = (high - low) // width + 1
    centres = [low + i * width + (width - 1) / 2 for i in range(n_bins)]
    shares = []
    for seat in scores:
        counts = [0] * n_bins
        for s in seat:
            counts[(math.floor(s) - low) // width] += 1
        total = max(1, len(seat))
        shares.append([100 * c / total for c in counts])
    return centres, shares


def source_rows(
    points: Sequence[Mapping[str, float]], words: Mapping[str, str]
) -> tuple[list[str], list[str], list[list[float]]]:
    """The sources chart's data: the sources' keys (in first-seen order, those with points),
    their words (``labels``) and per source the mean points of each seat."""
    keys: list[str] = []
    for seat in points:
        for k, v in seat.items():
            if k not in keys and v:
                keys.append(k)
    keys = keys[:MAX_SOURCES]
    values = [[float(seat.get(k, 0.0)) for seat in points] for k in keys]
    return keys, [words.get(k, _plain(k)) for k in keys], values


def _plain(key: str) -> str:
    """A key without a word of its own, readable (``final_scoring`` -> ``final scoring``)."""
    return re.sub(r"[_.]+", " ", key).strip()


def flow_sankey(flows: Mapping[tuple[str, str], float], words: Mapping[str, str]) -> dict[str, Any]:
    """``LabRun.flows`` as a Sankey (``widgets.core.charts.show_flows``): a node per place,
    named by ``labels``, a link per flow (flows of nothing left out)."""
    nodes: list[str] = []
    link: dict[str, list[Any]] = {"source": [], "target": [], "value": [], "color": []}
    for (src, dst), value in flows.items():
        if not value or value <= 0:
            continue
        for n in (src, dst):
            if n not in nodes:
                nodes.append(n)
        link["source"].append(nodes.index(src))
        link["target"].append(nodes.index(dst))
        link["value"].append(float(value))
        link["color"].append(_rgba(PALETTE[nodes.index(src) % len(PALETTE)], 0.4))
    node = {
        "label": [words.get(n, _plain(n)) for n in nodes],
        "color": [PALETTE[i % len(PALETTE)] for i in range(len(nodes))],
    }
    return {"node": node, "link": link}


def _rgba(colour: str, alpha: float) -> str:
    from widgets.core.colours import rgba

    return rgba(colour, alpha)


def first_line(wins: Wins, lang: str) -> str:
    """The sentence on the first seat's advantage."""
    rate, lo, hi = wins.first
    return t(
        "first_line",
        lang,
        rate=percent(rate),
        lo=percent(lo),
        hi=percent(hi),
        fair=f"{round(wins.fair)} %",
    )


# --- the charts ----------------------------------------------------------------------------------
_LAYOUT: dict[str, Any] = {
    "height": 360,
    "margin": {"l": 60, "r": 10, "t": 60, "b": 60},
    "font": FONT,
    "legend": {"orientation": "h", "y": -0.25},
}


class LabCharts:
    """The lab's charts (``box``), made once and drawn anew from a ``LabRun`` (``show``): win
    rates with their 95 % ranges and whoever sits first, the final scores, the points by
    source, and per unit of the game's flows a Sankey of what went where over all games
    (``flows``: unit -> its figure)."""

    def __init__(self, game: str, lang: str = "en") -> None:
        import ipywidgets as w

        from widgets.core import plotly_go

        go = plotly_go.graph_objects()
        self.game = game
        self.lang = lang
        self.wins = figure_widget(
            [
                go.Bar(x=[], y=[], marker={"color": list(SEAT_COLOURS)}, showlegend=False),
                go.Bar(x=[], y=[], marker={"color": FIRST_COLOUR}, showlegend=False),
                go.Scatter(
                    x=[],
                    y=[],
                    mode="lines",
                    line={"color": "#424242", "dash": "dash"},
                    showlegend=False,
                    visible=False,
                ),
            ],
            {**_LAYOUT, "showlegend": False, "yaxis": {"rangemode": "tozero", "ticksuffix": " %"}},
        )
        self.scores = figure_widget(
            [
                go.Scatter(
                    x=[],
                    y=[],
                    mode="lines+markers",
                    line={"color": c, "width": 3},
                    marker={"size": 6},
                    visible=False,
                )
                for c in SEAT_COLOURS
            ],
            {**_LAYOUT, "yaxis": {"rangemode": "tozero"}},
        )
        self.sources = figure_widget(
            [go.Bar(x=[], y=[], marker={"color": c}, visible=False) for c in PALETTE],
            {**_LAYOUT, "barmode": "stack", "showlegend": True, "yaxis": {"rangemode": "tozero"}},
        )
        self.flows = {u: sankey_figure(460, FONT, top=60) for u in flow_units(game, lang)}
        self.first = w.HTML()
        self.first.add_class("burg-lab-first")
        figs = (self.wins, self.scores, self.sources)
        for fig, cls in zip(figs, ("wins", "scores", "sources"), strict=True):
            fig.add_class(f"burg-lab-{cls}")
        for unit, fig in self.flows.items():
            fig.add_class("burg-lab-flows")
            fig.add_class(f"burg-lab-flows-{unit}")
        row1 = w.HBox([self.wins, self.scores], layout=w.Layout(width="100%"))
        row1.add_class("burg-lab-row")
        row2 = w.HBox([self.sources], layout=w.Layout(width="100%"))
        self.box = w.VBox([self.first, row1, row2, *self.flows.values()])
        self.box.add_class("burg-lab-charts")
        self._last: tuple[LabRun, list[str]] | None = None
        self.clear()

    def clear(self) -> None:
        """Empty charts with their titles."""
        self._last = None
        with self.wins.batch_update():
            for tr in self.wins.data:
                tr.x, tr.y = [], []
            self.wins.data[2].visible = False
            self._titles()
        with self.scores.batch_update():
            for tr in self.scores.data:
                tr.visible = False
                tr.x, tr.y = [], []
        with self.sources.batch_update():
            for tr in self.sources.data:
                tr.visible = False
                tr.x, tr.y = [], []
        for unit, fig in self.flows.items():
            empty = {"node": {"label": [], "color": []}, "link": {"value": []}}
            show_flows(fig, empty, self._flow_title(unit))
        self.first.value = ""

    def _flow_title(self, unit: str) -> str:
        return t("flows", self.lang, unit=flow_units(self.game, self.lang)[unit])

    def _titles(self) -> None:
        lang = self.lang
        self.wins.layout.title = {"text": t("wins", lang)}
        self.wins.layout.yaxis.title = {"text": t("wins_axis", lang)}
        self.scores.layout.title = {"text": t("scores", lang)}
        self.scores.layout.xaxis.title = {"text": t("scores_axis", lang)}
        self.scores.layout.yaxis.title = {"text": t("share_axis", lang)}
        self.sources.layout.title = {"text": t("sources", lang)}
        self.sources.layout.yaxis.title = {"text": t("points_axis", lang)}
        for unit, fig in self.flows.items():
            fig.layout.title = {"text": self._flow_title(unit)}

    def set_lang(self, lang: str) -> None:
        """Show the charts in ``lang``."""
        self.lang = lang
        if self._last is None:
            self.clear()
        else:
            lab, players = self._last
            self.show(lab, players)

    def show(self, lab: LabRun, players: Sequence[str], flows: bool = True) -> None:
        """Draw ``lab``, whose players are ``players`` (their names in ``seats``); ``flows``:
        the flow chart too."""
        lang = self.lang
        self._last = (lab, list(players))
        names = seat_names(players, self.game, lang)
        words = labels(self.game, lang)
        wins = win_data(lab, names)
        first = t("first_seat", lang)
        with self.wins.batch_update():
            bars, seat1, fair = self.wins.data
            bars.x, bars.y = wins.names, wins.rates
            bars.error_y = {
                "type": "data",
                "symmetric": False,
                "array": wins.plus,
                "arrayminus": wins.minus,
            }
            rate, lo, hi = wins.first
            seat1.x, seat1.y = [first], [100 * rate]
            seat1.error_y = {
                "type": "data",
                "symmetric": False,
                "array": [100 * max(0.0, hi - rate)],
                "arrayminus": [100 * max(0.0, rate - lo)],
            }
            fair.x, fair.y = [*wins.names, first], [wins.fair] * (len(wins.names) + 1)
            fair.name = t("fair", lang)
            fair.visible = True
            self._titles()
        self.first.value = f'<p class="burg-lab-first-line">{escape(first_line(wins, lang))}</p>'
        centres, shares = score_bins(list(lab.scores()))
        _fill(self.scores, [(centres, shares[i], names[i]) for i in range(len(shares))])
        keys, source_words, values = source_rows(list(lab.points_by_source()), words)
        _fill(self.sources, [(names, values[i], source_words[i]) for i in range(len(keys))])
        if not flows:
            return
        words.update({f"p{i}": name for i, name in enumerate(names)})  # players, not seats
        totals = lab.flows()
        for unit, fig in self.flows.items():
            show_flows(fig, flow_sankey(totals.get(unit, {}), words), self._flow_title(unit))


def _fill(fig: Any, rows: list[tuple[Any, Any, str]]) -> None:
    """Show ``rows`` (x, y, name) in ``fig``'s first traces, in one update; hide the rest."""
    with fig.batch_update():
        for i, tr in enumerate(fig.data):
            if i < len(rows):
                tr.x, tr.y, tr.name = rows[i]
                tr.visible = True
            else:
                tr.visible = False
                tr.x, tr.y = [], []


# --- running an experiment in chunks -------------------------------------------------------------
@dataclass
class Runner:
    """Plays ``exp`` step by step (``steps``: one callable per step) and says how far it is
    (``progress``). A step plays on (``LabRun.step``) for about ``target`` seconds: on the
    server in a thread, chunks of ``chunk`` games spread over processes; in the browser
    (``in_browser``) one game after another in this process, so the page gets the browser back
    often even when a game takes a second."""

    exp: Experiment
    chunk: int = 10
    in_browser: bool = IN_BROWSER
    target: float = 0.25 if IN_BROWSER else 0.5
    jobs: int | None = None
    cancelled: bool = False
    lab: LabRun = field(init=False)

    def __post_init__(self) -> None:
        if self.in_browser:
            self.lab = LabRun(self.exp, jobs=1, chunk=1)
        else:
            self.lab = LabRun(self.exp, jobs=self.jobs, chunk=self.chunk)

    @property
    def done(self) -> int:
        return len(self.lab.lines)

    def progress(self) -> Progress:
        return self.lab.progress()

    def steps(self) -> Iterator[Callable[[], Any]]:
        """One callable per step, until every game is played or the run is cancelled (then a
        last one that stops it: it waits for the games being played)."""
        while not self.lab.done:
            if self.cancelled:
                yield self.lab.cancel
                return
            yield self._step

    def _step(self) -> None:
        begun = time.monotonic()
        while True:
            self.lab.step()
            if self.lab.done or self.cancelled or time.monotonic() - begun > self.target:
                return

    def result(self) -> LabRun | None:
        """The games played so far (``None``: none yet)."""
        return self.lab if self.lab.lines else None


# --- the page ----------------------------------------------------------------------------------
LAB_CSS = """<style>
.burg-lab .burg-lab-section { font-size: calc(var(--burg-fs) * 1.15); font-weight: bold;
  color: #5d4037; margin: 10px 0 2px 0; }
.burg-lab .burg-lab-prepared { display: grid; grid-template-columns: repeat(auto-fit,
  minmax(260px, 1fr)); gap: 8px; width: 100%; }
.burg-lab .burg-lab-experiment { border: 1px solid #d7ccc8; border-radius: 8px; padding: 6px 10px;
  background: #fffaf5; }
.burg-lab .burg-lab-experiment .jupyter-button { white-space: normal; text-align: left;
  font-weight: bold; width: 100%; }
.burg-lab .burg-lab-controls { flex-wrap: wrap; gap: 6px 14px; align-items: flex-end; }
.burg-lab .burg-lab-field { gap: 2px; }
.burg-lab .burg-lab-field .widget-dropdown, .burg-lab .burg-lab-field .widget-text { width: 200px; }
.burg-lab .burg-lab-run.jupyter-button { background: #2e7d32; color: #fff; font-weight: bold; }
.burg-lab .burg-lab-progress-box { align-items: center; gap: 10px; flex-wrap: wrap; }
.burg-lab .burg-lab-progress { width: 320px; max-width: 100%; }
.burg-lab .burg-lab-message .burg-lab-error { color: #b71c1c; font-weight: bold; }
.burg-lab .burg-lab-message .burg-lab-note { color: #1b5e20; }
.burg-lab .burg-lab-row { flex-wrap: wrap; }
.burg-lab .burg-lab-row > * { flex: 1 1 420px; min-width: 0; }
.burg-lab .burg-lab-charts .burg-lab-sources { flex: 1 1 100%; }
</style>"""


def csv_name(game: str, when: datetime | None = None) -> str:
    """The name the results are saved as: ``<game>-lab-<date>-<time>.csv``."""
    return f"{game}-lab-{(when or datetime.now()):%Y-%m-%d-%H%M}.csv"


class LabPage:
    """A game's strategy lab page in ``lang``: ``game`` is its name (its record's), ``prepared``
    its prepared experiments (the first one sets the controls at first)."""

    def __init__(
        self, game: str, prepared: Sequence[Prepared], lang: str = "en", chunk: int = 10
    ) -> None:
        import ipywidgets as w

        from widgets.core.files import Downloader
        from widgets.core.lang import LanguageSwitch
        from widgets.core.nav import nav_bar
        from widgets.core.style import CSS

        self.game = game
        self.chunk = chunk  # games a worker process plays at a time (fewer: a slow game)
        self.record = record(game)
        self.prepared = list(prepared)
        self.lang = lang
        counts = lab_module(game).PLAYERS  # the player counts the game is played with
        self.low, self.high = min(counts), max(counts)
        self.choices = list(seats(game))
        self.runner: Runner | None = None
        self.task: Any = None
        self.shown: LabRun | None = None  # the run the charts and the download show
        self.shown_players: list[str] = []
        self.navbar = nav_bar(lang, "lab")
        self.title = w.HTML()
        self.title.add_class("burg-title")
        self.lang_toggle = LanguageSwitch(lang)
        self.lang_toggle.on_change(self.set_lang)
        header = w.HBox([self.title, self.lang_toggle])
        header.add_class("burg-header")
        self.intro = w.HTML()
        self.prepared_title = w.HTML()
        self.prepared_title.add_class("burg-lab-section")
        self.prepared_buttons: list[Any] = []
        self.prepared_about: list[Any] = []
        cards = []
        for i, exp in enumerate(self.prepared):
            b = w.Button(layout=w.Layout(width="auto", height="auto"))
            b.add_class("burg-lab-prepare")
            b.add_class(f"burg-lab-prepare-{i}")
            b.on_click(lambda _b, exp=exp: self._guard(lambda: self.choose(exp, start=True)))
            about = w.HTML()
            self.prepared_buttons.append(b)
            self.prepared_about.append(about)
            card = w.VBox([b, about])
            card.add_class("burg-lab-experiment")
            cards.append(card)
        prepared_box = w.Box(cards)
        prepared_box.add_class("burg-lab-prepared")
        self.setup_title = w.HTML()
        self.setup_title.add_class("burg-lab-section")
        self.seat_labels = [w.HTML() for _ in range(self.high)]
        self.seat_menus = [w.Dropdown() for _ in range(self.high)]
        fields = []
        for i, (label, menu) in enumerate(zip(self.seat_labels, self.seat_menus, strict=True)):
            menu.add_class(f"burg-lab-seat-{i}")
            fields.append(self._field(label, menu))
        self.variants = []
        for v in self.record.variants:
            box = w.Checkbox(value=False, indent=False)
            box.add_class(f"burg-lab-variant-{v.keyword}")
            self.variants.append((v, box))
        self.games_label, self.seed_label = w.HTML(), w.HTML()
        self.games = w.IntText(value=self.prepared[0].n_games() if self.prepared else 100)
        for control in (*self.seat_menus, self.games):
            control.add_class("burg-sr-label")  # its name for screen readers; a label above
        self.games.add_class("burg-lab-games")
        self.seed = w.IntText(value=1)
        self.seed.add_class("burg-sr-label")
        self.seed.add_class("burg-lab-seed")
        fields += [
            self._field(self.games_label, self.games),
            self._field(self.seed_label, self.seed),
        ]
        fields += [box for _v, box in self.variants]
        controls = w.HBox(fields)
        controls.add_class("burg-lab-controls")
        self.run_button = w.Button(layout=w.Layout(width="auto"))
        self.run_button.add_class("burg-lab-run")
        self.run_button.on_click(lambda _b: self._guard(self.start))
        self.cancel_button = w.Button(layout=w.Layout(width="auto"), disabled=True)
        self.cancel_button.add_class("burg-lab-cancel")
        self.cancel_button.on_click(lambda _b: self.cancel())
        self.download_button = w.Button(layout=w.Layout(width="auto"), disabled=True)
        self.download_button.add_class("burg-lab-download")
        self.download_button.on_click(lambda _b: self._guard(self.download))
        self.bar = w.IntProgress(value=0, min=0, max=1)
        self.bar.add_class("burg-lab-progress")
        self.progress_line = w.HTML()
        self.progress_line.add_class("burg-lab-progress-text")
        progress = w.HBox(
            [
                self.run_button,
                self.cancel_button,
                self.bar,
                self.progress_line,
                self.download_button,
            ]
        )
        progress.add_class("burg-lab-progress-box")
        self.message = w.HTML()
        self.message.add_class("burg-lab-message")
        self.downloader = Downloader()
        self.charts = LabCharts(game, lang)
        self.root = w.VBox(
            [
                w.HTML(CSS + LAB_CSS),
                self.navbar,
                header,
                self.intro,
                self.prepared_title,
                prepared_box,
                self.setup_title,
                controls,
                progress,
                self.message,
                self.downloader,
                self.charts.box,
            ]
        )
        self.root.add_class("burg-app")
        self.root.add_class("burg-lab")
        self.root.add_class(f"burg-lab-{game}")
        self.render()
        if self.prepared:
            self.choose(self.prepared[0])

    @staticmethod
    def _field(label: Any, control: Any) -> Any:
        import ipywidgets as w

        box = w.VBox([label, control])
        box.add_class("burg-lab-field")
        return box

    def _t(self, key: str, **params: Any) -> str:
        return t(key, self.lang, **params)

    def _guard(self, fn: Callable[[], None]) -> None:
        """Run a click's handler; an error shows as a plain message, the page stays as it was."""
        try:
            fn()
        except Exception:  # a message instead of an invisible traceback (Voilà hides them)
            self.say(self._t("broken"), error=True)

    # --- words -----------------------------------------------------------------------------------
    def render(self) -> None:
        """Every word of the page in its language."""
        from widgets.core.lang import mark_lang
        from widgets.core.nav import relabel

        lang = self.lang
        title = self.record.title.get(lang, self.record.title["en"])
        self.title.value = escape(self._t("title", game=title))
        self.intro.value = f'<p class="burg-lab-intro">{escape(self._t("intro"))}</p>'
        self.prepared_title.value = (
            f'{escape(self._t("prepared"))} <span style="font-weight: normal; font-size: 80%">'
            f"{escape(self._t('prepared_note'))}</span>"
        )
        for exp, b, about in zip(
            self.prepared, self.prepared_buttons, self.prepared_about, strict=True
        ):
            b.description = exp.title.get(lang, exp.title["en"])
            text = exp.about.get(lang, exp.about["en"])
            about.value = f'<span class="burg-lab-about">{escape(text)}</span>'
        self.setup_title.value = escape(self._t("setup"))
        words = [(s.label(lang), s.name) for s in self.choices]
        for i, (label, menu) in enumerate(zip(self.seat_labels, self.seat_menus, strict=True)):
            label.value = escape(self._t("seat", n=i + 1))
            options = words if i < self.low else [(self._t("empty"), ""), *words]
            value = menu.value
            if list(menu.options) != options:
                menu.options = options
                menu.value = value if value in [k for _l, k in options] else options[0][1]
            menu.description = self._t("seat", n=i + 1)  # for screen readers (burg-sr-label)
        for v, box in self.variants:
            box.description = v.label.get(lang, v.label["en"])
        self.games_label.value = escape(
            self._t("games")
            + f" ({MIN_GAMES}–{MAX_GAMES:,})".replace(",", "." if lang == "de" else ",")
        )
        self.games.description = self._t("games")
        self.seed.description = self._t("seed")
        self.seed_label.value = (
            f'<span title="{escape(self._t("seed_note"))}">{escape(self._t("seed"))}</span>'
        )
        self.run_button.description = "▶ " + self._t("run")
        self.cancel_button.description = "■ " + self._t("cancel")
        self.download_button.description = "⤓ " + self._t("download")
        relabel(self.navbar, lang, "lab")
        mark_lang(self.root, lang)

    def set_lang(self, lang: str) -> None:
        """Show the page in ``lang`` (the charts too)."""
        self.lang = lang
        if self.lang_toggle.value != lang:
            self.lang_toggle.value = lang
        self.render()
        self.charts.set_lang(lang)
        if self.runner is not None and self.task is not None:
            self._show_progress(self.runner)
        self.message.value = ""

    def say(self, text: str, error: bool = False) -> None:
        """Show ``text`` in the message line (an error in red)."""
        cls = "burg-lab-error" if error else "burg-lab-note"
        role = ' role="alert"' if error else ' role="status"'
        self.message.value = f'<p class="{cls}"{role}>{escape(text)}</p>' if text else ""

    # --- the experiment --------------------------------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        """Who plays, seat by seat (empty seats left out)."""
        return tuple(m.value for m in self.seat_menus if m.value)

    def choose(self, exp: Prepared, start: bool = False) -> None:
        """Set the controls to the prepared experiment ``exp`` (``start``: and run it)."""
        if start and self.running:
            self.say(self._t("running"), error=True)
            return
        for i, menu in enumerate(self.seat_menus):
            menu.value = exp.players[i] if i < len(exp.players) else ""
        for v, box in self.variants:
            box.value = bool(exp.variant.get(v.keyword, False))
        self.games.value = exp.n_games()
        if start:
            self.start()

    def experiment(self) -> Experiment:
        """The experiment the controls describe; ``LabError`` (or ``ValueError`` with the
        page's words) if they describe none."""
        players = self.players
        if len(players) < self.low:
            raise ValueError(self._t("too_few", n=self.low))
        games = self.games.value
        variant = {v.keyword: bool(box.value) for v, box in self.variants}
        exp = Experiment(self.game, players, games, seed=int(self.seed.value), variant=variant)
        if not MIN_GAMES <= games <= MAX_GAMES:
            raise ValueError(
                self._t(
                    "games_range",
                    low=MIN_GAMES,
                    high=f"{MAX_GAMES:,}".replace(",", "." if self.lang == "de" else ","),
                )
            )
        exp.check()
        return exp

    @property
    def running(self) -> bool:
        return self.runner is not None and self.task is not None

    def start(self, wait: bool = False) -> None:
        """Run the experiment the controls describe (``wait``: here and now, as tests do; else
        on the kernel's event loop, the page answering meanwhile)."""
        if self.running:
            self.say(self._t("running"), error=True)
            return
        try:
            exp = self.experiment()
        except LabError as e:
            self.say(e.message(self.lang), error=True)
            return
        except ValueError as e:
            self.say(str(e), error=True)
            return
        runner = Runner(exp, chunk=self.chunk)
        self.runner = runner
        self._drawn = self._flows_drawn = 0.0
        self.say("")
        self.bar.max, self.bar.value = exp.games, 0
        self.bar.bar_style = "info"
        self.progress_line.value = escape(self._t("progress_start"))
        self.run_button.disabled = True
        self.cancel_button.disabled = False
        loop = _loop() if not wait else None
        if loop is None:
            self.task = True
            self._finish(runner, self._drive_now(runner))
        else:
            self.task = loop.create_task(self._drive(runner))

    def cancel(self) -> None:
        """Stop the run after the game being played (the games played are kept)."""
        if self.running:
            self.runner.cancelled = True
            self.cancel_button.disabled = True
            self.progress_line.value = escape(self._t("stopping"))

    def _drive_now(self, runner: Runner) -> BaseException | None:
        try:
            for step in runner.steps():
                step()
                self._absorb(runner)
        except Exception as e:
            return e
        return None

    async def _drive(self, runner: Runner) -> None:
        error: BaseException | None = None
        try:
            loop = asyncio.get_event_loop()
            for step in runner.steps():
                if IN_BROWSER:  # no threads: play here, then let the browser breathe
                    step()
                    await asyncio.sleep(0.02)
                else:  # a thread waits for the processes; the kernel answers meanwhile
                    await loop.run_in_executor(None, step)
                self._absorb(runner)
        except Exception as e:
            error = e
        self._finish(runner, error)

    def _absorb(self, runner: Runner, final: bool = False) -> None:
        """Show how far ``runner`` is, and (every ``REDRAW`` seconds, and at the end) its games
        so far in the charts."""
        self._show_progress(runner)
        lab = runner.result()
        now = time.monotonic()
        if lab is None or not (final or now - self._drawn >= REDRAW):
            return
        self._drawn = now
        flows = final or now - self._flows_drawn >= REDRAW_FLOWS
        if flows:
            self._flows_drawn = now
        self.shown, self.shown_players = lab, list(runner.exp.players)
        self.charts.show(lab, runner.exp.players, flows)
        self.download_button.disabled = False

    def _show_progress(self, runner: Runner) -> None:
        p = runner.progress()
        self.bar.max = max(1, p.total)
        self.bar.value = p.done
        self.progress_line.value = escape(progress_text(p, self.lang))

    def _finish(self, runner: Runner, error: BaseException | None) -> None:
        self.task = None
        self._absorb(runner, final=True)
        self.run_button.disabled = False
        self.cancel_button.disabled = True
        lab = runner.lab
        done, total = runner.done, runner.exp.games
        forfeits = [g for g in lab.errors]
        if error is not None:
            self.bar.bar_style = "danger"
            if isinstance(error, LabError):
                reason = error.message(self.lang)
                self.say(self._t("failed", done=done, total=total, reason=reason), error=True)
            else:
                self.say(self._t("broken"), error=True)
            return
        seconds = duration(lab.seconds, self.lang)
        if runner.cancelled:
            self.bar.bar_style = "warning"
            key = "cancelled" if done else "cancelled_none"
            self.say(self._t(key, done=done, total=total), error=True)
            self.progress_line.value = ""  # no time left to tell: the message says it all
        else:
            self.bar.bar_style = "success"
            self.progress_line.value = escape(self._t("finished", n=done, seconds=seconds))
        if forfeits:
            first = forfeits[0].error_in(self.lang) or ""
            text = self._t("forfeits", n=len(forfeits), first=first)
            self.say(f"{self.message_text} {text}".strip(), error=True)

    @property
    def message_text(self) -> str:
        """The message line's text (without its markup)."""
        return re.sub(r"<[^>]+>", "", self.message.value)

    def download(self) -> None:
        """The results shown, as a CSV file in the visitor's downloads."""
        if self.shown is None:
            return
        self.downloader.download(csv_name(self.game), self.shown.to_csv(), "text/csv")
        self.say(self._t("downloaded", n=len(self.shown.lines)))


def _loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop (``None`` outside a kernel, e.g. in a test: run at once)."""
    with contextlib.suppress(RuntimeError):
        return asyncio.get_running_loop()
    if IN_BROWSER:
        return asyncio.get_event_loop()
    return None


def show_lab(game: str, prepared: Sequence[Prepared], chunk: int = 10) -> LabPage:
    """Display ``game``'s lab page in the language its address asks for (a notebook's cell);
    ``chunk``: the games a worker process plays at a time on the server."""
    from widgets.core.page import show_page

    return show_page(lambda lang: LabPage(game, prepared, lang, chunk))


# --- your own bot in the lab (notebooks/write-a-bot.ipynb) ---------------------------------------
#: A player of ``play_bots``: a bot or level of the game by name, or your own bot's class (or any
#: function of a seed that makes one).
Player = str | Callable[[int | None], Any]


def play_bots(
    game: str,
    players: Sequence[Player],
    games: int,
    *,
    seed: int = 1,
    variant: Mapping[str, bool] | None = None,
    move_limit: float = 5.0,
    progress: Callable[[int, int], None] | None = None,
) -> LabRun:
    """Play ``games`` games of ``game`` as the lab does (the players changing seats every
    game, each game dealt from ``seed`` and its number), where a player may be a bot of your
    own: its class, made anew for every game with the game's seed for it. In this process, one
    game after another (your bot need not be importable elsewhere); ``progress(done, total)``
    after each game. The ``LabRun`` answers as the lab's: ``LabCharts.show`` draws it."""
    from burg.core.lab import lab_module, play_game
    from burg.core.lab import seeds as game_seeds

    part = lab_module(game)
    # the experiment's names: a bot of yours stands in a known player's place (the check)
    known = next(iter(part.SEATS))
    names = tuple(p if isinstance(p, str) else known for p in players)
    exp = Experiment(
        game, names, games, seed=seed, variant=dict(variant or {}), move_limit=move_limit
    )
    lab = LabRun(exp, jobs=1, chunk=games)  # the run's figures, over the lines played here
    for i in range(games):
        _seed, bot_seeds = game_seeds(exp, i)
        bots = [
            part.make_bot(p, s) if isinstance(p, str) else p(s)
            for p, s in zip(players, bot_seeds, strict=True)
        ]
        lab.lines.append(play_game(exp, i, bots)[0])
        if progress is not None:
            progress(i + 1, games)
    lab.close()
    return lab


def player_names(players: Sequence[Player]) -> list[str]:
    """How the charts name ``play_bots``'s players: a bot of yours by its ``name``."""
    return [
        p if isinstance(p, str) else str(getattr(p, "name", None) or p.__name__) for p in players
    ]
