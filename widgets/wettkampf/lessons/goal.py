"""Lesson 1: the goal and the set-up: 45 cards face down in the Materiallager, a start tower
each, the first to lay 9 cards in ascending order wins (§W1–§W5, §W13, §W14).
Texts and positions: ``content/01_goal/``."""

from __future__ import annotations

from typing import Any

from burg.wettkampf import Flip, Game, Lay, Return
from burg.wettkampf.positions import load_position
from widgets.core.lessons.model import Feedback, Lesson
from widgets.wettkampf.lessons import LessonContent

C = LessonContent("01_goal")
#: A 3-player game under way: Ben (seat 1) has laid 6 cards.
QUIZ = C.position("quiz")
#: The seat the exercise asks about.
BEN = 1
#: Enough turns for any wall to be finished (a guard for ``cards_to_win``).
_GUARD = 500


def cards_to_win(position: dict[str, Any], player: int) -> int:
    """How many more cards ``player`` must lay until the engine ends the game with his win
    (§W5, §W14): played out from ``position``, he lays the lowest card that fits each turn (its
    slot read from the position's ``secret``), the others turn a card over and put it back."""
    game = load_position(position)
    store = position["secret"]["store"]
    laid = 0
    for _ in range(_GUARD):
        if game.end:
            break
        p = game.pending.players[0]
        if p == player:
            slot = min(
                (s for s, c in enumerate(store) if c and game.fits(p, c)),
                key=lambda s: store[s],
            )
            store = [None if s == slot else c for s, c in enumerate(store)]
            game.apply(Flip(p, slot))
            game.apply(Lay(p))
            laid += 1
        else:
            game.apply(next(a for a in game.legal_actions(p) if isinstance(a, Flip)))
            game.apply(Return(p))
    if game.end != "ninth" or game.winners() != [player]:  # pragma: no cover - a bad position
        raise ValueError(f"seat {player} cannot finish his wall from this position")
    return laid


def _names(game: Game) -> list[str]:
    return [p["name"] for p in game.view()["players"]]


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many more cards must Ben lay to win? The engine plays it out (§W5, §W14)."""
    game = load_position(QUIZ)
    need = cards_to_win(QUIZ, BEN)
    values = {
        "name": _names(game)[BEN],
        "need": need,
        "cards": game.view()["players"][BEN]["cards"],
        "total": need + game.view()["players"][BEN]["cards"],
    }
    cite = C.text(lang, "exercise", "cite")
    if type(answer) is not int:
        return Feedback(False, C.msg(lang, "number"), cite)
    if answer == need:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    key = "wrong_tower" if answer == need - 1 else "wrong"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "answer", **values))


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
