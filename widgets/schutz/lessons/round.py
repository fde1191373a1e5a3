"""Lesson 3: a round at a glance — choosing, revealing, the fixed card order.
Texts and positions: ``content/03_round/``."""

from __future__ import annotations

import dataclasses
from html import escape
from typing import Any

from burg.schutz import messages
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, names_of

C = LessonContent("03_round")
#: Round 1, four players, start player Carl; everybody has chosen.
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
    it): ``title``, the column heads ``who`` and ``what``, and ``steps`` in order, each with
    ``who`` (``"start"``: the start player; ``"self"``: the player decides; ``"auto"``: it
    follows by itself), ``who_text`` (that in words), ``what`` and ``winter`` (only in the
    winter game: ``when = "winter"`` in the text files)."""
    g = C.text(lang, "glance")
    return {
        "title": g["title"],
        "who": g["who"],
        "what": g["what"],
        "steps": [
            {
                "who": s["who"],
                "who_text": g[f"who_{s['who']}"],
                "what": s["what"],
                "winter": s.get("when") == "winter",
            }
            for s in g["steps"]
        ],
    }


def glance_html(lang: str = "en", winter: bool = False) -> str:
    """The round at a glance as a numbered table (the winter game's steps only if ``winter``)."""
    g = glance(lang)
    steps = [s for s in g["steps"] if winter or not s["winter"]]
    rows = "".join(
        f'<tr class="burg-glance-{s["who"]}"><td>{i}</td><td>{escape(s["who_text"])}</td>'
        f"<td>{escape(s['what'])}</td></tr>"
        for i, s in enumerate(steps, 1)
    )
    return (
        f'<div class="burg-glance"><p><b>{escape(g["title"])}</b></p>'
        f'<table class="burg-lesson-table"><tr><th></th><th>{escape(g["who"])}</th>'
        f"<th>{escape(g['what'])}</th></tr>{rows}</table></div>"
    )


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, the round at a glance after the rule."""
    base = C.lesson(lang, check=check)
    return dataclasses.replace(base, rule=(*base.rule, glance_html(lang)))
