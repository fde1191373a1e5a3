"""Lesson 7: followers (Gefolgsleute) and majorities: one follower per turn, from the supply,
on the tile just laid; its feature gives its role (Herold on a path, Ritter on a tower, Knappe
in a house, Händler on a court); never into a feature that already holds a follower, however
far away; a tile may join occupied features, and then the majority decides — a tie scores
nobody (reference §3.1, §3.2, §3.3, §E4, §E17). Texts and positions: ``content/07_followers/``."""

from __future__ import annotations

from typing import Any

from burg.carcassonne.actions import Follower
from burg.carcassonne.game import Game
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import LessonContent
from widgets.core.lessons.model import Feedback, Lesson, why_illegal

C = LessonContent("07_followers")
#: The quiz (``quiz.position.json``): Anna (seat 0) has just laid a tile with a tower, a court
#: and a house on (7, 2); its house joins the house in which Ben's squire stands two tiles away.
ANNA = 0
#: The features of the new tile the exercise offers.
OPTIONS: tuple[str, ...] = tuple(C.data["exercise"]["options"])


def quiz_game() -> Game:
    """The quiz as a game (a fresh copy)."""
    return load_position(C.position("quiz"))


def allowed(game: Game, player: int) -> list[str]:
    """The features of the tile just laid on which ``player`` may place a follower now, as the
    engine's ``legal_actions`` list them (§3.1)."""
    return [a.feature for a in game.legal_actions(player) if isinstance(a, Follower)]


def reason(game: Game, player: int, fid: str, lang: str = "en") -> str:
    """The engine's reason why ``player`` may not place a follower on ``fid`` (§3.1, §E17)."""
    return why_illegal(game, Follower(player, fid)).plain(lang)


def _names(fids: list[str], lang: str) -> str:
    labels = dict(zip(OPTIONS, C.text(lang, "exercise", "options"), strict=True))
    text = [labels.get(f, f) for f in fids]
    word = C.msg(lang, "and")
    return text[0] if len(text) == 1 else f"{', '.join(text[:-1])} {word} {text[-1]}"


def check(answer: Any, lang: str = "en") -> Feedback:
    """On which features of the new tile may Anna place a follower? The engine's legal actions
    decide, and ``why_not`` gives the reason for the others (§3.1, §E17)."""
    cite = C.text(lang, "exercise", "cite")
    chosen = set(answer) if isinstance(answer, tuple | list | set | frozenset) else set()
    if not chosen:
        return Feedback(False, C.msg(lang, "choose"), cite)
    game = quiz_game()
    ok = allowed(game, ANNA)
    banned = [f for f in OPTIONS if f not in ok]
    values = {
        "allowed": _names([f for f in OPTIONS if f in ok], lang),
        "banned": _names(banned, lang) if banned else "-",
        "reason": reason(game, ANNA, banned[0], lang) if banned else "",
    }
    if chosen == set(ok):
        return Feedback(True, C.msg(lang, "right", **values), cite)
    key = "wrong_banned" if chosen - set(ok) else "wrong_missing"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "answer", **values))


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
