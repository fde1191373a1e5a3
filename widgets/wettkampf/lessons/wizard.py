"""Lesson 7: the Zauberer (wizard), §W35–§W39. Texts and positions: ``content/07_wizard/``.

Which number shows the wizard is our assumption (§D6); the checker asks the engine."""

from __future__ import annotations

from typing import Any

from burg.wettkampf.actions import WizardInsert
from burg.wettkampf.positions import load_position
from widgets.core.lessons.model import Feedback, Lesson
from widgets.wettkampf.lessons import LessonContent

C = LessonContent("07_wizard")
#: Anna's wall holds the unused wizard; she has just turned over a card lower than her last.
QUIZ = C.position("exercise")
#: The seat asked about: Anna.
ANNA = 0
#: The answer "nowhere in her wall: she can only put it back" (§W10).
BACK = 0


def right_place(game: Any, player: int) -> int:
    """Where the card face up goes in ``player``'s wall: the wizard's place (§W35, §D25), the
    right end if it fits there (§W9, §W38), else ``BACK``."""
    number = game.pending.number
    place = game.wizard_place(player, number)
    if place is not None:
        return place
    return len(game.wall(player)) if game.fits(player, number) else BACK


def check(answer: Any, lang: str = "en") -> Feedback:
    """Where may Anna put the card she turned over? The engine decides (``wizard_ready``,
    ``wizard_place``, ``why_not``: §W35–§W38)."""
    game = load_position(QUIZ)
    number = game.pending.number
    wall = game.wall(ANNA)
    right = right_place(game, ANNA)
    values: dict[str, Any] = {
        "name": game.view()["players"][ANNA]["name"],
        "number": number,
        "last": game.last(ANNA),
        "place": right,
    }
    if right not in (BACK, len(wall)):
        values["left"], values["right"] = wall[right - 1], wall[right]
        after = load_position(QUIZ)
        after.apply(WizardInsert(ANNA, right))
        values["wall"] = ", ".join(map(str, after.wall(ANNA)[1:]))
    cite = C.text(lang, "exercise", "cite")
    if isinstance(answer, bool) or answer not in C.data["exercise"]["options"]:
        return Feedback(False, C.msg(lang, "choose"), cite)
    if answer == right:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    if answer == BACK:
        key = "wrong_back" if game.wizard_ready(ANNA) else "wrong"
    elif answer == len(wall) and not game.fits(ANNA, number):
        key = "wrong_end"
    elif game.why_not(WizardInsert(ANNA, answer)) is not None:
        key = "wrong_order"
    else:
        key = "wrong"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "answer", **values))


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
