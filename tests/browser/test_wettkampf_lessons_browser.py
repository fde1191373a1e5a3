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
from conftest import ARTIFACTS, PAGE_TIMEOUT, axe_violations, open_page
from test_lessons_browser import _enter
from test_wettkampf_browser import _PROBLEMS, _shot

from widgets.wettkampf.lessons import LESSON_IDS, get
from widgets.wettkampf.lessons.content import ui

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "wettkampf-lessons"
WETTKAMPF = "/voila/render/wettkampf"

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
        for row in data["rows"]:
            if models.get(row["key"], row["key"]) not in drawn["ticks"]:
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


@pytest.mark.parametrize("lang", ["en", "de"])
def test_wettkampf_lesson_list_and_every_lesson(browser: Any, voila_url: str, lang: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page, errors = open_page(browser, f"{voila_url}/voila/render/index.ipynb?lang={lang}")
    page.locator(f".burg-family[lang={lang}]").wait_for(timeout=PAGE_TIMEOUT)
    page.locator(".burg-game-wettkampf a.burg-game-lessons").click(timeout=PAGE_TIMEOUT)
    page.wait_for_url(f"**{WETTKAMPF}/index.ipynb?lang={lang}", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(f".burg-index[lang={lang}]", timeout=PAGE_TIMEOUT)
    links = page.locator(".burg-index a.burg-lesson-link")
    assert links.count() == len(LESSON_IDS)
    assert page.locator(".burg-index a.burg-play-link").count() == 1
    assert page.locator("a.burg-family-link").count() == 1
    page.screenshot(path=str(SHOTS / f"00_index-{lang}.png"), full_page=True)
    problems = [f"index: {v}" for v in axe_violations(page)]
    links.first.click()
    page.wait_for_url(f"**{WETTKAMPF}/{LESSON_IDS[0]}.ipynb?lang={lang}", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
    problems += [f"index: {e}" for e in errors]
    page.close()

    for lesson_id in LESSON_IDS:
        lesson = get(lesson_id, lang)
        page, errors = open_page(browser, f"{voila_url}{WETTKAMPF}/{lesson_id}.ipynb?lang={lang}")
        page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
        page.locator(".burg-lesson-title").filter(has_text=lesson.title).wait_for(timeout=30_000)
        assert page.evaluate("() => document.documentElement.lang") == lang
        assert page.locator(".burg-rule").count() >= 2
        steppers = page.locator(".burg-stepper")
        assert steppers.count() == len(lesson.examples())
        assert page.locator(".burg-stepper .wk-lesson-board .wk-store").count() == len(
            lesson.examples()
        )
        assert page.locator("code, .jp-InputArea-editor").count() == 0  # no code shown
        for j in range(steppers.count()):
            stepper = steppers.nth(j)
            stepper.locator(".burg-step-next").click()
            step1 = ui("step_of", lang, i=1, n="")
            stepper.locator(f".burg-step-label >> text={step1}").wait_for()
        exercises = lesson.exercises()
        assert page.locator(".burg-exercise").count() == len(exercises)
        for j, ex in enumerate(exercises):
            box = page.locator(".burg-exercise").nth(j)
            selected = _enter(box, ex.kind, ex.options, ex.wrong, set())
            box.locator(".burg-check").click()
            box.locator(".burg-feedback-wrong").wait_for()
            assert box.locator(".burg-hint").count() == 1
            _enter(box, ex.kind, ex.options, ex.right, selected)
            box.locator(".burg-check").click()
            box.locator(".burg-feedback-ok").wait_for()
        problems += [f"{lesson_id}: {p}" for p in _check_charts(page, lesson_id, lang)]
        _sandbox_flips(page, lesson_id)
        if lesson_id == "02_turn" and lang == "en":
            for width in (768, 1280, 1920):
                page.set_viewport_size({"width": width, "height": 900})
                page.wait_for_timeout(300)
                problems += [
                    f"{lesson_id} at {width} px: {p}" for p in page.evaluate(_PROBLEMS, _CONTROLS)
                ]
                if width != 1280:
                    _shot(page, f"{lesson_id}-{lang}-{width}.png", SHOTS)
            page.set_viewport_size({"width": 1280, "height": 900})
        _shot(page, f"{lesson_id}-{lang}.png", SHOTS)
        problems += [f"{lesson_id}: {e}" for e in errors]
        problems += [f"{lesson_id}: {v}" for v in axe_violations(page)]
        page.close()
    assert not problems, problems
