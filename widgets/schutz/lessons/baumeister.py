"""Lesson 10: the Baumeister (Master Builder) — cards back, 5 VP per building by others.
Texts and positions: ``content/10_baumeister/``."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import Done
from burg.schutz.data import BAUMEISTER_VP
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at

C = LessonContent("10_baumeister")
#: Four players: Anna built 2 buildings with her Steinmetz, Ben 1 with his Maurer; Dora's
#: Arbeiter C is building; Carl's Baumeister resolves last.
QUIZ = C.position("exercise")


def baumeister_vp(pos: dict[str, Any], seat: int) -> int:
    """VP ``seat``'s Baumeister scores when the current player passes, from the engine."""
    g = game_at(pos)
    events = g.apply(Done(g.pending.players[0]))
    return sum(e.count for e in events if e.reason == "baumeister_vp" and e.player == seat)


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many VP does Carl's Baumeister score? The engine resolves the round
    (Die Personenkarten — Der Baumeister: 5 SP for every building the others build this round)."""
    want = baumeister_vp(QUIZ, 2)
    buildings = want // BAUMEISTER_VP
    cite = C.text(lang, "exercise", "cite")
    if answer == want:
        return Feedback(True, C.msg(lang, "right", vp=want, buildings=buildings), cite)
    return Feedback(
        False, C.msg(lang, "wrong"), cite, C.msg(lang, "answer", vp=want, buildings=buildings)
    )


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang`` (the Baumeister in the winter game is a part of lesson 16)."""
    return C.lesson(lang, check=check)
