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
#: The part "silver": Ben's Maurer at a tower without clay (its exercise).
EMPTY_QUIZ = C.position("empty-exercise")


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


def naming_outcome(pos: dict[str, Any], kind: str) -> str:
    """What naming ``kind`` at the tower does, by the engine: ``"illegal"`` if it may not be
    named, ``"nothing"`` if it brings no piece, else ``"takes"``."""
    g = game_at(pos)
    p = g.pending.players[0]
    action = TakeFromTower(p, kind)
    if action not in g.legal_actions(p):
        return "illegal"
    before = g.view(None)["players"][p]["pieces"][kind]
    g.apply(action)
    return "nothing" if g.view(None)["players"][p]["pieces"][kind] == before else "takes"


def check_empty(answer: Any, lang: str = "en") -> Feedback:
    """Ben names clay, which the tower lacks: what happens? The engine decides (rules/schutz.md
    M1: every kind may be named; an empty one takes nothing)."""
    want = naming_outcome(EMPTY_QUIZ, "clay")
    cite = C.part_text(lang, "silver")["exercise"]["cite"]
    if answer == want:
        return Feedback(True, C.msg(lang, "empty_right"), cite)
    key = {"illegal": "empty_wrong_illegal", "carts": "empty_wrong_carts"}.get(answer)
    msg = C.msg(lang, key) if key else C.msg(lang, "empty_wrong_illegal")
    return Feedback(False, msg, cite, C.msg(lang, "empty_answer"))


#: The checker of each part, by the part's key.
PART_CHECKS = {"silver": check_empty}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, with its part on silver in the wage and an empty kind."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
