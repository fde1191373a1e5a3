"""Lesson 10: the end of the game and the final scoring (Schlusswertung) in the rulebook's
order: clear the wall, the larger keep (Palas) scores the largest group of empty spaces, the
courts, wall tiles 4–9, the most points wins (reference §5, §E7, §E15, §E16). Its part
"special" plays the cases the rulebook leaves open: a wall tile taken in the last turn, only
one keep on a house, wall tile 8 without one, wall tile 4 on a path with a fountain, a tie
(§C7, §C10, §C15, §C21, §C32); its part "nofit" ends a game whose last tile fits nowhere
(§C14).
Texts and positions: ``content/10_final/``."""

from __future__ import annotations

import copy
from typing import Any

from burg.carcassonne.actions import Action, NoFollower, Place
from burg.carcassonne.game import Game
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import LessonContent
from widgets.core.lessons.model import Feedback, Lesson

C = LessonContent("10_final")
#: White is to place the last tile; both keeps lie on 2-tile houses, Black holds tile 8 (§E16).
QUIZ = C.position("quiz")
#: The answers by seat (``None``: nobody scores the empty spaces).
SEATS: dict[str, int | None] = {"black": 0, "white": 1, "nobody": None}


def _finish(game: Game) -> Game:
    """Play the game to its end: every scoring in the engine's first order, no wall tile 1."""
    while game.pending.kind is not None:
        p = game.pending.players[0]
        legal = game.legal_actions(p)
        game.apply(legal[-1] if game.pending.kind == "extra" else legal[0])
    return game


def endings(position: dict[str, Any]) -> list[tuple[int | None, int]]:
    """The keep scoring (§5 step 2) after every way to play the last turn from ``position``:
    each legal placement with each follower choice, played on a copy to the end. One entry
    each: the seat that scored the empty spaces (``None``: nobody) and its points."""
    first = load_position(copy.deepcopy(position))
    p = first.pending.players[0]
    out = []
    for place in first.legal_actions(p):
        g = load_position(copy.deepcopy(position))
        g.apply(place)
        follow: list[Action | None] = [None]
        if g.pending.kind == "follower":
            follow = list(g.legal_actions(p))
        for f in follow:
            h = load_position(copy.deepcopy(position))
            h.apply(place)
            if f is not None:
                h.apply(f)
            _finish(h)
            keep = [(who, pts) for step, who, pts in h.view()["final"] if step == "keep"]
            out.append(keep[0] if keep else (None, 0))
    return out


def keep_scorer(position: dict[str, Any]) -> tuple[str, list[int]]:
    """Who scores the largest group of empty spaces however the last tile is placed (an answer
    of ``SEATS``), and the points it can bring, from ``endings`` (§5 step 2)."""
    results = endings(position)
    who = {w for w, _ in results}
    if len(who) != 1:  # pragma: no cover - the position would not fit the question
        raise ValueError(f"the last placement decides who scores the keep: {who}")
    winner = who.pop()
    return next(k for k, v in SEATS.items() if v == winner), sorted({p for _, p in results})


def check(answer: Any, lang: str = "en") -> Feedback:
    """Who scores the largest group of empty spaces, however White places the last tile? The
    engine plays every last placement on a copy and reads the final scoring (§5, §E16)."""
    right, points = keep_scorer(QUIZ)
    game = load_position(copy.deepcopy(QUIZ))
    players = game.view()["players"]
    keeps = [pl["keep"]["size"] if pl["keep"] else 0 for pl in players]
    values = {
        "who": C.msg(lang, f"name_{right}"),
        "low": points[0],
        "high": points[-1],
        "black": keeps[0],
        "white": keeps[1],
        "black8": keeps[0] + 2 * players[0]["wall_tiles"].count(8),
    }
    cite = C.text(lang, "exercise", "cite")
    if answer == right:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    key = "wrong_tie" if answer == "nobody" else "wrong"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "answer", **values))


#: The part "special": White is to place the last tile; only Black's keep stands on a house,
#: White holds wall tile 8 (§5 step 2; §C10, §C32).
SPECIAL_QUIZ = C.position("special-quiz")


def check_special(answer: Any, lang: str = "en") -> Feedback:
    """Who scores the largest group of empty spaces when only one keep stands on a house? The
    engine plays every last placement on a copy and reads the final scoring (§C10, §C32)."""
    cite = C.part_text(lang, "special")["exercise"]["cite"]
    if answer not in SEATS:  # nothing chosen: ask for a choice, give nothing away
        return Feedback(False, C.msg(lang, "special_choose"), cite)
    right, points = keep_scorer(SPECIAL_QUIZ)
    values = {"who": C.msg(lang, f"name_{right}"), "low": points[0], "high": points[-1]}
    if answer == right:
        return Feedback(True, C.msg(lang, "special_right", **values), cite)
    return Feedback(
        False,
        C.msg(lang, "special_wrong", **values),
        cite,
        C.msg(lang, "special_answer", **values),
    )


#: The part "nofit": White is to lay a T-crossing on E10; behind it in the stack a tile without
#: a path, which then fits nowhere, and a straight path (§2.3; §C14).
NOFIT_QUIZ = C.position("nofit-quiz")
#: White's turn in the part's exercise: the T-crossing on E10, its pathless side to the wall.
NOFIT_TURN = (Place(1, (9, 4), 0), NoFollower(1))


def after_no_fit(position: dict[str, Any] | None = None) -> int:
    """What follows when Black draws a tile that fits nowhere, by option value: 0 he draws again
    and must lay, 1 the game ends, 2 White lays. The engine plays White's turn on a copy
    (§2.3, §C14)."""
    game = load_position(copy.deepcopy(NOFIT_QUIZ if position is None else position))
    for action in NOFIT_TURN:
        game.apply(action)
    if game.pending.kind is None:
        return 1
    return 0 if game.pending.players == (0,) else 2


def check_nofit(answer: Any, lang: str = "en") -> Feedback:
    """What happens when the drawn tile fits nowhere but another tile is left? (§2.3, §C14)"""
    cite = C.part_text(lang, "nofit")["exercise"]["cite"]
    if answer not in (0, 1, 2):  # nothing chosen: ask for a choice, give nothing away
        return Feedback(False, C.msg(lang, "special_choose"), cite)
    right = after_no_fit()
    if right != 0:  # pragma: no cover - the messages describe Black drawing again
        raise ValueError(f"the position does not fit the question: {right}")
    if answer == right:
        return Feedback(True, C.msg(lang, "nofit_right"), cite)
    return Feedback(False, C.msg(lang, "nofit_wrong"), cite, C.msg(lang, "nofit_answer"))


#: The checker of each part, by its key.
PART_CHECKS = {"special": check_special, "nofit": check_nofit}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
