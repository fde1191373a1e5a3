"""Checks the browser tests share: the pending decision's controls inside the window, and a
screenshot of the whole page. Browser tests import it by name (``from checks import PROBLEMS``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from conftest import PAGE_TIMEOUT, axe_violations, open_page

#: Widths a play or lesson page is checked at: a tablet, a laptop and a projector (px).
WIDTHS = (768, 1280, 1920)

# A chart with this title as drawn (its title contains the argument): the points of each line.
LINES_CHART = """(title) => {
    for (const gd of document.querySelectorAll('.js-plotly-plot')) {
        const t = [...gd.querySelectorAll('.gtitle')].map((e) => e.textContent).join(' ');
        if (!t.includes(title)) continue;
        return [...gd.querySelectorAll('.scatterlayer .trace')]
            .map((e) => e.querySelectorAll('.points path.point').length);
    }
    return null;
}"""

# A bar chart with this title as drawn: per bar trace the number of bars, and the legend.
BARS_CHART = """(title) => {
    for (const gd of document.querySelectorAll('.js-plotly-plot')) {
        const t = [...gd.querySelectorAll('.gtitle')].map((e) => e.textContent).join(' ');
        if (!t.includes(title)) continue;
        const bars = [...gd.querySelectorAll('.barlayer .trace')]
            .map((e) => e.querySelectorAll('.point').length);
        const legend = [...gd.querySelectorAll('.legend .traces .legendtext')]
            .map((e) => e.textContent);
        return {bars, legend};
    }
    return null;
}"""

# The layout problems of the visible elements matching a selector, as text: outside the window
# horizontally, or clipped or covered (a hit test at the centre finds something else), and a page
# that scrolls sideways. The argument is the selector, or ``{sel, strict: true}`` for the stricter
# check of test_layout_browser: hits near both edges too, and a control reached only by
# scrolling a box sideways. A disabled button lets taps through (to its cell, see
# widgets/schutz/table.py): it takes hits again while it is tested. SVG elements (a board's legal
# spaces) name themselves by their class attribute (their className is an SVGAnimatedString).
PROBLEMS = """(arg) => {
    const sel = typeof arg === 'string' ? arg : arg.sel;
    const strict = typeof arg !== 'string' && !!arg.strict;
    const W = window.innerWidth;
    const out = [];
    const name = (e) => e.tagName.toLowerCase() + '.'
        + (e.getAttribute('class') || '').split(' ').filter((c) => c).slice(0, 3).join('.')
        + ' "' + (e.textContent || e.value || '').trim().slice(0, 30) + '"';
    for (const e of document.querySelectorAll(sel)) {
        if (!e.checkVisibility || !e.checkVisibility()) continue;
        let r = e.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        if (r.left < 0 || r.right > W + 0.5) {
            out.push(name(e) + ` lies at x ${Math.round(r.left)}..${Math.round(r.right)} of ${W}`);
            continue;
        }
        e.scrollIntoView({block: 'center', inline: 'nearest'});
        if (strict) {
            for (let a = e.parentElement; a; a = a.parentElement) {
                if (a.scrollLeft && !a.classList.contains('burg-final-scroll')) {
                    out.push(name(e) + ' is reached only by scrolling ' + name(a) + ' sideways');
                    a.scrollLeft = 0;
                }
            }
        }
        r = e.getBoundingClientRect();
        const y = Math.min(Math.max(r.top + r.height / 2, 1), window.innerHeight - 1);
        const off = e.closest('button:disabled');
        if (off) off.style.pointerEvents = 'auto';
        const mid = r.left + r.width / 2;
        const xs = strict ? [r.left + 2, mid, r.right - 2] : [mid];
        for (const x of xs) {
            const hit = document.elementFromPoint(x, y);
            if (!hit || !e.contains(hit)) {
                out.push(name(e) + ` is covered or clipped at x ${Math.round(x)}: `
                    + (hit ? name(hit) : 'nothing'));
                break;
            }
        }
        if (off) off.style.pointerEvents = '';
    }
    if (document.documentElement.scrollWidth > W) out.push('the page scrolls sideways');
    return out;
}"""


def fits(page: Any, controls: str, where: str, widths: tuple[int, ...] = WIDTHS) -> None:
    """At each width the controls matching ``controls`` lie inside the window and can be hit;
    the window is 1280 px wide again afterwards."""
    for width in widths:
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        problems = page.evaluate(PROBLEMS, controls)
        assert not problems, f"{where} at {width} px: {problems}"
    page.set_viewport_size({"width": 1280, "height": 900})


def shot(page: Any, name: str, folder: Path) -> None:
    """A screenshot of the whole page: the page scrolls inside Voilà's panel, so the window
    grows to the panel's content for the picture (its width, and so the layout, stay)."""
    size = page.viewport_size
    height = page.evaluate(
        "() => { const r = document.getElementById('rendered_cells'); "
        "return r ? r.scrollHeight : document.documentElement.scrollHeight; }"
    )
    page.set_viewport_size({"width": size["width"], "height": min(max(height, 200), 12_000)})
    page.wait_for_timeout(400)
    page.screenshot(path=str(folder / name))
    page.set_viewport_size(size)


