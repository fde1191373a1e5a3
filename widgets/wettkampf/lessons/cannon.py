"""Lesson 6: the Kanone (cannon) and the Turm (tower), §W27–§W34. Texts and positions:
``content/06_cannon/``.

Which numbers show a cannon or a tower is our assumption (§D6); the checker asks the engine."""

from __future__ import annotations

from typing import Any

from burg.wettkampf.positions import load_position
from widgets.core.lessons.model import Feedback, Lesson
from widgets.wettkampf.lessons import LessonContent

C = LessonContent("06_cannon")
#: Three players: Anna has just laid a cannon; Cem's wall holds two towers.
QUIZ = C.position("exercise")
#: The shooter and the wall asked about.
ANNA, CEM = 0, 2


def targets_in(game: Any, shooter: int, player: int) -> list[int]:
    """The cards of ``player``'s wall that ``shooter``'s cannon may destroy (§W29, §W33)."""
    return [c for c in game.cannon_targets(shooter) if c in game.wall(player)]


def _cards(answer: Any) -> set[int] | None:
    if isinstance(answer, (int, list, tuple, set, frozenset)) and not isinstance(answer, bool):
        chosen = {answer} if isinstance(answer, int) else set(answer)
        if chosen and all(isinstance(c, int) and not isinstance(c, bool) for c in chosen):
            return chosen
    return None


def check(answer: Any, lang: str = "en") -> Feedback:
    """Which of Cem's cards can Anna's cannon hit? The engine's ``cannon_targets`` decide
    (§W29: open cards of opponents; §W33: towers and all left of the rightmost one are safe)."""
    game = load_position(QUIZ)
    hit = targets_in(game, ANNA, CEM)
    upto = game.protected_upto(CEM)
    wall = game.wall(CEM)
    names = [p["name"] for p in game.view()["players"]]
    values = {
        "shooter": names[ANNA],
        "name": names[CEM],
        "open": ", ".join(map(str, hit)),
        "protected": ", ".join(map(str, wall[1 : upto + 1])),
        "tower": wall[upto],
    }
    cite = C.text(lang, "exercise", "cite")
    chosen = _cards(answer)
    if chosen is None:
        return Feedback(False, C.msg(lang, "choose"), cite)
    if chosen == set(hit):
        return Feedback(True, C.msg(lang, "right", **values), cite)
    safe = sorted(chosen - set(hit))
    key = "wrong_protected" if safe else "wrong_missing"  # a safe card chosen, or one left out
    return Feedback(
        False,
        C.msg(lang, key, cards=", ".join(map(str, safe)), **values),
        cite,
        C.msg(lang, "answer", **values),
    )


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
