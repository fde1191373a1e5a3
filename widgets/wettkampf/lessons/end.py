"""Lesson 4: the end: the 9th card ends the game at once (§W14); the Sonderfall (special case),
when no card left in the Materiallager fits any wall, and its winner: the most cards, then the
highest last card (§W15, §W16); its parts: the special case in action, and players still level
at the turn limit sharing the win (§W17, §D20). Texts and positions: ``content/04_end/``."""

from __future__ import annotations

from typing import Any

from burg.wettkampf.actions import ACTIONS, Lay, Return
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


def _part_steps(key: str = "sonderfall") -> list[Any]:
    """The steps of part ``key``'s example, in their JSON form."""
    return list(C.part_data(key)["example"]["steps"])


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
    cite = C.part_text(lang, "sonderfall")["exercise"]["cite"]
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


#: A made-up game at the turn limit in which nobody has laid a card: both walls are bare start
#: towers, so the players are still level after the tie-break and share the win (§W17, §D20).
TIE = C.position("gleichstand")
#: The tie part's answer "both share the win".
BOTH = "both"


def tie_with_cards_laid() -> Any:
    """The tie part's example with every card turned over laid instead of put back (§W9): the
    game as it ends at the turn limit (§W17)."""
    game = load_position(TIE)
    for step in _part_steps("tie"):
        action = ACTIONS.from_json(step)
        game.apply(Lay(action.player) if isinstance(action, Return) else action)
    return game


def check_tie(answer: Any, lang: str = "en") -> Feedback:
    """Who wins if both had laid the card they turned over? The engine's ranking decides (§W16,
    §W17): the same number of cards, then the highest last card; players still level share the
    win (§D20)."""
    game = tie_with_cards_laid()
    names = [p["name"] for p in game.view()["players"]]
    first, second = game.ranking()[:2]
    winners = game.winners()
    right = winners[0] if len(winners) == 1 else BOTH
    values = {
        "winner": names[first.seat],
        "other": names[second.seat],
        "cards": first.cards,
        "last": first.last,
        "other_last": second.last,
    }
    cite = C.part_text(lang, "tie")["exercise"]["cite"]
    options = C.part_data("tie")["exercise"]["options"]
    if isinstance(answer, bool) or answer not in options:
        return Feedback(False, C.msg(lang, "choose_one"), cite)
    if answer == right:
        return Feedback(True, C.msg(lang, "tie_right", **values), cite)
    if answer == BOTH:
        message = C.msg(lang, "tie_wrong_share")
    else:
        message = C.msg(lang, "tie_wrong", name=names[answer])
    return Feedback(False, message, cite, C.msg(lang, "tie_answer", **values))


#: The checker of each part, by its key.
PART_CHECKS = {"sonderfall": check_sonderfall, "tie": check_tie}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, with the special case in action and a shared win as parts."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
