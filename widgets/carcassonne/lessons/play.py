"""Lesson 11: a whole game against a bot, with a short strategy guide grounded in the rules:
aim scorings at the towers' numbers, keep followers free, the keep, courts late (reference §3,
§4, §5). The sandbox is the play page. Texts and positions: ``content/11_play/``."""

from __future__ import annotations

import copy
import dataclasses
from html import escape
from typing import Any

from burg.carcassonne.actions import Action, Place
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import LessonContent
from widgets.carcassonne.table import tile_svg
from widgets.core.lessons.model import Feedback, Lesson

C = LessonContent("11_play")
#: White is to place tile B4 in the middle of a game (pictured by ``drawn_tile_html``).
QUIZ = C.position("quiz")
#: The placements the exercise offers, as "row,col,rotation".
OPTIONS: tuple[str, ...] = tuple(C.data["exercise"]["options"])


def placement(position: dict[str, Any], option: str) -> Place:
    """The placement an option names, by the player to move in ``position``."""
    row, col, rot = (int(x) for x in option.split(","))
    player = load_position(copy.deepcopy(position)).pending.players[0]
    return Place(player, (row, col), rot)


def gain(position: dict[str, Any], place: Place) -> int:
    """The most points ``place`` brings its player this turn: each follower choice played on
    a copy of the game, the scorings in the engine's order (§3.1, §3.2)."""
    p = place.player
    first = load_position(copy.deepcopy(position))
    before = first.scores()[p]
    first.apply(place)
    follow: list[Action | None] = [None]
    if first.pending.kind == "follower" and first.pending.players == (p,):
        follow = list(first.legal_actions(p))
    best = 0
    for f in follow:
        g = load_position(copy.deepcopy(position))
        g.apply(place)
        if f is not None:
            g.apply(f)
        while g.pending.kind == "score" and g.pending.players == (p,):
            g.apply(g.legal_actions(p)[0])
        best = max(best, g.scores()[p] - before)
    return best


def gains(position: dict[str, Any], options: tuple[str, ...]) -> dict[str, int]:
    """Each offered placement's points (``gain``)."""
    return {o: gain(position, placement(position, o)) for o in options}


def check(answer: Any, lang: str = "en") -> Feedback:
    """Which placement scores most now? Each is tried on a copy of the game (§3.2)."""
    points = gains(QUIZ, OPTIONS)
    best = max(points.values())
    right = [o for o in OPTIONS if points[o] == best]
    labels = dict(zip(OPTIONS, C.text(lang, "exercise", "options"), strict=True))
    values = {
        "best": labels[right[0]],
        "points": best,
        "got": points.get(answer, 0),
        "all": ", ".join(f"{labels[o]}: {points[o]}" for o in OPTIONS),
    }
    cite = C.text(lang, "exercise", "cite")
    if answer not in OPTIONS:  # nothing chosen: ask for a choice, give nothing away
        return Feedback(False, C.msg(lang, "choose"), cite)
    if answer in right:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    return Feedback(False, C.msg(lang, "wrong", **values), cite, C.msg(lang, "answer", **values))


def drawn_tile_html(lang: str = "en") -> str:
    """The tile White has drawn in the exercise, pictured as the play page draws it, with its
    caption: the exercise's board shows the castle, not the drawn tile."""
    game = load_position(copy.deepcopy(QUIZ))
    tiles = {tile.id: tile for tile in game.castle.tiles}
    picture = tile_svg(tiles[game.pending.tile], 0, lang)
    caption = escape(C.text(lang, "drawn_tile"))
    return (
        f'<div class="carc-drawn-tile"><p><b>{caption}</b></p>'
        f'<div style="width:120px">{picture}</div></div>'
    )


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``; after the tips, the tile the exercise asks about."""
    base = C.lesson(lang, check=check)
    return dataclasses.replace(base, extra=(*base.extra, drawn_tile_html(lang)))
