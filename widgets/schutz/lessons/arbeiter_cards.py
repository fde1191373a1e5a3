"""Lesson 4: the Arbeiter cards and their stocking. Texts and positions:
``content/04_arbeiter_cards/``."""

from __future__ import annotations

from typing import Any

from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, names_of

C = LessonContent("04_arbeiter_cards")
#: Round 6: the carts hold a single clay; Ben is start player; Anna and Ben play Arbeiter B.
QUIZ = C.position("exercise")


def clay_receivers(pos: dict[str, Any]) -> list[int]:
    """Seats whose Arbeiter card was stocked with clay, from the engine's events."""
    g = game_at(pos)
    return [e.player for e in g.events if e.reason == "stock_worker" and e.item == "clay"]


def check(answer: Any, lang: str = "en") -> Feedback:
    """Who gets the last clay? The engine stocks the cards (Bestücken der Arbeiterkarten: one
    after another in the card order; Gleiche Karten: equal cards from the start player on,
    clockwise, all Arbeiter equal in rank)."""
    names = names_of(game_at(QUIZ))
    got = clay_receivers(QUIZ)
    want = got[0] if got else None
    rivals = [i for i, p in enumerate(QUIZ["players"]) if "arbeiter_b" in p.get("chosen", [])]
    values = {
        "name": "" if want is None else names[want],
        "other": ", ".join(names[s] for s in rivals if s != want),
    }
    cite = C.text(lang, "exercise", "cite")
    if answer == want:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    if answer not in rivals:  # "nobody": a shortage stops the stocking
        message = C.msg(lang, "wrong_nobody")
    else:
        message = C.msg(lang, "wrong", name=names[answer])
    return Feedback(False, message, cite, C.msg(lang, "answer", **values))


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
