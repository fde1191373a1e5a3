"""*Im Schutze der Burg*'s lessons on the shared lesson page (``widgets.core.lessons.view``):
``SCHUTZ_LESSONS`` says how this game's positions look (the castle board), how its events read,
its flow chart, its sandbox (``Sandbox``: every legal action as a button) and the holdings a
teacher changes. ``LessonView``, ``Stepper``, ``ExerciseView`` and ``PositionPanel`` are the
shared classes bound to this game.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from burg.core.errors import BurgError
from burg.schutz import messages
from burg.schutz.actions import Action, Back, ChooseCards
from burg.schutz.game import Game
from burg.schutz.positions import dump_position, load_save
from widgets.core.lessons import view
from widgets.core.lessons.adapter import LessonGame
from widgets.core.lessons.model import Example, Exercise, Lesson
from widgets.core.lessons.view import LESSON_CSS, _button, _html
from widgets.core.session import PERSON, Session
from widgets.schutz import board, choices
from widgets.schutz.app import SCHUTZ, PlayApp
from widgets.schutz.charts import FlowFigure
from widgets.schutz.lessons import COMING, LESSON_IDS, ROOT, get, ui
from widgets.schutz.lessons.model import game_at, names_of, narrate
from widgets.schutz.text import t

__all__ = [
    "LESSON_CSS",
    "SCHUTZ_LESSONS",
    "ExerciseView",
    "FlowChart",
    "LessonView",
    "PositionPanel",
    "Sandbox",
    "Stepper",
    "get_title",
    "index_html",
    "nav_html",
    "notebook_of",
]
notebook_of = view.notebook_of


class FlowChart(FlowFigure):
    """The example's Sankey of the pieces a step moved (the play page's, smaller)."""

    def __init__(self, lang: str = "en") -> None:
        super().__init__(320, {"size": 15, "family": "DejaVu Sans, sans-serif"}, 40)
        self.lang = lang
        self.figure.add_class("burg-flow")

    def update(self, events: list[Any], names: list[str], title: str) -> None:
        """Show the piece transfers among ``events`` (if none: a chart that says so)."""
        self.show(events, names, title, self.lang, empty=t("flows_none", self.lang))


def _board_html(game: Game, lang: str = "en") -> str:
    n = game.n_players
    return board.castle_svg(game, lang) + board.players_html(game, None, [None] * n, lang)


class _CastleBoard:
    """The castle and the players' holdings, as HTML."""

    def __init__(self) -> None:
        self.root = _html("", "burg-board")

    def show(self, game: Game, lang: str) -> None:
        """Draw ``game``."""
        self.root.value = _board_html(game, lang)


