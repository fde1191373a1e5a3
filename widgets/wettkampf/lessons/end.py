"""Lesson 4: the end: the 9th card ends the game at once (§W14); the Sonderfall (special case),
when no card left in the Materiallager fits any wall, and its winner: the most cards, then the
highest last card (§W15, §W16). Texts and positions: ``content/04_end/``."""

from __future__ import annotations

from typing import Any

from burg.wettkampf.actions import ACTIONS, Return
from burg.wettkampf.positions import load_position
from widgets.core.lessons.model import Feedback, Lesson
from widgets.wettkampf.lessons import LessonContent

C = LessonContent("04_end")
#: Three players; nobody can lay any card left face down: the special case has ended the game.
QUIZ = C.position("quiz")


def check(answer: Any, lang: str = "en") -> Feedback:
    """Who wins the special case? The engine's ranking decides (§W15, §W16)."""
    game = load_position(QUIZ)
    names = [p["name"] for p in game.view()["players"]]
    ranking = game.ranking()
    (winner,) = game.winners()
    first = ranking[0]
    level = next((s for s in ranking[1:] if s.cards == first.cards), None)
    values = {
        "winner": names[winner],
        "cards": first.cards,
        "last": first.last,
        "other": names[level.seat] if level else "",
        "other_last": level.last if level else "",
        "how": C.msg(lang, f"end_{game.end}"),
    }
    cite = C.text(lang, "exercise", "cite")
    chosen = next((s for s in ranking if s.seat == answer and type(answer) is int), None)
    if chosen is None:
        return Feedback(False, C.msg(lang, "choose"), cite)
    if chosen.seat == winner:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    key = "wrong_level" if chosen.cards == first.cards else "wrong_fewer"
    return Feedback(
        False,
        C.msg(lang, key, name=names[chosen.seat], last=chosen.last),
        cite,
        C.msg(lang, "answer", **values),
    )


#: The special case in action: Anna and Ben lay the last cards that fit; then nobody can.
SONDERFALL = C.position("sonderfall")


def _part_steps() -> list[Any]:
    return list(C.data["parts"][0]["example"]["steps"])


def without_laying() -> tuple[Any, int]:
    """The part's example up to its last card turned over, that card put back instead of laid
    (§W10): the game as it then stands, and that card."""
    game = load_position(SONDERFALL)
    *before, _lay = _part_steps()
    for step in before:
        game.apply(ACTIONS.from_json(step))
    card = game.pending.number
    game.apply(Return(game.view()["active"]))
    return game, card


def check_sonderfall(answer: Any, lang: str = "en") -> Feedback:
    """Would the game end if Anna put the last fitting card back? The engine's end check (§W15)
    decides: it goes on while any card left fits a wall."""
    game, card = without_laying()
    goes_on = not game.end
    cite = C.text(lang, "parts", 0, "exercise", "cite")
    values = {"card": card, "anna": game.last(0), "ben": game.last(1)}
    if answer not in (0, 1) or isinstance(answer, bool):
        return Feedback(False, C.msg(lang, "choose_one"), cite)
    if answer == int(goes_on):
        return Feedback(True, C.msg(lang, "sonderfall_right", **values), cite)
    return Feedback(
        False,
        C.msg(lang, "sonderfall_wrong", **values),
        cite,
        C.msg(lang, "sonderfall_answer", **values),
    )


#: The checker of each part, by its key.
PART_CHECKS = {"sonderfall": check_sonderfall}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, with the special case in action as a part."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
