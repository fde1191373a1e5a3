"""Lesson 8: a whole game against bots, and what memory is worth (§W5, §H5, §H6).
Texts, positions and the chart's figures: ``content/08_play/``.

``memory.json`` holds the figures of ``benchmarks/wettkampf_memory.py --games 2000``: how often
a bot with each memory model wins against a bot with perfect recall and against one with no
memory. ``memory_rates`` reads it for the chart (``charts: ["memory"]`` in ``lesson.json``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from burg.wettkampf.actions import Flip
from burg.wettkampf.positions import load_position
from widgets.core.lessons.content import ContentError
from widgets.core.lessons.model import Feedback, Lesson
from widgets.wettkampf.lessons import LessonContent

C = LessonContent("08_play")
#: Dora's turn (another game than the example's): earlier flips showed three cards, a fourth
#: slot was never turned over.
QUIZ = C.position("exercise")
#: The seat asked about: Dora.
ANNA = 0
#: The benchmark's figures for the memory chart.
MEMORY = C.folder / "memory.json"


def memory_rates(path: Path = MEMORY) -> dict[str, Any]:
    """The memory chart's figures (§H6): ``games`` per pairing, the ``opponents`` (memory models,
    the benchmark's names) and one row per memory model: ``key`` (its name), ``model`` (§M0–§M3)
    and per opponent its ``win_rate`` (0-1) and 95 % interval ``ci95``. Raises
    ``ContentError`` naming the file and the key if it is missing or damaged."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(f"{path}: missing") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ContentError(f"{path}: not JSON ({e})") from None
    try:
        games, opponents = data["games_per_pairing"], data["opponents"]
        if type(games) is not int or games < 1:
            raise ContentError(f"{path}: games_per_pairing is not a positive whole number")
        if not opponents or not data["models"]:
            raise ContentError(f"{path}: no opponents or no models")
        rows = []
        for i, m in enumerate(data["models"]):
            row = {"key": str(m["name"]), "model": str(m["model"]), "win_rate": {}, "ci95": {}}
            for o in opponents:
                for field in ("win_rate", "ci95"):
                    x = m[field][o]
                    if type(x) not in (int, float) or not 0 <= x <= 1:
                        raise ContentError(f"{path}: models[{i}].{field}.{o} is not a share")
                    row[field][o] = float(x)
            rows.append(row)
    except (KeyError, TypeError) as e:
        raise ContentError(f"{path}: no value {e}") from None
    return {"games": games, "opponents": [str(o) for o in opponents], "rows": rows}


def memory_values(lang: str = "en", data: dict[str, Any] | None = None) -> dict[str, Any]:
    """The figures the rule text quotes from the chart (``memory_rates``): games per pairing
    and win rates in per cent with one decimal, written for ``lang`` (``forget10``,
    ``limited``, ``nomemory``: against perfect recall; ``forget40``: against no memory)."""
    data = memory_rates() if data is None else data
    rate = {r["key"]: r["win_rate"] for r in data["rows"]}

    def per_cent(x: float) -> str:
        text = f"{100 * x:.1f}"
        return text.replace(".", ",") if lang == "de" else text

    try:
        return {
            "games": data["games"],
            "forget10": per_cent(rate["forget 10%"]["perfect"]),
            "limited": per_cent(rate["last 4 flips"]["perfect"]),
            "nomemory": per_cent(rate["no memory"]["perfect"]),
            "forget40": per_cent(rate["forget 40%"]["no memory"]),
        }
    except KeyError as e:
        raise ContentError(f"{MEMORY}: no figures for {e}") from None


def card_in(slot: int) -> int:
    """The card lying face down in ``slot`` of the exercise (the engine turns it over)."""
    game = load_position(QUIZ)
    game.apply(Flip(ANNA, slot))
    return game.pending.number


def best_remembered(seen: list[int]) -> int | None:
    """The remembered slot a good memory player turns over: of the cards seen there, the one
    that fits on Anna's wall (§W9) with the smallest jump (the rulebook's tip), or ``None``."""
    game = load_position(QUIZ)
    fitting = [(card_in(s), s) for s in seen if game.fits(ANNA, card_in(s))]
    return min(fitting)[1] if fitting else None


def check(answer: Any, lang: str = "en") -> Feedback:
    """Which slot does a good memory player turn over? The engine says which card lies in each
    remembered slot and whether it fits (§W9); the smallest fitting jump is best (the tip)."""
    game = load_position(QUIZ)
    seen = list(C.data["exercise"]["seen"])
    best = best_remembered(seen)
    assert best is not None  # the exercise is written so that a remembered card fits
    values = {
        "name": game.view()["players"][ANNA]["name"],
        "slot": best + 1,  # as the table shows it, counted from 1
        "number": card_in(best),
        "last": game.last(ANNA),
    }
    cite = C.text(lang, "exercise", "cite")
    if isinstance(answer, bool) or answer not in C.data["exercise"]["options"]:
        return Feedback(False, C.msg(lang, "choose"), cite)
    if answer == best:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    if answer not in seen:
        key = "wrong_unseen"
    elif not game.fits(ANNA, card_in(answer)):
        key = "wrong_low"
    else:
        key = "wrong_jump"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "answer", **values))


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang`` (its rule text quotes the memory chart's figures)."""
    return C.lesson(lang, check=check, values=memory_values(lang))
