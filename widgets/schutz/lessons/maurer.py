"""Lesson 7: the Maurer (Bricklayer) — all of one kind from the tower, talers for building.
Texts and positions: ``content/07_maurer/``."""

from __future__ import annotations

from typing import Any

from burg.schutz import messages
from burg.schutz.actions import ChooseBuilding, TakeFromTower
from burg.schutz.data import KINDS
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at

C = LessonContent("07_maurer")
#: Round 4: Ben's Maurer is about to take from the defence tower (the example).
START = C.position("example")
#: Round 6, another tower and other pieces: the exercise (not the example's answer again).
QUIZ = C.position("exercise")


def kinds_that_build(pos: dict[str, Any], building: str) -> set[str]:
    """The tower kinds after whose taking the engine lets the Maurer build ``building``."""
    base = game_at(pos)
    p = base.pending.players[0]
    out = set()
    for kind in KINDS:
        g = game_at(pos)
        g.apply(TakeFromTower(p, kind))
        if ChooseBuilding(p, building) in g.legal_actions(p):
            out.add(kind)
    return out


def _names(kinds: set[str], lang: str) -> str:
    return ", ".join(messages.name(k, lang) for k in KINDS if k in kinds)


def check(answer: Any, lang: str = "en") -> Feedback:
    """Which kinds let Ben build the Kleines Tor? The engine tries each kind (Der Maurer ·
    Bauwerke errichten: exactly the building value, at least 3 kinds)."""
    chosen = set(answer or ())
    good = kinds_that_build(QUIZ, "kleines_tor")
    cite = C.text(lang, "exercise", "cite")
    if chosen == good:
        return Feedback(True, C.msg(lang, "right"), cite)
    lines = []
    if chosen - good:
        lines.append(C.msg(lang, "cannot", kinds=_names(chosen - good, lang)))
    if good - chosen:
        lines.append(C.msg(lang, "missing"))
    return Feedback(False, " ".join(lines), cite, C.msg(lang, "answer", kinds=_names(good, lang)))


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
