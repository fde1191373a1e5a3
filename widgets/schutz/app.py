"""The play page: a whole game in the browser, people and bots at one screen.

``PlayApp`` is the view of a ``widgets.core.session.Session`` (the game, its seats and bots,
undo, files): it composes the drawing functions (``widgets.schutz.board``), the decision options
(``widgets.schutz.choices``) and the charts (``widgets.schutz.charts``) into ipywidgets, sends
every choice to the session and redraws when the session changes. Its methods (``new_game``,
``click``, ``confirm``, ``undo``, ``redo``, ``load_text`` …) are what the buttons call, so tests
can drive it directly. ``SCHUTZ`` is what a session needs to know of Im Schutze der Burg.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from burg.schutz import messages
from burg.schutz.actions import Action, Back, ChooseCards
from burg.schutz.bots import BOTS, Bot, make_bot
from burg.schutz.game import Game
from burg.schutz.positions import dump_position
from widgets.core.playpage import DialogChoice, PlayPageBase, set_traits
from widgets.core.session import PERSON, Change, GameKind
from widgets.schutz import board, choices
from widgets.schutz.choices import Option
from widgets.schutz.table import TableView
from widgets.schutz.text import UI, short_card, t


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


class PlayApp(PlayPageBase[Game]):
    """The play page of Im Schutze der Burg: the view of ``session``. ``bot_delay`` is the pause
    before each bot move (0: bots move at once, synchronously, as the tests want)."""

    KIND = SCHUTZ
    TEXTS = UI
    BOTS = BOTS
    DEFAULT_BOT = "greedy"
    COLOURS = board.PLAYER_COLOURS
    FILE_STEM = "schutz"
    #: The rules at hand (the rules drawer) and the lessons they link to.
    RULES = Path(__file__).parent / "rules"
    LESSON_CONTENT = Path(__file__).parent / "lessons" / "content"
    #: The season of the next game (``winter``: Die Burg im Winter) and its dialog's buttons.
    CHOICE = DialogChoice(
        "winter", "season", ("summer", "winter"), ("burg-season-summer", "burg-season-winter")
    )
    winter: bool
    _options: list[Option]
    summer_button: w.Button
    winter_button: w.Button

    def __init__(self, bot_delay: float = 0.6, lang: str = "en", charts: bool = True) -> None:
        self.selected: tuple[str, ...] = ()  # the cards clicked so far
        self.pay_index = 0  # the payment shown
        self._charts_key: tuple = ()
        super().__init__(bot_delay=bot_delay, lang=lang, charts=charts)

    @property
    def pause_slider(self) -> w.BoundedFloatText:
        """The dialog's bot pause field (``pause_box``)."""
        return self.pause_box

    # --- the session ------------------------------------------------------------------------------
    def _on_change(self, change: Change) -> None:
        """Redraw after the session changed (the decision panel starts afresh)."""
        if change in ("new", "act", "undo", "redo"):
            self.selected = ()
            self.pay_index = 0
        super()._on_change(change)

    # --- the page's hooks -------------------------------------------------------------------------
    def _make_view(self) -> TableView:
        # status, castle, decision, players and log in one widget (one message)
        return TableView()

    def _make_charts(self) -> tuple[Any, list[w.Widget]]:
        from widgets.schutz.charts import Charts

        charts = Charts()
        return charts, charts.figures()

    def set_season(self, winter: bool) -> None:
        """Summer or winter for the next game (the new game dialog's season buttons)."""
        self.set_choice(winter)

    def _install(self, game: Game, seats: list[str]) -> None:
        self.session.install(game, seats)

    # --- who acts: the session's ------------------------------------------------------------------
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

    def rules_topic(self) -> tuple[str | None, str | None]:
        """The pending decision, and for a winter card answered its card (its own rule)."""
        kind, _ = super().rules_topic()
        if self.game is not None and kind == "winter":
            return kind, self.game.pending.card
        return kind, None

    # --- drawing ----------------------------------------------------------------------------------
    def _draw(self, game: Game, seen: dict[str, Any], names: list[str], p: int | None) -> None:
        # a spectator's view (``seen``): the page shows secrets through ``viewer``
        lang = self.lang
        view = self.view
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
        set_traits(
            view, status=f'{round_text} · <span class="burg-moves">{move}</span> · {escape(status)}'
        )
        set_traits(view, decision=self._decision(game, p, names, seen))
        hot = (
            choices.affordable(game, p)
            if p is not None and not self.is_bot(p) and d.kind == "build"
            else set()
        )
        bots = [None if k == PERSON else self.bot_name(k) for k in self.seats]
        set_traits(
            view,
            castle=board.castle_svg(game, lang, hot),
            players=board.players_html(game, self.viewer(), bots, lang, p),
            log=board.log_html(game.events, names, lang),
            log_title=t("log", lang),
        )

    def _draw_charts(self, game: Game, seen: dict[str, Any], names: list[str]) -> None:
        # the charts show completed rounds: they change once a round, after the table
        upto = seen["round"] if game.is_over else seen["round"] - 1
        key = (id(game), upto, self.lang, tuple(names))
        if key != self._charts_key:
            self._charts_key = key
            self.charts.update(game.events, names, self.lang, upto)

    def _final(self, game: Game, names: list[str], seen: dict[str, Any]) -> dict[str, Any]:
        return {
            "final": board.final_html(game, self.lang),
            "scroll_hint": t("scroll_more", self.lang),  # shown if the table does not fit
        }

    def _decide(
        self, game: Game, p: int | None, names: list[str], seen: dict[str, Any], out: dict[str, Any]
    ) -> list[Option]:
        """The curtain before a secret choice, or the person's decision (in ``out``, as
        ``widgets.schutz.table`` shows it); its options."""
        lang = self.lang
        d = game.pending
        opts: list[Option] = []
        if self.needs_curtain():
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
        return opts

    def _option_data(self, option: Option) -> dict[str, Any]:
        return {**super()._option_data(option), "selected": option.selected}

    def _decision(
        self, game: Game, p: int | None, names: list[str], seen: dict[str, Any]
    ) -> dict[str, Any]:
        out = super()._decision(game, p, names, seen)
        out["wide"] = len(out["options"]) > 8
        return out

    # --- the coach (widgets.core.coach_panel) ---------------------------------------------------
    def _coach_marks(self, game: Game, action: Any) -> list[str]:
        cards = getattr(action, "cards", None)
        if isinstance(action, ChooseCards) and cards:
            return [f".burg-action-card-{c}" for c in cards]
        building = getattr(action, "building", None)
        board = [f".burg-building-{building}"] if building else []
        return super()._coach_marks(game, action) + board

    def _coach_current(self, game: Game, p: int) -> Any:
        return choices.cards_action(game, p, self.selected) if self.selected else None

    def _coach_shown(self, game: Game, action: Any) -> None:
        if game.pending.kind == "payment" and game.pending.players:
            pays = choices.payments(game, game.pending.players[0])
            if action in pays:
                self.pay_index = pays.index(action)

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

    # --- teacher mode -----------------------------------------------------------------------------
    def _hidden_html(self, game: Game, names: list[str]) -> str:
        """Each seat's hand and the cards it chose face down (each seat's own view: what it may
        see), and the winter cards still face down, in their order (the position file)."""
        lang = self.lang
        items = []
        for p, name in enumerate(names):
            mine = game.view(p)["players"][p]
            hand = ", ".join(short_card(c, lang) for c in mine["hand"]) or t("hidden_none", lang)
            line = f"<b>{escape(name)}</b> — {escape(t('hidden_hand', lang))}: {escape(hand)}"
            if mine["chosen"]:
                chosen = ", ".join(short_card(c, lang) for c in mine["chosen"])
                line += f"; <b>{escape(t('hidden_chosen', lang))}: {escape(chosen)}</b>"
            items.append(f"<li>{line}</li>")
        html = f"<ul>{''.join(items)}</ul>"
        if "winter" in game.view(None):
            deck = dump_position(game).get("winter", {}).get("deck", [])
            if deck:
                cards = ", ".join(messages.name(c, lang) for c in deck)
                html += f"<p>{escape(t('hidden_winter', lang))}: {escape(cards)}</p>"
        return html

    def _lesson_game(self) -> Any:
        from widgets.schutz.lessons.framework import SCHUTZ_LESSONS

        return SCHUTZ_LESSONS


def _card_note(kind: str | None, card: str | None, lang: str) -> str:
    """What follows the step's name: the card it belongs to (the winter card being answered)."""
    if not card or kind in ("woo", "share"):  # the step names the Burgfräulein already
        return ""
    if kind == "winter":
        return ": " + messages.name(card, lang)
    return " (" + t("with_card", lang, card=messages.name(card, lang)) + ")"
