"""Lesson 2: set-up — what is in the box, what lies where, by player count, and who starts.
Texts and positions: ``content/02_setup/``."""

from __future__ import annotations

from typing import Any

from burg.schutz.data import PIECE_COUNT, SAND
from burg.schutz.game import Game
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson

C = LessonContent("02_setup")
#: The exercise asks about a four-player game.
PLAYERS = 4


def sand_on_carts(players: int) -> int:
    """The sand on the sand cart when the engine has set up a game for ``players``."""
    return Game(players=players, seed=1).view()["supply"]["sand"]


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many sand lie on the carts at the start of a 4-player game? The engine sets up
    (Spielvorbereitung: 1 of each kind onto the Wehrturm, 1 sand and 1 wood to each player, the
    rest onto the carts)."""
    values = {"sand": sand_on_carts(PLAYERS), "box": PIECE_COUNT[SAND], "players": PLAYERS}
    cite = C.text(lang, "exercise", "cite")
    if answer == values["sand"]:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    return Feedback(
        False, C.msg(lang, "wrong", answer=answer), cite, C.msg(lang, "answer", **values)
    )


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