class Sandbox:
    """Play on from a position: every legal action as a button, undo, reset and a bot move.
    Its ``session`` plays every seat as the learner's."""

    def __init__(self, position: dict[str, Any], lang: str = "en") -> None:
        self.position = copy.deepcopy(position)
        self.lang = lang
        self.session = Session(SCHUTZ)
        self.bot = SCHUTZ.make_bot("greedy", 1)
        self.status = _html("", "burg-sandbox-status")
        self.message = _html("", "burg-sandbox-message")
        self.options = w.HBox([], layout=w.Layout(flex_flow="row wrap"))
        self.options.add_class("burg-sandbox-options")
        # why the greyed-out choices are not possible, as text (a touch screen has no hover)
        self.reasons = _html("", "burg-sandbox-reasons")
        self.undo_button = _button("", "burg-sandbox-undo", lambda: self._guard(self.undo))
        self.reset_button = _button("", "burg-sandbox-reset", lambda: self._guard(self.reset))
        self.bot_button = _button("", "burg-sandbox-bot", lambda: self._guard(self.bot_move))
        self.board = _html("", "burg-board")
        self.log = _html("", "burg-narration")
        self.root = w.VBox(
            [
                w.HBox([self.undo_button, self.reset_button, self.bot_button]),
                self.status,
                self.options,
                self.reasons,
                self.message,
                w.HBox([self.board, self.log], layout=w.Layout(flex_flow="row wrap")),
            ]
        )
        self.root.add_class("burg-sandbox")
        self.session.observe(lambda _change: self.render())
        self._labels()
        self.reset()

    def _labels(self) -> None:
        self.undo_button.description = ui("undo", self.lang)
        self.reset_button.description = ui("reset", self.lang)
        self.bot_button.description = ui("bot", self.lang)

    def set_lang(self, lang: str) -> None:
        """Show the sandbox in ``lang`` (the game played on stays)."""
        self.lang = lang
        self._labels()
        self.render()

    @property
    def game(self) -> Game:
        """The game played on."""
        game = self.session.game
        assert isinstance(game, Game)  # made by ``reset``
        return game

    def _guard(self, fn: Callable[[], None]) -> None:
        try:
            fn()
            self.message.value = ""
        except BurgError as e:
            self.message.value = f'<div class="burg-error">{escape(e.plain(self.lang))}</div>'
        except Exception as e:  # shown, never swallowed by Voilà
            self.message.value = (
                f'<div class="burg-error">{escape(type(e).__name__)}: {escape(str(e))}</div>'
            )

    def act(self, action: Action) -> None:
        """Apply ``action`` through the engine."""
        self.session.act(action)

    def undo(self) -> None:
        """Take back the last action."""
        self.session.undo()

    def reset(self) -> None:
        """Back to the starting position (the example's, or the one the teacher opened)."""
        game = game_at(self.position)
        self.session.install(game, [PERSON] * game.n_players)

    def open(self, position: dict[str, Any]) -> None:
        """Play on from ``position`` instead (validated by the engine: a ``PositionError``
        leaves the sandbox as it was)."""
        game = game_at(position)  # raises before anything changes
        self.position = copy.deepcopy(position)
        self.session.install(game, [PERSON] * game.n_players)

    def bot_move(self) -> None:
        """Let the greedy bot take the pending decision."""
        self.session.bot_decides(self.bot)

    def labelled_actions(self) -> list[tuple[str, Action | None, str]]:
        """(label, action, reason-if-disabled) for the pending decision's first player."""
        game = self.game
        d = game.pending
        if d.kind is None:
            return []
        p = d.players[0]
        name = names_of(game)[p]
        lang = self.lang
        if d.kind == "choose_cards":
            return [
                (f"{name}: " + " + ".join(messages.name(c, lang) for c in a.cards), a, "")
                for a in game.legal_actions(p)
                if isinstance(a, ChooseCards)
            ]
        if d.kind == "payment":
            out: list[tuple[str, Action | None, str]] = [
                (ui("pay", lang, payment=choices.describe_payment(a, lang)), a, "")
                for a in choices.payments(game, p)
            ]
            return [*out, (ui("back_building", lang), Back(p), "")]
        return [
            (o.label, o.action, "" if o.enabled else o.reason)
            for o in choices.options(game, p, lang)
        ]

    def render(self) -> None:
        """Redraw the sandbox."""
        game = self.game
        names = names_of(game)
        d = game.pending
        lang = self.lang
        if d.kind is None:
            self.status.value = f"<b>{escape(ui('game_over', lang))}</b>"
            self.options.children = ()
            self.reasons.value = ""
            self.board.value = board.final_html(game, lang) + _board_html(game, lang)
        else:
            who = names[d.players[0]]
            card = ui("with_card", lang, card=messages.name(d.card, lang)) if d.card else ""
            self.status.value = (
                f"<b>{escape(who)}</b>{escape(card)}: {escape(messages.step_name(d.kind, lang))}"
            )
            buttons = []
            reasons = []
            for label, action, reason in self.labelled_actions():
                b = w.Button(description=label, disabled=bool(reason), tooltip=reason or label)
                b.add_class("burg-sandbox-action")
                if action is not None and not reason:
                    b.on_click(lambda _b, a=action: self._guard(lambda: self.act(a)))
                else:
                    reasons.append(f"<li><b>{escape(label)}</b>: {escape(reason)}</li>")
                buttons.append(b)
            self.options.children = tuple(buttons)
            self.reasons.value = (
                f"<b>{escape(ui('not_possible', lang))}:</b><ul>{''.join(reasons)}</ul>"
                if reasons
                else ""
            )
            self.board.value = _board_html(game, lang)
        recent = narrate(self.session.recent_events, names, lang)
        items = "".join(f"<li>{escape(x)}</li>" for x in recent)
        self.log.value = (
            f"<b>{escape(ui('what_happened', lang))}:</b><ul>{items}</ul>" if items else ""
        )
        self.undo_button.disabled = not self.session.can_undo


#: The holdings a teacher changes per player in the position panel.
_PLAYER_FIELDS = ("talers", "vp", "sand", "wood", "clay", "stone", "silver")


