"""The play page of Der Wettkampf der Burgbaumeister: a whole game in the browser, people and
bots at one screen.

``PlayApp`` is the view of a ``widgets.core.session.Session``: the Materiallager and the walls
(``widgets.wettkampf.board``), the decision's buttons, the charts
(``widgets.wettkampf.charts``), undo/redo and save/load. It talks to the engine only through the
``Game``'s public API (``pending``, ``view``, ``why_not``, ``events`` and the documented
queries). Its methods (``new_game``, ``flip``, ``click``, ``undo``, ``redo``, ``load_text`` …) are
what the buttons call, so tests can drive it directly. ``WETTKAMPF`` is what a session needs to
know of the game.
"""

from __future__ import annotations

import base64
import os
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w

from burg.core.errors import BurgError
from burg.wettkampf import messages
from burg.wettkampf.actions import Action, Fire, Flip, HoldFire, Lay, Return, WizardInsert
from burg.wettkampf.bots import BOTS, make_bot
from burg.wettkampf.game import Game
from burg.wettkampf.positions import dump_position
from widgets.core.lang import LanguageSwitch, follow_request, mark_lang, page_lang
from widgets.core.session import PERSON, Change, GameKind, LoadError, Session, call_later
from widgets.core.style import CSS
from widgets.core.text import DEFAULT_NAMES
from widgets.wettkampf import board
from widgets.wettkampf.text import t


def undo_floor(game: Game, seats: list[str]) -> int:
    """How many actions undo must keep: a flip stays once made. Every card turned up is seen
    by everybody at the table at once — people and bots alike (a bot reads the log) — so taking
    it back would let a player peek and choose another card (rules reference: a flipped card is
    public). The decision after a flip (add or turn back) can still be taken back."""
    del seats  # every other seat sees the flip, whoever plays it
    history = game.history
    for i in range(len(history) - 1, -1, -1):
        if history[i].type == "flip":
            return i + 1
    return 0


#: Der Wettkampf der Burgbaumeister for a ``Session``.
WETTKAMPF = GameKind(
    new=Game,
    load=Game.from_json,
    position=dump_position,
    make_bot=make_bot,
    undo_floor=undo_floor,
)

__all__ = ["PERSON", "WETTKAMPF", "PlayApp", "undo_floor"]


