"""The coach on each play page in Chromium, on the Voilà server: "Hint" shows a suggestion with
its reason and outlines the move on the board or in the decision panel, the pending decision's
controls stay inside the window; "Review this game" on a loaded save shows turning points with
a progress bar, a click shows the position before one, "Back to the end" returns. One page per
game, 768 and 1920 px and English and German spread over them. Screenshots:
test-artifacts/coach/."""

from __future__ import annotations

import importlib
import json
import time
from typing import Any

import pytest
from checks import fits, shot
from conftest import ARTIFACTS, PAGE_TIMEOUT, axe_violations, open_page

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "coach"
WAIT = 120_000  # ms

#: game, window width, language, the controls of its pending decision, whether to review
CASES = [
    ("schutz", 768, "en", ".burg-option:not([disabled]), .burg-confirm", False),
    ("wettkampf", 1920, "de", ".wk-store button.wk-down:not([disabled]), .wk-option", True),
    ("carcassonne", 768, "de", ".cc-cell-button, .cc-rotate-button", True),
]

#: Whether any element the coach's outline style names is on the page and shown.
OUTLINED = """() => {
    const style = [...document.querySelectorAll('.burg-coach style')].map(s => s.textContent)
        .find(t => t.includes('burg-coach-scope'));
    if (!style) return false;
    const sel = style.slice(0, style.indexOf('{'));
    return [...document.querySelectorAll(sel)].some(e => e.getBoundingClientRect().width > 0);
}"""


def timing(line: str) -> None:
    """A measured time, added to test-artifacts/coach/timings.txt."""
    with open(SHOTS / "timings.txt", "a") as f:
        f.write(line + "\n")


#: Each game's session kind and the bot in its second seat.
KINDS = {
    "schutz": ("widgets.schutz.app", "SCHUTZ", "greedy"),
    "wettkampf": ("widgets.wettkampf.app", "WETTKAMPF", "forgetful"),
    "carcassonne": ("widgets.carcassonne.app", "CARCASSONNE", "greedy"),
}


def save_of(game: str, actions: int) -> str:
    """A save of ``actions`` actions of ``game`` played by bots (a person in seat 0)."""
    module, attr, bot = KINDS[game]
    kind = getattr(importlib.import_module(module), attr)
    g = kind.new(players=2, seed=5, names=["Anna", "Ben"])
    bots = [kind.make_bot(bot, 9 + p) for p in range(2)]
    while len(g.history) < actions and not g.is_over:
        p = g.pending.players[0]
        g.apply(kind.bot_action(g, bots[p], p))
    data = g.to_json()
    data["seats"] = ["person", bot]
    return json.dumps(data)


@pytest.mark.parametrize(("game", "width", "lang", "controls", "review"), CASES)
def test_hint_and_review(
    browser: Any, voila_url: str, game: str, width: int, lang: str, controls: str, review: bool
) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    url = f"{voila_url}/voila/render/{game}/play.ipynb?lang={lang}"
    page, errors = open_page(browser, url, (width, 900))
    page.wait_for_selector(".burg-start", timeout=PAGE_TIMEOUT)
    page.click(".burg-start")
    page.wait_for_selector(".burg-hint:visible", timeout=WAIT)
    page.wait_for_function(
        "(sel) => [...document.querySelectorAll(sel)].some(e => e.offsetParent !== null)",
        arg=controls,
        timeout=WAIT,
    )
    t0 = time.perf_counter()
    page.click(".burg-hint")
    page.wait_for_selector(".burg-coach-hint", timeout=WAIT)
    timing(f"{game} hint at {width} px: {time.perf_counter() - t0:.2f} s")
    text = page.locator(".burg-coach-hint").inner_text()
    # a suggestion, or (a single legal move) the coach says it is the only one
    said = (
        ("Vorschlag für", "Einziger möglicher Zug")
        if lang == "de"
        else (
            "Suggested move for",
            "The only possible move",
        )
    )
    assert any(s in text for s in said), text
    assert "%" in text  # the win chance behind the reason
    assert page.evaluate(OUTLINED), "the suggested move is outlined nowhere"
    assert not axe_violations(page), axe_violations(page)
    fits(page, controls + ", .burg-hint", f"{game} hint", (width,))
    page.set_viewport_size({"width": width, "height": 900})
    shot(page, f"{game}-hint-{width}-{lang}.png", SHOTS)
    if review:
        path = SHOTS / f"{game}-save.json"
        path.write_text(save_of(game, 14))
        with page.expect_file_chooser() as chooser:
            page.click(".burg-load")
        chooser.value.set_files(str(path))
        page.wait_for_selector(".burg-review:visible", timeout=WAIT)
        t0 = time.perf_counter()
        page.click(".burg-review")
        page.wait_for_selector(
            ".burg-coach-points :is(.burg-coach-show, .burg-coach-box)", timeout=WAIT
        )
        timing(f"{game} review of 14 actions: {time.perf_counter() - t0:.2f} s")
        if page.locator(".burg-coach-show").count():
            page.locator(".burg-coach-show").first.click()
            page.wait_for_selector(".burg-review-end:visible", timeout=WAIT)
            page.wait_for_selector(".burg-coach-showing", timeout=WAIT)
            assert not axe_violations(page), axe_violations(page)
            shot(page, f"{game}-review-{width}-{lang}.png", SHOTS)
            page.click(".burg-review-end")
            page.wait_for_selector(".burg-review-end", state="hidden", timeout=WAIT)
        else:
            shot(page, f"{game}-review-{width}-{lang}.png", SHOTS)
    assert not errors, errors
    page.close()
