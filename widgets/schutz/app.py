"""The play page: a whole game in the browser, people and bots at one screen.

``PlayApp`` is the view of a ``widgets.core.session.Session`` (the game, its seats and bots,
undo, files): it composes the drawing functions (``widgets.schutz.board``), the decision options
(``widgets.schutz.choices``) and the charts (``widgets.core.charts``) into ipywidgets, sends
every choice to the session and redraws when the session changes. Its methods (``new_game``,
``click``, ``confirm``, ``undo``, ``redo``, ``load_text`` …) are what the buttons call, so tests
can drive it directly. ``SCHUTZ`` is what a session needs to know of Im Schutze der Burg.
"""

from __future__ import annotations

import base64
import os
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from burg.core.errors import BurgError
from burg.schutz import messages
from burg.schutz.actions import Action, Back
from burg.schutz.bots import BOTS, Bot, make_bot
from burg.schutz.game import Game
from burg.schutz.positions import dump_position
from widgets.core.lang import LanguageSwitch, follow_request, mark_lang, page_lang
from widgets.core.session import PERSON, Change, GameKind, LoadError, Session, call_later
from widgets.core.style import CSS
from widgets.core.table import TableView
from widgets.core.text import DEFAULT_NAMES, t
from widgets.schutz import board, choices
from widgets.schutz.choices import Option


def _bot_action(game: Game, bot: Bot, player: int) -> Action:
    a = bot.choose(game, player)
    if isinstance(a, Back):
        # a bot that leaves a payment may pick the same building again for ever
        return game.default_action(player) or a
    return a


#: Im Schutze der Burg for a ``Session``.
SCHUTZ = GameKind(
    new=Game,
    load=Game.from_json,
    make_bot=make_bot,
    position=dump_position,
    bot_action=_bot_action,
)

__all__ = ["PERSON", "SCHUTZ", "PlayApp"]


def _hide(widget: w.DOMWidget, hidden: bool) -> None:
    value = "none" if hidden else None
    if widget.layout.display != value:
        widget.layout.display = value


def _set(widget: Any, **values: Any) -> None:
    """Set traits only where they change (each change is a message to the browser)."""
    for k, v in values.items():
        if getattr(widget, k) != v:
            setattr(widget, k, v)


