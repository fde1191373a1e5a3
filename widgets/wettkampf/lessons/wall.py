"""Lesson 3: the ascending wall and why small steps matter: the higher your last card, the
fewer cards fit (§W8, §W9 and the rulebook's advice). ``fit_chances`` gives the lesson's chart.
Texts and positions: ``content/03_wall/``."""

from __future__ import annotations

from typing import Any

from burg.wettkampf import Game
from burg.wettkampf.positions import load_position
from widgets.core.lessons.model import Feedback, Lesson
from widgets.wettkampf.lessons import LessonContent

C = LessonContent("03_wall")
#: Four players; Ben (seat 1), last card 30, is to turn a card over; 16 cards lie face down.
QUIZ = C.position("quiz")
#: The seat the exercise asks about.
BEN = 1
#: The start tower's number: the last card of a wall without laid cards (§W2, §W9).
START_TOWER = 1


def _probe(last: int) -> Game:
    """A 2-player game at its start whose first wall ends in ``last`` (the start tower alone
    for 1): every other card lies face down in the Materiallager."""
    wall = [] if last == START_TOWER else [last]
    return load_position(
        {
            "format": "burg-wettkampf-position",
            "version": 1,
            "players": [{"name": "Anna", "wall": wall}, {"name": "Ben", "wall": []}],
            "start_player": 0,
        }
    )


def face_down(game: Game) -> list[int]:
    """The numbers of the cards still in ``game``'s Materiallager: every card of the game (the
    public card list) in no wall and not out of the game -- which cards are left, not where
    (§W3, §W13)."""
    view = game.view()
    gone = {c for p in view["players"] for c in p["wall"]} | set(view["out"])
    numbers = sorted(n for n in game.cards.mapping() if n not in gone)
    if len(numbers) != sum(1 for c in view["store"] if c is not None):  # pragma: no cover
        raise ValueError("the Materiallager does not hold the cards in no wall")  # §8
    return numbers


def fit_chances(game: Game | None = None) -> list[tuple[int, float]]:
    """For each last card L of a wall (1: the start tower alone, then 2-46), the chance that a
    card turned over at random fits, i.e. may be laid (§W9): the engine's ``fits`` counted over
    the face-down cards. Without ``game`` these are all cards but L (the start of a game); with
    one, the cards still in its Materiallager (L itself left out)."""
    pool = None if game is None else face_down(game)
    out: list[tuple[int, float]] = []
    for last in [START_TOWER, *_probe(START_TOWER).cards.mapping()]:
        probe = _probe(last)
        cards = face_down(probe) if pool is None else [n for n in pool if n != last]
        fit = sum(1 for n in cards if probe.fits(0, n))
        out.append((last, fit / len(cards) if cards else 0.0))
    return out


def fitting_count(position: dict[str, Any], player: int) -> int:
    """How many of the face-down cards of ``position`` ``player`` could lay (§W9)."""
    game = load_position(position)
    return sum(1 for n in face_down(game) if game.fits(player, n))


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many face-down cards fit Ben's wall? The engine's ``fits`` counts (§W9)."""
    game = load_position(QUIZ)
    down = face_down(game)
    fit = fitting_count(QUIZ, BEN)
    values = {
        "name": game.view()["players"][BEN]["name"],
        "last": game.last(BEN),
        "fit": fit,
        "down": len(down),
        "cards": ", ".join(str(n) for n in down if game.fits(BEN, n)),
        "percent": round(100 * fit / len(down)),
    }
    cite = C.text(lang, "exercise", "cite")
    if type(answer) is not int:
        return Feedback(False, C.msg(lang, "number"), cite)
    if answer == fit:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    key = "wrong_high" if answer > fit else "wrong_low"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "answer", **values))


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
