"""*Der Wettkampf der Burgbaumeister*'s lessons on the shared lesson page
(``widgets.core.lessons.view``): ``WETTKAMPF_LESSONS`` draws a position as the play page's table
(the Materiallager and the walls, not clickable), narrates the engine's events, plays the
sandbox on the real play table (``TableSandbox``) and makes the lessons' charts
(``widgets.wettkampf.lessons.charts``).
"""

from __future__ import annotations

from html import escape
from typing import Any

from burg.wettkampf import messages
from burg.wettkampf.game import Game
from burg.wettkampf.positions import dump_position, load_position, load_save
from widgets.core.lessons import view
from widgets.core.lessons.adapter import LessonGame
from widgets.core.lessons.model import Lesson
from widgets.core.lessons.sandbox import PlaySandbox
from widgets.wettkampf import board
from widgets.wettkampf.app import PlayApp
from widgets.wettkampf.lessons import LESSON_IDS, ROOT, get, ui
from widgets.wettkampf.text import t

__all__ = ["WETTKAMPF_LESSONS", "LessonView", "TableBoard", "TableSandbox", "index_html"]

#: On a lesson page the example's table shows the Materiallager and the walls; the decision
#: and the log are the narration's beside it. An embedded play table has the page's switch.
LESSON_TABLE_CSS = """<style>
.wk-lesson-board .wk-decision, .wk-lesson-board .wk-section { display: none; }
.burg-lesson .wk-lesson-board { width: 640px; max-width: calc(100% - 4px); }
.burg-lesson .wk-app .burg-lang { display: none; }
/* a face-down card's slot number: small and light, not to be taken for a card's value */
.wk-lesson-board button.wk-down { font-size: 0.6em; font-weight: normal; color: #d7ccc8; }
@media (min-width: 1600px) { .burg-lesson .wk-lesson-board { width: 900px; } }
</style>"""


class TableBoard:
    """A position as the play page draws it: the Materiallager (face-down cards unknown, as
    every player sees them: §H3, §H4) and each wall with its figures."""

    def __init__(self) -> None:
        self.root = board.StoreTable()
        self.root.add_class("wk-lesson-board")
        self.ticks = 0

    def show(self, game: Game, lang: str) -> None:
        """Draw ``game`` in ``lang``."""
        seen = game.view(None)
        if not game.expert:
            _without_figures(seen)
        # an exercise's table never tells the answer: no points, protection or cannon targets
        question = "burg-exercise-board" in self.root._dom_classes
        if question:
            for pl in seen["players"]:
                pl["points"] = pl["protected"] = None
        names = [pl["name"] for pl in seen["players"]]
        d = game.pending
        if d.kind is None:
            status = t("game_over", lang)
        else:
            status = t("whose_turn", lang, player=names[seen["active"]])
        left = sum(1 for c in seen["store"] if c is not None)
        targets: set[int] = set()
        if d.kind == "cannon" and not question:
            targets = set(game.cannon_targets(seen["active"]))
        self.ticks += 1
        with self.root.hold_sync():
            self.root.status = escape(status)
            figures = game.figures if game.expert else None
            self.root.store = board.store_data(seen, False, lang, figures)
            self.root.store_title = escape(t("store", lang))
            over = d.kind is None
            self.root.store_hint = escape(
                t("store_hint_over" if over else "store_hint", lang, n=left)
            )
            self.root.walls = board.walls_html(seen, lang, [None] * len(names), targets)
            self.root.tick = self.ticks


def _without_figures(seen: dict[str, Any]) -> None:
    """The basic game's view without the cards' figures: they mean nothing there, and the
    variant's lessons teach them later."""
    for pl in seen["players"]:
        pl["figures"] = [[] for _ in pl["figures"]]
    if seen.get("flipped"):
        seen["flipped"] = {**seen["flipped"], "figures": []}


class TableSandbox(PlaySandbox):
    """Play on from a position on the real play table, every seat the learner's; "Reset" goes
    back to the position (a flip stays once made, as on the play page)."""

    def __init__(self, position: dict[str, Any], lang: str = "en") -> None:
        super().__init__(position, lang, PlayApp, load_position, lambda lg: ui("reset", lg))


