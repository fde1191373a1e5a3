"""Lesson 8: the Steinmetz (Stonemason) — buying from workers, full VP.
Texts and positions: ``content/08_steinmetz/``."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import BuyPiece, KeepLastPiece, SellLastPiece
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, why_illegal

C = LessonContent("08_steinmetz")
#: Round 3: Anna's Steinmetz is buying; Ben played Arbeiter A, Carl the Maurer (resolved).
QUIZ = C.position("exercise")
#: The part "last_piece": only the silver is left on Ben's Arbeiter A; Anna's Steinmetz buys.
LAST_QUIZ = C.position("last-exercise")


def legal_buys(pos: dict[str, Any]) -> set[tuple[int, str, str]]:
    """(seller, card, kind) of every purchase the engine allows the current Steinmetz now."""
    g = game_at(pos)
    p = g.pending.players[0]
    return {(a.seller, a.card, a.kind) for a in g.legal_actions(p) if isinstance(a, BuyPiece)}


def offers(lang: str = "en") -> list[tuple[str, tuple[int, str, str]]]:
    """The purchases offered in the exercise: (label in ``lang``, (seller, card, kind))."""
    values = [tuple(v) for v in C.data["exercise"]["options"]]
    return list(zip(C.text(lang, "exercise", "options"), values, strict=True))


def check(answer: Any, lang: str = "en") -> Feedback:
    """Which purchases may Anna make? The engine's legal actions and reasons decide (Der
    Steinmetz — Rohstoffe abkaufen)."""
    chosen = {tuple(x) for x in (answer or ())}
    legal = legal_buys(QUIZ)
    offered = offers(lang)
    allowed = legal & {o for _, o in offered}
    cite = C.text(lang, "exercise", "cite")
    if chosen == allowed:
        return Feedback(True, C.msg(lang, "right"), cite)
    g = game_at(QUIZ)
    lines = [
        C.msg(lang, "not_allowed", offer=label, reason=why_illegal(g, BuyPiece(0, *o)).plain(lang))
        for label, o in offered
        if o in chosen and o not in legal
    ]
    if allowed - chosen:
        lines.append(C.msg(lang, "missing"))
    right = "; ".join(label for label, o in offered if o in allowed)
    return Feedback(False, " ".join(lines), cite, C.msg(lang, "answer", offers=right))


def asking_for(pos: dict[str, Any], seller: int, card: str, kind: str) -> str:
    """What happens when the current Steinmetz asks for ``kind`` on ``seller``'s ``card``, by the
    engine: ``"never"`` if he may not ask, ``"seller"`` if the seller then decides (sell or
    keep), ``"must"`` if it is sold at once."""
    g = game_at(pos)
    p = g.pending.players[0]
    ask = BuyPiece(p, seller, card, kind)
    if ask not in g.legal_actions(p):
        return "never"
    g.apply(ask)
    answers = {SellLastPiece(seller), KeepLastPiece(seller)}
    if g.pending.players == (seller,) and answers <= set(g.legal_actions(seller)):
        return "seller"
    return "must"


def check_last(answer: Any, lang: str = "en") -> Feedback:
    """Anna asks for the last piece on Ben's card: what happens? The engine decides (Der Steinmetz
    — Rohstoffe abkaufen: the seller may refuse only his card's last piece; rules/schutz.md T2)."""
    want = asking_for(LAST_QUIZ, 1, "arbeiter_a", "silver")
    cite = C.part_text(lang, "last_piece")["exercise"]["cite"]
    if answer == want:
        return Feedback(True, C.msg(lang, "last_right"), cite)
    key = "last_wrong_never" if answer == "never" else "last_wrong_must"
    return Feedback(False, C.msg(lang, key), cite, C.msg(lang, "last_answer"))


#: The checker of each part, by the part's key.
PART_CHECKS = {"last_piece": check_last}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, with its part on the last piece on a card."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
