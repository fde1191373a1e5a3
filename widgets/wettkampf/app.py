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

from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from burg.wettkampf import messages
from burg.wettkampf.actions import Fire, Flip, HoldFire, Lay, Return, WizardInsert
from burg.wettkampf.bots import BOTS, make_bot
from burg.wettkampf.game import Game
from burg.wettkampf.positions import dump_position
from widgets.core.playpage import DialogChoice, PlayPageBase, hide, set_traits
from widgets.core.session import PERSON, GameKind, through_last
from widgets.core.table import Option
from widgets.wettkampf import board
from widgets.wettkampf.text import UI, t


def undo_floor(game: Game, seats: list[str]) -> int:
    """How many actions undo must keep: a flip stays once made. Every card turned up is seen
    by everybody at the table at once — people and bots alike (a bot reads the log) — so taking
    it back would let a player peek and choose another card (§W6, §H2: a flipped card is
    public). The decision after a flip (add or turn back) can still be taken back."""
    del seats  # every other seat sees the flip, whoever plays it
    return through_last([a.type == "flip" for a in game.history])


#: Der Wettkampf der Burgbaumeister for a ``Session``.
WETTKAMPF = GameKind(
    new=Game,
    load=Game.from_json,
    position=dump_position,
    make_bot=make_bot,
    undo_floor=undo_floor,
)

__all__ = ["PERSON", "WETTKAMPF", "PlayApp", "undo_floor"]


class PlayApp(PlayPageBase[Game]):
    """The play page of Der Wettkampf der Burgbaumeister: the view of ``session``. ``bot_delay``
    is the pause before each bot move (0: bots move at once, synchronously, as the tests want)."""

    KIND = WETTKAMPF
    TEXTS = UI
    BOTS = BOTS
    DEFAULT_BOT = "perfect"
    COLOURS = board.PLAYER_COLOURS
    FILE_STEM = "wettkampf"
    #: The rules at hand (the rules drawer) and the lessons they link to.
    RULES = Path(__file__).parent / "rules"
    LESSON_CONTENT = Path(__file__).parent / "lessons" / "content"
    MESSAGE_ATTRS = ' role="alert"'
    #: The variant of the next game (``expert``) and its dialog's buttons.
    CHOICE = DialogChoice(
        "expert", "variant", ("basic", "expert"), ("wk-variant-basic", "wk-variant-expert")
    )
    expert: bool
    _options: list[Option]
    basic_button: w.Button
    expert_button: w.Button

    # --- the page's hooks -------------------------------------------------------------------------
    #: Teacher mode: the Materiallager takes most of the width, the decision stays in view.
    TEACHER_CSS = """
@media (min-width: 1100px) {
  .burg-teacher .wk-store-box { flex: 1 1 62%; max-width: none; }
  .burg-teacher .wk-decision { flex: 1 1 30%; position: sticky; top: 0; }
}
/* square cards: the whole Materiallager on a projector's screen at 62 % of its width */
.burg-teacher .wk-store { gap: 6px; }
.burg-teacher .wk-card { aspect-ratio: 1 / 1; }
"""

    def _build_widgets(self, with_charts: bool) -> None:
        super()._build_widgets(with_charts)
        self.root.add_class("wk-app")

    def _make_view(self) -> board.StoreTable:
        return board.StoreTable()

    def _make_charts(self) -> tuple[Any, list[w.Widget]]:
        from widgets.wettkampf.charts import WettkampfCharts

        charts = WettkampfCharts()
        self.chart_boxes = [w.Box([f], layout=w.Layout(min_width="0")) for f in charts.figures()]
        return charts, list(self.chart_boxes)

    def set_expert(self, expert: bool) -> None:
        """Basic game or expert variant for the next game (the dialog's buttons)."""
        self.set_choice(expert)

    # --- acting -----------------------------------------------------------------------------------
    def _person(self) -> int | None:
        p = self.actor()
        return None if p is None or self.session.is_bot(p) else p

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

    # --- drawing ----------------------------------------------------------------------------------
    def _draw(self, game: Game, seen: dict[str, Any], names: list[str], p: int | None) -> None:
        lang = self.lang
        view = self.view
        d = game.pending
        if d.kind is None:
            status = t("game_over", lang)
        else:
            status = t("whose_turn", lang, player=names[p or 0])
        turn = t("turn", lang, turn=seen["turn"] + (d.kind is not None))
        set_traits(view, status=escape(f"{turn} · {status}"))
        decision = self._decision(game, p, names, seen)
        targets: set[int] = set()
        if d.kind == "cannon" and p is not None:
            targets = set(game.cannon_targets(p))
        bots = [None if k == PERSON else self.bot_name(k) for k in self.seats]
        left = sum(1 for c in seen["store"] if c is not None)
        clickable = d.kind == "flip" and self._person() is not None
        store = board.store_data(seen, clickable, lang, game.figures)
        if self.show_hidden:  # teacher mode: each face-down card's value, for the room only
            lying = self._secret_store(game)
            for cell in store["cells"]:
                if cell["state"] == "down" and lying[cell["slot"]]:
                    cell["peek"] = lying[cell["slot"]]
        set_traits(
            view,
            decision=decision,
            store=store,
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

    # --- teacher mode -----------------------------------------------------------------------------
    @staticmethod
    def _secret_store(game: Game) -> list[int | None]:
        """Per slot of the Materiallager the card lying there (``None``: empty), from the
        position's secret section (docs/wettkampf-positions.md): for the room to see, never a
        bot's."""
        return list(dump_position(game)["secret"]["store"])

    def _hidden_html(self, game: Game, names: list[str]) -> str:
        """What the banner says: each face-down card shows its value in its corner (drawn on
        the Materiallager itself, ``_draw``)."""
        return f"<p>{escape(t('hidden_store', self.lang))}</p>"

    def _lesson_game(self) -> Any:
        from widgets.wettkampf.lessons.framework import WETTKAMPF_LESSONS

        return WETTKAMPF_LESSONS

    def _draw_charts(self, game: Game, seen: dict[str, Any], names: list[str]) -> None:
        self.charts.update(game, names, self.lang)
        hide(self.chart_boxes[1], not game.expert)

    def _final(self, game: Game, names: list[str], seen: dict[str, Any]) -> dict[str, Any]:
        return {"final": self._final_html(names, seen)}

    def _decide(
        self, game: Game, p: int | None, names: list[str], seen: dict[str, Any], out: dict[str, Any]
    ) -> list[Option]:
        """The person's decision (in ``out``, as ``board.StoreTable`` shows it); its options."""
        lang = self.lang
        d = game.pending
        opts: list[Option] = []
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
                    "" if why is None else why.plain(lang),
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
                        "" if why is None else why.plain(lang),
                    )
                )
            opts.append(Option("return", t("return", lang), Return(p)))
        elif d.kind == "cannon":
            out["title"] = t("to_cannon", lang, player=names[p], number=d.number)
            out["hint"] = t("fire_hint", lang)
            owner = {c: q for q, pl in enumerate(seen["players"]) for c in pl["wall"][1:] if q != p}
            for c in game.cannon_targets(p):
                target = names[owner[c]] if c in owner else "?"
                opts.append(
                    Option(f"fire-{c}", t("fire", lang, player=target, number=c), Fire(p, c))
                )
            opts.append(Option("hold_fire", t("hold_fire", lang), HoldFire(p)))
        return opts

    def _coach_marks(self, game: Game, action: Any) -> list[str]:
        """The coach's card to turn on the board, else the decision's button."""
        if isinstance(action, Flip):
            return [f".wk-slot-{action.slot}"]
        return super()._coach_marks(game, action)

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
