"""Lesson 5: the Bote (Messenger). Texts and positions: ``content/05_bote/``."""

from __future__ import annotations

from typing import Any

from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, names_of

C = LessonContent("05_bote")
#: Round 8 of 15: the bank holds only 11 talers; Carl is start player; Anna and Carl play Bote.
QUIZ = C.position("exercise")
#: The seat whose Bote the question asks about (Anna).
ASKED = 0


def bote_talers(pos: dict[str, Any], seat: int) -> int:
    """Talers ``seat``'s Bote took, from the engine's events."""
    g = game_at(pos)
    return sum(e.count for e in g.events if e.reason == "bote" and e.player == seat)


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many talers does Anna's Bote get from a bank of 11? The engine resolves (Der Bote:
    8 talers from the bank, no more than it holds; Gleiche Karten: from the start player on)."""
    game = game_at(QUIZ)
    names = names_of(game)
    takes = [(e.player, e.count) for e in game.events if e.reason == "bote"]
    bank = sum(
        e.count
        for e in game.events
        if e.reason == "setup" and e.item == "taler" and e.dst == "bank"
    )
    first, first_got = takes[0]
    values = {
        "got": sum(n for seat, n in takes if seat == ASKED),
        "name": names[ASKED],
        "first": names[first],
        "first_got": first_got,
        "bank": bank,
    }
    cite = C.text(lang, "exercise", "cite")
    if answer == values["got"]:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    return Feedback(
        False, C.msg(lang, "wrong", answer=answer), cite, C.msg(lang, "answer", **values)
    )


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
