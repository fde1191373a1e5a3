"""Lesson 12: placing helpers — conditions, slots and fees, merchant helpers moving in.
Texts and positions: ``content/12_helpers/``."""

from __future__ import annotations

from typing import Any

from burg.core.text import render_error
from burg.schutz.actions import PlaceHelper
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, why_illegal

C = LessonContent("12_helpers")
#: Round 9: Anna's Steinmetz built the Taverne and placed one helper (Schmiede); 11 talers left.
QUIZ = C.position("exercise")
#: The slots offered in the exercise: (building, slot index), as in ``lesson.json``.
SLOTS: tuple[tuple[str, int], ...] = tuple((b, i) for b, i in C.data["exercise"]["options"])


def legal_slots(pos: dict[str, Any]) -> set[tuple[str, int]]:
    """(building, slot) of every placement the engine allows now."""
    g = game_at(pos)
    p = g.pending.players[0]
    return {(a.building, a.slot) for a in g.legal_actions(p) if isinstance(a, PlaceHelper)}


def check(answer: Any, lang: str = "en") -> Feedback:
    """Where may Anna place her second helper? The engine decides and explains each refused slot
    (Gehilfen einsetzen: after building, a free slot of a built building, the fee, never two
    helpers of one player into one building in a round)."""
    cite = C.text(lang, "exercise", "cite")
    labels = dict(zip(SLOTS, C.text(lang, "exercise", "options"), strict=True))
    chosen = {tuple(x) for x in (answer or ())}
    legal = legal_slots(QUIZ)
    g = game_at(QUIZ)
    errors = {s: why_illegal(g, PlaceHelper(0, *s, "supply")) for s in SLOTS if s not in legal}
    allowed = "; ".join(labels[s] for s in SLOTS if s in legal)
    # the engine's reason for each refused slot, without its rule (the cite names it once)
    refused = " ".join(
        f"{labels[s]}: {render_error(e.key, '', e.params, lang)}" for s, e in errors.items()
    )
    if chosen == legal:
        return Feedback(True, C.msg(lang, "right", allowed=allowed, refused=refused), cite)
    lines = [C.msg(lang, "wrong")]
    lines += [f"{labels[s]}: {e.plain(lang)}" for s, e in errors.items() if s in chosen]
    missed = len(legal - chosen)
    if missed:
        lines.append(C.msg(lang, "missed_one" if missed == 1 else "missed_more", count=missed))
    answer_text = C.msg(lang, "answer", allowed=allowed, refused=refused)
    return Feedback(False, " ".join(lines), cite, answer_text)


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
