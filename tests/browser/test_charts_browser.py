"""The charts in Chromium, read from what Plotly drew (the SVG), compared with the engine.

The play page: a whole bot game — both Sankeys with their labelled nodes (player names, then the
German node names after the language toggle) and one link path per flow, the VP and talers lines
with a point for every round, every chart inside its box and the window at 1280, 1920 and 768 px.
A person's game: the lines grow one point per completed round. A lesson: its flow chart after
every step of the example, and a link's hover names its nodes. Screenshots: test-artifacts/charts/.
"""

from __future__ import annotations

import base64
import json
import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from conftest import ARTIFACTS, PAGE_TIMEOUT, SCHUTZ, Page
from conftest import READY as _READY

from burg import Game
from widgets.schutz.charts import last_flow_round, per_round, sankey_data
from widgets.schutz.lessons import get
from widgets.schutz.lessons.model import names_of
from widgets.schutz.text import t

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "charts"
WAIT = 90  # seconds for the page to draw what the kernel sent (a busy 2-core machine is slow)

# Every Plotly chart on the page, in page order, as drawn.
_CHARTS = """() => [...document.querySelectorAll('.js-plotly-plot')].map((gd) => {
    const svg = gd.querySelector('svg.main-svg');
    const s = svg ? svg.getBoundingClientRect() : {left: 0, right: 0, width: 0};
    const box = gd.getBoundingClientRect();
    return {
        title: [...gd.querySelectorAll('.gtitle')].map((e) => e.textContent).join(' '),
        nodes: [...gd.querySelectorAll('.sankey-node text.node-label')]
            .map((e) => e.textContent).filter((x) => x),
        links: [...gd.querySelectorAll('path.sankey-link')]
            .map((e) => (e.getAttribute('d') || '').length),
        points: [...gd.querySelectorAll('.scatterlayer .trace')]
            .map((e) => e.querySelectorAll('.points path.point').length),
        svg: [s.left, s.right, s.width],
        box: [box.left, box.right, box.width],
        window: document.documentElement.clientWidth,
    };
})"""


def _charts_when(page: Any, ok: Callable[[list[dict[str, Any]]], bool]) -> list[dict[str, Any]]:
    """The charts as drawn, once ``ok`` holds for them (or as they are after ``WAIT`` seconds:
    the caller's assertions then say what is wrong)."""
    deadline = time.monotonic() + WAIT
    while True:
        charts = page.evaluate(_CHARTS)
        if ok(charts) or time.monotonic() > deadline:
            return charts
        page.wait_for_timeout(250)


def _drawn_nodes(sankey: dict[str, Any]) -> set[str]:
    """The node labels Plotly draws: those of nodes with a link."""
    link = sankey["link"]
    used = set(link["source"]) | set(link["target"])
    return {sankey["node"]["label"][i] for i in used}


def _sankey_ok(chart: dict[str, Any], sankey: dict[str, Any]) -> bool:
    return set(chart["nodes"]) == _drawn_nodes(sankey) and len(chart["links"]) == len(
        sankey["link"]["value"]
    )


def _check_sankey(chart: dict[str, Any], sankey: dict[str, Any], what: str) -> None:
    assert set(chart["nodes"]) == _drawn_nodes(sankey), f"{what}: node labels {chart['nodes']}"
    assert len(chart["links"]) == len(sankey["link"]["value"]), f"{what}: {chart['links']}"
    assert all(n > 10 for n in chart["links"]), f"{what}: empty link paths {chart['links']}"


def _inside(chart: dict[str, Any]) -> bool:
    """The chart's SVG fills its box, and the box lies inside the window."""
    left, right, width = chart["svg"]
    return (
        width > 100
        and abs(width - chart["box"][2]) <= 2  # it fills its box: drawn for the box's width
        and left >= chart["box"][0] - 1
        and right <= chart["box"][1] + 1
        and right <= chart["window"] + 1
    )


def _save(page: Any) -> Game:
    page.click(".burg-save")
    href = page.locator(".burg-download-game").get_attribute("href")
    assert href and href.startswith("data:application/json;base64,")
    return Game.from_json(json.loads(base64.b64decode(href.split(",", 1)[1])))


def _new_game(page: Any, seats: list[str], seed: int) -> None:
    """Start a game of ``len(seats)`` players (Anna, Bea, …) with these seat kinds."""
    for i, (name, kind) in enumerate(zip(["Anna", "Bea", "Carl", "Dora"], seats, strict=False)):
        page.fill(f".burg-seat-name-{i} input", name)
        page.select_option(f".burg-seat-kind-{i} select", label=kind)
    page.fill(".burg-seed input", str(seed))
    page.click(".burg-start")


