"""Lesson 3: a round at a glance — choosing, revealing, the fixed card order.
Texts and positions: ``content/03_round/``."""

from __future__ import annotations

import dataclasses
from typing import Any

from burg.schutz import messages
from widgets.core.lessons.glance import glance_data, glance_table
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, names_of

C = LessonContent("03_round")
#: Round 1, four players, start player Carl (no Maurer: Dora's comes first); everybody has chosen.
QUIZ = C.position("quiz")


def resolution_order(pos: dict[str, Any]) -> list[tuple[str, int]]:
    """The engine's resolution queue for a position where every card is chosen."""
    return game_at(pos).resolution_order()


def check(answer: Any, lang: str = "en") -> Feedback:
    """Who resolves first? The engine's resolution queue decides (Spielablauf: Reihenfolge)."""
    game = game_at(QUIZ)
    names = names_of(game)
    queue = game.resolution_order()
    order = ", ".join(
        C.msg(lang, "card_of", name=names[p], card=messages.name(c, lang)) for c, p in queue
    )
    cite = C.text(lang, "exercise", "cite")
    if answer == queue[0][1]:
        return Feedback(True, C.msg(lang, "right", order=order), cite)
    return Feedback(False, C.msg(lang, "wrong"), cite, C.msg(lang, "answer", order=order))


def glance(lang: str = "en") -> dict[str, Any]:
    """A round at a glance, as data (the lesson shows it; the play page's rules panel may reuse
    it): see :func:`widgets.core.lessons.glance.glance_data`; each step also says ``winter``
    (only in the winter game: ``when = "winter"`` in the text files). ``who`` may be
    ``"start"``: the start player."""
    g = glance_data(C.text(lang, "glance"))
    for s in g["steps"]:
        s["winter"] = s["when"] == "winter"
    return g


def glance_html(lang: str = "en", winter: bool = False) -> str:
    """The round at a glance as a numbered table (the winter game's steps only if ``winter``)."""
    return glance_table(glance(lang), "burg-glance", lambda s: winter or not s["winter"])


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, the round at a glance after the rule."""
    base = C.lesson(lang, check=check)
    return dataclasses.replace(base, rule=(*base.rule, glance_html(lang)))
