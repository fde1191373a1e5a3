"""Lesson 10: the end of the game and the final scoring (Schlusswertung) in the rulebook's
order: clear the wall, the larger keep (Palas) scores the largest group of empty spaces, the
courts, wall tiles 4–9, the most points wins (reference §5, §E7, §E15, §E16). Its part
"special" plays the cases the rulebook leaves open: a wall tile taken in the last turn, only
one keep on a house, wall tile 8 without one, wall tile 4 on a path with a fountain, a tie
(§C7, §C10, §C15, §C21, §C32).
Texts and positions: ``content/10_final/``."""

from __future__ import annotations

import copy
from typing import Any

from burg.carcassonne.actions import Action
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


def check(answer: Any, lang: str = "en") -> Feedback:
    """Who scores the largest group of empty spaces, however White places the last tile? The
    engine plays every last placement on a copy and reads the final scoring (§5, §E16)."""
    results = endings(QUIZ)
    who = {w for w, _ in results}
    if len(who) != 1:  # pragma: no cover - the position would not fit the question
        raise ValueError(f"the last placement decides who scores the keep: {who}")
    winner = who.pop()
    right = next(k for k, v in SEATS.items() if v == winner)
    points = sorted({pts for _, pts in results})
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
    cite = C.text(lang, "parts", 0, "exercise", "cite")
    if answer not in SEATS:  # nothing chosen: ask for a choice, give nothing away
        return Feedback(False, C.msg(lang, "special_choose"), cite)
    results = endings(SPECIAL_QUIZ)
    who = {w for w, _ in results}
    if len(who) != 1:  # pragma: no cover - the position would not fit the question
        raise ValueError(f"the last placement decides who scores the keep: {who}")
    winner = who.pop()
    right = next(k for k, v in SEATS.items() if v == winner)
    points = sorted({pts for _, pts in results})
    values = {"who": C.msg(lang, f"name_{right}"), "low": points[0], "high": points[-1]}
    if answer == right:
        return Feedback(True, C.msg(lang, "special_right", **values), cite)
    return Feedback(
        False,
        C.msg(lang, "special_wrong", **values),
        cite,
        C.msg(lang, "special_answer", **values),
    )


#: The checker of each part, by its key.
PART_CHECKS = {"special": check_special}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
