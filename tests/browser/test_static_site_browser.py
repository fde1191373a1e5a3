"""The static site (``bash .ci/site``: every page's Python runs in the browser on Pyodide) in
Chromium, served by a plain static server, with every host but 127.0.0.1 unresolvable: the front
page in German switched to English, its links to the three games (``.html`` pages that keep
``?lang=``) and a game's lesson list; a lesson of each game (an example takes a step, an exercise
answered wrong and then right; the Wettkampf's fit chart drawn with a point per last card; a move
in the sandbox); the play page of each game (a few moves, a bot's move, an undo; the score charts
drawn with a line per player; the rules drawer; the game saved as a download, a new game, the
file loaded back; the coach: a hint at 768 px in English, a loaded save's review, the page
switched to German at 1920 px, a hint in German; times in test-artifacts/coach/timings.txt);
the navigation bar's links on each kind of page (``.html`` pages that are there).
No request leaves 127.0.0.1 and the console stays clean over the whole run.

The site is built once per session into a temporary folder, or taken from ``BURG_SITE`` (a folder
already built, e.g. ``BURG_SITE=site``). Screenshots: test-artifacts/static-site/."""

from __future__ import annotations

import base64
import importlib.util
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import test_coach_browser as coach
from checks import LINES_CHART, enter
from conftest import ARTIFACTS, ROOT
from test_carcassonne_browser import _STATE as _CARCASSONNE_STATE
from test_carcassonne_lessons_browser import _sandbox_places
from test_wettkampf_browser import _STATE as _WETTKAMPF_STATE
from test_wettkampf_lessons_browser import _CHART, _sandbox_flips

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "static-site"
WAIT = 120_000  # ms; Pyodide boots for every page
#: A move in a lesson's sandbox (Im Schutze der Burg's sandbox is its play table, played below).
SANDBOX = {"wettkampf": _sandbox_flips, "carcassonne": _sandbox_places}


