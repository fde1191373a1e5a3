"""Lesson 9: the score track and the wall tiles (Mauerplättchen): a marker that lands exactly
on a corner tower's number takes its wall tile, passing over takes nothing, past 99 the marker
wraps; the nine effects and when each may be used (reference §3.5, §4, §E9–§E14, §E21). Its
parts play several scorings at once with wall tiles 2 and 1, and a marker past 99 next to a
wall tile that waits for its owner's own turn (§C5, §C6, §C12).
Texts and positions: ``content/09_wall_tiles/``."""

from __future__ import annotations

from typing import Any

from burg.carcassonne.actions import ACTIONS, NoFollower, Place, ScoreDouble
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import LessonContent
from widgets.core.lessons.model import Feedback, Lesson

C = LessonContent("09_wall_tiles")
#: Black (seat 0) at 29, tower 33/34 still holding its wall tile (§E9).
QUIZ = C.position("quiz")
#: The seat the exercise asks about.
BLACK = 0
#: The scorings the exercise offers (points).
OPTIONS: tuple[int, ...] = tuple(C.data["exercise"]["options"])


def takes_tile(position: dict[str, Any], player: int, points: int) -> tuple[bool, int]:
    """Whether a scoring of ``points`` takes a wall tile for ``player`` from ``position``, and
    the field his marker ends on: the engine's ``landing`` (§3.5, §4.1, §C11)."""
    game = load_position(position)
    return game.landing(player, points) is not None, (game.scores()[player] + points) % 100


def taking(position: dict[str, Any], player: int, options: tuple[int, ...]) -> list[int]:
    """The scorings of ``options`` that take a wall tile (§E9, §E10)."""
    return [n for n in options if takes_tile(position, player, n)[0]]


def _list(numbers: list[int], lang: str) -> str:
    word = C.msg(lang, "and")
    text = [str(n) for n in numbers]
    if not text:
        return C.msg(lang, "none")
    return text[0] if len(text) == 1 else f"{', '.join(text[:-1])} {word} {text[-1]}"


def check(answer: Any, lang: str = "en") -> Feedback:
    """Which scorings land Black on a tower that still holds a wall tile? The engine moves his
    marker on a copy of the position for each (§4.1, §E9, §E10)."""
    right = taking(QUIZ, BLACK, OPTIONS)
    cite = C.text(lang, "exercise", "cite")
    chosen = set(answer) if isinstance(answer, tuple | list | set | frozenset) else set()
    if not chosen:
        return Feedback(False, C.msg(lang, "choose"), cite)
    fields = [f"{n} → {takes_tile(QUIZ, BLACK, n)[1]}" for n in OPTIONS]
    values = {
        "take": _list(right, lang),
        "miss": _list([n for n in OPTIONS if n not in right], lang),
        "fields": ", ".join(fields),
        "start": load_position(QUIZ).scores()[BLACK],
    }
    if chosen == set(right):
        return Feedback(True, C.msg(lang, "right", **values), cite)
    key = "wrong_pass" if chosen - set(right) else "wrong_missing"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "answer", **values))


#: The part "order": the example's moment, but Black (seat 0) on 47 (the example plays it from
#: 32, where the house first and the doubled tower take two tiles; from 47 the doubled tower
#: overshoots 49/50, and only the two orders without wall tile 2 take its tile): he holds wall
#: tiles 2, 9 and 1; his tile has just completed his 1-tile house and his 1-tile tower; corner
#: towers 49/50 and 53/54 hold wall tiles
#: (§3.2 order, §4.1, §4.3 tiles 1 and 2; §C5, §C6, §C25).
ORDER_QUIZ = C.position("order-quiz")
#: The orders the part's exercise offers, by option value: (action type, feature label).
ORDERS: dict[int, tuple[tuple[str, str], ...]] = {
    0: (("score", "4,8:H1"), ("score_double", "4,7:T1")),
    1: (("score_double", "4,7:T1"), ("score", "4,8:H1")),
    2: (("score", "4,8:H1"), ("score", "4,7:T1")),
    3: (("score", "4,7:T1"), ("score", "4,8:H1")),
}


