"""Lesson 2: a turn: turn one card over for all to see, then lay it at the right end of your
wall if it is higher than your last card, or turn it face down again in its slot (§W6–§W11).
Texts and positions: ``content/02_turn/``."""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

from burg.wettkampf import Lay
from burg.wettkampf.positions import load_position
from widgets.core.lessons.glance import glance_data, glance_table
from widgets.core.lessons.model import Feedback, Lesson, why_illegal
from widgets.wettkampf.lessons import LessonContent

C = LessonContent("02_turn")
#: Two players; Anna (seat 0), wall 4 9 15, is to turn a card over.
QUIZ = C.position("quiz")
#: The seat the exercise asks about.
ANNA = 0
#: The cards the exercise offers (turned over earlier, so everyone knows them).
OPTIONS: tuple[int, ...] = tuple(C.data["exercise"]["options"])


def fitting(position: dict[str, Any], player: int, numbers: tuple[int, ...]) -> list[int]:
    """The cards of ``numbers`` that ``player`` may lay at the right end of his wall (§W8, §W9),
    as the engine says (``Game.fits``)."""
    game = load_position(position)
    return [n for n in numbers if game.fits(player, n)]


def reason(position: dict[str, Any], player: int, number: int, lang: str = "en") -> str:
    """The engine's reason why ``player`` may not lay ``number`` (§W9): the position with that
    card just turned over in its slot (``secret``), asked ``why_not`` of laying it."""
    d = copy.deepcopy(position)
    d["active"] = player
    d["phase"] = "decide"
    d["flipped"] = {"slot": d["secret"]["store"].index(number), "number": number}
    return why_illegal(load_position(d), Lay(player)).plain(lang)


def _list(numbers: list[int], lang: str) -> str:
    word = C.msg(lang, "and")
    text = [str(n) for n in numbers]
    return text[0] if len(text) == 1 else f"{', '.join(text[:-1])} {word} {text[-1]}"


def check(answer: Any, lang: str = "en") -> Feedback:
    """Which of these known cards may Anna lay? The engine's ``fits`` decides (§W9)."""
    game = load_position(QUIZ)
    fits = fitting(QUIZ, ANNA, OPTIONS)
    low = [n for n in OPTIONS if n not in fits]
    chosen = set(answer) if isinstance(answer, tuple | list | set | frozenset) else set()
    cite = C.text(lang, "exercise", "cite")
    if not chosen:
        return Feedback(False, C.msg(lang, "choose"), cite)
    values = {
        "fits": _list(fits, lang),
        "low": _list(low, lang),
        "last": game.last(ANNA),
        "reason": reason(QUIZ, ANNA, max(low), lang),
    }
    if chosen == set(fits):
        return Feedback(True, C.msg(lang, "right", **values), cite)
    key = "wrong_low" if chosen - set(fits) else "wrong_missing"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "answer", **values))


def glance(lang: str = "en") -> dict[str, Any]:
    """A turn at a glance, as data (the lesson shows it; the play page's rules panel may reuse
    it): see :func:`widgets.core.lessons.glance.glance_data`; each step also says ``variant``
    (only in the expert variant: ``when = "variant"`` in the text files)."""
    g = glance_data(C.text(lang, "glance"))
    for s in g["steps"]:
        s["variant"] = s["when"] == "variant"
    return g


def glance_html(lang: str = "en", variant: bool = False) -> str:
    """The turn at a glance as a numbered table (the variant's steps only if ``variant``)."""
    return glance_table(glance(lang), "wk-glance", lambda s: variant or not s["variant"])


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, the turn at a glance after the rule."""
    base = C.lesson(lang, check=check)
    return dataclasses.replace(base, rule=(*base.rule, glance_html(lang)))
