"""Lesson 1: welcome, the goal of the game, the castle and how the board shows it.
Texts and positions: ``content/01_welcome/``."""

from __future__ import annotations

from typing import Any

from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, names_of

C = LessonContent("01_welcome")
#: The end of a three-player game: Anna and Ben tie on VP, Ben has more talers left.
FINAL = C.position("exercise")


def check(answer: Any, lang: str = "en") -> Feedback:
    """Who wins the finished game ``FINAL``? The engine's ranking decides (Der Sieger: the most
    VP; on a tie, the most talers left)."""
    game = game_at(FINAL)
    names = names_of(game)
    ranking = game.ranking()
    winner, runner_up = ranking[0], ranking[1]
    values = {
        "winner": names[winner.seat],
        "other": names[runner_up.seat],
        "vp": winner.vp,
        "talers": winner.talers,
        "other_talers": runner_up.talers,
    }
    cite = C.text(lang, "exercise", "cite")
    if answer == winner.seat:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    chosen = next((s for s in ranking if s.seat == answer), None)
    if chosen is None:
        return Feedback(False, C.msg(lang, "choose"), cite)
    key = "wrong_tie" if chosen.vp == winner.vp else "wrong_fewer_vp"
    return Feedback(
        False, C.msg(lang, key, name=names[answer]), cite, C.msg(lang, "answer", **values)
    )


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
