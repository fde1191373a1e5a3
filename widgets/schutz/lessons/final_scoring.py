"""Lesson 13: the final scoring — every building on its own.
Texts and positions: ``content/13_final_scoring/``."""

from __future__ import annotations

from typing import Any

from burg.schutz import messages
from burg.schutz.actions import Done
from burg.schutz.data import BERGFRIED_VP_PER_FREE_SLOT, SLOT_BUILDINGS
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at

C = LessonContent("13_final_scoring")
#: Round 15 of 3 ends when Carl builds nothing; Anna's helper is in the Bergfried.
QUIZ = C.position("exercise")


def bergfried_vp(pos: dict[str, Any]) -> int:
    """What the Bergfried's helper scores when the game ends here (the engine's scoring)."""
    g = game_at(pos)
    g.apply(Done(g.pending.players[0]))
    return sum(g.scores["bergfried"])


def _free_slots(pos: dict[str, Any], lang: str) -> str:
    """The free helper slots of each built building (``Markt 1, Schmiede 2 …``)."""
    slots = game_at(pos).view(None)["slots"]  # built buildings (Markt, Schmiede from the start)
    free = ((b, slots[b].count(None)) for b in SLOT_BUILDINGS if b in slots)
    return ", ".join(f"{messages.name(b, lang)} {n}" for b, n in free if n)


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many VP does the Bergfried score? The engine's final scoring breakdown decides
    (Liste der Bauwerke für die Schlusswertung — Der Bergfried: 3 SP per free slot in the
    castle)."""
    want = bergfried_vp(QUIZ)
    values = {
        "vp": want,
        "free": want // BERGFRIED_VP_PER_FREE_SLOT,
        "slots": _free_slots(QUIZ, lang),
    }
    cite = C.text(lang, "exercise", "cite")
    if answer == want:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    return Feedback(False, C.msg(lang, "wrong"), cite, C.msg(lang, "answer", **values))


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