class PlayApp:
    """The play page: the view of ``session``. ``bot_delay`` is the pause before each bot move
    (0: bots move at once, synchronously, as the tests want)."""

    def __init__(self, bot_delay: float = 0.6, lang: str = "en", charts: bool = True) -> None:
        self.lang = lang
        self.session = Session(SCHUTZ, bot_delay=bot_delay, later=self._later)
        self.selected: tuple[str, ...] = ()  # the cards clicked so far
        self.pay_index = 0  # the payment shown
        self.ticks = 0
        self._options: list[Option] = []
        self._charts_key: tuple = ()
        self._lock = self.session.lock
        self._build_widgets(charts)
        self.session.observe(self._on_change)
        self._relabel()
        self.render()

    @classmethod
    def from_env(cls) -> PlayApp:
        """The app as the Voilà page starts it (``BURG_BOT_DELAY`` sets the bot pause)."""
        delay = float(os.environ.get("BURG_BOT_DELAY", "0.6"))
        app = cls(bot_delay=delay, lang=page_lang())
        follow_request(app.lang_toggle)
        return app

    # --- the session ------------------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The game played (``None`` before the first)."""
        return self.session.game  # type: ignore[return-value]  # made by SCHUTZ

    @property
    def seats(self) -> list[str]:
        """Who plays each seat: ``PERSON`` or a bot's name."""
        return self.session.seats

    @property
    def bots(self) -> dict[int, Bot]:
        """The bot of each bot's seat."""
        return self.session.bots  # type: ignore[return-value]  # made by SCHUTZ

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
        """Redraw after the session changed (the decision panel starts afresh)."""
        if change in ("new", "act", "undo", "redo"):
            self.selected = ()
            self.pay_index = 0
        if change == "new":
            self.download.value = ""
            _hide(self.dialog, True)
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
        self.style = w.HTML(CSS)
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
        header = w.HBox(
            [
                self.title,
                self.new_button,
                self.undo_button,
                self.redo_button,
                self.save_button,
                self.save_position_button,
                self.upload,
                self.lang_toggle,
            ]
        )
        header.add_class("burg-header")
        self.message = w.HTML()
        self.message.add_class("burg-message")
        self.download = w.HTML()
        self.download.add_class("burg-download")

        # new game dialog
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
        self.season_label = w.Label()
        self.winter = False  # the season of the next game (Die Burg im Winter)
        self.summer_button = self._button("burg-season-summer", lambda: self.set_season(False))
        self.winter_button = self._button("burg-season-winter", lambda: self.set_season(True))
        self.seed_label = w.Label()
        self.seed_text = w.Text(value="")
        self.seed_text.add_class("burg-seed")
        self.seed_text.add_class("burg-sr-label")
        self.pause_label = w.Label()
        # a number field, not a slider: it has a name for screen readers, and a tap sets it
        self.pause_slider = w.BoundedFloatText(
            value=self.bot_delay, min=0, max=2, step=0.1, layout=w.Layout(width="110px")
        )
        self.pause_slider.add_class("burg-bot-pause")
        self.pause_slider.add_class("burg-sr-label")
        self.start_button = self._button("burg-start", self._start_from_dialog)
        self.cancel_button = self._button("burg-cancel", self.close_dialog)
        self.dialog = w.VBox(
            [
                w.HBox([self.n_label, self.n_players]),
                *self.seat_rows,
                w.HBox([self.season_label, self.summer_button, self.winter_button]),
                w.HBox([self.seed_label, self.seed_text]),
                w.HBox([self.pause_label, self.pause_slider]),
                w.HBox([self.start_button, self.cancel_button]),
            ]
        )
        self.dialog.add_class("burg-dialog")

        # the table: status, castle, decision, players and log in one widget (one message)
        self.view = TableView()
        self.view.on_msg(self.on_table_click)
        self.charts = None
        chart_box: list[w.Widget] = []
        if with_charts:
            from widgets.core.charts import Charts

            self.charts = Charts()
            grid = w.GridBox(
                self.charts.figures(),
                layout=w.Layout(grid_template_columns="1fr 1fr", width="100%"),
            )
            grid.add_class("burg-charts")  # one chart a row on a narrow screen (widgets.core.style)
            chart_box = [grid]
        self.charts_title = w.HTML()
        self.charts_title.add_class("burg-section")
        self.table = w.VBox([self.view, self.charts_title, *chart_box])
        self.root = w.VBox(
            [
                self.style,
                header,
                self.message,
                self.download,
                self.dialog,
                self.table,
            ]
        )
        self.root.add_class("burg-app")

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.root)

    # --- texts ------------------------------------------------------------------------------------
    def _relabel(self) -> None:
        lang = self.lang
        mark_lang(self.root, lang)
        self.title.value = f"{t('title', lang)}"
        self.new_button.description = t("new_game", lang)
        self.undo_button.description = "↶ " + t("undo", lang)
        self.redo_button.description = t("redo", lang) + " ↷"
        self.save_button.description = t("save_game", lang)
        self.save_position_button.description = t("save_position", lang)
        # ipywidgets writes "Load file (0)" and its tooltip into the button: the page shows the
        # tooltip (the same words) instead (.burg-load in widgets.core.style)
        self.upload.description = t("load", lang)
        self.upload.tooltip = t("load", lang)
        self.n_label.value = t("players", lang)
        kinds = [(t("person", lang), PERSON)] + [(t("bot", lang, name=b), b) for b in BOTS]
        for i in range(4):
            colour = board.PLAYER_COLOURS[i]
            self.seat_labels[i].value = (
                f'<span class="burg-dot" style="background:{colour}"></span>'
                f"{t('seat', lang, n=i + 1)}"
            )
            # names for screen readers (the visible label is the seat's line): .burg-sr-label
            self.seat_names[i].description = t("seat_name", lang, n=i + 1)
            self.seat_kinds[i].description = t("seat_plays", lang, n=i + 1)
            old = self.seat_kinds[i].value
            self.seat_kinds[i].options = kinds
            self.seat_kinds[i].value = old or (PERSON if i == 0 else "greedy")
        self.season_label.value = t("season", lang)
        self._season_labels()
        self.seed_label.value = t("seed", lang)
        self.seed_text.placeholder = t("seed_hint", lang)
        self.seed_text.description = t("seed", lang)
        self.pause_label.value = t("bot_pause", lang)
        self.pause_slider.description = t("bot_pause", lang)
        self.start_button.description = t("start", lang)
        self.cancel_button.description = t("cancel", lang)
        self.charts_title.value = f"<h3>{t('charts', lang)}</h3>" if self.charts else ""
        self._seat_rows()

    def _season_labels(self) -> None:
        lang = self.lang
        for button, on, key in (
            (self.summer_button, not self.winter, "summer"),
            (self.winter_button, self.winter, "winter"),
        ):
            button.description = ("✔ " if on else "") + t(key, lang)
            button.button_style = "info" if on else ""

    def set_season(self, winter: bool) -> None:
        """Summer or winter for the next game (the new game dialog's season buttons)."""
        self.winter = bool(winter)
        self._season_labels()

    def _seat_rows(self) -> None:
        for i, row in enumerate(self.seat_rows):
            _hide(row, i >= self.n_players.value)

    def set_lang(self, lang: str) -> None:
        """Switch every text of the page to ``lang`` (``en`` or ``de``)."""
        with self._lock:
            self.lang = lang
            if self.lang_toggle.value != lang:
                self.lang_toggle.value = lang
            self._relabel()
            self.render()

    # --- errors and messages ----------------------------------------------------------------------
    def _guard(self, fn: Callable[[], None]) -> None:
        """Run a callback; show any failure on the page (Voilà would swallow it)."""
        try:
            fn()
        except BurgError as e:
            self.show_message(e.render(self.lang), error=True)
            self._bump()
        except Exception as e:  # never let a click die silently
            self.show_message(t("error", self.lang, reason=f"{type(e).__name__}: {e}"), error=True)
            self._bump()

    def show_message(self, text: str, error: bool = False) -> None:
        """Show a message above the table (empty text: none)."""
        if not text:
            self.message.value = ""
            return
        cls = "burg-error" if error else "burg-info"
        self.message.value = f'<div class="{cls}">{escape(text)}</div>'

    # --- the new game dialog ----------------------------------------------------------------------
    def open_dialog(self) -> None:
        """Show the new game dialog."""
        _hide(self.dialog, False)
        _hide(self.cancel_button, self.game is None)

    def close_dialog(self) -> None:
        """Hide the new game dialog."""
        if self.game is not None:
            _hide(self.dialog, True)

    def _start_from_dialog(self) -> None:
        n = self.n_players.value
        text = self.seed_text.value.strip()
        if text and not text.lstrip("-").isdigit():
            self.show_message(t("seed_bad", self.lang), error=True)
            return
        seed = int(text) if text else None
        names = [self.seat_names[i].value.strip() or DEFAULT_NAMES[i] for i in range(n)]
        seats = [self.seat_kinds[i].value for i in range(n)]
        self.bot_delay = float(self.pause_slider.value)
        self.new_game(seats, names=names, seed=seed, winter=self.winter)

    def new_game(
        self,
        seats: list[str],
        names: list[str] | None = None,
        seed: int | None = None,
        winter: bool = False,
    ) -> None:
        """Start a game: one entry per seat, ``"person"`` or a bot's name; ``winter``: Die Burg
        im Winter."""
        with self._lock:
            names = names or list(DEFAULT_NAMES[: len(seats)])
            self.session.new_game(seats, names=names, seed=seed, winter=winter)
            self.show_message("")

    def _install(self, game: Game, seats: list[str]) -> None:
        self.session.install(game, seats)

    # --- who acts: the session's ------------------------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        """Whether a bot plays ``seat``."""
        return self.session.is_bot(seat)

    def actor(self) -> int | None:
        """The seat to act now: waiting bots first (they choose at once), then the first person."""
        return self.session.actor()

    def needs_curtain(self) -> bool:
        """Whether the screen must pass to the next person before a secret card choice."""
        return self.session.needs_curtain()

    def viewer(self) -> int | None:
        """Whose secrets the page may show now."""
        return self.session.viewer()

    # --- acting -----------------------------------------------------------------------------------
    def reveal(self) -> None:
        """The person in front of the screen is the one to choose: show the secret choice."""
        self.session.reveal()

    def act(self, action: Action) -> None:
        """Apply a person's action through the engine, then let the bots move."""
        if self.game is not None:
            self.session.act(action)

    def click(self, key: str) -> None:
        """Click the option ``key`` (as its button does); disabled or stale options do nothing."""
        for i, opt in enumerate(self._options):
            if opt.key == key:
                self._on_option(i)
                return

    def _on_option(self, i: int) -> None:
        with self._lock:
            if i >= len(self._options) or self.game is None:
                return
            opt = self._options[i]
            if not opt.enabled or self.actor() is None or self.is_bot(self.actor() or 0):
                return
            if opt.key.startswith("card-"):
                card = opt.key[5:]
                if card in self.selected:
                    self.selected = tuple(c for c in self.selected if c != card)
                else:
                    self.selected = (*self.selected, card)
                self.render()
                return
            if opt.action is not None:
                self.act(opt.action)

    def confirm(self) -> None:
        """Confirm the cards selected, or pay with the payment shown."""
        with self._lock:
            if self.game is None:
                return
            p = self.actor()
            if p is None or self.is_bot(p) or self.needs_curtain():
                return
            kind = self.game.pending.kind
            if kind == "choose_cards":
                a = choices.cards_action(self.game, p, self.selected)
                if a is not None:
                    self.act(a)
            elif kind == "payment":
                pays = choices.payments(self.game, p)
                if pays:
                    self.act(pays[min(self.pay_index, len(pays) - 1)])

    def back(self) -> None:
        """Leave the payment and choose another building."""
        with self._lock:
            p = self.actor()
            if self.game is not None and p is not None and self.game.pending.kind == "payment":
                self.act(Back(p))

    def step_payment(self, delta: int) -> None:
        """Show the next (``+1``) or previous (``-1``) distinct exact payment."""
        with self._lock:
            p = self.actor()
            if self.game is None or p is None:
                return
            n = len(choices.payments(self.game, p))
            if n:
                self.pay_index = (self.pay_index + delta) % n
                self.render()

    # --- undo, redo, files: the session's ---------------------------------------------------------
    def undo(self) -> None:
        """Take back the last person's move (and the bots' moves after it)."""
        self.session.undo()

    def redo(self) -> None:
        """Play the undone move again (and the bots' moves that followed it)."""
        self.session.redo()

    def save_text(self) -> str:
        """The save file (the engine's JSON, with who plays each seat) as text."""
        return self.session.save_text()

    def save_game(self) -> None:
        """Offer the save file (``save_text``: the seats too) as a download link."""
        if self.game is None:
            return
        data = base64.b64encode(self.save_text().encode("utf-8")).decode("ascii")
        label = t("download_game", self.lang, n=len(self.game.history))
        self.download.value = (
            f'<a class="burg-download-game" download="burg-game.json" '
            f'href="data:application/json;base64,{data}">⬇ {label}</a>'
        )

    def save_position(self) -> None:
        """Offer the current position (with who plays each seat) as a download link."""
        if self.game is None:
            return
        data = base64.b64encode(self.session.position_text().encode("utf-8")).decode("ascii")
        self.download.value = (
            f'<a class="burg-download-position" download="burg-position.json" '
            f'href="data:application/json;base64,{data}">⬇ {t("download_position", self.lang)}</a>'
        )

    def load_text(self, text: str | bytes, name: str = "") -> bool:
        """Load a save or position file, its bots and people in their seats (a file without
        ``seats``: the page's seats if the count fits, else people only); show a clear message
        if it is damaged, and change nothing."""
        with self._lock:
            try:
                self.session.load_text(text)  # a bot whose turn it is moves on from here
            except LoadError as e:
                self.show_message(e.render(self.lang), error=True)
                return False
            self.show_message(t("loaded", self.lang, name=name or "file"))
            return True

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        f = files[0]
        content = bytes(f["content"])
        self._guard(lambda: self.load_text(content, f.get("name", "")))
        self.upload.value = ()

    # --- drawing ----------------------------------------------------------------------------------
    @property
    def decision(self) -> dict[str, Any]:
        """What the decision panel shows (title, options, payment, confirm …)."""
        return self.view.decision

    def render(self) -> None:
        """Bring the whole page up to date with the game (one message to the browser)."""
        with self._lock, self.view.hold_sync():
            self._render()

    def _render(self) -> None:
        lang = self.lang
        game = self.game
        view = self.view
        if game is None:
            _hide(self.table, True)
            _hide(self.dialog, False)
            _hide(self.cancel_button, True)
            self._enable_history()
            self._bump()
            return
        _hide(self.table, False)
        seen = game.view(None)  # a spectator's view: the page shows secrets through ``viewer``
        names = [pl["name"] for pl in seen["players"]]
        p = self.actor()
        d = game.pending
        if d.kind is None:
            status = t("game_over", lang)
        else:
            status = t(
                "to_decide", lang, player=names[p or 0], step=messages.step_name(d.kind, lang)
            )
            status += _card_note(d.kind, d.card, lang)
        round_text = t("round", lang, round=seen["round"], total=seen["rounds_total"])
        if "winter" in seen:
            round_text = f"{t('winter_game', lang)} · {round_text}"
        move = t("move", lang, n=len(game.history))
        _set(
            view, status=f'{round_text} · <span class="burg-moves">{move}</span> · {escape(status)}'
        )
        _set(view, decision=self._decision(p, names))
        hot = (
            choices.affordable(game, p)
            if p is not None and not self.is_bot(p) and d.kind == "build"
            else set()
        )
        bots = [None if k == PERSON else k for k in self.seats]
        _set(
            view,
            castle=board.castle_svg(game, lang, hot),
            players=board.players_html(game, self.viewer(), bots, lang, p),
            log=board.log_html(game.events, names, lang),
            log_title=t("log", lang),
        )
        self._enable_history()
        self._bump()
        # the charts show completed rounds: they change once a round, after the table
        upto = seen["round"] if game.is_over else seen["round"] - 1
        key = (id(game), upto, lang, tuple(names))
        if self.charts is not None and key != self._charts_key:
            self._charts_key = key
            self.charts.update(game.events, names, lang, upto)

    def _bump(self) -> None:
        self.ticks += 1
        self.view.tick = self.ticks

    def _enable_history(self) -> None:
        can_undo = self.session.can_undo
        can_redo = self.session.can_redo
        _set(
            self.undo_button,
            disabled=not can_undo,
            tooltip=t("undo_tip" if can_undo else "nothing_undo", self.lang),
        )
        _set(
            self.redo_button,
            disabled=not can_redo,
            tooltip=t("redo_tip" if can_redo else "nothing_redo", self.lang),
        )
        has_game = self.game is not None
        _set(self.save_button, disabled=not has_game)
        _set(self.save_position_button, disabled=not has_game)

    def _decision(self, p: int | None, names: list[str]) -> dict[str, Any]:
        """The decision panel as plain data (see ``widgets.core.table``)."""
        game = self.game
        assert game is not None
        lang = self.lang
        d = game.pending
        out: dict[str, Any] = {}
        opts: list[Option] = []
        if d.kind is None:
            out["title"] = t("game_over", lang)
            out["final"] = board.final_html(game, lang)
            out["scroll_hint"] = t("scroll_more", lang)  # shown if the table does not fit
        elif p is not None and self.is_bot(p):
            out["title"] = t("bot_thinking", lang, player=names[p])
        elif self.needs_curtain():
            out["title"] = t("pass_screen", lang, player=names[p or 0])
            out["hint"] = t("pass_screen_hint", lang, player=names[p or 0])
            out["curtain"] = t("i_am", lang, player=names[p or 0])
        else:
            assert p is not None
            title = t("to_decide", lang, player=names[p], step=messages.step_name(d.kind, lang))
            title += _card_note(d.kind, d.card, lang)
            out["title"] = title
            if d.kind == "choose_cards":
                need = choices.cards_needed(game, p)
                opts = choices.options(game, p, lang, self.selected)
                out["hint"] = t("choose_n", lang, n=need)
                left = need - len(self.selected)
                out["confirm"] = (
                    t("confirm_cards", lang) if left <= 0 else t("choose_more", lang, n=left)
                )
                out["confirm_enabled"] = choices.cards_action(game, p, self.selected) is not None
            elif d.kind == "payment":
                pays = choices.payments(game, p)
                if pays:
                    i = min(self.pay_index, len(pays) - 1)
                    building = escape(messages.name(d.building or "", lang))
                    out["payment"] = (
                        f"<b>{building}</b><br>{escape(t('payment_n', lang, i=i + 1, n=len(pays)))}"
                        f": {escape(choices.describe_payment(pays[i], lang))}"
                    )
                    if len(pays) > 1:
                        out["stepper"] = True
                        out["prev"] = t("prev", lang)
                        out["next"] = t("next", lang)
                    out["confirm"] = t("pay", lang)
                    out["confirm_enabled"] = True
                out["back"] = t("back", lang)
            else:
                opts = choices.options(game, p, lang)
        self._options = opts
        out["options"] = [
            {
                "key": o.key,
                "label": o.label,
                "enabled": o.enabled,
                "reason": o.reason,
                "selected": o.selected,
            }
            for o in opts
        ]
        out["wide"] = len(opts) > 8
        return out

    def on_table_click(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        """A click in the table (sent by the browser)."""
        event = content.get("event") if isinstance(content, dict) else None
        key = str(content.get("key", "")) if isinstance(content, dict) else ""
        handlers: dict[str, Callable[[], None]] = {
            "option": lambda: self.click(key),
            "confirm": self.confirm,
            "back": self.back,
            "prev": lambda: self.step_payment(-1),
            "next": lambda: self.step_payment(1),
            "reveal": self.reveal,
        }
        handler = handlers.get(event or "")
        if handler is not None:
            self._guard(handler)


def _card_note(kind: str | None, card: str | None, lang: str) -> str:
    """What follows the step's name: the card it belongs to (the winter card being answered)."""
    if not card or kind in ("woo", "share"):  # the step names the Burgfräulein already
        return ""
    if kind == "winter":
        return ": " + messages.name(card, lang)
    return " (" + t("with_card", lang, card=messages.name(card, lang)) + ")"