def order_outcome(option: int, position: dict[str, Any] | None = None) -> tuple[list[int], int]:
    """The engine plays the order ``option`` on a copy of the position: the fields Black's
    marker ends on, one per scoring, and how many wall tiles he takes (§4.1, §C5)."""
    game = load_position(ORDER_QUIZ if position is None else position)
    before = len(game.view()["players"][BLACK]["wall_tiles"])
    fields = []
    for kind, feature in ORDERS[option]:
        if game.pending.kind != "score":  # the last scoring left follows by itself
            break
        action = ACTIONS.from_json({"type": kind, "player": BLACK, "feature": feature})
        for event in game.apply(action) or ():
            if event.kind == "marker" and event.player == BLACK:
                fields.append(event.detail[2])
    used = 1 if any(kind == "score_double" for kind, _ in ORDERS[option]) else 0
    return fields, len(game.view()["players"][BLACK]["wall_tiles"]) - before + used


def check_order(answer: Any, lang: str = "en") -> Feedback:
    """Which orders take the most wall tiles? The engine plays each order (§3.2, §4.1, §C5)."""
    cite = C.part_text(lang, "order")["exercise"]["cite"]
    items = answer if isinstance(answer, tuple | list | set | frozenset) else ()
    chosen = {a for a in items if not isinstance(a, bool) and a in ORDERS}
    if not chosen:
        return Feedback(False, C.msg(lang, "order_choose"), cite)
    taken = {o: order_outcome(o)[1] for o in ORDERS}
    best = max(taken.values())
    winners = {o for o in ORDERS if taken[o] == best}
    labels = C.part_text(lang, "order")["exercise"]["options"]
    lines = "; ".join(
        f"{labels[o]}: {' → '.join(str(f) for f in order_outcome(o)[0])} ({taken[o]})"
        for o in ORDERS
    )
    values = {"best": best, "all": lines}
    if chosen == winners:
        return Feedback(True, C.msg(lang, "order_right", **values), cite)
    key = "order_wrong" if chosen - winners else "order_missing"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "order_answer", **values))


#: The part "wrap": White completes Black's tower on I4 in her own turn; Black holds wall
#: tile 2, which he may use only in his own turn (§4.2, §C12).
PAST_QUIZ = C.position("past99-quiz")
#: White's placement in the part's exercise: her tile's tower side against Black's tower.
PAST_PLACE = Place(1, (3, 7), 1)


def scored_for_black(position: dict[str, Any] | None = None) -> tuple[int, int, bool]:
    """The engine plays White's placement and no follower on a copy: Black's points, the
    tower's size, and whether Black was asked to double it with wall tile 2 (§4.2, §C12)."""
    game = load_position(PAST_QUIZ if position is None else position)
    before = game.scores()[BLACK]
    game.apply(PAST_PLACE)
    if game.pending.kind == "follower":
        game.apply(NoFollower(PAST_PLACE.player))
    asked = False
    while game.pending.kind == "score":
        legal = game.legal_actions(game.pending.players[0])
        asked = asked or any(isinstance(a, ScoreDouble) and a.player == BLACK for a in legal)
        game.apply(legal[0])
    tower = game.feature(3, 8, "T1")
    if tower is None or not tower["complete"]:  # pragma: no cover - the position would not fit
        raise ValueError("White's tile does not complete Black's tower")
    return game.scores()[BLACK] - before, tower["size"], asked


def check_past(answer: Any, lang: str = "en") -> Feedback:
    """How many points does Black score when White's tile completes his tower? Wall tile 2
    waits for his own turn; the engine plays White's turn on a copy (§4.2, §C12)."""
    cite = C.part_text(lang, "wrap")["exercise"]["cite"]
    if isinstance(answer, bool) or not isinstance(answer, int):
        return Feedback(False, C.msg(lang, "past_number"), cite)
    points, size, _ = scored_for_black()
    values = {"points": points, "size": size}
    if answer == points:
        return Feedback(True, C.msg(lang, "past_right", **values), cite)
    if answer == 2 * points:
        key = "past_wrong_double"
    else:
        key = "past_wrong_high" if answer > points else "past_wrong_low"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "past_answer", **values))


#: The checker of each part, by its key.
PART_CHECKS = {"order": check_order, "wrap": check_past}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
