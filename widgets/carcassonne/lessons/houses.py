"""Lesson 5: houses (Häuser) and the Palas (keep): a complete house scores 1 point per tile for
the majority of squires; the first house a player wins gets his keep, and a strictly larger one
won later takes it over; houses touching only at a corner stay separate (reference §3.2, §3.4,
§E3, §E19, §E20; §C9). Texts and positions: ``content/05_houses/``."""

from __future__ import annotations

from typing import Any

from burg.carcassonne.actions import Follower
from burg.carcassonne.game import Game
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import LessonContent
from widgets.core.lessons.model import Feedback, Lesson

C = LessonContent("05_houses")
#: The quiz (``quiz.position.json``): Anna (seat 0) has just laid a house tile on (9, 3) that
#: closes a house of 2 tiles with the tile on (9, 4); her keep stands on the house of 2 (tile and
#: start field) on (8, 1).
ANNA = 0
#: Where the question's squire goes: (row, col, feature) of the new tile's house.
QUIZ_HOUSE: tuple[int, int, str] = (9, 3, "H1")
#: The exercise's option values.
OPTIONS: tuple[str, ...] = tuple(C.data["exercise"]["options"])


def keep_of(game: Game, player: int) -> dict[str, Any] | None:
    """The player's keep as the engine's view shows it: ``{"size", "feature"}`` or ``None``."""
    return game.view(None)["players"][player]["keep"]


def quiz_values() -> dict[str, Any]:
    """The engine's answer: Anna's squire goes on the new house (a copy of the quiz); does her
    keep stay or move (§3.4, §C9), how big are the two houses, how many points does she score."""
    game = load_position(C.position("quiz"))
    before = keep_of(game, ANNA)
    start = game.scores()[ANNA]
    game.apply(Follower(ANNA, QUIZ_HOUSE[2]))
    after = keep_of(game, ANNA)
    house = game.feature(*QUIZ_HOUSE)
    if before is None or after is None or house is None:  # pragma: no cover - wrong position
        raise ValueError("the quiz needs Anna's keep and the new house")
    return {
        "verdict": "stays" if after == before else "moves",
        "keep": before["size"],
        "size": house["size"],
        "points": game.scores()[ANNA] - start,
    }


def check(answer: Any, lang: str = "en") -> Feedback:
    """Does Anna's keep stay or move? The engine plays the squire on a copy and its view shows
    where the keep stands afterwards (§3.4, §E19)."""
    cite = C.text(lang, "exercise", "cite")
    if answer not in OPTIONS:
        return Feedback(False, C.msg(lang, "choose"), cite)
    values = quiz_values()
    if answer == values["verdict"]:
        return Feedback(True, C.msg(lang, f"right_{values['verdict']}", **values), cite)
    return Feedback(
        False,
        C.msg(lang, "wrong", **values),
        cite,
        C.msg(lang, f"answer_{values['verdict']}", **values),
    )


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