# What changes while Plotly animates a chart (Sankey nodes glide and links fade after a change).
_DRAWING = """() => [...document.querySelectorAll('.js-plotly-plot .sankey-node, '
    + '.js-plotly-plot path.sankey-link, .js-plotly-plot .points path')]
    .map((e) => [e.getAttribute('transform'), e.getAttribute('d'), e.style.opacity].join())
    .join(';')"""


def _settle(page: Any) -> None:
    """Wait until Plotly's animations have ended (for a screenshot)."""
    before, still = None, 0
    deadline = time.monotonic() + WAIT
    while still < 3 and time.monotonic() < deadline:
        page.wait_for_timeout(250)
        now = page.evaluate(_DRAWING)
        still = still + 1 if now == before else 0
        before = now


def _chart_shot(page: Any, name: str) -> None:
    """Screenshot the charts' grid once Plotly's animations have ended."""
    _settle(page)
    grid = page.locator(".js-plotly-plot").first.locator("xpath=..")
    grid.screenshot(path=str(SHOTS / name))


def test_the_play_page_charts_draw_a_whole_bot_game(play_page: Page) -> None:
    page = play_page.page
    SHOTS.mkdir(parents=True, exist_ok=True)
    _new_game(page, ["Bot: plays at random", "Bot: greedy"], seed=3)
    page.wait_for_selector(".burg-final-vp", timeout=PAGE_TIMEOUT)  # an all-bot game plays itself
    game = _save(page)
    assert game.is_over
    names = [pl.name for pl in game.state.players]
    assert names == ["Anna", "Bea"]
    events = game.events
    rounds = game.state.round  # all rounds are complete: a point each
    expected = {
        lang: [
            sankey_data(events, names, lang, last_flow_round(events)),
            sankey_data(events, names, lang),
        ]
        for lang in ("en", "de")
    }
    lines = [per_round(events, 2, "vp"), per_round(events, 2, "taler")]
    assert [len(row) for series in lines for row in series] == [rounds] * 4

    def drawn(lang: str) -> Callable[[list[dict[str, Any]]], bool]:
        return lambda charts: (
            len(charts) == 4
            and all(_sankey_ok(c, s) for c, s in zip(charts, expected[lang], strict=False))
            and all(c["points"] == [rounds, rounds] for c in charts[2:])
        )

    charts = _charts_when(page, drawn("en"))
    assert len(charts) == 4
    _check_sankey(charts[0], expected["en"][0], "pieces of the last round")
    _check_sankey(charts[1], expected["en"][1], "pieces of the whole game")
    assert {"Anna", "Bea"} <= set(charts[1]["nodes"])
    assert {t("node_carts", "en"), t("node_buildings", "en")} <= set(charts[1]["nodes"])
    for chart, key in zip(charts[2:], ("vp_chart", "talers_chart"), strict=True):
        assert chart["points"] == [rounds, rounds], f"{key}: {chart['points']} points a line"
        assert t(key, "en") in chart["title"]
    _chart_shot(page, "play-1280-en.png")

    # the page's language: node names from the German catalog, the player names unchanged
    page.click(".burg-lang button:has-text('Deutsch')")
    charts = _charts_when(page, drawn("de"))
    _check_sankey(charts[1], expected["de"][1], "pieces of the whole game, German")
    german = {t(f"node_{k}", "de") for k in ("carts", "workers", "buildings")}
    assert german | {"Anna", "Bea"} <= set(charts[1]["nodes"])
    assert t("node_carts", "en") not in charts[1]["nodes"]
    assert t("vp_chart", "de") in charts[2]["title"]
    assert t("flows_game", "de") in charts[1]["title"]

    # nothing cut off: every chart fills its box, inside the window, at every width
    for width in (1280, 1920, 768):
        page.set_viewport_size({"width": width, "height": 1800})  # the screenshots: all charts
        charts = _charts_when(page, lambda cs: all(_inside(c) for c in cs))
        for i, chart in enumerate(charts):
            assert _inside(chart), (
                f"chart {i} at {width} px: svg {chart['svg']}, box {chart['box']}"
            )
        _chart_shot(page, f"play-{width}.png")
    assert not play_page.errors, play_page.errors


def _round(page: Any) -> int:
    m = re.search(r"Round (\d+) of", page.locator(".burg-status").inner_text())
    assert m, page.locator(".burg-status").inner_text()
    return int(m.group(1))


