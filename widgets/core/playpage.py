"""The shell every game's play page shares: the navigation bar (``widgets.core.nav``), the header
(title, new game, undo, redo, save, save position, load, rules, language), the message and
download lines, the new game dialog (seats, names, bots, seed, bot pause), the table below them
and the rules drawer (``widgets.core.rules``: the pending decision's rule first, with its lesson).

``PlayPageBase`` is the view of a ``widgets.core.session.Session``; each game's ``PlayApp``
subclasses it and fills in its hooks: the game (``KIND``), its page words (``TEXTS``), its bots,
its own choice of the dialog if it has one (``CHOICE``: season, variant), its table widget and how
it is drawn (``_make_view``, ``_draw``), its charts (``_make_charts``, ``_draw_charts``) and where
its rules at hand lie (``RULES``, ``LESSON_CONTENT``).
"""

from __future__ import annotations

import base64
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any, ClassVar, Generic, Self, TypeVar

import ipywidgets as w

from burg.core.errors import BurgError
from burg.core.game import Game
from widgets.core import files, teacher
from widgets.core.coach_panel import CoachPanel, option_marks
from widgets.core.lang import LanguageSwitch, follow_request, mark_lang, page_lang
from widgets.core.nav import nav_bar, relabel
from widgets.core.rules import RULES_CSS, panel_html
from widgets.core.rules import text as rules_text
from widgets.core.session import PERSON, Change, GameKind, LoadError, Session, call_later
from widgets.core.style import CSS, PLAY_TEACHER_CSS
from widgets.core.text import DEFAULT_NAMES, lookup
from widgets.core.uploads import refusal


def hide(widget: w.DOMWidget, hidden: bool) -> None:
    """Hide or show ``widget`` (only a change is sent to the browser). Shown again is ``""``,
    not ``None``: the static site's kernel (jupyterlite-pyodide-kernel) turns ``None`` into
    JavaScript's ``undefined``, which its messages lose, so a widget once hidden stayed hidden."""
    if hidden:
        if widget.layout.display != "none":
            widget.layout.display = "none"
    elif widget.layout.display == "none":
        widget.layout.display = ""


def set_traits(widget: Any, **values: Any) -> None:
    """Set traits only where they change (each change is a message to the browser)."""
    for k, v in values.items():
        if getattr(widget, k) != v:
            setattr(widget, k, v)


@dataclass(frozen=True)
class DialogChoice:
    """A game's choice of two buttons in the new game dialog (Die Burg im Winter's season, the
    Wettkampf's variant). The page's attribute ``option`` (the keyword of ``new_game``) is
    ``False`` for the first button and ``True`` for the second; the buttons are the page's
    ``<key>_button`` attributes."""

    option: str  # "winter"
    label: str  # the text key of the row's label: "season"
    keys: tuple[str, str]  # the buttons' text keys: ("summer", "winter")
    classes: tuple[str, str]  # the buttons' CSS classes


G = TypeVar("G", bound=Game)  # the game's ``Game``


