"""*Carcassonne – Die Burg*'s lessons on the shared lesson page (``widgets.core.lessons.view``):
``CARCASSONNE_LESSONS`` draws a position as the play page's castle (``game_svg``), narrates the
engine's events and plays the sandbox on the real play page (``PlaySandbox``).
"""

from __future__ import annotations

from typing import Any

from burg.carcassonne import messages
from burg.carcassonne.game import Game
from burg.carcassonne.positions import dump_position, load_position, load_save
from widgets.carcassonne.app import PlayApp, game_svg
from widgets.carcassonne.lessons import LESSON_IDS, ROOT, get, ui
from widgets.carcassonne.text import shown_name
from widgets.core.lessons import view
from widgets.core.lessons.adapter import LessonGame
from widgets.core.lessons.model import Lesson
from widgets.core.lessons.sandbox import PlaySandbox
from widgets.core.lessons.view import _html

__all__ = ["CARCASSONNE_LESSONS", "CastleBoard", "LessonView", "index_html"]

#: The castle on a lesson page: as wide as the board column allows.
LESSON_CASTLE_CSS = """<style>
.burg-lesson .cc-lesson-board { width: 640px; max-width: calc(100% - 4px); }
.burg-lesson .cc-lesson-board svg { display: block; width: 100%; height: auto; }
.burg-lesson .burg-app .burg-lang { display: none; }
@media (min-width: 1600px) { .burg-lesson .cc-lesson-board { width: 900px; } }
</style>"""


def _counted(lines: list[str]) -> list[str]:
    """Runs of one line said once with their count (the wall cleared at the end: "… (× 9)")."""
    out: list[str] = []
    run = 0
    for i, line in enumerate(lines):
        run += 1
        if i + 1 < len(lines) and lines[i + 1] == line:
            continue
        out.append(line if run == 1 else f"{line} (× {run})")
        run = 0
    return out


class CastleBoard:
    """A position as the play page draws it: the castle with its tiles, followers, keeps, the
    score markers and the towers' wall tiles (face down: not shown, §3)."""

    def __init__(self) -> None:
        self.root = _html("", "cc-lesson-board")

    def show(self, game: Game, lang: str) -> None:
        """Draw ``game`` in ``lang``."""
        seen = game.view(None)
        names = [shown_name(pl["name"], lang) for pl in seen["players"]]
        self.root.value = game_svg(game, seen, names, lang)


class CarcassonneLessons(LessonGame):
    """*Carcassonne – Die Burg* for the shared lesson page."""

    key = "carcassonne"
    lesson_ids = LESSON_IDS
    css = LESSON_CASTLE_CSS
    #: A teacher changes each player's score and whose turn it is in fields (the rest in JSON).
    position_fields = ("score",)
    game_fields = ("active",)

    def make_board(self, lang: str) -> CastleBoard:
        """The play page's castle, not clickable."""
        return CastleBoard()

    def example_lines(
        self, events: list[Any], names: list[str], lang: str, start: bool, setup: bool
    ) -> list[str]:
        """The engine's narration of the step (the set-up only where the example asks)."""
        names = [shown_name(n, lang) for n in names]
        lines = [
            messages.render_event(e, names, lang) for e in events if setup or e.reason != "setup"
        ]
        return _counted(lines)

    def make_sandbox(self, position: dict[str, Any], lang: str) -> PlaySandbox:
        """The play page from ``position``, every seat the learner's."""
        return PlaySandbox(position, lang, PlayApp, load_position, lambda lg: ui("reset", lg))

    def play_app(self, lang: str) -> PlayApp:
        """The play page: its "New game" dialog starts a game against a bot."""
        return PlayApp(lang=lang, charts=True)

    def dump_position(self, game: Any) -> dict[str, Any]:
        """docs/carcassonne-positions.md."""
        return dump_position(game)

    def load_save(self, raw: bytes) -> Any:
        """A save or a position."""
        return load_save(raw)

    def field_label(self, key: str, lang: str) -> str:
        """A player's score, or whose turn it is."""
        return ui("position_score" if key == "score" else "position_turn", lang)

    def seat_names(self, position: dict[str, Any]) -> list[str]:
        """The two players' names (``names``; the format's default if left out)."""
        return [str(n) for n in position.get("names", ["Black", "White"])]

    def get_seat_field(self, position: dict[str, Any], seat: int, key: str) -> int:
        """A player's exact score (``total``)."""
        return int(position.get("total", [0, 0])[seat])

    def set_seat_field(self, position: dict[str, Any], seat: int, key: str, value: Any) -> None:
        """Set a player's exact score."""
        total = list(position.get("total", [0, 0]))
        total[seat] = int(value)
        position["total"] = total

    def get_game_field(self, position: dict[str, Any], key: str) -> int:
        """Whose turn it is, counting seats from 1 as the page names them."""
        return int(position.get("active", position.get("start_player", 0))) + 1

    def set_game_field(self, position: dict[str, Any], key: str, value: Any) -> None:
        """Set whose turn it is (seat 1 is seat 0 in the file)."""
        position["active"] = int(value) - 1


CARCASSONNE_LESSONS = CarcassonneLessons(ROOT, get)


class LessonView(view.LessonView):
    """A lesson page of this game."""

    def __init__(self, lesson: str | Lesson, teacher: bool = False, lang: str = "en") -> None:
        super().__init__(CARCASSONNE_LESSONS, lesson, teacher, lang)


def index_html(lang: str = "en") -> str:
    """The lesson list."""
    return view.index_html(CARCASSONNE_LESSONS, lang)
