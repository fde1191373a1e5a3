"""The lessons of Der Wettkampf der Burgbaumeister in Chromium on the Voilà site, in English and
in German: the family's front page leads to the lesson list, then every lesson in turn — its
widgets render in the page's language, every example takes a step on the table, every exercise
is answered wrong and then right, the lessons' charts are drawn (the chance that a card fits: a
point per last card; the win rate by memory: a bar per model and opponent), the sandbox plays
on the real table (a card turned over by a click), the console stays clean and axe finds no
serious or critical violation; one lesson's controls fit at 768, 1280 and 1920 px.
Screenshots: test-artifacts/wettkampf-lessons/."""

from __future__ import annotations

from typing import Any

import pytest
from checks import LessonPages, every_lesson, open_lesson_list
from conftest import ARTIFACTS, PAGE_TIMEOUT

from widgets.wettkampf.lessons import LESSONS, ui

pytestmark = pytest.mark.browser

# A chart as drawn: its title, the points of each line and the bars of each bar trace.
_CHART = """(cls) => {
    const gd = document.querySelector(cls + ' .js-plotly-plot') || document.querySelector(cls);
    if (!gd) return null;
    const title = [...gd.querySelectorAll('.gtitle')].map((e) => e.textContent).join(' ');
    const points = [...gd.querySelectorAll('.scatterlayer .trace')]
        .map((e) => e.querySelectorAll('.points path.point').length);
    const bars = [...gd.querySelectorAll('.barlayer .trace')]
        .map((e) => e.querySelectorAll('.point path').length);
    const ticks = [...gd.querySelectorAll('.xtick text')].map((e) => e.textContent);
    return {title, points, bars, ticks};
}"""
_CONTROLS = (
    ".burg-check, .burg-answer, .burg-step-next, .burg-step-back, .burg-teacher-toggle, "
    ".burg-sandbox .wk-store button.wk-down:not([disabled]), .burg-sandbox-reset"
)


def _chart(page: Any, cls: str) -> dict[str, Any]:
    page.wait_for_function(
        f"() => {{ const c = ({_CHART})({cls!r}); "
        "return c && c.title && (c.points.some((n) => n > 0) || c.bars.some((n) => n > 0)); }",
        timeout=PAGE_TIMEOUT,
    )
    return page.evaluate(_CHART, cls)


def _check_charts(page: Any, lesson_id: str, lang: str) -> list[str]:
    """The lesson's charts as drawn, against the data they show."""
    problems = []
    if lesson_id == "03_wall":
        from widgets.wettkampf.lessons.wall import C, fit_chances

        drawn = _chart(page, ".wk-fit-chart")
        if drawn["points"] != [len(fit_chances())]:
            problems.append(f"fit chart: {drawn['points']} points for {len(fit_chances())}")
        if C.text(lang, "charts", "fit", "title") not in drawn["title"]:
            problems.append(f"fit chart title {drawn['title']!r}")
    if lesson_id == "08_play":
        from widgets.wettkampf.lessons.play import C, memory_rates

        data = memory_rates()
        drawn = _chart(page, ".wk-memory-chart")
        want = [len(data["rows"])] * len(data["opponents"])
        if drawn["bars"] != want:
            problems.append(f"memory chart: bars {drawn['bars']}, want {want}")
        models = C.text(lang, "charts", "memory", "models")
        ticks = [t.replace(" ", "") for t in drawn["ticks"]]  # a label's lines run together
        for row in data["rows"]:
            if models.get(row["key"], row["key"]).replace(" ", "") not in ticks:
                problems.append(f"memory chart: no label for {row['key']}: {drawn['ticks']}")
    return problems


def _sandbox_flips(page: Any, lesson_id: str) -> None:
    """The sandbox plays on the table: a click turns a card over and the decision comes."""
    box = page.locator(".burg-sandbox, .burg-lesson .wk-app").last
    if lesson_id == "08_play":  # the play page: start a game against a bot from its dialog
        box.locator(".burg-start").click()
    card = box.locator(".wk-store button.wk-down:not([disabled])").first
    card.wait_for(timeout=PAGE_TIMEOUT)
    card.click()
    box.locator(".wk-option:not([disabled])").first.wait_for(timeout=60_000)


PAGES = LessonPages(
    game="wettkampf",
    folder="/voila/render/wettkampf",
    lessons=LESSONS,
    ui=ui,
    shots=ARTIFACTS / "wettkampf-lessons",
    board=".wk-lesson-board .wk-store",
    controls=_CONTROLS,
    fits_lesson="02_turn",
    sandbox=_sandbox_flips,
    more=_check_charts,
)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_wettkampf_lesson_list_and_every_lesson(browser: Any, voila_url: str, lang: str) -> None:
    problems = open_lesson_list(browser, voila_url, PAGES, lang)
    problems += every_lesson(browser, voila_url, PAGES, lang)
    assert not problems, problems