class SchutzLessons(LessonGame):
    """*Im Schutze der Burg* for the shared lesson page."""

    key = "schutz"
    lesson_ids = LESSON_IDS
    coming = COMING
    position_fields = _PLAYER_FIELDS

    def make_board(self, lang: str) -> _CastleBoard:
        """The castle board."""
        return _CastleBoard()

    def example_lines(
        self, events: list[Any], names: list[str], lang: str, start: bool, setup: bool
    ) -> list[str]:
        """The engine's narration; at the start of an example that narrates the set-up, what
        the set-up put on the board."""
        shown = events if (not start or setup) else [e for e in events if e.reason != "setup"]
        lines = narrate(shown, names, lang)
        if start and setup:
            lines = [
                messages.render_event(e, names, lang)
                for e in events
                if e.reason == "setup" and e.count and e.src == "box" and not e.dst.startswith("p")
            ] + lines
        return lines

    def flow_chart(self, lang: str) -> FlowChart:
        """The Sankey of the pieces each step moved."""
        return FlowChart(lang)

    def pieces(self, lang: str) -> list[tuple[str, str]]:
        """A payment: sand, wood, clay, stone."""
        return [(k, messages.name(k, lang)) for k in ("sand", "wood", "clay", "stone")]

    def make_sandbox(self, position: dict[str, Any], lang: str) -> Sandbox:
        """Every legal action as a button."""
        return Sandbox(position, lang)

    def play_app(self, lang: str) -> PlayApp:
        """The play page (the example shows the flow, so no charts)."""
        return PlayApp(lang=lang, charts=False)

    def dump_position(self, game: Any) -> dict[str, Any]:
        """docs/positions.md."""
        return dump_position(game)

    def load_save(self, raw: bytes) -> Any:
        """A save or a position."""
        return load_save(raw)

    def field_label(self, key: str, lang: str) -> str:
        """Talers, VP, or a piece's name."""
        return ui(key, lang) if key in ("talers", "vp") else messages.name(key, lang)

    def get_field(self, player: dict[str, Any], key: str) -> int:
        """Talers and VP on the player, pieces in ``pieces``."""
        if key in ("talers", "vp"):
            return int(player.get(key, 0))
        return int(player.get("pieces", {}).get(key, 0))

    def set_field(self, player: dict[str, Any], key: str, value: int) -> None:
        """Talers and VP on the player, pieces in ``pieces``."""
        if key in ("talers", "vp"):
            player[key] = value
        else:
            player["pieces"] = {**player.get("pieces", {}), key: value}

    def after_edit(self, position: dict[str, Any]) -> None:
        """Changed holdings leave the rest of the box where the loader puts it (the supply and
        the bank are what remains)."""
        position.pop("supply", None)
        position.pop("bank", None)


SCHUTZ_LESSONS = SchutzLessons(ROOT, get)


class Stepper(view.Stepper):
    """The shared ``Stepper`` on this game's board."""

    def __init__(self, example: Example, lang: str = "en") -> None:
        super().__init__(SCHUTZ_LESSONS, example, lang)


class ExerciseView(view.ExerciseView):
    """The shared ``ExerciseView`` for this game."""

    def __init__(self, exercise: Exercise, lang: str = "en") -> None:
        super().__init__(SCHUTZ_LESSONS, exercise, lang)


class PositionPanel(view.PositionPanel):
    """The shared ``PositionPanel`` for this game."""

    def __init__(self, sandbox: Sandbox, lesson_id: str, lang: str = "en") -> None:
        super().__init__(SCHUTZ_LESSONS, sandbox, lesson_id, lang)


class LessonView(view.LessonView):
    """A lesson page of this game (``widgets.core.lessons.view.LessonView``)."""

    def __init__(self, lesson: str | Lesson, teacher: bool = False, lang: str = "en") -> None:
        super().__init__(SCHUTZ_LESSONS, lesson, teacher, lang)


def nav_html(lesson_id: str, lang: str = "en") -> str:
    """Previous / contents / next links of a lesson."""
    return view.nav_html(SCHUTZ_LESSONS, lesson_id, lang)


def index_html(lang: str = "en") -> str:
    """The lesson list."""
    return view.index_html(SCHUTZ_LESSONS, lang)


def get_title(lesson_id: str, lang: str = "en") -> str:
    """A lesson's title, numbered."""
    return SCHUTZ_LESSONS.title(lesson_id, lang)
