"""Lesson 9: the Arbeiter (Worker) resolves — its pieces, and half the VP.
Texts and positions: ``content/09_arbeiter/``."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import ChooseBuilding, Pay
from burg.schutz.data import BUILDING_OF, BUILDING_TYPES
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at

C = LessonContent("09_arbeiter")
#: Ben's Arbeiter C has resolved; he holds enough for a Turm and a Haus.
QUIZ = C.position("exercise")
#: What the exercise has him build.
BUILDINGS = ("turm_1", "haus_1")


def arbeiter_vp(pos: dict[str, Any], buildings: tuple[str, ...]) -> int:
    """VP the current Arbeiter scores for building ``buildings`` (first legal payment each)."""
    g = game_at(pos)
    p = g.pending.players[0]
    vp = 0
    for i, b in enumerate(buildings):
        g.apply(ChooseBuilding(p, b))
        pays = [a for a in g.legal_actions(p) if isinstance(a, Pay)]
        for pay in pays:  # a payment that leaves enough for the next building
            events = g.apply(pay)
            nxt = buildings[i + 1] if i + 1 < len(buildings) else None
            if nxt is None or ChooseBuilding(p, nxt) in g.legal_actions(p):
                break
            g.undo()
        vp += sum(e.count for e in events if e.reason == "build_vp_half")
    return vp


def check(answer: Any, lang: str = "en") -> Feedback:
    """VP for a Turm and a Haus built with an Arbeiter, from the engine (Der Arbeiter: die Hälfte
    der Siegpunkte)."""
    want = arbeiter_vp(QUIZ, BUILDINGS)
    full = sum(BUILDING_TYPES[BUILDING_OF[b]].vp for b in BUILDINGS)  # a Steinmetz's VP
    cite = C.text(lang, "exercise", "cite")
    if answer == want:
        return Feedback(True, C.msg(lang, "right", vp=want), cite)
    message = C.msg(lang, "full", full=full) if answer == full else C.msg(lang, "wrong")
    return Feedback(False, message, cite, C.msg(lang, "answer", vp=want))


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
