"""Lesson 2: placing a castle tile: the first tile against a start field, every later one
touching a tile or a start field with a whole side, paths continued across every edge (start
fields with a path included), rotation by quarter turns, and a tile that fits nowhere leaves
the game (reference §2.3 §L1–§L6, §E18, §E22; §C1). Its part "rotation": a tile that looks the
same turned is offered once (§C27). Texts and positions: ``content/02_placing/``."""

from __future__ import annotations

import dataclasses
from typing import Any

from burg.carcassonne.actions import Place
from burg.carcassonne.positions import load_position
from burg.core.text import render_error
from widgets.carcassonne.lessons import LessonContent
from widgets.core.lessons.glance import glance_data, glance_table
from widgets.core.lessons.model import Feedback, Lesson, why_illegal

C = LessonContent("02_placing")
#: Ben (seat 1) is to place a straight path with a tower along one side.
QUIZ = C.position("quiz")
#: The placements the exercise offers: (row, col, rotation).
OPTIONS: tuple[tuple[int, int, int], ...] = tuple(
    (r, c, rot) for r, c, rot in C.data["exercise"]["options"]
)


def place(option: tuple[int, int, int], position: dict[str, Any] | None = None) -> Place:
    """The active player's ``Place`` action for ``option`` (row, col, rotation) (§2.3)."""
    game = load_position(QUIZ if position is None else position)
    row, col, rotation = option
    return Place(game.pending.players[0], (row, col), rotation)


def legal_options(position: dict[str, Any] | None = None) -> list[tuple[int, int, int]]:
    """The offered placements the engine allows now (``legal_actions``, §2.3 §L1–§L6)."""
    game = load_position(QUIZ if position is None else position)
    legal = set(game.legal_actions())
    return [o for o in OPTIONS if place(o, position) in legal]


def reason(option: tuple[int, int, int], lang: str = "en") -> str:
    """The engine's reason why ``option`` is not allowed (``why_not``: §L2, §L3 or §L4), in
    plain words: the rule id the engine appends is for engineers, not learners."""
    err = why_illegal(load_position(QUIZ), place(option))
    return render_error(err.key, "", err.params, lang)


def broken_rule(option: tuple[int, int, int]) -> str:
    """The rule id the engine names for ``option`` (§2.3 §L2, §L3 or §L4): for the tests."""
    return why_illegal(load_position(QUIZ), place(option)).rule


def _label(option: tuple[int, int, int], lang: str) -> str:
    label = C.text(lang, "exercise", "options")[OPTIONS.index(option)]
    return C.msg(lang, "quoted", option=label)


def _list(items: list[str], lang: str) -> str:
    word = C.msg(lang, "and")
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {word} {items[-1]}"


def check(answer: Any, lang: str = "en") -> Feedback:
    """Which of these placements are allowed? The engine's legal actions decide (§2.3)."""
    cite = C.text(lang, "exercise", "cite")
    items = answer if isinstance(answer, tuple | list | set | frozenset) else ()
    chosen = {tuple(a) for a in items if isinstance(a, tuple | list) and tuple(a) in OPTIONS}
    if not chosen:
        return Feedback(False, C.msg(lang, "choose"), cite)
    legal = legal_options()
    illegal = [o for o in OPTIONS if o not in legal]
    values = {
        "legal": _list([_label(o, lang) for o in legal], lang),
        "reasons": "; ".join(
            C.msg(lang, "reason", option=_label(o, lang), reason=reason(o, lang)) for o in illegal
        ),
    }
    if chosen == set(legal):
        return Feedback(True, C.msg(lang, "right", **values), cite)
    key = "wrong_illegal" if chosen - set(legal) else "wrong_missing"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "answer", **values))


def glance(lang: str = "en") -> dict[str, Any]:
    """A turn at a glance, as data (the lesson shows it; the play page's rules panel may reuse
    it): see :func:`widgets.core.lessons.glance.glance_data`, the steps in the rulebook's order
    (§3 "A turn")."""
    return glance_data(C.text(lang, "glance"))


def glance_html(lang: str = "en") -> str:
    """The turn at a glance as a numbered table."""
    return glance_table(glance(lang), "carc-glance")


#: The part "rotation": Ben is to place a straight path between two houses, which looks the
#: same turned upside down (§2.1 rotation; §C27).
ROTATION = C.position("rotation")
#: The space the part's exercise asks about: E10, against the court start field in the south.
ROTATION_CELL = (9, 4)


def offered(cell: tuple[int, int], position: dict[str, Any] | None = None) -> list[Place]:
    """The placements the game offers the player to move on ``cell``: each shape once (§C27)."""
    game = load_position(ROTATION if position is None else position)
    player = game.pending.players[0]
    return [a for a in game.legal_actions(player) if isinstance(a, Place) and a.cell == cell]


def check_rotation(answer: Any, lang: str = "en") -> Feedback:
    """How many different-looking placements of the tile are allowed on E10? The engine's
    legal placements there, which list each look once (§C27)."""
    cite = C.part_text(lang, "rotation")["exercise"]["cite"]
    if isinstance(answer, bool) or not isinstance(answer, int):
        return Feedback(False, C.msg(lang, "rot_number"), cite)
    values = {"count": len(offered(ROTATION_CELL))}
    if answer == values["count"]:
        return Feedback(True, C.msg(lang, "rot_right", **values), cite)
    key = "rot_wrong_high" if answer > values["count"] else "rot_wrong_low"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "rot_answer", **values))


#: The checker of each part, by its key.
PART_CHECKS = {"rotation": check_rotation}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, the turn at a glance after the rule."""
    base = C.lesson(lang, check=check, parts=PART_CHECKS)
    return dataclasses.replace(base, rule=(*base.rule, glance_html(lang)))
