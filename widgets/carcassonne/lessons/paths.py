"""Lesson 3: paths (Wege) with the Platz (square) and the Brunnen (fountain): a path is complete
when it is closed at every end (square, wall, start field, building, loop) and scores 1 point per
tile for the majority of heralds, 2 with a fountain; a matching start field counts as a tile
(reference §2.1, §3.2, §E1, §E5, §E23). Texts and positions: ``content/03_paths/``."""

from __future__ import annotations

from typing import Any

from burg.carcassonne.actions import NoFollower, Place
from burg.carcassonne.game import Game
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import LessonContent
from widgets.core.lessons.model import Feedback, Lesson

C = LessonContent("03_paths")
#: Anna (seat 0) has a herald on the path from start field S6 over (5, 0) and (5, 1) and is
#: to place a crossing with a square.
QUIZ = C.position("quiz")
#: The placement the question describes: (row, col) and rotation; its western arm is P3.
QUIZ_PLACE: tuple[tuple[int, int], int] = ((5, 2), 0)
#: A tile of the herald's path in the quiz: (row, col, feature).
QUIZ_PATH: tuple[int, int, str] = (5, 0, "P1")
ANNA = 0


def play_turn(position: dict[str, Any], cell: tuple[int, int], rotation: int) -> Game:
    """The game after the active player lays the drawn tile on ``cell`` turned ``rotation``
    and places no follower: the engine scores what the tile completed (§3.2)."""
    game = load_position(position)
    player = game.pending.players[0]
    game.apply(Place(player, cell, rotation))
    if game.pending.kind == "follower":
        game.apply(NoFollower(player))
    return game


def gains(position: dict[str, Any], cell: tuple[int, int], rotation: int) -> list[int]:
    """Each player's points from that turn, as the engine scores them (§3.2)."""
    before = load_position(position).scores()
    after = play_turn(position, cell, rotation).scores()
    return [a - b for a, b in zip(after, before, strict=True)]


def quiz_values() -> dict[str, Any]:
    """The engine's answer to the exercise: Anna's points and the path's size and rate."""
    points = gains(QUIZ, *QUIZ_PLACE)[ANNA]
    game = play_turn(QUIZ, *QUIZ_PLACE)
    path = game.feature(*QUIZ_PATH)
    if path is None or not path["complete"]:  # pragma: no cover - the position is wrong
        raise ValueError("the quiz's path is not completed by the placement")
    return {"points": points, "size": path["size"], "per": 2 if path["fountain"] else 1}


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many points does Anna's completed path give? The engine plays the turn on a copy
    and the scores say (§3.2, §E1)."""
    values = quiz_values()
    return C.number_feedback(lang, answer, values["points"], values)


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
