"""Lesson 5: the expert variant's points (Spielvariante für erfahrene Burgbaumeister, §W18–§W26,
§W42). Texts and positions: ``content/05_figures/``.

Which number shows which figure is our assumption (§D6, ``burg/wettkampf/data/cards.toml``); the
checker asks the engine, so a teacher's card file changes the answer with it."""

from __future__ import annotations

from typing import Any

from burg.wettkampf.positions import load_position
from widgets.core.lessons.model import Feedback, Lesson
from widgets.wettkampf.lessons import LessonContent

C = LessonContent("05_figures")
#: An expert game under way: Ben's wall holds the King, two knights, a lady and three ravens.
QUIZ = C.position("exercise")
#: The seat asked about: Ben.
BEN = 1
#: The parts of the score the answer lists (``Game.score`` keys), in the rulebook's order.
PARTS = ("king", "queen", "knights", "ladies", "pairs", "ravens")
#: King and Queen are counted in ``Game.score``; each is worth 3 bonus points (§W22, §W23).
BONUS_FACTOR = {"king": 3, "queen": 3}


def number_of(answer: Any) -> int | None:
    """The answer as a whole number (a number field may send ``16.0``), else ``None``."""
    if isinstance(answer, bool):
        return None
    if isinstance(answer, float) and answer.is_integer():
        return int(answer)
    return answer if isinstance(answer, int) else None


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many points does Ben's wall score? The engine's ``score`` decides (§W21–§W26: 1 per
    card, King and Queen +3, knights and ladies +1 and +1 per pair, +1 per raven)."""
    game = load_position(QUIZ)
    sc = game.score(BEN)
    assert sc is not None  # the quiz is an expert game
    raven_cards = sum(1 for c in game.wall(BEN) if "raven" in game.figures(c))
    parts = [
        C.msg(lang, f"part_{kind}", n=sc[kind] * BONUS_FACTOR.get(kind, 1))
        for kind in PARTS
        if sc[kind]
    ]
    values = {"name": game.view()["players"][BEN]["name"], "detail": ", ".join(parts), **sc}
    cite = C.text(lang, "exercise", "cite")
    n = number_of(answer)
    if n is None:
        return Feedback(False, C.msg(lang, "choose"), cite)
    if n == sc["points"]:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    # the usual slips: only the cards; the pair forgotten; raven cards counted, not ravens
    pair = sc["pairs"] > 0 and n == sc["points"] - sc["pairs"]
    ravens = sc["ravens"] > raven_cards and n == sc["points"] - sc["ravens"] + raven_cards
    if n == sc["cards"]:
        key = "wrong_cards"
    elif pair and ravens:
        key = "wrong_close"
    elif pair:
        key = "wrong_pair"
    elif ravens:
        key = "wrong_ravens"
    else:
        key = "wrong"
    return Feedback(
        False, C.msg(lang, key, answer=n, **values), cite, C.msg(lang, "answer", **values)
    )


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check)
