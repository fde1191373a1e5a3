"""Lesson 6: courts (Höfe) and markets (Märkte): a court never completes and is scored only in
the final scoring, 3 points per market for the majority of traders (4 with wall tile 7); a
trader stays on his court until the end (reference §2.4, §3.1, §5 step 3, §E8, §E24). Texts and
positions: ``content/06_courts/``."""

from __future__ import annotations

from typing import Any

from burg.carcassonne.game import Game
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import LessonContent
from widgets.core.lessons.model import Feedback, Lesson

C = LessonContent("06_courts")
#: The quiz (``quiz.position.json``): Ben (seat 1) has two traders on the court in the south,
#: Anna (seat 0) one; the court runs into the court start field with its market.
BEN = 1
#: A tile feature of the quiz's court: (row, col, feature).
QUIZ_COURT: tuple[int, int, str] = (9, 4, "C1")


def court_points(game: Game, player: int, cell: tuple[int, int], fid: str) -> int:
    """The points ``player`` receives in the final scoring for the court through ``fid`` of the
    tile on ``cell`` (§5 step 3), read from the engine's ``final_court`` events of
    ``Game.final_preview``."""
    court = game.feature(cell[0], cell[1], fid)
    where = None if court is None else court["label"]
    return sum(
        e.detail[0]
        for e in game.final_preview()
        if e.kind == "final_court" and e.player == player and e.detail[3] == where
    )


def quiz_values() -> dict[str, Any]:
    """The engine's answer: Ben's points for the court at the end, its markets and traders."""
    game = load_position(C.position("quiz"))
    row, col, fid = QUIZ_COURT
    court = game.feature(row, col, fid)
    if court is None or court["kind"] != "C":  # pragma: no cover - the position is wrong
        raise ValueError("the quiz's court is missing")
    return {
        "points": court_points(game, BEN, (row, col), fid),
        "markets": court["markets"],
        "ben": court["followers"][BEN],
        "anna": court["followers"][1 - BEN],
    }


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many points does Ben score for the court at the end? The engine plays the final
    scoring on a copy and its court events say (§5 step 3, §E24)."""
    values = quiz_values()
    return C.number_feedback(lang, answer, values["points"], values)


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