class WettkampfLessons(LessonGame):
    """*Der Wettkampf der Burgbaumeister* for the shared lesson page."""

    key = "wettkampf"
    lesson_ids = LESSON_IDS
    css = LESSON_TABLE_CSS
    #: A teacher changes each wall's cards and whose turn it is in fields (the rest in JSON).
    position_fields = ("wall",)
    list_fields = frozenset({"wall"})
    game_fields = ("active",)

    def make_board(self, lang: str) -> TableBoard:
        """The play page's table, not clickable."""
        return TableBoard()

    def example_lines(
        self, events: list[Any], names: list[str], lang: str, start: bool, setup: bool
    ) -> list[str]:
        """The engine's narration of the step (the set-up only where the example asks)."""
        return [
            messages.render_event(e, names, lang) for e in events if setup or e.reason != "setup"
        ]

    def step_lines(
        self,
        game: Game,
        events: list[Any],
        names: list[str],
        lang: str,
        start: bool,
        setup: bool,
    ) -> list[str]:
        """As ``example_lines``; in the basic game a card turned over is told without its
        figures (they mean nothing there)."""
        if not game.expert:
            events = [_plain(e) for e in events]
        return self.example_lines(events, names, lang, start, setup)

    def make_sandbox(self, position: dict[str, Any], lang: str) -> TableSandbox:
        """The play table from ``position``."""
        return TableSandbox(position, lang)

    def play_app(self, lang: str) -> PlayApp:
        """The play page: its "New game" dialog starts a game against bots."""
        return PlayApp(lang=lang, charts=True)

    def chart(self, name: str, lang: str, old: Any = None) -> Any:
        """The lessons' charts: ``fit`` (lesson 3), ``memory`` (lesson 8); ``old`` relabelled
        in place."""
        from widgets.wettkampf.lessons import charts

        return charts.make(name, lang, old)

    def dump_position(self, game: Any) -> dict[str, Any]:
        """docs/wettkampf-positions.md."""
        return dump_position(game)

    def load_save(self, raw: bytes) -> Any:
        """A save or a position."""
        return load_save(raw)

    def field_label(self, key: str, lang: str) -> str:
        """A wall's cards, or whose turn it is."""
        return ui("position_wall" if key == "wall" else "position_turn", lang)

    def get_field(self, player: dict[str, Any], key: str) -> Any:
        """A player's wall: the cards laid, left to right (without the start tower)."""
        return [int(c) for c in player.get("wall", []) if c != 1]

    def set_field(self, player: dict[str, Any], key: str, value: Any) -> None:
        """Set a player's wall."""
        player["wall"] = list(value)

    def get_game_field(self, position: dict[str, Any], key: str) -> int:
        """Whose turn it is, counting seats from 1 as the page names them."""
        return int(position.get("active", position.get("start_player", 0))) + 1

    def set_game_field(self, position: dict[str, Any], key: str, value: Any) -> None:
        """Set whose turn it is (seat 1 is seat 0 in the file)."""
        position["active"] = int(value) - 1

    def after_edit(self, position: dict[str, Any]) -> None:
        """Walls changed: the Materiallager's secret keeps every card where it lay, except
        that a card now in a wall leaves its slot and a card taken out of a wall lies face down
        in a free slot; if that cannot be done, the secret goes and the loader deals the cards
        in no wall anew from the seed (docs/wettkampf-positions.md)."""
        store = (position.get("secret") or {}).get("store")
        if not isinstance(store, list):
            return
        try:
            placed = {int(c) for pl in position.get("players", []) for c in pl.get("wall", [])}
            placed |= {int(c) for c in position.get("out", [])}
        except (TypeError, ValueError):
            return  # the engine says what is wrong
        store = [None if c in placed else c for c in store]
        missing = sorted(set(range(2, 47)) - placed - {c for c in store if c})
        flipped = (position.get("flipped") or {}).get("slot")
        free = [s for s, c in enumerate(store) if c is None and s != flipped]
        if len(free) < len(missing):
            position.pop("secret")
            return
        for slot, card in zip(free, missing, strict=False):
            store[slot] = card
        position["secret"] = {**position["secret"], "store": store}


def _plain(e: Any) -> Any:
    """A "turned over" event without the card's figures."""
    if e.reason != "flip" or len(e.detail) < 3:
        return e
    return e._replace(detail=(*e.detail[:2], "", *e.detail[3:]))


WETTKAMPF_LESSONS = WettkampfLessons(ROOT, get)


class LessonView(view.LessonView):
    """A lesson page of this game."""

    def __init__(self, lesson: str | Lesson, teacher: bool = False, lang: str = "en") -> None:
        super().__init__(WETTKAMPF_LESSONS, lesson, teacher, lang)


def index_html(lang: str = "en") -> str:
    """The lesson list."""
    return view.index_html(WETTKAMPF_LESSONS, lang)
