"""Lesson 3: a round at a glance — choosing, revealing, the fixed card order.
Texts and positions: ``content/03_round/``."""

from __future__ import annotations

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


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
