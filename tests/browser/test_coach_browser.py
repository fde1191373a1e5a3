"""The coach on each play page in Chromium, on the Voilà server: "Hint" shows a suggestion with
its reason in the page's language and outlines the move on the board or in the decision panel,
the pending decision's controls and the Hint button stay inside the window at 768 and 1920 px;
the page's own language switch turns the hint into the other language, and a second hint comes
in it (a Wettkampf card to turn over: the slot the words name is the card outlined); "Review
this game" on a loaded save shows turning points (or says there are none) in the page's
language, its buttons inside the window at both widths, a click shows the position before one,
"Back to the end" returns, and the result follows the page back into the first language. One
page per game: both widths and both languages on each. Screenshots and times:
test-artifacts/coach/."""

from __future__ import annotations

import importlib
import json
import re
import time
from typing import Any

import pytest
from checks import fits, shot
from conftest import ARTIFACTS, PAGE_TIMEOUT, axe_violations, open_page

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "coach"
WAIT = 120_000  # ms
WIDTHS = (768, 1920)  # a tablet and a projector

#: Each game's page: the controls of its pending decision, then the first hint's width and
#: language (the second hint comes at the other width, in the other language).
CONTROLS = {
    "schutz": ".burg-option:not([disabled]), .burg-confirm",
    "wettkampf": ".wk-store button.wk-down:not([disabled]), .wk-option",
    "carcassonne": ".cc-cell-button, .cc-rotate-button",
}
CASES = [("schutz", 768, "en"), ("wettkampf", 1920, "de"), ("carcassonne", 768, "de")]
OTHER = {"en": "de", "de": "en"}

#: What a hint says first, per language: a suggestion, or (no choice to weigh) that the move is
#: the only one, or that all moves are alike to the seat (``burg.core.coach.render_hint``).
HINT_WORDS = {
    "en": ("Suggested move for", "The only possible move", "possible moves are alike for"),
    "de": ("Vorschlag für", "Einziger möglicher Zug", "möglichen Züge sind für"),
}

#: Whether any element the coach's outline style names is on the page and shown.
OUTLINED = """() => {
    const style = [...document.querySelectorAll('.burg-coach style')].map(s => s.textContent)
        .find(t => t.includes('burg-coach-scope'));
    if (!style) return false;
    const sel = style.slice(0, style.indexOf('{'));
    return [...document.querySelectorAll(sel)].some(e => e.getBoundingClientRect().width > 0);
}"""

#: The slot numbers ("#20") of the Wettkampf's face-down cards the coach's outline names.
OUTLINED_CARDS = """() => {
    const style = [...document.querySelectorAll('.burg-coach style')].map(s => s.textContent)
        .find(t => t.includes('burg-coach-scope'));
    if (!style) return [];
    const sel = style.slice(0, style.indexOf('{'));
    return [...document.querySelectorAll(sel)].filter(e => e.matches('.wk-down'))
        .map(e => e.textContent.trim());
}"""

#: Marks the hint shown now: the next hint is the element without the mark.
_MARK_OLD = "() => document.querySelectorAll('.burg-coach-hint').forEach(e => e.dataset.old = 1)"


def timing(line: str) -> None:
    """A measured time, added to test-artifacts/coach/timings.txt."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    with open(SHOTS / "timings.txt", "a") as f:
        f.write(line + "\n")


#: Each game's session kind and the bot in its second seat.
KINDS = {
    "schutz": ("widgets.schutz.app", "SCHUTZ", "greedy"),
    "wettkampf": ("widgets.wettkampf.app", "WETTKAMPF", "forgetful"),
    "carcassonne": ("widgets.carcassonne.app", "CARCASSONNE", "greedy"),
}


def save_of(game: str, actions: int | None, seed: int = 5) -> str:
    """A save of ``actions`` actions of ``game`` (``None``: the whole game) played by bots (a
    person in seat 0)."""
    module, attr, bot = KINDS[game]
    kind = getattr(importlib.import_module(module), attr)
    g = kind.new(players=2, seed=seed, names=["Anna", "Ben"])
    bots = [kind.make_bot(bot, 4 + seed + p) for p in range(2)]
    while (actions is None or len(g.history) < actions) and not g.is_over:
        p = g.pending.players[0]
        g.apply(kind.bot_action(g, bots[p], p))
    data = g.to_json()
    data["seats"] = ["person", bot]
    return json.dumps(data)


def switch_lang(page: Any, lang: str) -> None:
    """Switch the page to ``lang`` with its own language switch; wait for the page's words."""
    from playwright.sync_api import expect

    from widgets.core.coach_panel import TEXTS

    page.locator(f".burg-lang-button.burg-lang-{lang}").first.click()
    page.wait_for_selector(f".burg-app.burg-lang-{lang}", timeout=WAIT)
    expect(page.locator(".burg-hint")).to_have_text(TEXTS[lang]["hint"], timeout=WAIT)


def hint_words(page: Any, lang: str) -> str:
    """The hint shown now, once it is in ``lang``: a suggestion (or the only move) and the win
    chance behind it; its text."""
    from playwright.sync_api import expect

    hint = page.locator(".burg-coach-hint")
    said = re.compile("|".join(map(re.escape, HINT_WORDS[lang])))
    expect(hint).to_contain_text(said, timeout=WAIT)
    text = str(hint.inner_text())
    if HINT_WORDS[lang][0] in text:
        assert "%" in text, text  # the win chance behind the suggestion
    return text


