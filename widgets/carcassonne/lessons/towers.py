"""Lesson 4: towers (Türme): a tower is complete when every side of its parts is closed by a
path, house, court or the wall — any non-tower slot closes it (§L6) — and scores 2 points per
tile for the majority of knights, whoever laid the completing tile; a tower start field counts
as a tile (reference §3.2, §L6, §E2, §E6). Texts and positions: ``content/04_towers/``."""

from __future__ import annotations

from typing import Any

from widgets.carcassonne.lessons import LessonContent
from widgets.carcassonne.lessons.paths import gains, play_turn
from widgets.core.lessons.model import Feedback, Lesson

C = LessonContent("04_towers")
#: Anna (seat 0) has a knight on the tower of (3, 8); Ben is to place a tile with a tower side.
QUIZ = C.position("quiz")
#: The placement the question describes: (row, col) and rotation.
QUIZ_PLACE: tuple[tuple[int, int], int] = ((3, 7), 1)
#: A tile of Anna's tower in the quiz: (row, col, feature).
QUIZ_TOWER: tuple[int, int, str] = (3, 8, "T1")
ANNA = 0


def quiz_values() -> dict[str, Any]:
    """The engine's answer to the exercise: Anna's points and the tower's size (§3.2)."""
    points = gains(QUIZ, *QUIZ_PLACE)[ANNA]
    tower = play_turn(QUIZ, *QUIZ_PLACE).feature(*QUIZ_TOWER)
    if tower is None or not tower["complete"]:  # pragma: no cover - the position is wrong
        raise ValueError("the quiz's tower is not completed by the placement")
    return {"points": points, "size": tower["size"]}


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many points does Anna's tower give when Ben's tile completes it? The engine plays
    the turn on a copy and the scores say (§3.2, §E2)."""
    values = quiz_values()
    return C.number_feedback(lang, answer, values["points"], values)


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
