"""The strategy lab pages in Chromium on the Voilà server: one page load per game. Cheap bots
play a small experiment: the progress bar moves and ends full, the charts drawn (the SVG) show
the win-rate bars with their 95 % intervals, the final scores' lines and the Sankey's links;
the words are the page's language. On Im Schutze der Burg's page a longer run is cancelled
while the bar moves: the page says so and keeps the games played. No console or page errors.
Screenshots: test-artifacts/lab/."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from checks import shot
from conftest import ARTIFACTS, PAGE_TIMEOUT, open_page

from burg.core.lab import seats
from widgets.core.lab import t

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "lab"
WAIT = 120  # seconds for a run on a busy 2-core machine

#: Per game: the language, the players (one per player menu; "" nobody), the games.
RUNS = {
    "schutz": ("en", ("greedy", "random", "", ""), 50),
    "wettkampf": ("de", ("perfect", "random", "", ""), 50),
    "carcassonne": ("en", ("random", "random"), 20),
}

# What the charts drew: win-rate bars and error bars, score line points, Sankey links.
_DRAWN = """() => {
    const q = (sel) => document.querySelectorAll(sel).length;
    return {
        bars: q('.burg-lab-wins .barlayer .point'),
        intervals: q('.burg-lab-wins .errorbar'),
        points: q('.burg-lab-scores .scatterlayer .points path.point'),
        sources: q('.burg-lab-sources .barlayer .point'),
        links: [...document.querySelectorAll('.burg-lab-flows path.sankey-link')]
            .filter((e) => (e.getAttribute('d') || '').length > 10).length,
        titles: [...document.querySelectorAll('.burg-lab-charts .gtitle')]
            .map((e) => e.textContent),
    };
}"""


def _progress(page: Any) -> tuple[float, str]:
    """The progress bar's filled share (0..1) and its line of text."""
    share = page.evaluate(
        """() => {
            const bar = document.querySelector('.burg-lab-progress .progress-bar');
            return bar ? parseFloat(bar.style.width || '0') / 100 : 0;
        }"""
    )
    return share, page.inner_text(".burg-lab-progress-text")


def _until(page: Any, check: Any, what: str) -> Any:
    deadline = time.monotonic() + WAIT
    while True:
        got = check()
        if got:
            return got
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not within {WAIT} s")
        page.wait_for_timeout(200)


def _set_up(page: Any, game: str, lang: str, players: tuple[str, ...], games: int) -> None:
    """Choose ``players`` (by name; "" nobody) and the number of games."""
    words = {s.name: s.label(lang) for s in seats(game)} | {"": t("empty", lang)}
    for i, who in enumerate(players):
        page.select_option(f".burg-lab-seat-{i} select", label=words[who])
    page.fill(".burg-lab-games input", str(games))
    page.press(".burg-lab-games input", "Tab")


@pytest.mark.parametrize("game", list(RUNS))
def test_a_lab_run_moves_the_bar_and_draws_the_charts(
    browser: Any, voila_url: str, game: str
) -> None:
    lang, players, games = RUNS[game]
    SHOTS.mkdir(parents=True, exist_ok=True)
    url = f"{voila_url}/voila/render/{game}/lab.ipynb?lang={lang}"
    page, errors = open_page(browser, url, (1280, 900))
    page.wait_for_selector(f".burg-lab.burg-lang-{lang} .burg-lab-run", timeout=PAGE_TIMEOUT)
    assert page.locator(".burg-lab-prepare").count() == 3
    _set_up(page, game, lang, players, games)
    page.click(".burg-lab-run")
    done = "Fertig" if lang == "de" else "Done"
    _until(page, lambda: _progress(page)[1].startswith(f"{done}: {games} "), "the run ends")
    assert page.is_enabled(".burg-lab-run") and page.is_disabled(".burg-lab-cancel")
    assert _progress(page)[0] == pytest.approx(1.0)
    n = sum(1 for p in players if p)
    drawn = _until(
        page,
        lambda: (d := page.evaluate(_DRAWN))["links"] and d["bars"] >= n + 1 and d,
        "the charts drawn",
    )
    assert drawn["intervals"] >= n + 1, drawn  # a 95 % interval per player and the first seat
    assert drawn["points"] >= n and drawn["sources"] >= n and drawn["links"] >= 2, drawn
    assert any(t.startswith("Wer gewinnt" if lang == "de" else "Who wins") for t in drawn["titles"])
    first = page.inner_text(".burg-lab-first-line")
    assert first.startswith("Wer zuerst sitzt" if lang == "de" else "Whoever sits first")
    shot(page, f"{game}-{lang}-done.png", SHOTS)

    if game == "schutz":  # a long run, cancelled while the bar moves
        _set_up(page, game, lang, ("random", "random", "random", ""), 5000)
        page.click(".burg-lab-run")
        moving = re.compile(r"([1-9]\d*) of 5000 games")
        seen = _until(page, lambda: moving.match(_progress(page)[1]), "the bar moves")
        share = _progress(page)[0]
        assert 0 < share < 1
        _until(page, lambda: _progress(page)[0] > share, "the bar moves on")
        assert int(moving.match(_progress(page)[1])[1]) > int(seen[1])
        page.click(".burg-lab-cancel")
        _until(page, lambda: page.is_enabled(".burg-lab-run"), "the run stops")
        # the button and the message are separate updates: wait for the message too
        cancelled = re.compile(r"Cancelled after (\d+) of 5000 games")
        m = _until(
            page, lambda: cancelled.match(page.inner_text(".burg-lab-message")), "the message"
        )
        assert 0 < int(m[1]) < 5000, m[0]
        assert page.evaluate(_DRAWN)["links"], "the charts keep the games played"
        shot(page, f"{game}-cancelled.png", SHOTS)
    assert not errors, errors
    page.close()
