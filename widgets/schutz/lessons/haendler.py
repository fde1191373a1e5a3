"""Lesson 6: the Händler (Trader) — carts, rider, displacement, tower tribute, deliveries.
Texts and positions: ``content/06_haendler/``."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import PlaceTrader
from burg.schutz.data import CARTS
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, why_illegal

C = LessonContent("06_haendler")
#: Round 5: Carl has placed at the clay cart; all four carts are occupied; Anna's Händler next.
QUIZ = C.position("exercise")


def legal_carts(pos: dict[str, Any]) -> set[str]:
    """Where the current Händler may place a helper, according to the engine."""
    g = game_at(pos)
    p = g.pending.players[0]
    return {a.cart for a in g.legal_actions(p) if isinstance(a, PlaceTrader)}


def _labels(lang: str) -> dict[str, str]:
    """The exercise's label of each cart (and the rider) in ``lang``."""
    values = C.data["exercise"]["options"]
    return dict(zip(values, C.text(lang, "exercise", "options"), strict=True))


def check(answer: Any, lang: str = "en") -> Feedback:
    """Which carts may Anna's Händler go to? Compared with the engine's legal actions; every
    wrong pick is explained by the engine's own reason (Der Händler — Gehilfen verdrängen)."""
    chosen = set(answer or ())
    legal = legal_carts(QUIZ)
    cite = C.text(lang, "exercise", "cite")
    if chosen == legal:
        return Feedback(True, C.msg(lang, "right"), cite)
    g = game_at(QUIZ)
    lines = [why_illegal(g, PlaceTrader(0, c)).plain(lang) for c in CARTS if c in chosen - legal]
    if legal - chosen:
        lines.append(C.msg(lang, "missing"))
    labels = _labels(lang)
    places = ", ".join(labels[c] for c in CARTS if c in legal)
    return Feedback(False, " ".join(lines), cite, C.msg(lang, "answer", places=places))


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)


#: The example (tests/schutz/test_lessons.py and tests/schutz/test_widgets.py start a sandbox
#: from it).
EXAMPLE = lesson().example