def _indexes(options: tuple[tuple[str, Any], ...], answer: Any, kind: str) -> set[int]:
    values = [v for _, v in options]
    wanted = [answer] if kind == "choice" else list(answer)
    return {values.index(v) for v in wanted}


def enter(ex: Any, kind: str, options: Any, answer: Any, before: set[int]) -> set[int]:
    """Put ``answer`` into the controls of the exercise ``ex`` (a locator); return the selected
    option indexes."""
    if kind in ("choice", "multi"):
        want = _indexes(options, answer, kind)
        clicks = want if kind == "choice" else want ^ before
        for i in sorted(clicks):
            ex.locator(f".burg-answer-{i}").click()
        return want
    boxes = (
        [".burg-answer-number"]
        if kind == "number"
        else [f".burg-pay-{k}" for k in ("sand", "wood", "clay", "stone")]
    )
    values = [answer] if kind == "number" else list(answer)
    for sel, v in zip(boxes, values, strict=True):
        field = ex.locator(f"{sel} input")
        field.fill(str(v))
        field.press("Enter")
    return set()


@dataclass(frozen=True)
class LessonPages:
    """One game's lesson pages for the shared lesson checks, with the game's own hooks.

    ``game``: its name on the family's front page (``.burg-game-<game>``); ``folder``: where its
    pages are; ``lessons``: its ``LessonSet``; ``ui``: its lesson texts; ``board``: an example's
    board inside a stepper; ``controls``: checked at every width on the lesson ``fits_lesson``
    (in English); ``sandbox(page, lesson_id)``: plays in the lesson's sandbox; ``more(page,
    lesson_id, lang)``: the game's own checks of a lesson page, as problems."""

    game: str
    folder: str
    lessons: Any
    ui: Callable[..., str]
    shots: Path
    board: str
    controls: str = ""
    fits_lesson: str = ""
    sandbox: Callable[[Any, str], None] | None = None
    more: Callable[[Any, str, str], list[str]] = field(default=lambda page, lesson_id, lang: [])


