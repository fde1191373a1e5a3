"""Lesson 13: the final scoring — every building on its own.
Texts and positions: ``content/13_final_scoring/``."""

from __future__ import annotations

from typing import Any

from burg.schutz import messages
from burg.schutz.actions import Done
from burg.schutz.data import BERGFRIED_VP_PER_FREE_SLOT, SLOT_BUILDINGS
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, names_of

C = LessonContent("13_final_scoring")
#: Round 15 of 3 ends when Carl builds nothing; Anna's helper is in the Bergfried.
QUIZ = C.position("exercise")
#: The part "palas_order": Anna's helper on the Palas's slot 1, Carl's on slot 2; Ben starts.
PALAS_QUIZ = C.position("palas-exercise")


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


def palas_order(pos: dict[str, Any]) -> list[int]:
    """The seats in the order they convert at the Palas when the game ends here: the engine
    plays the last card's pass, then has each owner stop at once."""
    g = game_at(pos)
    g.apply(Done(g.pending.players[0]))
    order = []
    while g.pending.kind == "palas":
        p = g.pending.players[0]
        order.append(p)
        g.apply(Done(p))
    return order


def check_palas(answer: Any, lang: str = "en") -> Feedback:
    """Who converts first at the Palas? The engine's order decides (rules/schutz.md L7: from
    the start player of the last round, clockwise)."""
    order = palas_order(PALAS_QUIZ)
    names = names_of(game_at(PALAS_QUIZ))
    values = {
        "first": names[order[0]],
        "start": names[PALAS_QUIZ["start_player"]],
        "order": ", ".join(names[s] for s in order),
    }
    part = C.part_text(lang, "palas_order")
    cite = part["exercise"]["cite"]
    if answer == order[0]:
        return Feedback(True, C.msg(lang, "palas_right", **values), cite)
    name = names[answer] if isinstance(answer, int) and 0 <= answer < len(names) else answer
    msg = C.msg(lang, "palas_wrong", name=name)
    return Feedback(False, msg, cite, C.msg(lang, "palas_answer", **values))


#: The checker of each part, by the part's key.
PART_CHECKS = {"palas_order": check_palas}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, with its part on two owners at the Palas."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