def _person_step(page: Any) -> None:
    """One click as the person (after the page has settled), then wait for the page's update."""
    page.wait_for_function(_READY, timeout=60_000)
    tick = page.locator(".burg-tick [data-tick]").first.get_attribute("data-tick")
    for sel in (".burg-reveal", ".burg-confirm", ".burg-option:not(.burg-selected)"):
        loc = page.locator(sel + ":visible:not([disabled])")
        if loc.count():
            loc.first.click()
            page.wait_for_function(
                "(t) => document.querySelector('.burg-tick [data-tick]').dataset.tick !== t",
                arg=tick,
                timeout=60_000,
            )
            return
    raise AssertionError("nothing to click")


def _points(chart: dict[str, Any], rounds: int) -> bool:
    """Both players' lines have a point per round (no round yet: no points, or no lines)."""
    return chart["points"] == [rounds, rounds] or (rounds == 0 and not any(chart["points"]))


def test_the_lines_grow_a_point_per_completed_round(play_page: Page) -> None:
    page = play_page.page
    SHOTS.mkdir(parents=True, exist_ok=True)
    _new_game(page, ["Person", "Bot: greedy"], seed=5)
    page.wait_for_selector(".burg-action-card-bote:not([disabled])", timeout=PAGE_TIMEOUT)
    for target in (1, 2, 3):
        while _round(page) < target:
            _person_step(page)
        page.wait_for_function(_READY, timeout=60_000)  # the person decides: the page is still
        done = _round(page) - 1
        charts = _charts_when(page, lambda cs, d=done: all(_points(c, d) for c in cs[2:]))
        for chart in charts[2:]:
            assert _points(chart, done), f"round {done + 1}: {chart['points']} points a line"
        if done:
            assert charts[1]["links"] and {"Anna", "Bea"} & set(charts[1]["nodes"])
    _chart_shot(page, "play-round-3.png")
    assert not play_page.errors, play_page.errors


def _says_none(chart: dict[str, Any]) -> bool:
    """An empty flow chart (its nodes gone: Plotly fades them out) titled "No pieces move"."""
    return t("flows_none", "en") in chart["title"] and not chart["nodes"]


def test_a_lesson_flow_chart_draws_every_step(browser: Any, voila_url: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    example = get("03_round").example
    assert example is not None and example.flow
    game = example.game()
    names = names_of(game)
    steps = [sankey_data(game.apply(s.action), names) for s in example.steps]
    assert any(s["link"]["value"] for s in steps)

    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"pageerror: {e}"))
    try:
        page.goto(f"{voila_url}{SCHUTZ}/03_round.ipynb", timeout=PAGE_TIMEOUT)
        page.wait_for_selector(".burg-stepper .burg-step-next", timeout=PAGE_TIMEOUT)
        stepper = page.locator(".burg-stepper").first
        # the chart comes with the first step (at the start nothing has moved)
        assert stepper.locator(".js-plotly-plot").count() == 0
        hovered = False
        for i, sankey in enumerate(steps, start=1):
            stepper.locator(".burg-step-next").click()
            if not sankey["link"]["value"]:  # nothing moves: an empty chart that says so
                charts = _charts_when(page, lambda cs: bool(cs) and _says_none(cs[0]))
                assert charts, f"step {i}: no chart drawn"
                assert t("flows_none", "en") in charts[0]["title"], f"step {i}: {charts[0]}"
                assert not charts[0]["nodes"], f"step {i}: {charts[0]['nodes']}"
                continue
            charts = _charts_when(page, lambda cs, s=sankey: bool(cs) and _sankey_ok(cs[0], s))
            assert charts, f"step {i}: no chart drawn"
            _check_sankey(charts[0], sankey, f"step {i}")
            assert f"step {i}" in charts[0]["title"]
            page.locator(".burg-flow").scroll_into_view_if_needed()
            _settle(page)
            page.screenshot(path=str(SHOTS / f"lesson-03-step-{i}.png"))
            if not hovered:  # a link's hover names its nodes (it said "source: undefined")
                label, link = sankey["node"]["label"], sankey["link"]
                ends = zip(link["source"], link["target"], strict=True)
                pairs = [(label[a], label[b]) for a, b in ends]
                page.locator(".burg-flow path.sankey-link").first.hover(force=True)
                hover = page.locator(".burg-flow .hoverlayer")
                page.wait_for_function(
                    "(el) => el.textContent.includes('source')", arg=hover.element_handle()
                )
                text = hover.text_content() or ""
                assert any(f"source: {a}" in text and f"target: {b}" in text for a, b in pairs), (
                    text
                )
                hovered = True
        assert hovered
        assert not errors, errors
    finally:
        page.close()
