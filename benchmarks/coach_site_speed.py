"""How fast the coach is in the static site (issue 25, point 6): in Chromium, on each game's play
page of the built site (``bash .ci/site``: the page's Python runs in the browser on Pyodide),
"Hint" at a few positions of a game (median) and "Review this game" of the whole game. Printed,
not asserted. Targets in the static site: hint ≤ 4 s, a whole game's review ≤ 90 s (on the
Voilà server ≤ 1.5 s and ≤ 30 s: ``coach_speed.py``).

The games are ``coach_speed.py``'s (played by bots to the end, seed 11; the review is of seat 0,
the person, as there): each position is a save of the game up to a decision of seat 0 alone, loaded
with the page's "Load game" button; the time is from the click to the answer shown (a hint: the
page's round trip and the search; a review: every decision searched, slice by slice). The site
is built and served as the browser tests do it (``site_load.py``: a plain static server, no host
but 127.0.0.1).

    python benchmarks/coach_site_speed.py [--site site] [--positions 5] [--games schutz,...]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import coach_speed
import site_load

HINT_TARGET = 4.0  # s, the static site's (issue 25)
REVIEW_TARGET = 90.0  # s
TIMEOUT = 600_000  # ms; a review on a busy machine

#: Marks the hint shown now: the next hint is the element without the mark.
_MARK_OLD = "() => document.querySelectorAll('.burg-coach-hint').forEach(e => e.dataset.old = 1)"


def saves(name: str, positions: int) -> tuple[list[bytes], bytes, int]:
    """``coach_speed.py``'s game of ``name``: saves of it up to ``positions`` decisions of seat
    0 spread over the game, the whole game's save (seat 0 a person, seat 1 its bot) and its
    length."""
    game = coach_speed.play(name, seed=11)
    data = game.to_json()
    data["seats"] = ["person", coach_speed.GAMES[name][2]]
    end = len(game.history)
    cuts = []
    for k in range(positions):
        i = end * (k + 1) // (positions + 2)
        game.restore(i)
        # on to a decision of the person's alone (while a bot decides too, its move may come
        # during the search, and the hint is dropped as no longer current)
        while tuple(game.pending.players) != (0,):
            i += 1
            game.restore(i)
        cuts.append(i)
    game.restore(end)
    parts = [json.dumps({**data, "actions": data["actions"][:i]}).encode() for i in cuts]
    return parts, json.dumps(data).encode(), end


def load(page: Any, raw: bytes) -> None:
    """Load the save ``raw`` with the page's "Load game" button; wait until it is loaded."""
    with page.expect_file_chooser() as chooser:
        page.locator(".burg-load").click()
    chooser.value.set_files(
        files=[{"name": "game.json", "mimeType": "application/json", "buffer": raw}]
    )
    page.locator(".burg-review").wait_for(state="visible", timeout=TIMEOUT)


def hint_seconds(page: Any) -> float:
    """Seconds from a click on "Hint" to the new hint on the page."""
    page.evaluate(_MARK_OLD)
    t0 = time.perf_counter()
    page.locator(".burg-hint").click()
    page.locator(".burg-coach-hint:not([data-old])").wait_for(timeout=120_000)
    return time.perf_counter() - t0


def review_seconds(page: Any) -> tuple[float, int]:
    """Seconds from a click on "Review this game" to its result; how many turning points."""
    t0 = time.perf_counter()
    page.locator(".burg-review").click()
    page.locator(".burg-coach-points :is(.burg-coach-show, .burg-coach-box)").first.wait_for(
        timeout=TIMEOUT
    )
    return time.perf_counter() - t0, page.locator(".burg-coach-show").count()


def run(site: Path, games: list[str], positions: int, chromium: str) -> None:
    from playwright.sync_api import sync_playwright

    with site_load.serve_site(site) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=site_load.CHROMIUM_ARGS)
        for name in games:
            parts, whole, end = saves(name, positions)
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(TIMEOUT)
            errors: list[str] = []
            page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
            t0 = time.perf_counter()
            page.goto(site_load.page_url(base, f"{name}/play"), wait_until="commit")
            page.wait_for_selector(site_load.READY, state="visible", timeout=TIMEOUT)
            opened = time.perf_counter() - t0
            page.locator(".burg-start").click()
            hints = []
            for raw in parts:
                load(page, raw)
                hints.append(hint_seconds(page))
            load(page, whole)
            review, points = review_seconds(page)
            print(
                f"{name:12s} page {opened:5.1f} s; hint median {statistics.median(hints):.2f} s "
                f"(max {max(hints):.2f}, {len(hints)} positions; target ≤ {HINT_TARGET:.0f} s); "
                f"review of the whole game ({end} actions) {review:.1f} s "
                f"(target ≤ {REVIEW_TARGET:.0f} s), {points} turning points; "
                f"load {os.getloadavg()[0]:.0f}",
                flush=True,
            )
            for e in errors:
                print("    page error:", e[:200])
            page.close()
        browser.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--site", help="a built site's folder (default: build one now)")
    ap.add_argument("--positions", type=int, default=5)
    ap.add_argument("--games", default=",".join(coach_speed.GAMES))
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args()
    if args.site:
        site = site_load.check_built(Path(args.site))
    else:
        site = Path(tempfile.mkdtemp(prefix="burg-site-"))
        t0 = time.perf_counter()
        site_load.build_site(site)
        print(f"built the site into {site} in {time.perf_counter() - t0:.0f} s", flush=True)
    print(
        f"the static site in Chromium ({args.positions} hint positions a game, the review of "
        "seat 0): wall seconds from the click to the answer on the page"
    )
    run(site, args.games.split(","), args.positions, args.chromium)


if __name__ == "__main__":
    main()
