"""The charts of the Wettkampf lessons, as Plotly figure widgets (they draw in a Voilà page):

- ``fit``: the chance that a card turned over fits your wall, by the wall's last card (lesson 3,
  computed from the engine by ``widgets.wettkampf.lessons.wall.fit_chances``);
- ``memory``: how often a player with each memory wins against a perfect memory and against no
  memory (lesson 8, from ``benchmarks/wettkampf_memory.py``'s figures shipped with the lesson,
  ``widgets.wettkampf.lessons.play.memory_rates``).

Their words are in the lessons' text files (``[charts.fit]``, ``[charts.memory]``).
"""

from __future__ import annotations

from typing import Any

from widgets.core import plotly_go
from widgets.core.charts import figure_widget

_FONT = {"size": 16, "family": "DejaVu Sans, sans-serif"}
_LAYOUT = {"height": 380, "margin": {"l": 70, "r": 20, "t": 60, "b": 60}, "font": _FONT}


def _figure(traces: list[Any], layout: dict[str, Any], cls: str, fig: Any = None) -> Any:
    """A new figure widget, or ``fig`` changed in place (a language switch: no second figure
    to send to the browser)."""
    if fig is None:
        fig = figure_widget(traces, layout)
        fig.add_class(cls)
        return fig
    with fig.batch_update():
        for old, new in zip(fig.data, traces, strict=True):
            old.update(new.to_plotly_json())
        fig.layout.update(layout)
    return fig


def fit_chart(lang: str = "en", fig: Any = None) -> Any:
    """The chance that a card fits, by the last card of the wall (a line with markers);
    ``fig``: the chart to relabel."""
    from widgets.wettkampf.lessons.wall import C, fit_chances

    go = plotly_go.graph_objects()
    words = C.text(lang, "charts", "fit")
    rows = fit_chances()
    xs = [last for last, _ in rows]
    ys = [round(100 * chance, 1) for _, chance in rows]
    hover = [
        words["hover"].format(last=x, chance=f"{y:.0f} %") for x, y in zip(xs, ys, strict=True)
    ]
    line = go.Scatter(
        x=xs,
        y=ys,
        mode="lines+markers",
        line={"color": "#8d6e63", "width": 4},
        marker={"size": 7, "color": "#5d4037"},
        hovertext=hover,
        hoverinfo="text",
        name=words["y"],
    )
    layout = {
        **_LAYOUT,
        "title": {"text": words["title"]},
        "xaxis": {"title": {"text": words["x"]}, "dtick": 5, "range": [0, max(xs) + 1]},
        "yaxis": {"title": {"text": words["y"]}, "range": [0, 105], "ticksuffix": " %"},
        "showlegend": False,
    }
    return _figure([line], layout, "wk-fit-chart", fig)


def memory_chart(lang: str = "en", fig: Any = None) -> Any:
    """The win rate of each memory model against a perfect memory and against no memory
    (grouped bars, with the 95 % interval); ``fig``: the chart to relabel."""
    from widgets.wettkampf.lessons.play import C, memory_rates

    go = plotly_go.graph_objects()
    words = C.text(lang, "charts", "memory")
    models = words["models"]
    data = memory_rates()
    bars = []
    colours = ("#1565c0", "#e65100")
    for i, opponent in enumerate(data["opponents"]):
        rows = data["rows"]
        # each label on two lines at its colon, level: nothing rotated under the legend
        xs = [_two_lines(models.get(r["key"], r["key"])) for r in rows]
        ys = [round(100 * r["win_rate"][opponent], 1) for r in rows]
        ci = [round(100 * r["ci95"][opponent], 1) for r in rows]
        against = models.get(opponent, opponent)
        bars.append(
            go.Bar(
                x=xs,
                y=ys,
                error_y={"type": "data", "array": ci, "visible": True},
                name=words["against"].format(opponent=against),
                marker={"color": colours[i % 2]},
                hovertext=[
                    words["hover"].format(
                        model=x.replace("<br>", " "), opponent=against, rate=f"{y:.0f} %"
                    )
                    for x, y in zip(xs, ys, strict=True)
                ],
                hoverinfo="text",
            )
        )
    layout = {
        **_LAYOUT,
        "height": 480,
        "barmode": "group",
        "title": {"text": words["title"].format(games=data["games"]), "y": 0.97},
        "xaxis": {"title": {"text": words["x"]}, "tickangle": 0, "automargin": True},
        "yaxis": {"title": {"text": words["y"]}, "range": [0, 105], "ticksuffix": " %"},
        # the legend above the bars, under the title: never over the axis labels
        "legend": {"orientation": "h", "x": 0, "xanchor": "left", "y": 1.02, "yanchor": "bottom"},
        "margin": {**_LAYOUT["margin"], "t": 110, "b": 90},
    }
    return _figure(bars, layout, "wk-memory-chart", fig)


def _two_lines(label: str) -> str:
    """``label`` on two lines: after its first colon (``"forgets each card:<br>10 % per
    turn"``), or else at the space nearest its middle."""
    head, colon, tail = label.partition(": ")
    if colon:
        return f"{head}:<br>{tail}"
    spaces = [i for i, c in enumerate(label) if c == " "]
    if not spaces:
        return label
    cut = min(spaces, key=lambda i: abs(i - len(label) / 2))
    return f"{label[:cut]}<br>{label[cut + 1 :]}"


CHARTS = {"fit": fit_chart, "memory": memory_chart}


def make(name: str, lang: str = "en", fig: Any = None) -> Any:
    """The chart ``name`` in ``lang`` (``fig``: that chart made before, relabelled in place)."""
    if name not in CHARTS:
        raise KeyError(f"no lesson chart {name!r}; the charts are {', '.join(CHARTS)}")
    return CHARTS[name](lang, fig)
