"""Lesson 11: building — exact value, at least three kinds, silver via the forge.
Texts and positions: ``content/11_building/``."""

from __future__ import annotations

from typing import Any

from burg.schutz import messages
from burg.schutz.actions import Pay
from burg.schutz.data import BUILD_KINDS, POINTS
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at

C = LessonContent("11_building")
#: Anna's Steinmetz pays for the Stall (value 18) with 5 sand, 1 wood, 2 clay, 1 stone, 1 silver.
QUIZ = C.position("exercise")


def as_payment(pos: dict[str, Any], pieces: tuple[int, int, int, int]) -> Pay:
    """The payment of ``pieces`` (sand, wood, clay, stone), pieces the player lacks bought
    with silver."""
    own = pos["players"][0]["pieces"]
    conv = tuple(max(0, n - own.get(k, 0)) for k, n in zip(BUILD_KINDS, pieces, strict=True))
    return Pay(0, "stall", tuple(pieces), conv)  # type: ignore[arg-type]


def _pieces(pieces: tuple[int, ...], lang: str) -> str:
    """``3 sand + 1 wood …`` (kinds paid with none left out)."""
    return " + ".join(
        f"{n} {messages.name(k, lang)}" for k, n in zip(BUILD_KINDS, pieces, strict=True) if n
    )


def check(answer: Any, lang: str = "en") -> Feedback:
    """Is ``answer`` (sand, wood, clay, stone) a legal payment for the Stall? The engine lists
    every legal payment and names the problem of any other (Bauwerke errichten — Zahlung in
    Rohstoffen, Silber tauschen)."""
    cite = C.text(lang, "exercise", "cite")
    try:
        pieces = tuple(int(x) for x in answer)
    except (TypeError, ValueError):
        return Feedback(False, C.msg(lang, "not_numbers"), cite)
    if len(pieces) != 4 or min(pieces) < 0:
        return Feedback(False, C.msg(lang, "four_numbers"), cite)
    g = game_at(QUIZ)
    pays = [a for a in g.legal_actions(0) if isinstance(a, Pay)]
    legal = [a for a in pays if a.pieces == pieces]
    points = sum(POINTS[k] * pieces[k] for k in range(4))
    if legal:
        kinds = sum(1 for n in pieces if n)
        right = C.msg(lang, "right", points=points, kinds=kinds)
        if sum(legal[0].from_silver):  # even the cheapest way needs the silver bar
            right += " " + C.msg(lang, "right_silver")
        return Feedback(True, right, cite)
    one = pays[0].pieces  # the engine's default payment (fewest silver, cheapest pieces)
    answer_text = C.msg(
        lang, "answer", pieces=_pieces(one, lang), count=len({a.pieces for a in pays})
    )
    problem = g.why_not(as_payment(QUIZ, pieces))  # type: ignore[arg-type]
    if problem is None or problem.key == "action.not_legal":  # pragma: no cover
        return Feedback(False, C.msg(lang, "not_accepted"), cite, answer_text)
    return Feedback(False, problem.plain(lang), cite, answer_text)


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