def hint(page: Any, game: str, lang: str, where: str) -> str:
    """Click "Hint" and wait for a new hint (not the one shown before); check it: in ``lang``,
    the move outlined, the decision's controls and the button inside the window at both widths.
    The time it took goes to timings.txt; returns the hint's text."""
    page.evaluate(_MARK_OLD)
    t0 = time.perf_counter()
    page.click(".burg-hint")
    page.wait_for_selector(".burg-coach-hint:not([data-old])", timeout=WAIT)
    seconds = time.perf_counter() - t0
    width = page.viewport_size["width"]
    timing(f"{where}: {game} hint at {width} px, {lang}: {seconds:.2f} s")
    text = hint_words(page, lang)
    assert page.evaluate(OUTLINED), "the suggested move is outlined nowhere"
    cards = page.evaluate(OUTLINED_CARDS)
    if cards:  # a Wettkampf card to turn over: the words name the slot outlined
        assert re.search(re.escape(cards[0]) + r"(?!\d)", text.splitlines()[0]), (cards, text)
    fits(page, CONTROLS[game] + ", .burg-hint", f"{game} hint ({lang})", WIDTHS)
    page.set_viewport_size({"width": width, "height": 900})
    return text


def review_words(page: Any, lang: str) -> int:
    """The review's result, once it is in ``lang``: its turning points (how many) or the words
    that there are none."""
    from playwright.sync_api import expect

    from widgets.core.coach_panel import TEXTS

    box = page.locator(".burg-coach-points")
    found = TEXTS[lang]["found"].split("(")[0]
    said = re.compile(re.escape(found) + "|" + re.escape(TEXTS[lang]["no_points"]))
    expect(box).to_contain_text(said, timeout=WAIT)
    n = page.locator(".burg-coach-show").count()
    if n:
        expect(page.locator(".burg-coach-show").first).to_have_text(TEXTS[lang]["show"])
    return int(n)


def load_save(page: Any, raw: str) -> None:
    """Load the save ``raw`` with the page's "Load" button; wait until it can be reviewed."""
    with page.expect_file_chooser() as chooser:
        page.click(".burg-load")
    chooser.value.set_files(
        files=[{"name": "save.json", "mimeType": "application/json", "buffer": raw.encode()}]
    )
    page.wait_for_selector(".burg-review:visible", timeout=WAIT)


def review(page: Any, game: str, lang: str, where: str, what: str) -> int:
    """Click "Review this game" and wait for its result; check it is in ``lang`` and its
    buttons inside the window at both widths. The time it took goes to timings.txt (``what``:
    the save's length); returns how many turning points."""
    t0 = time.perf_counter()
    page.click(".burg-review")
    page.wait_for_selector(
        ".burg-coach-points :is(.burg-coach-show, .burg-coach-box)", timeout=WAIT
    )
    timing(f"{where}: {game} review of {what}: {time.perf_counter() - t0:.2f} s")
    n = review_words(page, lang)
    width = page.viewport_size["width"]
    fits(page, ".burg-coach-show, .burg-review", f"{game} review ({lang})", WIDTHS)
    page.set_viewport_size({"width": width, "height": 900})
    return n


@pytest.mark.parametrize(("game", "width", "lang"), CASES)
def test_hint_and_review(browser: Any, voila_url: str, game: str, width: int, lang: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    url = f"{voila_url}/voila/render/{game}/play.ipynb?lang={lang}"
    page, errors = open_page(browser, url, (width, 900))
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    page.click(".burg-start")
    page.wait_for_selector(".burg-hint:visible", timeout=WAIT)
    page.wait_for_function(
        "(sel) => [...document.querySelectorAll(sel)].some(e => e.offsetParent !== null)",
        arg=CONTROLS[game],
        timeout=WAIT,
    )
    # the first hint, in the page's language at its width
    hint(page, game, lang, "server")
    assert not axe_violations(page), axe_violations(page)
    shot(page, f"{game}-hint-{width}-{lang}.png", SHOTS)
    # the other width and language: the hint shown turns into the other language, a second
    # hint comes in it
    other, lang2 = WIDTHS[width == WIDTHS[0]], OTHER[lang]
    page.set_viewport_size({"width": other, "height": 900})
    switch_lang(page, lang2)
    hint_words(page, lang2)
    hint(page, game, lang2, "server")
    shot(page, f"{game}-hint-{other}-{lang2}.png", SHOTS)
    # the review of a loaded save of 14 actions, in the second language
    load_save(page, save_of(game, 14))
    if review(page, game, lang2, "server", "14 actions"):
        page.locator(".burg-coach-show").first.click()
        page.wait_for_selector(".burg-review-end:visible", timeout=WAIT)
        page.wait_for_selector(".burg-coach-showing", timeout=WAIT)
        assert not axe_violations(page), axe_violations(page)
        shot(page, f"{game}-review-{other}-{lang2}.png", SHOTS)
        page.click(".burg-review-end")
        page.wait_for_selector(".burg-review-end", state="hidden", timeout=WAIT)
    else:
        shot(page, f"{game}-review-{other}-{lang2}.png", SHOTS)
    # the review's result follows the page back into the first language
    switch_lang(page, lang)
    review_words(page, lang)
    assert not errors, errors
    page.close()