@dataclass(frozen=True)
class Option:
    """One button of the decision: ``action`` is played when it is clicked."""

    key: str
    label: str
    action: Action | None
    enabled: bool = True
    reason: str = ""


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
        self.session = Session(WETTKAMPF, bot_delay=bot_delay, later=self._later)
        self.expert = False  # the variant of the next game
        self.ticks = 0
        self._options: list[Option] = []
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
        return self.session.game  # type: ignore[return-value]  # made by WETTKAMPF

    @property
    def seats(self) -> list[str]:
        """Who plays each seat: ``PERSON`` or a bot's name."""
        return self.session.seats

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
        self.variant_label = w.Label()
        self.basic_button = self._button("wk-variant-basic", lambda: self.set_expert(False))
        self.expert_button = self._button("wk-variant-expert", lambda: self.set_expert(True))
        self.seed_label = w.Label()
        self.seed_text = w.Text(value="")
        self.seed_text.add_class("burg-seed")
        self.seed_text.add_class("burg-sr-label")
        self.pause_label = w.Label()
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
                w.HBox([self.variant_label, self.basic_button, self.expert_button]),
                w.HBox([self.seed_label, self.seed_text]),
                w.HBox([self.pause_label, self.pause_box]),
                w.HBox([self.start_button, self.cancel_button]),
            ]
        )
        self.dialog.add_class("burg-dialog")

        self.view = board.StoreTable()
        self.view.on_msg(self.on_table_click)
        self.charts = None
        chart_box: list[w.Widget] = []
        if with_charts:
            from widgets.wettkampf.charts import WettkampfCharts

            self.charts = WettkampfCharts()
            self.chart_boxes = [
                w.Box([f], layout=w.Layout(min_width="0")) for f in self.charts.figures()
            ]
            grid = w.GridBox(
                self.chart_boxes,
                layout=w.Layout(grid_template_columns="1fr 1fr", width="100%"),
            )
            grid.add_class("burg-charts")
            chart_box = [grid]
        self.charts_title = w.HTML()
        self.charts_title.add_class("burg-section")
        self.table = w.VBox([self.view, self.charts_title, *chart_box])
        self.root = w.VBox(
            [self.style, header, self.message, self.download, self.dialog, self.table]
        )
        self.root.add_class("burg-app")
        self.root.add_class("wk-app")

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.root)

    # --- texts ------------------------------------------------------------------------------------
    def _relabel(self) -> None:
        lang = self.lang
        mark_lang(self.root, lang)
        self.title.value = escape(t("title", lang))
        self.new_button.description = t("new_game", lang)
        self.undo_button.description = "↶ " + t("undo", lang)
        self.redo_button.description = t("redo", lang) + " ↷"
        self.save_button.description = t("save_game", lang)
        self.save_position_button.description = t("save_position", lang)
        self.upload.description = t("load", lang)
        self.upload.tooltip = t("load", lang)
        self.n_label.value = t("players", lang)
        kinds = [(t("person", lang), PERSON)] + [(t("bot", lang, name=b), b) for b in BOTS]
        for i in range(4):
            self.seat_labels[i].value = (
                f'<span class="burg-dot" style="background:{board.PLAYER_COLOURS[i]}"></span>'
                f"{escape(t('seat', lang, n=i + 1))}"
            )
            self.seat_names[i].description = t("seat_name", lang, n=i + 1)
            self.seat_kinds[i].description = t("seat_plays", lang, n=i + 1)
            old = self.seat_kinds[i].value
            self.seat_kinds[i].options = kinds
            self.seat_kinds[i].value = old or (PERSON if i == 0 else "perfect")
        self.variant_label.value = t("variant", lang)
        self._variant_labels()
        self.seed_label.value = t("seed", lang)
        self.seed_text.placeholder = t("seed_hint", lang)
        self.seed_text.description = t("seed", lang)
        self.pause_label.value = t("bot_pause", lang)
        self.pause_box.description = t("bot_pause", lang)
        self.start_button.description = t("start", lang)
        self.cancel_button.description = t("cancel", lang)
        self.charts_title.value = f"<h3>{escape(t('charts', lang))}</h3>" if self.charts else ""
        self._seat_rows()

    def _variant_labels(self) -> None:
        for button, on, key in (
            (self.basic_button, not self.expert, "basic"),
            (self.expert_button, self.expert, "expert"),
        ):
            button.description = ("✔ " if on else "") + t(key, self.lang)
            button.button_style = "info" if on else ""

    def set_expert(self, expert: bool) -> None:
        """Basic game or expert variant for the next game (the dialog's buttons)."""
        self.expert = bool(expert)
        self._variant_labels()

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
        self.message.value = f'<div class="{cls}" role="alert">{escape(text)}</div>'

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
        self.bot_delay = float(self.pause_box.value)
        self.new_game(seats, names=names, seed=seed, expert=self.expert)

    def new_game(
        self,
        seats: list[str],
        names: list[str] | None = None,
        seed: int | None = None,
        expert: bool = False,
        **options: Any,
    ) -> None:
        """Start a game: one entry per seat, ``"person"`` or a bot's name; ``options`` go to
        the game (``start_player=0``)."""
        with self._lock:
            names = names or list(DEFAULT_NAMES[: len(seats)])
            self.session.new_game(seats, names=names, seed=seed, expert=expert, **options)
            self.show_message("")

    # --- acting -----------------------------------------------------------------------------------
    def actor(self) -> int | None:
        """The seat to act now (``None`` once the game is over)."""
        return self.session.actor()

    def _person(self) -> int | None:
        p = self.actor()
        return None if p is None or self.session.is_bot(p) else p

    def act(self, action: Action) -> None:
        """Apply a person's action through the engine, then let the bots move."""
        if self.game is not None:
            self.session.act(action)

    def flip(self, slot: int) -> None:
        """Turn over the card at ``slot`` (a click on a face-down card); only when a person must
        flip."""
        with self._lock:
            p = self._person()
            if self.game is None or p is None or self.game.pending.kind != "flip":
                return
            self.act(Flip(p, int(slot)))

    @property
    def options(self) -> list[Option]:
        """The buttons of the decision shown now."""
        return list(self._options)

    def click(self, key: str) -> None:
        """Click the option ``key`` (as its button does); disabled or stale options do nothing."""
        with self._lock:
            for opt in self._options:
                if opt.key == key:
                    if opt.enabled and opt.action is not None and self._person() is not None:
                        self.act(opt.action)
                    return

    def on_table_click(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        """A click in the table (sent by the browser)."""
        if not isinstance(content, dict):
            return
        event, key = content.get("event"), str(content.get("key", ""))
        if event == "flip" and key.isdigit():
            self._guard(lambda: self.flip(int(key)))
        elif event == "option":
            self._guard(lambda: self.click(key))

    # --- undo, redo, files: the session's ---------------------------------------------------------
    def undo(self) -> None:
        """Take back the last person's move (never a flip another player has seen)."""
        self.session.undo()

    def redo(self) -> None:
        """Play the undone move again (and the bots' moves that followed it)."""
        self.session.redo()

    def save_text(self) -> str:
        """The save file (the engine's JSON, with who plays each seat) as text."""
        return self.session.save_text()

    def save_game(self) -> None:
        """Offer the save file as a download link."""
        if self.game is None:
            return
        data = base64.b64encode(self.save_text().encode("utf-8")).decode("ascii")
        label = t("download_game", self.lang, n=len(self.game.history))
        self.download.value = (
            f'<a class="burg-download-game" download="wettkampf-game.json" '
            f'href="data:application/json;base64,{data}">⬇ {escape(label)}</a>'
        )

    def save_position(self) -> None:
        """Offer the current position (who plays each seat too) as a download link: a teacher
        can open it again, or change it first (docs/wettkampf-positions.md)."""
        if self.game is None:
            return
        data = base64.b64encode(self.session.position_text().encode("utf-8")).decode("ascii")
        label = t("download_position", self.lang)
        self.download.value = (
            f'<a class="burg-download-position" download="wettkampf-position.json" '
            f'href="data:application/json;base64,{data}">⬇ {escape(label)}</a>'
        )

    def load_text(self, text: str | bytes, name: str = "") -> bool:
        """Load a save or position file; a damaged one shows a clear message and changes
        nothing."""
        with self._lock:
            try:
                self.session.load_text(text)
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
        """What the decision panel shows (title, hint, options, final)."""
        return self.view.decision

    def render(self) -> None:
        """Bring the whole page up to date with the game (one message to the browser)."""
        with self._lock, self.view.hold_sync():
            self._render()

    def _bump(self) -> None:
        self.ticks += 1
        self.view.tick = self.ticks

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
        seen = game.view(None)
        names = [pl["name"] for pl in seen["players"]]
        p = self.actor()
        d = game.pending
        if d.kind is None:
            status = t("game_over", lang)
        else:
            status = t("whose_turn", lang, player=names[p or 0])
        turn = t("turn", lang, turn=seen["turn"] + (d.kind is not None))
        _set(view, status=escape(f"{turn} · {status}"))
        decision = self._decision(p, names, seen)
        targets: set[int] = set()
        if d.kind == "cannon" and p is not None:
            targets = set(game.cannon_targets(p))
        bots = [None if k == PERSON else k for k in self.seats]
        left = sum(1 for c in seen["store"] if c is not None)
        clickable = d.kind == "flip" and self._person() is not None
        _set(
            view,
            decision=decision,
            store=board.store_data(seen, clickable, lang, game.figures),
            store_title=escape(t("store", lang)),
            store_hint=escape(
                t("store_hint_over", lang, n=left)
                if d.kind is None
                else t("store_hint", lang, n=left)
            ),
            walls=board.walls_html(seen, lang, bots, targets),
            log=board.log_html(game.events, names, lang),
            log_title=escape(t("log", lang)),
        )
        self._enable_history()
        self._bump()
        if self.charts is not None:
            self.charts.update(game, names, lang)
            _hide(self.chart_boxes[1], not game.expert)

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
        _set(self.save_button, disabled=self.game is None)
        _set(self.save_position_button, disabled=self.game is None)

    def _decision(self, p: int | None, names: list[str], seen: dict[str, Any]) -> dict[str, Any]:
        """The decision panel as plain data."""
        game = self.game
        assert game is not None
        lang = self.lang
        d = game.pending
        out: dict[str, Any] = {}
        opts: list[Option] = []
        if d.kind is None:
            out["title"] = t("game_over", lang)
            out["final"] = self._final_html(names, seen)
        elif p is not None and self.session.is_bot(p):
            out["title"] = t("bot_thinking", lang, player=names[p])
        else:
            assert p is not None
            several = len(self.session.people()) > 1
            if d.kind == "flip":
                out["title"] = t("to_flip", lang, player=names[p])
                hint = t("click_card", lang)
                if several:
                    hint = t("pass_screen", lang, player=names[p]) + " " + hint
                out["hint"] = hint
            elif d.kind == "decide":
                number = d.number
                figs = game.figures(number) if number is not None else ()
                words = board.figure_words(figs, lang)
                out["title"] = t(
                    "to_decide",
                    lang,
                    player=names[p],
                    number=number,
                    figures=f" ({words})" if words else "",
                )
                lay = Lay(p)
                why = game.why_not(lay)
                opts.append(
                    Option(
                        "lay",
                        t("lay", lang, number=number),
                        lay,
                        why is None,
                        "" if why is None else why.render(lang),
                    )
                )
                place = game.wizard_place(p, number) if number is not None else None
                if place is not None:
                    wiz = WizardInsert(p, place)
                    why = game.why_not(wiz)
                    opts.append(
                        Option(
                            "wizard",
                            t("wizard", lang, number=number, position=place),
                            wiz,
                            why is None,
                            "" if why is None else why.render(lang),
                        )
                    )
                opts.append(Option("return", t("return", lang), Return(p)))
            elif d.kind == "cannon":
                out["title"] = t("to_cannon", lang, player=names[p], number=d.number)
                out["hint"] = t("fire_hint", lang)
                owner = {
                    c: q for q, pl in enumerate(seen["players"]) for c in pl["wall"][1:] if q != p
                }
                for c in game.cannon_targets(p):
                    target = names[owner[c]] if c in owner else "?"
                    opts.append(
                        Option(f"fire-{c}", t("fire", lang, player=target, number=c), Fire(p, c))
                    )
                opts.append(Option("hold_fire", t("hold_fire", lang), HoldFire(p)))
        self._options = opts
        out["options"] = [
            {"key": o.key, "label": o.label, "enabled": o.enabled, "reason": o.reason} for o in opts
        ]
        return out

    def _final_html(self, names: list[str], seen: dict[str, Any]) -> str:
        game = self.game
        assert game is not None
        lang = self.lang
        why = messages.name(seen["end"] or "", lang)
        winners = [names[s] for s in seen["winners"] or []]
        key = "winners" if len(winners) > 1 else "winner"
        rows = []
        for s in game.ranking():
            pts = "" if s.points is None else f"<td>{escape(t('points', lang, n=s.points))}</td>"
            rows.append(
                f"<tr><td>{s.rank}.</td><td>{escape(names[s.seat])}</td>"
                f"<td>{escape(t('cards_in_wall', lang, n=s.cards, last=s.last))}</td>{pts}</tr>"
            )
        return (
            f'<p class="wk-ended">{escape(t("ended", lang, why=why))}</p>'
            f'<p class="wk-winners"><b>{escape(t(key, lang, names=", ".join(winners)))}</b></p>'
            f"<table>{''.join(rows)}</table>"
        )