class PlayPageBase(Generic[G]):
    """A game's play page (``G``: the game's ``Game``): the view of ``session``. ``bot_delay`` is
    the pause before each bot move (0: bots move at once, synchronously, as the tests want)."""

    #: The game, for the session.
    KIND: ClassVar[GameKind]
    #: The page's words, ``{lang: {key: text}}`` (``widgets.core.text.lookup``).
    TEXTS: ClassVar[dict[str, dict[str, str]]]
    #: The bots the dialog offers, and the one a seat after the first starts with.
    BOTS: ClassVar[Sequence[str]]
    DEFAULT_BOT: ClassVar[str]
    #: The players' colours (the dots of the dialog's seats).
    COLOURS: ClassVar[Sequence[str]]
    #: The game's name (its record's): the start of its files' names
    #: (``<name>-<date>-<time>.json``, ``widgets.core.files.file_name``) and what a loaded file
    #: must be a save of.
    FILE_STEM: ClassVar[str]
    #: Attributes of a message's ``div`` besides its class (``' role="alert"'``).
    MESSAGE_ATTRS: ClassVar[str] = ""
    #: The game's own choice in the new game dialog (``None``: the dialog shows no such row).
    CHOICE: ClassVar[DialogChoice | None] = None
    #: The game's rules at hand (``widgets/<game>/rules``, read by ``widgets.core.rules``) and
    #: its lessons' content folder (the titles of the lessons the rules link to).
    RULES: ClassVar[Path]
    LESSON_CONTENT: ClassVar[Path]
    #: Teacher mode's look of the game's own table (its board and decision, large).
    TEACHER_CSS: ClassVar[str] = ""

    def __init__(self, bot_delay: float = 0.6, lang: str = "en", charts: bool = True) -> None:
        self.lang = lang
        if self.CHOICE is not None:
            setattr(self, self.CHOICE.option, False)  # the choice for the next game
        self.session = Session(self.KIND, bot_delay=bot_delay, later=self._later)
        self.ticks = 0
        self._options: list[Any] = []  # the options of the decision shown
        self.rules_open = False  # the rules drawer is shown
        self.teacher = False  # teacher mode: large type, the teacher's tools
        self.show_hidden = False  # teacher mode: every seat's hidden cards shown
        self.position_panel: Any = None  # made when first opened
        self._lock = self.session.lock
        self._build_widgets(charts)
        self.session.observe(self._on_change)
        self._relabel()
        self.render()

    @classmethod
    def from_env(cls) -> Self:
        """The app as the Voilà page starts it (``BURG_BOT_DELAY`` sets the bot pause)."""
        delay = float(os.environ.get("BURG_BOT_DELAY", "0.6"))
        app = cls(bot_delay=delay, lang=page_lang())
        follow_request(app.lang_toggle)
        return app

    def _t(self, key: str, **params: Any) -> str:
        return lookup(self.TEXTS, key, self.lang, **params)

    # --- the session ------------------------------------------------------------------------------
    @property
    def game(self) -> G | None:
        """The game played (``None`` before the first)."""
        return self.session.game  # type: ignore[return-value]  # made by ``KIND``

    @property
    def seats(self) -> list[str]:
        """Who plays each seat: ``PERSON`` or a bot's name."""
        return self.session.seats

    @property
    def bots(self) -> dict[int, Any]:
        """The bot of each bot's seat."""
        return self.session.bots

    @property
    def bot_delay(self) -> float:
        """The pause before each bot move, in seconds."""
        return self.session.bot_delay

    @bot_delay.setter
    def bot_delay(self, value: float) -> None:
        self.session.bot_delay = value

    def _later(self, delay: float, fn: Callable[[], None]) -> None:
        call_later(delay, lambda: self._guard(fn))  # a failing bot move shows on the page

    def _on_change(self, change: Change) -> None:
        """Redraw after the session changed."""
        if change == "new":
            self.download.value = ""
            hide(self.dialog, True)
        elif change in ("act", "undo"):
            self.show_message("")
        self.render()

    # --- widgets ----------------------------------------------------------------------------------
    def _button(self, cls: str, handler: Callable[[], None], **kw: Any) -> w.Button:
        b = w.Button(layout=w.Layout(width="auto"), **kw)
        b.add_class(cls)
        b.on_click(lambda _b: self._guard(handler))
        return b

    def _build_widgets(self, with_charts: bool) -> None:
        self.style = w.HTML(
            CSS + RULES_CSS + f"<style>{teacher.TEACHER_CSS}{PLAY_TEACHER_CSS}"
            f"{self.TEACHER_CSS}</style>"
        )
        self.navbar = nav_bar(self.lang, "play")
        self.title = w.HTML()
        self.title.add_class("burg-title")
        self.new_button = self._button("burg-new", self.open_dialog)
        self.undo_button = self._button("burg-undo", self.undo)
        self.redo_button = self._button("burg-redo", self.redo)
        self.save_button = self._button("burg-save", self.save_game)
        self.save_position_button = self._button("burg-save-position", self.save_position)
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False)
        self.upload.add_class("burg-load")
        self.upload.observe(self._on_upload, names="value")
        self.lang_toggle = LanguageSwitch(self.lang)
        self.lang_toggle.on_change(lambda lang: self._guard(lambda: self.set_lang(lang)))
        self.rules_button = self._button("burg-rules-toggle", self.toggle_rules)
        # teacher mode (the lessons' switch) and its tools, shown only while it is on
        self.teacher_toggle = teacher.teacher_switch()
        self.teacher_toggle.observe(
            lambda ch: self._guard(lambda: self.set_teacher(ch["new"])), "value"
        )
        self.hidden_toggle = w.ToggleButton(value=False, layout=w.Layout(width="auto"))
        self.hidden_toggle.add_class("burg-hidden-toggle")
        self.hidden_toggle.observe(
            lambda ch: self._guard(lambda: self.set_show_hidden(ch["new"])), "value"
        )
        self.position_button = self._button("burg-position-toggle", self.toggle_position_panel)
        self.teacher_bar = w.HBox([self.hidden_toggle, self.position_button])
        self.teacher_bar.add_class("burg-teacher-bar")
        hide(self.teacher_bar, True)
        self.position_box = w.VBox([])
        self.position_box.add_class("burg-play-position")
        hide(self.position_box, True)
        self.hidden_view = w.HTML()  # the banner and the hidden cards, over the table
        self.hidden_view.add_class("burg-hidden-view")
        hide(self.hidden_view, True)
        header = w.HBox(
            [
                self.title,
                self.new_button,
                self.undo_button,
                self.redo_button,
                self.save_button,
                self.save_position_button,
                self.upload,
                self.rules_button,
                self.teacher_toggle,
                self.teacher_bar,
                self.lang_toggle,
            ]
        )
        header.add_class("burg-header")
        self.message = w.HTML()
        #: The message shown, made for a language (``show_message_in``): shown again on a switch.
        self._message_of: tuple[Callable[[str], str], bool] | None = None
        self.message.add_class("burg-message")
        self.download = w.HTML()
        self.download.add_class("burg-download")
        self.downloader = files.Downloader()  # saves a file at once, in the browser

        # the new game dialog
        self.n_players = w.ToggleButtons(options=[2, 3, 4], value=2)
        self.n_players.add_class("burg-nplayers")
        self.n_players.style.button_width = "60px"
        self.n_players.observe(lambda _ch: self._guard(self._seat_rows), "value")
        self.n_label = w.Label()
        self.seat_labels = [w.HTML() for _ in range(4)]
        self.seat_names = [w.Text(value=DEFAULT_NAMES[i]) for i in range(4)]
        self.seat_kinds = [w.Dropdown() for _ in range(4)]
        self.seat_rows = []
        for i in range(4):
            self.seat_names[i].add_class(f"burg-seat-name-{i}")
            self.seat_kinds[i].add_class(f"burg-seat-kind-{i}")
            self.seat_names[i].add_class("burg-sr-label")
            self.seat_kinds[i].add_class("burg-sr-label")
            row = w.HBox([self.seat_labels[i], self.seat_names[i], self.seat_kinds[i]])
            self.seat_rows.append(row)
        self.choice_label = w.Label()
        self.choice_buttons: tuple[w.Button, ...] = ()
        if self.CHOICE is not None:
            self.choice_buttons = (
                self._button(self.CHOICE.classes[0], lambda: self.set_choice(False)),
                self._button(self.CHOICE.classes[1], lambda: self.set_choice(True)),
            )
            for key, button in zip(self.CHOICE.keys, self.choice_buttons, strict=True):
                setattr(self, f"{key}_button", button)
        choice_row = [w.HBox([self.choice_label, *self.choice_buttons])] if self.CHOICE else []
        self.seed_label = w.Label()
        self.seed_text = w.Text(value="")
        self.seed_text.add_class("burg-seed")
        self.seed_text.add_class("burg-sr-label")
        self.pause_label = w.Label()
        # a number field, not a slider: it has a name for screen readers, and a tap sets it
        self.pause_box = w.BoundedFloatText(
            value=self.bot_delay, min=0, max=2, step=0.1, layout=w.Layout(width="110px")
        )
        self.pause_box.add_class("burg-bot-pause")
        self.pause_box.add_class("burg-sr-label")
        self.start_button = self._button("burg-start", self._start_from_dialog)
        self.cancel_button = self._button("burg-cancel", self.close_dialog)
        self.dialog = w.VBox(
            [
                w.HBox([self.n_label, self.n_players]),
                *self.seat_rows,
                *choice_row,
                w.HBox([self.seed_label, self.seed_text]),
                w.HBox([self.pause_label, self.pause_box]),
                w.HBox([self.start_button, self.cancel_button]),
            ]
        )
        self.dialog.add_class("burg-dialog")

        # the table: one widget (one message per update), the charts below it
        self.view = self._make_view()
        self.view.on_msg(self.on_table_click)
        self.charts: Any = None
        chart_box: list[w.Widget] = []
        if with_charts:
            self.charts, cells = self._make_charts()
            grid = w.GridBox(cells, layout=w.Layout(grid_template_columns="1fr 1fr", width="100%"))
            grid.add_class("burg-charts")  # one chart a row on a narrow screen (widgets.core.style)
            chart_box = [grid]
        self.charts_title = w.HTML()
        self.charts_title.add_class("burg-section")
        self.table = w.VBox([self.view, self.charts_title, *chart_box])

        # the rules drawer: closed at first, over the page at the right (the board stays put)
        self.rules_close = self._button("burg-rules-close", self.close_rules)
        self.rules_body = w.HTML()
        self.rules_body.add_class("burg-rules-panel")
        self.rules_drawer = w.VBox([self.rules_close, self.rules_body])
        self.rules_drawer.add_class("burg-rules-drawer")
        hide(self.rules_drawer, True)
        self.root = w.VBox(
            [
                self.style,
                self.navbar,
                header,
                self.message,
                self.download,
                self.downloader,
                self.dialog,
                self.position_box,
                self.hidden_view,
                self.table,
                self.rules_drawer,
            ]
        )
        self.root.add_class("burg-app")
        self.coach = CoachPanel(self)  # Hint and Review, below the header (it styles the root)
        children = list(self.root.children)
        children.insert(children.index(header) + 1, self.coach.root)
        self.root.children = tuple(children)

    def embed(self) -> None:
        """Shown inside another page (a lesson's sandbox): without a navigation bar of its own,
        the page around it has one."""
        self.root.children = tuple(c for c in self.root.children if c is not self.navbar)
        hide(self.teacher_toggle, True)  # the lesson's own switch rules the page

    def set_choice(self, on: bool) -> None:
        """Choose the first (``False``) or second (``True``) button of the dialog's ``CHOICE``
        for the next game."""
        if self.CHOICE is None:
            raise ValueError("this game's new game dialog offers no choice")
        setattr(self, self.CHOICE.option, bool(on))
        self._choice_labels()

    def _choice_labels(self) -> None:
        if self.CHOICE is None:
            return
        on = getattr(self, self.CHOICE.option)
        for button, chosen, key in zip(
            self.choice_buttons, (not on, on), self.CHOICE.keys, strict=True
        ):
            button.description = ("✔ " if chosen else "") + self._t(key)
            button.button_style = "info" if chosen else ""

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.root)

    # --- the rules at hand ------------------------------------------------------------------------
    def toggle_rules(self) -> None:
        """Open the rules drawer, or close it if it is open (the header's rules button)."""
        if self.rules_open:
            self.close_rules()
        else:
            self.open_rules()

    def open_rules(self) -> None:
        """Show the rules drawer: the pending decision's rule first, with its lesson."""
        self.rules_open = True
        self._draw_rules()
        hide(self.rules_drawer, False)
        self.root.add_class("burg-rules-on")  # a wide window makes room for it
        self._rules_button_label()

    def close_rules(self) -> None:
        """Hide the rules drawer."""
        self.rules_open = False
        hide(self.rules_drawer, True)
        self.root.remove_class("burg-rules-on")
        self._rules_button_label()

    def _rules_button_label(self) -> None:
        set_traits(
            self.rules_button,
            description=("✕ " if self.rules_open else "§ ") + rules_text("rules", self.lang),
            tooltip=rules_text("rules_tip", self.lang),
            button_style="info" if self.rules_open else "",
        )

    def rules_topic(self) -> tuple[str | None, str | None]:
        """The decision whose rule the drawer shows first: its kind and, for a game whose rule
        differs by card (a winter card), the card; ``(None, None)`` with no decision pending."""
        game = self.game
        if game is None:
            return None, None
        return game.pending.kind, None

    def _draw_rules(self) -> None:
        """Bring the drawer up to date (only while it is open: closed, nothing is sent)."""
        if not self.rules_open:
            return
        kind, card = self.rules_topic()
        value = panel_html(self.RULES, self.LESSON_CONTENT, self.lang, kind, card)
        if self.rules_body.value != value:
            self.rules_body.value = value

    # --- teacher mode -----------------------------------------------------------------------------
    def set_teacher(self, on: bool) -> None:
        """Teacher mode (the header's switch, as on the lessons): large type, the board and the
        decision filling a projector's screen, and the teacher's tools: every seat's hidden
        cards (off until asked for) and the position panel. Off again, the tools close and the
        hidden cards are hidden."""
        on = bool(on)
        if self.teacher_toggle.value != on:
            self.teacher_toggle.value = on  # its observer comes back here
            return
        self.teacher = on
        (self.root.add_class if on else self.root.remove_class)("burg-teacher")
        hide(self.teacher_bar, not on)
        if not on:
            self.set_show_hidden(False)
            self.close_position_panel()
        self._teacher_labels()

    def set_show_hidden(self, on: bool) -> None:
        """Show every seat's hidden cards (teacher mode only; off by default), under a banner
        saying so. Only the page draws them: the bots still play from their own view."""
        on = bool(on) and self.teacher
        if self.hidden_toggle.value != on:
            self.hidden_toggle.value = on  # its observer comes back here
            return
        if self.show_hidden == on:
            return
        self.show_hidden = on
        self._teacher_labels()
        self.render()

    def toggle_position_panel(self) -> None:
        """Open the position panel (teacher mode), or close it if it is open."""
        if self.position_box.layout.display == "none":
            self.open_position_panel()
        else:
            self.close_position_panel()

    def open_position_panel(self) -> None:
        """Show the panel that opens a prepared position (the lessons' positions, or a file),
        changes it in fields and plays on from it here (``widgets.core.lessons.view``)."""
        if self.position_panel is None:
            from widgets.core.lessons.view import PositionPanel

            self.position_panel = PositionPanel(
                self._lesson_game(), _PlayTarget(self), None, self.lang
            )
            self.position_box.children = (self.position_panel.root,)
        else:
            self.position_panel.open_chosen()  # the game as it stands now
        hide(self.position_box, False)
        self._teacher_labels()

    def close_position_panel(self) -> None:
        """Hide the position panel."""
        hide(self.position_box, True)
        self._teacher_labels()

    def _teacher_labels(self) -> None:
        lang = self.lang
        teacher.label_switch(self.teacher_toggle, lang)
        teacher.label_hidden_switch(self.hidden_toggle, lang)
        opened = self.position_box.layout.display != "none"
        set_traits(
            self.position_button,
            description=("✕ " if opened else "♜ ")
            + teacher.t("position_close" if opened else "position_open", lang),
            tooltip=teacher.t("position_tip", lang),
            button_style="info" if opened else "",
        )

    def _draw_hidden(self, game: G, names: list[str]) -> None:
        """The banner and the hidden cards (only while asked for in teacher mode)."""
        value = ""
        if self.show_hidden:
            value = teacher.hidden_banner_html(self._hidden_html(game, names), self.lang)
        if self.hidden_view.value != value:
            self.hidden_view.value = value
        hide(self.hidden_view, not value)

    # --- the game's hooks -------------------------------------------------------------------------
    def _hidden_html(self, game: G, names: list[str]) -> str:
        """What the rules hide from the seat to move, as HTML for the room to see (teacher mode,
        "show every seat's hidden cards"): taken from the game for display only."""
        return ""

    def _lesson_game(self) -> Any:
        """The game's lessons (``widgets.core.lessons.adapter.LessonGame``): their positions and
        the fields a teacher changes, for the position panel."""
        raise NotImplementedError

    def _make_view(self) -> Any:
        """The table widget (an anywidget with ``decision`` and ``tick`` traits)."""
        raise NotImplementedError

    def _make_charts(self) -> tuple[Any, list[w.Widget]]:
        """The charts and the widgets of their grid."""
        raise NotImplementedError

    def _draw(self, game: G, seen: dict[str, Any], names: list[str], p: int | None) -> None:
        """Draw ``game`` in the table (``seen``: its spectator's view, ``names``: its players,
        ``p``: the seat to act)."""
        raise NotImplementedError

    def _final(self, game: G, names: list[str], seen: dict[str, Any]) -> dict[str, Any]:
        """The decision panel's parts once the game is over (``final``: the scores)."""
        raise NotImplementedError

    def _decide(
        self, game: G, p: int | None, names: list[str], seen: dict[str, Any], out: dict[str, Any]
    ) -> list[Any]:
        """Fill the decision panel ``out`` for the person to decide (seat ``p``); the options
        (with ``key``, ``label``, ``enabled``, ``reason`` and ``action``)."""
        raise NotImplementedError

    def _draw_charts(self, game: G, seen: dict[str, Any], names: list[str]) -> None:
        """Bring the charts up to date (after the table)."""

    def _coach_marks(self, game: G, action: Any) -> list[str]:
        """CSS selectors of where the coach's move ``action`` shows: the decision's buttons
        that play it; a game adds its board (``widgets.core.coach_panel``)."""
        return option_marks(self._options, action)

    def _coach_current(self, game: G, p: int) -> Any:
        """The person's own choice so far, as an action (``None``: none)."""
        return None

    def _coach_shown(self, game: G, action: Any) -> None:
        """The coach's move ``action`` is about to be shown (e.g. turn the tile its way)."""

    def on_table_click(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        """A click in the table (sent by the browser)."""

    # --- texts ------------------------------------------------------------------------------------
    def _relabel(self) -> None:
        lang = self.lang
        t = self._t
        mark_lang(self.root, lang)
        relabel(self.navbar, lang, "play")
        self._rules_button_label()
        self.rules_close.description = "✕ " + rules_text("close", lang)
        self.title.value = escape(t("title"))
        self.new_button.description = t("new_game")
        self.undo_button.description = "↶ " + t("undo")
        self.redo_button.description = t("redo") + " ↷"
        self.save_button.description = t("save_game")
        self.save_position_button.description = t("save_position")
        # ipywidgets writes "Load file (0)" and its tooltip into the button: the page shows the
        # tooltip (the same words) instead (.burg-load in widgets.core.style)
        self.upload.description = t("load")
        self.upload.tooltip = t("load")
        self.n_label.value = t("players")
        kinds = [(t("person"), PERSON)] + [(t("bot", name=self.bot_name(b)), b) for b in self.BOTS]
        for i in range(4):
            self.seat_labels[i].value = (
                f'<span class="burg-dot" style="background:{self.COLOURS[i]}"></span>'
                f"{escape(t('seat', n=i + 1))}"
            )
            # names for screen readers (the visible label is the seat's line): .burg-sr-label
            self.seat_names[i].description = t("seat_name", n=i + 1)
            self.seat_kinds[i].description = t("seat_plays", n=i + 1)
            old = self.seat_kinds[i].value
            self.seat_kinds[i].options = kinds
            self.seat_kinds[i].value = old or (PERSON if i == 0 else self.DEFAULT_BOT)
        if self.CHOICE is not None:
            self.choice_label.value = t(self.CHOICE.label)
        self._choice_labels()
        self.seed_label.value = t("seed")
        self.seed_text.placeholder = t("seed_hint")
        self.seed_text.description = t("seed")
        self.pause_label.value = t("bot_pause")
        self.pause_box.description = t("bot_pause")
        self.start_button.description = t("start")
        self.cancel_button.description = t("cancel")
        self.charts_title.value = f"<h3>{escape(t('charts'))}</h3>" if self.charts else ""
        self._seat_rows()
        self.coach.relabel()
        self._teacher_labels()
        if self.position_panel is not None:
            self.position_panel.set_lang(lang)

    def bot_name(self, bot: str) -> str:
        """The bot called ``bot`` as the page names it, in its language (``bot.<name>``)."""
        name = self._t(f"bot.{bot}")
        return bot if name == f"bot.{bot}" else name

    def _seat_rows(self) -> None:
        for i, row in enumerate(self.seat_rows):
            hide(row, i >= self.n_players.value)

    def set_lang(self, lang: str) -> None:
        """Switch every text of the page to ``lang`` (``en`` or ``de``)."""
        with self._lock:
            self.lang = lang
            if self.lang_toggle.value != lang:
                self.lang_toggle.value = lang
            self._relabel()
            if self._message_of is not None:  # the message shown, in the new language
                self.show_message_in(*self._message_of)
            self.render()

    # --- errors and messages ----------------------------------------------------------------------
    def _guard(self, fn: Callable[[], None]) -> None:
        """Run a callback; show any failure on the page (Voilà would swallow it)."""
        try:
            fn()
        except BurgError as e:
            plain = e.plain  # (``e`` itself is gone after the except block)
            self.show_message_in(lambda lang: escape(plain(lang)), error=True)
            self._bump()
        except Exception as e:  # never let a click die silently
            self.show_message(self._t("error", reason=f"{type(e).__name__}: {e}"), error=True)
            self._bump()

    def show_message(self, text: str, error: bool = False) -> None:
        """Show a message above the table (empty text: none)."""
        if not text:
            self._message_of = None
            self.message.value = ""
            return
        self.show_message_html(escape(text), error)

    def show_message_html(self, html: str, error: bool = False) -> None:
        """Show a message (HTML, made by the page: links) above the table."""
        self._message_of = None
        cls = "burg-error" if error else "burg-info"
        self.message.value = f'<div class="{cls}"{self.MESSAGE_ATTRS}>{html}</div>'

    def show_message_in(self, html_of: Callable[[str], str], error: bool = False) -> None:
        """Show a message made by ``html_of(lang)`` (HTML) in the page's language; a switch of
        language shows it again in the new one."""
        self.show_message_html(html_of(self.lang), error)
        self._message_of = (html_of, error)

    # --- the new game dialog ----------------------------------------------------------------------
    def open_dialog(self) -> None:
        """Show the new game dialog."""
        hide(self.dialog, False)
        hide(self.cancel_button, self.game is None)

    def close_dialog(self) -> None:
        """Hide the new game dialog."""
        if self.game is not None:
            hide(self.dialog, True)

    def _start_from_dialog(self) -> None:
        n = self.n_players.value
        text = self.seed_text.value.strip()
        if text and not text.lstrip("-").isdigit():
            self.show_message(self._t("seed_bad"), error=True)
            return
        seed = int(text) if text else None
        names = [self.seat_names[i].value.strip() or DEFAULT_NAMES[i] for i in range(n)]
        seats = [self.seat_kinds[i].value for i in range(n)]
        self.bot_delay = float(self.pause_box.value)
        choice: dict[str, bool] = {}
        if self.CHOICE is not None:
            choice[self.CHOICE.option] = getattr(self, self.CHOICE.option)
        self.new_game(seats, names=names, seed=seed, **choice)

    def new_game(
        self,
        seats: list[str],
        names: list[str] | None = None,
        seed: int | None = None,
        **options: Any,
    ) -> None:
        """Start a game: one entry per seat, ``"person"`` or a bot's name; ``options`` go to
        the game (``winter=True``: Die Burg im Winter; ``expert=True``: the Wettkampf's expert
        variant; ``start_player=0``)."""
        with self._lock:
            names = names or list(DEFAULT_NAMES[: len(seats)])
            self.session.new_game(seats, names=names, seed=seed, **options)
            self.show_message("")

    # --- who acts ---------------------------------------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        """Whether a bot plays ``seat``."""
        return self.session.is_bot(seat)

    def actor(self) -> int | None:
        """The seat to act now (``None`` once the game is over)."""
        return self.session.actor()

    def act(self, action: Any) -> None:
        """Apply a person's action through the engine, then let the bots move."""
        if self.game is not None and self.coach.viewing is None:  # a review's position: look only
            self.session.act(action)

    # --- undo, redo, files: the session's ---------------------------------------------------------
    def undo(self) -> None:
        """Take back the last person's move and the bots' moves after it (never what the game's
        ``undo_floor`` keeps, such as a card another player has seen)."""
        self.session.undo()

    def redo(self) -> None:
        """Play the undone move again (and the bots' moves that followed it)."""
        self.session.redo()

    def save_text(self) -> str:
        """The save file (the engine's JSON, with who plays each seat) as text."""
        return self.session.save_text()

    def _download(self, what: str, text: str, said: str) -> None:
        """Save ``text`` at once (the browser's downloads), say so (``said``), and keep a link to
        download it again."""
        name = files.file_name(self.FILE_STEM, what=what)
        self.downloader.download(name, text)
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download.value = (
            f'<span class="burg-saved">✓ {escape(said)}</span> '
            f'<a class="burg-download-{what}" download="{escape(name)}" '
            f'href="data:application/json;base64,{data}">⬇ {escape(self._files("again"))}</a>'
        )

    def _files(self, key: str, **params: Any) -> str:
        return files.words(key, self.lang, **params)

    def save_game(self) -> None:
        """Save the game (``save_text``: the seats too) in the browser's downloads, at once."""
        if self.game is not None:
            said = self._files("saved_game", n=len(self.game.history))
            self._download("game", self.save_text(), said)

    def save_position(self) -> None:
        """Save the current position (who plays each seat too) in the browser's downloads: a
        teacher can open it again, or change it first."""
        if self.game is not None:
            text = self.session.position_text()
            self._download("position", text, self._files("saved_position"))

    def load_text(self, text: str | bytes, name: str = "") -> bool:
        """Load a save or position file, its bots and people in their seats (a file without
        ``seats``: the page's seats if the count fits, else people only). A file that cannot be
        loaded changes nothing; the message says in plain words what is wrong and what to do
        (``widgets.core.files.diagnose``). ``name``: the file's name (not shown)."""
        del name
        with self._lock:
            playing = self.game is not None
            try:
                game = self.session.load_text(text)  # a bot whose turn it is moves on from here
            except LoadError as e:
                bad = files.diagnose(text, self.FILE_STEM, e.cause)

                def bad_html(lang: str) -> str:
                    keys = ("save_game", "save_position")
                    buttons = {k: lookup(self.TEXTS, k, lang) for k in keys}
                    return files.bad_file_html(bad, lang, playing=playing, buttons=buttons)

                self.show_message_in(bad_html, error=True)
                return False
            moves = len(game.history)
            key = "loaded_game" if moves or files.is_save(text) else "loaded_position"
            self.show_message_in(lambda lang: escape(files.words(key, lang, n=moves)))
            self.coach.loaded = True
            self.coach.refresh()
            return True

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        f = files[0]
        too_big = refusal(f, self.lang)  # before reading it: a file too big is dropped at once
        if too_big:
            self.upload.value = ()
            self.show_message(too_big, error=True)
            return
        content = bytes(f["content"])
        self._guard(lambda: self.load_text(content, f.get("name", "")))
        self.upload.value = ()

    # --- drawing ----------------------------------------------------------------------------------
    @property
    def decision(self) -> dict[str, Any]:
        """What the decision panel shows (title, hint, options, final …)."""
        return self.view.decision

    def render(self) -> None:
        """Bring the whole page up to date with the game (one message to the browser)."""
        with self._lock, self.view.hold_sync():
            self._render()

    def _render(self) -> None:
        game = self.game
        self._draw_rules()
        if game is None:
            hide(self.hidden_view, True)
            hide(self.table, True)
            hide(self.dialog, False)
            hide(self.cancel_button, True)
            self._enable_history()
            self._bump()
            return
        hide(self.table, False)
        seen = game.view(None)  # a spectator's view: no seat's secrets
        names = self.shown_names(seen)
        self._draw(game, seen, names, self.actor())
        self._draw_hidden(game, names)
        self._enable_history()
        self._bump()
        self.coach.refresh()
        if self.charts is not None:
            self._draw_charts(game, seen, names)

    def shown_names(self, seen: dict[str, Any]) -> list[str]:
        """The players' names as this page shows them (a game may translate default names)."""
        return [pl["name"] for pl in seen["players"]]

    def _decision(
        self, game: G, p: int | None, names: list[str], seen: dict[str, Any]
    ) -> dict[str, Any]:
        """The decision panel as plain data (as the table widget shows it): the end of the game,
        a bot thinking, or the person's decision (``_decide``); ``_options`` its options."""
        out: dict[str, Any] = {}
        opts: list[Any] = []
        if game.pending.kind is None:
            out["title"] = self._t("game_over")
            out.update(self._final(game, names, seen))
        elif p is not None and self.is_bot(p):
            out["title"] = self._t("bot_thinking", player=names[p])
        else:
            opts = self._decide(game, p, names, seen, out)
        self._options = opts
        out["options"] = [self._option_data(o) for o in opts]
        return out

    def _option_data(self, option: Any) -> dict[str, Any]:
        """An option as the table widget gets it."""
        return {
            "key": option.key,
            "label": option.label,
            "enabled": option.enabled,
            "reason": option.reason,
        }

    def _bump(self) -> None:
        self.ticks += 1
        self.view.tick = self.ticks

    def _enable_history(self) -> None:
        can_undo = self.session.can_undo
        can_redo = self.session.can_redo
        set_traits(
            self.undo_button,
            disabled=not can_undo,
            tooltip=self._t("undo_tip" if can_undo else "nothing_undo"),
        )
        set_traits(
            self.redo_button,
            disabled=not can_redo,
            tooltip=self._t("redo_tip" if can_redo else "nothing_redo"),
        )
        set_traits(self.save_button, disabled=self.game is None)
        set_traits(self.save_position_button, disabled=self.game is None)


class _PlayTarget:
    """The play page as the position panel's sandbox: its game, the position it stands at,
    and ``open``, which plays on from another (the seats kept if the count fits)."""

    def __init__(self, page: PlayPageBase[Any]) -> None:
        self.page = page

    @property
    def game(self) -> Any:
        """The game played (``None`` before the first)."""
        return self.page.game

    @property
    def position(self) -> dict[str, Any]:
        """Where the game stands, in the game's position format (``{}``: no game yet)."""
        game = self.page.game
        if game is None:
            return {}
        return self.page._lesson_game().dump_position(game)

    def open(self, position: dict[str, Any]) -> None:
        """Play on from ``position`` (checked by the engine first: a bad one changes nothing)."""
        import json

        game = self.page._lesson_game().load_save(json.dumps(position).encode("utf-8"))
        with self.page._lock:
            self.page.session.install(game)
