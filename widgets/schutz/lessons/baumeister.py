"""Lesson 10: the Baumeister (Master Builder) — cards back, 5 VP per building by others.
Texts and positions: ``content/10_baumeister/``."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import Done, LoseCard
from burg.schutz.data import BAUMEISTER_VP
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at

C = LessonContent("10_baumeister")
#: Four players: Anna built 2 buildings with her Steinmetz, Ben 1 with his Maurer; Dora's
#: Arbeiter C is building; Carl's Baumeister resolves last.
QUIZ = C.position("exercise")
#: The part "pest": the Pest drawn, Ben (Baumeister chosen, only the Händler in his discard row)
#: answers.
PEST_QUIZ = C.position("pest-exercise")


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


def baumeister_after_loss(pos: dict[str, Any], seat: int, card: str) -> str:
    """What becomes of ``seat``'s face-down Baumeister when he loses ``card`` to the winter card,
    by the engine: ``"resolves"``, ``"lost"`` or ``"hand"`` (back unplayed)."""
    g = game_at(pos)
    events = g.apply(LoseCard(seat, card))
    if any(e.reason == "baumeister_return" and e.player == seat for e in events):
        return "resolves"
    return "lost" if "baumeister" in g.view(seat)["players"][seat]["lost"] else "hand"


def check_pest(answer: Any, lang: str = "en") -> Feedback:
    """Ben loses his discard row's last card to the Pest: what becomes of his Baumeister? The
    engine decides (rules/schutz.md WI14: it was chosen lawfully and resolves as usual)."""
    want = baumeister_after_loss(PEST_QUIZ, 1, "haendler")
    cite = C.part_text(lang, "pest")["exercise"]["cite"]
    if answer == want:
        return Feedback(True, C.msg(lang, "pest_right"), cite)
    return Feedback(False, C.msg(lang, "pest_wrong"), cite, C.msg(lang, "pest_answer"))


#: The checker of each part, by the part's key.
PART_CHECKS = {"pest": check_pest}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, with its part on the Baumeister and the Pest."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