def lesson_list(page: Any, pages: LessonPages, lang: str) -> list[str]:
    """The game's lesson list (open in ``page``): a link per lesson, to the play page and back to
    all the games; the first link leads into the game's folder in the same language. Returns the
    accessibility problems; closes the page."""
    ids = pages.lessons.ids
    pages.shots.mkdir(parents=True, exist_ok=True)
    page.wait_for_url(f"**{pages.folder}/index.ipynb?lang={lang}", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(f".burg-index[lang={lang}]", timeout=PAGE_TIMEOUT)
    links = page.locator(".burg-index a.burg-lesson-link")
    assert links.count() == len(ids)
    assert page.locator(".burg-index a.burg-play-link").count() == 1
    assert page.locator("a.burg-family-link").count() == 1  # the way back to all the games
    page.screenshot(path=str(pages.shots / f"00_index-{lang}.png"), full_page=True)
    problems = [f"index: {v}" for v in axe_violations(page)]
    links.first.click()
    page.wait_for_url(f"**{pages.folder}/{ids[0]}.ipynb?lang={lang}", timeout=PAGE_TIMEOUT)
    page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
    title = pages.lessons.get(ids[0], lang).title
    assert title in page.locator(".burg-lesson-title").inner_text()
    page.close()
    return problems


def open_lesson_list(browser: Any, voila_url: str, pages: LessonPages, lang: str) -> list[str]:
    """The family's front page in ``lang`` leads to the game's lesson list (``lesson_list``);
    returns its problems and the console's errors."""
    page, errors = open_page(browser, f"{voila_url}/voila/render/index.ipynb?lang={lang}")
    page.locator(f".burg-family[lang={lang}]").wait_for(timeout=PAGE_TIMEOUT)
    page.locator(f".burg-game-{pages.game} a.burg-game-lessons").click(timeout=PAGE_TIMEOUT)
    problems = lesson_list(page, pages, lang)
    return problems + [f"index: {e}" for e in errors]


def every_lesson(browser: Any, voila_url: str, pages: LessonPages, lang: str) -> list[str]:
    """Every lesson page in turn: its widgets in the page's language, no code shown, every
    example one step forward, every exercise answered wrong (a hint) and then right, a link to
    the contents, the game's own checks, the sandbox played, the controls inside the window at
    every width (one lesson), a screenshot. Returns the console's errors, axe's violations and
    the game's problems. The lessons take turns between the two languages (English the first,
    third, …, German the others, the lesson measured at every width in English): each lesson
    is walked once, both languages are, and the walk takes half the time."""
    pages.shots.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    for i, lesson_id in enumerate(pages.lessons.ids):
        if lesson_id == pages.fits_lesson:
            if lang != "en":
                continue
        elif i % 2 != (lang != "en"):
            continue
        lesson = pages.lessons.get(lesson_id, lang)
        exercises = lesson.exercises()  # the lesson's own, then its parts' (winter: one a card)
        assert exercises
        page, errors = open_page(
            browser, f"{voila_url}{pages.folder}/{lesson_id}.ipynb?lang={lang}"
        )
        page.wait_for_selector(".burg-lesson .burg-check", timeout=PAGE_TIMEOUT)
        title = page.locator(".burg-lesson-title")
        title.filter(has_text=lesson.title).wait_for(timeout=30_000)  # in the page's language
        assert page.evaluate("() => document.documentElement.lang") == lang
        assert page.locator(".burg-rule").count() >= 2
        steppers = page.locator(".burg-stepper")
        assert steppers.count() == len(lesson.examples())
        assert page.locator(f".burg-stepper {pages.board}").count() == len(lesson.examples())
        assert page.locator("code, .jp-InputArea-editor").count() == 0  # no code shown
        step1 = pages.ui("step_of", lang, i=1, n="")
        for j in range(steppers.count()):
            stepper = steppers.nth(j)
            stepper.locator(".burg-step-next").click()
            stepper.locator(f".burg-step-label >> text={step1}").wait_for()
        assert page.locator(".burg-exercise").count() == len(exercises)
        for j, ex in enumerate(exercises):
            box = page.locator(".burg-exercise").nth(j)
            selected = enter(box, ex.kind, ex.options, ex.wrong, set())
            box.locator(".burg-check").click()
            box.locator(".burg-feedback-wrong").wait_for()
            assert box.locator(".burg-hint").count() == 1
            enter(box, ex.kind, ex.options, ex.right, selected)
            box.locator(".burg-check").click()
            box.locator(".burg-feedback-ok").wait_for()
        assert page.locator("a.burg-contents").count() >= 1  # a link to the lesson list
        problems += [f"{lesson_id}: {p}" for p in pages.more(page, lesson_id, lang)]
        if pages.sandbox is not None:
            pages.sandbox(page, lesson_id)
        if lesson_id == pages.fits_lesson and lang == "en":
            for width in WIDTHS:
                page.set_viewport_size({"width": width, "height": 900})
                page.wait_for_timeout(300)
                found = page.evaluate(PROBLEMS, pages.controls)
                problems += [f"{lesson_id} at {width} px: {p}" for p in found]
                if width != 1280:
                    shot(page, f"{lesson_id}-{lang}-{width}.png", pages.shots)
            page.set_viewport_size({"width": 1280, "height": 900})
        shot(page, f"{lesson_id}-{lang}.png", pages.shots)
        problems += [f"{lesson_id}: {e}" for e in errors]
        problems += [f"{lesson_id}: {v}" for v in axe_violations(page)]
        page.close()
    return problems