def _site_load() -> Any:
    """benchmarks/site_load.py: the static server, Chromium's arguments, the pages' addresses."""
    spec = importlib.util.spec_from_file_location("site_load", ROOT / "benchmarks" / "site_load.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SITE = _site_load()


@dataclass
class Site:
    """The served site in one browser context: its base URL, and what the context did."""

    base: str
    context: Any
    watch: Any  # site_load.Watch: requests to other hosts, console errors

    def open(self, path: str, lang: str = "en") -> Any:
        """A new tab at the page ``path`` (below notebooks/, no suffix), once its widgets show."""
        page = self.context.new_page()
        page.set_default_timeout(WAIT)
        self.watch.watch_page(page)
        page.goto(SITE.page_url(self.base, path, lang), wait_until="commit", timeout=WAIT)
        page.wait_for_selector(SITE.READY, state="visible", timeout=WAIT)
        return page

    def problems(self, since: int) -> list[str]:
        """Requests to other hosts (all of them, since the context opened) and console errors
        since the ``since``-th."""
        return [f"request to another host: {u}" for u in self.watch.foreign] + [
            f"console: {e}" for e in self.watch.errors[since:]
        ]


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site: ``BURG_SITE`` if set, else built now with ``bash .ci/site`` (a failed build
    fails the tests)."""
    given = os.environ.get("BURG_SITE")
    if given:
        folder: Path = SITE.check_built(Path(given))
        return folder
    folder = tmp_path_factory.mktemp("site")
    SITE.build_site(folder)
    return folder


@pytest.fixture(scope="module")
def site(browser: Any, chromium: str, built_site: Path) -> Iterator[Site]:
    """The site served on 127.0.0.1 and one browser context in a Chromium of its own (launched
    by the session's Playwright, ``browser``) that resolves no other host."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    with SITE.serve_site(built_site) as base:
        own = browser.browser_type.launch(executable_path=chromium, args=SITE.CHROMIUM_ARGS)
        context = own.new_context(viewport={"width": 1280, "height": 900})
        try:
            yield Site(base, context, SITE.Watch(context, base))
        finally:
            context.close()
            own.close()


def _shot(page: Any, name: str) -> None:
    """The whole page: the window grows to the content of Voici's scrolling panel."""
    size = page.viewport_size
    height = page.evaluate(
        "() => Math.max(...[...document.querySelectorAll('.lm-BoxPanel-child, body')]"
        ".map((e) => e.scrollHeight))"
    )
    page.set_viewport_size({"width": size["width"], "height": min(max(height, 200), 8000)})
    page.wait_for_timeout(300)
    page.screenshot(path=str(SHOTS / name))
    page.set_viewport_size(size)


def _hrefs(page: Any, selector: str) -> list[str]:
    return page.eval_on_selector_all(selector, "(els) => els.map((e) => e.getAttribute('href'))")


def _nav_resolves(page: Any, targets: list[str], lang: str = "en") -> None:
    """The navigation bar's links (and the rules drawer's lesson and glossary links, if open) are
    the site's ``.html`` pages ``targets`` (relative, in order) in ``lang``, and each is there
    (HTTP 200): the glossary page too."""
    hrefs = _hrefs(page, ".burg-navbar a")
    assert hrefs == [f"{t}.html?lang={lang}" for t in targets], hrefs
    drawer = ".burg-rules-drawer a.burg-rules-lesson, .burg-rules-drawer a.burg-glossary-link"
    for href in hrefs + _hrefs(page, drawer):
        assert re.fullmatch(r"[^?#]+\.html\?lang=" + lang, href), href
        url = page.evaluate("(h) => new URL(h, location.href).href", href)
        assert page.request.get(url).status == 200, url


# --- the front page and the language ------------------------------------------------------------


def _front_page_in(page: Any, lang: str) -> None:
    """The front page is in ``lang``; each game's links lead to its lesson list and play page
    (``.html``) in that language."""
    assert page.evaluate("() => document.documentElement.lang") == lang
    for game in ("schutz", "wettkampf", "carcassonne"):
        links = _hrefs(page, f".burg-game-{game} a")
        assert links == [f"{game}/index.html?lang={lang}", f"{game}/play.html?lang={lang}"], links


def test_front_page_in_german_switched_to_english_leads_to_every_game(site: Site) -> None:
    since = len(site.watch.errors)
    page = site.open("index", "de")
    page.wait_for_selector(".burg-app.burg-lang-de")
    _front_page_in(page, "de")
    _shot(page, "index-de.png")
    # the switch: the page and its links turn English, the address follows
    page.locator(".burg-lang-button.burg-lang-en").click()
    page.wait_for_selector(".burg-app.burg-lang-en")
    page.wait_for_url("**/voici/render/index.html?lang=en")
    _front_page_in(page, "en")
    _shot(page, "index-en.png")
    # a game's lesson list, through its link: lessons and the play page, all in English
    page.locator(".burg-game-carcassonne a.burg-game-lessons").click()
    page.wait_for_url("**/voici/render/carcassonne/index.html?lang=en")
    page.wait_for_selector(".burg-index[lang=en] a.burg-lesson-link", timeout=WAIT)
    links = _hrefs(page, ".burg-index a")
    assert len(links) > 5, links
    odd = [h for h in links if not re.fullmatch(r"[^?#]+\.html\?lang=en", h or "")]
    assert not odd, odd
    _nav_resolves(page, ["../index", "play", "glossary", "lab"])  # the bar
    _shot(page, "carcassonne-index-en.png")
    page.close()
    assert not site.problems(since), site.problems(since)


# --- a lesson of each game ------------------------------------------------------------------------


#: A lesson per game whose exercise is quickly answered: (game, lesson id).
LESSONS = [("schutz", "01_welcome"), ("wettkampf", "03_wall"), ("carcassonne", "02_placing")]


def _lessons(game: str) -> tuple[Any, Any]:
    """The game's ``LessonSet`` and its lesson texts."""
    if game == "schutz":
        from widgets.schutz.lessons import LESSONS as lessons
        from widgets.schutz.lessons import ui
    elif game == "wettkampf":
        from widgets.wettkampf.lessons import LESSONS as lessons
        from widgets.wettkampf.lessons import ui
    else:
        from widgets.carcassonne.lessons import LESSONS as lessons
        from widgets.carcassonne.lessons import ui
    return lessons, ui


@pytest.mark.parametrize(("game", "lesson_id"), LESSONS)
def test_a_lesson_of_each_game(site: Site, game: str, lesson_id: str) -> None:
    since = len(site.watch.errors)
    lessons, ui = _lessons(game)
    lesson = lessons.get(lesson_id, "en")
    page = site.open(f"{game}/{lesson_id}")
    page.locator(".burg-lesson .burg-check").first.wait_for()
    page.locator(".burg-lesson-title").filter(has_text=lesson.title).wait_for()
    # an example takes a step
    stepper = page.locator(".burg-stepper").first
    stepper.locator(".burg-step-next").click()
    stepper.locator(f".burg-step-label >> text={ui('step_of', 'en', i=1, n='')}").wait_for()
    # the exercise: a wrong answer gets a hint, the right one the praise
    ex = lesson.exercises()[0]
    box = page.locator(".burg-exercise").first
    selected = enter(box, ex.kind, ex.options, ex.wrong, set())
    box.locator(".burg-check").click()
    box.locator(".burg-feedback-wrong").wait_for()
    assert box.locator(".burg-hint").count() == 1
    # the button that shows the answer appears (a widget shown after being hidden: the static
    # site's kernel once kept it hidden), and goes once the answer is right
    box.locator(".burg-show-answer").wait_for(state="visible")
    enter(box, ex.kind, ex.options, ex.right, selected)
    box.locator(".burg-check").click()
    box.locator(".burg-feedback-ok").wait_for()
    box.locator(".burg-show-answer").wait_for(state="hidden")
    # the lesson's links stay on the site's pages, in the language
    odd = [h for h in _hrefs(page, ".burg-nav a") if not h.endswith(".html?lang=en")]
    assert not odd, odd
    _nav_resolves(page, ["../index", "index", "play", "glossary", "lab"])
    # its terms link their entries on the site's glossary page
    tips = _hrefs(page, "a.burg-term-more")
    assert tips and all(re.fullmatch(r"glossary\.html\?lang=en#term-[a-z-]+", h) for h in tips)
    if lesson_id == "03_wall":  # the chance that a card fits: a point per last card
        from widgets.wettkampf.lessons.wall import C, fit_chances

        page.wait_for_function(
            f"() => {{ const c = ({_CHART})('.wk-fit-chart'); "
            "return c && c.title && c.points.some((n) => n > 0); }"
        )
        drawn = page.evaluate(_CHART, ".wk-fit-chart")
        assert drawn["points"] == [len(fit_chances())] == [46], drawn
        assert C.text("en", "charts", "fit", "title") in drawn["title"], drawn
    # the sandbox plays on the real table (as the lesson tests on the Voilà server check it)
    if game in SANDBOX:
        SANDBOX[game](page, lesson_id)
    _shot(page, f"{game}-{lesson_id}.png")
    page.close()
    assert not site.problems(since), site.problems(since)


# --- the play page of each game -------------------------------------------------------------------


@dataclass(frozen=True)
class Play:
    """What a game's play page shows: its update counter, what a person can do now ('' while
    a bot thinks), its status line and log, and its score chart's title ('' none checked)."""

    tick: str
    state: str
    status: str
    log: str
    chart: str = ""


_SCHUTZ_STATE = """() => {
    const vis = (e) => e && e.checkVisibility && e.checkVisibility();
    if (document.querySelector('.burg-final-vp')) return 'over';
    const sel = '.burg-reveal, .burg-confirm:not([disabled]), '
        + '.burg-option:not([disabled]):not(.burg-selected)';
    return [...document.querySelectorAll(sel)].some(vis) ? 'decide' : '';
}"""
PLAYS = {
    "schutz": Play(".burg-tick [data-tick]", _SCHUTZ_STATE, ".burg-moves", ".burg-log"),
    "wettkampf": Play(
        ".wk-tick span", _WETTKAMPF_STATE, ".wk-status", ".wk-log", "Wall length after each turn"
    ),
    "carcassonne": Play(
        ".cc-tick span", _CARCASSONNE_STATE, ".cc-status", ".cc-log", "Score after each turn"
    ),
}
BOT = "Ben"  # the second seat's name: a bot on every play page


def _tick(page: Any, play: Play) -> str:
    return page.evaluate(
        "(sel) => { const e = document.querySelector(sel); return e ? e.dataset.tick : ''; }",
        play.tick,
    )


def _ready(page: Any, play: Play) -> str:
    """Wait until the person can act (or the game is over); what they can do."""
    page.wait_for_function(f"() => ({play.state})() !== ''")
    return page.evaluate(play.state)


def _person_step(page: Any, game: str, play: Play) -> None:
    """One click of the person's, like the game's own play test; wait for the page's update."""
    state = _ready(page, play)
    assert state != "over", "the game ended after a few moves"
    if game == "schutz":
        target = page.locator(
            ".burg-reveal:visible, .burg-confirm:visible:not([disabled]), "
            ".burg-option:visible:not([disabled]):not(.burg-selected)"
        ).first
    elif game == "wettkampf":
        lay = page.locator(".wk-action-lay")
        if state == "flip":
            target = page.locator(".wk-store button.wk-down:not([disabled])").first
        elif lay.count() and lay.is_enabled():
            target = lay
        else:
            target = page.locator(".wk-option:not([disabled])").first
    else:
        legal = page.locator(".cc-board .cc-legal")
        no_follower = page.locator(".cc-action-no_follower")
        if state == "place":
            target = legal.first if legal.count() else page.locator(".cc-action-rotate-right")
        elif no_follower.count() and no_follower.is_visible():
            target = no_follower
        else:
            target = page.locator(".cc-option:not([disabled])").first
    tick = _tick(page, play)
    target.click()
    page.wait_for_function(
        "([sel, old]) => { const e = document.querySelector(sel); "
        "return e && e.dataset.tick !== old; }",
        arg=[play.tick, tick],
    )


@pytest.mark.parametrize("game", list(PLAYS))
def test_play_page_of_each_game(site: Site, game: str) -> None:
    since = len(site.watch.errors)
    play = PLAYS[game]
    page = site.open(f"{game}/play")
    assert page.locator(".burg-seat-kind-1 select").input_value() != "person"  # a bot
    if game == "wettkampf":  # the longest pause: time to take back a decision before it
        page.locator(".burg-bot-pause input").fill("2")
    _shot(page, f"{game}-play-dialog.png")
    page.locator(".burg-start").click()
    _ready(page, play)
    # the coach's hint at 768 px in English: its words, the move outlined, the controls inside
    # the window (the German one at 1920 px comes after the file is loaded back, below)
    coach.SHOTS.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": 768, "height": 900})
    coach.hint(page, game, "en", "static site")
    _shot(page, f"{game}-play-hint-768-en.png")
    page.set_viewport_size({"width": 1280, "height": 900})
    # the rules drawer: the decision's rule and its lesson, a page of the site; the bar's links
    page.locator(".burg-rules-toggle").click()
    page.locator(".burg-rules-now a.burg-rules-lesson").wait_for()
    _nav_resolves(page, ["../index", "index", "glossary", "lab"])
    _shot(page, f"{game}-play-rules.png")
    page.locator(".burg-rules-close").click()
    page.locator(".burg-rules-drawer").wait_for(state="hidden")
    _shot(page, f"{game}-play-start.png")
    text = lambda sel: page.locator(sel).first.inner_text()  # noqa: E731
    before = text(play.status)
    bot_moves = text(play.log).count(BOT)
    # the person moves until the bot has answered (it moves later, on the browser's event loop)
    seen = []  # the status at each of the person's decisions
    for _ in range(12):
        seen.append(text(play.status))
        _person_step(page, game, play)
        if text(play.log).count(BOT) > bot_moves:
            break
    page.wait_for_function(
        "([sel, name, n]) => document.querySelector(sel).innerText.split(name).length - 1 > n",
        arg=[play.log, BOT, bot_moves],
    )
    _ready(page, play)
    assert text(play.status) != before
    _shot(page, f"{game}-play-moves.png")
    if play.chart:  # the score chart: a line per player, with a point for each turn so far
        page.wait_for_function(
            f"(t) => {{ const c = ({LINES_CHART})(t); return c && c.length === 2 "
            "&& c.every((n) => n > 1); }",
            arg=play.chart,
        )
        lines = page.evaluate(LINES_CHART, play.chart)
        assert lines is not None and len(lines) == 2, lines
    # undo: back to a decision the person saw before (the bot's answer taken back too); the
    # Wettkampf takes back no card turned up: its decision after a flip, in the bot's pause
    undo = page.locator(".burg-undo")
    for _ in range(12):
        if undo.is_enabled():
            break
        seen.append(text(play.status))
        _person_step(page, game, play)
    log = text(play.log)
    undo.click()
    page.wait_for_function(
        "([sel, old]) => document.querySelector(sel).innerText !== old", arg=[play.log, log]
    )
    _ready(page, play)
    assert text(play.status) in seen, (text(play.status), seen)
    _shot(page, f"{game}-play-undone.png")
    # save (one click: the file is made in the browser and downloaded at once, named
    # <game>-<date>-<time>.json), a new game, then load the file
    with page.expect_download() as info:
        page.locator(".burg-save").click()
    name = info.value.suggested_filename
    assert re.fullmatch(rf"{game}-\d{{4}}-\d\d-\d\d-\d{{4}}\.json", name), name
    raw = Path(info.value.path()).read_bytes()
    saved = json.loads(raw)
    assert saved["actions"], saved
    status = text(play.status)
    page.locator(".burg-new").click()
    page.locator(".burg-start").click()
    _ready(page, play)
    with page.expect_file_chooser() as chooser:
        page.locator(".burg-load").click()
    chooser.value.set_files(
        files=[{"name": f"{game}-game.json", "mimeType": "application/json", "buffer": raw}]
    )
    page.locator(".burg-message").filter(has_text="is loaded").wait_for()
    _ready(page, play)
    assert text(play.status) == status, (text(play.status), status)
    # the coach's review of a loaded save of 14 actions, in English; at 1920 px the page's own
    # switch turns it into German, and a hint comes in German
    coach.load_save(page, coach.save_of(game, 14))
    coach.review(page, game, "en", "static site", "14 actions")
    page.set_viewport_size({"width": 1920, "height": 900})
    coach.switch_lang(page, "de")
    coach.review_words(page, "de")
    _ready(page, play)
    coach.hint(page, game, "de", "static site")
    _shot(page, f"{game}-play-hint-1920-de.png")
    # teacher mode, as on the server (test_layout_browser.py): at 1920×1080 the board takes at
    # least 60 % of the width and the decision's type is 20 px or more
    from test_layout_browser import _TEACHER_GAMES, _TEACHER_SIZES

    board, decision, _, _ = _TEACHER_GAMES[game]
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.locator(".burg-teacher-toggle").click()
    page.wait_for_selector(".burg-app.burg-teacher")
    page.wait_for_timeout(300)  # the board's size settles
    sizes = page.evaluate(_TEACHER_SIZES, [board, decision])
    _shot(page, f"{game}-play-teacher.png")
    assert sizes["board"] >= 0.6 and sizes["decision"] >= 20, sizes
    page.close()
    assert not site.problems(since), site.problems(since)


# --- the memory snapshot every page starts from ---------------------------------------------------


def _dealt_seed(site: Site, game: str) -> int:
    """A new game on a new tab of ``game``'s play page: the seed its saved file names."""
    page = site.open(f"{game}/play")
    page.locator(".burg-start").click()
    page.locator(".burg-save").click()
    href = page.locator(".burg-download-game").get_attribute("href") or ""
    page.close()
    return json.loads(base64.b64decode(href.split(",", 1)[1]))["seed"]


def test_pages_start_from_the_snapshot_yet_deal_new_games(site: Site, built_site: Path) -> None:
    """Every page's Python starts from the build's memory snapshot (``.ci/build_site.py``
    ``SNAPSHOT_PY``: a build without one fails here, not only runs slower), and still each visit
    deals a new game: the pages reseed the random generator the snapshot holds."""
    since = len(site.watch.errors)
    pyodide = built_site / "static" / "pyodide"
    assert (pyodide / "snapshot.bin.gz").stat().st_size > 1_000_000
    config = json.loads((built_site / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]
    assert kernel["loadPyodideOptions"]["_loadSnapshot"] == "snapshot.bin.gz"
    seen = []
    with site.context.expect_event(
        "request", lambda r: r.url.endswith("/static/pyodide/snapshot.bin.gz")
    ):
        seen.append(_dealt_seed(site, "wettkampf"))
    seen.append(_dealt_seed(site, "wettkampf"))
    assert seen[0] != seen[1], seen
    assert not site.problems(since), site.problems(since)


# --- the strategy lab (widgets.core.lab), lean: one page -----------------------------------------


def test_a_lab_page_plays_in_the_browser(site: Site) -> None:
    """Im Schutze der Burg's lab page plays its games in the page's own Python, a step at a
    time: fewer games offered than on the server; 20 random games end with the bar full and
    the win bars with their intervals and the flow chart drawn."""
    from test_lab_browser import _DRAWN, _progress, _set_up

    since = len(site.watch.errors)
    page = site.open("schutz/lab")
    assert page.input_value(".burg-lab-games input") == "200"  # 1000 on the server
    _set_up(page, "schutz", "en", ("random", "random", "", ""), 20)
    page.locator(".burg-lab-run").click()
    page.wait_for_function(
        "() => (document.querySelector('.burg-lab-progress-text') || {}).textContent"
        "?.startsWith('Done: 20 ')",
        timeout=WAIT,
    )
    assert _progress(page)[0] == pytest.approx(1.0)
    page.wait_for_function(
        "() => document.querySelectorAll('.burg-lab-flows path.sankey-link').length > 1"
        " && document.querySelectorAll('.burg-lab-wins .errorbar').length >= 3",
        timeout=WAIT,
    )
    drawn = page.evaluate(_DRAWN)
    assert drawn["bars"] >= 3 and drawn["points"] >= 2, drawn
    _shot(page, "schutz-lab.png")
    page.close()
    assert not site.problems(since), site.problems(since)
