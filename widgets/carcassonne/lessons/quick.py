"""Lesson 8: quick points (schnelle Punkte): complete a path, tower or house with the new tile,
put a follower on it, score it and take the follower back — all in one turn, always in this
order; the follower is back in the supply at once, with every other follower of the features
scored (reference §3.1, §3.2, §E5, §E6; §C28). Texts and positions: ``content/08_quick/``."""

from __future__ import annotations

from typing import Any

from burg.carcassonne.actions import Follower
from burg.carcassonne.game import Game
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import LessonContent
from widgets.core.lessons.model import Feedback, Lesson

C = LessonContent("08_quick")
#: The quiz (``quiz.position.json``): Anna (seat 0) has just laid a tile on (9, 3) whose path
#: the wall and its house close at once and whose house joins the house with her squire on
#: (9, 4); she also has a trader on (9, 4).
ANNA = 0
#: The feature of the new tile the question's herald goes on.
QUIZ_PATH = "P1"


def supply(game: Game, player: int) -> int:
    """The followers in ``player``'s supply, as the engine's view shows them (§3.1)."""
    return game.view(None)["players"][player]["supply"]


def quiz_values() -> dict[str, Any]:
    """The engine's answer: Anna's herald goes on the path (a copy of the quiz); her supply
    before and after the turn, her points and the followers on the board afterwards."""
    game = load_position(C.position("quiz"))
    before = supply(game, ANNA)
    start = game.scores()[ANNA]
    game.apply(Follower(ANNA, QUIZ_PATH))
    after = supply(game, ANNA)
    return {
        "before": before,
        "supply": after,
        "points": game.scores()[ANNA] - start,
        "board": sum(1 for f in game.view(None)["followers"] if f["player"] == ANNA),
    }


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many followers has Anna in her supply after her turn? The engine plays the herald on
    a copy and its view counts the supply (§3.1, §3.2, §E5)."""
    values = quiz_values()
    return C.number_feedback(lang, answer, values["supply"], values)


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
