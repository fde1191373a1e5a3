"""Lesson 1: the castle, the wall and the set-up: the spaces (Felder) inside the Burgmauer, the
score track 0-99 round it with its corner towers (Ecktürme), the start fields (Startfelder), the
castle tiles shuffled face down, each player's followers, score marker and keep (reference §1,
§3 set-up; the empty spaces at the end: §5, §E7). Our castle and tiles are a reconstruction
(reference §7). Texts and positions: ``content/01_castle/``."""

from __future__ import annotations

from typing import Any

from burg.carcassonne.model import Castle
from burg.carcassonne.positions import load_position
from widgets.carcassonne.lessons import LessonContent
from widgets.core.lessons.model import Feedback, Lesson

C = LessonContent("01_castle")


def castle() -> Castle:
    """The castle the lesson's example is played on (the default castle, §1)."""
    return load_position(C.position("example")).castle


def numbers(c: Castle | None = None) -> dict[str, Any]:
    """The castle's numbers as the engine holds them (§1): spaces, tiles, the spaces left empty
    when every tile is laid (§5: 76 - 60 = 16), corner towers, their wall tiles, start fields."""
    c = castle() if c is None else c
    spaces = len(c.cells)
    return {
        "spaces": spaces,
        "tiles": c.n_tiles,
        "empty": spaces - c.n_tiles,
        "corners": len(c.towers),
        "towers": ", ".join(f"{a}/{b}" for a, b in (t.numbers for t in c.towers)),
        "wall_tiles": sum(t.wall_tile for t in c.towers),
        "start_fields": len(c.start_fields),
    }


def check(answer: Any, lang: str = "en") -> Feedback:
    """How many spaces stay empty when every tile is laid? The engine's castle: its spaces
    minus its tiles (§1, §5)."""
    values = numbers()
    # the spaces mistaken for the empty ones before the tiles are (the dict's later key wins)
    known = {values["tiles"]: "wrong_tiles", values["spaces"]: "wrong_spaces"}
    return C.number_feedback(lang, answer, values["empty"], values, known)


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, the castle's numbers filled in from the engine."""
    return C.lesson(lang, check=check, values=numbers())
