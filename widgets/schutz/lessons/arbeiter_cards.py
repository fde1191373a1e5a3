"""Lesson 4: the Arbeiter cards and their stocking. Texts and positions:
``content/04_arbeiter_cards/``."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import ChooseWorkerPieces
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, names_of

C = LessonContent("04_arbeiter_cards")
#: Round 6: the carts hold a single clay; Ben is start player; Anna and Ben play Arbeiter B.
QUIZ = C.position("exercise")
#: The part "shortage": the clay cart empty, 1 wood left; Anna's Arbeiter C chooses its pieces.
SHORT_QUIZ = C.position("shortage-exercise")


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


def free_pairs(pos: dict[str, Any]) -> set[tuple[str, ...]]:
    """The pairs of free pieces the engine offers the Arbeiter C waiting to be stocked."""
    g = game_at(pos)
    p = g.pending.players[0]
    return {tuple(a.kinds) for a in g.legal_actions(p) if isinstance(a, ChooseWorkerPieces)}


def check_shortage(answer: Any, lang: str = "en") -> Feedback:
    """Which pairs may Anna choose with no clay and 1 wood on the carts? The engine's offer
    decides (Bestücken der Arbeiterkarten; rules/schutz.md W2: only what the carts hold)."""
    options = [(label, tuple(v)) for label, v in C.part_options(lang, "shortage")]
    want = free_pairs(SHORT_QUIZ)
    pairs = ", ".join(label for label, v in options if v in want)
    cite = C.part_text(lang, "shortage")["exercise"]["cite"]
    if {tuple(x) for x in (answer or ())} == want:
        return Feedback(True, C.msg(lang, "short_right", pairs=pairs), cite)
    return Feedback(
        False, C.msg(lang, "short_wrong"), cite, C.msg(lang, "short_answer", pairs=pairs)
    )


#: The checker of each part, by the part's key.
PART_CHECKS = {"shortage": check_shortage}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, with its part on Arbeiter C when the carts run short."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
